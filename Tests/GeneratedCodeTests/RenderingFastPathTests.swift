import LocalizedValidationIntl
@_spi(Generated) import LocalizedValidationMessages
import Testing

/// The shortcuts of issue 11 (R3) give what the general paths give: one tag without an
/// array, and the sentence period checked on bytes without an array.
@Suite struct RenderingFastPathTests {
    /// Supported tags as spelled and otherwise: other regions, extensions, private use,
    /// pseudo-locales, odd casing, underscores, wildcards and empty text.
    static let tags = [
        "en", "pt", "pt-PT", "pt-BR", "pt-br", "PT-BR", "pt_BR", "pt-BR-u-nu-latn", "pt-Latn-BR",
        "pt-PT-x-formal", "ru", "ru-RU", "RU", "en-XA", "en-xa", "ar-XB", "ar", "ar-EG", "und",
        "zh-Hant-TW", "zh", "de", "de-CH", "x-private", "x-ru", "en-x-pt-BR", "i-klingon", "*", "",
        "-", "pt-", "-pt", "EN", "En-Us", "en-US", "en-GB-oxendict", "sr-Latn", "ptBR", "pt-BRA",
    ]

    static let texts: [LocalizedText] = [
        LocalizedText(Shop.paymentMethod), LocalizedText(Shop.coupon), LocalizedText(Shop.checkout),
        LocalizedText(Messages.default), LocalizedText(verbatim: "Пароль"),
        LocalizedText(verbatim: "Senha", gender: .feminine), LocalizedText(verbatim: ""),
    ]

    @Test(arguments: tags)
    func oneTagRendersAsATagArray(tag: String) {
        for text in Self.texts {
            for isolation in [ArgumentIsolation.none, .isolated] {
                #expect(
                    text.localized(languageTag: tag, isolation: isolation)
                        == text.localized(languageTags: [tag], isolation: isolation))
            }
            #expect(text.grammaticalGender(languageTag: tag) == text.grammaticalGender(languageTags: [tag]))
        }
    }

    /// Each generated locale type's one-tag negotiation (a `switch` on packed tags, then
    /// the general negotiation) chooses what the general negotiation chooses.
    @Test(arguments: tags)
    func oneTagNegotiatesAsATagArray(tag: String) {
        #expect(ShopLocale.negotiated(languageTag: tag) == ShopLocale.negotiated([tag]))
        #expect(BasicLocale.negotiated(languageTag: tag) == BasicLocale.negotiated([tag]))
        #expect(DifferentialLocale.negotiated(languageTag: tag) == DifferentialLocale.negotiated([tag]))
    }

    @Test(arguments: tags)
    func anIntlLocaleRendersAsItsIdentifiersTagArray(tag: String) throws {
        guard let locale = try? IntlLocale(tag) else { return }
        for text in Self.texts {
            #expect(text.localized(in: locale) == text.localized(languageTags: [locale.identifier]))
            #expect(text.grammaticalGender(in: locale) == text.grammaticalGender(languageTags: [locale.identifier]))
        }
    }

    /// The check before the byte one: `utf8.last`, then the last four bytes compared
    /// with an array.
    private static func referencePeriod(_ text: String) -> String {
        var text = text
        let utf8 = text.utf8
        if utf8.last == UInt8(ascii: ".") { return text }
        if utf8.count >= 4, utf8.suffix(4).elementsEqual([UInt8(ascii: "."), 0xE2, 0x81, 0xA9]) { return text }
        text += "."
        return text
    }

    @Test func theSentencePeriodMatchesTheArrayComparison() {
        let endings = [
            "", ".", "..", "г.", "г", "\u{2069}", ".\u{2069}", "г.\u{2069}", "\u{2068}x\u{2069}",
            "\u{2068}7 мар. 2025 г.\u{2069}", "a\u{2069}.", "\u{81}\u{A9}", ".\u{E2}", "…", "。", "e\u{301}",
            "\u{2069}\u{2069}", ".\u{2069}\u{2069}", "👩‍👩‍👧", "abc", "Поле «Имя»",
        ]
        var cases: [String] = []
        for prefix in ["", "x", "Длинное поле, больше пятнадцати байт: "] {
            for ending in endings { cases.append(prefix + ending) }
        }
        for text in cases {
            var rendered = text
            ArgumentIsolation.appendSentencePeriod(to: &rendered)
            #expect(rendered == Self.referencePeriod(text), "\(Array(text.unicodeScalars))")
            // A substring-backed, non-native string takes the same path.
            var shared = String(Substring(text))
            ArgumentIsolation.appendSentencePeriod(to: &shared)
            #expect(shared == rendered)
        }
    }
}
