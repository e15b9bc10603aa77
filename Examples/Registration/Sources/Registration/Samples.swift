import LocalizedValidation
import LocalizedValidationIntl

/// Built-in submissions of the three screens, some valid, some not, typed in Brazilian
/// Portuguese and Russian by users in São Paulo and Moscow.
struct Sample: Sendable {
    let name: String
    let screen: Screen
    /// The locale the values were typed in (dates and numbers are parsed with it).
    let inputLocale: String
    /// The user's time zone, which says which day is today for age checks.
    let timeZone: String
    let values: [FieldKey: FieldValue]

    /// Where and when the values were typed.
    var environment: InputEnvironment {
        get throws { InputEnvironment(locale: try IntlLocale(inputLocale), timeZone: try TimeZoneID(timeZone)) }
    }

    static let all: [Sample] = [
        Sample(
            name: "Ana, valid", screen: .signUp, inputLocale: "pt-BR", timeZone: "America/Sao_Paulo",
            values: [
                "name": .text("  Ana   Souza "), "email": .text("Ana.Souza@Example.COM.br"),
                "password": .text("sol2024mar"), "confirmation": .text("sol2024mar"),
                "birthDate": .text("29/02/2000"), "plan": .text("family"), "newsletter": .flag(true),
                "experience": .text("7"), "dependents": .text("2"),
            ]),
        Sample(
            name: "everything wrong", screen: .signUp, inputLocale: "pt-BR", timeZone: "America/Sao_Paulo",
            values: [
                "name": .text("\u{00A0}A\u{200B}"), "email": .text("ana@@example"), "password": .text("senha"),
                "confirmation": .text("senha!"), "birthDate": .text("31/02/1990"), "plan": .text("free"),
                "experience": .text("11"), "dependents": .text("3"),
            ]),
        Sample(
            name: "two-digit year", screen: .signUp, inputLocale: "pt-BR", timeZone: "America/Sao_Paulo",
            values: [
                "name": .text("João"), "email": .text("joão@exemplo.com.br"), "password": .text("céu azul 7"),
                "confirmation": .text("ce\u{301}u azul 7"), "birthDate": .text("01/01/40"), "plan": .text("pro"),
                "experience": .text("1,5"), "dependents": .text("0"),
            ]),
        Sample(
            name: "Maria, valid", screen: .profile, inputLocale: "pt-BR", timeZone: "America/Sao_Paulo",
            values: [
                "name": .text("Maria"), "email": .text("maria@bücher.de"), "age": .text("34"),
                "newsletter": .flag(false), "bio": .text("Gosto de trilhas 🥾 e de café ☕."),
            ]),
        Sample(
            name: "too young, long bio", screen: .profile, inputLocale: "pt-BR", timeZone: "America/Sao_Paulo",
            values: [
                "name": .text("Lu"), "email": .text("lu@exemplo"), "age": .text("12"),
                "bio": .text(String(repeating: "Oi! 👋🏽 ", count: 30)),
            ]),
        Sample(
            name: "Иван, valid", screen: .registration, inputLocale: "ru", timeZone: "Europe/Moscow",
            values: [
                "email": .text("ivan@пример.рф"), "password": .text("пароль٣ok"), "confirmation": .text("пароль٣ok"),
                "terms": .flag(true),
            ]),
        Sample(
            name: "no terms, no digit", screen: .registration, inputLocale: "ru", timeZone: "Europe/Moscow",
            values: [
                "email": .text("ivan.@mail.ru"), "password": .text("парольбезцифр"),
                "confirmation": .text("парольбезцифр"), "terms": .flag(false),
            ]),
        // Labels declare their gender per language: "Senha obrigatória." but "E-mail
        // obrigatório."; Russian names the field in a frame that needs none («Заполните
        // поле «Пароль».»).
        Sample(
            name: "submitted empty", screen: .registration, inputLocale: "pt-BR", timeZone: "America/Sao_Paulo",
            values: [:]),
    ]
}
