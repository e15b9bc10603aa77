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

    @Test("A long unknown key is not echoed: its issue points at its object and names its start")
    func longKeysAreNotEchoed() throws {
        let schema = FormSchema([
            FieldSpec("a", label: LocalizedText(verbatim: "A"), rules: []),
            FieldSpec(
                "o", label: LocalizedText(verbatim: "O"),
                schema: FormSchema([FieldSpec("b", label: LocalizedText(verbatim: "B"), rules: [])])),
        ])
        // Nested, a name within the object's byte budget, but over the echo bound.
        let long = String(repeating: "<", count: 100_000)
        let nested = String(repeating: "<", count: FormSchema.maximumEchoedKeyBytes + 1)
        let json = #"{"\#(long)": 1, "o": {"\#(nested)": 2}}"#
        let result = try schema.validate(json: Array(json.utf8), environment: english)
        #expect(result.issues.map(\.path.jsonPointer) == ["/o", ""])
        #expect(result.issues.map(\.code) == [.unknownField, .unknownField])
        let shown = String(repeating: "<", count: FormSchema.maximumEchoedKeyScalars) + "…"
        #expect(result.issues.allSatisfy { $0.localized(in: .english) == "“\(shown)” is not a field of this form." })
        #expect(result.issues.last?.field.rawValue == long)
        // At the bound, the name is sent back whole.
        let atBound = String(repeating: "k", count: FormSchema.maximumEchoedKeyBytes)
        let whole = try schema.validate(json: Array(#"{"\#(atBound)": 1}"#.utf8), environment: english)
        #expect(whole.issues.map(\.path.jsonPointer) == ["/" + atBound])
    }

    @Test("A reader error inside a member with a long name points at its object")
    func readerErrorsDoNotEchoLongNames() {
        let long = String(repeating: "a", count: FormSchema.maximumEchoedKeyBytes + 1)
        for (json, pointer) in [
            (#"{"\#(long)": tru}"#, ""), (#"{"o": {"\#(long)": [1, tru]}}"#, "/o"),
            (#"{"o": {"ok": [tru]}}"#, "/o/ok/0"),
        ] {
            do {
                _ = try FieldValue(json: Array(json.utf8))
                Issue.record("read: \(json.prefix(20))")
            } catch let error as JSONInputError {
                #expect(error.pointer == pointer)
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}

/// JSON member names are compared scalar for scalar (RFC 8259 §8.3): a name that is only
/// canonically equivalent to a field's key is not that field.
@Suite struct ExactMemberNameTests {
    private let apiKey = FieldSpec("apiKey", label: LocalizedText(verbatim: "API key"), rules: [.length(max: 5)])

    private func validate(_ schema: FormSchema, _ json: String) throws -> ValidationResult {
        try schema.validate(json: Array(json.utf8), environment: english)
    }

    @Test(
        "A canonically equivalent name (KELVIN SIGN, OHM SIGN, GREEK QUESTION MARK) is an unknown key, never the field")
    func equivalentNameIsUnknown() throws {
        for (name, escaped) in [("api\u{212A}ey", #"api\u212aey"#), ("api\u{212A}ey", "api\u{212A}ey")] {
            let result = try validate(FormSchema([apiKey]), #"{"\#(escaped)": "much too long"}"#)
            #expect(result.issues.map(\.code) == [.unknownField])
            #expect(result.issues.map(\.path.jsonPointer) == ["/" + name])
            // Every field has an entry: absent, since the member was not this field.
            #expect(result.values == ["apiKey": .absent])
        }
        let ohm = FieldSpec("\u{3A9}", label: LocalizedText(verbatim: "Omega"), rules: [])
        let question = FieldSpec(";", label: LocalizedText(verbatim: "Semicolon"), rules: [])
        let result = try validate(FormSchema([ohm, question]), #"{"\u2126": "x", "\u037e": "y"}"#)
        #expect(result.issues.map(\.code) == [.unknownField, .unknownField])
        #expect(result.issues.map(\.path.jsonPointer) == ["/\u{37E}", "/\u{2126}"])
        // Stripped, the member is dropped under its own spelling; allowed, it is kept so.
        let stripped = try validate(FormSchema([apiKey], unknownKeys: .strip), #"{"api\u212aey": "x"}"#)
        #expect(stripped.isValid && stripped.values == ["apiKey": .absent])
        let allowed = try validate(FormSchema([apiKey], unknownKeys: .allow), #"{"api\u212aey": "x"}"#)
        #expect(allowed.values == ["apiKey": .absent, FieldKey("api\u{212A}ey"): .text("x")])
    }

    @Test("In nested objects and arrays of objects too, and decoding never reads the member as the field")
    func nestedAndDecoded() throws {
        let inner = FormSchema([apiKey])
        let schema = FormSchema([
            FieldSpec("owner", label: LocalizedText(verbatim: "Owner"), schema: inner),
            FieldSpec(
                "keys", label: LocalizedText(verbatim: "Keys"),
                each: .object(label: LocalizedText(verbatim: "Key"), schema: inner)),
        ])
        let result = try validate(
            schema, #"{"owner": {"api\u212aey": "x"}, "keys": [{"apiKey": "y"}, {"api\u212aey": "z"}]}"#)
        #expect(result.issues.map(\.code) == [.unknownField, .unknownField])
        #expect(result.issues.map(\.path.jsonPointer) == ["/owner/api\u{212A}ey", "/keys/1/api\u{212A}ey"])

        struct Inner: Decodable { var apiKey: String? }
        struct Outer: Decodable { var owner: Inner? }
        let loose = FormSchema(
            [
                FieldSpec(
                    "owner", label: LocalizedText(verbatim: "Owner"), schema: FormSchema([apiKey], unknownKeys: .allow))
            ]
        )
        let decoded = try loose.decode(
            Outer.self, from: Array(#"{"owner": {"api\u212aey": "x"}}"#.utf8), environment: english)
        #expect(decoded.owner?.apiKey == nil)
        struct Top: Decodable { var apiKey: String? }
        let top = try FormSchema([apiKey], unknownKeys: .allow).decode(
            Top.self, from: Array(#"{"api\u212aey": "x"}"#.utf8), environment: english)
        #expect(top.apiKey == nil)
    }

    @Test("Names that are canonically equivalent spellings in one object are refused as duplicate-key, at every level")
    func equivalentNamesAreDuplicates() {
        for json in [
            #"{"caf\u00e9": 1, "cafe\u0301": 2}"#, #"{"apiKey": 1, "api\u212aey": 2}"#,
            #"{"tags": {"caf\u00e9": 1, "cafe\u0301": 2}}"#,
        ] {
            #expect(throws: JSONInputError.self, "\(json)") {
                _ = try FormSchema([apiKey], unknownKeys: .allow).validate(json: Array(json.utf8), environment: english)
            }
            do {
                _ = try FieldValue.fields(json: Array(json.utf8), limits: .default)
            } catch {
                #expect(error.reason == .duplicateKey, "\(json)")
            }
        }
    }

    @Test("FieldKey is equal, hashed and ordered by scalars")
    func fieldKeyIsExact() {
        #expect(FieldKey("caf\u{E9}") != FieldKey("cafe\u{301}"))
        #expect(Set([FieldKey("caf\u{E9}"), FieldKey("cafe\u{301}"), FieldKey("caf\u{E9}")]).count == 2)
        #expect(FieldKey("cafe\u{301}") < FieldKey("caf\u{E9}") && !(FieldKey("caf\u{E9}") < FieldKey("cafe\u{301}")))
    }
}
