import LocalizedValidationIntl

extension Rule {
    /// The text's length, counted in `unit` (graphemes — user-perceived characters — by
    /// default), must be within `min`…`max`.
    ///
    /// Count graphemes for what users see (`👩‍👩‍👧` is one), UTF-16 when a JavaScript
    /// front end enforces the same limit, UTF-8 for byte-limited storage.
    ///
    /// Every unit bounds storage: a code point takes at most 4 bytes, a UTF-16 unit 3,
    /// and a grapheme at most `UnicodeText.storageBoundedClusterBytes` (128): a
    /// cluster longer than that (`a` and a thousand U+0301 is one cluster under UAX #29)
    /// counts as one character per started 128 bytes. No real character comes near it.
    public static func length(min: Int? = nil, max: Int? = nil, unit: TextLengthUnit = .graphemes) -> Rule {
        Rule.text("length") { text, context in
            let count: Int
            let clusterBytes = UnicodeText.storageBoundedClusterBytes
            if unit == .graphemes, let max, max < Int.max / clusterBytes, text.utf8.count > max * clusterBytes {
                // More bytes than `max` characters can take: too long, without counting.
                count = max + 1
            } else if let counted = try? UnicodeText.length(of: text, in: unit, clusterByteLimit: clusterBytes) {
                count = counted
            } else {
                return .invalid(.unprocessable(field: context.label))
            }
            if unit == .utf8 {
                if let max, count > max { return .invalid(.tooLongBytes(field: context.label, max: max)) }
                if let min, count < min { return .invalid(.tooShort(field: context.label, min: min)) }
                return .valid
            }
            if let min, let max, min == max, count != min {
                return .invalid(.wrongLength(field: context.label, length: min))
            }
            if let min, count < min { return .invalid(.tooShort(field: context.label, min: min)) }
            if let max, count > max { return .invalid(.tooLong(field: context.label, max: max)) }
            return .valid
        }
        .with(.length(min: min, max: max, unit: unit))
    }
}
