import LocalizedValidationCLDR
import LocalizedValidationIntl
import Testing

/// The golden of baked number format data (`Generated/NumberFormats`, emitted by catalogc's
/// baker for en, pt-BR, ru, ar, hi, es, fr and de) compiles, and the data it declares
/// writes integers as ICU's number formatter does (`NUMBER()`'s, ECMA-402's: `es` groups
/// from five digits).
@Suite struct BakedNumberFormatDataGoldenTests {
    static let tags = ["en", "pt-BR", "ru", "ar", "hi", "es", "fr", "de"]

    @Test(arguments: tags)
    func compiledDataFormatsLikeICU(tag: String) throws {
        let icu = try DecimalFormatter(locale: IntlLocale(tag))
        let baked = try #require(bakedNumberFormatData[tag])
        var values = Array(-2_000...20_000)
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power - 1, -power, 1 - power]
        }
        for value in values + [Int.min, Int.max] {
            #expect(baked.format(value) == (try icu.format(decimal: String(value))), "\(tag) \(value)")
        }
    }

    @Test func writesWhatTheDocumentationPromises() throws {
        #expect(bakedNumberFormatData.count == Self.tags.count)
        #expect(bakedNumberFormatData["ru"]?.format(-1_234_567) == "-1\u{A0}234\u{A0}567")
        #expect(bakedNumberFormatData["hi"]?.format(1_234_567) == "12,34,567")
        #expect(bakedNumberFormatData["pt-BR"]?.format(1_000_000) == "1.000.000")
        #expect(bakedNumberFormatData["ar"]?.digits.first == "\u{660}")
        #expect(bakedNumberFormatData["es"]?.format(1_234) == "1234")
    }
}
