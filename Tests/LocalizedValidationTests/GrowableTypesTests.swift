import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// Values, paths, codes and outcomes are structs that can gain kinds without breaking
/// users; JSON numbers are numbers, never locale text.
@Suite struct GrowableTypesTests {
    private func decode(_ json: String) throws -> [FieldKey: FieldValue] {
        try FieldValue.fields(json: Array(json.utf8), limits: .default)
    }

    private func validate(_ json: String, rules: [Rule], locale: String) throws -> ValidationResult {
        let schema = FormSchema([FieldSpec("price", label: LocalizedText(verbatim: "Price"), rules: rules)])
        return schema.validate(
            try decode(json), environment: InputEnvironment(locale: try IntlLocale(locale), clock: fixedClock))
    }

    @Test func aJSONNumberIsANumberForPortugueseInput() throws {
        // Was `.text("1234.5")`, read with pt-BR's `.` as a grouping separator: rejected.
        let result = try validate(#"{"price": 1234.5}"#, rules: [.number(min: 0)], locale: "pt-BR")
        #expect(result.isValid)
        #expect(result.values["price"]?.number?.decimalText == "1234.5")
        #expect(result.values["price"]?.number?.doubleValue == 1234.5)
    }

    @Test func aJSONNumberInExponentNotationIsAccepted() throws {
        // Was `.text("1e-07")`, which no locale's notation reads.
        for locale in ["en", "pt-BR", "ru"] {
            let result = try validate(#"{"price": 1e-07}"#, rules: [.number(min: 0, max: 1)], locale: locale)
            #expect(result.isValid, "\(locale)")
            #expect(result.values["price"]?.number?.decimalText == "0.0000001")
        }
    }

    @Test func jsonNumbersKeepTheirDigits() throws {
        // 0.1 + 17 digits would round through Double.
        let values = try decode(#"{"a": 0.12345678901234567891, "b": 12, "c": -0.0}"#)
        #expect(values["a"]?.number?.decimalText == "0.12345678901234567891")
        #expect(values["b"] == .number(12))
        #expect(values["c"]?.number?.decimalText == "0")
        let large = try decode(#"{"big": 1e100, "tiny": -2.5e-100}"#)
        #expect(large["big"]?.number?.decimalText == "1" + String(repeating: "0", count: 100))
        #expect(large["tiny"]?.number?.decimalText == "-0." + String(repeating: "0", count: 99) + "25")
    }

    @Test func integerRulesTakeNumberValues() {
        #expect(code(of: .number(34), rules: [.integer(in: 13...120)]) == nil)
        #expect(code(of: .number(ExactDecimal("1.5e3")!), rules: [.integer(in: 13...120)]) == .integerOutOfRange)
        #expect(code(of: .number(ExactDecimal("30.5")!), rules: [.integer(in: 13...120)]) == .numberNotInteger)
        #expect(code(of: .number(ExactDecimal("1e2")!), rules: [.integer(in: 13...120)]) == nil)
        // A number stays a number: no locale text is made of it.
        #expect(result(of: .number(34), rules: [.integer(in: 13...120)], locale: "ru").values["value"] == .number(34))
    }

    @Test func fieldNumberReadsJSONSyntaxOnly() {
        #expect(ExactDecimal("1234.5")?.decimalText == "1234.5")
        #expect(ExactDecimal("-2.50E+2")?.decimalText == "-250")
        #expect(ExactDecimal("0.001e3")?.decimalText == "1")
        #expect(ExactDecimal("120e-3")?.decimalText == "0.12")
        for text in ["1.234,5", "+1", ".5", "5.", "01", "NaN", "1e", "", " 1", "1e999999999999999999999"] {
            #expect(ExactDecimal(text) == nil, "\(text)")
        }
    }

    @Test func nestedObjectsAndArraysDecodeAndEncode() throws {
        let values = try decode(#"{"address": {"street": "Rua A", "number": 7}, "tags": ["a", true, null]}"#)
        #expect(values["address"] == .object(["street": .text("Rua A"), "number": .number(7)]))
        #expect(values["tags"] == .array([.text("a"), .flag(true), .absent]))
        let encoded = try JSONEncoder().encode(values["address"])
        #expect(try FieldValue(json: encoded) == values["address"])
    }

    @Test func emptyObjectsAndArraysAreEmptyForRequired() {
        // Fields made for them: a plain field refuses both as `wrong-type`.
        let label = LocalizedText(verbatim: "Value")
        let list = FormSchema([
            FieldSpec("value", label: label, rules: [.required], each: .value(label: label, rules: []))
        ])
        let object = FormSchema([FieldSpec("value", label: label, rules: [.required], schema: FormSchema([]))])
        #expect(list.validate(["value": .array([])], environment: english).issues.first?.code == .required)
        #expect(object.validate(["value": .object([:])], environment: english).issues.first?.code == .required)
        #expect(code(of: .array([]), rules: [.required]) == .wrongType)
        #expect(code(of: .number(0), rules: [.required]) == nil)
    }

    @Test func fieldPathsPrintAsJSONPointers() {
        #expect(FieldPath("address").appending("street").description == "/address/street")
        #expect(FieldPath("phones").appending(index: 0).jsonPointer == "/phones/0")
        // RFC 6901 §3: `~` is `~0` and `/` is `~1`, `~` escaped first.
        #expect(FieldPath([.key("a/b"), .key("m~n"), .key("~1")]).jsonPointer == "/a~1b/m~0n/~01")
        #expect(FieldPath.root.jsonPointer == "")
        #expect(FieldPath([.key("")]).jsonPointer == "/")
    }

    @Test func issuesCarryThePathARuleReports() {
        let street = Rule.custom("street") { value, _ in
            guard value.object?["street"]?.text?.isEmpty == false else {
                return .invalid(
                    code: "street-missing", message: LocalizedText(verbatim: "Street?"),
                    at: FieldPath([.key("street")]))
            }
            return .valid
        }
        let issue = result(of: .object(["street": .text("")]), rules: [street]).issues.first
        #expect(issue?.field == "value")
        #expect(issue?.path.jsonPointer == "/value/street")
        #expect(result(of: .text(""), rules: [.required]).issues.first?.path == FieldPath("value"))
    }

    @Test func codesCompareWithStaticMembers() {
        let issue = result(of: .text("a"), rules: [.length(min: 2)]).issues.first
        #expect(issue?.code == .tooShort)
        #expect(issue?.code == "too-short")
        #expect(ValidationCode.emailMissingAt.rawValue == "email-missing-at")
        let custom: ValidationCode = "reserved-name"
        #expect(custom != .required)
    }

    @Test func everyBuiltInMessageHasItsCode() throws {
        // Read from the English catalog, whose message ids are the built-in codes.
        let catalog = URL(filePath: #filePath).deletingLastPathComponent().appending(
            path: "../../Locales/en/ValidationMessage.ftl")
        let ids = try String(contentsOf: catalog, encoding: .utf8).split(separator: "\n").compactMap { line in
            line.first?.isLowercase == true
                ? line.split(separator: "=").first?.trimmingCharacters(in: .whitespaces) : nil
        }
        #expect(!ids.isEmpty)
        #expect(ids.map { ValidationCode(rawValue: $0) } == ValidationCode.builtIn)
    }

    @Test func valuesAreReadThroughAccessorsNotASwitch() {
        // FieldValue is a struct: `switch value { case .text(let t): … }` no longer
        // compiles, so a new kind cannot break it. Accessors and equality do the job.
        let values: [FieldValue] = [.text("Ana"), .flag(true), .absent, .number(3), .object([:]), .array([])]
        func kind(_ value: FieldValue) -> String {
            if let text = value.text { return "text \(text)" }
            if let flag = value.flag { return "flag \(flag)" }
            if let number = value.number { return "number \(number)" }
            if value.object != nil { return "object" }
            if value.array != nil { return "array" }
            return value == .absent ? "absent" : "other"
        }
        #expect(values.map(kind) == ["text Ana", "flag true", "absent", "number 3", "object", "array"])
        if case let text? = values[0].text { #expect(text == "Ana") }
        switch values[2] {
        case .absent: break  // an expression pattern: equality with a static member
        default: Issue.record("absent did not match .absent")
        }
    }

    @Test func outcomesAndTriggersAreReadThroughMembers() {
        let outcome = RuleOutcome.invalid(code: .required, message: LocalizedText(verbatim: "x"))
        #expect(!outcome.isValid && outcome.code == .required && outcome.path == .root)
        #expect(RuleOutcome.normalized(.text("a")).normalizedValue == .text("a"))
        #expect(RuleOutcome.valid.isValid)
        #expect(VisibilityPolicy.onBlur.trigger == .onBlur && VisibilityPolicy.onBlur.trigger != .live)
    }

    @Test func builtInMessagesAreAStructThatCanGainMessages() {
        // `"messageType": "struct"` in the library's catalogc.json: an app builds and
        // compares messages as it did with the enum, but cannot switch over them, so a
        // new built-in message breaks no app. Its code and id say which one it is.
        let label = LocalizedText(verbatim: "Name")
        let message = ValidationMessage.tooShort(field: label, min: 2)
        #expect(Mirror(reflecting: message).displayStyle == .struct)
        #expect(message == .tooShort(field: label, min: 2))
        #expect(message != .tooShort(field: label, min: 3))
        #expect(message != .tooLong(field: label, max: 2))
        #expect(message.messageID == "too-short")
        #expect(ValidationMessage.validationFailed.messageID == "validation-failed")
        #expect(Set([message, .tooShort(field: label, min: 2), .submitFailed]).count == 2)
        #expect(
            message.localized(languageTag: "pt-BR")
                == ValidationMessage.tooShort(field: label, min: 2).localized(in: .ptBR))
        #expect(message.localized(languageTag: "en") == "Name must be at least 2 characters long.")
    }
}
