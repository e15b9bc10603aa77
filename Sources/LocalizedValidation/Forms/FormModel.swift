import CatalogRuntime
import Intl
import Observation

/// The state of a form on screen: values, what the user has touched, which errors to
/// show, focus order and submission. SwiftUI views bind to it directly (it is
/// `@Observable`); server code and tests use it without any UI.
///
/// ```swift
/// @State private var form = FormModel(schema: signUp, environment: input, policy: .afterSubmitAttempt)
/// TextField("E-mail", text: $form[text: "email"])
///     .onSubmit { form.focusNext(after: "email") }
/// if let error = form.visibleError(for: "email", in: locale) { Text(error) }
/// Button("Sign up") { Task { await form.submit { values in try await api.register(values) } } }
///     .disabled(!form.canSubmit)
/// ```
///
/// A disabled button is not a guard: ``submit(_:)`` validates everything again and
/// refuses to run twice at once.
@MainActor
@Observable
public final class FormModel {
    public let schema: FormSchema
    public var policy: VisibilityPolicy
    /// The locale the user types numbers and dates in, and the clock and time zone for
    /// date rules. Setting it validates again; with another locale, fields the user has
    /// not changed since the last save show their saved numbers in its notation (pt-BR
    /// `1.234,5` becomes en `1,234.5`), while text the user has typed stays as typed.
    public var environment: InputEnvironment {
        didSet {
            if environment.locale != oldValue.locale { showSavedValues(in: environment.locale) }
            validateNow()
        }
    }

    /// The values being edited (the draft), in the user's input locale.
    public private(set) var values: [FieldKey: FieldValue]
    /// The last saved values (see ``save()``), the values before editing began: the
    /// normalized values an app stores (numbers as canonical text such as `1234.5`,
    /// dates in ISO 8601).
    public private(set) var savedValues: [FieldKey: FieldValue]
    /// The draft as it was at the last save (or the initial values), which
    /// ``discardChanges()`` restores: the saved values as the user typed them.
    @ObservationIgnored private var savedDraft: [FieldKey: FieldValue]
    /// Fields the user has left at least once.
    public private(set) var blurredFields: Set<FieldKey> = []
    /// Fields the user has edited.
    public private(set) var editedFields: Set<FieldKey> = []
    /// Whether the user has tried to submit (or save) at least once.
    public private(set) var submitAttempted = false
    /// Whether a submission is running.
    public private(set) var isSubmitting = false
    /// The error of the last failed submission, to show under the form.
    public private(set) var submitError: LocalizedText?
    /// The field that should have focus, set on a failed submit to the first invalid one.
    public var focusedField: FieldKey?
    /// The latest validation of all fields, with the answers of async rules that are
    /// still current (see `FormModel+AsyncRules.swift`).
    public internal(set) var result: ValidationResult
    /// Fields whose async rules are running (show "checking…" beside them).
    public internal(set) var checkingFields: Set<FieldKey> = []

    @ObservationIgnored private let debounce: Duration?
    @ObservationIgnored let sleep: @Sendable (Duration) async throws -> Void
    @ObservationIgnored var pendingValidation: Task<Void, Never>?
    /// Async checks running, by field, with the raw value each was started for.
    @ObservationIgnored var runningChecks: [FieldKey: RunningCheck] = [:]
    /// The last answer of each field's async rules, by the value they checked.
    @ObservationIgnored var asyncAnswers: [FieldKey: AsyncAnswer] = [:]

    /// Creates a form.
    ///
    /// - Parameters:
    ///   - schema: The fields and rules.
    ///   - environment: The locale numbers and dates are typed in, and the clock and
    ///     time zone for date rules; required, as a guessed locale misreads input.
    ///   - values: The initial (saved) values, as ``savedValues`` holds them: numbers as
    ///     normalized text such as `1234.5` (or number values), dates in ISO 8601.
    ///     Editing works on a copy, which shows a number field's saved value in the
    ///     input locale's notation (`1.234,5` in pt-BR); other text as it is.
    ///   - policy: When errors show.
    ///   - debounce: How long typing must pause before live validation runs (300 ms
    ///     suits typing); nil validates on every change.
    ///   - sleepClock: The clock the debounce sleeps on (inject a manual clock in tests).
    public init(
        schema: FormSchema,
        environment: InputEnvironment,
        values: [FieldKey: FieldValue] = [:],
        policy: VisibilityPolicy = .afterSubmitAttempt,
        debounce: Duration? = nil,
        sleepClock: some Clock<Duration> = ContinuousClock()
    ) {
        self.schema = schema
        var draft = values
        for field in schema.fields {
            if let saved = values[field.key], let typed = Self.typed(saved, for: field, in: environment.locale) {
                draft[field.key] = typed
            }
        }
        self.values = draft
        self.savedValues = values
        self.savedDraft = draft
        self.policy = policy
        self.environment = environment
        self.debounce = debounce
        self.sleep = { duration in try await sleepClock.sleep(for: duration) }
        self.result = schema.validate(draft, environment: environment)
    }

    // MARK: Editing

    /// Sets a field's value (what a text field or toggle does on every change).
    ///
    /// `field` must be a field of the schema: a misspelt key (`"emial"`) stops a debug
    /// build at once, naming the key and the fields, and is ignored in a release build
    /// (it would otherwise be an issue no view shows, keeping ``canSubmit`` false).
    public func set(_ field: FieldKey, to value: FieldValue) {
        guard schema.hasField(field) else {
            assertionFailure(
                "FormModel: '\(field)' is not a field of the form; its fields are "
                    + schema.fields.map { "'\($0.key)'" }.joined(separator: ", "))
            return
        }
        values[field] = value
        editedFields.insert(field)
        submitError = nil
        scheduleValidation()
    }

    /// Text binding for SwiftUI (`$form[text: "email"]`).
    public subscript(text field: FieldKey) -> String {
        get { values[field]?.text ?? "" }
        set { set(field, to: .text(newValue)) }
    }

    /// Toggle binding for SwiftUI (`$form[flag: "terms"]`).
    public subscript(flag field: FieldKey) -> Bool {
        get { values[field]?.flag ?? false }
        set { set(field, to: .flag(newValue)) }
    }

    /// Records that the user left a field (blur); with ``VisibilityPolicy/onBlur`` its
    /// error shows from now on, validated at once (no debounce).
    public func blur(_ field: FieldKey) {
        blurredFields.insert(field)
        validateNow()
    }

    // MARK: What to show

    /// The error to show under a field now, by the visibility policy; nil when the
    /// field is valid or its error should stay hidden.
    public func visibleIssue(for field: FieldKey) -> ValidationIssue? {
        guard let issue = result.issue(for: field), isVisible(field) else { return nil }
        return issue
    }

    /// ``visibleIssue(for:)`` rendered in the locale best matching `locale`.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - locale: The locale of the screen.
    ///   - isolation: How labels and values are inserted: isolated by default (a form
    ///     model serves a UI, where a right-to-left label or value must not reorder
    ///     the sentence); `.none` inserts them as they are.
    /// - Returns: The error to show, or nil.
    public func visibleError(
        for field: FieldKey, in locale: IntlLocale, isolation: ArgumentIsolation = .isolated
    ) -> String? {
        visibleIssue(for: field)?.localized(in: locale, isolation: isolation)
    }

    /// ``visibleIssue(for:)`` rendered in the locale best matching one BCP 47 tag.
    public func visibleError(
        for field: FieldKey, languageTag: String, isolation: ArgumentIsolation = .isolated
    ) -> String? {
        visibleIssue(for: field)?.localized(languageTag: languageTag, isolation: isolation)
    }

    /// The submit error rendered in the locale best matching `locale`.
    public func submitErrorText(in locale: IntlLocale, isolation: ArgumentIsolation = .isolated) -> String? {
        submitError?.localized(in: locale, isolation: isolation)
    }

    /// The submit error rendered in the locale best matching one BCP 47 tag.
    public func submitErrorText(languageTag: String, isolation: ArgumentIsolation = .isolated) -> String? {
        submitError?.localized(languageTag: languageTag, isolation: isolation)
    }

    /// Whether submitting makes sense now: every field valid and nothing running. Bind
    /// a button's disabled state to it — and still call ``submit(_:)``, which checks
    /// again.
    public var canSubmit: Bool { result.isValid && !isSubmitting && checkingFields.isEmpty }

    /// The first field in focus order whose error is visible.
    public var firstVisibleInvalidField: FieldKey? {
        let issues = result.firstIssueByField
        return schema.fields.map(\.key).first { issues[$0] != nil && isVisible($0) }
    }

    /// The field after `field` in focus order (a keyboard toolbar's "next"), or nil.
    public func field(after field: FieldKey) -> FieldKey? {
        let keys = schema.fields.map(\.key)
        guard let index = keys.firstIndex(of: field), index + 1 < keys.count else { return nil }
        return keys[index + 1]
    }

    /// The field before `field` in focus order (a keyboard toolbar's "previous"), or nil.
    public func field(before field: FieldKey) -> FieldKey? {
        let keys = schema.fields.map(\.key)
        guard let index = keys.firstIndex(of: field), index > 0 else { return nil }
        return keys[index - 1]
    }

    /// Blurs `field` and moves focus to the next one.
    public func focusNext(after field: FieldKey) {
        blur(field)
        focusedField = self.field(after: field)
    }

    private func isVisible(_ field: FieldKey) -> Bool {
        if submitAttempted { return true }
        if policy.liveWhenNonEmpty.contains(field), !(values[field] ?? .absent).isEmpty { return true }
        switch policy.trigger.kind {
        case .afterSubmitAttempt: return false
        case .onBlur: return blurredFields.contains(field)
        case .live: return editedFields.contains(field) || blurredFields.contains(field)
        }
    }

    // MARK: Validation

    /// Validates every field now, cancelling a pending debounced validation.
    public func validateNow() {
        pendingValidation?.cancel()
        pendingValidation = nil
        result = schema.validate(values, environment: environment)
        refreshAsyncChecks()
    }

    private func scheduleValidation() {
        guard let debounce else {
            validateNow()
            return
        }
        pendingValidation?.cancel()
        let sleep = self.sleep
        pendingValidation = Task { [weak self] in
            do {
                try await sleep(debounce)
            } catch {
                return  // Cancelled by a newer edit.
            }
            guard !Task.isCancelled else { return }
            self?.applyDebouncedValidation()
        }
    }

    private func applyDebouncedValidation() {
        pendingValidation = nil
        result = schema.validate(values, environment: environment)
        refreshAsyncChecks()
    }

    // MARK: Submitting and saving

    /// Validates everything and, when valid, runs `action` with the normalized values.
    ///
    /// - Returns: `true` when the action ran and succeeded; `false` when the form was
    ///   invalid (focus moves to the first invalid field), a submission was already
    ///   running, or the action threw (its message is in ``submitError``).
    @discardableResult
    public func submit(_ action: @MainActor ([FieldKey: FieldValue]) async throws -> Void) async -> Bool {
        guard !isSubmitting else { return false }
        // Submitting from here on, across the wait for async checks: a second call
        // while they run must not run the action too.
        isSubmitting = true
        defer { isSubmitting = false }
        submitAttempted = true
        submitError = nil
        validateNow()
        await finishAsyncChecks()
        guard result.isValid else {
            focusedField = result.firstInvalidField
            return false
        }
        do {
            try await action(result.values)
            return true
        } catch let error as LocalizedSubmitError {
            submitError = error.localizedMessage
        } catch {
            submitError = LocalizedText(ValidationMessage.submitFailed)
        }
        return false
    }

    /// Validates the draft and, when valid, makes its normalized values the saved ones
    /// (editing a profile, for instance). Nothing is saved when a field is invalid.
    ///
    /// The draft then shows each text as the field's normalizers left it (trimmed, NFC…)
    /// but not as rules store it: a number typed `1.234,5` in pt-BR is saved as `1234.5`
    /// and stays `1.234,5` on screen, a date `05/06/1990` stays so rather than
    /// `1990-06-05`. The user keeps reading their own notation, and saving the unchanged
    /// draft again saves the same values.
    ///
    /// - Returns: Whether the draft was saved.
    @discardableResult
    public func save() -> Bool {
        submitAttempted = true
        validateNow()
        guard result.isValid else {
            focusedField = result.firstInvalidField
            return false
        }
        savedValues = result.values
        values = draftAfterSaving(result.values)
        savedDraft = values
        resetInteraction()
        return true
    }

    /// The draft once saved: text through its field's normalizers only, which settle
    /// (so saving it again normalizes to the same text), in the user's notation where
    /// a rule's canonical form is not (numbers, dates); other values as validated.
    private func draftAfterSaving(_ saved: [FieldKey: FieldValue]) -> [FieldKey: FieldValue] {
        var draft = saved
        for field in schema.fields {
            guard let typed = values[field.key]?.text,
                let shown = try? Normalizer.applying(field.normalizers, to: typed)
            else { continue }
            draft[field.key] = .text(shown)
        }
        return draft
    }

    /// A saved value as its field's user types it in `locale` (a number in the locale's
    /// notation, through the field's number rule); nil when the rules keep it as it is.
    private static func typed(_ saved: FieldValue, for field: FieldSpec, in locale: IntlLocale) -> FieldValue? {
        for rule in field.rules {
            if let text = rule.typedText?(saved, locale) { return .text(text) }
        }
        return nil
    }

    /// Writes the saved values in `locale`'s notation into the draft to restore, and
    /// shows them in the fields the user has not changed since the last save.
    private func showSavedValues(in locale: IntlLocale) {
        for field in schema.fields {
            guard let saved = savedValues[field.key], let typed = Self.typed(saved, for: field, in: locale) else {
                continue
            }
            if values[field.key] == savedDraft[field.key] { values[field.key] = typed }
            savedDraft[field.key] = typed
        }
    }

    /// Throws the draft away: the values return to the saved ones, as the user typed
    /// them (see ``save()``).
    public func discardChanges() {
        values = savedDraft
        resetInteraction()
        validateNow()
    }

    private func resetInteraction() {
        blurredFields = []
        editedFields = []
        submitAttempted = false
        submitError = nil
    }
}
