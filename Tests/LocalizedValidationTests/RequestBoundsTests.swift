import Foundation
import LocalizedValidationIntl
import Testing

@testable import LocalizedValidation

/// The value budget admits the bodies real clients send and still refuses the shapes
/// that would make memory explode.
@Suite struct JSONValueBudgetTests {
    private func outcome(_ json: String) -> JSONInputError.Reason? {
        do {
            _ = try FieldValue(json: Array(json.utf8))
            return nil
        } catch let error as JSONInputError {
            return error.reason
        } catch {
            Issue.record("not a JSONInputError: \(error)")
            return .syntax
        }
    }

    /// A top-level object of arrays of `element`, each array of at most 9,000 elements
    /// (under `maximumElements`), of about `bytes` bytes.
    private func body(_ element: (Int) -> String, bytes: Int = 1_000_000) -> String {
        var parts: [String] = []
        var total = 2
        var array = 0
        while total < bytes {
            var elements: [String] = []
            while elements.count < 9_000, total < bytes {
                let next = element(array * 9_000 + elements.count)
                elements.append(next)
                total += next.utf8.count + 1
            }
            parts.append("\"a\(array)\":[" + elements.joined(separator: ",") + "]")
            array += 1
        }
        return "{" + parts.joined(separator: ",") + "}"
    }

    @Test("An order of 1,700 line items (29 KB) is read, not refused as too many values")
    func orderWithManyLineItems() {
        let items = Array(repeating: #"{"sku":"A-1","qty":2}"#, count: 1_700).joined(separator: ",")
        #expect(outcome(#"{"customer": "Ana", "items": ["# + items + "]}") == nil)
    }

    /// The element at `index` of each shape.
    static func element(_ shape: String, _ index: Int) -> String {
        switch shape {
        case "small objects": #"{"sku":"A-1","qty":2}"#
        case "objects with ids": #"{"id":\#(index)}"#
        case "numbers": String(index % 10)
        case "empty objects": "{}"
        case "empty arrays": "[]"
        case "coordinates": "[\(index % 90).5,-\(index % 180).25]"
        case "colour triples": "[\(index % 256),\(index * 7 % 256),\(index * 13 % 256)]"
        case "nested objects": #"{"type":"item","attributes":{"name":"Blue shirt","qty":2}}"#
        case "deep-ish nesting": #"{"customer":{"address":{"city":"São Paulo","geo":{"lat":-23.55,"lng":-46.63}}}}"#
        case "flags": index % 2 == 0 ? "true" : "false"
        case "tiny objects": #"{"":0}"#
        case "one-element arrays": "[[[[[[[[0]]]]]]]]"
        case "nested one-member objects": #"{"":{"":{"":{"":0}}}}"#
        default: "?"
        }
    }

    @Test(
        "Realistic shapes of about 1 MB are read",
        arguments: [
            "small objects", "objects with ids", "numbers", "empty objects", "empty arrays", "coordinates",
            "colour triples", "nested objects", "deep-ish nesting", "flags",
        ])
    func realisticShapes(shape: String) {
        let json = body { Self.element(shape, $0) }
        #expect(json.utf8.count > 900_000)
        #expect(outcome(json) == nil, "\(shape)")
    }

    @Test(
        "Hostile shapes are refused part-way as too many values",
        arguments: ["tiny objects", "one-element arrays", "nested one-member objects"])
    func hostileShapes(shape: String) {
        #expect(outcome(body { Self.element(shape, $0) }) == .tooManyValues, "\(shape)")
    }

    @Test("A table is charged by the capacity Swift gives it")
    func tableCostsFollowSwiftsLayout() {
        // 1 member: 2 buckets; 2-3: 4; 4-6: 8; 7-12: 16 (glibc, 64 bits).
        var table: [String: FieldValue] = [:]
        var seen: Set<Int> = []
        for index in 0..<12 {
            table["k\(index)"] = .absent
            seen.insert(table.capacity)
        }
        #expect(seen == [1, 3, 6, 12])
        #expect(
            [1, 3, 6, 12].map { JSONValueCost.table(capacity: $0) } == [160, 240, 400, 720])
    }
}

/// One bound on the issues of a whole request, whatever its shape.
@Suite struct IssueBoundTests {
    static let label = LocalizedText(verbatim: "Item")

    /// An order whose items are objects with a required SKU and a quantity of at least 1.
    static let order = FormSchema([
        FieldSpec("name", label: LocalizedText(verbatim: "Name"), rules: [.required]),
        FieldSpec(
            "items", label: label,
            each: .object(
                label: label,
                schema: FormSchema([
                    FieldSpec("sku", label: LocalizedText(verbatim: "SKU"), rules: [.required]),
                    FieldSpec("qty", label: LocalizedText(verbatim: "Quantity"), rules: [.integer(in: 1...1_000)]),
                ])),
            maximumCount: 200_000
        ).withByteBudget(8 << 20),
        FieldSpec(
            "tags", label: LocalizedText(verbatim: "Tags"),
            each: .value(label: LocalizedText(verbatim: "Tag"), rules: [.length(max: 3)]), maximumCount: 200_000
        ).withByteBudget(8 << 20),
    ])

    static let limits = JSONInputLimits(maximumBytes: 16 << 20, maximumDepth: 8, maximumElements: 200_000)

    @Test("100,000 invalid array elements give at most maximumIssues issues and count the rest")
    func invalidElements() throws {
        let tags = FieldValue.array(Array(repeating: .text("far too long"), count: 100_000))
        let result = Self.order.validate(["name": .text("Ana"), "tags": tags], environment: english)
        #expect(result.issues.count == FormSchema.maximumIssues)
        #expect(result.omittedIssueCount == 100_000 - FormSchema.maximumIssues)
        #expect(result.totalIssueCount == 100_000)
        #expect(!result.isValid)
        // The first ones, in order, each at its own element.
        #expect(result.issues.first?.path.jsonPointer == "/tags/0")
        #expect(result.issues.last?.path.jsonPointer == "/tags/\(FormSchema.maximumIssues - 1)")
        // Every element is still validated and normalized.
        #expect(result.values["tags"]?.array?.count == 100_000)
    }

    @Test("Objects in arrays, each with several issues and unknown keys, through JSON and decode")
    func invalidObjectsThroughEveryEntryPoint() throws {
        let item = #"{"sku": "", "qty": 0, "x": 1, "y": 2}"#
        let json = Array(
            (#"{"name": "", "items": ["# + Array(repeating: item, count: 50_000).joined(separator: ",") + "]}").utf8)
        let result = try Self.order.validate(json: json, environment: english, limits: Self.limits)
        #expect(result.issues.count == FormSchema.maximumIssues)
        // name, and per item: sku, qty and two unknown keys.
        #expect(result.totalIssueCount == 1 + 50_000 * 4)
        #expect(result.issues.first?.path.jsonPointer == "/name")
        struct Order: Decodable { var name: String }
        do {
            _ = try Self.order.decode(Order.self, from: json, environment: english, limits: Self.limits)
            Issue.record("decoded an invalid order")
        } catch let failure as ValidationFailure {
            #expect(failure.issues.count == FormSchema.maximumIssues)
            #expect(failure.result.omittedIssueCount == 50_000 * 4 + 1 - FormSchema.maximumIssues)
        }
        // The result's JSON says how many were left out.
        let encoded = try JSONEncoder().encode(result)
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(object["omittedIssues"] as? Int == result.omittedIssueCount)
        #expect((object["issues"] as? [Any])?.count == FormSchema.maximumIssues)
        #expect(encoded.count < 64 * 1024 + 2 * json.count)
    }

    @Test("Unknown keys past the per-object bound are counted as omitted")
    func unknownKeysAreCounted() {
        var values: [FieldKey: FieldValue] = ["name": .text("Ana")]
        for index in 0..<1_000 { values[FieldKey("extra\(index)")] = .flag(true) }
        let result = Self.order.validate(values, environment: english)
        #expect(result.issues.count == FormSchema.maximumUnknownKeyIssues)
        #expect(result.omittedIssueCount == 1_000 - FormSchema.maximumUnknownKeyIssues)
        #expect(!result.isValid)
    }

    @Test("A valid result omits nothing, and its JSON has no omittedIssues")
    func validResultsAreUnchanged() throws {
        let result = Self.order.validate(["name": .text("Ana"), "tags": .array([.text("a")])], environment: english)
        #expect(result.isValid && result.omittedIssueCount == 0)
        let encoded = try #require(String(data: try JSONEncoder().encode(result), encoding: .utf8))
        #expect(!encoded.contains("omittedIssues"))
    }

    @Test("Async rules' issues past the bound are counted too")
    func asyncRules() async throws {
        let taken = AsyncRule("taken") { _, context in
            .invalid(code: "taken", message: LocalizedText(verbatim: "\(context.label.description) is taken"))
        }
        let label = LocalizedText(verbatim: "Handle")
        let schema = FormSchema([
            FieldSpec("handle", label: label, rules: [], asyncRules: [taken]),
            FieldSpec(
                "tags", label: Self.label, each: .value(label: Self.label, rules: [.length(max: 3)]),
                maximumCount: 1_000),
        ])
        let tags = FieldValue.array(Array(repeating: .text("far too long"), count: 500))
        let result = try await schema.validate(
            ["handle": .text("ana"), "tags": tags], environment: english, clock: ContinuousClock())
        #expect(result.issues.count == FormSchema.maximumIssues)
        #expect(result.totalIssueCount == 501)
        #expect(result.issues.first?.code == "taken")
    }

    @Test("The form model keeps the bound and the count")
    @MainActor func formModel() {
        let tags = FieldValue.array(Array(repeating: .text("far too long"), count: 5_000))
        let form = FormModel(schema: Self.order, environment: english, values: ["name": .text("Ana"), "tags": tags])
        form.validateNow()
        #expect(form.result.issues.count == FormSchema.maximumIssues)
        #expect(form.result.omittedIssueCount == 5_000 - FormSchema.maximumIssues)
        #expect(!form.canSubmit)
    }
}

/// What `.plainText` refuses besides controls: characters with no agreed appearance.
@Suite struct PlainTextCharacterTests {
    static let schema = FormSchema([
        FieldSpec("bio", label: LocalizedText(verbatim: "Bio"), normalizers: [.trim, .nfc], rules: [.plainText])
    ])

    /// Text around the scalar `value`.
    static func around(_ value: UInt32) -> String { "a" + String(Unicode.Scalar(value)!) + "b" }

    static let refused: [String] =
        [0xE000, 0xF8FF, 0xF0000, 0x10FFFD].map(around)  // private use
        + [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF].map(around)  // noncharacters
        + [0x0378, 0x0530, 0xE0080, 0x2FFFD, 0x3FFFD].map(around)  // unassigned in Unicode 15.0

    static let allowed: [String] = [
        "line one\u{2028}line two", "paragraph\u{2029}next", "São Paulo — “ok”", "Привет", "東京タワー", "한국어",
        "مرحبا", "👩🏽\u{200D}💻 🇧🇷", "क्षत्रिय", "a\u{FFFC}b", "Ω≈ç√∫", "\u{1F600}\u{1F64F}", "𠀀",
    ]

    @Test("Private-use characters, noncharacters and unassigned code points are refused", arguments: refused)
    func refusesCharacter(_ text: String) {
        let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
        #expect(code(of: .text(text), rules: [.plainText]) == "invisible-characters", "\(scalars)")
    }

    @Test("Line and paragraph separators, and text of every script, pass", arguments: allowed)
    func allowsText(_ text: String) {
        let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
        #expect(code(of: .text(text), rules: [.plainText]) == nil, "\(scalars)")
    }

    @Test("The same through JSON, decode and the form model")
    @MainActor func everyEntryPoint() throws {
        let json = Array(#"{"bio": "my logo \uF8FF"}"#.utf8)
        let result = try Self.schema.validate(json: json, environment: english)
        #expect(result.issues.map(\.code) == ["invisible-characters"])
        #expect(result.issues.first?.path.jsonPointer == "/bio")
        struct Profile: Decodable { var bio: String }
        #expect(throws: ValidationFailure.self) {
            try Self.schema.decode(Profile.self, from: json, environment: english)
        }
        let form = FormModel(schema: Self.schema, environment: english, values: ["bio": .text(Self.around(0xFDD0))])
        form.validateNow()
        #expect(form.issues(for: "bio").map(\.code) == ["invisible-characters"])
        let separators = try Self.schema.validate(json: Array(#"{"bio": "a\u2028b"}"#.utf8), environment: english)
        #expect(separators.isValid)
    }

    @Test("The ranges read without ICU are assigned in ICU's data")
    func assignedRangesAgreeWithICU() throws {
        for range in Rule.assignedRanges {
            for value in range {
                let scalar = try #require(Unicode.Scalar(value))
                #expect(try ScalarProperties(scalar).generalCategory != .unassigned, "U+\(String(value, radix: 16))")
            }
        }
    }
}
