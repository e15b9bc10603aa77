/// Reads the `# Variables:` block of a message comment:
///
/// ```ftl
/// # Shown under a field the user left empty.
/// # Variables:
/// #   $field (String) - the field's label, already localized
/// #   $min (Int) - minimum length
/// #   $count (number): how many files; Mozilla's spelling, read as Number
/// #   $url (url)
/// ```
///
/// The block starts at a line that is `Variables:` (any case) and runs over the lines
/// that start with `$`; an indented line after a declaration continues its description
/// (joined with one space), and a blank or unindented line ends the block. Lines before
/// and after it are the translator comment.
///
/// A declaration is `$name`, then optionally a type in parentheses (any case; see
/// ``typeNames``: ours as we spell them bind, any other word describes, see
/// ``ArgumentDeclaration/descriptiveWord``) and a range for a number (`(Int,
/// 0...999999)`), then optionally `-`,
/// `–`, `—`, `:` or `=`, then the description. A declaration the compiler cannot read
/// (an unknown type, an unreadable line, a second declaration of one variable) is a
/// warning at its line, never an error: the variable's type is then inferred from its
/// uses, as if it were not declared. A comment never breaks a build.
struct VariablesComment {
    /// The comment without the block: what translators read.
    var translatorComment: String
    /// The declarations with a type, in order.
    var declarations: [ArgumentDeclaration]
    /// Descriptions of variables declared without a readable type: inferred, but
    /// described in the generated doc comment.
    var untypedSummaries: [String: String]

    /// The type names a declaration may use, lowercased, and the argument type each
    /// means: ours, and the ones Mozilla's catalogs use (`number` is any number, so a
    /// Number; `url` and `attrs`, HTML attributes, are inserted as text, so a String;
    /// `date`, a JavaScript `Date`, is a Date, or a DateTime where a use shows a time).
    static let typeNames: [String: ArgumentType] = [
        "string": .string, "str": .string, "url": .string, "attrs": .string,
        "int": .int, "integer": .int,
        "number": .number, "float": .number, "double": .number, "decimal": .number,
        "date": .date, "datetime": .dateTime,
        "text": .text,
    ]

    /// Parses `comment` (whose first line is at `location`), reporting malformed
    /// declarations to `diagnostics`.
    init(_ comment: Comment?, file: LocationPath, diagnostics: inout DiagnosticCollector) {
        translatorComment = ""
        declarations = []
        untypedSummaries = [:]
        guard let comment else { return }
        var prose: [Substring] = []
        var inBlock = false
        var seen: [String] = []
        // The declaration whose description the next indented line continues.
        var open: (name: String, summary: String, typed: Bool)?
        /// The indentation of the line that declared ``open``.
        var openIndent = 0
        func close() {
            guard let (name, summary, typed) = open else { return }
            open = nil
            guard !summary.isEmpty else { return }
            if typed, let index = declarations.lastIndex(where: { $0.name == name }) {
                declarations[index].summary = summary
            } else if !typed {
                untypedSummaries[name] = summary
            }
        }
        for (index, line) in comment.content.linesByScalar.enumerated() {
            let trimmed = Substring(line.unicodeScalars.drop { $0 == " " || $0 == "\t" })
            let indent = line.unicodeScalars.count - trimmed.unicodeScalars.count
            // `# ` prefixes were removed by the parser: content column 1 is source column 3.
            let location = FileLocation(path: file, line: comment.span.start.line + index, column: 3 + indent)
            if trimmed.trimmingTrailingSpaces.lowercased() == "variables:" {
                close()
                inBlock = true
                continue
            }
            guard inBlock else {
                prose.append(line)
                continue
            }
            if !trimmed.hasPrefix("$") {
                let text = trimmed.trimmingTrailingSpaces
                if let current = open, indent > 0, !text.isEmpty {
                    // A wrapped description: its next line, indented.
                    open?.summary = current.summary.isEmpty ? text : current.summary + " " + text
                    continue
                }
                close()
                inBlock = false
                prose.append(line)
                continue
            }
            let parsed = Self.parseDeclaration(trimmed, location: location)
            // A wrapped description may start with the variable it describes (Firefox:
            // `#     $domain should be treated as plural …`): a line indented deeper than
            // the declaration continues it, unless it declares another variable's type.
            if let current = open, indent > openIndent,
                parsed.type == nil || parsed.name.map(seen.contains) == true
            {
                let text = trimmed.trimmingTrailingSpaces
                open?.summary = current.summary.isEmpty ? text : current.summary + " " + text
                continue
            }
            close()
            guard let name = parsed.name else {
                diagnostics.emit(
                    Diagnostic(
                        .warning, .invalidVariableDeclaration,
                        "cannot read this variable declaration, so it is ignored; write '$name (Type) - description' with Type one of \(Self.listedTypes), or '$count (Int, 0...999999)' to declare the values a number takes",
                        at: location))
                continue
            }
            guard !seen.contains(name) else {
                diagnostics.emit(
                    Diagnostic(
                        .warning, .invalidVariableDeclaration,
                        "'$\(name)' is declared twice, and this line is ignored; keep one line per variable",
                        at: location))
                continue
            }
            seen.append(name)
            if let problem = parsed.problem {
                diagnostics.emit(
                    Diagnostic(
                        .warning, .invalidVariableDeclaration,
                        "\(problem), so the type of '$\(name)' is inferred from its uses; write one of \(Self.listedTypes)",
                        at: location))
            }
            if let type = parsed.type {
                declarations.append(
                    ArgumentDeclaration(
                        name: name, type: type, summary: nil, isDeclared: true, location: location,
                        range: parsed.range, descriptiveWord: parsed.descriptiveWord))
            }
            open = (name, parsed.summary, parsed.type != nil)
            openIndent = indent
        }
        close()
        translatorComment = prose.map(\.trimmingTrailingSpaces).joined(separator: "\n").trimmingBlankLines
    }

    /// The types named in diagnostics: ours, as we write them.
    private static var listedTypes: String {
        ArgumentType.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// One declaration line: the name (nil when unreadable), the type when it could be
    /// read, why it could not, and the description (possibly empty).
    private struct Parsed {
        var name: String?
        var type: ArgumentType?
        var range: ClosedRange<Int>?
        /// The type word when it is not ours as we spell it (``ArgumentDeclaration/descriptiveWord``).
        var descriptiveWord: String?
        var problem: String?
        var summary = ""
    }

    /// `$name (Type) - description`, type, separator and description each optional.
    private static func parseDeclaration(_ line: Substring, location: FileLocation) -> Parsed {
        var parsed = Parsed()
        var rest = line.dropFirst()
        let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        guard let first = name.first, first.isLetter else { return parsed }
        rest = rest.dropFirst(name.count)
        // A name runs to a space, `(` or a separator: `$name,` or `$name.x` is unreadable.
        if let next = rest.first, !(next == " " || next == "\t" || next == "(" || separators.contains(next)) {
            return parsed
        }
        parsed.name = String(name)
        rest = rest.drop { $0 == " " || $0 == "\t" }
        if rest.first == "(" {
            guard let close = rest.firstIndex(of: ")") else {
                parsed.problem = "the type of '$\(name)' has no closing ')'"
                return parsed
            }
            let inside = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",", maxSplits: 1)
            let typeName = (inside.first ?? "").drop { $0 == " " }.trimmingTrailingSpaces
            if let type = typeNames[typeName.lowercased()] {
                parsed.type = type
                if typeName != type.rawValue { parsed.descriptiveWord = String(typeName) }
                if inside.count == 2 {
                    // `(Int, 0...999999)`: the values a count takes, for plural checks.
                    if type.isNumeric, let declared = Self.parseRange(inside[1]) {
                        parsed.range = declared
                    } else {
                        parsed.type = nil
                        parsed.problem =
                            type.isNumeric
                            ? "cannot read the range '\(inside[1].drop { $0 == " " })'; write it as 0...999999"
                            : "only a number takes a range, not a \(type)"
                    }
                }
            } else {
                parsed.problem = "'\(typeName)' is not a type this compiler knows"
            }
            rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        }
        if let separator = rest.first, separators.contains(separator) { rest = rest.dropFirst() }
        parsed.summary = rest.drop { $0 == " " || $0 == "\t" }.trimmingTrailingSpaces
        return parsed
    }

    /// What may stand between a declaration's type and its description.
    private static let separators: [Character] = ["-", "–", "—", ":", "="]

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
