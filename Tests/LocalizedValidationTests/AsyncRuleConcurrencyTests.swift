import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// Async rules against a fake store and a clock the test advances: ordering after the
/// synchronous rules, concurrency across fields, timeouts, failures, cancellation, and
/// FormModel's stale answers. No test sleeps or measures time; CI runs this suite
/// under ThreadSanitizer (`swift test --sanitize=thread --filter Concurrency`).
@Suite struct AsyncRuleConcurrencyTests {
    /// "This e-mail is already registered", asking the store.
    /// The default timeout is far beyond any test's wait: tests that hold the store's
    /// answers must not see `check-timed-out` on a loaded CI machine (one did at 5 s);
    /// the timeout test passes its own.
    static func notRegistered(_ store: FakeStore, timeout: Duration = .seconds(600)) -> AsyncRule {
        AsyncRule("email-not-registered", timeout: timeout) { value, _ in
            guard let email = value.text, try await store.isTaken(email) else { return .valid }
            return .invalid(code: "email-taken", message: LocalizedText(verbatim: "\(email) is taken"))
        }
    }

    static func schema(_ store: FakeStore, timeout: Duration = .seconds(600)) -> FormSchema {
        FormSchema([
            FieldSpec(
                "email", label: LocalizedText(verbatim: "E-mail"), normalizers: [.email],
                rules: [.email(.international)], asyncRules: [notRegistered(store, timeout: timeout)]),
            FieldSpec("name", label: LocalizedText(verbatim: "Name"), rules: [.required]),
            FieldSpec(
                "backup", label: LocalizedText(verbatim: "Backup e-mail"), normalizers: [.email],
                rules: [.email(.international)], asyncRules: [notRegistered(store, timeout: timeout)]),
        ])
    }

    @Test func asyncRulesRunOnlyAfterTheSynchronousRulesPass() async throws {
        let store = FakeStore(taken: ["ana@example.com"])
        let result = try await Self.schema(store).validate(
            ["email": .text("ana@"), "name": .text("Ana")], environment: english, clock: TestClock())
        #expect(result.issues.map(\.code) == [.emailEmptyDomain])
        // The malformed address and the empty optional backup never reached the store.
        #expect(await store.record.lookups.isEmpty)
    }

    @Test func aTakenAddressGetsTheRulesIssueAtItsPath() async throws {
        let store = FakeStore(taken: ["ana@example.com"])
        let result = try await Self.schema(store).validate(
            ["email": .text(" ana@EXAMPLE.com "), "name": .text(""), "backup": .text("bia@example.com")],
            environment: english, clock: TestClock())
        #expect(result.issues.map(\.code) == ["email-taken", .required])
        #expect(result.issues.first?.path.jsonPointer == "/email")
        #expect(result.issues.first?.localized(languageTag: "en") == "ana@example.com is taken")
        // The rule saw the value after normalizers and synchronous rules.
        #expect(await store.record.lookups.sorted() == ["ana@example.com", "bia@example.com"])
        #expect(result.values["backup"] == .text("bia@example.com"))
    }

    @Test func theSynchronousVariantSkipsAsyncRules() async {
        let store = FakeStore(taken: ["ana@example.com"])
        let result = Self.schema(store).validate(["email": .text("ana@example.com")], environment: english)
        #expect(result.issues.map(\.code) == [.required])
        #expect(await store.record.lookups.isEmpty)
    }

    @Test func fieldsAreCheckedConcurrentlyAndIssuesKeepFieldOrder() async throws {
        let store = FakeStore(holdsAnswers: true)
        let clock = TestClock()
        let schema = Self.schema(store)
        let validation = Task {
            try await schema.validate(
                ["email": .text("a@example.com"), "name": .text("Ana"), "backup": .text("b@example.com")],
                environment: english, clock: clock)
        }
        // Both lookups are waiting at once: neither field waited for the other.
        await store.wait { $0.pending.count == 2 }
        // Answered in reverse order; issues still come in the schema's order.
        await store.answer("b@example.com", taken: true)
        await store.answer("a@example.com", taken: true)
        let result = try await validation.value
        #expect(result.issues.map(\.path.jsonPointer) == ["/email", "/backup"])
    }

    @Test func aRuleThatDoesNotAnswerInTimeGivesItsOwnCode() async throws {
        // A store that never answers and ignores cancellation: the timeout still ends
        // the validation, without waiting for it.
        let store = FakeStore(holdsAnswers: true, ignoresCancellation: true)
        let clock = TestClock()
        let schema = Self.schema(store, timeout: .seconds(2))
        let validation = Task {
            try await schema.validate(
                ["email": .text("slow@example.com"), "name": .text("Ana")], environment: english, clock: clock)
        }
        await store.wait { $0.pending == ["slow@example.com"] }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(1))
        #expect(await store.record.pending == ["slow@example.com"])
        clock.advance(by: .seconds(1))
        let result = try await validation.value
        #expect(result.issues.map(\.code) == [.checkTimedOut])
        #expect(
            result.issues.first?.localized(languageTag: "ru")
                == "Не удалось вовремя проверить поле «E-mail». Попробуйте ещё раз.")
        await store.answer("slow@example.com", taken: false)  // Let the abandoned lookup end.
    }

    @Test func aRuleThatThrowsGivesCheckFailed() async throws {
        let store = FakeStore()
        let result = try await Self.schema(store).validate(
            ["email": .text("fail@example.com"), "name": .text("Ana")], environment: english, clock: TestClock())
        #expect(result.issues.map(\.code) == [.checkFailed])
        #expect(
            result.issues.first?.localized(languageTag: "pt-BR")
                == "Não foi possível verificar o campo “E-mail”. Tente novamente.")
    }

    @Test func typedDecodingRunsTheAsyncRules() async throws {
        struct Account: Decodable, Equatable {
            var email: String
            var name: String
        }
        let store = FakeStore(taken: ["ana@example.com"])
        let schema = Self.schema(store)
        let free = try await schema.decode(
            Account.self, from: Array(#"{"email": " BIA@Example.com ", "name": "Bia"}"#.utf8),
            environment: english, clock: TestClock())
        #expect(free == Account(email: "BIA@example.com", name: "Bia"))
        await #expect {
            try await schema.decode(
                Account.self, from: Array(#"{"email": "ana@example.com", "name": "Ana"}"#.utf8),
                environment: english, clock: TestClock())
        } throws: { error in
            (error as? ValidationFailure)?.issues.map(\.code) == ["email-taken"]
        }
    }

    @Test func cancellingTheValidationCancelsTheChecks() async throws {
        let store = FakeStore(holdsAnswers: true)
        let schema = Self.schema(store)
        let clock = TestClock()
        let validation = Task {
            try await schema.validate(
                ["email": .text("a@example.com"), "name": .text("Ana"), "backup": .text("b@example.com")],
                environment: english, clock: clock)
        }
        await store.wait { $0.pending.count == 2 }
        validation.cancel()
        await #expect(throws: CancellationError.self) { try await validation.value }
        await store.wait { $0.cancelled.count == 2 }
        #expect(await store.record.pending.isEmpty)
    }

    @Test func aFieldStopsAtItsFirstFailingAsyncRule() async throws {
        let store = FakeStore(taken: ["ana@example.com"])
        let second = AsyncRule("never") { _, _ in
            Issue.record("the second rule ran after the first failed")
            return .valid
        }
        let normalizing = AsyncRule("canonical") { value, _ in .normalized(.text((value.text ?? "") + "!")) }
        let schema = FormSchema([
            FieldSpec(
                "email", label: LocalizedText(verbatim: "E-mail"), rules: [],
                asyncRules: [Self.notRegistered(store), second]),
            FieldSpec("nick", label: LocalizedText(verbatim: "Nick"), rules: [], asyncRules: [normalizing]),
        ])
        let result = try await schema.validate(
            ["email": .text("ana@example.com"), "nick": .text("ana")], environment: english, clock: TestClock())
        #expect(result.issues.map(\.code) == ["email-taken"])
        #expect(result.values["nick"] == .text("ana!"))
    }

    @Test func asyncIssuesJoinInFieldOrderAndKeepTheOthersOrder() {
        // An issue about a key the schema does not have (an unknown submitted key) keeps
        // its place; async issues go in field order among the synchronous ones.
        let schema = Self.schema(FakeStore())
        let unknown = ValidationIssue(
            field: "isAdmin", code: "unknown-key", message: LocalizedText(verbatim: "unknown"))
        let required = ValidationIssue(field: "name", code: .required, message: LocalizedText(verbatim: "required"))
        let synchronous = ValidationResult(
            issues: [unknown, required], values: [:], fields: ["email", "name", "backup"])
        let taken = { (field: FieldKey) in
            AsyncAnswer(
                field: field, checkedValue: .text("x"), value: .text("x"),
                issue: ValidationIssue(field: field, code: "email-taken", message: LocalizedText(verbatim: "taken")))
        }
        let merged = schema.merging([taken("backup"), taken("email")], into: synchronous)
        #expect(merged.issues.map(\.field) == ["isAdmin", "email", "name", "backup"])
        #expect(merged.values["backup"] == .text("x"))
    }
}

/// FormModel runs async rules after its debounce, and never shows an answer about a
/// value the user has since changed.
@MainActor
@Suite struct FormModelAsyncRuleConcurrencyTests {
    static let debounce = Duration.milliseconds(300)

    func model(_ store: FakeStore, clock: TestClock, debounce: Duration? = debounce) -> FormModel {
        FormModel(
            schema: AsyncRuleConcurrencyTests.schema(store), environment: english, policy: .onBlur, debounce: debounce,
            sleepClock: clock)
    }

    @Test func asyncRulesRunAfterTheDebounce() async throws {
        let store = FakeStore(holdsAnswers: true)
        let clock = TestClock()
        let form = model(store, clock: clock)
        form[text: "email"] = "ana@example.com"
        await clock.waitForSleepers(1)  // the debounce
        #expect(await store.record.lookups.isEmpty)
        clock.advance(by: Self.debounce)
        await store.wait { $0.pending == ["ana@example.com"] }
        #expect(form.checkingFields == ["email"])
        #expect(!form.canSubmit)
        let check = try #require(form.runningChecks["email"]).task
        await store.answer("ana@example.com", taken: true)
        await check.value
        #expect(form.checkingFields.isEmpty)
        #expect(form.result.issue(for: "email")?.code == "email-taken")
        form.blur("email")
        #expect(form.visibleIssue(for: "email")?.code == "email-taken")
        // Validating again (a blur) keeps the answer without asking the store again.
        #expect(await store.record.lookups == ["ana@example.com"])
    }

    @Test func anAnswerForAValueTheUserHasChangedNeverShows() async throws {
        let store = FakeStore(holdsAnswers: true)
        let clock = TestClock()
        let form = model(store, clock: clock)
        form[text: "email"] = "taken@example.com"
        await clock.waitForSleepers(1)
        clock.advance(by: Self.debounce)
        await store.wait { $0.pending == ["taken@example.com"] }
        let staleCheck = try #require(form.runningChecks["email"]).task
        // The user types on; the store then answers about the old value.
        form[text: "email"] = "free@example.com"
        await store.answer("taken@example.com", taken: true)
        await staleCheck.value
        #expect(form.result.issue(for: "email") == nil)
        // After the next debounce, the new value is checked and its answer shows.
        await clock.waitForSleepers(1)  // the new debounce (the old check's timer is gone)
        clock.advance(by: Self.debounce)
        await store.wait { $0.pending == ["free@example.com"] }
        let check = try #require(form.runningChecks["email"]).task
        await store.answer("free@example.com", taken: false)
        await check.value
        #expect(form.result.issue(for: "email") == nil)
        #expect(await store.record.lookups == ["taken@example.com", "free@example.com"])
        #expect(form.checkingFields.isEmpty)
    }

    @Test func withoutDebounceAnEditCancelsTheRunningCheck() async throws {
        let store = FakeStore(holdsAnswers: true)
        let form = model(store, clock: TestClock(), debounce: nil)
        form[text: "email"] = "first@example.com"
        await store.wait { $0.pending == ["first@example.com"] }
        form[text: "email"] = "second@example.com"
        await store.wait { $0.cancelled == ["first@example.com"] && $0.pending == ["second@example.com"] }
        let check = try #require(form.runningChecks["email"]).task
        await store.answer("second@example.com", taken: true)
        await check.value
        #expect(form.result.issues.map(\.code) == ["email-taken", .required])
    }

    @Test func submitWaitsForTheChecksAndRefusesATakenAddress() async {
        let store = FakeStore(taken: ["ana@example.com"])
        let form = model(store, clock: TestClock())
        form[text: "email"] = "ana@example.com"
        form[text: "name"] = "Ana"
        var sent = false
        let submitted = await form.submit { _ in sent = true }
        #expect(!submitted)
        #expect(!sent)
        #expect(form.visibleIssue(for: "email")?.code == "email-taken")
        form[text: "email"] = "bia@example.com"
        #expect(await form.submit { _ in sent = true })
        #expect(sent)
    }
}
