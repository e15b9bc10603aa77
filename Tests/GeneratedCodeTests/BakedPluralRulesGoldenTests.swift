import LocalizedValidationCLDR
import LocalizedValidationIntl
import Testing

/// The golden of baked plural rules (`Generated/PluralRules`, emitted by catalogc's baker
/// for en, pt-BR, ru, ar and fr) compiles, and the table it declares selects what ICU
/// selects for those locales through `PluralRules`, the ICU-backed path apps use today.
@Suite struct BakedPluralRulesGoldenTests {
    static let tags = ["en", "pt-BR", "ru", "ar", "fr"]
    static let decimals = ["0.0", "0.5", "1.0", "1.5", "1.50", "2.0", "3.0", "11.0", "100.5", "1c6", "1.5c6", "2c6"]

    @Test(arguments: tags, PluralRules.RuleType.allCases)
    func compiledTableSelectsLikeICU(tag: String, type: PluralRules.RuleType) throws {
        let icu = try PluralRules(locale: IntlLocale(tag), type: type)
        let baked = bakedPluralRules.ruleSet(
            forLocale: try ICUPluralData.icuLocaleID(forTag: tag), type: type == .ordinal ? .ordinal : .cardinal)
        #expect(baked.categories == icu.categories)
        for number in 0...2_000 {
            #expect(baked.category(for: number) == (try icu.category(for: number)), "\(tag) \(type) \(number)")
        }
        for number in [1_000_000, 2_000_000, 21_000_001, Int.max, Int.min] {
            #expect(baked.category(for: number) == (try icu.category(for: number)), "\(tag) \(type) \(number)")
        }
        for decimal in Self.decimals {
            let operands = try PluralOperands(parsing: decimal)
            #expect(
                baked.category(for: operands) == (try icu.category(forDecimal: decimal)), "\(tag) \(type) \(decimal)")
        }
    }

    @Test func selectsTheCategoriesTheDocumentationPromises() throws {
        let russian = bakedPluralRules.ruleSet(forLocale: "ru", type: .cardinal)
        #expect([1, 2, 5, 11, 21, 22].map(russian.category(for:)) == [.one, .few, .many, .many, .one, .few])
        #expect(russian.category(for: try PluralOperands(parsing: "1.5")) == .other)
        let brazil = bakedPluralRules.ruleSet(forLocale: "pt_BR", type: .cardinal)
        #expect(brazil.category(for: 0) == .one && brazil.category(for: 1_000_000) == .many)
        #expect(brazil.category(for: try PluralOperands(parsing: "1.5")) == .one)
        let english = bakedPluralRules.ruleSet(forLocale: "en_GB", type: .ordinal)
        #expect([1, 2, 3, 4, 11, 22].map(english.category(for:)) == [.one, .two, .few, .other, .other, .two])
        // Not in the table, nor any parent: ICU's default, everything `other`.
        #expect(bakedPluralRules.ruleSet(forLocale: "xx", type: .cardinal).categories == [.other])
    }
}
