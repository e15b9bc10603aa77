/// JSON string literals for output that may be embedded anywhere: the one escaper of
/// the package's JSON writers (problem details, JSON Schema exports).
package enum JSONText {
    /// Appends `text` as a JSON string literal in UTF-8. Besides what JSON requires
    /// (`"`, `\`, control characters), it escapes as a JSON `\u` escape (`<` as `\u003c`) what would change the
    /// meaning of the text around it when the JSON sits in an HTML page or a script:
    /// `<`, `>`, `&` (markup), U+2028 and U+2029 (line terminators in older
    /// JavaScript), and the bidirectional controls, which reorder the text around them.
    package static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": bytes.append(contentsOf: #"\""#.utf8)
            case "\\": bytes.append(contentsOf: #"\\"#.utf8)
            case "\n": bytes.append(contentsOf: #"\n"#.utf8)
            case "\r": bytes.append(contentsOf: #"\r"#.utf8)
            case "\t": bytes.append(contentsOf: #"\t"#.utf8)
            case "\u{08}": bytes.append(contentsOf: #"\b"#.utf8)
            case "\u{0C}": bytes.append(contentsOf: #"\f"#.utf8)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || isEscapedForHTML(scalar) {
                    bytes.append(contentsOf: #"\u"#.utf8)
                    for shift in [12, 8, 4, 0] {
                        bytes.append(hexDigits[Int(scalar.value >> UInt32(shift) & 0xF)])
                    }
                } else {
                    bytes.append(contentsOf: UTF8.encode(scalar)!)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// ``appendString(_:to:)`` for text output.
    package static func appendString(_ text: String, to output: inout String) {
        var bytes: [UInt8] = []
        appendString(text, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// `<`, `>`, `&`, U+2028, U+2029 and the bidirectional controls: U+061C (Arabic
    /// letter mark), U+200E, U+200F (marks), U+202A–U+202E (embeddings and overrides),
    /// U+2066–U+2069 (isolates).
    package static func isEscapedForHTML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3C, 0x3E, 0x26, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
