import LocalizedValidationMessages

/// A rule that needs to wait for an answer: a store lookup such as "this e-mail is
/// already registered" or "this user name is taken".
///
/// Async rules run after the field's synchronous rules, and only when those pass and
/// the value is not empty: a malformed address never reaches the store. A field stops at
/// its first failing async rule, as with synchronous ones; different fields are checked
/// concurrently. Each rule has a timeout: a store that does not answer in time gives the
/// field a `check-timed-out` issue, and one that throws gives `check-failed`, so an
/// outage never passes a value silently nor hangs the request.
///
/// ```swift
/// let notRegistered = AsyncRule("email-not-registered") { value, _ in
///     guard let email = value.text, try await accounts.exists(email: email) else { return .valid }
///     return .invalid(code: "email-taken", message: LocalizedText(AppText.emailTaken))
/// }
/// FieldSpec("email", label: AppText.fieldEmail, normalizers: [.email],
///           rules: [.required, .email(.international)], asyncRules: [notRegistered])
/// ```
///
/// Only ``FormSchema/validate(_:environment:clock:)`` (the `async` one) and
/// ``FormModel`` run async rules; the synchronous
/// ``FormSchema/validate(_:environment:)`` checks everything else.
public struct AsyncRule: Sendable {
    /// A stable name for the rule (`email-not-registered`).
    public let name: String
    /// How long the rule may take before the field gets a `check-timed-out` issue.
    public let timeout: Duration
    let evaluate: @Sendable (FieldValue, RuleContext) async throws -> RuleOutcome

    /// The timeout of a rule created without one: 5 seconds, long enough for a
    /// database or directory lookup, short enough for a person waiting on a form.
    public static let defaultTimeout: Duration = .seconds(5)

    /// Creates an async rule.
    ///
    /// - Parameters:
    ///   - name: A stable name for the rule.
    ///   - timeout: How long the rule may take (``defaultTimeout`` unless given). The
    ///     validation stops waiting then, whether or not the rule honours cancellation.
    ///   - evaluate: The check. It sees the value after the synchronous rules (a
    ///     normalized e-mail address, a parsed number); it should honour task
    ///     cancellation; an error it throws becomes a `check-failed` issue.
    public init(
        _ name: String,
        timeout: Duration = AsyncRule.defaultTimeout,
        evaluate: @escaping @Sendable (FieldValue, RuleContext) async throws -> RuleOutcome
    ) {
        precondition(timeout > .zero, "AsyncRule: the timeout must be positive")
        self.name = name
        self.timeout = timeout
        self.evaluate = evaluate
    }
}
