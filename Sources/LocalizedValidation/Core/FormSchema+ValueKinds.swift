import LocalizedValidationMessages

/// Kinds of ``FieldValue`` a rule can judge (internal: the public surface is the
/// `wrong-type` issue, not this set).
struct ValueKinds: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let text = ValueKinds(rawValue: 1 << 0)
    static let number = ValueKinds(rawValue: 1 << 1)
    static let flag = ValueKinds(rawValue: 1 << 2)
    static let object = ValueKinds(rawValue: 1 << 3)
    static let array = ValueKinds(rawValue: 1 << 4)

    /// Text, numbers and flags: what a plain field takes.
    static let scalars: ValueKinds = [.text, .number, .flag]
    static let all: ValueKinds = [.scalars, .object, .array]

    /// The kinds a plain field (no nested schema) with `rules` takes: those every rule
    /// can judge, and objects and arrays only when a rule of your own may read them.
    init(acceptedBy rules: [Rule]) {
        var kinds = ValueKinds.all
        for rule in rules { kinds.formIntersection(rule.acceptedKinds) }
        if !rules.contains(where: \.isCustom) { kinds.formIntersection(.scalars) }
        self = kinds
    }
}

extension FieldValue {
    /// The value's kind; nil when it is absent (every field may be left out: presence
    /// is the `required` rule's to judge).
    var kind: ValueKinds? {
        switch storage {
        case .absent: nil
        case .text: .text
        case .number: .number
        case .flag: .flag
        case .object: .object
        case .array: .array
        }
    }
}

extension FieldSpec.Storage {
    /// The `wrong-type` issue of a value whose kind the field's rules cannot take, or
    /// nil.
    ///
    /// Checked for every field before any rule runs, so a client learns of every
    /// mistyped field in the first answer: `{"email": 42, "terms": "true"}` is
    /// `wrong-type` on both, not an e-mail rule that lets a number pass and a
    /// must-be-true rule that asks to tick a box. A nested field takes only its
    /// structure's kind: an array or text (`[]`, `""`) where an object belongs is
    /// `wrong-type`, before `required` could call it missing.
    func wrongKindIssue(for value: FieldValue) -> ValidationIssue? {
        guard let kind = value.kind else { return nil }
        switch structure {
        case .object?: guard kind != .object else { return nil }
        case .array?: guard kind != .array else { return nil }
        case nil: guard !acceptedKinds.contains(kind) else { return nil }
        }
        let message = ValidationMessage.wrongType(field: label)
        return ValidationIssue(field: key, code: .wrongType, message: LocalizedText(message))
    }
}
