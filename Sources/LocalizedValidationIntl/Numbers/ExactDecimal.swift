/// An exact decimal number: typed by a user and parsed in their locale, submitted as a
/// JSON number, or stored by an app. Never rounded through `Double`.
///
/// ``decimalText`` is the value in a locale-neutral form (`-1234.50`: an optional `-`,
/// ASCII digits without leading zeros, `.` before any fraction digits, no exponent, no
/// grouping). Typed numbers keep the fraction digits they were written with (`1,50` is
/// `1.50`, as a plural rule's operands need); JSON numbers are read in plain form
/// without trailing fraction zeros (`1e-07` is `0.0000001`, `2.50E+2` is `250`).
///
/// Equality and order are the numbers' (`1.50 == 1.5`, `-0 == 0`,
/// `1000.0000000000000000001 > 1000`), whatever the digits' count.
///
/// ```swift
/// let typed = try IntlNumberFormat(locale: IntlLocale("ru")).parse("1 234,50")
/// typed.decimalText                     // "1234.50"
/// ExactDecimal("1e-07")?.decimalText    // "0.0000001"
/// ExactDecimal(42).intValue             // 42
/// ```
public struct ExactDecimal: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The exact value: an optional `-`, ASCII digits, and `.` before any fraction digits.
    public let decimalText: String

    /// The most digits a number may have in plain notation: `1e400` would be 401 digits;
    /// hostile input such as `1e999999999` is refused before it is expanded.
    public static let maximumDigits = 1_024

    /// Reads a number in JSON's syntax (RFC 8259 §6: `-12`, `1234.5`, `1e-07`, `2.5E+3`),
    /// or returns nil for anything else (locale text, `+1`, `.5`, `NaN`) and for numbers
    /// longer than ``maximumDigits`` digits in plain notation.
    public init?(_ json: String) {
        guard let text = JSONNumberText.plainDecimal(Array(json.utf8), maximumDigits: Self.maximumDigits) else {
            return nil
        }
        decimalText = text
    }

    /// A number in the locale-neutral form ``decimalText`` has, as an app stores a
    /// validated value; nil for anything else (grouping, a comma, an exponent, a `+`,
    /// spaces, an empty part, more than ``maximumDigits`` digits). Show it to a user with
    /// `IntlNumberFormat`'s exact `format(_:)`.
    ///
    /// ```swift
    /// let stored = ExactDecimal(decimalText: "1234.5")!
    /// try IntlNumberFormat(locale: IntlLocale("pt-BR")).format(stored)  // "1.234,5"
    /// ```
    public init?(decimalText text: String) {
        let limit = Self.maximumDigits + 2  // a sign and a point
        let bytes = Array(text.utf8.prefix(limit + 1))
        guard bytes.count <= limit else { return nil }
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

    /// Creates a number from its digit values (0…9); the number scanner guarantees they
    /// are well-formed. A negative zero (`-0,0`) is zero.
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
        decimalText = text
    }

    /// An integer.
    public init(_ value: Int) { decimalText = String(value) }

    public init(integerLiteral value: Int) { self.init(value) }

    /// Whether the number is below zero (a negative zero such as `-0,0` is not).
    public var isNegative: Bool { decimalText.utf8.first == UInt8(ascii: "-") }

    /// How many fraction digits were written (`1,50` has 2).
    public var fractionDigitCount: Int {
        guard let point = decimalText.utf8.firstIndex(of: UInt8(ascii: ".")) else { return 0 }
        return decimalText.utf8.distance(from: point, to: decimalText.utf8.endIndex) - 1
    }

    /// Whether the value is a whole number (`12` and `12,00` are; `12,5` is not).
    public var isInteger: Bool { parts.fraction.allSatisfy { $0 == UInt8(ascii: "0") } }

    /// The value as an `Int` when it is a whole number that fits, else nil.
    public var intValue: Int? {
        guard isInteger else { return nil }
        return Int(decimalText.prefix { $0 != "." })
    }

    /// The nearest `Double`, correctly rounded (a long decimal loses digits; beyond
    /// `Double`'s range it is infinity, below it zero). For checks, compare the
    /// numbers themselves (`<`), which are exact.
    public var doubleValue: Double { Double(decimalText) ?? .nan }

    public var description: String { decimalText }

    /// The sign, the integer digits without leading zeros and the fraction digits
    /// without trailing zeros, as UTF-8.
    private var parts: (negative: Bool, integer: Substring.UTF8View, fraction: Substring.UTF8View) {
        var text = Substring(decimalText)
        let negative = text.utf8.first == UInt8(ascii: "-")
        if negative { text = text.dropFirst() }
        let point = text.utf8.firstIndex(of: UInt8(ascii: ".")) ?? text.utf8.endIndex
        let integer = Substring(text[..<point]).utf8.drop { $0 == UInt8(ascii: "0") }
        var fraction =
            point == text.utf8.endIndex ? Substring().utf8 : Substring(text[text.utf8.index(after: point)...]).utf8
        while fraction.last == UInt8(ascii: "0") { fraction = fraction.dropLast() }
        let isZero = integer.isEmpty && fraction.isEmpty
        return (negative && !isZero, Substring(integer).utf8, Substring(fraction).utf8)
    }

    public static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        let (a, b) = (lhs.parts, rhs.parts)
        return a.negative == b.negative && a.integer.elementsEqual(b.integer) && a.fraction.elementsEqual(b.fraction)
    }

    public func hash(into hasher: inout Hasher) {
        let parts = self.parts
        hasher.combine(parts.negative)
        hasher.combine(parts.integer.count)
        for byte in parts.integer { hasher.combine(byte) }
        hasher.combine(parts.fraction.count)
        for byte in parts.fraction { hasher.combine(byte) }
    }

    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        let (a, b) = (lhs.parts, rhs.parts)
        guard a.negative == b.negative else { return a.negative }
        let magnitudeLess = Self.magnitude(a, isLessThan: b)
        let magnitudeGreater = Self.magnitude(b, isLessThan: a)
        return a.negative ? magnitudeGreater : magnitudeLess
    }

    /// Compares absolute values: more integer digits is larger; then digit by digit,
    /// the fraction read as if padded with zeros.
    private static func magnitude(
        _ a: (negative: Bool, integer: Substring.UTF8View, fraction: Substring.UTF8View),
        isLessThan b: (negative: Bool, integer: Substring.UTF8View, fraction: Substring.UTF8View)
    ) -> Bool {
        if a.integer.count != b.integer.count { return a.integer.count < b.integer.count }
        for (x, y) in zip(a.integer, b.integer) where x != y { return x < y }
        var (i, j) = (a.fraction.startIndex, b.fraction.startIndex)
        while i != a.fraction.endIndex || j != b.fraction.endIndex {
            let x = i == a.fraction.endIndex ? UInt8(ascii: "0") : a.fraction[i]
            let y = j == b.fraction.endIndex ? UInt8(ascii: "0") : b.fraction[j]
            if x != y { return x < y }
            if i != a.fraction.endIndex { i = a.fraction.index(after: i) }
            if j != b.fraction.endIndex { j = b.fraction.index(after: j) }
        }
        return false
    }
}

/// JSON number syntax read into plain decimal text.
enum JSONNumberText {
    /// The plain decimal text of a JSON number (no exponent, no leading integer zeros,
    /// no trailing fraction zeros), or nil when `bytes` is not one or its plain form has
    /// more than `maximumDigits` digits.
    static func plainDecimal(_ bytes: [UInt8], maximumDigits: Int) -> String? {
        var index = 0
        func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // Integer part: `0` or a non-zero digit followed by digits.
        guard isDigit(index) else { return nil }
        var digits: [UInt8] = []
        if bytes[index] == UInt8(ascii: "0") {
            digits.append(0x30)
            index += 1
        } else {
            while isDigit(index) {
                digits.append(bytes[index])
                index += 1
            }
        }
        var pointPosition = digits.count  // digits before the decimal point
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return nil }
            while isDigit(index) {
                digits.append(bytes[index])
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard isDigit(index) else { return nil }
            var exponent = 0
            while isDigit(index) {
                // Saturate: anything past the digit limit is refused below anyway.
                exponent = min(exponent * 10 + Int(bytes[index] - 0x30), 10 * maximumDigits + digits.count)
                index += 1
            }
            pointPosition += exponentNegative ? -exponent : exponent
        }
        guard index == bytes.count else { return nil }
        // Drop leading and trailing zeros, keeping the point where it belongs.
        guard let firstNonZero = digits.firstIndex(where: { $0 != 0x30 }) else { return "0" }
        let lastNonZero = digits.lastIndex { $0 != 0x30 }!
        let significant = digits[firstNonZero...lastNonZero]
        pointPosition -= firstNonZero
        let integerCount = max(pointPosition, 0)
        let leadingFractionZeros = max(-pointPosition, 0)
        guard max(integerCount, significant.count) + leadingFractionZeros <= maximumDigits else { return nil }
        var integerPart: [UInt8] = []
        var fractionPart: [UInt8] = Array(repeating: 0x30, count: leadingFractionZeros)
        for (offset, digit) in significant.enumerated() {
            if offset < pointPosition { integerPart.append(digit) } else { fractionPart.append(digit) }
        }
        if integerPart.count < pointPosition {
            integerPart.append(contentsOf: repeatElement(0x30, count: pointPosition - integerPart.count))
        }
        if integerPart.isEmpty { integerPart = [0x30] }
        var text = negative ? "-" : ""
        text += String(decoding: integerPart, as: UTF8.self)
        if !fractionPart.isEmpty { text += "." + String(decoding: fractionPart, as: UTF8.self) }
        return text
    }
}
