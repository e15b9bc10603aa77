/// The outcome of validating a form: every issue in field order, and the normalized value
/// of every field, which is what an app should store once the form is valid.
public struct ValidationResult: Sendable, Hashable {
    /// Every issue, in the order of the schema's fields (at most one per field and
    /// rule chain: a field stops at its first failing rule).
    public let issues: [ValidationIssue]
    /// The normalized value of each field (trimmed, NFC, parsed numbers and dates in
    /// canonical form, normalized e-mail addresses…).
    public let values: [FieldKey: FieldValue]
    /// The fields in schema order.
    public let fields: [FieldKey]

    public init(issues: [ValidationIssue], values: [FieldKey: FieldValue], fields: [FieldKey]) {
        self.issues = issues
        self.values = values
        self.fields = fields
    }

    /// Whether no field has an issue.
    public var isValid: Bool { issues.isEmpty }

    /// The issues of one field.
    public func issues(for field: FieldKey) -> [ValidationIssue] {
        issues.filter { $0.field == field }
    }

    /// The first issue of one field, the one to show under it.
    public func issue(for field: FieldKey) -> ValidationIssue? {
        issues.first { $0.field == field }
    }

    /// The first field, in schema order, that has an issue: the one to focus.
    public var firstInvalidField: FieldKey? {
        // One pass over each list, not one pass over the issues per field.
        let invalid = Set(issues.map(\.field))
        return fields.first { invalid.contains($0) }
    }

    /// The first issue of each field that has one.
    var firstIssueByField: [FieldKey: ValidationIssue] {
        var first: [FieldKey: ValidationIssue] = [:]
        for issue in issues where first[issue.field] == nil { first[issue.field] = issue }
        return first
    }

    /// The normalized text of a field, or nil.
    public func text(_ field: FieldKey) -> String? { values[field]?.text }
}
