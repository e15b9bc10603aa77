import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// Input is read in the locale and time zone the caller names; nothing guesses English
/// or UTC (the parameters have no defaults, so a call without them does not compile).
@Suite struct InputEnvironmentTests {
    static let form = FormSchema([
        FieldSpec("birthDate", label: LocalizedText(verbatim: "Birth date"), rules: [.date(style: .short)]),
        FieldSpec("price", label: LocalizedText(verbatim: "Price"), rules: [.number()]),
    ])

    static let brazil = InputEnvironment(locale: try! IntlLocale("pt-BR"), clock: fixedClock)

    @Test func brazilianDatesAndNumbersReadAsBrazilian() {
        let result = Self.form.validate(
            ["birthDate": .text("05/06/1990"), "price": .text("1.234,5")], environment: Self.brazil)
        #expect(result.isValid)
        #expect(result.text("birthDate") == "1990-06-05")  // 5 June, not 6 May
        #expect(result.text("price") == "1234.5")
        let lastDay = Self.form.validate(["birthDate": .text("31/12/1990")], environment: Self.brazil)
        #expect(lastDay.text("birthDate") == "1990-12-31")
    }

    /// A language ICU has no data for (Occitan) validates with root's data, which the app
    /// asks for explicitly: ISO dates, `.` decimals; the error message is the built-in
    /// English one, as for any locale without built-in messages.
    @Test func aLanguageWithoutICUDataReadsWithRootData() throws {
        let occitan = InputEnvironment(locale: try IntlLocale("oc", allowingRootData: true), clock: fixedClock)
        let result = Self.form.validate(
            ["birthDate": .text("1990-06-05"), "price": .text("1,234.5")], environment: occitan)
        #expect(result.isValid, "\(result.issues)")
        #expect(result.text("birthDate") == "1990-06-05")
        #expect(result.text("price") == "1234.5")
        let wrong = Self.form.validate(["price": .text("1.234,5")], environment: occitan)
        #expect(wrong.issue(for: "price")?.code == "number-invalid")
        #expect(throws: IntlError.self) { try IntlLocale("oc") }
    }

    /// 2024-03-01T02:00Z is still 29 February in São Paulo: a birthday on 1 March 2011
    /// has not come yet there, so the user is 12, not 13.
    @Test func agesCountInTheUsersTimeZone() throws {
        let schema = FormSchema([
            FieldSpec(
                "birthDate", label: LocalizedText(verbatim: "Birth date"),
                rules: [.date(style: .short, .birthDate(minimumAge: 13))])
        ])
        let night = CalendarClock(timeZone: try TimeZoneID("America/Sao_Paulo")) { 1_709_258_400 }
        let saoPaulo = InputEnvironment(locale: try IntlLocale("pt-BR"), clock: night)
        let utc = InputEnvironment(
            locale: try IntlLocale("pt-BR"), clock: CalendarClock(timeZone: .utc) { 1_709_258_400 })
        let values: [FieldKey: FieldValue] = ["birthDate": .text("01/03/2011")]
        #expect(schema.validate(values, environment: saoPaulo).issues.map(\.code) == ["too-young"])
        #expect(schema.validate(values, environment: utc).isValid)
        #expect(saoPaulo.timeZone.identifier == "America/Sao_Paulo")
    }

    @Test func anEnvironmentComesFromFoundation() throws {
        let environment = try InputEnvironment(
            locale: Locale(identifier: "pt_BR"), timeZone: try #require(TimeZone(identifier: "America/Sao_Paulo")))
        #expect(environment.locale == (try IntlLocale("pt-BR")))
        #expect(environment.timeZone.identifier == "America/Sao_Paulo")
        #expect(throws: IntlError.self) {
            try InputEnvironment(locale: Locale(identifier: ""), timeZone: TimeZone(secondsFromGMT: 0)!)
        }
    }

    /// The device's settings take one explicit call, as the README writes it; what it
    /// returns depends on the machine (a POSIX locale, say), so only the shape is checked.
    @Test func theDevicesSettingsAreOneExplicitCall() {
        let device = try? InputEnvironment(locale: .current, timeZone: .current)
        #expect(device.map { !$0.locale.identifier.isEmpty } ?? true)
    }

    @MainActor
    @Test func aFormModelRevalidatesWhenTheEnvironmentChanges() throws {
        let form = FormModel(schema: Self.form, environment: english, values: ["price": .text("1.234,5")])
        #expect(form.result.issue(for: "price")?.code == "number-invalid")
        form.environment = Self.brazil
        #expect(form.result.isValid)
    }
}

/// Issues render through the same locale type as everything else, with one default for
/// isolation and one FSI … PDI pair per argument.
@Suite struct IssueRenderingTests {
    static let required = FormSchema([
        FieldSpec("name", label: LocalizedText(verbatim: "Name"), rules: [.required])
    ])

    @Test func aVerbatimLabelIsIsolatedOnce() throws {
        let issue = try #require(Self.required.validate([:], environment: english).issues.first)
        #expect(issue.localized(in: .english, isolation: .isolated) == "\u{2068}Name\u{2069} is required.")
        #expect(issue.localized(languageTag: "en", isolation: .isolated) == "\u{2068}Name\u{2069} is required.")
        #expect(issue.localized(in: .english) == "Name is required.")
    }

    @Test(arguments: ["pt-BR", "pt_BR", "pt-br"])
    func everyEntryPointGivesTheSameAnswer(tag: String) throws {
        let issue = try #require(Self.required.validate([:], environment: english).issues.first)
        let expected = "Preencha o campo “Name”."
        #expect(issue.localized(in: try IntlLocale("pt-BR")) == expected)
        #expect(issue.localized(languageTag: tag) == expected)
        #expect(issue.localized(in: try IntlLocale(Locale(identifier: tag))) == expected)
        #expect(issue.localized(languageTag: ValidationLocale.negotiated(acceptLanguage: tag).identifier) == expected)
    }

    /// A label from a catalog renders in the message's locale; verbatim text stays as
    /// typed, which is why it has to be asked for by name.
    @Test func aCatalogLabelIsTranslated() throws {
        let schema = FormSchema([FieldSpec("name", label: ValidationMessage.submitFailed, rules: [.required])])
        let issue = try #require(schema.validate([:], environment: english).issues.first)
        #expect(issue.localized(in: try IntlLocale("ru")).contains("Что-то пошло не так"))
        #expect(issue.localized(in: .english).contains("Something went wrong"))
    }

    /// Checkboxes are labelled with what the user agrees to ("I accept the terms"); the
    /// message quotes the label instead of building "You must accept I accept the terms".
    @Test func aCheckboxLabelReadsWellInTheMustBeTrueMessage() throws {
        let schema = FormSchema([
            FieldSpec("terms", label: LocalizedText(verbatim: "I accept the terms"), rules: [.mustBeTrue])
        ])
        let issue = try #require(schema.validate(["terms": .flag(false)], environment: english).issues.first)
        #expect(issue.code == "must-be-true")
        #expect(issue.localized(in: .english) == "Select “I accept the terms” to continue.")
        #expect(issue.localized(languageTag: "pt-BR") == "Marque “I accept the terms” para continuar.")
        #expect(issue.localized(languageTag: "ru") == "Отметьте «I accept the terms», чтобы продолжить.")
    }

    @MainActor
    @Test func theFormModelIsolatesByDefaultSinceItServesAScreen() async {
        let form = FormModel(schema: Self.required, environment: english)
        await form.submit { _ in }
        #expect(form.visibleError(for: "name", in: .english) == "\u{2068}Name\u{2069} is required.")
        #expect(form.visibleError(for: "name", languageTag: "en") == "\u{2068}Name\u{2069} is required.")
        #expect(form.visibleError(for: "name", in: .english, isolation: .none) == "Name is required.")
    }
}
