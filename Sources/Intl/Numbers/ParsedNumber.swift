/// A number parsed from user input, kept exactly as written.
///
/// ``decimalText`` is the exact value in a locale-neutral form (`-1234.50`: ASCII
/// digits, `.` as decimal separator, no grouping, no leading zeros in the integer part,
/// fraction digits as typed). Validators use ``intValue`` for integer ranges (an age of
/// 13...120) and ``decimalText`` or ``doubleValue`` for decimals.
///
/// ```swift
/// let number = try IntlNumberFormat(locale: IntlLocale("ru")).parse("1 234,50")
/// number.decimalText  // "1234.50"
/// number.isInteger    // false
/// number.doubleValue  // 1234.5
/// ```
public struct ParsedNumber: Sendable, Hashable, CustomStringConvertible {
    /// The exact value: an optional `-`, ASCII digits, and `.` before any fraction digits.
    public let decimalText: String
    /// Whether the number is below zero (a negative zero such as `-0,0` is not).
    public let isNegative: Bool
    /// How many fraction digits were written (`1,50` has 2).
    public let fractionDigitCount: Int
    /// Whether the value is a whole number (`12` and `12,00` are; `12,5` is not).
    public let isInteger: Bool

    /// Creates a number from its parts; the scanner guarantees they are well-formed.
    init(isNegative: Bool, integerDigits: [UInt8], fractionDigits: [UInt8]) {
        var integer = integerDigits.drop { $0 == 0 }
        if integer.isEmpty { integer = [0] }
        let zero = integer == [0] && fractionDigits.allSatisfy { $0 == 0 }
        var text = isNegative && !zero ? "-" : ""
        text.unicodeScalars.append(contentsOf: integer.map { Unicode.Scalar(0x30 + $0) })
        if !fractionDigits.isEmpty {
            text.append(".")
            text.unicodeScalars.append(contentsOf: fractionDigits.map { Unicode.Scalar(0x30 + $0) })
        }
        self.decimalText = text
        self.isNegative = isNegative && !zero
        self.fractionDigitCount = fractionDigits.count
        self.isInteger = fractionDigits.allSatisfy { $0 == 0 }
    }

    /// A number in the locale-neutral form ``decimalText`` has (`-1234.50`: an optional
    /// `-`, ASCII digits, `.` before fraction digits), as an app stores a validated
    /// value; nil for anything else (grouping, a comma, an exponent, a `+`, spaces, an
    /// empty part, text over 1,002 bytes). Show it to a user with `IntlNumberFormat`'s
    /// exact `format(_:)`.
    ///
    /// ```swift
    /// let stored = ParsedNumber(decimalText: "1234.5")!
    /// try IntlNumberFormat(locale: IntlLocale("pt-BR")).format(stored)  // "1.234,5"
    /// ```
    public init?(decimalText text: String) {
        let bytes = Array(text.utf8.prefix(1_003))
        guard bytes.count <= 1_002 else { return nil }
        let isNegative = bytes.first == UInt8(ascii: "-")
        let body = isNegative ? bytes.dropFirst() : bytes[...]
        let parts = body.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        let isDigit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard let integer = parts.first, !integer.isEmpty, integer.allSatisfy(isDigit),
            parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(isDigit))
        else { return nil }
        let fraction = parts.count == 2 ? Array(parts[1]) : []
        self.init(
            isNegative: isNegative, integerDigits: integer.map { $0 - UInt8(ascii: "0") },
            fractionDigits: fraction.map { $0 - UInt8(ascii: "0") })
    }

    /// The value as an `Int` when it is a whole number that fits, else `nil`.
    public var intValue: Int? {
        guard isInteger else { return nil }
        let integerPart = decimalText.prefix { $0 != "." }
        return Int(integerPart)
    }

    /// The nearest `Double` (correctly rounded; may lose digits of a long decimal).
    public var doubleValue: Double {
        // decimalText is plain decimal syntax, which Double always accepts; a value too
        // large for a Double becomes infinity.
        Double(decimalText) ?? .nan
    }

    public var description: String { decimalText }
}
