import LocalizedValidationMessages

/// A field of a form, declared once, with the kind of value a view binds to it: a
/// misspelt field does not compile, and a text field cannot be bound to a toggle.
///
/// Declare each field once, as a static member, and use that member in the schema and
/// in the views:
///
/// ```swift
/// extension FormField where Value == String {
///     static let email = FormField("email")
/// }
/// extension FormField where Value == Bool {
///     static let terms = FormField("terms")
/// }
///
/// let signUp = FormSchema([
///     FieldSpec(.email, label: AppText.fieldEmail, normalizers: [.email], rules: [.required, .email(.international)]),
///     FieldSpec(.terms, label: AppText.fieldTerms, rules: [.mustBeTrue]),
/// ])
/// TextField("E-mail", text: $form[.email])  // `$form[.emial]` does not compile
/// Toggle("Terms", isOn: $form[.terms])
/// ```
///
/// `Value` is `String` for a field edited as text (a text field; numbers and dates are
/// typed as text too) and `Bool` for a flag (a toggle). The key is the field's
/// ``FieldKey``, the name results and JSON use.
///
/// A ``FormModel`` still takes plain keys (`form[text: "email"]`), for forms built
/// from configuration; a key that is not a field of its schema stops a debug build at
/// once (see ``FormModel/set(_:to:)-(FieldKey,_)``).
public struct FormField<Value>: Sendable, Hashable {
    /// The field's key.
    public let key: FieldKey

    /// Declares a field.
    ///
    /// - Parameter key: The field's key, as results and JSON name it.
    public init(_ key: FieldKey) {
        self.key = key
    }
}

extension FieldSpec {
    /// Creates the spec of a declared field (see ``FormField``).
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - label: Its label, rendered in the message's locale.
    ///   - normalizers: Normalizers for text values (default: trim, then NFC).
    ///   - rules: The synchronous rules, in order.
    ///   - asyncRules: The async rules, in order, run once `rules` pass (none by default).
    ///   - byteBudget: The field's byte budget, or nil for the schema's.
    public init<Value>(
        _ field: FormField<Value>,
        label: LocalizedText,
        normalizers: [Normalizer] = [.trim, .nfc],
        rules: [Rule],
        asyncRules: [AsyncRule] = [],
        byteBudget: Int? = nil
    ) {
        self.init(
            field.key, label: label, normalizers: normalizers, rules: rules, asyncRules: asyncRules,
            byteBudget: byteBudget)
    }

    /// Creates the spec of a declared field labelled by a message of the app's catalog.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - label: Its label, a message of a generated catalog.
    ///   - normalizers: Normalizers for text values (default: trim, then NFC).
    ///   - rules: The synchronous rules, in order.
    ///   - asyncRules: The async rules, in order, run once `rules` pass (none by default).
    ///   - byteBudget: The field's byte budget, or nil for the schema's.
    public init<Value>(
        _ field: FormField<Value>,
        label: some LocalizedMessage,
        normalizers: [Normalizer] = [.trim, .nfc],
        rules: [Rule],
        asyncRules: [AsyncRule] = [],
        byteBudget: Int? = nil
    ) {
        self.init(
            field.key, label: LocalizedText(label), normalizers: normalizers, rules: rules, asyncRules: asyncRules,
            byteBudget: byteBudget)
    }
}
