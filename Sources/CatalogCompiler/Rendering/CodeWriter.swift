/// Accumulates generated Swift with indentation.
struct CodeWriter {
    private(set) var text: String
    /// The current indentation: four spaces per level.
    private var indentation = ""

    /// A writer whose text starts with `header`, with room for `capacity` bytes of UTF-8
    /// in all (generated files are large: reserving once avoids copying them as they grow).
    init(_ header: String = "", capacity: Int = 0) {
        text = header
        if capacity > header.utf8.count { text.reserveCapacity(capacity) }
    }

    /// Appends one line at the current indentation (an empty line stays empty).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += indentation
            text += content
        }
        text += "\n"
    }

    /// Appends what `body` writes one level deeper.
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        let outer = indentation
        indentation += "    "
        body(&self)
        indentation = outer
    }

    /// Whether anything was written (the text's length in UTF-8 bytes changes; O(1)).
    var length: Int { text.utf8.count }

    /// Appends `open`, the body one level deeper, and `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(open)
        indented(body)
        line(close)
    }

    /// Doc comment lines (`/// …`), one per line of `text`.
    mutating func doc(_ text: String) {
        // Splitting the UTF-8 bytes at LF is what splitting the Characters at "\n" does
        // (a line feed is always a grapheme of its own), except that CR LF is one
        // Character: such text takes the slower Character split.
        let utf8 = text.utf8
        if !utf8.contains(UInt8(ascii: "\r")) {
            var lineStart = utf8.startIndex
            var index = lineStart
            while index != utf8.endIndex {
                if utf8[index] == UInt8(ascii: "\n") {
                    docLine(Substring(utf8[lineStart..<index]))
                    lineStart = utf8.index(after: index)
                }
                index = utf8.index(after: index)
            }
            docLine(Substring(utf8[lineStart...]))
            return
        }
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            docLine(part)
        }
    }

    /// One `///` line, appended in place.
    private mutating func docLine(_ part: Substring) {
        text += indentation
        if part.isEmpty {
            text += "///\n"
        } else {
            text += "/// "
            text += part
            text += "\n"
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
        // Runs of scalars that need no escape are appended as slices, not one by one.
        let scalars = text.unicodeScalars
        var runStart = scalars.startIndex
        var index = runStart
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            default:
                escape = needsEscape(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
            }
            if let escape {
                result += Substring(scalars[runStart..<index])
                result += escape
                runStart = next
            }
            index = next
        }
        result += Substring(scalars[runStart...])
        result += "\""
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII: no control, format, separator other than the space, or
        // default-ignorable character among U+0020...U+007E.
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return false }
        // Without property lookups, blocks that are wholly assigned, visible and never
        // ignorable: Latin-1 (but U+00A0 and the soft hyphen U+00AD), Latin Extended-A
        // and -B, IPA, spacing modifiers, and Cyrillic.
        if (0xA1...0x2FF).contains(value) && value != 0xAD || (0x400...0x4FF).contains(value) { return false }
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
