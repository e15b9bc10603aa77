import FuzzSupport
import LocalizedValidation
import LocalizedValidationIntl
import LocalizedValidationMessages

/// `FormSchema.validate` on arbitrary bytes. The first byte picks the input locale
/// (numbers and dates are parsed in it) and the language messages render in; the rest,
/// split at line feeds, gives the fields their values in schema order (cycling when there
/// are fewer lines than fields), so every built-in rule and normalizer sees every line.
/// A field of flags is ticked by the line `1`, absent for an empty line.
enum ValidationHarness {
    static let inputLocales = ["en", "pt-BR", "ru", "de", "tr", "ar", "fa", "hi", "ja", "th"].map {
        try! IntlLocale($0)
    }
    static let renderLanguages = ["en", "pt-BR", "ru", "fr"]
    /// A fixed "today" (2024-03-01T02:00Z), so date rules are deterministic.
    static let clock = CalendarClock(timeZone: .utc) { 1_709_258_400 }
    static let schema = FormSchema(Fields.all)

    static func run(_ input: FuzzInput) {
        guard let selector = input.bytes.first else { return }
        let locale = inputLocales[Int(selector) % inputLocales.count]
        let language = renderLanguages[Int(selector / 16) % renderLanguages.count]
        let lines = FuzzInput(bytes: Array(input.bytes.dropFirst()))
            .parts(separatedBy: UInt8(ascii: "\n"), maximumParts: schema.fields.count)
            .map { FuzzInput.text($0) }
        var values: [FieldKey: FieldValue] = [:]
        for (index, field) in schema.fields.enumerated() {
            let line = lines[index % lines.count]
            if Fields.flags.contains(field.key) {
                values[field.key] = line.isEmpty ? .absent : .flag(line == "1")
            } else {
                values[field.key] = .text(line)
            }
        }

        let result = schema.validate(values, environment: InputEnvironment(locale: locale, clock: clock))
        fuzzRequire(result.fields == schema.fields.map(\.key), "the result lists other fields")
        var fieldsWithIssues = Set<FieldKey>()
        for issue in result.issues {
            fuzzRequire(fieldsWithIssues.insert(issue.field).inserted, "two issues for \(issue.field)")
            fuzzRequire(!issue.code.rawValue.isEmpty, "an issue without a code")
            fuzzRequire(!issue.localized(languageTag: language).isEmpty, "an empty message for \(issue.code)")
            _ = issue.localized(languageTags: ["xx", language], isolation: ArgumentIsolation.isolated)
        }

        // Validating the normalized values again changes nothing for a field that
        // passed: every normalizer chain and every rule's canonical form is a fixed point.
        // In English: numbers are stored as canonical decimal text (`1234.5`), which is
        // not a number in locales with a decimal comma, while dates are stored in
        // ISO 8601, which every locale accepts.
        let again = schema.validate(result.values, environment: InputEnvironment(locale: .english, clock: clock))
        for field in schema.fields where result.issue(for: field.key) == nil {
            fuzzRequire(
                again.issue(for: field.key) == nil,
                "\(field.key) passed, then failed on its own normalized value: \(again.issue(for: field.key)!.code)")
            fuzzRequire(
                again.values[field.key] == result.values[field.key],
                "\(field.key) normalized \(String(reflecting: result.values[field.key])) to \(String(reflecting: again.values[field.key]))"
            )
        }

        // Live validation of one field agrees with the whole form.
        let probe = schema.fields[Int(selector) % schema.fields.count].key
        let single = schema.validate(
            field: probe, in: values, environment: InputEnvironment(locale: locale, clock: clock))
        fuzzRequire(single?.code == result.issue(for: probe)?.code, "validate(field:) disagrees for \(probe)")

    }
}
