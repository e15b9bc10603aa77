import LocalizedValidationIntl

extension Rule {
    /// The value must be a number, optionally within `min`…`max`: text in the input
    /// locale's notation (strict: `1.234,5` in pt-BR, `1 234,5` in ru, `1,234.5` in en;
    /// mixed or misplaced separators fail), or a ``FieldValue/number(_:)`` value (a JSON
    /// number), taken as it is whatever the locale. Text is normalized to the number's
    /// canonical decimal text (`1234.5`); a number value stays a number.
    ///
    /// The bounds are compared with the number as written, never through `Double`:
    /// `1000.0000000000000000001` is over `max: 1000`, and `-1e-400` under `min: 0`. A
    /// bound means the decimal Swift prints for it (`0.1` is 0.1, not the binary
    /// fraction nearest to it).
    ///
    /// - Parameters:
    ///   - min: The smallest value allowed, or nil; finite.
    ///   - max: The largest value allowed, or nil; finite.
    public static func number(min: Double? = nil, max: Double? = nil) -> Rule {
        let lower = min.map { exactBound($0, "min") }
        let upper = max.map { exactBound($0, "max") }
        return Rule(builtIn: "number", accepting: [.text, .number], savedNotation: .number) { value, context in
            guard let number = numberValue(value, context) else {
                return .invalid(.numberInvalid(field: context.label))
            }
            if let lower, number < lower.exact {
                return .invalid(.numberTooSmall(field: context.label, min: lower.shown))
            }
            if let upper, number > upper.exact {
                return .invalid(.numberTooLarge(field: context.label, max: upper.shown))
            }
            return value.number != nil ? .valid : .normalized(.text(number.decimalText))
        }
        .with(.number(min: min, max: max))
    }

    /// The value must be a whole number within `range` (an age of 13…120, a number of
    /// dependents 0…10): text in the input locale's notation, normalized to plain
    /// digits, or a ``FieldValue/number(_:)`` value, which stays a number. A number with
    /// fraction digits is not whole, however small they are (`12.999999999999999999`).
    public static func integer(in range: ClosedRange<Int>) -> Rule {
        Rule(builtIn: "integer", accepting: [.text, .number], savedNotation: .number) { value, context in
            guard let number = numberValue(value, context) else {
                return .invalid(.numberInvalid(field: context.label))
            }
            guard number.isInteger else { return .invalid(.numberNotInteger(field: context.label)) }
            guard let integer = number.intValue, range.contains(integer) else {
                return .invalid(
                    .integerOutOfRange(field: context.label, min: range.lowerBound, max: range.upperBound))
            }
            return value.number != nil ? .valid : .normalized(.text(String(integer)))
        }
        .with(.integer(range))
    }

    /// A bound as the exact decimal Swift prints for it, and as the message shows it.
    private static func exactBound(_ bound: Double, _ name: String) -> (exact: ExactDecimal, shown: Double) {
        guard bound.isFinite, let exact = ExactDecimal(String(bound)) else {
            preconditionFailure("Rule.number: \(name) must be finite, not \(bound)")
        }
        return (exact, bound)
    }

    /// A number value as it is, or text parsed in the input locale; nil when text does
    /// not parse (the field's kind check lets nothing else reach the rule).
    private static func numberValue(_ value: FieldValue, _ context: RuleContext) -> ExactDecimal? {
        if let number = value.number { return number }
        guard let text = value.text else { return nil }
        return try? IntlNumberFormat(locale: context.inputLocale).parse(text)
    }
}
