@_spi(Syntax) import _LocalizedValidationCompilerCore

/// The gettext PO syntax catalogc reads and writes: entries of comments, `msgctxt`,
/// `msgid` and `msgstr`, each a C-like string possibly continued on the next lines
/// (`"…"` lines), with the escapes `\\`, `\"`, `\n`, `\t`, `\r` (and, read only, `\a`
/// `\b` `\f` `\v`, octal and `\x` hex, which gettext also accepts).
///
/// Every decoded scalar keeps the line and column (1-based, columns in Unicode scalars,
/// as Fluent diagnostics count them) it was written at, so import can point at the exact
/// placeable a translator got wrong.
enum POFile {
    /// One decoded string field (`msgid`, `msgstr`, …) with where each scalar came from.
    struct Field {
        var scalars: [Unicode.Scalar] = []
        /// The line and column of each scalar in `scalars`.
        var positions: [(line: Int, column: Int)] = []
        /// Where the keyword is.
        var line: Int
        var column: Int

        var text: String {
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            return string
        }
    }

    /// One entry.
    struct Entry {
        var flags: [String] = []
        var context: Field?
        var id: Field?
        var translation: Field?
        /// Where the entry starts (its first comment or keyword).
        var line: Int
        /// Whether the entry is a plural one (`msgid_plural`, `msgstr[n]`).
        var isPlural = false

        var isFuzzy: Bool { flags.contains("fuzzy") }
    }

    /// A syntax error at a line and column.
    struct SyntaxError: Error {
        var message: String
        var line: Int
        var column: Int
    }

    // MARK: Writing

    /// `keyword "text"`, escaped; text with a line feed before its end is written as
    /// `keyword ""` and one line per line of text, as gettext writes it (never wrapped
    /// elsewhere: wrapping is cosmetic, and an unwrapped line is easier to compare).
    static func field(_ keyword: String, _ text: String) -> String {
        var lines: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            current.unicodeScalars.append(scalar)
            if scalar == "\n" {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > 1 else { return "\(keyword) \"\(escaped(text))\"\n" }
        return "\(keyword) \"\"\n" + lines.map { "\"\(escaped($0))\"\n" }.joined()
    }

    /// Text as the inside of a PO string.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{07}": result += "\\a"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{0B}": result += "\\v"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    // gettext reads octal escapes; three digits so a following digit is not taken in.
                    let octal = String(scalar.value, radix: 8)
                    result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Comment lines with `prefix` (`#.`), one per line of `text`.
    static func comment(_ prefix: String, _ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? prefix + "\n" : prefix + " " + line + "\n"
        }.joined()
    }

    // MARK: Reading

    /// The entries of a PO file (obsolete `#~` entries left out).
    static func parse(_ text: String) -> Result<[Entry], SyntaxError> {
        var entries: [Entry] = []
        var current: Entry?
        /// The field continuation lines append to.
        var open: WritableKeyPath<Entry, Field?>?
        var lineNumber = 0
        func finish() {
            // Comments alone (an obsolete `#~` entry, a closing remark) are no entry.
            if let entry = current, entry.context != nil || entry.id != nil || entry.translation != nil {
                entries.append(entry)
            }
            current = nil
            open = nil
        }
        // Split by scalar: as Characters, CR LF is one and would not split at the LF.
        for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let indent = line.unicodeScalars.count - trimmed.unicodeScalars.count
            if trimmed.isEmpty {
                finish()
                continue
            }
            if trimmed.hasPrefix("#") {
                // A comment after a msgstr starts the next entry.
                if current?.translation != nil { finish() }
                if current == nil { current = Entry(line: lineNumber) }
                open = nil
                if trimmed.hasPrefix("#,") {
                    current?.flags += trimmed.dropFirst(2).split(separator: ",").map {
                        $0.trimmingCharacters(in: [" ", "\t"])
                    }
                }
                continue
            }
            if trimmed.hasPrefix("\"") {
                guard let path = open, current?[keyPath: path] != nil else {
                    return .failure(
                        SyntaxError(
                            message: "a string continues nothing: put it after msgctxt, msgid or msgstr",
                            line: lineNumber, column: indent + 1))
                }
                switch decode(trimmed, line: lineNumber, column: indent + 1) {
                case .success(let (scalars, positions)):
                    current?[keyPath: path]?.scalars += scalars
                    current?[keyPath: path]?.positions += positions
                case .failure(let error): return .failure(error)
                }
                continue
            }
            let keyword = trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "\"" }
            let rest = trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
            let restColumn = indent + 1 + (trimmed.unicodeScalars.count - rest.unicodeScalars.count)
            let path: WritableKeyPath<Entry, Field?>
            switch keyword {
            case "msgctxt": path = \.context
            case "msgid": path = \.id
            case "msgstr": path = \.translation
            case "msgid_plural": path = \.id
            default:
                guard keyword.hasPrefix("msgstr[") else {
                    return .failure(
                        SyntaxError(
                            message: "expected msgctxt, msgid, msgstr, a \"string\" or a # comment, found '\(keyword)'",
                            line: lineNumber, column: indent + 1))
                }
                path = \.translation
            }
            if keyword == "msgctxt" || keyword == "msgid" {
                if current?.translation != nil || current?[keyPath: path] != nil { finish() }
            }
            if current == nil { current = Entry(line: lineNumber) }
            if keyword == "msgid_plural" || keyword.hasPrefix("msgstr[") {
                current?.isPlural = true
                // A plural entry is refused as a whole; its strings are not kept.
                open = nil
                continue
            }
            if current?[keyPath: path] != nil {
                return .failure(
                    SyntaxError(message: "a second \(keyword) in one entry", line: lineNumber, column: indent + 1))
            }
            var field = Field(line: lineNumber, column: indent + 1)
            switch decode(rest, line: lineNumber, column: restColumn) {
            case .success(let (scalars, positions)):
                field.scalars = scalars
                field.positions = positions
            case .failure(let error): return .failure(error)
            }
            current?[keyPath: path] = field
            open = path
        }
        finish()
        return .success(entries)
    }

    /// One `"…"` string at `column` of `line`: its scalars and their positions.
    private static func decode(_ text: Substring, line: Int, column: Int) -> Result<
        ([Unicode.Scalar], [(line: Int, column: Int)]), SyntaxError
    > {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "\"" else {
            return .failure(SyntaxError(message: "expected a \"string\"", line: line, column: column))
        }
        var result: [Unicode.Scalar] = []
        var positions: [(line: Int, column: Int)] = []
        var index = 1
        while index < scalars.count {
            let scalar = scalars[index]
            let here = (line: line, column: column + index)
            if scalar == "\"" {
                let after = scalars[(index + 1)...].drop { $0 == " " || $0 == "\t" }
                guard after.isEmpty else {
                    return .failure(
                        SyntaxError(
                            message: "text after the closing quote; write a \" inside a string as \\\"", line: line,
                            column: column + index + 1))
                }
                return .success((result, positions))
            }
            guard scalar == "\\" else {
                result.append(scalar)
                positions.append(here)
                index += 1
                continue
            }
            guard index + 1 < scalars.count else { break }
            let escape = scalars[index + 1]
            var value: Unicode.Scalar?
            var length = 2
            switch escape {
            case "n": value = "\n"
            case "t": value = "\t"
            case "r": value = "\r"
            case "\"": value = "\""
            case "\\": value = "\\"
            case "a": value = "\u{07}"
            case "b": value = "\u{08}"
            case "f": value = "\u{0C}"
            case "v": value = "\u{0B}"
            case "0"..."7":
                let digits = scalars[(index + 1)...].prefix(3).prefix { ("0"..."7").contains($0) }
                value = UInt32(String(String.UnicodeScalarView(digits)), radix: 8).flatMap(Unicode.Scalar.init)
                length = 1 + digits.count
            case "x":
                let digits = scalars[(index + 2)...].prefix(2).prefix { $0.properties.isASCIIHexDigit }
                value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16).flatMap(Unicode.Scalar.init)
                length = 2 + digits.count
            default: value = nil
            }
            guard let value else {
                return .failure(
                    SyntaxError(
                        message: "unknown escape \\\(escape); write a backslash as \\\\", line: line,
                        column: column + index))
            }
            result.append(value)
            positions.append(here)
            index += length
        }
        return .failure(SyntaxError(message: "the string has no closing quote", line: line, column: column))
    }
}
