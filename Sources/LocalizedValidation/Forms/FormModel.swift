import LocalizedValidationIntl
import LocalizedValidationMessages
import Observation

/// The state of a form on screen: values, what the user has touched, which errors to
/// show, focus order and submission. SwiftUI views bind to it directly (it is
/// `@Observable`); server code and tests use it without any UI.
///
/// Declare the fields once as ``FormField``s and bind views to them: a misspelt field
/// does not compile.
///
/// ```swift
/// @State private var form = FormModel(schema: signUp, environment: input, policy: .afterSubmitAttempt)
/// TextField("E-mail", text: $form[.email])
///     .onSubmit { form.focusNext(after: .email) }
/// if let error = form.visibleError(for: .email, in: locale) { Text(error) }
/// Button("Sign up") { Task { await form.submit { values in try await api.register(values) } } }
///     .disabled(!form.canSubmit)
/// ```
///
/// Plain keys work too (`$form[text: "email"]`), for forms built from configuration; a
/// key that is not a field of the schema stops a debug build at once, naming the key
/// and the fields (see ``set(_:to:)-(FieldKey,_)``).
///
/// The form keeps one state per field (its draft, saved value, whether the user edited
/// or left it, its last validation and async check) and a few form-wide flags;
/// ``result``, ``canSubmit``, ``checkingFields`` and the rest are computed from them, in
/// one pass over the fields.
///
/// A disabled button is not a guard: ``submit(_:)`` validates everything again and
/// refuses to run twice at once.
@MainActor
@Observable
public final class FormModel {
    /// The fields and rules.
    public let schema: FormSchema
    /// When errors show.
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

    /// One state per field, in schema order: the only place a field's value, issues and
    /// async check live (see `FieldState.swift`).
    var fieldStates: [FieldState]
    /// The issues the latest validation found past ``FormSchema/maximumIssues`` (in
    /// array fields' elements), which no field's state holds: the one fact of a
    /// validation that belongs to the form rather than to a field.
    private var omittedIssueCount = 0
    /// Whether the user has tried to submit (or save) at least once.
    public private(set) var submitAttempted = false
    /// Whether a submission is running.
    public private(set) var isSubmitting = false
    /// The error of the last failed submission, to show under the form.
    public private(set) var submitError: LocalizedText?
    /// The field that should have focus, set on a failed submit to the first invalid one.
    public var focusedField: FieldKey?

    /// Each field's position in ``fieldStates``, built once.
    @ObservationIgnored private let positions: [FieldKey: Int]
    /// Whether any field has async rules (most forms have none), worked out once.
    @ObservationIgnored let hasAsyncRules: Bool
    @ObservationIgnored private let debounce: Duration?
    @ObservationIgnored let sleep: @Sendable (Duration) async throws -> Void
    @ObservationIgnored var pendingValidation: Task<Void, Never>?
    /// The id of the next async check (see `FieldState.RunningCheck.id`).
    @ObservationIgnored var nextCheckID = 0
    /// How many field states the derived members (``result``, ``firstInvalidField``…)
    /// have read: tests check that this work grows linearly with the fields, without
    /// timing anything.
    @ObservationIgnored var derivationSteps = 0

    /// Creates a form.
    ///
    /// - Parameters:
    ///   - schema: The fields and rules.
    ///   - environment: The locale numbers and dates are typed in, and the clock and
    ///     time zone for date rules; required, as a guessed locale misreads input.
    ///   - values: The initial (saved) values, as ``savedValues`` holds them: numbers as
    ///     normalized text such as `1234.5` (or number values), dates in ISO 8601.
    ///     Editing works on a copy, which shows a number field's saved value in the
    ///     input locale's notation (`1.234,5` in pt-BR); other text as it is. Every key
    ///     must be a field of the schema: another stops a debug build (and is ignored
    ///     in a release build), as it would be an issue no view shows.
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
        let positions = Dictionary(
            schema.fields.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        let unknown = values.keys.filter { positions[$0] == nil }
        if !unknown.isEmpty {
            assertionFailure(Self.unknownFieldsMessage(unknown.sorted(), schema: schema))
        }
        self.fieldStates = schema.fields.map { field in
            var state = FieldState()
            if let saved = values[field.key] {
                state.savedValue = saved
                state.value = SavedNotation.typed(saved, of: field, in: environment.locale) ?? saved
            }
            state.savedDraft = state.value
            return state
        }
        self.positions = positions
        self.hasAsyncRules = schema.hasAsyncRules
        self.schema = schema
        self.policy = policy
        self.environment = environment
        self.debounce = debounce
        self.sleep = { duration in try await sleepClock.sleep(for: duration) }
        // Async rules first run on the user's first edit, blur or submit.
        validate(startingChecks: false)
    }

    // MARK: The state of the fields, derived

    /// The values being edited (the draft), in the user's input locale; a field without
    /// a value has no entry.
    public var values: [FieldKey: FieldValue] {
        var values: [FieldKey: FieldValue] = [:]
        for (field, state) in zip(schema.fields, fieldStates) where !state.value.isAbsent {
            values[field.key] = state.value
        }
        return values
    }

    /// The last saved values (see ``save()``), the values before editing began: the
    /// normalized values an app stores (numbers as canonical text such as `1234.5`,
    /// dates in ISO 8601).
    public var savedValues: [FieldKey: FieldValue] {
        var values: [FieldKey: FieldValue] = [:]
        for (field, state) in zip(schema.fields, fieldStates) {
            if let saved = state.savedValue { values[field.key] = saved }
        }
        return values
    }

    /// Fields the user has left at least once.
    public var blurredFields: Set<FieldKey> {
        Set(zip(schema.fields, fieldStates).lazy.filter { $0.1.isBlurred }.map { $0.0.key })
    }

    /// Fields the user has edited.
    public var editedFields: Set<FieldKey> {
        Set(zip(schema.fields, fieldStates).lazy.filter { $0.1.isEdited }.map { $0.0.key })
    }

    /// Fields whose async rules are running (show "checking…" beside them).
    public var checkingFields: Set<FieldKey> {
        guard hasAsyncRules else { return [] }
        return Set(zip(schema.fields, fieldStates).lazy.filter { $0.1.isChecking }.map { $0.0.key })
    }

    /// The latest validation of all fields, with the answers of async rules that are
    /// still current (see `FormModel+AsyncRules.swift`): every issue in field order, and
    /// every field's validated value.
    ///
    /// Computed from the fields' states on each read (one pass over the fields), so it
    /// always agrees with ``canSubmit``, ``firstInvalidField`` and
    /// ``issues(for:)``.
    public var result: ValidationResult {
        var issues: [ValidationIssue] = []
        var values: [FieldKey: FieldValue] = [:]
        values.reserveCapacity(fieldStates.count)
        for (field, state) in zip(schema.fields, fieldStates) {
            derivationSteps += 1
            issues += state.issues
            values[field.key] = state.validatedValue
        }
        return ValidationResult(
            issues: issues, values: values, fields: schema.fields.map(\.key), omittedIssueCount: omittedIssueCount)
    }

    /// The issues of one field now (its synchronous ones, else its async rules' answer
    /// about its current value); empty when it is valid.
    public func issues(for field: FieldKey) -> [ValidationIssue] {
        guard let index = position(of: field) else { return [] }
        return fieldStates[index].issues
    }

    /// The first field, in schema order, that has an issue: the one to focus.
    public var firstInvalidField: FieldKey? {
        for (field, state) in zip(schema.fields, fieldStates) {
            derivationSteps += 1
            if !state.issues.isEmpty { return field.key }
        }
        return nil
    }

    /// Whether submitting makes sense now: every field valid and nothing running. Bind
    /// a button's disabled state to it — and still call ``submit(_:)``, which checks
    /// again.
    public var canSubmit: Bool {
        guard !isSubmitting else { return false }
        for state in fieldStates {
            derivationSteps += 1
            if !state.issues.isEmpty || state.isChecking { return false }
        }
        return true
    }

    // MARK: Editing

    /// Sets a field's value (what a text field or toggle does on every change).
    ///
    /// `field` must be a field of the schema: a misspelt key (`"emial"`) stops a debug
    /// build at once, naming the key and the fields, and is ignored in a release build
    /// (it would otherwise be an issue no view shows, keeping ``canSubmit`` false).
    /// Declared ``FormField``s cannot be misspelt.
    public func set(_ field: FieldKey, to value: FieldValue) {
        guard let index = position(of: field) else { return }
        fieldStates[index].value = value
        fieldStates[index].isEdited = true
        submitError = nil
        scheduleValidation()
    }

    /// Sets a declared text field's value.
    public func set(_ field: FormField<String>, to text: String) {
        set(field.key, to: .text(text))
    }

    /// Sets a declared flag's value.
    public func set(_ field: FormField<Bool>, to flag: Bool) {
        set(field.key, to: .flag(flag))
    }

    /// Text binding for SwiftUI (`$form[.email]`), for a field declared once as a
    /// ``FormField``.
    public subscript(field: FormField<String>) -> String {
        get { self[text: field.key] }
        set { self[text: field.key] = newValue }
    }

    /// Toggle binding for SwiftUI (`$form[.terms]`), for a field declared once as a
    /// ``FormField``.
    public subscript(field: FormField<Bool>) -> Bool {
        get { self[flag: field.key] }
        set { self[flag: field.key] = newValue }
    }

    /// Text binding for SwiftUI by key (`$form[text: "email"]`); a key that is not a
    /// field of the schema stops a debug build on the first read (see ``set(_:to:)-(FieldKey,_)``).
    public subscript(text field: FieldKey) -> String {
        get { position(of: field).flatMap { fieldStates[$0].value.text } ?? "" }
        set { set(field, to: .text(newValue)) }
    }

    /// Toggle binding for SwiftUI by key (`$form[flag: "terms"]`); a key that is not a
    /// field of the schema stops a debug build on the first read.
    public subscript(flag field: FieldKey) -> Bool {
        get { position(of: field).flatMap { fieldStates[$0].value.flag } ?? false }
        set { set(field, to: .flag(newValue)) }
    }

    /// Records that the user left a field (blur); with ``VisibilityPolicy/onBlur`` its
    /// error shows from now on, validated at once (no debounce).
    public func blur(_ field: FieldKey) {
        guard let index = position(of: field) else { return }
        fieldStates[index].isBlurred = true
        validateNow()
    }

    /// Records that the user left a declared field (see ``blur(_:)-(FieldKey)``).
    public func blur<Value>(_ field: FormField<Value>) { blur(field.key) }

    // MARK: What to show

    /// The error to show under a field now, by the visibility policy; nil when the
    /// field is valid or its error should stay hidden.
    public func visibleIssue(for field: FieldKey) -> ValidationIssue? {
        guard let index = position(of: field), let issue = fieldStates[index].issues.first,
            isVisible(field, fieldStates[index])
        else { return nil }
        return issue
    }

    /// The error to show under a declared field now (see ``visibleIssue(for:)-(FieldKey)``).
    public func visibleIssue<Value>(for field: FormField<Value>) -> ValidationIssue? {
        visibleIssue(for: field.key)
    }

    /// ``visibleIssue(for:)-(FieldKey)`` rendered in the locale best matching `locale`.
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

    /// The error to show under a declared field, rendered in the locale best matching
    /// `locale` (see ``visibleError(for:in:isolation:)-(FieldKey,IntlLocale,_)``).
    public func visibleError<Value>(
        for field: FormField<Value>, in locale: IntlLocale, isolation: ArgumentIsolation = .isolated
    ) -> String? {
        visibleError(for: field.key, in: locale, isolation: isolation)
    }

    /// ``visibleIssue(for:)-(FieldKey)`` rendered in the locale best matching one BCP 47 tag.
    public func visibleError(
        for field: FieldKey, languageTag: String, isolation: ArgumentIsolation = .isolated
    ) -> String? {
        visibleIssue(for: field)?.localized(languageTag: languageTag, isolation: isolation)
    }

    /// The error to show under a declared field, rendered in the locale best matching
    /// one BCP 47 tag.
    public func visibleError<Value>(
        for field: FormField<Value>, languageTag: String, isolation: ArgumentIsolation = .isolated
    ) -> String? {
        visibleError(for: field.key, languageTag: languageTag, isolation: isolation)
    }

    /// ``visibleIssue(for:)-(FieldKey)`` rendered in one of the app's locales, with the
    /// app's own texts for the built-in messages where its catalogs give them
    /// (`BuiltInMessageOverrides`): what a screen of an app with its own
    /// `ValidationMessage.ftl` files shows.
    ///
    /// - Parameters:
    ///   - field: The field.
    ///   - locale: A value of the app's generated locale type, such as `AppLocale.nl`.
    ///   - isolation: How labels and values are inserted: isolated by default, as in
    ///     ``visibleError(for:in:isolation:)-(FieldKey,IntlLocale,_)``.
    /// - Returns: The error to show, or nil.
    public func visibleError<Locale: SupportedLocale & RawRepresentable<String>>(
        for field: FieldKey, in locale: Locale, isolation: ArgumentIsolation = .isolated
    ) -> String? {
        visibleIssue(for: field)?.localized(in: locale, isolation: isolation)
    }

    /// The error to show under a declared field, rendered in one of the app's locales
    /// with the app's own texts for the built-in messages.
    public func visibleError<Value, Locale: SupportedLocale & RawRepresentable<String>>(
        for field: FormField<Value>, in locale: Locale, isolation: ArgumentIsolation = .isolated
    ) -> String? {
        visibleError(for: field.key, in: locale, isolation: isolation)
    }

    /// The submit error rendered in one of the app's locales, with the app's own text
    /// for the built-in `submit-failed` message where its catalogs give one.
    public func submitErrorText<Locale: SupportedLocale & RawRepresentable<String>>(
        in locale: Locale, isolation: ArgumentIsolation = .isolated
    ) -> String? {
        submitError?.localized(in: locale, isolation: isolation)
    }

    /// The submit error rendered in the locale best matching `locale`.
    public func submitErrorText(in locale: IntlLocale, isolation: ArgumentIsolation = .isolated) -> String? {
        submitError?.localized(in: locale, isolation: isolation)
    }

    /// The submit error rendered in the locale best matching one BCP 47 tag.
    public func submitErrorText(languageTag: String, isolation: ArgumentIsolation = .isolated) -> String? {
        submitError?.localized(languageTag: languageTag, isolation: isolation)
    }

    /// The first field in focus order whose error is visible.
    public var firstVisibleInvalidField: FieldKey? {
        for (field, state) in zip(schema.fields, fieldStates) {
            derivationSteps += 1
            if !state.issues.isEmpty, isVisible(field.key, state) { return field.key }
        }
        return nil
    }

    /// The field after `field` in focus order (a keyboard toolbar's "next"), or nil.
    public func field(after field: FieldKey) -> FieldKey? {
        guard let index = position(of: field), index + 1 < schema.fields.count else { return nil }
        return schema.fields[index + 1].key
    }

    /// The field before `field` in focus order (a keyboard toolbar's "previous"), or nil.
    public func field(before field: FieldKey) -> FieldKey? {
        guard let index = position(of: field), index > 0 else { return nil }
        return schema.fields[index - 1].key
    }

    /// Blurs `field` and moves focus to the next one.
    public func focusNext(after field: FieldKey) {
        blur(field)
        focusedField = self.field(after: field)
    }

    /// Blurs a declared field and moves focus to the next one.
    public func focusNext<Value>(after field: FormField<Value>) { focusNext(after: field.key) }

    private func isVisible(_ field: FieldKey, _ state: FieldState) -> Bool {
        if submitAttempted { return true }
        if policy.liveWhenNonEmpty.contains(field), !state.value.isEmpty { return true }
        switch policy.trigger.kind {
        case .afterSubmitAttempt: return false
        case .onBlur: return state.isBlurred
        case .live: return state.isEdited || state.isBlurred
        }
    }

    /// The position of a field of the schema; a key that is not one stops a debug
    /// build, naming it and the fields: a misspelt key would otherwise read and write
    /// a value no view shows and no rule checks.
    func position(of field: FieldKey) -> Int? {
        if let index = positions[field] { return index }
        assertionFailure(Self.unknownFieldsMessage([field], schema: schema))
        return nil
    }

    private static func unknownFieldsMessage(_ keys: [FieldKey], schema: FormSchema) -> String {
        let fields = schema.fields.map { "'\($0.key)'" }.joined(separator: ", ")
        let named = keys.map { "'\($0)'" }.joined(separator: ", ")
        return "FormModel: \(named) \(keys.count == 1 ? "is not a field" : "are not fields") of the form; "
            + "its fields are \(fields)"
    }

    // MARK: Validation

    /// Validates every field now, cancelling a pending debounced validation.
    public func validateNow() {
        pendingValidation?.cancel()
        pendingValidation = nil
        validate(startingChecks: true)
    }

    /// Validates the drafts and writes each field's validation into its state, in one
    /// assignment (one change for observers); then starts, keeps or cancels the async
    /// checks.
    private func validate(startingChecks: Bool) {
        var drafts: [FieldKey: FieldValue] = [:]
        drafts.reserveCapacity(fieldStates.count)
        for (field, state) in zip(schema.fields, fieldStates) { drafts[field.key] = state.value }
        let validated = schema.validate(drafts, environment: environment)
        // Issues come in field order, each with its field's key (the drafts hold only
        // fields, so none is about an unknown key).
        var issuesByField: [FieldKey: [ValidationIssue]] = [:]
        for issue in validated.issues { issuesByField[issue.field, default: []].append(issue) }
        var states = fieldStates
        for (index, field) in schema.fields.enumerated() {
            states[index].validation = FieldState.Validation(
                draft: states[index].value, value: validated.values[field.key] ?? .absent,
                issues: issuesByField[field.key] ?? [])
        }
        if startingChecks, hasAsyncRules { refreshAsyncChecks(&states, after: validated) }
        fieldStates = states
        if omittedIssueCount != validated.omittedIssueCount { omittedIssueCount = validated.omittedIssueCount }
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
        validate(startingChecks: true)
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
        if let invalid = firstInvalidField {
            focusedField = invalid
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
        if let invalid = firstInvalidField {
            focusedField = invalid
            return false
        }
        var states = fieldStates
        for (index, field) in schema.fields.enumerated() {
            var state = states[index]
            state.savedValue = state.validatedValue
            // Text through its field's normalizers only, which settle (so saving it
            // again normalizes to the same text), in the user's notation where a rule's
            // canonical form is not (numbers, dates); other values as validated.
            if let typed = state.value.text, let shown = try? Normalizer.applying(field.normalizers, to: typed) {
                state.value = .text(shown)
            } else {
                state.value = state.validatedValue
            }
            state.savedDraft = state.value
            state.isEdited = false
            state.isBlurred = false
            states[index] = state
        }
        fieldStates = states
        submitAttempted = false
        submitError = nil
        // The draft may have changed (normalized text): its validation follows it.
        validate(startingChecks: true)
        return true
    }

    /// Writes the saved values in `locale`'s notation into the draft to restore, and
    /// shows them in the fields the user has not changed since the last save.
    private func showSavedValues(in locale: IntlLocale) {
        var states = fieldStates
        for (index, field) in schema.fields.enumerated() {
            guard let saved = states[index].savedValue,
                let typed = SavedNotation.typed(saved, of: field, in: locale)
            else { continue }
            if states[index].value == states[index].savedDraft { states[index].value = typed }
            states[index].savedDraft = typed
        }
        fieldStates = states
    }

    /// Throws the draft away: the values return to the saved ones, as the user typed
    /// them (see ``save()``).
    public func discardChanges() {
        var states = fieldStates
        for index in states.indices {
            states[index].value = states[index].savedDraft
            states[index].isEdited = false
            states[index].isBlurred = false
        }
        fieldStates = states
        submitAttempted = false
        submitError = nil
        validateNow()
    }
}
