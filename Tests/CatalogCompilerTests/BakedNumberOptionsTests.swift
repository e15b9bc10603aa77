import Foundation
import LocalizedValidationCLDR
import LocalizedValidationIntl
import TestSupport
import Testing
import _LocalizedValidationCompilerCore

/// `NUMBER()` with options, formatted without ICU from the baked data, writes what ICU's
/// number formatter writes and has the operands of what ICU shows (so the plural category is
/// the same): every locale ICU lists, every decimal option the grid below names, and every
/// value of a grid of doubles (the shortest decimals ICU rounds from, halves that round
/// half-even, 10²¹, 5e-324, NaN, ±infinity, −0, a seeded sample of every magnitude) and
/// integers. Percent, one currency and one unit run for every locale; every currency display
/// and unit display for the package's locales and a sample of ICU's.
@Suite struct BakedNumberOptionsTests {
    static let options: [DecimalFormatOptions] = [
        DecimalFormatOptions(),
        DecimalFormatOptions(minimumFractionDigits: 2),
        DecimalFormatOptions(maximumFractionDigits: 0),
        DecimalFormatOptions(minimumFractionDigits: 2, maximumFractionDigits: 2),
        DecimalFormatOptions(minimumIntegerDigits: 3, maximumFractionDigits: 1),
        DecimalFormatOptions(minimumIntegerDigits: 21, minimumFractionDigits: 20, maximumFractionDigits: 20),
        DecimalFormatOptions(minimumSignificantDigits: 5),
        DecimalFormatOptions(maximumSignificantDigits: 3),
        DecimalFormatOptions(minimumSignificantDigits: 2, maximumSignificantDigits: 4, useGrouping: false),
        DecimalFormatOptions(maximumFractionDigits: 20, useGrouping: false),
    ]

    static let doubles: [Double] = {
        var values: [Double] = [
            0, 1, 1.5, 2.5, 0.125, 0.5, 1.005, 2.675, 0.0005, 0.00049, 999.9995, 1234.5678, 1e21, 1e22, 1.5e-7,
            123_456_789.987_654_3, 9_007_199_254_740_994, 0.1 + 0.2, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            1e-20,
            12_345.678_9, 99_999.5, 0.999_999,
        ]
        // SplitMix64 with a fixed seed: a sample of every magnitude from 10⁻⁸ to 10¹⁸.
        var state: UInt64 = 0x5EED_0027
        for index in 0..<60 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            let mantissa = Double(mixed >> 11) / Double(1 << 53)
            values.append(mantissa * pow(10, Double(index % 27 - 8)))
        }
        return values + values.map { -$0 } + [.nan, .infinity, -.infinity]
    }()

    static let integers: [Int] = [0, 1, 2, 5, 21, 1_000, 1_234, 12_345, 1_234_567, Int.max, Int.min, -7, -1_234]

    /// The package's locales and every locale ICU lists, with their cardinal rules.
    static func locales() throws -> [(tag: String, locale: IntlLocale, cardinal: PluralRuleSet)] {
        let tags = try BakedNumberFormatDataTests.localeTags()
        let ids = try tags.map { try ICUPluralData.icuLocaleID(forTag: $0.tag) }
        let rules = try BakedPluralRules.fromICU(forLocales: Array(Set(ids)).sorted())
        return try zip(tags, ids).map { tag, id in
            (
                tag.tag, try IntlLocale(tag.tag),
                rules.ruleSet(forLocale: id, type: .cardinal)?.ruleSet ?? PluralRuleSet([])
            )
        }
    }

    /// Differences between ICU and the baked format of `style` (the decimal when nil) in one
    /// locale, as lines naming the locale, the options and the value.
    static func compare(
        _ tag: String, _ locale: IntlLocale, cardinal: PluralRuleSet, style: NumberStyle?,
        options: [DecimalFormatOptions] = options, doubles: [Double] = doubles
    ) -> [String] {
        let numbers: NumberFormatData
        let format: NumberStyleFormat?
        do {
            numbers = try BakedNumberFormatData.fromICU(locale: locale).data
            format = try style.map {
                try BakedNumberStyle.fromICU(locale: locale, style: $0, numbers: numbers, cardinal: cardinal)
            }
        } catch {
            return ["\(tag): not baked: \(error)"]
        }
        var failures: [String] = []
        for var option in options {
            if let style { option.style = style }
            let icu: DecimalFormatter
            do {
                icu = try DecimalFormatter(locale: locale, options: option)
            } catch {
                return ["\(tag) \(option.skeleton): ICU does not open: \(error)"]
            }
            func check(
                _ what: String, _ expected: (text: String, operands: PluralOperands?)?,
                _ actual: (text: String, operands: PluralOperands?)
            ) {
                guard var expected else { return }
                // The shim reads ICU's operands from the digits of its text, so it has none
                // for digits outside the BMP (Adlam's) or a text without digits (`ساعة`).
                if expected.operands == nil, actual.operands != nil { expected.operands = actual.operands }
                // ICU selects a unit's or a currency's plural text on the first 18 fraction
                // digits as a `double`; the baked rules on all of them.
                if let operands = actual.operands, operands.v > 17, format?.pluralAffixes.isEmpty == false { return }
                guard expected.text != actual.text || expected.operands != actual.operands else { return }
                failures.append(
                    "\(tag) [\(option.skeleton)] \(what): ICU '\(expected.text)' \(String(describing: expected.operands)), "
                        + "baked '\(actual.text)' \(String(describing: actual.operands))")
            }
            for value in doubles {
                // Beyond 2⁵³ ICU selects a unit's or a currency's plural text on a `double`
                // (127158543016951500 as …504, `few` in ru), the baked rules on the digits
                // shown (`many`): only the text of a style without plural texts compares.
                if value.magnitude >= 0x1p53, format?.pluralAffixes.isEmpty == false { continue }
                let actual =
                    format?.format(value, options: option, cardinal: cardinal) ?? numbers.format(value, options: option)
                check("\(value)", try? icu.formatWithOperands(value), actual)
                if failures.count >= 5 { return failures }
            }
            for value in integers {
                if value.magnitude >= 1 << 53, format?.pluralAffixes.isEmpty == false { continue }
                let actual =
                    format.map { $0.format(value, options: option, cardinal: cardinal) }
                    ?? numbers.format(value, options: option)
                check("\(value)", try? icu.formatWithOperands(decimal: String(value)), (actual.text, actual.operands))
                if failures.count >= 5 { return failures }
            }
        }
        return failures
    }

    /// `compare` for `locales` on four tasks.
    static func failures(
        _ locales: [(tag: String, locale: IntlLocale, cardinal: PluralRuleSet)], styles: [NumberStyle?],
        options: [DecimalFormatOptions] = options, doubles: [Double] = doubles
    ) async -> [String] {
        await withTaskGroup(of: [String].self) { group in
            for chunk in 0..<4 {
                group.addTask {
                    var failures: [String] = []
                    for (index, locale) in locales.enumerated() where index % 4 == chunk {
                        for style in styles {
                            failures += compare(
                                locale.tag, locale.locale, cardinal: locale.cardinal, style: style, options: options,
                                doubles: doubles)
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
    }

    @Test func decimalsInEveryLocaleFormatLikeICU() async throws {
        let locales = try Self.locales()
        let failures = await Self.failures(locales, styles: [nil])
        print(
            "baked NUMBER() decimals: \(locales.count) locales × \(Self.options.count) options, \(failures.count) differences"
        )
        #expect(locales.count > 800)
        #expect(
            failures.isEmpty, "\(failures.count) differences, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func percentCurrencyAndUnitInEveryLocaleFormatLikeICU() async throws {
        let locales = try Self.locales()
        let styles: [NumberStyle?] = [.percent, .currency("EUR"), .unit("kilometer", display: .long)]
        let options = [Self.options[0], Self.options[1], Self.options[6]]
        let failures = await Self.failures(locales, styles: styles, options: options)
        print("baked NUMBER() styles: \(locales.count) locales × \(styles.count) styles, \(failures.count) differences")
        #expect(
            failures.isEmpty, "\(failures.count) differences, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func everyDisplayOfCurrenciesAndUnitsFormatsLikeICU() async throws {
        let all = try Self.locales()
        // The package's locales, a few whose currencies differ from their numbers, and every
        // 25th ICU locale.
        let named: Set = ["en", "pt-BR", "ru", "de-AT", "de-CH", "hi", "ar", "es", "fa", "ja"]
        let sample = all.enumerated().filter { $0.offset % 25 == 0 || named.contains($0.element.tag) }.map(\.element)
        var styles: [NumberStyle?] = []
        for code in ["EUR", "JPY", "USD", "RUB", "BRL", "CHF", "INR"] {
            styles += CurrencyDisplay.all.map { NumberStyle.currency(code, display: $0) }
        }
        for unit in ["kilometer", "megabyte", "kilometer-per-hour", "hour", "liter"] {
            styles += UnitDisplay.all.map { NumberStyle.unit(unit, display: $0) }
        }
        let failures = await Self.failures(sample, styles: styles, options: [Self.options[0], Self.options[3]])
        print(
            "baked NUMBER() displays: \(sample.count) locales × \(styles.count) styles, \(failures.count) differences")
        #expect(
            failures.isEmpty, "\(failures.count) differences, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func roundsHalfEvenOnTheShortestDecimalAsICUDoes() throws {
        let english = try BakedNumberFormatData.fromICU(locale: IntlLocale("en")).data
        let two = DecimalFormatOptions(minimumFractionDigits: 2, maximumFractionDigits: 2)
        #expect(english.format(1.005, options: two).text == "1.00")
        #expect(english.format(2.675, options: two).text == "2.68")
        #expect(english.format(0.125, options: two).text == "0.12")
        #expect(english.format(999.995, options: two).text == "1,000.00")
        #expect(english.format(-0.001, options: two).text == "-0.00")
        #expect(english.format(123_456, options: DecimalFormatOptions(maximumSignificantDigits: 2)).text == "120,000")
        #expect(english.format(0.05, options: DecimalFormatOptions(minimumSignificantDigits: 3)).text == "0.0500")
        #expect(english.format(1, options: DecimalFormatOptions(minimumIntegerDigits: 5)).text == "00,001")
        let russian = try BakedNumberFormatData.fromICU(locale: IntlLocale("ru")).data
        #expect(
            try russian.format(Double.nan, options: two).text == DecimalFormatter(locale: IntlLocale("ru")).format(.nan)
        )
        #expect(russian.format(1, options: DecimalFormatOptions(minimumFractionDigits: 1)).operands.v == 1)
        let spanish = try BakedNumberFormatData.fromICU(locale: IntlLocale("es")).data
        #expect(spanish.minimumGroupingDigits == 2)
        #expect(spanish.format(1_234) == "1234" && spanish.format(12_345) == "12.345")
    }

    @Test func aStyleIsReadOffICUsText() throws {
        func style(_ tag: String, _ style: NumberStyle) throws -> NumberStyleFormat {
            let locale = try IntlLocale(tag)
            let id = try ICUPluralData.icuLocaleID(forTag: tag)
            let cardinal = try BakedPluralRules.fromICU(forLocales: [id]).ruleSet(forLocale: id, type: .cardinal)!
                .ruleSet
            return try BakedNumberStyle.fromICU(
                locale: locale, style: style, numbers: BakedNumberFormatData.fromICU(locale: locale).data,
                cardinal: cardinal)
        }
        let percent = try style("ru", .percent)
        #expect(percent.scale == 2 && percent.affixes.positiveSuffix == "\u{A0}%" && percent.pluralAffixes.isEmpty)
        let kilometers = try style("ru", .unit("kilometer", display: .long))
        #expect(kilometers.affixes.positiveSuffix == " километра")
        #expect(kilometers.pluralAffixes[.one]?.positiveSuffix == " километр")
        #expect(kilometers.pluralAffixes[.many]?.positiveSuffix == " километров")
        let austrianEuros = try style("de-AT", .currency("EUR"))
        #expect(austrianEuros.numbers.groupingSeparator == "." && austrianEuros.affixes.positivePrefix == "€\u{A0}")
        #expect(BakedNumberStyle.shifted("12.5", by: -2) == "0.125")
        #expect(BakedNumberStyle.shifted("-3", by: 2) == "-300")
    }
}
