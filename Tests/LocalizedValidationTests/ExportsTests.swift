import LocalizedValidation
import Testing

/// `import LocalizedValidation` alone still names `PluralCategory`, which moved to
/// LocalizedValidationCLDR: LocalizedValidationIntl re-exports that one type (and only it),
/// and this module re-exports LocalizedValidationIntl.
@Suite struct ExportsTests {
    @Test func pluralCategoryIsVisibleThroughTheOneImport() throws {
        let category: PluralCategory = .few
        #expect(category.description == "few")
        #expect(try PluralRules(locale: IntlLocale("ru")).category(for: 3) == category)
    }
}
