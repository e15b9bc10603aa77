import CatalogRuntime
import Intl

/// One field of a ``FormSchema``: its key, its label, how its text is normalized and the
/// rules it must pass, in order.
public struct FieldSpec: Sendable {
    public let key: FieldKey
    /// The label messages show, usually a message of the app's catalog.
    public let label: LocalizedText
    /// Applied to text values, in order, before any rule.
    public let normalizers: [Normalizer]
    /// Checked in order; the field stops at its first failing rule.
    public let rules: [Rule]

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - label: Its label, rendered in the message's locale.
    ///   - normalizers: Normalizers for text values (default: trim, then NFC).
    ///   - rules: The rules, in order.
    public init(
        _ key: FieldKey,
        label: LocalizedText,
        normalizers: [Normalizer] = [.trim, .nfc],
        rules: [Rule]
    ) {
        self.key = key
        self.label = label
        self.normalizers = normalizers
        self.rules = rules
    }

    /// Creates a field labelled by a message of the app's catalog, rendered in each
    /// message's locale (`label: AppText.fieldEmail`).
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - label: Its label, a message of a generated catalog.
    ///   - normalizers: Normalizers for text values (default: trim, then NFC).
    ///   - rules: The rules, in order.
    public init(
        _ key: FieldKey,
        label: some LocalizedMessage,
        normalizers: [Normalizer] = [.trim, .nfc],
        rules: [Rule]
    ) {
        self.init(key, label: LocalizedText(label), normalizers: normalizers, rules: rules)
    }
}

/// A form's fields and rules; validates a set of values into a ``ValidationResult``.
///
/// Validation is a pure function of the values and the ``InputEnvironment`` (the locale
/// the input was typed in, the clock and time zone): it returns every issue (it never
/// throws and never stops at the first field), never mutates the caller's values, and
/// needs no global locale. Messages render later, in whatever locale the request or
/// screen uses.
///
/// ```swift
/// let signUp = FormSchema([
///     FieldSpec("name", label: Labels.name, rules: [.required, .length(min: 2)]),
///     FieldSpec("email", label: Labels.email, normalizers: [.email], rules: [.required, .email(.international)]),
///     FieldSpec("terms", label: Labels.terms, rules: [.mustBeTrue]),
/// ])
/// let input = InputEnvironment(locale: try IntlLocale("pt-BR"), timeZone: try TimeZoneID("America/Sao_Paulo"))
/// let result = signUp.validate(["name": .text(" Ana "), "email": .text("ana@example.com")], environment: input)
/// result.issues.map { $0.localized(in: try IntlLocale("ru")) }
/// ```
public struct FormSchema: Sendable {
    public let fields: [FieldSpec]
    /// Every field's label by key, for messages that name another field; built once here
    /// rather than for every field of every validation.
    private let labels: [FieldKey: LocalizedText]

    /// Creates a schema; field keys must be unique.
    public init(_ fields: [FieldSpec]) {
        precondition(Set(fields.map(\.key)).count == fields.count, "FormSchema: field keys must be unique")
        self.fields = fields
        self.labels = Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.label) })
    }

    /// Validates every field.
    ///
    /// - Parameters:
    ///   - values: The submitted values; a missing key is ``FieldValue/absent``.
    ///   - environment: The locale the user typed numbers and dates in, and the clock
    ///     and time zone for date rules (inject a fixed clock in tests). There is no
    ///     default: a guessed locale misreads dates and numbers.
    /// - Returns: Every issue in field order, and the normalized values.
    public func validate(
        _ values: [FieldKey: FieldValue],
        environment: InputEnvironment
    ) -> ValidationResult {
        let normalized = normalize(values)
        var issues: [ValidationIssue] = []
        var finalValues = normalized.values
        for field in fields {
            if let failure = normalized.failures[field.key] {
                issues.append(failure)
                continue
            }
            let (value, issue) = check(field, normalized: normalized.values, environment: environment)
            finalValues[field.key] = value
            if let issue { issues.append(issue) }
        }
        return ValidationResult(issues: issues, values: finalValues, fields: fields.map(\.key))
    }

    /// Validates one field (for live validation while typing or on blur); cross-field
    /// rules see the other values as given.
    ///
    /// - Parameters:
    ///   - key: The field to validate.
    ///   - values: The submitted values.
    ///   - environment: The input's locale, clock and time zone.
    /// - Returns: The field's issue, or nil when it is valid or not in the schema.
    public func validate(
        field key: FieldKey,
        in values: [FieldKey: FieldValue],
        environment: InputEnvironment
    ) -> ValidationIssue? {
        guard let field = fields.first(where: { $0.key == key }) else { return nil }
        let normalized = normalize(values)
        if let failure = normalized.failures[key] { return failure }
        return check(field, normalized: normalized.values, environment: environment).issue
    }

    /// The spec of a field.
    public func field(_ key: FieldKey) -> FieldSpec? {
        fields.first { $0.key == key }
    }

    /// Every field's normalized value, and the issue of any normalizer that failed.
    private func normalize(
        _ values: [FieldKey: FieldValue]
    ) -> (values: [FieldKey: FieldValue], failures: [FieldKey: ValidationIssue]) {
        var normalized = values
        var failures: [FieldKey: ValidationIssue] = [:]
        for field in fields {
            guard case .text(var text) = values[field.key] ?? .absent else {
                normalized[field.key] = values[field.key] ?? .absent
                continue
            }
            do {
                for normalizer in field.normalizers { text = try normalizer.apply(text) }
                normalized[field.key] = .text(text)
            } catch {
                let message = ValidationMessage.unprocessable(field: field.label)
                failures[field.key] = ValidationIssue(
                    field: field.key, code: message.messageID, message: LocalizedText(message))
            }
        }
        return (normalized, failures)
    }

    private func check(
        _ field: FieldSpec, normalized: [FieldKey: FieldValue], environment: InputEnvironment
    ) -> (value: FieldValue, issue: ValidationIssue?) {
        var value = normalized[field.key] ?? .absent
        let context = RuleContext(
            field: field.key, label: field.label, values: normalized, labels: labels,
            inputLocale: environment.locale, clock: environment.clock)
        let isEmpty = value.isEmpty
        for rule in field.rules where rule.checksEmptyValues || !isEmpty {
            switch rule.evaluate(value, context) {
            case .valid:
                continue
            case .normalized(let canonical):
                value = canonical
            case .invalid(let code, let message):
                return (value, ValidationIssue(field: field.key, code: code, message: message))
            }
        }
        return (value, nil)
    }
}

extension FieldValue {
    /// Absent, or text that is blank: only White_Space and invisible characters.
    var isEmpty: Bool {
        switch self {
        case .absent: true
        case .flag: false
        case .text(let text): UnicodeText.isBlank(text)
        }
    }
}
