import LocalizedValidationCLDR
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// A label that already holds the quotation marks a message puts around it is shown with
/// the locale's marks for a quotation inside a quotation (CLDR's alternate delimiters,
/// from ICU), never with the same mark twice: ru «Отметьте «Я принимаю „Условия“»», not
/// «…«Условия»…».
@Suite struct NestedQuotationTests {
    /// Per built-in locale: a label holding the quotation marks the locale's messages put
    /// around a label, and the same words as the message must show them.
    static let labels: [(locale: ValidationLocale, label: String, shown: String)] = [
        (.en, "I accept the “Terms”", "I accept the ‘Terms’"),
        (.ptBR, "Aceito os “Termos”", "Aceito os ‘Termos’"),
        (.ru, "Я принимаю «Условия»", "Я принимаю „Условия“"),
        (.es, "Acepto los «Términos»", "Acepto los “Términos”"),
        // CLDR gives fr « » for both levels; the inner ones become “ ”, without the
        // no-break spaces that only guillemets take.
        (.fr, "J’accepte les «\u{A0}Conditions\u{A0}»", "J’accepte les “Conditions”"),
        (.de, "Ich akzeptiere die „AGB“", "Ich akzeptiere die ‚AGB‘"),
        (.it, "Accetto i «Termini»", "Accetto i “Termini”"),
        (.ptPT, "Aceito os «Termos»", "Aceito os “Termos”"),
        (.uk, "Я приймаю «Умови»", "Я приймаю „Умови“"),
        (.pl, "Akceptuję „Regulamin”", "Akceptuję «Regulamin»"),
        (.tr, "“Şartları” kabul ediyorum", "‘Şartları’ kabul ediyorum"),
        (.ar, "أوافق على «الشروط»", "أوافق على ’الشروط‘"),
        (.ja, "「利用規約」に同意します", "『利用規約』に同意します"),
        (.zhHans, "我同意“服务条款”", "我同意‘服务条款’"),
        (.enXA, "I accept the “Terms”", "I accept the ‘Terms’"),
    ]

    @Test func everyBuiltInLocaleIsCovered() {
        let covered = Set(Self.labels.map(\.locale))
        // ar-XB mirrors the English text with bidi overrides; its quotation marks are
        // English ones, which en-XA covers.
        let missing = ValidationLocale.allCases.filter { !covered.contains($0) && $0 != .arXB }
        #expect(missing.isEmpty, "no nested-quotation sample for \(missing)")
    }

    @Test(arguments: labels)
    func innerQuotesUseTheAlternateMarks(locale: ValidationLocale, label: String, shown: String) {
        let field = LocalizedText(verbatim: label)
        let rendered = ValidationMessage.mustBeTrue(field: field).localized(in: locale)
        #expect(rendered.contains(shown), "\(locale.identifier): \(rendered)")
        #expect(!rendered.contains(label), "\(locale.identifier): \(rendered)")
        // The same with bidi isolates around the label.
        let isolated = ValidationMessage.mustBeTrue(field: field).localized(in: locale, isolation: .isolated)
        #expect(isolated.contains("\u{2068}\(shown)\u{2069}"), "\(locale.identifier): \(isolated)")
    }

    @Test func wholeSentencesInRussianAndBrazilianPortuguese() {
        let ru = LocalizedText(verbatim: "Согласие с «Условиями»")
        #expect(ValidationMessage.required(field: ru).localized(in: .ru) == "Заполните поле «Согласие с „Условиями“».")
        #expect(
            ValidationMessage.confirmationMismatch(field: ru, other: LocalizedText(verbatim: "Пароль «для входа»"))
                .localized(in: .ru) == "Введите в поле «Согласие с „Условиями“» то же, что в поле «Пароль „для входа“»."
        )
        let ptBR = LocalizedText(verbatim: "Aceito os “Termos de uso”")
        #expect(
            ValidationMessage.required(field: ptBR).localized(in: .ptBR)
                == "Preencha o campo “Aceito os ‘Termos de uso’”.")
    }

    /// Only a label the message quotes changes: one that starts the sentence unquoted,
    /// and one whose marks differ from the message's, are shown as they are.
    @Test func unquotedLabelsAndOtherMarksAreLeftAlone() {
        let gendered = LocalizedText(verbatim: "Senha “forte”", gender: .feminine)
        #expect(ValidationMessage.required(field: gendered).localized(in: .ptBR) == "Senha “forte” obrigatória.")
        let english = LocalizedText(verbatim: "Code „A“")
        #expect(ValidationMessage.mustBeTrue(field: english).localized(in: .en) == "Select “Code „A“” to continue.")
    }

    /// The marks come from ICU's CLDR data, through the C shim.
    @Test func quotationMarksComeFromCLDR() throws {
        let ru = try IntlLocale("ru").quotationMarks()
        #expect(ru == QuotationMarks(start: "«", end: "»", alternateStart: "„", alternateEnd: "“"))
        let de = try IntlLocale("de").quotationMarks()
        #expect(de == QuotationMarks(start: "„", end: "“", alternateStart: "‚", alternateEnd: "‘"))
        let ptBR = try IntlLocale("pt-BR").quotationMarks()
        #expect(ptBR == QuotationMarks(start: "“", end: "”", alternateStart: "‘", alternateEnd: "’"))
        let ja = try IntlLocale("ja").quotationMarks()
        #expect(ja == QuotationMarks(start: "「", end: "」", alternateStart: "『", alternateEnd: "』"))
    }
}
