/// Canonical formatting of whole `.ftl` files, for `catalogc fmt`.
package enum FluentFormatter {
    /// The canonical text of a file, or diagnostics when it has syntax errors (then the
    /// file must not be rewritten: junk would be re-indented, losing the author's text).
    ///
    /// - Returns: `.success(nil)` when the file is already canonical, `.success(bytes)`
    ///   with the new contents, or `.failure` with the reasons it was left alone.
    package static func format(
        _ contents: [UInt8], path: String
    ) -> Result<[UInt8]?, FormatFailure> {
        if let offset = LoneCarriageReturn.firstOffset(in: contents) {
            let (line, column) = LineIndex(contents).position(of: offset)
            return .failure(
                FormatFailure(diagnostics: [
                    Diagnostic(
                        .error, .syntaxError, "\(LoneCarriageReturn.message); not formatted until fixed",
                        at: FileLocation(file: path, line: line, column: column))
                ]))
        }
        let resource = FluentParser().parse(contents)
        let errors = resource.errors
        guard errors.isEmpty else {
            return .failure(
                FormatFailure(
                    diagnostics: errors.map { annotation in
                        Diagnostic(
                            .error, annotation.code == .invalidUTF8 ? .invalidUTF8 : .syntaxError,
                            "\(annotation.message); not formatted until fixed",
                            at: FileLocation(
                                file: path, line: annotation.span.start.line, column: annotation.span.start.column))
                    }))
        }
        let formatted = Array(FluentSerializer().serialize(resource).utf8)
        return .success(formatted == contents ? nil : formatted)
    }

    /// ``format(_:path:)`` on a file read from disk.
    package static func format(fileAt path: String) -> Result<[UInt8]?, FormatFailure> {
        do {
            return format(try CatalogDirectory.readBytes(path), path: path)
        } catch {
            return .failure(
                FormatFailure(diagnostics: [
                    Diagnostic(.error, .unreadableInput, "cannot read \(path): \(error)", at: nil)
                ]))
        }
    }
}

/// Why a file was not formatted: its syntax errors, or why it could not be read.
public struct FormatFailure: Error, Sendable {
    /// The reasons, each at its place in the file.
    public let diagnostics: [Diagnostic]
}
