import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// Issues and results encode to a documented, stable JSON shape; `FieldKey` is a JSON
/// object key.
@Suite struct CodableResultTests {
    private let schema = FormSchema([
        FieldSpec("email", label: LocalizedText(verbatim: "E-mail"), rules: [.required, .email(.international)]),
        FieldSpec("age", label: LocalizedText(verbatim: "Age"), rules: [.integer(in: 0...150)]),
        FieldSpec("terms", label: LocalizedText(verbatim: "Terms"), rules: [.mustBeTrue]),
    ])

    private func encoded(_ value: some Encodable, locale: IntlLocale? = nil) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if let locale { encoder.userInfo[.validationMessageLocale] = locale }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func aResultHasTheDocumentedShape() throws {
        let result = schema.validate(
            ["email": .text("ana.example.com"), "age": .number(30), "terms": .flag(true)], environment: english)
        #expect(
            try encoded(result)
                == #"{"fields":["email","age","terms"],"issues":[{"code":"email-missing-at","field":"email","pointer":"/email"}],"#
                + #""valid":false,"values":{"age":30,"email":"ana.example.com","terms":true}}"#)
    }

    @Test func detailIsRenderedWhenAskedFor() throws {
        let issue = schema.validate(["email": .text("ana")], environment: english).issues[0]
        #expect(
            try encoded(issue, locale: try IntlLocale("pt-BR"))
                == #"{"code":"email-missing-at","detail":"Inclua o @ no e-mail do campo “E-mail”.","field":"email","pointer":"/email"}"#
        )
    }

    @Test func resultsEncodeAndReadBackThroughTheBoundedReaderOnly() throws {
        let result = schema.validate(["email": .text("ana"), "terms": .flag(false)], environment: english)
        let data = try JSONEncoder().encode(result)
        let back = try #require(FieldValue(json: data).object)
        #expect(back["values"] == .object(["email": .text("ana"), "terms": .flag(false), "age": .absent]))
        // One path from JSON to values: a generic decoder, which would read numbers
        // through Double or Decimal, is refused with a pointer to the exact reader.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([FieldKey: FieldValue].self, from: Data(#"{"age": 12.999999999999999999}"#.utf8))
        }
        // Issues keep their own decodable shape.
        let issues = try JSONDecoder().decode(
            [ValidationIssue].self, from: try JSONEncoder().encode(result.issues))
        #expect(issues.map(\.code) == result.issues.map(\.code) && issues.map(\.path) == result.issues.map(\.path))
        // The typed message cannot travel: a decoded issue renders its code, or its detail.
        #expect(issues[0].localized(in: .english) == "email-missing-at")
    }

    @Test("Numbers encode exactly: a JSON number when Int, Decimal or Double holds them, else their digits as text")
    func numbersEncodeExactly() throws {
        let price = FormSchema([FieldSpec("price", label: LocalizedText(verbatim: "Price"), rules: [.number(min: 0)])])
        let big = "12345678901234567890123456789012345678901.5"
        for (json, expected) in [
            ("42", "42"), ("12.5", "12.5"), ("1e300", "1e+300"), ("0.1", "0.1"),
            ("1e400", "\"1" + String(repeating: "0", count: 400) + "\""),
            ("1e-400", "\"0." + String(repeating: "0", count: 399) + "1\""), (big, "\"\(big)\""),
        ] {
            let result = try price.validate(json: Array(#"{"price": \#(json)}"#.utf8), environment: english)
            #expect(result.isValid)
            let values = try encoded(result.values)
            #expect(values == #"{"price":\#(expected)}"#, "\(json)")
            // Read back, the exact number: as a number, or as ExactDecimal's string.
            let number = try #require(result.values["price"]?.number)
            let back = try #require(FieldValue(json: Array(values.utf8)).object?["price"])
            #expect(back.number == number || back.text.flatMap(ExactDecimal.init(_:)) == number, "\(json)")
            // A generic decoder takes ExactDecimal's string (and refuses a fraction it read as Double).
            if expected.hasPrefix("\"") {
                #expect(try JSONDecoder().decode(ExactDecimal.self, from: Data(try encoded(number).utf8)) == number)
            }
        }
    }

    @Test func nestedPointersAreEscaped() throws {
        let issue = ValidationIssue(
            field: "a/b", path: FieldPath("a/b").appending(index: 2).appending("~"), code: .required,
            message: LocalizedText(verbatim: "x"))
        #expect(try encoded(issue) == #"{"code":"required","field":"a/b","pointer":"/a~1b/2/~0"}"#)
        let back = try JSONDecoder().decode(ValidationIssue.self, from: Data(try encoded(issue).utf8))
        #expect(back.path == issue.path)
    }

    @Test func fieldKeysAreJSONObjectKeys() throws {
        let values: [FieldKey: FieldValue] = ["email": .text("a@b.co"), "n": .number(1)]
        #expect(try encoded(values) == #"{"email":"a@b.co","n":1}"#)
        let decoded = try FieldValue.fields(json: Data(#"{"x": [true, null]}"#.utf8), limits: .default)
        #expect(decoded == ["x": .array([.flag(true), .absent])])
    }
}

/// The JSON the StructuredInput article shows is what the code produces.
@Suite struct DocumentedShapeTests {
    @Test func theArticlesExampleIsExact() throws {
        let signUp = FormSchema([
            FieldSpec(
                "email", label: LocalizedText(verbatim: "E-mail"), normalizers: [.email],
                rules: [.required, .email(.international)]),
            FieldSpec("terms", label: LocalizedText(verbatim: "Terms"), rules: [.mustBeTrue]),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.userInfo[.validationMessageLocale] = try IntlLocale("ru")
        let json = try encoder.encode(
            signUp.validate(["email": .text("ana"), "terms": .flag(true)], environment: english))
        let article = URL(filePath: #filePath).deletingLastPathComponent().appending(
            path: "../../Sources/LocalizedValidation/LocalizedValidation.docc/StructuredInput.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let block = try #require(text.components(separatedBy: "```json\n").last?.components(separatedBy: "```").first)
        // Compared as JSON values: the article's layout is for reading.
        let shown = try JSONSerialization.jsonObject(with: Data(block.utf8)) as? NSDictionary
        let produced = try JSONSerialization.jsonObject(with: json) as? NSDictionary
        #expect(shown == produced)
    }
}
