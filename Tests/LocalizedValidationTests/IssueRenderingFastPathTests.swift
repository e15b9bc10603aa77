import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// `ValidationIssue.localized(in:)` renders a built-in message through
/// `ValidationLocale.negotiated(languageTag:)` (issue 11, R3): the same locale and text
/// as the general negotiation, for every kind of tag.
@Suite struct IssueRenderingFastPathTests {
    static let tags = [
        "en", "pt", "pt-PT", "pt-BR", "pt-br", "PT-BR", "pt_BR", "pt-BR-u-nu-latn", "pt-Latn-BR",
        "pt-PT-x-formal", "ru", "ru-RU", "RU", "rU", "en-XA", "en-xa", "ar-XB", "ar", "ar-EG", "und",
        "zh-Hant-TW", "zh", "de", "x-private", "x-ru", "en-x-pt-BR", "*", "", "-", "ru-", "-ru", "EN",
        "En-Us", "en-US", "sr-Latn", "ptBR", "pt-BRA", "ru-x-en",
    ]

    @Test(arguments: tags)
    func oneTagNegotiatesAsATagArray(tag: String) {
        #expect(ValidationLocale.negotiated(languageTag: tag) == ValidationLocale.negotiated([tag]))
    }

    static let messages: [LocalizedText] = {
        let label = LocalizedText(verbatim: "Пароль", gender: .masculine)
        return [
            LocalizedText(ValidationMessage.required(field: label)),
            LocalizedText(ValidationMessage.tooShort(field: LocalizedText(verbatim: "Имя"), min: 2)),
            LocalizedText(ValidationMessage.required(field: LocalizedText(ValidationMessage.required(field: label)))),
            LocalizedText(ValidationMessage.validationFailed),
            LocalizedText(verbatim: "custom"),
        ]
    }()

    @Test(arguments: tags)
    func aBuiltInMessageRendersOneTagAsATagArray(tag: String) {
        for case let builtIn as ValidationMessage in Self.messages.compactMap(\.message) {
            for isolation in [ArgumentIsolation.none, .isolated] {
                let expected = builtIn.localized(languageTags: [tag], isolation: isolation)
                #expect(builtIn.localized(languageTag: tag, isolation: isolation) == expected)
                let existential: any LocalizedMessage = builtIn
                #expect(existential.localized(languageTag: tag, isolation: isolation) == expected)
                #expect(LocalizedText(builtIn).localized(languageTag: tag, isolation: isolation) == expected)
            }
        }
    }

    @Test(arguments: tags)
    func anIssueRendersAsItsMessageDoes(tag: String) throws {
        guard let locale = try? IntlLocale(tag) else { return }
        #expect(
            ValidationLocale.negotiated(languageTag: locale.identifier)
                == ValidationLocale.negotiated([locale.identifier]))
        for message in Self.messages {
            let issue = ValidationIssue(field: "name", code: .required, message: message)
            for isolation in [ArgumentIsolation.none, .isolated] {
                #expect(
                    issue.localized(in: locale, isolation: isolation)
                        == message.localized(languageTags: [locale.identifier], isolation: isolation))
            }
        }
    }
}
