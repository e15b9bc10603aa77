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
