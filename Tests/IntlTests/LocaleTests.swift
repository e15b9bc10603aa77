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
        #expect(ICULibrary.version.hasPrefix("72"))
        #expect(ICULibrary.unicodeVersion == "15.0")
    }

    /// ICU's display names, in English and in the language itself (the preview's names).
    @Test func displayNamesComeFromICU() throws {
        let russian = try IntlLocale("ru")
        #expect(try russian.displayName(in: .english) == "Russian")
        #expect(try russian.displayName(in: russian) == "русский")
        let brazilian = try IntlLocale("pt-BR")
        #expect(try brazilian.displayName(in: brazilian) == "português (Brasil)")
        #expect(try IntlLocale("zh-Hans").displayName(in: .english) == "Chinese (Simplified)")
    }
}
