import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import TestSupport
import Testing

@_spi(Generated) @testable import LocalizedValidation

/// A registration screen, replayed against the form model.
@MainActor
@Suite struct FormModelTests {
    /// E-mail, password, confirmation and the terms checkbox.
    static let registration = FormSchema([
        FieldSpec(
            "email", label: LocalizedText(verbatim: "E-mail"), normalizers: [.email],
            rules: [.required, .email(.international)]),
        FieldSpec(
            "password", label: LocalizedText(verbatim: "Password"),
            rules: [.required, .password(.eightCharactersAndDigit)]),
        FieldSpec(
            "confirm", label: LocalizedText(verbatim: "Confirmation"),
            rules: [.required, .confirmation(of: "password")]),
        FieldSpec("terms", label: LocalizedText(verbatim: "Terms"), rules: [.mustBeTrue]),
    ])

    @Test func typingBeforeAnySubmitShowsNothing() {
        let form = FormModel(schema: Self.registration, environment: english, policy: .afterSubmitAttempt)
        form[text: "email"] = "not an email"
        form[text: "password"] = "short"
        #expect(!form.result.isValid)
        #expect(form.visibleIssue(for: "email") == nil)
        #expect(form.visibleIssue(for: "password") == nil)
        #expect(!form.canSubmit)
    }

    @Test func failedSubmitShowsErrorsAndFocusesTheFirstInvalidField() async {
        let form = FormModel(schema: Self.registration, environment: english, policy: .afterSubmitAttempt)
        form[text: "email"] = "ana@example.com"
        form[text: "password"] = "short"
        var ran = false
        let submitted = await form.submit { _ in ran = true }
        #expect(!submitted)
        #expect(!ran)
        #expect(form.focusedField == "password")
        #expect(form.firstVisibleInvalidField == "password")
        #expect(form.visibleIssue(for: "password")?.code == "password-too-short")
        #expect(form.visibleIssue(for: "terms")?.code == "must-be-true")
        #expect(
            form.visibleError(for: "terms", languageTag: "ru", isolation: .none)
                == "Отметьте «Terms», чтобы продолжить.")
    }

    @Test func fixingAFieldClearsItsErrorLive() async {
        let form = FormModel(schema: Self.registration, environment: english, policy: .afterSubmitAttempt)
        await form.submit { _ in }
        #expect(form.visibleIssue(for: "email")?.code == "required")
        form[text: "email"] = "ana@example.com"
        #expect(form.visibleIssue(for: "email") == nil)
        form[text: "email"] = "ana@"
        #expect(form.visibleIssue(for: "email")?.code == "email-empty-domain")
    }

    @Test func blurPolicyShowsAFieldsErrorWhenLeavingIt() {
        let form = FormModel(schema: Self.registration, environment: english, policy: .onBlur)
        form[text: "email"] = "ana"
        #expect(form.visibleIssue(for: "email") == nil)
        form.blur("email")
        #expect(form.visibleIssue(for: "email")?.code == "email-missing-at")
        #expect(form.visibleIssue(for: "password") == nil)
    }

    @Test func confirmationIsLiveOnceNonEmpty() {
        let policy = VisibilityPolicy(trigger: .onBlur, liveWhenNonEmpty: ["confirm"])
        let form = FormModel(schema: Self.registration, environment: english, policy: policy)
        form[text: "password"] = "secret123"
        #expect(form.visibleIssue(for: "confirm") == nil)
        form[text: "confirm"] = "secret"
        #expect(form.visibleIssue(for: "confirm")?.code == "confirmation-mismatch")
        form[text: "confirm"] = "secret123"
        #expect(form.visibleIssue(for: "confirm") == nil)
    }

    @Test func debouncedValidationWaitsForThePause() async {
        let clock = ManualClock()
        let form = FormModel(
            schema: Self.registration, environment: english, policy: VisibilityPolicy(trigger: .live),
            debounce: .milliseconds(300),
            sleepClock: clock)
        form[text: "email"] = "ana"
        await waitForSleepers(clock, count: 1)
        // Still the validation of the empty form: "ana" has not been checked yet.
        #expect(form.result.issue(for: "email")?.code == "required")
        clock.advance(by: .milliseconds(299))
        #expect(form.result.issue(for: "email")?.code == "required")
        form[text: "email"] = "ana@"  // a new keystroke restarts the wait
        await waitForSleepers(clock, count: 1)
        clock.advance(by: .milliseconds(299))
        #expect(form.result.issue(for: "email")?.code == "required")
        clock.advance(by: .milliseconds(1))
        await form.pendingValidation?.value
        #expect(form.visibleIssue(for: "email")?.code == "email-empty-domain")
    }

    @Test func doubleSubmitIsBlockedAndProgressIsExposed() async {
        let form = FormModel(schema: Self.registration, environment: english)
        form[text: "email"] = "ana@example.com"
        form[text: "password"] = "secret123"
        form[text: "confirm"] = "secret123"
        form[flag: "terms"] = true
        #expect(form.canSubmit)
        let gate = Gate()
        var runs = 0
        let first = Task { @MainActor in
            await form.submit { _ in
                runs += 1
                await gate.wait()
            }
        }
        while !form.isSubmitting { await Task.yield() }
        #expect(!form.canSubmit)
        #expect(await form.submit { _ in runs += 1 } == false)
        await gate.open()
        #expect(await first.value)
        #expect(runs == 1)
        #expect(!form.isSubmitting)
    }

    @Test func aSecondSubmitWhileAnAsyncCheckIsPendingDoesNotRunTheAction() async {
        let gate = Gate()
        // A timeout far beyond the wait, so a loaded machine never turns it into check-timed-out.
        let slowCheck = AsyncRule("slow-check", timeout: .seconds(600)) { _, _ in
            await gate.wait()
            return .valid
        }
        let schema = FormSchema([
            FieldSpec("email", label: LocalizedText(verbatim: "E-mail"), rules: [.required], asyncRules: [slowCheck])
        ])
        let form = FormModel(schema: schema, environment: english)
        form[text: "email"] = "ana@example.com"
        var runs = 0
        let first = Task { @MainActor in await form.submit { _ in runs += 1 } }
        // The first submission is waiting for the async check, before its action.
        while !form.isSubmitting { await Task.yield() }
        #expect(!form.canSubmit)
        #expect(await form.submit { _ in runs += 1 } == false)
        await gate.open()
        #expect(await first.value)
        #expect(runs == 1)
    }

    @Test func aMisspeltKeyStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let form = FormModel(schema: FormModelTests.registration, environment: english)
                form[text: "emial"] = "ana@example.com"
            }
        }
    }

    @Test func theFirstInvalidFieldIsFoundInOnePass() {
        // 5,000 fields, each invalid: linear in fields and issues (it was quadratic).
        let fields = (0..<5_000).map {
            FieldSpec(FieldKey("f\($0)"), label: LocalizedText(verbatim: "F"), rules: [.required])
        }
        let form = FormModel(schema: FormSchema(fields), environment: english)
        _ = form.save()
        #expect(form.result.firstInvalidField == "f0")
        #expect(form.firstVisibleInvalidField == "f0")
    }

    @Test func submitErrorsAreLocalized() async {
        struct Offline: Error {}
        struct Taken: LocalizedSubmitError {
            var localizedMessage: LocalizedText {
                LocalizedText(ValidationMessage.identifierConfusable(field: LocalizedText(verbatim: "E-mail")))
            }
        }
        let form = FormModel(schema: Self.registration, environment: english)
        form[text: "email"] = "ana@example.com"
        form[text: "password"] = "secret123"
        form[text: "confirm"] = "secret123"
        form[flag: "terms"] = true
        #expect(await form.submit { _ in throw Offline() } == false)
        #expect(form.submitErrorText(languageTag: "pt-BR") == "Algo deu errado. Tente novamente.")
        #expect(await form.submit { _ in throw Taken() } == false)
        #expect(
            form.submitError?.message as? ValidationMessage
                == .identifierConfusable(field: LocalizedText(verbatim: "E-mail")))
        // Editing clears the submit error.
        form[text: "email"] = "ana@example.org"
        #expect(form.submitError == nil)
    }

    @Test("A screen rendered in the app's locale type shows the app's own texts for the built-in messages")
    func appTextsForBuiltInMessages() async {
        struct Offline: Error {}
        let form = FormModel(schema: Self.registration, environment: english, policy: .afterSubmitAttempt)
        await form.submit { _ in }
        #expect(form.visibleError(for: "terms", in: DutchApp.nl, isolation: .none) == "Vink “Terms” aan.")
        #expect(
            form.visibleError(for: FormField<Bool>("terms"), in: DutchApp.nl) == "Vink “\u{2068}Terms\u{2069}” aan.")
        // A message the app's file leaves out: the library's text in the tag's locale
        // (here English, as nl is not the library's; the build requires every message
        // in such a locale, which this test type does not model).
        #expect(form.visibleError(for: "email", in: DutchApp.nl, isolation: .none) == "E-mail is required.")
        // The same screen through a bare tag knows no app, and gets the library's text.
        #expect(form.visibleError(for: "terms", languageTag: "en", isolation: .none) == "Select “Terms” to continue.")
        form[text: "email"] = "ana@example.com"
        form[text: "password"] = "secret123"
        form[text: "confirm"] = "secret123"
        form[flag: "terms"] = true
        #expect(await form.submit { _ in throw Offline() } == false)
        #expect(form.submitErrorText(in: DutchApp.nl) == "Het lukte niet. Probeer het opnieuw.")
        #expect(form.submitErrorText(in: DutchApp.en) == "Something went wrong. Try again.")
    }

    @Test func submitPassesNormalizedValues() async {
        let form = FormModel(schema: Self.registration, environment: english)
        form[text: "email"] = "  Ana@EXAMPLE.com "
        form[text: "password"] = "secret123"
        form[text: "confirm"] = "secret123"
        form[flag: "terms"] = true
        var received: [FieldKey: FieldValue] = [:]
        #expect(await form.submit { values in received = values })
        #expect(received["email"] == .text("Ana@example.com"))
    }

    /// Seed 001: edit a draft; discard restores, save applies normalized values.
    @Test func draftIsDiscardedOrSaved() {
        let profile = FormSchema([
            FieldSpec(
                "name", label: LocalizedText(verbatim: "Name"), normalizers: [.trim, .collapseWhitespace],
                rules: [.required]),
            FieldSpec("age", label: LocalizedText(verbatim: "Age"), rules: [.required, .integer(in: 13...120)]),
        ])
        let form = FormModel(schema: profile, environment: english, values: ["name": .text("Ana"), "age": .text("30")])
        form[text: "name"] = "  Ana   Maria "
        form.discardChanges()
        #expect(form.values["name"] == .text("Ana"))
        form[text: "age"] = "7"
        #expect(!form.save())
        #expect(form.savedValues["age"] == .text("30"))
        #expect(form.focusedField == "age")
        form[text: "age"] = "31"
        form[text: "name"] = "  Ana   Maria "
        #expect(form.save())
        #expect(form.savedValues["name"] == .text("Ana Maria"))
        #expect(form.savedValues["age"] == .text("31"))
        #expect(!form.submitAttempted)
    }

    /// Found by the validation fuzzer (Fuzz/Corpus/validation/number-canonical-pt-BR):
    /// `save()` put the normalized values back into the draft, and a number's
    /// normalized value is canonical decimal text (`1234.5`), which is not a number in
    /// pt-BR, so saving the unchanged draft again failed. The draft now keeps the text
    /// as the normalizers left it, in the user's notation.
    @Test func savingAnUnchangedDraftTwiceInPortuguese() throws {
        let schema = FormSchema([FieldSpec("amount", label: LocalizedText(verbatim: "Amount"), rules: [.number()])])
        let form = FormModel(
            schema: schema, environment: InputEnvironment(locale: try IntlLocale("pt-BR"), clock: fixedClock))
        form[text: "amount"] = "1.234,5"
        #expect(form.save())
        #expect(form.savedValues["amount"] == FieldValue.text("1234.5"))
        #expect(form.values["amount"] == FieldValue.text("1.234,5"))
        #expect(form.save())
        #expect(form.savedValues["amount"] == FieldValue.text("1234.5"))
    }

    /// Save → save → save of an unchanged draft saves the same values and shows the
    /// same draft, numbers and dates typed in each locale's notation.
    @Test(arguments: [
        ("en", "1,234.5", " 6/5/1990 "),
        ("pt-BR", "1.234,5", " 05/06/1990 "),
        ("ru", "1\u{A0}234,5", " 05.06.1990 "),
    ])
    func savingAgainAndAgainIsStable(locale: String, amount: String, birthDate: String) throws {
        let schema = FormSchema([
            FieldSpec("amount", label: LocalizedText(verbatim: "Amount"), rules: [.number()]),
            FieldSpec("count", label: LocalizedText(verbatim: "Count"), rules: [.integer(in: 0...10_000)]),
            FieldSpec("birth", label: LocalizedText(verbatim: "Birth date"), rules: [.date(style: .short)]),
            FieldSpec(
                "name", label: LocalizedText(verbatim: "Name"), normalizers: [.trim, .collapseWhitespace], rules: []),
        ])
        let form = FormModel(
            schema: schema, environment: InputEnvironment(locale: try IntlLocale(locale), clock: fixedClock))
        form[text: "amount"] = amount
        form[text: "count"] = " 42 "
        form[text: "birth"] = birthDate
        form[text: "name"] = "  Ana   Maria "
        #expect(form.save())
        let saved = form.savedValues
        #expect(saved["amount"] == .text("1234.5"))
        #expect(saved["birth"] == .text("1990-06-05"))
        #expect(saved["name"] == .text("Ana Maria"))
        // The draft: the normalizers' output, in the user's notation.
        let draft = form.values
        #expect(draft["amount"] == .text(amount))
        #expect(draft["birth"] == .text(birthDate.trimmingCharacters(in: .whitespaces)))
        #expect(draft["name"] == .text("Ana Maria"))
        for _ in 0..<2 {
            #expect(form.save())
            #expect(form.savedValues == saved)
            #expect(form.values == draft)
        }
        // Discarding an edit returns to the draft as saved, which saves the same again.
        form[text: "amount"] = "7"
        form.discardChanges()
        #expect(form.values == draft)
        #expect(form.save())
        #expect(form.savedValues == saved)
    }

    /// An app loads its stored values (numbers as normalized text, `1234.5`) into a
    /// form: the draft shows each number in the user's notation, valid at once, and
    /// saving it unchanged stores the same values. `1234.5` is not a number in pt-BR
    /// or ru, so the untouched field used to fail.
    @Test(arguments: [
        ("en", "1,234.5", "10,000"),
        ("pt-BR", "1.234,5", "10.000"),
        ("ru", "1\u{A0}234,5", "10\u{A0}000"),
    ])
    func storedNumbersShowInTheUsersNotation(locale: String, amount: String, count: String) throws {
        let schema = FormSchema([
            FieldSpec("amount", label: LocalizedText(verbatim: "Amount"), rules: [.number()]),
            FieldSpec("count", label: LocalizedText(verbatim: "Count"), rules: [.integer(in: 0...100_000)]),
            FieldSpec("note", label: LocalizedText(verbatim: "Note"), rules: []),
        ])
        let stored: [FieldKey: FieldValue] = [
            "amount": .text("1234.5"), "count": .text("10000"), "note": .text("1234.5"),
        ]
        let form = FormModel(
            schema: schema, environment: InputEnvironment(locale: try IntlLocale(locale), clock: fixedClock),
            values: stored)
        #expect(form.values["amount"] == .text(amount))
        #expect(form.values["count"] == .text(count))
        #expect(form.values["note"] == .text("1234.5"))  // no number rule: text as it is
        #expect(form.savedValues == stored)
        #expect(form.result.isValid)
        #expect(form.save())
        #expect(form.savedValues == stored)
        form[text: "amount"] = "7"
        form.discardChanges()
        #expect(form.values["amount"] == .text(amount))
    }

    /// Switching the input locale shows the saved numbers of untouched fields in the
    /// new notation; a field the user is editing keeps what they typed.
    @Test func changingTheInputLocaleShowsSavedNumbersInTheNewNotation() throws {
        let schema = FormSchema([
            FieldSpec("amount", label: LocalizedText(verbatim: "Amount"), rules: [.number()]),
            FieldSpec("price", label: LocalizedText(verbatim: "Price"), rules: [.number()]),
        ])
        let form = FormModel(
            schema: schema, environment: InputEnvironment(locale: try IntlLocale("pt-BR"), clock: fixedClock))
        form[text: "amount"] = "1.234,5"
        form[text: "price"] = "2,5"
        #expect(form.save())
        form[text: "price"] = "3,75"
        form.environment = InputEnvironment(locale: try IntlLocale("en"), clock: fixedClock)
        #expect(form.values["amount"] == .text("1,234.5"))
        #expect(form.values["price"] == .text("3,75"))  // being edited: as typed
        #expect(!form.result.issues.contains { $0.field == "amount" })
        form.discardChanges()
        #expect(form.values["price"] == .text("2.5"))
        #expect(form.result.isValid)
        #expect(form.save())
        #expect(form.savedValues["amount"] == .text("1234.5"))
        #expect(form.savedValues["price"] == .text("2.5"))
    }

    /// Stored text that is not a normalized number stays as it is (and is judged as
    /// typed); a number value shows in the user's notation too, and stays a number in
    /// the saved values.
    @Test func onlyNormalizedNumbersAreShownInTheUsersNotation() throws {
        let schema = FormSchema([FieldSpec("amount", label: LocalizedText(verbatim: "Amount"), rules: [.number()])])
        let portuguese = InputEnvironment(locale: try IntlLocale("pt-BR"), clock: fixedClock)
        for text in ["1.234,5", "1,5", "+1", "1e3", " 12", "", "-", "1.", ".5", "١٢"] {
            let form = FormModel(schema: schema, environment: portuguese, values: ["amount": .text(text)])
            #expect(form.values["amount"] == .text(text))
        }
        let number = FieldValue.number(try #require(ExactDecimal("1234.5")))
        let form = FormModel(schema: schema, environment: portuguese, values: ["amount": number])
        #expect(form.values["amount"] == .text("1.234,5"))
        #expect(form.savedValues["amount"] == number)
        #expect(form.result.isValid)
        #expect(form.result.values["amount"] == .text("1234.5"))
    }

    @Test func keyboardToolbarOrder() {
        let form = FormModel(schema: Self.registration, environment: english)
        #expect(form.field(after: "email") == "password")
        #expect(form.field(before: "email") == nil)
        #expect(form.field(after: "terms") == nil)
        form.focusNext(after: "password")
        #expect(form.focusedField == "confirm")
        #expect(form.blurredFields == ["password"])
    }

    private func waitForSleepers(_ clock: ManualClock, count: Int) async {
        while clock.sleeperCount < count { await Task.yield() }
    }
}

/// Lets a test hold a submission open.
private actor Gate {
    private var continuation: CheckedContinuation<Void, Never>?
    private var isOpen = false

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { continuation = $0 }
    }

    func open() {
        isOpen = true
        continuation?.resume()
        continuation = nil
    }
}

/// An app's generated locale type with its own texts for two built-in messages in nl.
private enum DutchApp: String, CaseIterable, SupportedLocale, BuiltInMessageOverrides {
    case en, nl

    static func negotiated(_ tags: [String]) -> DutchApp {
        LocaleNegotiation.bestMatch(requested: tags, supported: allCases.map(\.rawValue)).map { allCases[$0] } ?? .en
    }

    func localized(_ message: ValidationMessage, isolation: ArgumentIsolation) -> String? {
        switch (self, message._case) {
        case (.nl, .mustBeTrue(let field)):
            "Vink “\(isolation.apply(field.localized(languageTag: "nl")))” aan."
        case (.nl, .submitFailed): "Het lukte niet. Probeer het opnieuw."
        default: nil
        }
    }

    var hasEveryBuiltInMessage: Bool { false }
}
