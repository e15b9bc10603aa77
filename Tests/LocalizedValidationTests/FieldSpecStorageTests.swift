import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// `FieldSpec` keeps its members behind one shared reference (a copy is one retain on the
/// request path); it must still behave as a value: every initializer keeps what it was
/// given, and changing a copy never changes the original.
@Suite struct FieldSpecStorageTests {
    private let label = LocalizedText(verbatim: "Email")

    private static func rule(_ name: String) -> AsyncRule {
        AsyncRule(name) { _, _ in .valid }
    }

    @Test func initializersKeepEveryMember() {
        let plain = FieldSpec("email", label: label, normalizers: [.trim], rules: [.required], byteBudget: 64)
        #expect(plain.key == "email")
        #expect(plain.label.localized(languageTag: "en") == "Email")
        #expect(plain.normalizers.count == 1)
        #expect(plain.rules.count == 1)
        #expect(plain.byteBudget == 64)
        #expect(plain.asyncRules.isEmpty)
        #expect(plain.structure == nil)

        let withAsync = FieldSpec("email", label: label, rules: [], asyncRules: [Self.rule("taken")], byteBudget: 8)
        #expect(withAsync.asyncRules.map(\.name) == ["taken"])
        #expect(withAsync.byteBudget == 8)
        #expect(withAsync.normalizers.count == 2)
        // A new budget keeps everything else, the async rules too (they were dropped).
        let rebudgeted = withAsync.withByteBudget(16)
        #expect(rebudgeted.asyncRules.map(\.name) == ["taken"])
        #expect(rebudgeted.byteBudget == 16 && rebudgeted.normalizers.count == 2)

        let object = FieldSpec("address", label: label, schema: FormSchema([plain]))
        #expect(object.structure != nil)
        let budgeted = object.withByteBudget(512)
        #expect(budgeted.key == "address")
        #expect(budgeted.byteBudget == 512)
        #expect(budgeted.structure != nil)
        #expect(object.byteBudget == nil)
    }

    @Test func changingACopyLeavesTheOriginal() {
        let original = FieldSpec("email", label: label, rules: [.required], asyncRules: [Self.rule("first")])
        var copy = original
        copy.asyncRules = [Self.rule("second"), Self.rule("third")]
        #expect(original.asyncRules.map(\.name) == ["first"])
        #expect(copy.asyncRules.map(\.name) == ["second", "third"])
        #expect(copy.key == original.key)
        #expect(copy.rules.count == original.rules.count)
        #expect(copy.normalizers.count == original.normalizers.count)
        #expect(copy.byteBudget == original.byteBudget)
    }
}
