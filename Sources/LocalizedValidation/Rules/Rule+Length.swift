import Intl

extension Rule {
    /// The text's length, counted in `unit` (graphemes — user-perceived characters — by
    /// default), must be within `min`…`max`.
    ///
    /// Count graphemes for what users see (`👩‍👩‍👧` is one), UTF-16 when a JavaScript
    /// front end enforces the same limit, UTF-8 for byte-limited storage.
    public static func length(min: Int? = nil, max: Int? = nil, unit: TextLengthUnit = .graphemes) -> Rule {
        Rule.text("length") { text, context in
            // Counting stops being meaningful past the largest limit; hostile input is
            // bounded by the byte count, which is cheap.
            guard let count = try? UnicodeText.length(of: text, in: unit) else {
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
    }
}
