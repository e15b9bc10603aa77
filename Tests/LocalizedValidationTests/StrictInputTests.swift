import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// A value whose JSON type the field's rules cannot take is `wrong-type` on that field,
/// reported with every other field's issues in the first answer, the same by
/// `validate(json:)` and `decode`.
@Suite struct StrictInputTypesTests {
    private static func label(_ text: String) -> LocalizedText { LocalizedText(verbatim: text) }

    static let signUp = FormSchema([
        FieldSpec("name", label: label("Name"), rules: [.required, .length(min: 2)]),
        FieldSpec("email", label: label("E-mail"), normalizers: [.email], rules: [.required, .email(.international)]),
        FieldSpec("age", label: label("Age"), rules: [.required, .integer(in: 13...120)]),
        FieldSpec("height", label: label("Height"), rules: [.number(min: 0, max: 3)]),
        FieldSpec("newsletter", label: label("Newsletter"), rules: []),
        FieldSpec("plan", label: label("Plan"), rules: [.oneOf(["free", "pro"])]),
        FieldSpec("terms", label: label("Terms"), rules: [.mustBeTrue]),
    ])

    struct SignUp: Decodable {
        var name: String
        var email: String
        var age: Int
        var height: Double?
        var newsletter: Bool?
        var plan: String?
        var terms: Bool
    }

    private func issues(_ json: String) throws -> [String] {
        try Self.signUp.validate(json: Array(json.utf8), environment: english).issues.map { "\($0.path) \($0.code)" }
    }

    private func decodeIssues(_ json: String) -> [String] {
        do {
            _ = try Self.signUp.decode(SignUp.self, from: Array(json.utf8), environment: english)
            return []
        } catch let failure as ValidationFailure {
            return failure.issues.map { "\($0.path) \($0.code)" }
        } catch {
            return ["\(error)"]
        }
    }

    private let valid = #""name": "Ana", "email": "ana@example.com", "age": 30, "terms": true"#

    @Test func everyMistypedFieldIsReportedInTheFirstAnswer() throws {
        let body = #"{"name": "Ana", "email": 42, "age": 30, "terms": false}"#
        #expect(try issues(body) == ["/email wrong-type", "/terms must-be-true"])
        #expect(decodeIssues(body) == ["/email wrong-type", "/terms must-be-true"])
    }

    @Test(arguments: [
        (#""email": 42"#, "/email wrong-type"),
        (#""email": true"#, "/email wrong-type"),
        (#""email": ["ana@example.com"]"#, "/email wrong-type"),
        (#""name": 12345"#, "/name wrong-type"),
        (#""name": false"#, "/name wrong-type"),
        (#""age": true"#, "/age wrong-type"),
        (#""age": {"value": 30}"#, "/age wrong-type"),
        (#""age": [30]"#, "/age wrong-type"),
        (#""height": false"#, "/height wrong-type"),
        (#""terms": "true""#, "/terms wrong-type"),
        (#""terms": 1"#, "/terms wrong-type"),
        (#""newsletter": {"$gt": ""}"#, "/newsletter wrong-type"),
        (#""newsletter": []"#, "/newsletter wrong-type"),
        (#""plan": 1"#, "/plan wrong-type"),
    ])
    func aValueOfAKindTheRulesCannotTakeIsWrongType(member: String, expected: String) throws {
        // The member replaces the valid one of the same key (the reader refuses duplicates).
        let key = String(member.prefix { $0 != ":" })
        let others = valid.components(separatedBy: ", ").filter { !$0.hasPrefix(key) }
        let body = "{" + (others + [member]).joined(separator: ", ") + "}"
        #expect(try issues(body) == [expected], "\(body)")
        #expect(decodeIssues(body) == [expected], "\(body)")
    }

    @Test func valuesOfTheRightKindStillPass() throws {
        let body = "{" + valid + #", "height": 1.75, "newsletter": true, "plan": "pro"}"#
        #expect(try issues(body).isEmpty)
        #expect(decodeIssues(body).isEmpty)
        // Text for a number keeps its meaning: typed in the input locale.
        #expect(try issues("{" + valid.replacingOccurrences(of: #""age": 30"#, with: #""age": "30""#) + "}").isEmpty)
        // A plain field takes text, numbers and flags.
        for value in [#""yes""#, "1", "false"] {
            #expect(try issues("{" + valid + #", "newsletter": "# + value + "}").isEmpty, "\(value)")
        }
    }

    @Test func aRuleOfYourOwnStillSeesEveryKind() {
        let schema = FormSchema([
            FieldSpec(
                "tags", label: Self.label("Tags"),
                rules: [
                    .custom("tags") { value, _ in
                        value.array != nil ? .valid : .invalid(.required(field: Self.label("x")))
                    }
                ])
        ])
        #expect(schema.validate(["tags": .array([.text("a")])], environment: english).isValid)
    }
}

/// Number rules and decoded numbers are exact: compared as written, and a decoded
/// `Decimal`, integer or `Float` holds the exact value or is refused, never rounded.
@Suite struct ExactNumbersTests {
    private static func label(_ text: String) -> LocalizedText { LocalizedText(verbatim: text) }

    private func code(_ json: String, _ rules: [Rule]) throws -> [String] {
        let schema = FormSchema([FieldSpec("n", label: Self.label("N"), rules: rules)])
        return try schema.validate(json: Array(#"{"n": \#(json)}"#.utf8), environment: english).issues.map(
            \.code.rawValue)
    }

    @Test func boundsAreComparedWithTheNumberAsWritten() throws {
        #expect(try code("1000.0000000000000000001", [.number(max: 1000)]) == ["number-too-large"])
        #expect(try code("1000", [.number(max: 1000)]).isEmpty)
        #expect(try code("1000.0000", [.number(max: 1000)]).isEmpty)
        #expect(try code("-1e-400", [.number(min: 0)]) == ["number-too-small"])
        #expect(try code("1e-400", [.number(max: 0)]) == ["number-too-large"])
        #expect(try code("0.1", [.number(min: 0.1, max: 0.1)]).isEmpty)
        #expect(try code("0.30000000000000001", [.number(max: 0.3)]) == ["number-too-large"])
        #expect(try code("-0", [.number(min: 0)]).isEmpty)
        #expect(try code("12.999999999999999999", [.integer(in: 13...120)]) == ["number-not-integer"])
        #expect(try code("120.000000000000000000001", [.integer(in: 13...120)]) == ["number-not-integer"])
        #expect(try code("1e30", [.integer(in: 13...120)]) == ["integer-out-of-range"])
        #expect(try code(#""1000,0000000000000000001""#, [.number(max: 1000)]) == ["number-invalid"])
    }

    @Test func typedTextIsComparedExactlyToo() throws {
        let schema = FormSchema([FieldSpec("n", label: Self.label("N"), rules: [.number(max: 1000)])])
        let input = InputEnvironment(locale: try IntlLocale("pt-BR"), clock: fixedClock)
        #expect(
            schema.validate(["n": .text("1.000,00000000000000000001")], environment: input).issues.map(\.code) == [
                .numberTooLarge
            ])
        #expect(schema.validate(["n": .text("1.000,000")], environment: input).isValid)
    }

    struct Holder<T: Decodable>: Decodable { var n: T }

    private func decoded<T: Decodable>(_ type: T.Type, _ json: String) -> Result<T, ValidationFailure> {
        let schema = FormSchema([FieldSpec("n", label: Self.label("N"), rules: [])])
        do {
            return .success(
                try schema.decode(Holder<T>.self, from: Array(#"{"n": \#(json)}"#.utf8), environment: english).n)
        } catch let failure as ValidationFailure {
            return .failure(failure)
        } catch {
            Issue.record("\(error)")
            return .failure(ValidationFailure(result: ValidationResult(issues: [], values: [:], fields: [])))
        }
    }

    private func failureCode<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
        guard case .failure(let failure) = decoded(type, json) else { return nil }
        return failure.issues.map { "\($0.path) \($0.code)" }.joined(separator: ", ")
    }

    @Test func decodedNumbersAreExactOrRefused() throws {
        #expect(try decoded(Float.self, "3.4028235e38").get() == .greatestFiniteMagnitude)
        #expect(failureCode(Float.self, "3.5e38") == "/n number-out-of-range")
        #expect(failureCode(Float.self, "1e-50") == "/n number-out-of-range")
        #expect(try decoded(Float.self, "0").get() == 0)
        #expect(failureCode(Double.self, "1e400") == "/n number-out-of-range")
        #expect(try decoded(Double.self, "0.1").get() == 0.1)
        let digits38 = "1234567890123456789012345678901234567.8"
        #expect(try decoded(Decimal.self, digits38).get() == Decimal(string: digits38))
        #expect(failureCode(Decimal.self, "1234567890123456789012345678901234567.891") == "/n number-out-of-range")
        #expect(
            try decoded(ExactDecimal.self, "1234567890123456789012345678901234567.89").get().decimalText
                == "1234567890123456789012345678901234567.89")
        #expect(failureCode(UInt8.self, "300") == "/n number-out-of-range")
        #expect(failureCode(Int.self, "9223372036854775808") == "/n number-out-of-range")
        #expect(try decoded(Int.self, "9223372036854775807").get() == .max)
        #expect(failureCode(Int.self, "1.5") == "/n wrong-type")
        // Text is never read as an exponent for an Int.
        #expect(failureCode(Int.self, #""1e2""#) == "/n wrong-type")
        #expect(try decoded(Int.self, #""100""#).get() == 100)
    }
}

/// The one exact-decimal type orders and equates numbers by value.
@Suite struct ExactDecimalTests {
    @Test func equalityAndHashAreTheValues() {
        #expect(ExactDecimal(decimalText: "1.50") == ExactDecimal(decimalText: "1.5"))
        #expect(ExactDecimal(decimalText: "1.50")?.hashValue == ExactDecimal(decimalText: "1.5")?.hashValue)
        #expect(ExactDecimal(decimalText: "-0.00") == ExactDecimal(0))
        #expect(ExactDecimal(decimalText: "1.50")?.decimalText == "1.50")
        #expect(ExactDecimal("2.50E+2") == ExactDecimal(250))
    }

    @Test func orderAgreesWithDoubleWhereDoubleIsExact() throws {
        var generator = SystemRandomNumberGenerator()
        var values: [Int] = [0, 1, -1, 10, -10, 999, -1000]
        for _ in 0..<200 { values.append(Int.random(in: -100_000...100_000, using: &generator)) }
        for a in values {
            for b in values.prefix(20) {
                // Quarters are exact in binary and in decimal.
                let (x, y) = (Double(a) / 4, Double(b) / 4)
                let ex = try #require(ExactDecimal(String(x)))
                let ey = try #require(ExactDecimal(String(y)))
                #expect((ex < ey) == (x < y) && (ex == ey) == (x == y), "\(x) \(y)")
            }
        }
    }

    @Test func orderSeesEveryDigit() throws {
        let ordered = [
            "-1e400", "-1000.0000000000000000001", "-1000", "-1e-400", "0", "1e-400", "0.000000000000000000001",
            "0.1", "0.10000000000000000001", "1", "999.99999999999999999999", "1000", "1000.0000000000000000001",
            "1e400",
        ].map { ExactDecimal($0) }
        for (i, a) in ordered.enumerated() {
            for (j, b) in ordered.enumerated() {
                #expect((a! < b!) == (i < j) && (a! == b!) == (i == j), "\(a!) \(b!)")
            }
        }
    }
}
