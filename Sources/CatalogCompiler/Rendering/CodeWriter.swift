/// Accumulates generated Swift with indentation.
struct CodeWriter {
    private(set) var text = ""
    private var depth = 0

    /// Appends one line at the current indentation (an empty line stays empty).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            for _ in 0..<depth { text += "    " }
            text += content
        }
        text += "\n"
    }

    /// Appends what `body` writes one level deeper.
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Whether anything was written (the text's length in UTF-8 bytes changes; O(1)).
    var length: Int { text.utf8.count }

    /// Appends `open`, the body one level deeper, and `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(open)
        depth += 1
        body(&self)
        depth -= 1
        line(close)
    }

    /// Doc comment lines (`/// …`), one per line of `text`.
    mutating func doc(_ text: String) {
        // Splitting the UTF-8 bytes at LF is what splitting the Characters at "\n" does
        // (a line feed is always a grapheme of its own), except that CR LF is one
        // Character: such text takes the slower Character split.
        if !text.utf8.contains(UInt8(ascii: "\r")) {
            for part in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                line(part.isEmpty ? "///" : "/// " + String(Substring(part)))
            }
            return
        }
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// " + part)
        }
    }
}

/// Swift string literal syntax.
enum SwiftLiteral {
    /// `text` as a double-quoted Swift literal; quotes, backslashes, line ends and every
    /// invisible or control character are escaped, so the generated file shows what
    /// the string holds.
    static func string(_ text: String) -> String {
        // Printable ASCII other than quote and backslash stays as it is: the common case,
        // without Unicode property lookups.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII: no control, format, separator other than the space, or
        // default-ignorable character among U+0020...U+007E.
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
