/// Accumulates generated Swift with indentation.
struct CodeWriter {
    private(set) var text = ""
    private var depth = 0

    /// Appends one line at the current indentation (an empty line stays empty).
    mutating func line(_ content: String = "") {
        if !content.isEmpty { text += String(repeating: "    ", count: depth) + content }
        text += "\n"
    }

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
        var result = "\""
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
