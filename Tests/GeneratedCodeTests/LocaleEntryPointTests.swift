import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

/// One locale type accepted everywhere, and the same answer for the same tag through
/// every entry point; one FSI … PDI pair per argument.
@Suite struct LocaleEntryPointTests {
    /// Spellings of Brazilian Portuguese that people and platforms send.
    @Test(arguments: ["pt-BR", "pt_BR", "PT-br", "pt_br"])
    func everyEntryPointGivesTheSameLocale(tag: String) {
        let expected = "Finalizar compra é obrigatório."
        let message = Messages.labeledRequired(field: LocalizedText(Shop.checkout))
        #expect(BasicLocale.negotiated(acceptLanguage: tag) == .ptBR)
        #expect(BasicLocale.negotiated(acceptLanguage: "\(tag);q=0.9, de;q=0.5") == .ptBR)
        #expect(BasicLocale.negotiated([tag]) == .ptBR)
        #expect(BasicLocale.negotiated(Foundation.Locale(identifier: tag)) == .ptBR)
        #expect(message.localized(languageTag: tag) == expected)
        #expect(message.localized(languageTags: [tag]) == expected)
        #expect(LocalizedText(message).localized(languageTag: tag) == expected)
        #expect(message.localized(in: BasicLocale.negotiated(acceptLanguage: tag)) == expected)
    }

    @Test func acceptLanguageReadsUnderscoresAsHyphens() {
        #expect(LocaleNegotiation.acceptLanguageTags("pt_BR, ru;q=0.5") == ["pt-BR", "ru"])
    }

    @Test func messagesRenderInAnIntlLocale() throws {
        let message = Messages.labeledRequired(field: LocalizedText(Shop.checkout))
        #expect(message.localized(in: try IntlLocale("pt-BR")) == "Finalizar compra é obrigatório.")
        // Basic has no pt-PT: pt-BR serves, and the label follows the message into pt-BR.
        #expect(message.localized(in: try IntlLocale("pt-PT")) == "Finalizar compra é obrigatório.")
        #expect(LocalizedText(message).localized(in: try IntlLocale("ru")) == "Поле «Checkout» обязательно.")
        #expect(message.localized(in: try IntlLocale("ja")) == "Checkout is required.")
    }

    @Test func intlLocaleConvertsFromAndToFoundation() throws {
        #expect(try IntlLocale(Foundation.Locale(identifier: "pt_BR")).identifier == "pt-BR")
        #expect(try IntlLocale(Foundation.Locale(identifier: "ru-RU")).identifier == "ru-RU")
        #expect(
            try IntlLocale(Foundation.Locale(identifier: "sr_Latn_RS@calendar=gregorian")).identifier == "sr-Latn-RS")
        #expect(Foundation.Locale(try IntlLocale("pt-BR")).identifier == "pt-BR")
        #expect(try IntlLocale(Foundation.Locale(try IntlLocale("pt-BR"))) == IntlLocale("pt-BR"))
        // The root locale and unknown languages are errors, never a silent English.
        #expect(throws: IntlError.self) { try IntlLocale(Foundation.Locale(identifier: "")) }
        #expect(throws: IntlError.self) { try IntlLocale(Foundation.Locale(identifier: "qq_ZZ")) }
    }

    @Test func timeZoneConvertsFromFoundation() throws {
        let zone = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        #expect(try TimeZoneID(zone).identifier == "America/Sao_Paulo")
    }

    /// A verbatim `Text` argument used to be isolated by itself and again by the message.
    @Test func aVerbatimArgumentIsIsolatedOnce() {
        let text = Messages.labeledRequired(field: LocalizedText(verbatim: "Name")).localized(
            in: .en, isolation: .isolated)
        #expect(text == "\u{2068}Name\u{2069} is required.")
        #expect(LocalizedText(verbatim: "Name").localized(languageTag: "en", isolation: .isolated) == "Name")
    }

    /// A message argument is isolated once as a whole; its own arguments once each.
    @Test func aNestedMessageIsolatesEachArgumentOnce() {
        let inner = Messages.required(field: "שם")
        let text = Messages.labeledRequired(field: LocalizedText(inner)).localized(in: .en, isolation: .isolated)
        #expect(text == "\u{2068}\u{2068}שם\u{2069} is required.\u{2069} is required.")
        let plain = Messages.labeledRequired(field: LocalizedText(inner)).localized(in: .en)
        #expect(plain == "שם is required. is required.")
    }
}

@Suite("Pseudo-locale negotiation")
struct PseudoLocaleNegotiationTests {
    @Test func pseudoLocaleIsChosenOnlyWhenAsked() {
        let supported = ["en", "ar-XB", "en-XA"]
        #expect(LocaleNegotiation.bestMatch(requested: ["ar-EG"], supported: supported) == nil)
        #expect(LocaleNegotiation.bestMatch(requested: ["ar"], supported: supported) == nil)
        #expect(LocaleNegotiation.bestMatch(requested: ["ar-XB"], supported: supported) == 1)
        #expect(LocaleNegotiation.bestMatch(requested: ["en-xa"], supported: supported) == 2)
        #expect(LocaleNegotiation.bestMatch(requested: ["en-GB"], supported: ["en-XA", "en"]) == 1)
    }
}
