import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import TestSupport
import Testing

@testable import LocalizedValidation

extension FormField where Value == String {
    fileprivate static let email = FormField("email")
    fileprivate static let name = FormField("name")
    fileprivate static let backup = FormField("backup")
}

extension FormField where Value == Bool {
    fileprivate static let terms = FormField("terms")
}

/// The form model keeps one state per field and derives its result from them: after
/// any sequence of edits and async answers the result is what the schema says, stale
/// answers never show, and the derived members stay linear in the fields.
@MainActor
@Suite struct FormModelStateTests {
    /// Addresses the fake store knows as registered.
    static let taken: Set<String> = ["taken@example.com", "used@example.org"]

    /// E-mail and backup e-mail with an async "not registered" rule, a name, and terms,
    /// all declared as typed fields.
    static func schema(_ store: FakeStore) -> FormSchema {
        FormSchema([
            FieldSpec(
                .email, label: LocalizedText(verbatim: "E-mail"), normalizers: [.email],
                rules: [.email(.international)], asyncRules: [AsyncRuleConcurrencyTests.notRegistered(store)]),
            FieldSpec(.name, label: LocalizedText(verbatim: "Name"), rules: [.required, .length(min: 2)]),
            FieldSpec(
                .backup, label: LocalizedText(verbatim: "Backup e-mail"), normalizers: [.email],
                rules: [.email(.international)], asyncRules: [AsyncRuleConcurrencyTests.notRegistered(store)]),
            FieldSpec(.terms, label: LocalizedText(verbatim: "Terms"), rules: [.mustBeTrue]),
        ])
    }

    /// What the result must be, computed straight from the schema: the synchronous
    /// validation of the draft, plus, for each field with async rules whose value
    /// passed them and is not empty, "taken" once its check is over (none while it
    /// runs).
    static func reference(_ form: FormModel) -> ValidationResult {
        let synchronous = form.schema.validate(form.values, environment: form.environment)
        var issues: [ValidationIssue] = []
        for field in form.schema.fields {
            let own = synchronous.issues.filter { $0.field == field.key }
            issues += own
            guard own.isEmpty, !field.asyncRules.isEmpty, !form.checkingFields.contains(field.key),
                let email = synchronous.values[field.key]?.text, !email.isEmpty, taken.contains(email)
            else { continue }
            issues.append(
                ValidationIssue(
                    field: field.key, code: "email-taken", message: LocalizedText(verbatim: "\(email) is taken")))
        }
        return ValidationResult(issues: issues, values: synchronous.values, fields: synchronous.fields)
    }

    /// Every derived member against the reference.
    static func expectConsistent(_ form: FormModel, step: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = reference(form)
        let result = form.result
        #expect(result == expected, "step \(step)", sourceLocation: sourceLocation)
        #expect(form.firstInvalidField == expected.firstInvalidField, "step \(step)", sourceLocation: sourceLocation)
        #expect(
            form.canSubmit == (expected.isValid && form.checkingFields.isEmpty && !form.isSubmitting),
            "step \(step)", sourceLocation: sourceLocation)
        for field in form.schema.fields {
            #expect(
                form.issues(for: field.key) == expected.issues(for: field.key), "step \(step) \(field.key)",
                sourceLocation: sourceLocation)
        }
        // A field with async rules and a value that passed its synchronous rules has a
        // check running or an answer about that very value: never a stale one.
        for (field, state) in zip(form.schema.fields, form.fieldStates) where !field.asyncRules.isEmpty {
            guard state.validation.issues.isEmpty, !state.validation.value.isEmpty else { continue }
            #expect(
                state.isChecking || state.currentAnswer != nil, "step \(step) \(field.key)",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func theResultFollowsTheFieldStatesAfterAnySequence(seed: UInt64) async {
        let store = FakeStore(taken: Self.taken)
        let form = FormModel(schema: Self.schema(store), environment: english, policy: .onBlur)
        var random = SplitMix64(state: seed)  // PRECISDifferentialTests' generator
        let addresses = [
            "", "ana@", "ana@example.com", "taken@example.com", " Taken@EXAMPLE.com ", "used@example.org",
            "bia@example.org",
        ]
        let names = ["", "A", "Ana", "  Ana  "]
        for step in 0..<120 {
            switch random.next() % 9 {
            case 0, 1: form[.email] = random.pick(addresses)
            case 2, 3: form[.backup] = random.pick(addresses)
            case 4: form[.name] = random.pick(names)
            case 5: form[.terms] = random.next() % 2 == 0
            case 6: form.blur(random.pick([FormField<String>.email, .name, .backup]))
            case 7:
                // Let the checks answer: some, or all of them.
                if random.next() % 2 == 0 { await Task.yield() } else { await form.finishAsyncChecks() }
            default:
                if random.next() % 2 == 0 { form.discardChanges() } else { _ = form.save() }
            }
            Self.expectConsistent(form, step: step)
        }
        await form.finishAsyncChecks()
        #expect(form.checkingFields.isEmpty)
        Self.expectConsistent(form, step: -1)
    }

    @Test func anAnswerOfAReplacedCheckIsIgnored() async throws {
        // A client that cannot be interrupted: the replaced lookup still answers, and
        // its check (cancelled, or with an old id) must not write it.
        let store = FakeStore(holdsAnswers: true, ignoresCancellation: true)
        let form = FormModel(schema: Self.schema(store), environment: english)
        form[.email] = "taken@example.com"
        await store.wait { $0.pending == ["taken@example.com"] }
        let replaced = try #require(form.runningChecks["email"]).task
        form[.email] = "free@example.com"
        await store.wait { $0.pending == ["taken@example.com", "free@example.com"] }
        await store.answer("taken@example.com", taken: true)
        await replaced.value
        #expect(form.issues(for: "email").isEmpty)
        #expect(form.checkingFields == ["email"])
        let current = try #require(form.runningChecks["email"]).task
        await store.answer("free@example.com", taken: false)
        await current.value
        #expect(form.issues(for: "email").isEmpty)
        #expect(form.checkingFields.isEmpty)
        #expect(form.result.values["email"] == .text("free@example.com"))
    }

    @Test func anAnswerAboutAnEarlierValueDoesNotShowWhenTheValueComesBack() async throws {
        // Asked about taken@, the user types another value and back: the first answer
        // belongs to a replaced check and is dropped; the new check answers.
        let store = FakeStore(holdsAnswers: true, ignoresCancellation: true)
        let form = FormModel(schema: Self.schema(store), environment: english)
        form[.email] = "taken@example.com"
        await store.wait { $0.pending == ["taken@example.com"] }
        let first = try #require(form.runningChecks["email"])
        form[.email] = "ana@"  // invalid: no check, the running one is cancelled
        #expect(form.checkingFields.isEmpty)
        form[.email] = "taken@example.com"
        let second = try #require(form.runningChecks["email"])
        #expect(second.id != first.id)
        await store.answer("taken@example.com", taken: false)  // the first lookup, held first
        await first.task.value
        #expect(form.runningChecks["email"]?.id == second.id)
        #expect(form.issues(for: "email").isEmpty)
        // The second lookup may reach the store only now, on a loaded machine.
        await store.wait { $0.pending == ["taken@example.com"] }
        await store.answer("taken@example.com", taken: true)
        await second.task.value
        #expect(form.issues(for: "email").map(\.code) == ["email-taken"])
    }

    @Test func submittingTwiceWhileAChecksRunsRunsTheActionOnce() async {
        let store = FakeStore(holdsAnswers: true)
        let form = FormModel(schema: Self.schema(store), environment: english)
        form[.name] = "Ana"
        form[.terms] = true
        form[.email] = "ana@example.com"
        await store.wait { $0.pending == ["ana@example.com"] }
        var runs = 0
        let first = Task { @MainActor in await form.submit { _ in runs += 1 } }
        while !form.isSubmitting { await Task.yield() }
        let second = await form.submit { _ in runs += 1 }
        #expect(!second)
        #expect(!form.canSubmit)
        await store.answer("ana@example.com", taken: false)
        #expect(await first.value)
        #expect(runs == 1)
        #expect(await store.record.lookups == ["ana@example.com"])
        #expect(form.canSubmit)
    }

    @Test func typedFieldsBindTextAndFlags() {
        let form = FormModel(schema: Self.schema(FakeStore()), environment: english, policy: .onBlur)
        form[.name] = "A"
        form[.terms] = true
        #expect(form[.name] == "A")
        #expect(form[text: "name"] == "A")
        #expect(form[.terms])
        #expect(form.values["terms"] == .flag(true))
        form.set(.terms, to: false)
        #expect(form[flag: "terms"] == false)
        #expect(form.visibleIssue(for: .name) == nil)
        form.focusNext(after: .name)
        #expect(form.focusedField == "backup")
        #expect(form.visibleIssue(for: .name)?.code == "too-short")
        #expect(form.visibleError(for: .name, languageTag: "en", isolation: .none) != nil)
        #expect(form.blurredFields == ["name"])
        #expect(form.editedFields == ["name", "terms"])
        // What SwiftUI's `$form[.email]` builds: a writable key path through the subscript.
        let email: ReferenceWritableKeyPath<FormModel, String> = \.[.email]
        form[keyPath: email] = "ana@example.com"
        #expect(form.values["email"] == .text("ana@example.com"))
    }

    @Test func readingAMisspeltKeyStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let form = FormModel(schema: FormModelTests.registration, environment: english)
                _ = form[text: "emial"]
            }
        }
    }

    @Test func blurringAMisspeltKeyStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                FormModel(schema: FormModelTests.registration, environment: english).blur("pasword")
            }
        }
    }

    @Test func initialValuesOfUnknownFieldsStopADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = FormModel(
                    schema: FormModelTests.registration, environment: english, values: ["emial": .text("x")])
            }
        }
    }

    /// The derived members read each field state a fixed number of times: the work per
    /// field is the same for 1,000 fields as for 10,000 (it was once quadratic). Counts
    /// operations rather than timing them.
    @Test func derivedMembersAreLinearInTheFields() {
        var stepsPerField: [Int] = []
        var evaluationsPerField: [Int] = []
        for count in [1_000, 2_000, 5_000, 10_000] {
            let evaluations = Counter()
            let counting = Rule("counting") { _, _ in
                evaluations.increment()
                return .valid
            }
            let fields = (0..<count).map {
                FieldSpec(FieldKey("f\($0)"), label: LocalizedText(verbatim: "F"), rules: [.required, counting])
            }
            // Every field filled but the last: the first invalid field is the last one.
            var values: [FieldKey: FieldValue] = [:]
            for index in 0..<(count - 1) { values[FieldKey("f\(index)")] = .text("x") }
            let form = FormModel(schema: FormSchema(fields), environment: english, values: values)
            evaluations.reset()
            form.derivationSteps = 0
            #expect(!form.save())
            #expect(form.focusedField == FieldKey("f\(count - 1)"))
            #expect(form.result.firstInvalidField == FieldKey("f\(count - 1)"))
            #expect(form.firstVisibleInvalidField == FieldKey("f\(count - 1)"))
            #expect(!form.canSubmit)
            #expect(form.result.issues.count == 1)
            #expect(form.derivationSteps % count == 0)
            stepsPerField.append(form.derivationSteps / count)
            evaluationsPerField.append(evaluations.value / (count - 1))
        }
        // The same number of reads per field at every size: linear.
        #expect(Set(stepsPerField).count == 1)
        #expect(stepsPerField.first.map { $0 <= 6 } == true)
        #expect(evaluationsPerField == [1, 1, 1, 1])  // one validation per save
    }
}

/// A count that rules, which run off the main actor, can bump.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
    func reset() { lock.withLock { count = 0 } }
}
