/// Writes a ``ProblemDetails`` as JSON by hand: members in the RFC's order (an encoder
/// sorts them or keeps no order), and no encoder's cost on every 422.
struct ProblemJSONWriter {
    private(set) var bytes: [UInt8] = []
    let prettyPrinted: Bool

    init(prettyPrinted: Bool) {
        self.prettyPrinted = prettyPrinted
        bytes.reserveCapacity(512)
    }

    mutating func write(_ problem: ProblemDetails) {
        append("{")
        member("type", level: 1)
        string(problem.type)
        append(",")
        member("title", level: 1)
        string(problem.title)
        append(",")
        member("status", level: 1)
        append(String(problem.status))
        append(",")
        member("detail", level: 1)
        string(problem.detail)
        append(",")
        member("errors", level: 1)
        append("[")
        for (index, error) in problem.errors.enumerated() {
            if index > 0 { append(",") }
            newline(level: 2)
            append("{")
            member("pointer", level: 3)
            string(error.pointer)
            append(",")
            member("code", level: 3)
            string(error.code)
            append(",")
            member("detail", level: 3)
            string(error.detail)
            if let offset = error.offset {
                append(",")
                member("offset", level: 3)
                append(String(offset))
            }
            newline(level: 2)
            append("}")
        }
        if !problem.errors.isEmpty { newline(level: 1) }
        append("]")
        newline(level: 0)
        append("}")
    }

    private mutating func member(_ name: String, level: Int) {
        newline(level: level)
        string(name)
        append(prettyPrinted ? ": " : ":")
    }

    private mutating func newline(level: Int) {
        guard prettyPrinted else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style or
    /// `\u00XX` escapes, and what must not reach an HTML page raw as `\uXXXX`: `<`, `>`,
    /// `&` (markup), U+2028 and U+2029 (line terminators in older JavaScript), and the
    /// bidirectional controls (they reorder the text around them).
    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case "\u{08}": append("\\b")
            case "\u{0C}": append("\\f")
            default:
                if scalar.value < 0x20 || Self.escapedForHTML(scalar) {
                    append("\\u")
                    for shift in [12, 8, 4, 0] {
                        bytes.append(Self.hexDigits[Int(scalar.value >> UInt32(shift) & 0xF)])
                    }
                } else {
                    bytes.append(contentsOf: UTF8.encode(scalar)!)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `<`, `>`, `&`, U+2028, U+2029 and the bidirectional controls: U+061C (Arabic
    /// letter mark), U+200E, U+200F (marks), U+202A–U+202E (embeddings and overrides),
    /// U+2066–U+2069 (isolates).
    static func escapedForHTML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3C, 0x3E, 0x26, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
