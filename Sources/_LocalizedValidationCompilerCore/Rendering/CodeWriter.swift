/// Accumulates generated Swift with indentation.
///
/// The text is kept as UTF-8 bytes: generated files are large and written a few bytes
/// at a time, and appending to a byte array costs a fraction of appending to a `String`.
struct CodeWriter {
    private var bytes: [UInt8] = []
    /// The current indentation in spaces: four per level.
    private var indentation = 0

    /// A writer whose text starts with `header`, with room for `capacity` bytes of UTF-8
    /// in all (generated files are large: reserving once avoids copying them as they grow).
    init(_ header: String = "", capacity: Int = 0) {
        bytes.reserveCapacity(max(capacity, header.utf8.count))
        bytes.append(contentsOf: header.utf8)
    }

    /// A writer for a part of another's text, starting at its indentation (in spaces).
    init(indentation: Int) {
        self.indentation = indentation
    }

    /// The text written so far, as UTF-8.
    var utf8: [UInt8] { bytes }

    /// The current indentation in spaces.
    var indentationLevel: Int { indentation }

    /// Appends what `other` wrote (it was started at this writer's indentation).
    mutating func append(_ other: CodeWriter) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends one line at the current indentation (an empty line stays empty).
    mutating func line(_ content: CodeText = "") {
        if !content.bytes.isEmpty {
            indent()
            bytes.append(contentsOf: content.bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation))
    }

    /// Appends what `body` writes one level deeper.
    mutating func indented(_ body: (inout CodeWriter) throws -> Void) rethrows {
        indentation += 4
        defer { indentation -= 4 }
        try body(&self)
    }

    /// Whether anything was written (the text's length in UTF-8 bytes changes; O(1)).
    var length: Int { bytes.count }

    /// Appends `open`, the body one level deeper, and `close`.
    mutating func block(_ open: CodeText, close: CodeText = "}", _ body: (inout CodeWriter) throws -> Void) rethrows {
        line(open)
        try indented(body)
        line(close)
    }

    /// One line at the current indentation: `prefix`, `text` as a Swift string literal
    /// (``SwiftLiteral/string(_:)``), `suffix`; written in place.
    mutating func line(_ prefix: CodeText, literal text: String, _ suffix: StaticString = "") {
        indent()
        bytes.append(contentsOf: prefix.bytes)
        if SwiftLiteral.isPlain(text) {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
        } else {
            bytes.append(contentsOf: SwiftLiteral.string(text).utf8)
        }
        suffix.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Doc comment lines (`/// …`), one per line of `text`: a line ends at LF, CR LF or a
    /// lone CR, as a Swift comment does (a catalog with CR LF line ends quotes its lines
    /// with them, and splitting Characters at `"\n"` would not split at CR LF, one
    /// Character: the rest of the line would become code).
    mutating func doc(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var lineStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                    docLine(utf8[lineStart..<index])
                    if byte == ASCII.carriageReturn, index + 1 < utf8.count, utf8[index + 1] == ASCII.lineFeed {
                        index += 1
                    }
                    lineStart = index + 1
                }
                index += 1
            }
            docLine(utf8[lineStart...])
        }
    }

    /// One `///` line, appended in place.
    private mutating func docLine(_ part: some Collection<UInt8>) {
        indent()
        if part.isEmpty {
            bytes.append(contentsOf: "///\n".utf8)
        } else {
            bytes.append(contentsOf: "/// ".utf8)
            bytes.append(contentsOf: part)
            bytes.append(UInt8(ascii: "\n"))
        }
    }
}

/// A piece of generated code written as a string literal, interpolations included, and
/// kept as UTF-8 bytes: a line is built without a `String` of its own, whose interpolation
/// machinery was a third of the time of rendering a large catalog set.
struct CodeText: ExpressibleByStringInterpolation {
    fileprivate var bytes: [UInt8]

    init(stringLiteral value: StaticString) {
        bytes = value.withUTF8Buffer { Array($0) }
    }

    init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
    }

    /// The text of a `String` computed elsewhere.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ text: String) {
            bytes.append(contentsOf: text.utf8)
        }

        mutating func appendInterpolation(_ text: Substring) {
            bytes.append(contentsOf: text.utf8)
        }

        mutating func appendInterpolation(_ number: Int) {
            bytes.append(contentsOf: String(number).utf8)
        }

        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            bytes.append(contentsOf: value.description.utf8)
        }
    }
}

/// Swift string literal syntax.
enum SwiftLiteral {
    /// `text` as a double-quoted Swift literal; quotes, backslashes, line ends and every
    /// invisible or control character are escaped, so the generated file shows what
    /// the string holds.
    static func string(_ text: String) -> String {
        if isPlain(text) {
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

    /// `lines` as a multi-line Swift literal (`"""`, a line each, indented by
    /// `indentation`), escaped as ``string(_:)`` escapes; `""` for no lines.
    static func multilineString(_ lines: [String], indentation: String) -> String {
        guard !lines.isEmpty else { return "\"\"" }
        let body = lines.map { indentation + string($0).dropFirst().dropLast() }
        return "\"\"\"\n" + body.joined(separator: "\n") + "\n" + indentation + "\"\"\""
    }

    /// Whether `text` is its own literal's content: nothing to escape. Printable ASCII other
    /// than quote and backslash, and the Latin and Cyrillic letters ``needsEscape(_:)``
    /// passes without property lookups: the common case, checked on the UTF-8 bytes.
    static func isPlain(_ text: String) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte < 0x80 {
                    guard byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                    else { return false }
                    index += 1
                    continue
                }
                // Two-byte sequences (U+0080...U+07FF); a String's UTF-8 is well formed.
                guard byte >= 0xC0 && byte < 0xE0, index + 1 < utf8.count else { return false }
                let value = UInt32(byte & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
                guard isPlainNonASCII(value) else { return false }
                index += 2
            }
            return true
        }
        return plain ?? false
    }

    private static func isPlainNonASCII(_ value: UInt32) -> Bool {
        (0xA1...0x2FF).contains(value) && value != 0xAD || (0x400...0x4FF).contains(value)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII: no control, format, separator other than the space, or
        // default-ignorable character among U+0020...U+007E.
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return false }
        // Without property lookups, blocks that are wholly assigned, visible and never
        // ignorable: Latin-1 (but U+00A0 and the soft hyphen U+00AD), Latin Extended-A
        // and -B, IPA, spacing modifiers, and Cyrillic.
        if isPlainNonASCII(value) { return false }
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
