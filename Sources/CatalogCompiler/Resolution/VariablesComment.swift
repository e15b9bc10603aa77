/// Reads the `# Variables:` block of a message comment:
///
/// ```ftl
/// # Shown under a field the user left empty.
/// # Variables:
/// #   $field (String) - the field's label, already localized
/// #   $min (Int) - minimum length
/// ```
///
/// The block starts at a line that is exactly `Variables:` and runs over the following
/// lines that start with `$`. Lines before it are the translator comment.
struct VariablesComment {
    /// The comment without the block: what translators read.
    var translatorComment: String
    /// The declarations, in order.
    var declarations: [ArgumentDeclaration]

    /// Parses `comment` (whose first line is at `location`), reporting malformed
    /// declarations to `diagnostics`.
    init(_ comment: Comment?, file: String, diagnostics: inout DiagnosticCollector) {
        translatorComment = ""
        declarations = []
        guard let comment else { return }
        var prose: [Substring] = []
        var inBlock = false
        for (index, line) in comment.content.linesByScalar.enumerated() {
            let trimmed = Substring(line.unicodeScalars.drop { $0 == " " || $0 == "\t" })
            // `# ` prefixes were removed by the parser: content column 1 is source column 3.
            let location = FileLocation(
                file: file, line: comment.span.start.line + index,
                column: 3 + line.unicodeScalars.count - trimmed.unicodeScalars.count)
            if trimmed.trimmingTrailingSpaces == "Variables:" {
                inBlock = true
                continue
            }
            guard inBlock, trimmed.hasPrefix("$") else {
                inBlock = false
                prose.append(line)
                continue
            }
            if let declaration = Self.parseDeclaration(trimmed, location: location) {
                if declarations.contains(where: { $0.name == declaration.name }) {
                    diagnostics.emit(
                        Diagnostic(
                            .error, .invalidVariableDeclaration,
                            "'$\(declaration.name)' is declared twice; keep one line per variable",
                            at: location))
                } else {
                    declarations.append(declaration)
                }
            } else {
                let types = ArgumentType.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.emit(
                    Diagnostic(
                        .error, .invalidVariableDeclaration,
                        "cannot read this variable declaration; write '$name (Type) - description' with Type one of \(types), or '$count (Int, 0...999999)' to declare the values a number takes",
                        at: location))
            }
        }
        translatorComment = prose.map(\.trimmingTrailingSpaces).joined(separator: "\n").trimmingBlankLines
    }

    /// `$name (Type) - description`, the description optional.
    private static func parseDeclaration(_ line: Substring, location: FileLocation) -> ArgumentDeclaration? {
        var rest = line.dropFirst()
        let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        guard let first = name.first, first.isLetter else { return nil }
        rest = rest.dropFirst(name.count).drop { $0 == " " }
        guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return nil }
        let inside = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",", maxSplits: 1)
        guard let typeName = inside.first, let type = ArgumentType(rawValue: String(typeName)) else { return nil }
        var range: ClosedRange<Int>?
        if inside.count == 2 {
            // `(Int, 0...999999)`: the values a count takes, for plural checks.
            guard type.isNumeric, let declared = Self.parseRange(inside[1]) else { return nil }
            range = declared
        }
        rest = rest[rest.index(after: close)...].drop { $0 == " " }
        var summary: String?
        if !rest.isEmpty {
            guard rest.first == "-" || rest.first == "–" || rest.first == ":" else { return nil }
            let text = rest.dropFirst().drop { $0 == " " }.trimmingTrailingSpaces
            summary = text.isEmpty ? nil : text
        }
        return ArgumentDeclaration(
            name: String(name), type: type, summary: summary, isDeclared: true, location: location, range: range)
    }

    /// `0...999999` (spaces around allowed): a closed range of integers, lower bound first.
    private static func parseRange(_ text: Substring) -> ClosedRange<Int>? {
        let bounds = text.split(separator: ".", omittingEmptySubsequences: false)
        // "0...9" splits into "0", "", "", "9".
        guard bounds.count == 4, bounds[1].isEmpty, bounds[2].isEmpty,
            let lower = Int(bounds[0].drop { $0 == " " }.trimmingTrailingSpaces),
            let upper = Int(bounds[3].drop { $0 == " " }.trimmingTrailingSpaces), lower <= upper
        else { return nil }
        return lower...upper
    }
}
