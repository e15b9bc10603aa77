/// Why a schema could not be built: it contradicts itself, so every submission would
/// fail (or pass) for a reason that is the program's, not the user's.
///
/// Thrown by ``FormSchema/init(checking:unknownKeys:byteBudget:)``; the unlabeled
/// ``FormSchema/init(_:unknownKeys:byteBudget:)`` stops the program with the same
/// ``description``.
///
/// ```swift
/// do {
///     _ = try FormSchema(checking: [FieldSpec("confirm", label: label, rules: [.confirmation(of: "pasword")])])
/// } catch {
///     error.reason  // .unknownReference
///     error.field   // "confirm"
///     error.referencedField  // "pasword"
/// }
/// ```
public struct SchemaError: ReasonedError {
    /// What is wrong, comparable with the static members. A struct so that reasons can
    /// be added without breaking anyone's `switch`.
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The stable identifier, such as `duplicate-key`.
        public let rawValue: String
        /// Creates a reason from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Two fields have the same key.
        public static let duplicateKey = Reason(rawValue: "duplicate-key")
        /// A rule reads a field the schema does not have (``Rule/referencedFields``).
        public static let unknownReference = Reason(rawValue: "unknown-reference")
        /// A byte budget below zero.
        public static let negativeByteBudget = Reason(rawValue: "negative-byte-budget")
        public var description: String { rawValue }
    }

    /// What is wrong.
    public let reason: Reason
    /// The field at fault: the duplicated key, or the field whose rule names a missing
    /// field; nil for the schema's own byte budget.
    public let field: FieldKey?
    /// For ``Reason/unknownReference``, the field named that the schema lacks.
    public let referencedField: FieldKey?
    /// For ``Reason/unknownReference``, the name of the rule that names it.
    public let rule: String?

    public var description: String {
        switch reason {
        case .duplicateKey:
            return "two fields have the key “\(field?.rawValue ?? "")”"
        case .unknownReference:
            let known = (candidates.isEmpty ? "" : "; did you mean “\(candidates[0].rawValue)”?")
            return
                "field “\(field?.rawValue ?? "")”: rule “\(rule ?? "")” names field “\(referencedField?.rawValue ?? "")”, "
                + "which the schema does not have" + known
        default:
            if let field { return "field “\(field.rawValue)”: its byte budget is negative" }
            return "the schema's byte budget is negative"
        }
    }

    /// The schema's field closest to the missing reference, to suggest (a typo).
    let candidates: [FieldKey]

    init(
        _ reason: Reason, field: FieldKey?, referencedField: FieldKey? = nil, rule: String? = nil,
        candidates: [FieldKey] = []
    ) {
        self.reason = reason
        self.field = field
        self.referencedField = referencedField
        self.rule = rule
        self.candidates = candidates
    }

    /// Checks a schema's fields, in order, and throws at the first mistake.
    static func check(_ fields: [FieldSpec], byteBudget: Int) throws(SchemaError) {
        guard byteBudget >= 0 else { throw SchemaError(.negativeByteBudget, field: nil) }
        var keys = Set<FieldKey>()
        for field in fields where !keys.insert(field.key).inserted {
            throw SchemaError(.duplicateKey, field: field.key)
        }
        for field in fields {
            for rule in field.rules {
                for reference in rule.referencedFields where !keys.contains(reference) {
                    let closest = keys.filter { editDistance($0.rawValue, reference.rawValue) <= 2 }.sorted()
                    throw SchemaError(
                        .unknownReference, field: field.key, referencedField: reference, rule: rule.name,
                        candidates: closest)
                }
            }
        }
    }

    /// Levenshtein distance over Unicode scalars (keys are short; this runs only when a
    /// schema is already wrong).
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
