import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// A plain field (no nested schema, no `each:`) given an object or array is
/// `wrong-type`, through `validate(json:)` as through typed `decode`; a field with a
/// rule of the app's own still takes any kind of value.
@Suite struct PlainFieldValueKindTests {
    struct Profile: Decodable {
        var name: String
        var age: Int?
    }

    static let schema = FormSchema([
        FieldSpec("name", label: LocalizedText(verbatim: "Name"), rules: [.required, .length(max: 40)]),
        FieldSpec("age", label: LocalizedText(verbatim: "Age"), rules: [.integer(in: 0...150)]),
        FieldSpec("note", label: LocalizedText(verbatim: "Note"), rules: []),
        FieldSpec(
            "tags", label: LocalizedText(verbatim: "Tags"), rules: [],
            each: .value(label: LocalizedText(verbatim: "Tag"), rules: [.length(max: 10)])),
    ])

    static func issues(_ json: String) throws -> [String] {
        try schema.validate(json: Data(json.utf8), environment: english).issues.map { "\($0.path) \($0.code)" }
    }

    @Test func objectsAndArraysInPlainFieldsAreWrongType() throws {
        #expect(try Self.issues(#"{"name": {"$gt": ""}}"#) == ["/name wrong-type"])
        #expect(try Self.issues(#"{"name": "Ana", "age": [1]}"#) == ["/age wrong-type"])
        // Optional, no rules: still not a place for structure.
        #expect(try Self.issues(#"{"name": "Ana", "note": {}}"#) == ["/note wrong-type"])
        #expect(try Self.issues(#"{"name": []}"#) == ["/name wrong-type"])
        // An array field's elements are plain values too.
        #expect(try Self.issues(#"{"name": "Ana", "tags": ["a", {"b": 1}]}"#) == ["/tags/1 wrong-type"])
        // The refused value is not what the result hands on as valid.
        let result = try Self.schema.validate(json: Data(#"{"name": {"$gt": ""}}"#.utf8), environment: english)
        #expect(!result.isValid)
        #expect(result.issue(for: "name")?.localized(in: .english) == "Name has the wrong kind of value.")
        // The kinds plain fields read still pass.
        #expect(try Self.issues(#"{"name": "Ana", "age": 31, "note": "x", "tags": ["a"]}"#) == [])
    }

    @Test func liveValidationOfOneFieldAgrees() {
        let issue = Self.schema.validate(field: "name", in: ["name": .array([])], environment: english)
        #expect(issue?.code == .wrongType)
    }

    @Test func typedDecodingReportsTheSameIssue() {
        #expect(throws: ValidationFailure.self) {
            try Self.schema.decode(Profile.self, from: Data(#"{"name": {"$gt": ""}}"#.utf8), environment: english)
        }
        do {
            _ = try Self.schema.decode(Profile.self, from: Data(#"{"name": ["Ana"]}"#.utf8), environment: english)
        } catch let failure as ValidationFailure {
            #expect(failure.issues.map { "\($0.path) \($0.code)" } == ["/name wrong-type"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// A rule of the app's own may read an object (the documented street rule), so its
    /// field takes one.
    @Test func aFieldWithACustomRuleTakesAnyKind() {
        let street = Rule.custom("street") { value, _ in
            value.object?["street"]?.text?.isEmpty == false
                ? .valid : .invalid(code: "street-missing", message: LocalizedText(verbatim: "Street?"))
        }
        let schema = FormSchema([FieldSpec("address", label: LocalizedText(verbatim: "Address"), rules: [street])])
        let valid = schema.validate(["address": .object(["street": .text("Rua A")])], environment: english)
        #expect(valid.isValid)
        let invalid = schema.validate(["address": .object(["street": .text("")])], environment: english)
        #expect(invalid.issues.map(\.code) == ["street-missing"])
    }
}
