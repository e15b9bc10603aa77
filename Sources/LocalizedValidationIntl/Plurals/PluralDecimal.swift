/// A decimal number in the syntax ``PluralRules/category(forDecimal:)`` accepts, split
/// into what the ICU formatter needs.
struct PluralDecimal: Equatable {
    /// The number as an ICU "numeric string" (`1.1E6`).
    let icuNumericString: String
    /// Digits after the decimal point, as written (of the significand, with an exponent).
    let fractionDigits: Int
    /// The compact/scientific exponent (`6` in `1.1c6`), if any.
    let exponent: Int?

    init(parsing text: String) throws(IntlError) {
        func invalid(_ reason: String) -> IntlError {
            IntlError(
                reason: .invalidArgument,
                message: "'\(text)' is not a plural operand: \(reason); expected digits with an optional "
                    + "'-', '.' fraction and CLDR exponent such as 1.5, 1000000 or 1.1c6"
            )
        }
        let bytes = Array(text.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                index += 1
            }
            return index - start
        }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw invalid("it has no integer digits") }
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = digits()
            guard fractionDigits > 0 else { throw invalid("a '.' must be followed by digits") }
        }
        let significandEnd = index
        var exponent: Int?
        if index < bytes.count, bytes[index] == UInt8(ascii: "c") || bytes[index] == UInt8(ascii: "e") {
            index += 1
            let exponentStart = index
            let exponentDigits = digits()
            guard exponentDigits > 0, exponentDigits <= 4 else {
                throw invalid("an exponent needs one to four digits")
            }
            exponent = Int(String(decoding: bytes[exponentStart..<index], as: UTF8.self))
            guard integerDigits == 1, bytes[integerStart] != UInt8(ascii: "0") else {
                throw invalid("with an exponent the significand has one integer digit, 1-9")
            }
        }
        guard index == bytes.count else { throw invalid("unexpected character at offset \(index)") }
        var numeric = String(decoding: bytes[..<significandEnd], as: UTF8.self)
        if let exponent { numeric += "E\(exponent)" }
        self.icuNumericString = numeric
        self.fractionDigits = fractionDigits
        self.exponent = exponent
    }
}
