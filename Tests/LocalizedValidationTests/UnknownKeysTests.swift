import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// Submitted keys the schema does not have never reach the values unless allowed, and a
/// schema that names a field it lacks fails when built.
@Suite struct UnknownKeysTests {
    private let email = FieldSpec("email", label: LocalizedText(verbatim: "E-mail"), rules: [.required])

    @Test func unknownKeysAreRefusedByDefault() {
        let schema = FormSchema([email])
        let result = schema.validate(
            ["email": .text("ana@example.com"), "isAdmin": .flag(true), "role": .text("root")], environment: english)
        #expect(!result.isValid)
        #expect(result.issues.map(\.code) == [.unknownField, .unknownField])
        #expect(result.issues.map(\.path.jsonPointer) == ["/isAdmin", "/role"])
        #expect(result.values["isAdmin"] == nil && result.values["role"] == nil)
        #expect(result.values["email"] == .text("ana@example.com"))
        #expect(result.issues[0].localized(in: .english) == "“isAdmin” is not a field of this form.")
        #expect(result.issues[0].localized(in: try! IntlLocale("ru")) == "Поля «isAdmin» в этой форме нет.")
    }

    @Test func unknownKeysComeAfterFieldIssues() {
        let result = FormSchema([email]).validate(["zzz": .text("x")], environment: english)
        #expect(result.issues.map(\.code) == [.required, .unknownField])
    }

    @Test func stripDropsThemSilently() {
        let schema = FormSchema([email], unknownKeys: .strip)
        let result = schema.validate(["email": .text("a@b.co"), "isAdmin": .flag(true)], environment: english)
        #expect(result.isValid)
        #expect(result.values.keys.sorted() == ["email"])
    }

    @Test func allowKeepsThemUnvalidated() {
        let schema = FormSchema([email], unknownKeys: .allow)
        let result = schema.validate(["email": .text("a@b.co"), "isAdmin": .flag(true)], environment: english)
        #expect(result.isValid)
        #expect(result.values["isAdmin"] == .flag(true))
        #expect(schema.unknownKeys == .allow && FormSchema([email]).unknownKeys == .refuse)
        #expect(UnknownKeyPolicy.strip.description == "strip")
    }

    @Test func nestedObjectsRefuseUnknownMembersAtTheirPointer() {
        let address = FormSchema([FieldSpec("city", label: LocalizedText(verbatim: "City"), rules: [.required])])
        let schema = FormSchema([FieldSpec("address", label: LocalizedText(verbatim: "Address"), schema: address)])
        let result = schema.validate(
            ["address": .object(["city": .text("Recife"), "a/b~c": .text("x")])], environment: english)
        #expect(result.issues.map(\.code) == [.unknownField])
        #expect(result.issues.first?.path.jsonPointer == "/address/a~1b~0c")
        #expect(result.issues.first?.field == "address")
        #expect(result.values["address"] == .object(["city": .text("Recife")]))
    }
}

@Suite struct SchemaErrorTests {
    private let label = LocalizedText(verbatim: "Label")

    @Test func aMisspelledConfirmationFailsWhenBuilt() {
        let fields = [
            FieldSpec("password", label: label, rules: [.required]),
            FieldSpec("confirm", label: label, rules: [.confirmation(of: "pasword")]),
        ]
        #expect {
            _ = try FormSchema(checking: fields)
        } throws: { error in
            guard let error = error as? SchemaError else { return false }
            return error.reason == .unknownReference && error.field == "confirm" && error.referencedField == "pasword"
                && error.rule == "confirmation"
                && error.description
                    == "field “confirm”: rule “confirmation” names field “pasword”, which the schema does not have; "
                    + "did you mean “password”?"
        }
    }

    @Test func personalDataFieldsAreReferences() {
        let policy = PasswordPolicy(minimumLength: 8, personalDataFields: ["name", "emial"])
        let fields = [
            FieldSpec("name", label: label, rules: []),
            FieldSpec("password", label: label, rules: [.password(policy)]),
        ]
        #expect(throws: SchemaError.self) { try FormSchema(checking: fields) }
    }

    @Test func customCrossFieldRulesDeclareTheirReferences() throws {
        let rule = Rule.custom("after-start", referencing: ["start"]) { _, _ in .valid }
        #expect(rule.referencedFields == ["start"])
        #expect(rule.withByteBudget(10).referencedFields == ["start"])
        #expect(throws: SchemaError.self) { try FormSchema(checking: [FieldSpec("end", label: label, rules: [rule])]) }
        _ = try FormSchema(checking: [
            FieldSpec("start", label: label, rules: []), FieldSpec("end", label: label, rules: [rule]),
        ])
    }

    @Test func duplicateKeysNameTheKey() {
        do {
            _ = try FormSchema(checking: [
                FieldSpec("a", label: label, rules: []), FieldSpec("a", label: label, rules: []),
            ])
            Issue.record("no error")
        } catch let error as SchemaError {
            #expect(error.reason == .duplicateKey && error.field == "a")
            #expect(error.description == "two fields have the key “a”")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aNegativeBudgetIsAnError() {
        #expect(throws: SchemaError.self) { try FormSchema(checking: [], byteBudget: -1) }
    }

    @Test func theUncheckedInitializerStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            _ = FormSchema([FieldSpec("confirm", label: LocalizedText(verbatim: "C"), rules: [.confirmation(of: "x")])])
        }
    }
}

@Suite struct UnknownKeyBoundTests {
    @Test func atMostABoundedNumberOfUnknownKeysIsReported() {
        let schema = FormSchema([FieldSpec("a", label: LocalizedText(verbatim: "A"), rules: [])])
        var values: [FieldKey: FieldValue] = ["a": .text("x")]
        for index in 0..<1_000 { values[FieldKey("k\(1_000 + index)")] = .flag(true) }
        let result = schema.validate(values, environment: english)
        #expect(result.issues.count == FormSchema.maximumUnknownKeyIssues)
        #expect(result.issues.map(\.field.rawValue) == (0..<64).map { "k\(1_000 + $0)" })
        #expect(result.values.keys.sorted() == ["a"])
    }
}
