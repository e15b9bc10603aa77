import Testing

@testable import LocalizedValidationIntl

@Suite struct LocaleTests {
    @Test(arguments: [("en", "en"), ("pt-BR", "pt-BR"), ("ru", "ru"), ("ru-RU", "ru-RU"), ("PT-br", "pt-BR")])
    func acceptsAndCanonicalizes(tag: String, canonical: String) throws {
        #expect(try IntlLocale(tag).identifier == canonical)
    }

    @Test func underscoreSuggestsHyphen() {
        #expect {
            try IntlLocale("pt_BR")
        } throws: { error in
            let error = error as! IntlError
            return error.reason == .invalidLocale && error.message.contains("did you mean pt-BR?")
        }
    }

    @Test(arguments: ["", "xx", "zz-ZZ", "en-", "-en", "en--US", "not a locale", "und", "e\u{301}n", "qqq"])
    func rejectsMalformedOrUnknown(tag: String) {
        #expect(throws: IntlError.self) { try IntlLocale(tag) }
    }

    // MARK: Languages ICU has no data for (locale-data-fallback)

    /// Which languages lack data is ICU's answer, not a list: the plain initializer refuses
    /// each of these, the explicit one accepts it with the coverage ICU reports.
    @Test(arguments: [
        ("oc", IntlLocale.DataCoverage.rootOnly), ("cak", .rootOnly), ("kmr", .rootOnly), ("ie", .rootOnly),
        ("oc-FR", .rootOnly), ("scn", .pluralRulesOnly), ("an", .pluralRulesOnly), ("lij", .pluralRulesOnly),
        ("en", .complete), ("pt-BR", .complete), ("iw", .complete),
    ])
    func rootDataIsExplicit(tag: String, coverage: IntlLocale.DataCoverage) throws {
        let locale = try IntlLocale(tag, allowingRootData: true)
        if coverage == .complete {
            #expect(locale.dataCoverage == coverage)
            #expect(try IntlLocale(tag) == locale)
            return
        }
        // The tags are ICU 72's gaps; on Apple's ICU (Scripts/test-apple-icu) some are filled.
        withKnownIssue(
            "Apple's ICU 76 (CLDR 46) has locale data for oc, ie, scn and lij, which ICU 72 lacks", isIntermittent: true
        ) {
            #expect(locale.dataCoverage == coverage)
            #expect(locale.identifier == tag)
            #expect(locale.dataICUIdentifier == "root")
            // `oc-FR` is opened as `oc` for its plural rules: root's either way.
            #expect(locale.pluralICUIdentifier == locale.languageCode)
            #expect(throws: IntlError.self) { try IntlLocale(tag) }
        } when: {
            ICULibrary.isApple
        }
    }

    @Test("A language without data selects with root's plural rules, or its own where ICU has them")
    func pluralRulesOfLanguagesWithoutData() throws {
        try withKnownIssue(
            "Apple's ICU 76 (CLDR 46) has locale data for oc, ie, scn and lij, which ICU 72 lacks", isIntermittent: true
        ) {
            try pluralRulesOfICU72Gaps()
        } when: {
            ICULibrary.isApple
        }
    }

    private func pluralRulesOfICU72Gaps() throws {
        let occitan = try PluralRules(locale: IntlLocale("oc", allowingRootData: true))
        #expect(occitan.categories == [.other])
        #expect(try [0, 1, 2, 5].map { try occitan.category(for: $0) } == [.other, .other, .other, .other])
        let sicilian = try PluralRules(locale: IntlLocale("scn-IT", allowingRootData: true))
        #expect(sicilian.categories == [.one, .other])
        #expect(try sicilian.category(for: 1) == .one)
        #expect(try sicilian.category(for: 2) == .other)
    }

    @Test(
        "A language without data writes and reads numbers and dates with root's data, never the process's default locale's"
    )
    func rootNumbersAndDates() throws {
        try withKnownIssue(
            "Apple's ICU 76 (CLDR 46) has locale data for oc, ie, scn and lij, which ICU 72 lacks", isIntermittent: true
        ) {
            try rootNumbersAndDatesOfICU72Gaps()
        } when: {
            ICULibrary.isApple
        }
    }

    private func rootNumbersAndDatesOfICU72Gaps() throws {
        for tag in ["oc", "scn", "cak-GT"] {
            let locale = try IntlLocale(tag, allowingRootData: true)
            let numbers = try IntlNumberFormat(locale: locale)
            #expect(try numbers.format(1234.5) == "1,234.5")
            #expect(try numbers.parse("1234.5") == ExactDecimal("1234.5"))
            let date = try CalendarDate(year: 2024, month: 2, day: 29)
            #expect(try IntlDateFormat(locale: locale).format(date, style: .short) == "2024-02-29")
            #expect(try locale.quotationMarks().start == "“")
        }
        // A numbering system the tag names is kept, on root's symbols.
        let arabic = try IntlLocale("oc-u-nu-arab", allowingRootData: true)
        #expect(arabic.dataICUIdentifier == "root@numbers=arab")
        #expect(try IntlNumberFormat(locale: arabic).format(12) == "١٢")
    }

    @Test(
        "What is wrong, not missing, is still refused with root data allowed",
        arguments: ["", "und", "und-x-test", "x-private", "pt_BR", "en--US", "qaa", "qtz-FR", "abcde", "e\u{301}n"])
    func rootDataRefusesMistakes(tag: String) {
        #expect(throws: IntlError.self) { try IntlLocale(tag, allowingRootData: true) }
    }

    @Test("Deprecated codes and legacy aliases still resolve to their data with root data allowed")
    func aliasesStillResolve() throws {
        #expect(try IntlLocale("iw", allowingRootData: true).identifier == "he")
        #expect(try IntlLocale("tl", allowingRootData: true).identifier == "fil")
        #expect(try IntlLocale("sh", allowingRootData: true).identifier == "sr-Latn")
        #expect(try IntlLocale("sh", allowingRootData: true).dataCoverage == .complete)
    }

    @Test func versionsAreReported() {
        // Runs on every ICU; on Apple's (Scripts/test-apple-icu) its failure is known.
        withKnownIssue("the toolchain's Apple ICU is 76.1, with Unicode 16.0 data") {
            #expect(ICULibrary.version.hasPrefix("72"))
            #expect(ICULibrary.unicodeVersion == "15.0")
        } when: {
            ICULibrary.isApple
        }
    }

    /// ICU's display names, in English and in the language itself (the preview's names).
    @Test func displayNamesComeFromICU() throws {
        // Runs on every ICU; on Apple's (Scripts/test-apple-icu) its failure is known.
        try withKnownIssue("Apple's ICU 76 (CLDR 46) names some locales differently") {
            let russian = try IntlLocale("ru")
            #expect(try russian.displayName(in: .english) == "Russian")
            #expect(try russian.displayName(in: russian) == "русский")
            let brazilian = try IntlLocale("pt-BR")
            #expect(try brazilian.displayName(in: brazilian) == "português (Brasil)")
            #expect(try IntlLocale("zh-Hans").displayName(in: .english) == "Chinese (Simplified)")
        } when: {
            ICULibrary.isApple
        }
    }
}
