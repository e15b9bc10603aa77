import Foundation
import LocalizedValidationCLDR
@_spi(Generated) import LocalizedValidationFormatting
import LocalizedValidationIntl
@_spi(Generated) import LocalizedValidationMessages
import Testing
import _LocalizedValidationCompilerCore

/// The golden generated code (Generated/*), compiled into this target, renders the
/// right text: plural categories per locale, numbers and dates per locale, fallbacks,
/// terms, attributes, references and bidi isolation.
@Suite struct RenderingTests {
    @Test(arguments: [
        (1, "Минимум 1 символ."), (2, "Минимум 2 символа."), (5, "Минимум 5 символов."),
        (11, "Минимум 11 символов."), (21, "Минимум 21 символ."), (22, "Минимум 22 символа."),
        (1000, "Минимум 1\u{00A0}000 символов."),
    ])
    func russianPluralsOfAnInt(count: Int, expected: String) {
        #expect(Messages.tooShort(field: "Имя", min: count).localized(in: .ru) == expected)
    }

    @Test func russianFractionIsOther() {
        #expect(Messages.distance(distance: 1.5).localized(in: .ru) == "1,5 километра")
        #expect(Messages.distance(distance: 21).localized(in: .ru) == "21,0 километра")
        #expect(Messages.distance(distance: 5).localized(in: .ru) == "5,0 километра")
    }

    @Test(arguments: [
        (0, "Nenhum arquivo"), (1, "1 arquivo"), (2, "2 arquivos"), (1_000_000, "1.000.000 de arquivos"),
    ])
    func portuguesePlurals(count: Int, expected: String) {
        #expect(Messages.files(count: count).localized(in: .ptBR) == expected)
    }

    @Test func portugueseZeroAndFractionsAreOne() {
        #expect(
            Messages.tooShort(field: "Nome", min: 0).localized(in: .ptBR) == "Nome deve ter pelo menos 0 caractere.")
        #expect(Messages.distance(distance: 1.5).localized(in: .ptBR) == "1,5 quilômetro")
        // A visible fraction digit makes a million 'other', not 'many' (CLDR: v = 0).
        #expect(Messages.distance(distance: 1_000_000).localized(in: .ptBR) == "1.000.000,0 quilômetros")
    }

    @Test func englishOneAndOther() {
        #expect(Messages.tooShort(field: "Name", min: 1).localized(in: .en) == "Name must have at least 1 character.")
        #expect(Messages.tooShort(field: "Name", min: 2).localized(in: .en) == "Name must have at least 2 characters.")
        #expect(Messages.files(count: 0).localized(in: .en) == "No files")
        #expect(Messages.files(count: 1).localized(in: .en) == "One file")
        #expect(Messages.files(count: 1_234).localized(in: .en) == "1,234 files")
        // Visible fraction digits: "1.0" is other in English.
        #expect(Messages.distance(distance: 1).localized(in: .en) == "1.0 kilometres")
    }

    @Test func ordinals() {
        #expect(Messages.place(place: "Race", placeRank: 1).localized(in: .en) == "Race (1st)")
        #expect(Messages.place(place: "Race", placeRank: 22).localized(in: .en) == "Race (22nd)")
        #expect(Messages.place(place: "Race", placeRank: 13).localized(in: .en) == "Race (13th)")
        #expect(Messages.place(place: "Corrida", placeRank: 3).localized(in: .ptBR) == "Corrida (3º)")
    }

    @Test func datesPerLocale() throws {
        let date = try CalendarDate(year: 2000, month: 2, day: 29)
        #expect(Messages.born(date: date).localized(in: .en) == "Born on February 29, 2000.")
        #expect(Messages.born(date: date).localized(in: .ru) == "Дата рождения: 29 февраля 2000\u{202F}г.")
        #expect(Messages.born(date: date).localized(in: .ptBR) == "Nasceu em 29 de fevereiro de 2000.")
    }

    @Test func stringSelectorsTermsAndReferences() {
        #expect(Messages.greeting(gender: "feminine", name: "Ana").localized(in: .ptBR) == "Bem-vinda, Ana!")
        #expect(Messages.greeting(gender: "x", name: "Ana").localized(in: .ptBR) == "Boas-vindas, Ana!")
        #expect(Messages.welcome(name: "Ана").localized(in: .ru) == "Добро пожаловать в нашу Акме, Ана!")
        #expect(
            Messages.welcomeBack(name: "Ana").localized(in: .ptBR) == "Bem-vindo à Acme, Ana! Que bom ver você de novo."
        )
        #expect(Messages.welcome(name: "Ana").title(in: .ru) == "Регистрация в Акме")
        #expect(Messages.welcome(name: "Ana").placeholder(in: .en) == "Your name")
        #expect(Messages.required(field: "x").title(in: .en) == nil)
        #expect(Messages.default.localized(in: .ru) == "Что-то пошло не так.")
        #expect(Messages.tooShort(field: "a", min: 1).messageID == "too-short")
    }

    @Test func variantsAreTriedInSourceOrder() {
        // [one] stands before [1]: 1 takes [one], in every locale.
        #expect(Messages.firstMatch(count: 1).localized(in: .en) == "one (the category)")
        #expect(Messages.firstMatch(count: 2).localized(in: .en) == "2 (other)")
        #expect(Messages.firstMatch(count: 1).localized(in: .ptBR) == "um (a categoria)")
        #expect(Messages.firstMatch(count: 1_000_000).localized(in: .ptBR) == "1.000.000 (muitos)")
        #expect(Messages.firstMatch(count: 1).localized(in: .ru) == "один (категория)")
        #expect(Messages.firstMatch(count: 3).localized(in: .ru) == "3 (несколько)")
        #expect(Messages.firstMatch(count: 5).localized(in: .ru) == "5 (много)")
        // [files]: [0] stands before [one]/[other]: 0 is [0].
        #expect(Messages.files(count: 0).localized(in: .ru) == "Нет файлов")
    }

    @Test func numberKeysMatchByValue() {
        #expect(Messages.points(points: 0).localized(in: .en) == "no points")
        #expect(Messages.points(points: 1).localized(in: .en) == "a point")
        #expect(Messages.points(points: 3).localized(in: .ru) == "3 points")
    }

    @Test func referencedMessagesWithPluralsAndTermsWithArguments() {
        #expect(
            Messages.filesInApp(count: 1).localized(in: .en) == "One file (file/files) in Acme's folder, not Acme's.")
        #expect(
            Messages.filesInApp(count: 2).localized(in: .ptBR)
                == "2 arquivos (arquivo/arquivos) na pasta do Acme, não Acme.")
        #expect(
            Messages.filesInApp(count: 2).localized(in: .ru)
                == "2 файла (файл/файла/файлов) в папке приложения Акме, не приложение Акме.")
        #expect(
            Messages.filesInApp(count: 0).localized(in: .ru)
                == "Нет файлов (файл/файла/файлов) в папке приложения Акме, не приложение Акме.")
        #expect(Messages.filesInApp(count: 21).localized(in: .ru).hasPrefix("21 файл ("))
    }

    @Test func termsReferencingMessagesAndDefaultsBeforeOthers() {
        #expect(Messages.signedNote(signer: "Ana").localized(in: .en) == "Note signed by Ana for Acme.")
        // Only en has it: pt-BR falls back to en's text (and en's term).
        #expect(Messages.signedNote(signer: "Ana").localized(in: .ptBR) == "Note signed by Ana for Acme.")
        #expect(Messages.defaultFirst(count: 0).localized(in: .en) == "zero")
        #expect(Messages.defaultFirst(count: 1).localized(in: .en) == "one or other")
        #expect(Messages.defaultFirst(count: 7).localized(in: .en) == "one or other")
        #expect(
            Messages.isolatedName(isolation: "x").localized(in: .en, isolation: .isolated) == "Name: \u{2068}x\u{2069}")
    }

    @Test func missingTranslationsFallBack() {
        #expect(Messages.onlyInSource.localized(in: .ru) == "This message has no translations yet.")
        // pt-PT lacks 'cart' and falls back to pt-BR (configured), with pt plural rules.
        #expect(Shop.cart(count: 1_000_000).localized(in: .ptPT) == "1.000.000 de itens no seu carrinho")
        #expect(Shop.checkout.localized(in: .ptPT) == "Finalizar encomenda")
        #expect(Shop.checkout.localized(in: .ptBR) == "Finalizar compra")
        // pt-PT has checkout but not its .hint: the attribute alone falls back to pt-BR.
        #expect(Shop.checkout.hint(in: .ptPT) == "Revise o pedido")
        #expect(Shop.checkout.hint(in: .en) == "Review your order")
        #expect(Shop.cart(count: 1).hint(in: .ptPT) == nil)
    }

    @Test func textArgumentsRenderInTheMessageLocale() {
        let label = LocalizedText(Shop.checkout)
        #expect(Messages.labeledRequired(field: label).localized(in: .ptBR) == "Finalizar compra é obrigatório.")
        // Shop has no ru: its label negotiates to its source locale.
        #expect(Messages.labeledRequired(field: label).localized(in: .ru) == "Поле «Checkout» обязательно.")
        #expect(
            Messages.labeledRequired(field: LocalizedText(verbatim: "Nome")).localized(languageTag: "pt-PT")
                == "Nome é obrigatório.")
        #expect(label.message as? Shop == .checkout)
        #expect(LocalizedText(Shop.checkout) == label)
        #expect(LocalizedText(Shop.cart(count: 1)) != LocalizedText(Shop.cart(count: 2)))
    }

    @Test func messagesAgreeWithTheGenderTheLabelDeclaresInItsLocale() {
        let coupon = LocalizedText(Shop.coupon)
        let payment = LocalizedText(Shop.paymentMethod)
        #expect(Messages.labeledInvalid(field: coupon).localized(in: .ptBR) == "Cupom é inválido.")
        #expect(Messages.labeledInvalid(field: payment).localized(in: .ptBR) == "Forma de pagamento é inválida.")
        // A label without a gender gets the neutral phrasing.
        #expect(
            Messages.labeledInvalid(field: LocalizedText(Shop.checkout)).localized(in: .ptBR)
                == "O campo “Finalizar compra” é inválido.")
        // Shop has no ru: the label renders in English, which declares no gender.
        #expect(Messages.labeledInvalid(field: coupon).localized(in: .ru) == "Поле «Coupon code» заполнено неверно.")
        #expect(
            Messages.labeledInvalid(field: LocalizedText(verbatim: "Имя", gender: .neuter)).localized(in: .ru)
                == "Имя указано неверно.")
        // English ignores the gender.
        #expect(Messages.labeledInvalid(field: payment).localized(in: .en) == "Payment method is invalid.")
    }

    @Test func aLabelsGenderComesFromTheFileItsTextComesFrom() {
        #expect(Shop.coupon.grammaticalGender(in: .en) == nil)
        #expect(Shop.coupon.grammaticalGender(in: .ptBR) == .masculine)
        #expect(Shop.coupon.grammaticalGender(in: .ptPT) == .masculine)
        // pt-PT has no payment-method: its text and its gender both come from pt-BR.
        #expect(Shop.paymentMethod.localized(in: .ptPT) == "Forma de pagamento")
        #expect(Shop.paymentMethod.grammaticalGender(in: .ptPT) == .feminine)
        #expect(Shop.checkout.grammaticalGender(in: .ptBR) == nil)
        #expect(LocalizedText(Shop.paymentMethod).grammaticalGender(languageTags: ["pt-PT"]) == .feminine)
        #expect(LocalizedText(Shop.paymentMethod).grammaticalGender(languageTags: ["de"]) == nil)
        // A catalog without genders answers nil through the protocol's default.
        #expect(LocalizedText(Messages.default).grammaticalGender(languageTags: ["pt-BR"]) == nil)
    }

    @Test func bidiIsolationWrapsArguments() {
        let text = Messages.required(field: "שם").localized(in: .en, isolation: .isolated)
        #expect(text == "\u{2068}שם\u{2069} is required.")
    }

    @Test func numberLiteralsAreFormattedForTheLocale() {
        // Grouping and separators of the locale; the fraction digits as written;
        // NUMBER() options apply; a term argument is formatted where the term inserts it.
        #expect(Messages.literals.localized(in: .en) == "1,000 · 3.50 · 1,234.50 · 1,000 items")
        #expect(Messages.literals.localized(in: .ptBR) == "1.000 · 3,50 · 1.234,50 · 1.000 itens")
        #expect(
            Messages.literals.localized(in: .ru)
                == "1\u{00A0}000 · 3,50 · 1\u{00A0}234,50 · 1\u{00A0}000 предметов")
    }

    @Test func intArgumentsUnderNumberWithOptionsAreExact() {
        let twoToThe53 = 9_007_199_254_740_992
        #expect(Messages.bigCount(count: twoToThe53 + 1).localized(in: .en) == "9,007,199,254,740,993 things")
        // …001 ends in 1: ru 'one' (through Double it was …000, 'many').
        #expect(
            Messages.bigCount(count: twoToThe53 + 9).localized(in: .ru)
                == "9\u{00A0}007\u{00A0}199\u{00A0}254\u{00A0}741\u{00A0}001 вещь")
        #expect(Messages.bigCount(count: Int.max).localized(in: .ptBR) == "9.223.372.036.854.775.807 coisas")
        #expect(Messages.bigCount(count: 1_000_000_000_001_000_000).localized(in: .ptBR).hasSuffix(" de coisas"))
        #expect(Messages.bigCount(count: Int.min + 1).localized(in: .ru).hasSuffix(" вещей"))
        #expect(Messages.bigCount(count: 1).localized(in: .en) == "1 thing")
    }

    @Test func fullDateStyleHasTheWeekday() throws {
        let date = try CalendarDate(year: 2024, month: 2, day: 29)
        #expect(Messages.weekday(date: date).localized(in: .en) == "Thursday, February 29, 2024")
        #expect(Messages.weekday(date: date).localized(in: .ru).hasPrefix("четверг, 29 февраля 2024"))
    }

    @Test func aValueEndingWithAPeriodEndsTheSentence() throws {
        // ru long dates end with "г.": the message's own period is not doubled.
        let date = try CalendarDate(year: 2000, month: 2, day: 29)
        #expect(Messages.born(date: date).localized(in: .ru) == "Дата рождения: 29 февраля 2000\u{202F}г.")
        #expect(Messages.tooShort(field: "x", min: 1).localized(in: .ru) == "Минимум 1 символ.")
        #expect(
            Messages.born(date: date).localized(in: .ru, isolation: .isolated)
                == "Дата рождения: \u{2068}29 февраля 2000\u{202F}г.\u{2069}")
        #expect(Messages.born(date: date).localized(in: .en) == "Born on February 29, 2000.")
    }

    @Test func negotiation() {
        #expect(BasicLocale.negotiated(acceptLanguage: "ru,en;q=0.8") == .ru)
        #expect(BasicLocale.negotiated(acceptLanguage: "fr;q=1, pt;q=0.9, en;q=0.5") == .ptBR)
        #expect(BasicLocale.negotiated(acceptLanguage: "de, fr") == .en)
        #expect(BasicLocale.negotiated(["pt-PT"]) == .ptBR)
        #expect(BasicLocale(bestMatching: ["ja"]) == nil)
        #expect(ShopLocale.negotiated(["pt-PT"]) == .ptPT)
        #expect(ShopLocale.negotiated(["pt-AO"]) == .ptBR)
        #expect(BasicLocale.negotiated(Foundation.Locale(identifier: "ru_RU")) == .ru)
    }
}

extension LocaleRuntime {
    /// A runtime for `tag` with the rules of the baked golden table (`Generated/PluralRules`:
    /// en, pt-BR, ru, ar, fr), as generated code would bake them (other tags get no rules,
    /// which only the formatting tests use), and the number data and quotation marks the
    /// compiler bakes from ICU.
    convenience init(testing tag: String) throws {
        let id = (try? ICUPluralData.icuLocaleID(forTag: tag)) ?? tag
        let locale = try IntlLocale(tag)
        self.init(
            tag, cardinal: bakedPluralRules.ruleSet(forLocale: id, type: .cardinal),
            ordinal: bakedPluralRules.ruleSet(forLocale: id, type: .ordinal),
            numbers: try BakedNumberFormatData.fromICU(locale: locale).data,
            quotationMarks: try locale.quotationMarks())
    }
}

/// The runtime's plural categories (baked rules) and its table of small integers agree
/// with ICU on every entry and beyond it.
@Suite struct LocaleRuntimeTests {
    @Test(arguments: ["en", "pt-BR", "ru"])
    func pluralCategoriesMatchICU(tag: String) throws {
        let runtime = try LocaleRuntime(testing: tag)
        let locale = try IntlLocale(tag)
        let cardinal = try PluralRules(locale: locale, type: .cardinal)
        let ordinal = try PluralRules(locale: locale, type: .ordinal)
        for value in [-21, -1] + Array(0...1100) + [1_000_000, Int.max] {
            #expect(runtime.plural(value) == (try cardinal.category(for: value)), "\(tag) \(value)")
            #expect(runtime.ordinal(value) == (try ordinal.category(for: value)), "\(tag) ordinal \(value)")
        }
    }

    /// `format(_:)` answers small integers from a table written with the baked data, and
    /// the rest from the data itself; every entry, its edges and numbers beyond it must
    /// equal what ICU's number formatter writes, in locales with other digits (ar), other
    /// grouping (hi) and two minimum grouping digits (es: `1234`, `12.345`) too.
    @Test(arguments: ["en", "pt-BR", "ru", "ar", "hi", "de-CH", "es"])
    func integerTableMatchesICU(tag: String) throws {
        let runtime = try LocaleRuntime(testing: tag)
        let icu = try DecimalFormatter(locale: IntlLocale(tag))
        let wide = Array(-1100...12_000) + [99_999, 100_000, 1_234_567, Int.max, Int.min]
        for value in wide {
            #expect(runtime.format(value) == (try icu.format(decimal: String(value))), "\(tag) \(value)")
        }
    }

    @Test func integersFormatPerLocale() throws {
        #expect(try LocaleRuntime(testing: "ru").format(-1_234_567) == "-1\u{00A0}234\u{00A0}567")
        #expect(try LocaleRuntime(testing: "pt-BR").format(Int.max) == "9.223.372.036.854.775.807")
        #expect(try LocaleRuntime(testing: "en").format(Int.min) == "-9,223,372,036,854,775,808")
        #expect(try LocaleRuntime(testing: "en").format(0) == "0")
    }

    @Test func integersWithOptionsKeepEveryDigit() throws {
        let options = DecimalFormatOptions(minimumFractionDigits: 1)
        let en = try LocaleRuntime(testing: "en")
        #expect(en.format(9_007_199_254_740_993, options: options) == "9,007,199,254,740,993.0")
        #expect(en.format(Int.min, options: options) == "-9,223,372,036,854,775,808.0")
        let selected = try LocaleRuntime(testing: "ru").format(
            9_007_199_254_741_001, options: DecimalFormatOptions(), ordinal: false)
        #expect(selected.category == .one)
    }
}
