import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// `decode` validates and builds the app's own type from the normalized values.
@Suite struct TypedDecodingTests {
    struct SignUp: Decodable, Equatable {
        var name: String
        var email: String
        var birthDate: CalendarDate
        var age: Int
        var height: Double
        var budget: Decimal
        var terms: Bool
        var nickname: String?
        var address: Address
        var phones: [String]
    }

    struct Address: Decodable, Equatable {
        var city: String
        var zip: Int?
    }

    private static func label(_ text: String) -> LocalizedText { LocalizedText(verbatim: text) }

    private let schema = FormSchema([
        FieldSpec("name", label: label("Name"), normalizers: [.trim, .collapseWhitespace, .nfc], rules: [.required]),
        FieldSpec("email", label: label("E-mail"), normalizers: [.email], rules: [.required, .email(.international)]),
        FieldSpec("birthDate", label: label("Birth date"), rules: [.required, .date(style: .short, .birthDate())]),
        FieldSpec("age", label: label("Age"), rules: [.required, .integer(in: 0...150)]),
        FieldSpec("height", label: label("Height"), rules: [.required, .number(min: 0)]),
        FieldSpec("budget", label: label("Budget"), rules: [.required, .number(min: 0)]),
        FieldSpec("terms", label: label("Terms"), rules: [.mustBeTrue]),
        FieldSpec("nickname", label: label("Nickname"), rules: []),
        FieldSpec(
            "address", label: label("Address"), rules: [.required],
            schema: FormSchema([
                FieldSpec("city", label: label("City"), rules: [.required]),
                FieldSpec("zip", label: label("ZIP"), rules: [.integer(in: 0...99999)]),
            ])),
        FieldSpec("phones", label: label("Phones"), each: .value(label: label("Phone"), rules: [.required])),
    ])

    private var portuguese: InputEnvironment { InputEnvironment(locale: try! IntlLocale("pt-BR"), clock: fixedClock) }

    @Test func decodesTypedValuesFromTypedText() throws {
        let values: [FieldKey: FieldValue] = [
            "name": .text("  Ana   Souza "), "email": .text("Ana@EXAMPLE.com"), "birthDate": .text("05/06/1990"),
            "age": .text("1.0"), "height": .text("1,68"), "budget": .text("1.234,56"), "terms": .flag(true),
            "address": .object(["city": .text("Recife")]), "phones": .array([.text(" 81 9999 ")]),
        ]
        // pt-BR: "1.0" is not an integer text in pt-BR (`.` groups thousands).
        #expect(throws: ValidationFailure.self) {
            try schema.decode(SignUp.self, from: values, environment: portuguese)
        }
        var fixed = values
        fixed["age"] = .text("34")
        let signUp = try schema.decode(SignUp.self, from: fixed, environment: portuguese)
        #expect(
            signUp
                == SignUp(
                    name: "Ana Souza", email: "Ana@example.com",
                    birthDate: try CalendarDate(year: 1990, month: 6, day: 5),
                    age: 34, height: 1.68, budget: Decimal(string: "1234.56")!, terms: true, nickname: nil,
                    address: Address(city: "Recife", zip: nil), phones: ["81 9999"]))
    }

    @Test func decodesFromJSONBytesExactly() throws {
        let json = """
            {"name": "Ana", "email": "ana@example.com", "birthDate": "1990-06-05", "age": 34, "height": 1e-07,
             "budget": 12345678901234567890.5, "terms": true, "nickname": null,
             "address": {"city": "Recife", "zip": 50000}, "phones": []}
            """
        let signUp = try schema.decode(SignUp.self, from: Data(json.utf8), environment: portuguese)
        #expect(signUp.age == 34 && signUp.height == 1e-07 && signUp.address.zip == 50000)
        #expect(signUp.budget == Decimal(string: "12345678901234567890.5"))
        #expect(signUp.birthDate.description == "1990-06-05" && signUp.nickname == nil)
    }

    @Test func returnsEveryIssueWithItsPointer() {
        let json =
            #"{"name": "", "email": "ana", "age": 200, "address": {"city": ""}, "phones": [""], "isAdmin": true}"#
        do {
            _ = try schema.decode(SignUp.self, from: Data(json.utf8), environment: portuguese)
            Issue.record("decoded")
        } catch let failure as ValidationFailure {
            #expect(
                failure.issues.map { "\($0.path) \($0.code)" } == [
                    "/name required", "/email email-missing-at", "/birthDate required", "/age integer-out-of-range",
                    "/height required", "/budget required", "/terms must-be-true", "/address/city required",
                    "/phones/0 required", "/isAdmin unknown-field",
                ])
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test(
        "An optional number, integer or date left empty is valid and decodes as nil; invisible text is refused by both")
    func emptyOptionalValuesAgree() throws {
        struct Optionals: Decodable {
            var qty: Int?
            var small: UInt8?
            var price: Decimal?
            var ratio: Double?
            var since: CalendarDate?
            var note: String?
            var inner: Inner?
        }
        struct Inner: Decodable { var zip: Int? }
        let schema = FormSchema([
            FieldSpec("qty", label: Self.label("Qty"), rules: [.integer(in: 0...10)]),
            FieldSpec("small", label: Self.label("Small"), rules: [.integer(in: 0...10)]),
            FieldSpec("price", label: Self.label("Price"), rules: [.number(min: 0)]),
            FieldSpec("ratio", label: Self.label("Ratio"), rules: [.number(min: 0)]),
            FieldSpec("since", label: Self.label("Since"), rules: [.date(style: .short)]),
            FieldSpec("note", label: Self.label("Note"), rules: []),
            FieldSpec(
                "inner", label: Self.label("Inner"),
                schema: FormSchema([FieldSpec("zip", label: Self.label("ZIP"), rules: [.integer(in: 0...99999)])])),
        ])
        for blank in ["", " ", "\u{3000}"] {
            let json = Array(
                #"{"qty": "\#(blank)", "small": "\#(blank)", "price": "\#(blank)", "ratio": "\#(blank)", "since": "\#(blank)", "note": "\#(blank)", "inner": {"zip": "\#(blank)"}}"#
                    .utf8)
            #expect(try schema.validate(json: json, environment: english).isValid)
            let decoded = try schema.decode(Optionals.self, from: json, environment: english)
            #expect(decoded.qty == nil && decoded.small == nil && decoded.price == nil && decoded.ratio == nil)
            #expect(decoded.since == nil && decoded.inner?.zip == nil)
            // Text stays text: an optional String keeps its (trimmed) empty value.
            #expect(decoded.note == "")
        }
        // Invisible characters are not nothing: the rules see them, in both paths.
        for invisible in [#"\u200b"#, #"\ufeff"#, #" \u200b "#] {
            for field in ["qty", "price", "since"] {
                let json = Array(#"{"\#(field)": "\#(invisible)"}"#.utf8)
                let result = try schema.validate(json: json, environment: english)
                #expect(!result.isValid, "\(field) \(invisible)")
                #expect(result.issues.map(\.path.jsonPointer) == ["/\(field)"])
                #expect(throws: ValidationFailure.self) {
                    try schema.decode(Optionals.self, from: json, environment: english)
                }
            }
        }
        // `required` still refuses invisible-only text as missing.
        let required = FormSchema([
            FieldSpec("qty", label: Self.label("Qty"), rules: [.required, .integer(in: 0...10)])
        ])
        #expect(
            try required.validate(json: Array(#"{"qty": "\u200b"}"#.utf8), environment: english).issues.map(\.code) == [
                .required
            ])
    }

    @Test func malformedJSONIsNotAValidationFailure() {
        #expect(throws: JSONInputError.self) {
            try schema.decode(SignUp.self, from: Data("{".utf8), environment: portuguese)
        }
    }

    @Test func valuesThatDoNotFitTheTypeAreIssues() {
        struct Loose: Decodable {
            var note: Int
            var extra: String
        }
        let loose = FormSchema([FieldSpec("note", label: Self.label("Note"), rules: [])], unknownKeys: .allow)
        // Text where the type wants an Int: wrong-type, labelled by the field.
        #expect(throws: ValidationFailure.self) {
            try loose.decode(Loose.self, from: ["note": .text("abc"), "extra": .text("x")], environment: english)
        }
        do {
            _ = try loose.decode(Loose.self, from: ["note": .text("abc"), "extra": .text("x")], environment: english)
        } catch let error as ValidationFailure {
            #expect(error.issues.map { "\($0.path) \($0.code)" } == ["/note wrong-type"])
            #expect(error.issues.first?.localized(in: .english) == "Note has the wrong kind of value.")
        } catch {
            Issue.record("\(error)")
        }
        do {
            _ = try loose.decode(Loose.self, from: ["note": .number(3)], environment: english)
        } catch let error as ValidationFailure {
            #expect(error.issues.map { "\($0.path) \($0.code)" } == ["/extra required"])
        } catch {
            Issue.record("\(error)")
        }
        // An object where a String belongs is never silently accepted.
        do {
            _ = try loose.decode(
                Loose.self, from: ["note": .number(3), "extra": .object(["$gt": .text("")])], environment: english)
        } catch let error as ValidationFailure {
            #expect(error.issues.map { "\($0.path) \($0.code)" } == ["/extra wrong-type"])
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func numbersDecodeIntoEveryNumericType() throws {
        struct Numbers: Decodable {
            var a: Int8
            var b: UInt64
            var c: Float
            var d: ExactDecimal
            var e: [Int]
        }
        // `e` is an array: a plain field would refuse it as `wrong-type`.
        let any = FormSchema(
            ["a", "b", "c", "d"].map { FieldSpec(FieldKey($0), label: Self.label($0), rules: []) } + [
                FieldSpec("e", label: Self.label("e"), rules: [], each: .value(label: Self.label("e"), rules: []))
            ])
        let numbers = try any.decode(
            Numbers.self, from: Data(#"{"a": -128, "b": 18446744073709551615, "c": 0.5, "d": 1e2, "e": [1, 2]}"#.utf8),
            environment: english)
        #expect(numbers.a == -128 && numbers.b == .max && numbers.c == 0.5 && numbers.d.decimalText == "100")
        #expect(numbers.e == [1, 2])
        #expect(throws: ValidationFailure.self) {
            try any.decode(
                Numbers.self, from: Data(#"{"a": 128, "b": 1, "c": 1, "d": 1, "e": []}"#.utf8), environment: english)
        }
        #expect(throws: ValidationFailure.self) {
            try any.decode(
                Numbers.self, from: Data(#"{"a": 1.5, "b": 1, "c": 1, "d": 1, "e": []}"#.utf8), environment: english)
        }
    }
}
