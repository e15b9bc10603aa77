import LocalizedValidationIntl
import LocalizedValidationMessages

/// One field of a ``FormSchema``: its key, its label, how its text is normalized and the
/// rules it must pass, in order.
public struct FieldSpec: Sendable {
    /// The stored members, behind one reference: validation copies a field's spec a few
    /// times per request, and a copy of seven reference-counted members was seven
    /// retains and releases (one here). Never mutated: a changed field gets new storage.
    /// Validation borrows it rather than copy the spec (see `FormSchema.validate`).
    final class Storage: Sendable {
        let key: FieldKey
        let label: LocalizedText
        let normalizers: [Normalizer]
        let rules: [Rule]
        let byteBudget: Int?
        let asyncRules: [AsyncRule]
        let structure: FieldStructure?
        /// The kinds of value the rules take, worked out once rather than per request.
        let acceptedKinds: ValueKinds

        init(
            key: FieldKey, label: LocalizedText, normalizers: [Normalizer], rules: [Rule], byteBudget: Int?,
            asyncRules: [AsyncRule], structure: FieldStructure?
        ) {
            self.key = key
            self.label = label
            self.normalizers = normalizers
            self.rules = rules
            self.byteBudget = byteBudget
            self.asyncRules = asyncRules
            self.structure = structure
            self.acceptedKinds = ValueKinds(acceptedBy: rules)
        }
    }

    private(set) var storage: Storage

    public var key: FieldKey { storage.key }
    /// The label messages show, usually a message of the app's catalog.
    public var label: LocalizedText { storage.label }
    /// Applied to text values, in order, before any rule.
    public var normalizers: [Normalizer] { storage.normalizers }
    /// Checked in order; the field stops at its first failing rule.
    public var rules: [Rule] { storage.rules }
    /// The field's byte budget, overriding the schema's (``FormSchema/byteBudget``); nil
    /// for the schema's.
    public var byteBudget: Int? { storage.byteBudget }
    /// Checks that wait for an answer (a store lookup), run after ``rules`` pass; see
    /// ``AsyncRule`` and `FieldSpec+AsyncRules.swift`.
    public internal(set) var asyncRules: [AsyncRule] {
        get { storage.asyncRules }
        set {
            storage = Storage(
                key: key, label: label, normalizers: normalizers, rules: rules, byteBudget: byteBudget,
                asyncRules: newValue, structure: structure)
        }
    }
    /// For an object or array field, what its members or elements must be (see
    /// `FieldSpec+Nested.swift`); nil for a plain field.
    var structure: FieldStructure? { storage.structure }
    /// The kinds of value the field's rules take (see `FormSchema+ValueKinds.swift`).
    var acceptedKinds: ValueKinds { storage.acceptedKinds }

    /// Every stored member (the initializers' common end).
    init(
        _ key: FieldKey, label: LocalizedText, normalizers: [Normalizer], rules: [Rule], byteBudget: Int?,
        asyncRules: [AsyncRule], structure: FieldStructure?
    ) {
        storage = Storage(
            key: key, label: label, normalizers: normalizers, rules: rules, byteBudget: byteBudget,
            asyncRules: asyncRules, structure: structure)
    }

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - label: Its label, rendered in the message's locale.
    ///   - normalizers: Normalizers for text values (default: trim, then NFC), run in
    ///     order until the text stops changing (see ``Normalizer``).
    ///   - rules: The rules, in order.
    ///   - byteBudget: The most UTF-8 bytes the field's text may have as submitted, or
    ///     nil (the default) for the schema's budget. A bio that truncates long pastes
    ///     still rejects a paste over its budget: raise it here for such a field.
    public init(
        _ key: FieldKey,
        label: LocalizedText,
        normalizers: [Normalizer] = [.trim, .nfc],
        rules: [Rule],
        byteBudget: Int? = nil
    ) {
        precondition(byteBudget.map { $0 >= 0 } ?? true, "FieldSpec: a byte budget cannot be negative")
        self.init(
            key, label: label, normalizers: normalizers, rules: rules, byteBudget: byteBudget, asyncRules: [],
            structure: nil)
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
///
/// ## Byte budgets
///
/// Every text value is checked against a budget of UTF-8 bytes before anything else
/// looks at it: over budget, the field fails with `too-long-bytes` and no normalizer or
/// rule runs, so a megabyte pasted into a name costs one length check. The budget is the
/// smallest of the field's (``FieldSpec/byteBudget``, by default the schema's
/// ``byteBudget``) and its rules' own (``Rule/byteBudget``). Each rule's own budget is
/// checked again, on the normalized text, just before the rule runs, since a
/// normalizer can lengthen text (NFKC turns `ﷺ` into 33 bytes).
public struct FormSchema: Sendable {
    public let fields: [FieldSpec]
    /// The byte budget of every field that sets none of its own: the most UTF-8 bytes
    /// its text may have as submitted (``defaultByteBudget`` unless given).
    public let byteBudget: Int
    /// What happens to submitted keys that are not fields of the schema: refused with
    /// ``ValidationCode/unknownField`` by default (see ``UnknownKeyPolicy``).
    public let unknownKeys: UnknownKeyPolicy
    /// Every field's label by key, for messages that name another field; built once here
    /// rather than for every field of every validation.
    private let labels: [FieldKey: LocalizedText]
    /// Every field's effective budget (its own or the schema's, and its rules'), in field
    /// order, so that validation reads them by position rather than hashing each key.
    private let fieldBudgets: [Int]
    /// Every field's key, in order (the result's field order), built once.
    private let fieldKeys: [FieldKey]

    /// The most issues one validation reports, for the whole request: its fields, the
    /// members of its nested objects and the elements of its arrays, at every depth, and
    /// its unknown keys. The first ones in the result's order are kept and the others
    /// counted in ``ValidationResult/omittedIssueCount`` (problem details say so as
    /// `omittedErrors`), so that a body of 100,000 invalid array elements costs at most
    /// this many issues to build and to send back, not an answer as large as the body.
    public static let maximumIssues = 100

    /// The byte budget of a schema created without one: 64 KiB, more than any form
    /// field but a long text needs, and little enough that normalizing and checking it
    /// takes about a millisecond at worst (rules with costlier work per byte, such as
    /// user names and passwords, have smaller budgets of their own).
    public static let defaultByteBudget = 64 * 1024

    /// Creates a schema written in source, stopping the program when it is inconsistent
    /// (two fields with one key, a rule naming a field the schema lacks, such as a
    /// misspelled `.confirmation(of: "pasword")`), with a message that names the field.
    ///
    /// A schema is usually a constant built once, so its mistake is a programmer's, found
    /// the first time it is built; use ``init(checking:unknownKeys:byteBudget:)`` to get
    /// the same check as a thrown ``SchemaError`` (a schema built from configuration, or
    /// a test).
    ///
    /// - Parameters:
    ///   - fields: The fields, in order.
    ///   - unknownKeys: What to do with submitted keys that are not fields: refuse them
    ///     (the default), strip them or allow them.
    ///   - byteBudget: The most UTF-8 bytes a field's text may have as submitted, for
    ///     fields that set none of their own; ``defaultByteBudget`` by default.
    public init(
        _ fields: [FieldSpec], unknownKeys: UnknownKeyPolicy = .refuse, byteBudget: Int = FormSchema.defaultByteBudget
    ) {
        do {
            try self.init(checking: fields, unknownKeys: unknownKeys, byteBudget: byteBudget)
        } catch {
            preconditionFailure("FormSchema: \(error)")
        }
    }

    /// Creates a schema, throwing when it is inconsistent: two fields with one key, a
    /// rule that names a field the schema lacks (``Rule/referencedFields``), a negative
    /// byte budget.
    ///
    /// ```swift
    /// #expect(throws: SchemaError.self) {
    ///     try FormSchema(checking: [FieldSpec("confirm", label: label, rules: [.confirmation(of: "pasword")])])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - fields: The fields, in order.
    ///   - unknownKeys: What to do with submitted keys that are not fields.
    ///   - byteBudget: The byte budget of fields that set none of their own.
    /// - Throws: ``SchemaError``, naming the field at fault.
    public init(
        checking fields: [FieldSpec], unknownKeys: UnknownKeyPolicy = .refuse,
        byteBudget: Int = FormSchema.defaultByteBudget
    ) throws {
        try SchemaError.check(fields, byteBudget: byteBudget)
        self.fields = fields
        self.unknownKeys = unknownKeys
        self.byteBudget = byteBudget
        self.labels = Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.label) })
        let fieldBudgets = fields.map { field in
            ([field.byteBudget ?? byteBudget] + field.rules.compactMap(\.byteBudget)).min()!
        }
        self.fieldBudgets = fieldBudgets
        self.fieldKeys = fields.map(\.key)
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
        var issues = IssueCollector()
        // The values rules changed (canonical forms, nested results); every other field's
        // final value is its normalized one, so the final values copy the normalized
        // dictionary at most once, and not at all when no rule changed anything.
        var changed: [(key: FieldKey, value: FieldValue)] = []
        let shared = RuleContext.Shared(values: normalized.values, labels: labels, environment: environment)
        for index in fields.indices {
            if !normalized.failures.isEmpty, let failure = normalized.failures.first(where: { $0.index == index }) {
                issues.append(failure.issue)
                continue
            }
            let submitted = normalized.fieldValues[index]
            // Borrowed, not copied: see `normalize`.
            let field = Unmanaged.passUnretained(fields[index].storage)
            var (value, issue, isChanged) = field._withUnsafeGuaranteedRef {
                check($0, value: submitted, shared: shared)
            }
            if issue == nil, let structure = fields[index].structure, !value.isAbsent {
                // Objects' members and arrays' elements: every issue, each at its path.
                let nested = structure.validate(
                    value, of: fields[index], byteBudget: fieldBudgets[index], environment: environment)
                value = nested.value
                issues.append(contentsOf: nested.issues, omitted: nested.omitted)
                isChanged = true
            }
            if isChanged { changed.append((fieldKeys[index], value)) }
            if let issue { issues.append(issue) }
        }
        var finalValues = normalized.values
        for (key, value) in changed { finalValues[key] = value }
        // Every field has an entry (see `normalize`), and fields' keys are distinct: as
        // many entries as fields means no other key, and nothing to refuse or strip.
        if finalValues.count != fields.count {
            let unknown = applyUnknownKeyPolicy(to: &finalValues)
            issues.append(contentsOf: unknown.issues, omitted: unknown.omitted)
        }
        return ValidationResult(
            issues: issues.issues, values: finalValues, fields: fieldKeys, omittedIssueCount: issues.omitted)
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
        guard let index = fields.firstIndex(where: { $0.key == key }) else { return nil }
        let normalized = normalize(values)
        if let failure = normalized.failures.first(where: { $0.index == index }) { return failure.issue }
        let value = normalized.fieldValues[index]
        let shared = RuleContext.Shared(values: normalized.values, labels: labels, environment: environment)
        return check(fields[index].storage, value: value, shared: shared).issue
    }

    /// The spec of a field.
    public func field(_ key: FieldKey) -> FieldSpec? {
        fields.first { $0.key == key }
    }

    /// Whether `key` is a field of the schema (a hash lookup).
    func hasField(_ key: FieldKey) -> Bool { labels[key] != nil }

    /// Every field's normalized value (by key, and by position), and the issue of any
    /// normalizer that failed with the field's position (few or none: a list, allocated
    /// only when one fails).
    private func normalize(
        _ values: [FieldKey: FieldValue]
    ) -> (
        values: [FieldKey: FieldValue], fieldValues: [FieldValue], failures: [(index: Int, issue: ValidationIssue)]
    ) {
        var normalized = values
        var failures: [(index: Int, issue: ValidationIssue)] = []
        var fieldValues: [FieldValue] = []
        fieldValues.reserveCapacity(fields.count)
        for index in fields.indices {
            // Borrowed, not copied: a copy retains the field's storage, an atomic write
            // to a line every core validating with this schema reads (issue 26). The
            // schema's `fields` keeps the storage alive for the whole loop.
            let field = Unmanaged.passUnretained(fields[index].storage)
            let submitted = values[fieldKeys[index]]
            // Each field's value, also by position (the one in `normalized` when it fails).
            fieldValues.append(submitted ?? .absent)
            guard let original = submitted?.text else {
                // Every field has an entry: cross-field rules read absent fields as such.
                if submitted == nil { normalized[fieldKeys[index]] = .absent }
                continue
            }
            // First, before any costly work: the byte count of a native string is stored.
            let budget = fieldBudgets[index]
            if original.utf8.count > budget {
                failures.append((index, overBudget(fieldKeys[index], fields[index].label, budget)))
                continue
            }
            do {
                // Until the text settles: what is stored normalizes to itself.
                let text = try field._withUnsafeGuaranteedRef { try Normalizer.applying($0.normalizers, to: original) }
                // Text the normalizers left byte for byte as it was keeps its entry, so
                // that the dictionary is copied only when a value changes. (Bytes, not
                // `==`, which equates canonically equivalent text such as NFD and NFC.)
                if !hasSameBytes(text, original) {
                    normalized[fieldKeys[index]] = .text(text)
                    fieldValues[index] = .text(text)
                }
            } catch {
                let message = ValidationMessage.unprocessable(field: fields[index].label)
                let issue = ValidationIssue(
                    field: fieldKeys[index], code: ValidationCode(message), message: LocalizedText(message))
                failures.append((index, issue))
            }
        }
        return (normalized, fieldValues, failures)
    }

    /// Runs a field's rules on its normalized value; `changed` tells whether a rule
    /// replaced the value with a canonical form.
    private func check(
        _ field: FieldSpec.Storage, value submitted: FieldValue, shared: RuleContext.Shared
    ) -> (value: FieldValue, issue: ValidationIssue?, changed: Bool) {
        var value = submitted
        var changed = false
        if let issue = field.wrongKindIssue(for: value) { return (value, issue, false) }
        let context = RuleContext(field: field.key, label: field.label, shared: shared)
        let isEmpty = value.isEmpty
        // By index, not `for rule in`: a copy of a rule retains its name, fields and
        // closure, and a server's threads all read the same schema, so each retain is an
        // atomic write to a line the other cores read too (the scaling suite, issue 26).
        let rules = field.rules
        for index in rules.indices where rules[index].checksEmptyValues || !isEmpty {
            if let budget = rules[index].byteBudget, let text = value.text, text.utf8.count > budget {
                return (value, overBudget(field.key, field.label, budget), changed)
            }
            switch rules[index].evaluate(value, context).kind {
            case .valid:
                continue
            case .normalized(let canonical):
                // A canonical form byte for byte the same as the text (an address or an
                // ISO date as typed) changes nothing, and copies no dictionary.
                if !isSameText(canonical, value) { changed = true }
                value = canonical
            case .invalid(let code, let message, let path):
                let issuePath = FieldPath(field.key).appending(path)
                return (
                    value, ValidationIssue(field: field.key, path: issuePath, code: code, message: message), changed
                )
            }
        }
        return (value, nil, changed)
    }
}

/// Whether two strings have the same UTF-8 bytes (not `==`, which equates canonically
/// equivalent text), compared as buffers rather than through the generic view.
func hasSameBytes(_ first: String, _ second: String) -> Bool {
    guard first.utf8.count == second.utf8.count else { return false }
    var first = first
    var second = second
    return first.withUTF8 { firstBytes in
        second.withUTF8 { secondBytes in
            let (a, b) = (UnsafeRawBufferPointer(firstBytes), UnsafeRawBufferPointer(secondBytes))
            // Eight bytes at a time, then the rest.
            var offset = 0
            while offset + 8 <= a.count {
                guard
                    a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset += 8
            }
            while offset < a.count {
                guard a[offset] == b[offset] else { return false }
                offset += 1
            }
            return true
        }
    }
}

/// Whether both values are text with the same bytes.
private func isSameText(_ first: FieldValue, _ second: FieldValue) -> Bool {
    guard let firstText = first.text, let secondText = second.text else { return false }
    return hasSameBytes(firstText, secondText)
}

/// The issue of a text over its byte budget.
private func overBudget(_ key: FieldKey, _ label: LocalizedText, _ budget: Int) -> ValidationIssue {
    let message = ValidationMessage.tooLongBytes(field: label, max: budget)
    return ValidationIssue(field: key, code: ValidationCode(message), message: LocalizedText(message))
}

extension FieldValue {
    /// Absent, text of nothing but White_Space, or an empty object or array: a value an
    /// optional field's rules do not run on. Text of invisible characters
    /// (`"\u{200B}"`) is not empty: the field's rules see it and report it (a number's
    /// as not a number, ``Rule/plainText`` as invisible), rather than pass it as nothing.
    var isEmpty: Bool {
        switch storage {
        case .absent: true
        case .flag, .number: false
        case .text(let text): text.isWhiteSpace
        case .object(let members): members.isEmpty
        case .array(let elements): elements.isEmpty
        }
    }

    /// Empty, or text that is blank once invisible characters are ignored too: what
    /// ``Rule/required`` refuses as missing.
    var isBlank: Bool {
        if case .text(let text) = storage { return UnicodeText.isBlank(text) }
        return isEmpty
    }

    /// Text of nothing but White_Space (or none): an optional field left empty.
    var isWhiteSpaceText: Bool {
        if case .text(let text) = storage { return text.isWhiteSpace }
        return false
    }
}

extension String {
    /// Whether every scalar is White_Space (true for the empty text).
    fileprivate var isWhiteSpace: Bool {
        // Normalized text is usually trimmed: "" or text starting with a printing character.
        unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
}
