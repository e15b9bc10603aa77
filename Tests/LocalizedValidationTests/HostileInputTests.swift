import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// Hostile values through every built-in rule: each gets a defined outcome (an issue
/// with a code, or a pass), nothing crashes, and the caller's values are untouched.
@Suite struct HostileInputTests {
    static let rules: [(String, Rule)] = [
        ("required", .required), ("plainText", .plainText), ("length", .length(min: 2, max: 140)),
        ("lengthBytes", .length(max: 64, unit: .utf8)), ("pattern", .pattern(try! Regex("[a-z]+"))),
        ("oneOf", .oneOf(["free", "pro"])), ("confirmation", .confirmation(of: "other")),
        ("number", .number(min: 0, max: 10)), ("integer", .integer(in: 13...120)),
        ("date", .date(style: .short, .birthDate(minimumAge: 13))), ("emailHTML", .email(.html)),
        ("emailInternational", .email(.international)), ("passwordSeeds", .password(.eightCharactersAndDigit)),
        ("passwordNIST", .password(.nist(mode: .singleFactor))), ("username", .username()),
        ("nickname", .nickname()), ("cpf", .cpf), ("cnpj", .cnpj), ("inn", .inn), ("snils", .snils),
    ]

    static let values: [(String, String)] = [
        ("megabyte", String(repeating: "a", count: 1 << 20)),
        ("combining flood", "a" + String(repeating: "\u{301}", count: 100_000)),
        ("lone combining mark", "\u{301}"),
        ("NUL", "ab\u{0}cd"),
        ("bidi override", "user\u{202E}gpj.exe"),
        ("invisible only", String(repeating: "\u{200B}", count: 1_000)),
        ("dotted email", String(repeating: "a.", count: 200_000) + "a@example.com"),
        ("invalid date", "31/02/2023"),
        ("mixed separators", "1,234.5"),
        ("emoji", String(repeating: "👩\u{200D}👩\u{200D}👧", count: 10_000)),
    ]

    @Test(arguments: values.map(\.0))
    func everyRuleGivesADefinedOutcome(valueName: String) throws {
        let text = try #require(Self.values.first { $0.0 == valueName }?.1)
        for (name, rule) in Self.rules {
            let values: [FieldKey: FieldValue] = ["value": .text(text), "other": .text("x")]
            let schema = FormSchema([
                FieldSpec("value", label: LocalizedText(verbatim: "Value"), rules: [rule]),
                FieldSpec("other", label: LocalizedText(verbatim: "Other"), rules: []),
            ])
            let result = schema.validate(
                values, environment: InputEnvironment(locale: try IntlLocale("pt-BR"), clock: fixedClock))
            #expect(values["value"] == .text(text), "\(name) mutated the caller's value")
            for issue in result.issues {
                #expect(!issue.code.rawValue.isEmpty, "\(name): empty code")
                for tag in ValidationLocale.allCases.map(\.identifier) {
                    #expect(!issue.localized(languageTag: tag).isEmpty, "\(name): empty message in \(tag)")
                }
            }
        }
    }

    @Test func unknownRenderingLocalesFallBackToTheSource() {
        let message = ValidationMessage.required(field: LocalizedText(verbatim: "Name"))
        #expect(message.localized(languageTag: "xx-INVALID") == "Name is required.")
        #expect(message.localized(languageTags: []) == "Name is required.")
        #expect(message.localized(languageTag: "pt") == "Preencha o campo “Name”.")
    }
}

/// The built-in messages in the three locales, with their plural forms.
@Suite struct BuiltInMessageTests {
    @Test(arguments: [
        (
            1, "Введите в поле «Имя» не менее 1 символа.", "Digite pelo menos 1 caractere no campo “Nome”.",
            "Name must be at least 1 character long."
        ),
        (
            2, "Введите в поле «Имя» не менее 2 символов.", "Digite pelo menos 2 caracteres no campo “Nome”.",
            "Name must be at least 2 characters long."
        ),
        (
            21, "Введите в поле «Имя» не менее 21 символа.", "Digite pelo menos 21 caracteres no campo “Nome”.",
            "Name must be at least 21 characters long."
        ),
        (
            1000, "Введите в поле «Имя» не менее 1\u{00A0}000 символов.",
            "Digite pelo menos 1.000 caracteres no campo “Nome”.", "Name must be at least 1,000 characters long."
        ),
        (
            1_000_000, "Введите в поле «Имя» не менее 1\u{00A0}000\u{00A0}000 символов.",
            "Digite pelo menos 1.000.000 de caracteres no campo “Nome”.",
            "Name must be at least 1,000,000 characters long."
        ),
    ])
    func tooShortInEveryLocale(min: Int, ru: String, ptBR: String, en: String) {
        let label = LocalizedText(ValidationMessage.required(field: LocalizedText(verbatim: "x")))
        _ = label
        #expect(ValidationMessage.tooShort(field: LocalizedText(verbatim: "Имя"), min: min).localized(in: .ru) == ru)
        #expect(
            ValidationMessage.tooShort(field: LocalizedText(verbatim: "Nome", gender: .masculine), min: min).localized(
                in: .ptBR) == ptBR)
        #expect(ValidationMessage.tooShort(field: LocalizedText(verbatim: "Name"), min: min).localized(in: .en) == en)
    }

    @Test func agesAndDatesUseTheLocalesForms() throws {
        #expect(ValidationMessage.tooYoung(age: 18).localized(in: .ru) == "Вам должно быть не меньше 18 лет.")
        #expect(ValidationMessage.tooYoung(age: 21).localized(in: .ru) == "Вам должно быть не меньше 21 года.")
        #expect(ValidationMessage.tooOld(age: 122).localized(in: .ru) == "Возраст не может превышать 122 года.")
        #expect(ValidationMessage.tooYoung(age: 1).localized(in: .ptBR) == "Você precisa ter pelo menos 1 ano.")
        let date = try CalendarDate(year: 2024, month: 2, day: 29)
        #expect(
            ValidationMessage.dateTooLate(field: LocalizedText(verbatim: "Data", gender: .feminine), date: date)
                .localized(in: .ptBR)
                == "Digite uma data até 29 de fev. de 2024 no campo “Data”.")
    }
}
