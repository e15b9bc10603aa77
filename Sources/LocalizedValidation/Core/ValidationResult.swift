/// The outcome of validating a form: every issue in field order, and the normalized value
/// of every field, which is what an app should store once the form is valid.
public struct ValidationResult: Sendable, Hashable {
    /// Every issue, in the order of the schema's fields (at most one per field and
    /// rule chain: a field stops at its first failing rule), and at most
    /// ``FormSchema/maximumIssues`` of them for the whole validation, nested objects and
    /// arrays included: the first ones in that order. ``omittedIssueCount`` says how
    /// many more were found.
    public let issues: [ValidationIssue]
    /// How many issues were found beyond ``issues`` and left out (0 when ``issues`` is
    /// every issue): past ``FormSchema/maximumIssues`` for the whole validation, and
    /// unknown keys past ``FormSchema/maximumUnknownKeyIssues`` in one object. A result
    /// with omitted issues always has ``FormSchema/maximumIssues`` issues or some unknown
    /// keys listed, so it is never valid.
    public let omittedIssueCount: Int
    /// The normalized value of each field (trimmed, NFC, parsed numbers and dates in
    /// canonical form, normalized e-mail addresses…).
    public let values: [FieldKey: FieldValue]
    /// The fields in schema order.
    public let fields: [FieldKey]

    /// A result of your own (a form's own checks, a test's expectation).
    ///
    /// - Parameters:
    ///   - issues: The issues, in field order.
    ///   - values: The normalized values.
    ///   - fields: The fields, in order.
    ///   - omittedIssueCount: How many more issues were found and left out.
    public init(
        issues: [ValidationIssue], values: [FieldKey: FieldValue], fields: [FieldKey], omittedIssueCount: Int = 0
    ) {
        self.issues = issues
        self.omittedIssueCount = omittedIssueCount
        self.values = values
        self.fields = fields
    }

    /// Whether no field has an issue.
    public var isValid: Bool { issues.isEmpty && omittedIssueCount == 0 }

    /// How many issues were found: ``issues`` and the ``omittedIssueCount`` left out.
    public var totalIssueCount: Int { issues.count + omittedIssueCount }

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

/// Issues collected up to ``FormSchema/maximumIssues``, counting the ones past it: one
/// collector per validation, so that a body of 100,000 invalid elements builds at most
/// that many issues and answers with that many.
struct IssueCollector {
    private(set) var issues: [ValidationIssue] = []
    private(set) var omitted = 0
    let limit: Int

    init(limit: Int = FormSchema.maximumIssues) { self.limit = limit }

    mutating func append(_ issue: ValidationIssue) {
        if issues.count < limit { issues.append(issue) } else { omitted += 1 }
    }

    /// Appends what fits of `more` (built by `transform` only when kept), and counts the
    /// rest and `omitted` found beyond them.
    mutating func append<Source: Collection>(
        contentsOf more: Source, omitted: Int = 0, _ transform: (Source.Element) -> ValidationIssue
    ) {
        let room = Swift.max(limit - issues.count, 0)
        for element in more.prefix(room) { issues.append(transform(element)) }
        self.omitted += Swift.max(more.count - room, 0) + omitted
    }

    mutating func append(contentsOf more: [ValidationIssue], omitted: Int = 0) {
        append(contentsOf: more, omitted: omitted) { $0 }
    }
}
