import CLocalizedValidationICU

/// The symbols of a locale's decimal format, read from ICU once per locale.
struct NumberSymbols: Sendable {
    var decimalSeparator: [Unicode.Scalar]
    /// Every spelling accepted as the grouping separator. When the locale groups with a
    /// space of any kind (ru: U+00A0, fr: U+202F), all of U+0020, U+00A0 and U+202F are
    /// accepted, because users type a plain space and copy-paste the others.
    var groupingSeparators: [[Unicode.Scalar]]
    var minusSigns: [[Unicode.Scalar]]
    var plusSigns: [[Unicode.Scalar]]
    var exponent: [Unicode.Scalar]
    var otherSymbols: [[Unicode.Scalar]]
    /// The locale's native digits 0...9, or `nil` when they are ASCII.
    var nativeDigits: [Unicode.Scalar]?
    var primaryGroupingSize: Int
    var secondaryGroupingSize: Int

    static let spaceSeparators: [Unicode.Scalar] = [" ", "\u{00A0}", "\u{202F}"]

    init(_ raw: cicu_number_symbols) {
        func scalars(_ symbol: cicu_number_symbol) -> [Unicode.Scalar] {
            var copy = symbol
            let units = withUnsafeBytes(of: &copy.text) { bytes in
                Array(bytes.bindMemory(to: UInt16.self).prefix(Int(symbol.length)))
            }
            return Array(String(decoding: units, as: UTF16.self).unicodeScalars)
        }
        decimalSeparator = scalars(raw.decimal_separator)
        let grouping = scalars(raw.grouping_separator)
        if grouping.count == 1,
            NumberSymbols.spaceSeparators.contains(grouping[0]) || grouping[0] == "\u{2009}"
        {
            groupingSeparators =
                [grouping] + NumberSymbols.spaceSeparators.filter { $0 != grouping[0] }.map { [$0] }
        } else if grouping == ["\u{2019}"] {
            // de-CH groups with a typographic apostrophe; keyboards type the ASCII one.
            groupingSeparators = [grouping, ["'"]]
        } else {
            groupingSeparators = [grouping]
        }
        minusSigns = [scalars(raw.minus_sign), ["-"], ["\u{2212}"]]
        plusSigns = [scalars(raw.plus_sign), ["+"]]
        exponent = scalars(raw.exponent)
        otherSymbols = [scalars(raw.percent), scalars(raw.per_mill)]
        var digits: [Unicode.Scalar] = []
        let rawDigits = [
            raw.digits.0, raw.digits.1, raw.digits.2, raw.digits.3, raw.digits.4,
            raw.digits.5, raw.digits.6, raw.digits.7, raw.digits.8, raw.digits.9,
        ]
        for digit in rawDigits {
            let text = scalars(digit)
            digits.append(text.count == 1 ? text[0] : "?")
        }
        let ascii: [Unicode.Scalar] = (0..<10).map { Unicode.Scalar(UInt8(0x30 + $0)) }
        nativeDigits = digits == ascii || digits.contains("?") ? nil : digits
        primaryGroupingSize = Int(raw.primary_grouping_size)
        secondaryGroupingSize = Int(raw.secondary_grouping_size)
    }
}
