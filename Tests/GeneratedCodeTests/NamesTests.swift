import LocalizedValidationMessages
import Testing

/// The Names golden (Generated/Names), compiled into this target: every valid Fluent
/// identifier gets a distinct Swift name by the documented rule, and each renders its
/// own text.
@Suite struct NamesTests {
    @Test func idsThatDifferOnlyByCaseOrSeparator() {
        #expect(FirefoxNames.bottomLinksPrivacy.localized(in: .en) == "Privacy")
        #expect(FirefoxNames.bottomLinks_privacy.localized(in: .en) == "Privacy (camel)")
        #expect(FirefoxNames.bottom_links_privacy.localized(in: .ru) == "Конфиденциальность (snake)")
        #expect(FirefoxNames.foo.localized(in: .en) == "lower")
        #expect(FirefoxNames.Foo_.localized(in: .en) == "upper")
        #expect(FirefoxNames.cD_e_60f9c5e8.messageID != FirefoxNames.cD_e_36099586.messageID)
        #expect(
            Set([FirefoxNames.cD_e_60f9c5e8, .cD_e_36099586].map { $0.localized(in: .en) }) == ["hyphen", "underscore"])
    }

    @Test func idsTheGeneratedTypeUses() {
        #expect(FirefoxNames.description_.localized(in: .en) == "A description")
        #expect(FirefoxNames.self_.messageID == "self")
        #expect(FirefoxNames.hash_.localized(in: .ru) == "Хеш")
        #expect(FirefoxNames.localized_.localized(in: .en) == "Localized")
        #expect(FirefoxNames.default.localized(in: .en) == "Default")
    }

    @Test func attributeNames() {
        let message = FirefoxNames.msg
        #expect(message.localized(in: .en) == "Message")
        #expect(message.value(in: .en) == "Value")
        #expect(message.description(in: .ru) == "Описание")
        #expect(message.label(in: .en) == "Label")
        #expect(message.hash(in: .en) == "Hash")
        #expect(message.self_(in: .en) == "Self")
        #expect(message.init_(in: .en) == "Init")
        #expect(message.type(in: .en) == "Type")
        #expect(message.localized_(in: .en) == "Localized")
        #expect(message.fooBar(in: .en) == "Kebab")
        #expect(message.fooBar_(in: .en) == "Camel")
        // A sibling attribute's reference.
        #expect(message.tooltiptextdown(in: .en) == "Tip down")
        #expect(message.tooltiptextdown(in: .ru) == "Подсказка вниз")
        #expect(FirefoxNames.foo.value(in: .en) == nil)
    }

    @Test func variablesThatDifferOnlyByCaseOrSeparator() {
        let message = FirefoxNames.greetingUsers(
            userName: "kebab", user_name: "snake", userName_: "camel", cD_e_60f9c5e8: "hyphen",
            cD_e_36099586: "underscore")
        #expect(message.localized(in: .en) == "kebab, snake, camel, hyphen, underscore")
        #expect(message.localized(in: .ru) == "underscore, hyphen, camel, snake, kebab")
        // Alone in its message, `$user_name` is `userName`.
        #expect(FirefoxNames.userOnly(userName: "snake").localized(in: .en) == "only snake")
        // A reference passes `$user_name` by its Fluent name, whatever each side calls it;
        // the ru text, which names only `$user_name`, binds it under its own name.
        let pair = FirefoxNames.userPair(userName: "kebab", user_name: "snake")
        #expect(pair.localized(in: .en) == "kebab and only snake")
        #expect(pair.localized(in: .ru) == "только snake")
    }

    @Test(arguments: [(0.0, "No tabs"), (1, "One tab"), (2, "2 tabs"), (1.5, "1.5 tabs")])
    func exactValueSelect(count: Double, expected: String) {
        #expect(FirefoxNames.tabs(count: count).localized(in: .en) == expected)
    }
}

/// The Names golden's other catalogs: in a sub-folder, named by a number, and one
/// locale's files as one bundle (the terms and a message of brands.ftl).
@Suite struct LayoutAndBundleTests {
    @Test func subfolderCatalogUsesTheLocalesTerms() {
        #expect(FirefoxBrowsersCompareBrave.compareTitle.localized(in: .en) == "Firefox vs. Brave")
        #expect(FirefoxBrowsersCompareBrave.compareTitle.localized(in: .ru) == "Firefox или Brave")
        #expect(
            FirefoxBrowsersCompareBrave.compareTagline.localized(in: .ru)
                == "Firefox от Мозилла: приватность по умолчанию")
        #expect(Brands.brandTagline.localized(in: .en) == "Firefox by Mozilla")
    }

    @Test func sharedTermsRenderFromEveryCatalog() {
        // -product-line (a term variable, calling -brand-name) and -brand-name are
        // generated once per locale, in _NamesLocaleTerms, and called from each catalog.
        #expect(
            FirefoxBrowsersCompareBrave.compareEditions.localized(in: .en) == "Try Firefox Nightly or Firefox Browser")
        #expect(
            FirefoxBrowsersCompareBrave.compareEditions.localized(in: .ru)
                == "Попробуйте Firefox Nightly или Браузер Firefox")
        #expect(Catalog404.notFoundBrand.localized(in: .en) == "Firefox cannot find this page")
        #expect(Catalog404.notFoundBrand.localized(in: .ru) == "Firefox не находит эту страницу")
        #expect(_NamesLocaleTerms._ru_term_brandName(.none) == "Firefox")
    }

    @Test func numericFileName() {
        #expect(Catalog404.notFoundTitle.localized(in: .ru) == "Страница не найдена")
        // A term of shared/terms.ftl, a catalog of terms only (an empty type).
        #expect(Catalog404.notFoundProduct.localized(in: .ru) == "Страница Relay не найдена")
        // The terms-only catalog's type compiles (no cases, every switch empty).
        let terms: any LocalizedMessage.Type = SharedTerms.self
        #expect("\(terms)" == "SharedTerms")
    }
}
