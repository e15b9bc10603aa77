import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// A schema's JSON Schema export, checked by an independent validator (python
/// jsonschema, draft 2020-12): it never refuses a body the schema accepts, and refuses
/// every body the schema refuses for a wrong type, a missing member or an unknown key.
@Suite struct JSONSchemaExportTests {
    private static func label(_ text: String) -> LocalizedText { LocalizedText(verbatim: text) }

    static let profile = FormSchema([
        FieldSpec("name", label: label("Name"), rules: [.required, .length(min: 2, max: 40)]),
        FieldSpec("email", label: label("E-mail"), normalizers: [.email], rules: [.required, .email(.international)]),
        FieldSpec("age", label: label("Age"), rules: [.required, .integer(in: 13...120)]),
        FieldSpec("height", label: label("Height"), rules: [.number(min: 0.5, max: 2.5)]),
        FieldSpec("plan", label: label("Plan"), rules: [.oneOf(["free", "pro"])]),
        FieldSpec("currency", label: label("Currency"), normalizers: [], rules: [.required, .oneOf(["BRL", "RUB"])]),
        FieldSpec("newsletter", label: label("Newsletter"), rules: []),
        FieldSpec("terms", label: label("Terms"), rules: [.mustBeTrue]),
        FieldSpec(
            "address", label: label("Address"), rules: [.required],
            schema: FormSchema([
                FieldSpec("city", label: label("City"), rules: [.required]),
                FieldSpec("zip", label: label("ZIP"), rules: [.integer(in: 0...99_999)]),
            ])),
        FieldSpec(
            "phones", label: label("Phones"), rules: [.count(min: 1, max: 3)],
            each: .value(label: label("Phone"), rules: [.required, .length(max: 20)])),
    ])

    static let valid: [String: String] = [
        "name": #""Ana""#, "email": #""ana@example.com""#, "age": "30", "height": "1.7", "plan": #""pro""#,
        "currency": #""BRL""#,
        "newsletter": "true", "terms": "true", "address": #"{"city": "Recife", "zip": 50000}"#,
        "phones": #"["+55 81 5555-0000"]"#,
    ]

    /// Values of every JSON type, some valid for some fields.
    static let candidates = [
        "null", "true", "false", "0", "30", "-1", "1.5", "1e2", "200", #""""#, #""30""#, #""Ana""#,
        #""ana@example.com""#, #""pro""#, #""BRL""#, #"" BRL""#, #""true""#, "[]", #"["1"]"#, "{}", #"{"city": "Rio"}"#,
        #"{"city": 1}"#, #"{"city": "Rio", "zip": "x"}"#, #"{"city": "Rio", "extra": 1}"#, "[1, 2, 3, 4]",
    ]

    static func body(_ members: [String: String]) -> String {
        "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// The valid body with one member replaced or removed, and with an unknown member.
    static let bodies: [String] = {
        var bodies = [body(valid)]
        for key in valid.keys.sorted() {
            var without = valid
            without[key] = nil
            bodies.append(body(without))
            for candidate in candidates {
                var changed = valid
                changed[key] = candidate
                bodies.append(body(changed))
            }
        }
        var extra = valid
        extra["isAdmin"] = "true"
        bodies.append(body(extra))
        return bodies
    }()

    @Test func theExportIsDeterministicAndNamesEveryField() throws {
        let schema = Self.profile.jsonSchema(title: "Profile")
        #expect(schema == Self.profile.jsonSchema(title: "Profile"))
        let object = try #require(FieldValue(json: Array(schema.utf8)).object)
        #expect(object["$schema"] == .text("https://json-schema.org/draft/2020-12/schema"))
        #expect(
            object["required"] == .array(["name", "email", "age", "currency", "terms", "address"].map(FieldValue.text)))
        let properties = try #require(object["properties"]?.object)
        #expect(properties["age"]?.object?["type"] == .array([.text("string"), .text("integer")]))
        #expect(properties["terms"]?.object?["const"] == .flag(true))
        // An optional choice left empty passes, and a trimmed " pro " is "pro": only a
        // required choice without normalizers states its options.
        #expect(properties["plan"]?.object?["enum"] == nil)
        #expect(properties["currency"]?.object?["enum"] == .array([.text("BRL"), .text("RUB")]))
        #expect(properties["name"]?.object?["minLength"] == .number(2))
        #expect(properties["email"]?.object?["minLength"] == .number(1))
        #expect(properties["height"]?.object?["minimum"] == .number(ExactDecimal("0.5")!))
    }

    @Test func anIndependentValidatorAgreesOnTypesAndRequiredMembers() throws {
        let schemaLine = Self.profile.jsonSchema().replacingOccurrences(of: "\n", with: " ")
        let output = try PythonReference.run("jsonschema_reference.py", inputLines: [schemaLine] + Self.bodies)
        let verdicts = output.filter { !$0.hasPrefix("#") }
        try #require(verdicts.count == Self.bodies.count)
        var compared = 0
        for (body, verdict) in zip(Self.bodies, verdicts) {
            let result = try Self.profile.validate(json: Array(body.utf8), environment: english)
            let shapeCodes: Set<ValidationCode> = [.wrongType, .required, .unknownField, .mustBeTrue]
            let shapeIssue = result.issues.contains { shapeCodes.contains($0.code) }
            if result.isValid {
                #expect(verdict == "valid", "the export refuses a body the schema accepts: \(body)")
            }
            if shapeIssue {
                #expect(verdict.hasPrefix("invalid"), "the export accepts a mistyped body: \(body) \(result.issues)")
            }
            if verdict.hasPrefix("invalid") {
                #expect(!result.isValid, "the schema accepts what the export refuses: \(body) (\(verdict))")
            }
            compared += 1
        }
        #expect(compared > 200)
    }
}
