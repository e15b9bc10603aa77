/// A locale's data for writing decimal numbers: its digits, separators, signs and grouping,
/// and the formatting of numbers with them, without ICU: integers (``format(_:)``) and
/// `NUMBER()` with options (``format(_:options:)-(Double,_)``, a plain decimal;
/// ``NumberStyleFormat`` adds a percent's, a currency's or a unit's text).
///
/// The catalog compiler bakes a value per locale from ICU (`catalogc` reads the symbols and
/// the grouping of ICU's default decimal format, and the minimum grouping digits, NaN and
/// infinity of its number formatter), and tests prove the output equal to ICU's number
/// formatter for every locale ICU has. Every locale of ICU 72 writes a negative number as
/// its minus sign followed by the digits (the sign may carry bidi marks: `ar` writes
/// U+061C ARABIC LETTER MARK before `-`, `fa` U+200E before U+2212), so the data has no
/// pattern beyond these fields.
///
/// ```swift
/// let hindi = NumberFormatData(
///     digits: Array("0123456789".unicodeScalars), decimalSeparator: ".", groupingSeparator: ",",
///     minusSign: "-", plusSign: "+", primaryGroupingSize: 3, secondaryGroupingSize: 2)
/// hindi.format(-1_234_567)  // "-12,34,567"
/// ```
public struct NumberFormatData: Sendable, Hashable {
    /// The digits zero to nine of the locale's default numbering system (ASCII in `en`,
    /// U+0660…U+0669 in `ar`, U+0966…U+096F in `mr`).
    public let digits: [Unicode.Scalar]
    /// The separator between the integer and the fraction digits (`,` in `ru`).
    public let decimalSeparator: String
    /// The separator between groups of integer digits (U+00A0 in `ru`, U+202F in `fr`).
    public let groupingSeparator: String
    /// The sign written before a negative number, bidi marks included (`-` in `en`,
    /// U+061C followed by `-` in `ar`).
    public let minusSign: String
    /// The sign written before an explicitly positive number (`+` in `en`).
    public let plusSign: String
    /// How many digits the group nearest the decimal separator has (3 in `en`); 0 when the
    /// locale does not group.
    public let primaryGroupingSize: Int
    /// How many digits each further group has: 3 in `en` (1,234,567), 2 in `hi`
    /// (12,34,567).
    public let secondaryGroupingSize: Int
    /// How many digits must precede the first grouping separator for the number to be
    /// grouped at all: 1 groups 1,234; 2 writes 1234 but 12,345 (CLDR's value for `es` and
    /// `pl`, which ICU's number formatter and ECMA-402's `Intl.NumberFormat` apply).
    public let minimumGroupingDigits: Int
    /// What stands for a number that is not one (`NaN` in `en`, `не число` in `ru`).
    public let nan: String
    /// What stands for infinity, after the sign (`∞`).
    public let infinity: String

    /// UTF-8 of each digit, four bytes per digit, and its length.
    let digitBytes: [UInt8]
    let digitWidths: [UInt8]
    let groupingBytes: [UInt8]
    private let minusBytes: [UInt8]
    /// The byte of zero when the digits are ASCII `0`…`9` (most locales): a digit is then
    /// that byte plus its value, with no table.
    let asciiZero: UInt8?

    /// Creates the data of a locale.
    ///
    /// - Parameters:
    ///   - digits: The ten digits, zero to nine.
    ///   - decimalSeparator: The separator before fraction digits.
    ///   - groupingSeparator: The separator between groups of integer digits.
    ///   - minusSign: The sign before a negative number, bidi marks included.
    ///   - plusSign: The sign before an explicitly positive number.
    ///   - primaryGroupingSize: Digits in the group nearest the decimal separator; 0 for no
    ///     grouping.
    ///   - secondaryGroupingSize: Digits in each further group; `nil` for the primary size.
    ///   - minimumGroupingDigits: Digits needed before the first separator for any grouping.
    ///   - nan: What stands for a number that is not one.
    ///   - infinity: What stands for infinity, after the sign.
    /// - Precondition: `digits` has ten elements, the grouping sizes are not negative (the
    ///   secondary one positive when the primary one is) and `minimumGroupingDigits` is at
    ///   least 1.
    public init(
        digits: [Unicode.Scalar], decimalSeparator: String, groupingSeparator: String, minusSign: String,
        plusSign: String, primaryGroupingSize: Int, secondaryGroupingSize: Int? = nil, minimumGroupingDigits: Int = 1,
        nan: String = "NaN", infinity: String = "∞"
    ) {
        precondition(digits.count == 10, "NumberFormatData needs the ten digits 0…9, got \(digits.count)")
        let secondary = secondaryGroupingSize ?? primaryGroupingSize
        precondition(
            primaryGroupingSize >= 0 && (primaryGroupingSize == 0 || secondary > 0),
            "NumberFormatData grouping sizes \(primaryGroupingSize) and \(secondary) must not be negative")
        precondition(minimumGroupingDigits >= 1, "NumberFormatData minimumGroupingDigits must be at least 1")
        self.digits = digits
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.minusSign = minusSign
        self.plusSign = plusSign
        self.primaryGroupingSize = primaryGroupingSize
        self.secondaryGroupingSize = secondary
        self.minimumGroupingDigits = minimumGroupingDigits
        self.nan = nan
        self.infinity = infinity
        var bytes = [UInt8](repeating: 0, count: 40)
        var widths = [UInt8](repeating: 0, count: 10)
        for (index, digit) in digits.enumerated() {
            for (offset, byte) in UTF8.encode(digit)!.enumerated() { bytes[index * 4 + offset] = byte }
            widths[index] = UInt8(UTF8.width(digit))
        }
        digitBytes = bytes
        digitWidths = widths
        groupingBytes = Array(groupingSeparator.utf8)
        minusBytes = Array(minusSign.utf8)
        asciiZero = digits == Array("0123456789".unicodeScalars) ? UInt8(ascii: "0") : nil
    }

    /// Writes an integer as the locale's default decimal format does: the minus sign of a
    /// negative number, then the digits, grouped.
    ///
    /// Every `Int` is exact, `Int.min` included; the only allocation is the result's (none
    /// for a short one, which fits a small string).
    ///
    /// - Parameter value: The integer to write.
    /// - Returns: The text, such as `1 234 567` in `ru` (with U+00A0) or `-١٬٢٣٤` in `ar`.
    public func format(_ value: Int) -> String {
        let magnitude = UInt64(value.magnitude)
        var digitCount = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digitCount += 1
        }
        let grouped =
            primaryGroupingSize > 0 && digitCount > primaryGroupingSize
            && digitCount - primaryGroupingSize >= minimumGroupingDigits
        // Written backwards from the end of a stack buffer: the least significant digit
        // first, a separator where ICU's Grouper puts one, the sign last. `capacity` holds
        // the longest text: 19 digits (Int.min) of up to 4 bytes, 18 separators, the sign.
        let capacity = 19 * 4 + 18 * groupingBytes.count + minusBytes.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var start = capacity
            func prepend(_ bytes: UnsafeBufferPointer<UInt8>) {
                start -= bytes.count
                for (offset, byte) in bytes.enumerated() { buffer[start + offset] = byte }
            }
            digitBytes.withUnsafeBufferPointer { digitBytes in
                groupingBytes.withUnsafeBufferPointer { grouping in
                    var rest = magnitude
                    var untilSeparator = primaryGroupingSize
                    while true {
                        let digit = Int(truncatingIfNeeded: rest % 10)
                        rest /= 10
                        if let zero = asciiZero {
                            start -= 1
                            buffer[start] = zero &+ UInt8(truncatingIfNeeded: digit)
                        } else {
                            prepend(
                                UnsafeBufferPointer(
                                    rebasing: digitBytes[(digit * 4)..<(digit * 4 + Int(digitWidths[digit]))]))
                        }
                        if rest == 0 { break }
                        untilSeparator -= 1
                        if grouped, untilSeparator == 0 {
                            prepend(grouping)
                            untilSeparator = secondaryGroupingSize
                        }
                    }
                }
            }
            if value < 0 { minusBytes.withUnsafeBufferPointer(prepend) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<capacity]), as: UTF8.self)
        }
    }
}
