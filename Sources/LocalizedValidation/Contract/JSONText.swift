/// JSON string literals for output that may be embedded anywhere: the one escaper of
/// the package's JSON writers.
package enum JSONText {
    /// Appends `text` as a JSON string literal. Besides what JSON requires (`"`, `\`,
    /// control characters), it escapes what would change the meaning of the text around
    /// it when the JSON sits in HTML or a script: `<`, `>`, `&`, U+2028 and U+2029 (line
    /// terminators in older JavaScript), and the bidi controls that could make the
    /// surrounding text display in another order.
    package static func appendString(_ text: String, to output: inout String) {
        output.append("\"")
        var run = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            guard let escape = escape(scalar) else {
                index = scalars.index(after: index)
                continue
            }
            output.unicodeScalars.append(contentsOf: scalars[run..<index])
            output.append(escape)
            index = scalars.index(after: index)
            run = index
        }
        output.unicodeScalars.append(contentsOf: scalars[run..<scalars.endIndex])
        output.append("\"")
    }

    /// The escape of a scalar that needs one, else nil.
    private static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00..<0x20, 0x7F, 0x3C, 0x3E, 0x26, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E,
            0x2066...0x2069:
            return "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                + String(scalar.value, radix: 16, uppercase: true)
        default: return nil
        }
    }
}
