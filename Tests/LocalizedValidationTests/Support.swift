import LocalizedValidationIntl
import LocalizedValidationMessages

@testable import LocalizedValidation

/// A fixed clock: 2024-06-15 12:00 UTC, in São Paulo.
let fixedClock = CalendarClock(timeZone: try! TimeZoneID("America/Sao_Paulo"), now: { 1_718_452_800 })

/// English input on the fixed clock, for tests whose values hold no numbers or dates.
let english = InputEnvironment(locale: .english, clock: fixedClock)

/// Validates one value with one field's rules; returns the issue code, or nil.
func code(
    of value: FieldValue,
    rules: [Rule],
    normalizers: [Normalizer] = [.trim, .nfc],
    locale: String = "en",
    others: [FieldKey: FieldValue] = [:]
) -> ValidationCode? {
    result(of: value, rules: rules, normalizers: normalizers, locale: locale, others: others).issues.first?.code
}

/// Validates one value (field `value`, label "Value") with one field's rules.
func result(
    of value: FieldValue,
    rules: [Rule],
    normalizers: [Normalizer] = [.trim, .nfc],
    locale: String = "en",
    others: [FieldKey: FieldValue] = [:]
) -> ValidationResult {
    var fields = [FieldSpec("value", label: LocalizedText(verbatim: "Value"), normalizers: normalizers, rules: rules)]
    for key in others.keys.sorted() {
        fields.append(FieldSpec(key, label: LocalizedText(verbatim: key.rawValue), rules: []))
    }
    var values = others
    values["value"] = value
    return FormSchema(fields).validate(
        values, environment: InputEnvironment(locale: try! IntlLocale(locale), clock: fixedClock))
}
