import LocalizedValidationMessages

extension FieldSpec {
    /// Creates a field with async rules, which run after `rules` pass (see
    /// ``AsyncRule``).
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - label: Its label, rendered in the message's locale.
    ///   - normalizers: Normalizers for text values (default: trim, then NFC).
    ///   - rules: The synchronous rules, in order.
    ///   - asyncRules: The async rules, in order, run once `rules` pass.
    ///   - byteBudget: The field's byte budget, or nil for the schema's.
    public init(
        _ key: FieldKey,
        label: LocalizedText,
        normalizers: [Normalizer] = [.trim, .nfc],
        rules: [Rule],
        asyncRules: [AsyncRule],
        byteBudget: Int? = nil
    ) {
        self.init(key, label: label, normalizers: normalizers, rules: rules, byteBudget: byteBudget)
        self.asyncRules = asyncRules
    }

    /// Creates a field with async rules, labelled by a message of the app's catalog.
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - label: Its label, a message of a generated catalog.
    ///   - normalizers: Normalizers for text values (default: trim, then NFC).
    ///   - rules: The synchronous rules, in order.
    ///   - asyncRules: The async rules, in order, run once `rules` pass.
    public init(
        _ key: FieldKey,
        label: some LocalizedMessage,
        normalizers: [Normalizer] = [.trim, .nfc],
        rules: [Rule],
        asyncRules: [AsyncRule]
    ) {
        self.init(key, label: LocalizedText(label), normalizers: normalizers, rules: rules, asyncRules: asyncRules)
    }
}
