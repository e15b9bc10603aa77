import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import TestSupport
import Testing

@testable import LocalizedValidation

/// Every built-in message, rendered with labels of each gender (and with a label that
/// declares none), against the texts in `Agreement/BuiltInMessages.txt`, written and
/// reviewed by hand as a native speaker reads them.
@Suite struct GrammaticalAgreementTests {
    /// One block of the data file: a locale and a label, and the expected texts.
    struct Block {
        var locale: String
        var gender: GrammaticalGender?
        var label: String
        var other: String
        /// `(message id, count or nil, expected text, line number)`.
        var lines: [(id: String, count: Int?, expected: String, line: Int)] = []
    }

    static let dataFile = TestData.packageRoot.appendingPathComponent(
        "Tests/LocalizedValidationTests/Agreement/BuiltInMessages.txt")

    /// Reads the blocks: `[locale gender label | other label]`, then `id: text` or
    /// `id count: text` lines; `#` starts a comment line.
    static func blocks() throws -> [Block] {
        let text = try TestData.file(dataFile, installHint: "it is part of the repository")
        var blocks: [Block] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                let inside = line.dropFirst().dropLast()
                let halves = inside.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                let head = halves[0].split(separator: " ", maxSplits: 2).map(String.init)
                blocks.append(
                    Block(
                        locale: head[0], gender: GrammaticalGender(named: head[1]), label: head[2],
                        other: halves[1]))
                continue
            }
            guard let colon = line.firstIndex(of: ":") else {
                Issue.record("line \(index + 1): no ':' in '\(line)'")
                continue
            }
            let key = line[..<colon].split(separator: " ")
            let expected = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            blocks[blocks.count - 1].lines.append(
                (String(key[0]), key.count > 1 ? Int(key[1]) : nil, expected, index + 1))
        }
        return blocks
    }

    /// The message `id` with the label, the other label, `count` (1 when none is given) and
    /// the date example.
    static func message(
        _ id: String, field: LocalizedText, other: LocalizedText, count: Int?, example: String
    ) -> ValidationMessage? {
        let count = count ?? 1
        let date = try! CalendarDate(year: 1900, month: 1, day: 1)
        switch id {
        case "required": return .required(field: field)
        case "invisible-characters": return .invisibleCharacters(field: field)
        case "unprocessable": return .unprocessable(field: field)
        case "too-short": return .tooShort(field: field, min: count)
        case "too-long": return .tooLong(field: field, max: count)
        case "wrong-length": return .wrongLength(field: field, length: count)
        case "too-long-bytes": return .tooLongBytes(field: field, max: count)
        case "pattern-mismatch": return .patternMismatch(field: field)
        case "must-be-true": return .mustBeTrue(field: field)
        case "not-one-of": return .notOneOf(field: field)
        case "confirmation-mismatch": return .confirmationMismatch(field: field, other: other)
        case "submit-failed": return .submitFailed
        case "unknown-field": return .unknownField(name: "isAdmin")
        case "wrong-type": return .wrongType(field: field)
        case "too-few-items": return .tooFewItems(field: field, min: count)
        case "too-many-items": return .tooManyItems(field: field, max: count)
        case "validation-failed": return .validationFailed
        case "error-count": return .errorCount(count: count)
        case "body-unreadable": return .bodyUnreadable
        case "body-too-large": return .bodyTooLarge
        case "json-syntax": return .jsonSyntax
        case "json-invalid-utf8": return .jsonInvalidUtf8
        case "json-byte-order-mark": return .jsonByteOrderMark
        case "json-not-an-object": return .jsonNotAnObject
        case "json-duplicate-key": return .jsonDuplicateKey
        case "json-too-large": return .jsonTooLarge
        case "json-too-deep": return .jsonTooDeep
        case "json-too-many-elements": return .jsonTooManyElements
        case "json-too-many-values": return .jsonTooManyValues
        case "json-number-too-long": return .jsonNumberTooLong
        case "json-number-out-of-range": return .jsonNumberOutOfRange
        case "check-timed-out": return .checkTimedOut(field: field)
        case "check-failed": return .checkFailed(field: field)
        case "number-invalid": return .numberInvalid(field: field)
        case "number-not-integer": return .numberNotInteger(field: field)
        case "number-out-of-range": return .numberOutOfRange(field: field)
        case "number-too-small": return .numberTooSmall(field: field, min: 0.5)
        case "number-too-large": return .numberTooLarge(field: field, max: 1500)
        case "integer-out-of-range": return .integerOutOfRange(field: field, min: 1, max: 10)
        case "date-invalid": return .dateInvalid(field: field, example: example)
        case "date-ambiguous-year": return .dateAmbiguousYear(field: field)
        case "date-in-future": return .dateInFuture(field: field)
        case "date-too-early": return .dateTooEarly(field: field, date: date)
        case "date-too-late": return .dateTooLate(field: field, date: date)
        case "too-young": return .tooYoung(age: count)
        case "too-old": return .tooOld(age: count)
        case "email-invalid": return .emailInvalid(field: field)
        case "email-missing-at": return .emailMissingAt(field: field)
        case "email-empty-local-part": return .emailEmptyLocalPart(field: field)
        case "email-empty-domain": return .emailEmptyDomain(field: field)
        case "email-invalid-local-part": return .emailInvalidLocalPart(field: field)
        case "email-dot-placement": return .emailDotPlacement(field: field)
        case "email-invalid-domain": return .emailInvalidDomain(field: field)
        case "email-domain-needs-dot": return .emailDomainNeedsDot(field: field)
        case "email-invalid-top-level-domain": return .emailInvalidTopLevelDomain(field: field)
        case "email-special-use-domain": return .emailSpecialUseDomain(field: field)
        case "email-local-part-too-long": return .emailLocalPartTooLong(field: field, max: 64)
        case "email-too-long": return .emailTooLong(field: field, max: 254)
        case "password-too-short": return .passwordTooShort(field: field, min: count)
        case "password-too-long": return .passwordTooLong(field: field, max: count)
        case "password-needs-digit": return .passwordNeedsDigit(field: field)
        case "password-too-common": return .passwordTooCommon(field: field)
        case "password-invalid-characters": return .passwordInvalidCharacters(field: field)
        case "password-contains-personal-data": return .passwordContainsPersonalData(field: field)
        case "username-invalid": return .usernameInvalid(field: field)
        case "nickname-invalid": return .nicknameInvalid(field: field)
        case "identifier-mixed-scripts": return .identifierMixedScripts(field: field)
        case "identifier-confusable": return .identifierConfusable(field: field)
        case "cpf-invalid": return .cpfInvalid(field: field)
        case "cnpj-invalid": return .cnpjInvalid(field: field)
        case "inn-invalid": return .innInvalid(field: field)
        case "snils-invalid": return .snilsInvalid(field: field)
        default: return nil
        }
    }

    @Test func everyBuiltInMessageAgreesWithItsLabel() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 8)
        for block in blocks {
            let field = LocalizedText(verbatim: block.label, gender: block.gender)
            let other = LocalizedText(verbatim: block.other)
            let locale = try IntlLocale(block.locale)
            // The date rule's example, as the rule writes it for input in this locale.
            let example = try IntlDateFormat(locale: locale).format(
                try CalendarDate(year: 1990, month: 12, day: 31), style: .short)
            for line in block.lines {
                guard
                    let message = Self.message(
                        line.id, field: field, other: other, count: line.count, example: example)
                else {
                    Issue.record("line \(line.line): unknown message '\(line.id)'")
                    continue
                }
                let rendered = message.localized(in: locale)
                #expect(
                    rendered == line.expected,
                    "BuiltInMessages.txt:\(line.line) [\(block.locale) \(block.gender?.name ?? "none")] \(line.id)")
            }
        }
    }

    /// Each block lists every message: a new message needs its texts written here too.
    @Test func everyBlockCoversEveryMessage() throws {
        let ids = ValidationCode.builtIn.map(\.rawValue)
        for block in try Self.blocks() {
            let listed = Set(block.lines.map(\.id))
            let missing = ids.filter { !listed.contains($0) }
            #expect(missing.isEmpty, "[\(block.locale) \(block.label)] lacks \(missing)")
        }
    }

    /// European and Brazilian Portuguese are separate locales: neither serves the other's
    /// text (vocabulary, quotes, plural rule), and plain `pt` is Brazilian, as in CLDR.
    @Test func portugueseLocalesNeverServeEachOther() {
        #expect(ValidationLocale.negotiated(["pt-PT"]) == .ptPT)
        #expect(ValidationLocale.negotiated(["pt-BR"]) == .ptBR)
        #expect(ValidationLocale.negotiated(["pt"]) == .ptBR)
        let field = LocalizedText(verbatim: "Palavra-passe")
        #expect(
            ValidationMessage.required(field: field).localized(languageTag: "pt-PT")
                == "O campo «Palavra-passe» é obrigatório.")
        #expect(
            ValidationMessage.required(field: field).localized(languageTag: "pt-BR")
                == "Preencha o campo “Palavra-passe”.")
        // pt-PT `one` is 1 only; pt-BR's covers 0 too.
        #expect(
            ValidationMessage.tooShort(field: field, min: 0).localized(languageTag: "pt-PT")
                == "O campo «Palavra-passe» deve ter no mínimo 0 carateres.")
    }

    /// The date rule's example is written in the input locale's own notation, and the
    /// message around it is the locale's.
    @Test(arguments: [
        ("pt-BR", "Digite uma data válida no campo “Value”, por exemplo, 31/12/1990."),
        ("ru", "Введите в поле «Value» дату, например 31.12.1990."),
        ("es", "Introduce una fecha válida en el campo «Value», como 31/12/1990."),
        ("fr", "Saisissez une date valide dans le champ «\u{00A0}Value\u{00A0}», par exemple 31/12/1990."),
        ("de", "Bitte geben Sie im Feld „Value“ ein gültiges Datum ein, zum Beispiel 31.12.1990."),
        ("it", "Inserisci una data valida nel campo «Value», ad esempio 31/12/1990."),
        ("pt-PT", "Introduza uma data válida no campo «Value», por exemplo, 31/12/1990."),
        ("uk", "Введіть у полі «Value» правильну дату, наприклад 31.12.1990."),
        ("pl", "Wpisz w polu „Value” prawidłową datę, np. 31.12.1990."),
        ("tr", "“Value” alanına geçerli bir tarih girin (ör. 31.12.1990)."),
        ("ar", "يُرجى إدخال تاريخ صحيح في حقل «Value»، مثل ٣١\u{200F}/١٢\u{200F}/١٩٩٠."),
        ("ja", "「Value」には有効な日付を入力してください（例：1990/12/31）。"),
        ("zh-Hans", "请在“Value”中输入有效日期，例如1990/12/31。"),
    ])
    func dateExampleIsInTheLocalesNotation(locale: String, expected: String) throws {
        let issue = try #require(result(of: .text("nope"), rules: [.date()], locale: locale).issues.first)
        #expect(issue.code == .dateInvalid)
        #expect(issue.localized(languageTag: locale) == expected)
    }

    /// Verbatim text carries the gender it is given, in every locale; without one the
    /// messages use their neutral phrasing.
    @Test func verbatimGenderIsPartOfTheText() {
        let plain = LocalizedText(verbatim: "Senha")
        let feminine = LocalizedText(verbatim: "Senha", gender: .feminine)
        #expect(plain != feminine)
        #expect(feminine.grammaticalGender(languageTags: ["pt-BR"]) == .feminine)
        #expect(plain.grammaticalGender(languageTags: ["pt-BR"]) == nil)
        #expect(GrammaticalGender(named: "neuter") == .neuter)
        #expect(GrammaticalGender(named: "other") == nil)
        #expect(ValidationMessage.required(field: feminine).localized(languageTag: "pt-BR") == "Senha obrigatória.")
        #expect(
            ValidationMessage.required(field: plain).localized(languageTag: "pt-BR") == "Preencha o campo “Senha”.")
    }
}
