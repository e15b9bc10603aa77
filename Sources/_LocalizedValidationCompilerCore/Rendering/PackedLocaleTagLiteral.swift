/// The integer a supported tag is matched by in generated code: exactly LocalizedValidationMessages's
/// `PackedLocaleTag.value(of:)` (the tag's bytes in the low 7 bytes, first byte lowest,
/// its length in the top byte), computed here so that the generated `switch` has
/// constants. A test compares the two for many tags.
package enum PackedLocaleTagLiteral {
    /// The packed value of `tag`, or nil for a tag longer than 7 bytes (the generated
    /// code leaves it to negotiation).
    package static func value(of tag: String) -> UInt64? {
        let bytes = Array(tag.utf8)
        guard !bytes.isEmpty, bytes.count <= 7 else { return nil }
        var value = UInt64(bytes.count) << 56
        for (index, byte) in bytes.enumerated() { value |= UInt64(byte) << (UInt64(index) * 8) }
        return value
    }

    /// `value` as a Swift hexadecimal literal, in groups of four digits.
    package static func literal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 16 - digits.count) + digits
        var groups: [Substring] = []
        var start = padded.startIndex
        while start < padded.endIndex {
            let end = padded.index(start, offsetBy: 4)
            groups.append(padded[start..<end])
            start = end
        }
        return "0x" + groups.joined(separator: "_")
    }
}
