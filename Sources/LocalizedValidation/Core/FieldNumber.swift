/// A number submitted as a number (a JSON number, or a number an app's own decoder
/// produced), kept exact as decimal text: never read as locale text, never rounded
/// through `Double`.
///
/// ```swift
/// FieldNumber("1234.5")?.decimalText  // "1234.5"
/// FieldNumber("1e-07")?.decimalText   // "0.0000001"
/// FieldNumber(42).intValue            // 42
/// ```
public struct FieldNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The exact value in plain decimal notation: an optional `-`, ASCII digits without
    /// leading zeros, and `.` before any fraction digits (no exponent, no trailing
    /// fraction zeros).
    public let decimalText: String

    /// The most digits a number may expand to in plain notation: `1e400` would be 401
    /// digits; hostile input such as `1e999999999` is refused before it is expanded.
    public static let maximumDigits = 1_024

    /// Reads a number in JSON's syntax (RFC 8259 §6: `-12`, `1234.5`, `1e-07`, `2.5E+3`),
    /// or returns nil for anything else (locale text, `+1`, `.5`, `NaN`) and for numbers
    /// longer than ``maximumDigits`` digits in plain notation.
    public init?(_ json: String) {
        guard let text = Self.plainDecimal(fromJSON: Array(json.utf8)) else { return nil }
        decimalText = text
    }

    /// An integer.
    public init(_ value: Int) { decimalText = String(value) }

    public init(integerLiteral value: Int) { self.init(value) }

    /// Whether the number is below zero.
    public var isNegative: Bool { decimalText.hasPrefix("-") }

    /// Whether the value is a whole number.
    public var isInteger: Bool { !decimalText.contains(".") }

    /// The value as an `Int` when it is a whole number that fits, else nil.
    public var intValue: Int? { isInteger ? Int(decimalText) : nil }

    /// The nearest `Double` (may lose digits of a long decimal; infinity beyond its range).
    public var doubleValue: Double { Double(decimalText) ?? .nan }

    public var description: String { decimalText }

    /// JSON number syntax to plain decimal text, or nil.
    private static func plainDecimal(fromJSON bytes: [UInt8]) -> String? {
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
                exponent = min(exponent * 10 + Int(bytes[index] - 0x30), 10 * maximumDigits)
                index += 1
            }
            pointPosition += exponentNegative ? -exponent : exponent
        }
        guard index == bytes.count else { return nil }
        // Drop leading and trailing zeros, keeping the point where it belongs.
        let firstNonZero = digits.firstIndex { $0 != 0x30 }
        guard let firstNonZero else { return "0" }
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
