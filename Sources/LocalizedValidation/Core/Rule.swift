import LocalizedValidationIntl
import LocalizedValidationMessages

/// What a rule decided about a value.
///
/// A struct with static constructors rather than an enum, so that new outcomes (an
/// asynchronous check, a warning) can be added without breaking anyone's `switch`.
/// Build one with ``valid``, ``normalized(_:)`` or ``invalid(code:message:at:)``; read
/// it with ``isValid``, ``normalizedValue``, ``code``, ``message`` and ``path``.
public struct RuleOutcome: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case valid
        case normalized(FieldValue)
        case invalid(code: ValidationCode, message: LocalizedText, path: FieldPath)
    }

    let kind: Kind

    /// The value passes unchanged.
    public static let valid = RuleOutcome(kind: .valid)

    /// The value passes in this canonical form (a parsed number's digits, an ISO date,
    /// a normalized e-mail address); later rules and the result see this form.
    public static func normalized(_ value: FieldValue) -> RuleOutcome { RuleOutcome(kind: .normalized(value)) }

    /// The value fails: a stable code and the message to show.
    ///
    /// - Parameters:
    ///   - code: The code.
    ///   - message: The message, from a generated catalog.
    ///   - path: Where inside the field's value the problem is, relative to the field
    ///     (`FieldPath([.key("street")])` for a nested member); the root (the default)
    ///     for the field itself.
    public static func invalid(code: ValidationCode, message: LocalizedText, at path: FieldPath = .root) -> RuleOutcome
    {
        RuleOutcome(kind: .invalid(code: code, message: message, path: path))
    }

    /// A failure with a built-in message; its code is the message id.
    static func invalid(_ message: ValidationMessage) -> RuleOutcome {
        .invalid(code: ValidationCode(message), message: LocalizedText(message))
    }

    /// Whether the value passes (unchanged or normalized).
    public var isValid: Bool {
        if case .invalid = kind { return false }
        return true
    }

    /// The canonical form of a value that passes normalized, or nil.
    public var normalizedValue: FieldValue? {
        if case .normalized(let value) = kind { return value }
        return nil
    }

    /// The code of a failure, or nil.
    public var code: ValidationCode? {
        if case .invalid(let code, _, _) = kind { return code }
        return nil
    }

    /// The message of a failure, or nil.
    public var message: LocalizedText? {
        if case .invalid(_, let message, _) = kind { return message }
        return nil
    }

    /// Where inside the field's value a failure is (relative to the field), or nil.
    public var path: FieldPath? {
        if case .invalid(_, _, let path) = kind { return path }
        return nil
    }
}

/// What a rule can see besides the value: the field, the other fields' normalized
/// values (for cross-field rules), the locale the input was typed in, and the clock.
public struct RuleContext: Sendable {
    /// The field being validated.
    public let field: FieldKey
    /// Its label, for messages.
    public let label: LocalizedText
    /// What every field of one validation shares, made once per validation rather than
    /// copied (a dozen reference counts) into each field's context.
    let shared: Shared

    /// The normalized values of all fields (normalizers applied, rules not yet).
    public var values: [FieldKey: FieldValue] { shared.values }
    /// The labels of all fields, for messages that name another field.
    public var labels: [FieldKey: LocalizedText] { shared.labels }
    /// The locale the user typed in: numbers and dates are parsed with its separators
    /// and date order. This is not the locale messages render in.
    public var inputLocale: IntlLocale { shared.inputLocale }
    /// Today's date and the time zone, for date rules.
    public var clock: CalendarClock { shared.clock }

    /// The part of the context that is the same for every field of a validation.
    final class Shared: Sendable {
        let values: [FieldKey: FieldValue]
        let labels: [FieldKey: LocalizedText]
        let inputLocale: IntlLocale
        let clock: CalendarClock

        init(values: [FieldKey: FieldValue], labels: [FieldKey: LocalizedText], environment: InputEnvironment) {
            self.values = values
            self.labels = labels
            self.inputLocale = environment.locale
            self.clock = environment.clock
        }
    }

    init(field: FieldKey, label: LocalizedText, shared: Shared) {
        self.field = field
        self.label = label
        self.shared = shared
    }

    init(
        field: FieldKey, label: LocalizedText, values: [FieldKey: FieldValue], labels: [FieldKey: LocalizedText],
        inputLocale: IntlLocale, clock: CalendarClock
    ) {
        let environment = InputEnvironment(locale: inputLocale, clock: clock)
        self.init(field: field, label: label, shared: Shared(values: values, labels: labels, environment: environment))
    }
}

/// A validation rule: a stable name and a function from the value to an outcome.
///
/// The built-in rules are static members (`.required`, `.length(min: 2)`,
/// `.email(.international)`…). Write your own with ``custom(_:referencing:_:)``, returning a message
/// from your own generated catalog:
///
/// ```swift
/// let notReserved = Rule.custom("reserved-name") { value, context in
///     guard let text = value.text, reserved.contains(text) else { return .valid }
///     return .invalid(code: "reserved-name", message: LocalizedText(AppMessage.reservedName(name: text)))
/// }
/// ```
public struct Rule: Sendable {
    /// A stable name for the rule (`required`, `length`, `email`…).
    public let name: String
    /// Whether the rule is checked on an empty value (only presence rules are: every
    /// other rule passes an empty optional field).
    public let checksEmptyValues: Bool
    /// The rule's own byte budget: a text value longer than this many UTF-8 bytes fails
    /// with `too-long-bytes` before the rule looks at it. Nil leaves only the field's
    /// budget (see ``FormSchema/byteBudget``). Built-in rules with a natural bound set one
    /// (``username(existing:restriction:)`` and ``nickname(existing:)``: 1,024 bytes;
    /// ``password(_:)``: 4,096); change it with ``withByteBudget(_:)``.
    public let byteBudget: Int?
    /// The other fields the rule reads (``confirmation(of:)``'s field, a password
    /// policy's personal-data fields): a schema that lacks one fails when built.
    public let referencedFields: [FieldKey]
    /// The kinds of value the rule can judge. Rules of your own take every kind; each
    /// built-in rule names its own (``email(_:)`` text, ``integer(in:)`` text or a
    /// number, ``mustBeTrue`` a flag), and a value of a kind one of a field's rules
    /// cannot take is `wrong-type` before any rule runs (see
    /// `FormSchema+ValueKinds.swift`).
    let acceptedKinds: ValueKinds
    /// Whether the rule is one of your own, which may read an object or array: a plain
    /// field whose rules are all built-in refuses those as `wrong-type`.
    let isCustom: Bool
    /// What the rule requires, as far as a JSON Schema can say it (see
    /// `FormSchema+JSONSchema.swift`); nil for rules of your own.
    var contract: RuleContract?
    /// The notation of the rule's normalized values (`1234.5` for a number), which a
    /// user types differently (`1.234,5` in pt-BR); nil when the rule keeps text as
    /// typed. A value rather than a closure, so that `FormModel` converts saved values
    /// in one visible place (`SavedNotation.typed(_:in:)`).
    let savedNotation: SavedNotation?
    let evaluate: @Sendable (FieldValue, RuleContext) -> RuleOutcome

    /// Creates a rule from a function.
    ///
    /// - Parameters:
    ///   - name: A stable name for the rule.
    ///   - checksEmptyValues: Whether to run on empty values (default: no).
    ///   - byteBudget: The rule's own byte budget for text values, or nil (the default)
    ///     for the field's alone.
    ///   - referencing: The other fields the rule reads from ``RuleContext/values``;
    ///     a schema without one of them fails when built (``SchemaError``).
    ///   - evaluate: The check; it must not throw or block.
    public init(
        _ name: String,
        checksEmptyValues: Bool = false,
        byteBudget: Int? = nil,
        referencing: [FieldKey] = [],
        evaluate: @escaping @Sendable (FieldValue, RuleContext) -> RuleOutcome
    ) {
        self.init(
            name, checksEmptyValues: checksEmptyValues, byteBudget: byteBudget, referencing: referencing,
            acceptedKinds: .all, isCustom: true, savedNotation: nil, evaluate: evaluate)
    }

    /// A built-in rule that judges values of the `accepting` kinds; a value of any other
    /// kind is `wrong-type` before it runs.
    init(
        builtIn name: String,
        accepting acceptedKinds: ValueKinds,
        checksEmptyValues: Bool = false,
        byteBudget: Int? = nil,
        referencing: [FieldKey] = [],
        savedNotation: SavedNotation? = nil,
        evaluate: @escaping @Sendable (FieldValue, RuleContext) -> RuleOutcome
    ) {
        self.init(
            name, checksEmptyValues: checksEmptyValues, byteBudget: byteBudget, referencing: referencing,
            acceptedKinds: acceptedKinds, isCustom: false, savedNotation: savedNotation, evaluate: evaluate)
    }

    private init(
        _ name: String, checksEmptyValues: Bool, byteBudget: Int?, referencing: [FieldKey],
        acceptedKinds: ValueKinds, isCustom: Bool, savedNotation: SavedNotation?,
        evaluate: @escaping @Sendable (FieldValue, RuleContext) -> RuleOutcome
    ) {
        precondition(byteBudget.map { $0 >= 0 } ?? true, "Rule: a byte budget cannot be negative")
        self.name = name
        self.checksEmptyValues = checksEmptyValues
        self.byteBudget = byteBudget
        self.referencedFields = referencing
        self.acceptedKinds = acceptedKinds
        self.isCustom = isCustom
        self.savedNotation = savedNotation
        self.evaluate = evaluate
    }

    /// The same rule with another byte budget of its own: a text value longer than
    /// `bytes` UTF-8 bytes fails with `too-long-bytes` before the rule runs; nil removes
    /// the rule's own budget (the field's still applies).
    ///
    /// ```swift
    /// FieldSpec("handle", label: "Handle", rules: [.username().withByteBudget(64)])
    /// ```
    public func withByteBudget(_ bytes: Int?) -> Rule {
        var rule = Rule(
            name, checksEmptyValues: checksEmptyValues, byteBudget: bytes, referencing: referencedFields,
            acceptedKinds: acceptedKinds, isCustom: isCustom, savedNotation: savedNotation, evaluate: evaluate)
        rule.contract = contract
        return rule
    }

    /// The same rule with its contract for JSON Schema.
    func with(_ contract: RuleContract) -> Rule {
        var rule = self
        rule.contract = contract
        return rule
    }

    /// A rule of your own; see the type's documentation.
    ///
    /// It sees every kind of value: the field's built-in rules still refuse the kinds they
    /// cannot take as `wrong-type`, and a plain field whose rules are all your own takes
    /// objects and arrays too.
    ///
    /// - Parameters:
    ///   - name: A stable name for the rule.
    ///   - referencing: The other fields it reads from ``RuleContext/values`` (a
    ///     cross-field rule); a schema without one of them fails when built.
    ///   - evaluate: The check; it must not throw or block.
    public static func custom(
        _ name: String,
        referencing: [FieldKey] = [],
        _ evaluate: @escaping @Sendable (FieldValue, RuleContext) -> RuleOutcome
    ) -> Rule {
        Rule(name, referencing: referencing, evaluate: evaluate)
    }

    /// A built-in rule of text values: a number, flag, object or array given to its field
    /// is `wrong-type` before it runs.
    static func text(
        _ name: String,
        byteBudget: Int? = nil,
        referencing: [FieldKey] = [],
        _ evaluate: @escaping @Sendable (String, RuleContext) -> RuleOutcome
    ) -> Rule {
        Rule(builtIn: name, accepting: .text, byteBudget: byteBudget, referencing: referencing) { value, context in
            // Only text reaches here (the field's kind check); an absent value is empty.
            guard let text = value.text else { return .valid }
            return evaluate(text, context)
        }
    }
}
