import LocalizedValidationMessages

/// What a schema does with submitted keys that are not its fields, such as an
/// `"isAdmin": true` added to a sign-up request.
///
/// The default, ``refuse``, fails validation with one ``ValidationCode/unknownField``
/// issue per such key (at its JSON Pointer) and leaves the key out of
/// ``ValidationResult/values``: what an app stores is only what its schema describes, so
/// a forged key cannot reach a model by mass assignment. ``strip`` drops such keys
/// silently (a client that sends extra data the server ignores); ``allow`` keeps them in
/// the values unvalidated, as before this policy existed — choose it explicitly.
///
/// ```swift
/// let signUp = FormSchema([...], unknownKeys: .strip)
/// ```
///
/// A struct rather than an enum, so that policies can be added without breaking
/// anyone's `switch`.
public struct UnknownKeyPolicy: Sendable, Hashable, CustomStringConvertible {
    enum Action: Sendable, Hashable {
        case refuse, strip, allow
    }

    let action: Action

    /// Each unknown key is an ``ValidationCode/unknownField`` issue and is not in the
    /// values (the default).
    public static let refuse = UnknownKeyPolicy(action: .refuse)
    /// Unknown keys are dropped from the values without an issue.
    public static let strip = UnknownKeyPolicy(action: .strip)
    /// Unknown keys stay in the values, unvalidated.
    public static let allow = UnknownKeyPolicy(action: .allow)

    public var description: String {
        switch action {
        case .refuse: "refuse"
        case .strip: "strip"
        case .allow: "allow"
        }
    }
}

extension FormSchema {
    /// The most ``ValidationCode/unknownField`` issues one object reports: the keys
    /// first in code-point order. Every unknown key is refused all the same, and the
    /// ones not reported are counted in ``ValidationResult/omittedIssueCount``; the bound
    /// keeps a hostile document of 100,000 keys from costing a sort of them all and an
    /// answer listing each. ``maximumIssues`` bounds the whole request.
    public static let maximumUnknownKeyIssues = 64

    /// Applies ``unknownKeys`` to the values about to be returned: removes the keys that
    /// are not fields (unless allowed) and returns an issue for each when refused (at
    /// most ``maximumUnknownKeyIssues``), in key order so that results are
    /// deterministic.
    func applyUnknownKeyPolicy(
        to values: inout [FieldKey: FieldValue]
    ) -> (issues: [ValidationIssue], omitted: Int) {
        guard unknownKeys != .allow, values.keys.contains(where: { !hasField($0) }) else { return ([], 0) }
        let unknown = values.keys.filter { !hasField($0) }
        for key in unknown { values[key] = nil }
        guard unknownKeys == .refuse else { return ([], 0) }
        // The smallest keys, kept sorted: linear in the number of keys for a fixed bound.
        var reported: [FieldKey] = []
        reported.reserveCapacity(Self.maximumUnknownKeyIssues + 1)
        for key in unknown where reported.count < Self.maximumUnknownKeyIssues || key < reported.last! {
            let position = reported.firstIndex { key < $0 } ?? reported.endIndex
            reported.insert(key, at: position)
            if reported.count > Self.maximumUnknownKeyIssues { reported.removeLast() }
        }
        return (reported.map(Self.unknownFieldIssue), unknown.count - reported.count)
    }

    /// The longest member name, in UTF-8 bytes, that a report sends back in full: an
    /// ``ValidationCode/unknownField`` issue's pointer and message, and the pointer of a
    /// `JSONInputError` inside the member.
    ///
    /// A longer name would make the answer grow with the request (a 1 MB name, sent back
    /// in the pointer and the message, each `<` escaped as `\u003c` in problem details,
    /// made a 12 MB body). Its issue points at the object that holds it (`""` at the top
    /// level), which resolves, and its message names the first
    /// ``maximumEchoedKeyScalars`` scalars followed by `…`; the issue's `field` keeps the
    /// whole key.
    public static let maximumEchoedKeyBytes = 256

    /// How many Unicode scalars of a name over ``maximumEchoedKeyBytes`` a message shows.
    public static let maximumEchoedKeyScalars = 64

    /// The issue of a submitted key that is not a field.
    static func unknownFieldIssue(_ key: FieldKey) -> ValidationIssue {
        guard key.rawValue.utf8.count > maximumEchoedKeyBytes else {
            let message = ValidationMessage.unknownField(name: key.rawValue)
            return ValidationIssue(field: key, code: ValidationCode(message), message: LocalizedText(message))
        }
        let shown = String(String.UnicodeScalarView(key.rawValue.unicodeScalars.prefix(maximumEchoedKeyScalars)))
        let message = ValidationMessage.unknownField(name: shown + "…")
        return ValidationIssue(field: key, path: .root, code: ValidationCode(message), message: LocalizedText(message))
    }
}
