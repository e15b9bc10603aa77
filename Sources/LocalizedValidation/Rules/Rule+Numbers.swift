import Intl

extension Rule {
    /// The value must be a number, optionally within `min`…`max`: text in the input
    /// locale's notation (strict: `1.234,5` in pt-BR, `1 234,5` in ru, `1,234.5` in en;
    /// mixed or misplaced separators fail), or a ``FieldValue/number(_:)`` value (a JSON
    /// number), taken as it is whatever the locale. Text is normalized to the number's
    /// canonical decimal text (`1234.5`); a number value stays a number.
    public static func number(min: Double? = nil, max: Double? = nil) -> Rule {
        Rule(builtIn: "number", typedText: typedNumber) { value, context in
            // Flags, objects and arrays are not this rule's to judge.
            guard value.text != nil || value.number != nil else { return .valid }
            guard let number = numberValue(value, context) else {
                return .invalid(.numberInvalid(field: context.label))
            }
            let double = number.doubleValue
            if let min, double < min { return .invalid(.numberTooSmall(field: context.label, min: min)) }
            if let max, double > max { return .invalid(.numberTooLarge(field: context.label, max: max)) }
            return value.number != nil ? .valid : .normalized(.text(number.decimalText))
        }
    }

    /// The value must be a whole number within `range` (an age of 13…120, a number of
    /// dependents 0…10): text in the input locale's notation, normalized to plain
    /// digits, or a ``FieldValue/number(_:)`` value, which stays a number.
    public static func integer(in range: ClosedRange<Int>) -> Rule {
        Rule(builtIn: "integer", typedText: typedNumber) { value, context in
            // Flags, objects and arrays are not this rule's to judge.
            guard value.text != nil || value.number != nil else { return .valid }
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
    }

    /// A saved number as a user in `locale` types it: the normalized text (`1234.5`) or
    /// number value in the locale's notation (`1.234,5` in pt-BR, `1 234,5` in ru), every
    /// digit kept, and only when the locale's strict parse reads it back as the same
    /// number; nil for text not in normalized form, which stays as it is.
    @Sendable private static func typedNumber(_ saved: FieldValue, _ locale: IntlLocale) -> String? {
        guard let text = saved.number?.decimalText ?? saved.text, let number = ParsedNumber(decimalText: text),
            let format = try? IntlNumberFormat(locale: locale), let typed = try? format.format(number),
            (try? format.parse(typed))?.decimalText == number.decimalText
        else { return nil }
        return typed
    }

    /// A number value as it is, or text parsed in the input locale; nil when text does
    /// not parse (and for values that are neither).
    private static func numberValue(_ value: FieldValue, _ context: RuleContext) -> ExactNumber? {
        if let number = value.number { return ExactNumber(number) }
        guard let text = value.text, let parsed = try? IntlNumberFormat(locale: context.inputLocale).parse(text)
        else { return nil }
        return ExactNumber(parsed)
    }
}

/// The parts of a number the rules read, whether it was typed or submitted as a number.
private struct ExactNumber {
    let decimalText: String
    let isInteger: Bool
    let intValue: Int?
    let doubleValue: Double

    init(_ number: FieldNumber) {
        (decimalText, isInteger, intValue, doubleValue) =
            (number.decimalText, number.isInteger, number.intValue, number.doubleValue)
    }

    init(_ number: ParsedNumber) {
        (decimalText, isInteger, intValue, doubleValue) =
            (number.decimalText, number.isInteger, number.intValue, number.doubleValue)
    }
}
