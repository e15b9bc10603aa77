import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// Objects and arrays: nested schemas, array rules, issues at JSON Pointers, and the
/// bounded JSON reader.
@Suite struct NestedInputTests {
    private static func label(_ text: String) -> LocalizedText { LocalizedText(verbatim: text) }

    private let schema = FormSchema([
        FieldSpec("name", label: label("Name"), rules: [.required]),
        FieldSpec(
            "address", label: label("Address"), rules: [.required],
            schema: FormSchema([
                FieldSpec("street", label: label("Street"), rules: [.required]),
                FieldSpec("city", label: label("City"), rules: [.required, .length(min: 2)]),
            ])),
        FieldSpec(
            "phones", label: label("Phones"), rules: [.count(min: 1, max: 3)],
            each: .value(label: label("Phone"), rules: [.required, .pattern(/[0-9 +]+/)]), maximumCount: 5),
        FieldSpec(
            "contacts", label: label("Contacts"),
            each: .object(
                label: label("Contact"), rules: [.required],
                schema: FormSchema([FieldSpec("email", label: label("E-mail"), rules: [.required])]))),
    ])

    @Test func membersAndElementsAreValidatedAtTheirPointers() {
        let result = schema.validate(
            [
                "name": .text("Ana"),
                "address": .object(["street": .text("  Rua A  "), "city": .text("R")]),
                "phones": .array([.text("+55 81"), .text("abc"), .text(" ")]),
                "contacts": .array([.object(["email": .text("")]), .absent]),
            ], environment: english)
        #expect(
            result.issues.map { "\($0.path) \($0.code)" } == [
                "/address/city too-short", "/phones/1 pattern-mismatch", "/phones/2 required",
                "/contacts/0/email required", "/contacts/1 required",
            ])
        #expect(result.issues.allSatisfy { ["address", "phones", "contacts"].contains($0.field) })
        #expect(result.issues[0].localized(in: .english).hasPrefix("City must be at least 2"))
        // Members are normalized like fields.
        #expect(result.values["address"]?.object?["street"] == .text("Rua A"))
    }

    @Test func countRulesSeeTheArray() {
        #expect(code(of: .array([]), rules: [.required, .count(min: 1)]) == .required)
        #expect(code(of: .array([.text("a")]), rules: [.count(min: 2)]) == .tooFewItems)
        #expect(code(of: .array([.text("a"), .text("b")]), rules: [.count(max: 1)]) == .tooManyItems)
        #expect(code(of: .text("a"), rules: [.count(max: 1)]) == nil)
        let issue = result(of: .array([.text("a")]), rules: [.count(min: 2)]).issues.first
        #expect(issue?.localized(in: .english) == "Value must have at least 2 items.")
        #expect(issue?.localized(in: try! IntlLocale("ru")) == "Укажите в поле «Value» не менее 2 элементов.")
    }

    @Test func tooManyElementsAreRefusedUnread() {
        let phones = Array(repeating: FieldValue.text("x"), count: 6)
        let result = schema.validate(
            [
                "name": .text("Ana"), "address": .object(["street": .text("A"), "city": .text("Rio")]),
                "phones": .array(phones),
            ],
            environment: english)
        #expect(result.issues.map { "\($0.path) \($0.code)" } == ["/phones too-many-items"])
    }

    @Test func theWrongKindOfValueIsWrongType() {
        let result = schema.validate(
            ["name": .text("Ana"), "address": .text("Rua A, Recife"), "phones": .object([:])], environment: english)
        #expect(result.issues.map { "\($0.path) \($0.code)" } == ["/address wrong-type", "/phones wrong-type"])
        #expect(result.issues[0].localized(in: .english) == "Address has the wrong kind of value.")
    }

    @Test("Empty or blank text, or the other container, where an object or array belongs is wrong-type, never required")
    func emptyValuesOfTheWrongKindAreWrongType() {
        let city = FormSchema([FieldSpec("city", label: LocalizedText(verbatim: "City"), rules: [.required])])
        let required = FormSchema([
            FieldSpec("address", label: LocalizedText(verbatim: "Address"), rules: [.required], schema: city),
            FieldSpec(
                "tags", label: LocalizedText(verbatim: "Tags"), rules: [.required],
                each: .value(label: LocalizedText(verbatim: "Tag"), rules: [])),
        ])
        for (address, tags) in [
            (FieldValue.array([]), FieldValue.object([:])), (.text(""), .text("")), (.text("  "), .text(" ")),
            (.flag(false), .number(0)), (.array([.text("x")]), .object(["a": .text("b")])),
        ] {
            let result = required.validate(["address": address, "tags": tags], environment: english)
            #expect(
                result.issues.map { "\($0.path) \($0.code)" } == ["/address wrong-type", "/tags wrong-type"],
                "\(address) \(tags)")
        }
        // Missing, null, or the right kind but empty: required.
        for (address, tags) in [(FieldValue.absent, FieldValue.absent), (.object([:]), .array([]))] {
            let result = required.validate(["address": address, "tags": tags], environment: english)
            #expect(result.issues.map { "\($0.path) \($0.code)" } == ["/address required", "/tags required"])
        }
    }

    @Test func anAbsentOptionalStructureIsNotRead() {
        let result = schema.validate(
            ["name": .text("Ana"), "address": .object(["street": .text("A"), "city": .text("Rio")])],
            environment: english)
        #expect(result.isValid)
    }

    @Test func pathsPrintAsJSONPointersAndReadBack() {
        let path = FieldPath("a/b").appending("m~n").appending(index: 3).appending("")
        #expect(path.jsonPointer == "/a~1b/m~0n/3/")
        #expect(FieldPath(jsonPointer: path.jsonPointer) == path)
        #expect(FieldPath(jsonPointer: "") == .root)
        #expect(FieldPath(jsonPointer: "/~01")?.segments == [.key("~1")])
        #expect(FieldPath(jsonPointer: "/01")?.segments == [.key("01")])
        #expect(FieldPath(jsonPointer: "a") == nil && FieldPath(jsonPointer: "/~2") == nil)
    }
}

@Suite struct JSONInputTests {
    private func parse(_ json: String, limits: JSONInputLimits = .default) throws -> FieldValue {
        try FieldValue(json: Array(json.utf8), limits: limits)
    }

    private func reason(_ json: String, limits: JSONInputLimits = .default) -> JSONInputError.Reason? {
        do {
            _ = try parse(json, limits: limits)
            return nil
        } catch let error as JSONInputError {
            return error.reason
        } catch {
            Issue.record("not a JSONInputError: \(error)")
            return nil
        }
    }

    @Test func readsEveryKindExactly() throws {
        let value = try parse(
            #" {"a": "x\u00e9\ud83d\ude00\n", "b": [1, -0, 1e-07, 12345678901234567890123, 2.50], "c": true, "d": null, "e": {}} "#
        )
        let object = try #require(value.object)
        #expect(object["a"] == .text("xé😀\n"))
        #expect(
            object["b"]?.array?.map { $0.number?.decimalText } == [
                "1", "0", "0.0000001", "12345678901234567890123", "2.5",
            ])
        #expect(object["c"] == .flag(true) && object["d"] == .absent && object["e"] == .object([:]))
    }

    @Test func refusesWhatIsNotJSON() {
        for json in [
            "", "{", #"{"a":}"#, #"{"a":1,}"#, "[1,]", "{'a':1}", "01", "1.", "+1", ".5", "NaN", #""\x""#,
            #""\ud800""#, #""\udc00x""#, "\"a\tb\"", "tru", "[1] 2",
        ] {
            #expect(reason(json) == .syntax, "\(json)")
        }
        #expect((try? FieldValue(json: [0x22, 0xFF, 0x22])) == nil)  // invalid UTF-8
    }

    @Test func refusesDuplicateKeys() {
        #expect(reason(#"{"a": 1, "a": 2}"#) == .duplicateKey)
    }

    @Test func boundsSizeDepthAndContainers() {
        let limits = JSONInputLimits(maximumBytes: 100, maximumDepth: 3, maximumElements: 4)
        #expect(reason(String(repeating: " ", count: 101) + "1", limits: limits) == .tooLarge)
        #expect(reason("[[[1]]]", limits: limits) == nil)
        #expect(reason("[[[[1]]]]", limits: limits) == .tooDeep)
        #expect(reason("[1,2,3,4,5]", limits: limits) == .tooManyElements)
        #expect(reason(#"{"a":1,"b":2,"c":3,"d":4,"e":5}"#, limits: limits) == .tooManyElements)
        // The default depth is 32: a deeper document is refused, never recursed into.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(
            reason(deep, limits: JSONInputLimits(maximumBytes: 1 << 20, maximumDepth: 32, maximumElements: 10))
                == .tooDeep)
        #expect(reason("1e999999999") == .numberOutOfRange)
    }

    @Test func theSchemaReadsJSONObjectsOnly() throws {
        let schema = FormSchema([FieldSpec("price", label: LocalizedText(verbatim: "Price"), rules: [.number(min: 0)])])
        let pt = InputEnvironment(locale: try IntlLocale("pt-BR"), clock: fixedClock)
        // A JSON number is a number in every input locale; `1e-07` is not locale text.
        #expect(try schema.validate(json: Data(#"{"price": 1e-07}"#.utf8), environment: pt).isValid)
        #expect(try schema.validate(json: Data(#"{"price": 1234.5}"#.utf8), environment: pt).isValid)
        #expect(throws: JSONInputError.self) { try schema.validate(json: Data("[1]".utf8), environment: pt) }
        for (json, reason) in [("[1]", JSONInputError.Reason.notAnObject), ("[1", .syntax), ("{} x", .syntax)] {
            do {
                _ = try schema.validate(json: Array(json.utf8), environment: pt)
                Issue.record("\(json) was read")
            } catch let error as JSONInputError {
                #expect(error.reason == reason, "\(json)")
            }
        }
    }
}

/// Nested values are bounded like text: by the field's byte budget over the whole value,
/// by the arrays' maximum count, and (for JSON) by the reader's limits.
@Suite struct NestedBoundsTests {
    private let label = LocalizedText(verbatim: "Tags")

    @Test func aNestedValueIsHeldToItsFieldsByteBudget() {
        let tags = FieldSpec("tags", label: label, each: .value(label: label, rules: [.length(max: 20)]))
        let elements = Array(repeating: FieldValue.text("abcdefghij"), count: 100)  // 1,000 bytes
        let small = FormSchema([tags], byteBudget: 999)
        let result = small.validate(["tags": .array(elements)], environment: english)
        #expect(result.issues.map { "\($0.path) \($0.code)" } == ["/tags too-long-bytes"])
        #expect(result.issues.first?.localized(in: .english) == "Tags is too long: the limit is 999 bytes.")
        // The field's own budget overrides the schema's; member names count too.
        #expect(
            FormSchema([tags.withByteBudget(1_000)], byteBudget: 10).validate(
                ["tags": .array(elements)], environment: english
            ).isValid)
        let address = FieldSpec(
            "address", label: label, schema: FormSchema([], unknownKeys: .allow))
        let named = FormSchema([address], byteBudget: 5)
        #expect(
            named.validate(["address": .object(["abcdef": .flag(true)])], environment: english).issues.map(\.code) == [
                .tooLongBytes
            ])
        #expect(named.validate(["address": .object(["abc": .flag(true)])], environment: english).isValid)
    }

    @Test func aDeepValueBuiltInCodeIsMeasuredWithoutRecursion() {
        var value = FieldValue.text("x")
        for _ in 0..<5_000 { value = .array([value]) }  // (destroying far deeper values recurses in Swift itself)
        #expect(!value.textBytesExceed(1))
        #expect(value.textBytesExceed(0))
        let schema = FormSchema([FieldSpec("tags", label: label, each: .value(label: label, rules: []))], byteBudget: 0)
        #expect(schema.validate(["tags": value], environment: english).issues.map(\.code) == [.tooLongBytes])
    }

    @Test func theDefaultJSONLimits() {
        #expect(
            JSONInputLimits.default == JSONInputLimits(maximumBytes: 1 << 20, maximumDepth: 32, maximumElements: 10_000)
        )
        let big = "[" + Array(repeating: "0", count: 10_001).joined(separator: ",") + "]"
        #expect(throws: JSONInputError.self) { try FieldValue(json: Array(big.utf8)) }
        #expect(throws: JSONInputError.self) {
            try FieldValue(json: Array(repeating: UInt8(ascii: " "), count: (1 << 20) + 1))
        }
    }
}
