import Intl

extension Rule {
    /// The text must be a number in the input locale's notation (strict: `1.234,5` in
    /// pt-BR, `1 234,5` in ru, `1,234.5` in en; mixed or misplaced separators fail),
    /// optionally within `min`…`max`. The normalized value is the number's canonical
    /// decimal text (`1234.5`).
    public static func number(min: Double? = nil, max: Double? = nil) -> Rule {
        Rule.text("number") { text, context in
            guard let parsed = parseNumber(text, context) else {
                return .invalid(.numberInvalid(field: context.label))
            }
            let value = parsed.doubleValue
            if let min, value < min { return .invalid(.numberTooSmall(field: context.label, min: min)) }
            if let max, value > max { return .invalid(.numberTooLarge(field: context.label, max: max)) }
            return .normalized(.text(parsed.decimalText))
        }
    }

    /// The text must be a whole number in the input locale's notation, within `range`
    /// (an age of 13…120, a number of dependents 0…10). Normalized to plain digits.
    public static func integer(in range: ClosedRange<Int>) -> Rule {
        Rule.text("integer") { text, context in
            guard let parsed = parseNumber(text, context) else {
                return .invalid(.numberInvalid(field: context.label))
            }
            guard parsed.isInteger else { return .invalid(.numberNotInteger(field: context.label)) }
            guard let value = parsed.intValue, range.contains(value) else {
                return .invalid(
                    .integerOutOfRange(field: context.label, min: range.lowerBound, max: range.upperBound))
            }
            return .normalized(.text(String(value)))
        }
    }

    private static func parseNumber(_ text: String, _ context: RuleContext) -> ParsedNumber? {
        try? IntlNumberFormat(locale: context.inputLocale).parse(text)
    }
}
