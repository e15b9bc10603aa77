// The SPI, as generated code imports it: the built-in messages' cases are behind it.
@_spi(Generated) import LocalizedValidation
import Testing

@testable import LocalizedValidationServer

/// An app's locale type as catalogc generates it for an app with its own texts for the
/// built-in messages: `nl` (a locale the library lacks, every message given), `de` (the
/// library's, one message reworded), and `fi`, which has neither.
private enum TestAppLocale: String, CaseIterable, SupportedLocale, BuiltInMessageOverrides {
    case en, de, fi, nl

    static func negotiated(_ tags: [String]) -> TestAppLocale {
        LocaleNegotiation.bestMatch(requested: tags, supported: allCases.map(\.rawValue)).map { allCases[$0] } ?? .en
    }

    func localized(_ message: ValidationMessage, isolation: ArgumentIsolation) -> String? {
        switch (self, message._case) {
        case (.nl, .validationFailed): "Het formulier bevat fouten."
        case (.nl, .errorCount(let count)): count == 1 ? "1 fout" : "\(count) fouten"
        case (.nl, .required(let field)): "Vul het veld “\(field.localized(languageTag: "nl"))” in."
        case (.nl, .bodyUnreadable): "De request body kon niet worden gelezen."
        case (.nl, .jsonSyntax): "De request body is geen geldige JSON."
        case (.nl, _): "nl: \(message.messageID)"
        case (.de, .submitFailed): "Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal."
        default: nil
        }
    }

    var hasEveryBuiltInMessage: Bool { self == .nl }
}

/// The app's label, in the app's locales.
private struct Label: LocalizedMessage {
    var messageID: String { "field-name" }

    func localized(languageTags: [String], isolation: ArgumentIsolation) -> String {
        switch TestAppLocale.negotiated(languageTags) {
        case .en: "Name"
        case .de: "Name"
        case .fi: "Nimi"
        case .nl: "Naam"
        }
    }

    func grammaticalGender(languageTags: [String]) -> GrammaticalGender? { nil }
}

/// An app whose locales all lack the built-in messages, with a tag written as a platform
/// identifier.
private enum UnservedAppLocale: String, CaseIterable, SupportedLocale {
    case he, fi
    case svSE = "sv_se"

    static func negotiated(_ tags: [String]) -> UnservedAppLocale {
        LocaleNegotiation.bestMatch(requested: tags, supported: allCases.map(\.rawValue)).map { allCases[$0] } ?? .he
    }
}

@Suite("An app's texts for the built-in messages, and honest negotiation")
struct BuiltInMessageOverridesTests {
    static let invalid = FormSchema([FieldSpec("name", label: LocalizedText(Label()), rules: [.required])])
        .validate([:], environment: InputEnvironment(locale: .english, timeZone: .utc))

    @Test("The locales with built-in messages: the library's, and the app's complete ones; never fi")
    func localesWithBuiltInMessages() {
        #expect(TestAppLocale.localesWithBuiltInMessages == [.en, .de, .nl])
        #expect(!TestAppLocale.fi.hasBuiltInMessages)
        #expect(ValidationLocale.localesWithBuiltInMessages == ValidationLocale.allCases)
    }

    @Test("A request in the app's added locale is answered in it: the app's texts, its labels, Content-Language nl")
    func addedLocale() throws {
        let response = try #require(
            Self.invalid.problemResponse(acceptLanguage: "nl-BE, en;q=0.5", supportedLocales: TestAppLocale.self))
        #expect(response.contentLanguage == "nl")
        #expect(response.header("Content-Language") == "nl")
        #expect(response.problem.title == "Het formulier bevat fouten.")
        #expect(response.problem.detail == "1 fout")
        #expect(response.problem.errors.map(\.detail) == ["Vul het veld “Naam” in."])
    }

    @Test(
        "A locale without built-in messages is negotiated away, and Content-Language says which language the body is in"
    )
    func localeWithoutMessages() throws {
        let german = try #require(
            Self.invalid.problemResponse(acceptLanguage: "fi, de;q=0.5", supportedLocales: TestAppLocale.self))
        #expect(german.contentLanguage == "de")
        #expect(german.problem.errors.map(\.detail) == ["Bitte füllen Sie das Feld „Name“ aus."])
        let source = try #require(
            Self.invalid.problemResponse(acceptLanguage: "fi", supportedLocales: TestAppLocale.self))
        #expect(source.contentLanguage == "en")
        #expect(source.problem.title == ValidationMessage.validationFailed.localized(languageTag: "en"))
        #expect(source.problem.errors.map(\.detail) == ["Name is required."])
        // The tags variant knows only the library's locales: fi is left out there too.
        #expect(
            Self.invalid.problemResponse(acceptLanguage: "fi", supportedLocales: ["fi", "en"])?.contentLanguage == "en")
    }

    @Test(
        "When no app locale has built-in messages, Content-Language names the negotiated locale and the fallback's language"
    )
    func noLocaleHasMessages() throws {
        let english = ValidationMessage.validationFailed.localized(languageTag: "en")
        for header in ["he", "en", "fi", nil] {
            let tags = try #require(
                Self.invalid.problemResponse(acceptLanguage: header, supportedLocales: ["he", "fi"]))
            let typed = try #require(
                Self.invalid.problemResponse(acceptLanguage: header, supportedLocales: UnservedAppLocale.self))
            let expected = header == "fi" ? "fi, en" : "he, en"
            for response in [tags, typed] {
                #expect(response.problem.title == english)
                #expect(response.contentLanguage == expected, "\(header ?? "nil")")
                #expect(response.header("Content-Language") == expected)
            }
        }
        let unreadable = NegotiationDifferentialTests.unreadable
        #expect(
            unreadable.problemResponse(acceptLanguage: "fi", supportedLocales: ["he", "fi"]).contentLanguage == "fi, en"
        )
        #expect(
            unreadable.problemResponse(acceptLanguage: "sv", supportedLocales: UnservedAppLocale.self).contentLanguage
                == "sv-SE, en")
        // A locale the built-in messages have is named alone, in BCP 47 form.
        #expect(
            Self.invalid.problemResponse(acceptLanguage: "de", supportedLocales: ["fi", "DE_de"])?.contentLanguage
                == "de-DE")
    }

    @Test("The app's wording of one message in a library locale; the library's text for the others")
    func partialWording() {
        #expect(
            ValidationMessage.submitFailed.localized(in: TestAppLocale.de)
                == "Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.")
        let issue = Self.invalid.issues[0]
        #expect(issue.localized(in: TestAppLocale.de) == "Bitte füllen Sie das Feld „Name“ aus.")
        #expect(issue.localized(in: TestAppLocale.nl) == "Vul het veld “Naam” in.")
        // A bare tag knows no app: the library's own text (its source language for nl).
        #expect(
            ValidationMessage.submitFailed.localized(languageTag: "de")
                != ValidationMessage.submitFailed.localized(in: TestAppLocale.de))
    }

    @Test("An unreadable body is answered in the app's added locale too")
    func unreadableBody() throws {
        let error: JSONInputError
        do {
            _ = try FieldValue(json: Array("{".utf8))
            Issue.record("`{` was read")
            return
        } catch let caught as JSONInputError {
            error = caught
        }
        let response = error.problemResponse(acceptLanguage: "nl", supportedLocales: TestAppLocale.self)
        #expect(response.contentLanguage == "nl")
        #expect(response.problem.title == "De request body kon niet worden gelezen.")
        #expect(response.problem.detail == "De request body is geen geldige JSON.")
    }

    @Test(
        "Languages ICU has no data for (oc, scn) are negotiated as any tag, and Content-Language names the English fallback"
    )
    func languagesWithoutICUData() throws {
        let supported = ["oc", "scn", "ca"]
        #expect(LocaleNegotiation.bestMatch(acceptLanguage: "oc-FR, en;q=0.5", supported: supported) == 0)
        #expect(LocaleNegotiation.bestMatch(acceptLanguage: "scn-IT", supported: supported) == 1)
        #expect(LocaleNegotiation.bestMatch(requested: ["oc"], supported: ["en", "ca"]) == nil)
        for (header, expected) in [("oc-FR", "oc, en"), ("scn", "scn, en"), (nil, "oc, en")] {
            let response = try #require(
                Self.invalid.problemResponse(acceptLanguage: header, supportedLocales: ["oc", "scn"]))
            #expect(response.contentLanguage == expected, "\(header ?? "nil")")
            #expect(response.header("Content-Language") == expected)
            #expect(response.problem.title == ValidationMessage.validationFailed.localized(languageTag: "en"))
        }
        // Beside a locale with built-in messages, oc is negotiated away as fi is.
        #expect(
            Self.invalid.problemResponse(acceptLanguage: "oc", supportedLocales: ["oc", "en"])?.contentLanguage == "en")
    }
}
