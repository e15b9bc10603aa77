import LocalizedValidationIntl

/// How a rule writes the values it normalizes, where a user types them otherwise: a
/// number rule saves `1234.5`, which a user in pt-BR types `1.234,5`.
///
/// ``FormModel`` shows a saved value in the user's notation through ``typed(_:in:)``
/// (loading stored values, switching the input locale), so that an untouched field
/// still passes its rules; a rule states its notation as this value (``Rule``'s
/// `savedNotation`), not as a function the form calls without knowing what it does.
enum SavedNotation: Sendable, Hashable {
    /// Canonical decimal text (`1234.5`) or a number value.
    case number

    /// A saved value as a user in `locale` types it, exactly; nil when the value is not
    /// in this notation (text a user typed and a rule did not normalize), which then
    /// stays as it is.
    func typed(_ saved: FieldValue, in locale: IntlLocale) -> FieldValue? {
        switch self {
        case .number:
            // Every digit kept, and only when the locale's strict parse reads the text
            // back as the same number: otherwise the draft would fail or change value.
            guard let text = saved.number?.decimalText ?? saved.text, let number = ExactDecimal(decimalText: text),
                let format = try? IntlNumberFormat(locale: locale), let typed = try? format.format(number),
                (try? format.parse(typed))?.decimalText == number.decimalText
            else { return nil }
            return .text(typed)
        }
    }

    /// A saved value of `field` as its user types it in `locale`, through the notation
    /// of the first of its rules that has one; nil when its rules keep it as it is.
    static func typed(_ saved: FieldValue, of field: FieldSpec, in locale: IntlLocale) -> FieldValue? {
        for rule in field.rules {
            if let typed = rule.savedNotation?.typed(saved, in: locale) { return typed }
        }
        return nil
    }
}
