import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// Writes `contents` to a new temporary file and returns its path.
private func temporaryFile(_ contents: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("blocklist-\(UUID().uuidString).txt")
    try Data(contents).write(to: url)
    return url.path
}

@Suite struct PasswordSeedsTests {
    @Test(arguments: [
        "abcdefg1", "abcdefg\u{663}", "abcdefg\u{969}", "abcdefg\u{FF13}", "\u{1D7E0}bcdefgh",
        "👩\u{200D}👩\u{200D}👧1234567", String(repeating: "e\u{301}", count: 7) + "1", "senha segura 2",
    ])
    func valid(password: String) {
        #expect(
            code(of: .text(password), rules: [.password(.eightCharactersAndDigit)], normalizers: []) == nil,
            "\(password)")
    }

    @Test(arguments: [
        ("abcdef1", "password-too-short"),
        ("👩\u{200D}👩\u{200D}👧123456", "password-too-short"),
        (String(repeating: "e\u{301}", count: 6) + "1", "password-too-short"),
        ("abcdefgh", "password-needs-digit"),
        // Vulgar fractions (No) and Roman numerals (Nl) are numbers, not decimal digits.
        ("\u{BD}bcdefgh", "password-needs-digit"),
        ("\u{2167}bcdefgh", "password-needs-digit"),
        ("abcdefg\u{B2}", "password-needs-digit"),
    ])
    func invalid(password: String, expected: ValidationCode) {
        #expect(
            code(of: .text(password), rules: [.password(.eightCharactersAndDigit)], normalizers: []) == expected,
            "\(password)")
    }

    @Test func theRuleDoesNotChangeTheValue() {
        let outcome = result(of: .text(" abcdefg1 "), rules: [.password(.eightCharactersAndDigit)], normalizers: [.nfc])
        #expect(outcome.isValid)
        #expect(outcome.text("value") == " abcdefg1 ")
    }
}

@Suite struct PasswordNISTTests {
    let single = Rule.password(.nist(mode: .singleFactor))
    let multi = Rule.password(.nist(mode: .multiFactor))

    @Test func minimumLengthDependsOnHowThePasswordIsUsed() {
        #expect(PasswordPolicy.AuthenticatorUse.singleFactor.minimumLength == 15)
        #expect(PasswordPolicy.AuthenticatorUse.multiFactor.minimumLength == 8)
        #expect(code(of: .text(String(repeating: "a", count: 14)), rules: [single]) == "password-too-short")
        #expect(code(of: .text(String(repeating: "a", count: 15)), rules: [single]) == nil)
        #expect(code(of: .text(String(repeating: "a", count: 7)), rules: [multi]) == "password-too-short")
        #expect(code(of: .text(String(repeating: "a", count: 8)), rules: [multi]) == nil)
    }

    @Test func noCompositionRules() {
        #expect(code(of: .text("correct horse battery"), rules: [single]) == nil)
        #expect(code(of: .text("пароль-без-цифр-вообще"), rules: [single]) == nil)
    }

    @Test func lengthCountsCodePointsAfterNFC() {
        // 15 code points in NFC, 16 in NFD: long enough.
        let fifteen = "e\u{301}" + String(repeating: "a", count: 14)
        #expect(fifteen.unicodeScalars.count == 16)
        #expect(code(of: .text(fifteen), rules: [single], normalizers: []) == nil)
        // 15 code points in NFD, 14 in NFC: too short.
        let fourteen = "e\u{301}" + String(repeating: "a", count: 13)
        #expect(fourteen.unicodeScalars.count == 15)
        #expect(code(of: .text(fourteen), rules: [single], normalizers: []) == "password-too-short")
        // Code points, not graphemes: a family emoji is 5 code points.
        let family = "👩\u{200D}👩\u{200D}👧"
        #expect(code(of: .text(family + family + family), rules: [single]) == nil)
        // The NFD and NFC spellings of one password behave the same.
        let nfd = String(repeating: "cafe\u{301}", count: 16)
        let nfc = String(repeating: "caf\u{E9}", count: 16)
        #expect(code(of: .text(nfd), rules: [single], normalizers: []) == nil)
        #expect(code(of: .text(nfc + "x"), rules: [single], normalizers: []) == "password-too-long")
        #expect(code(of: .text(nfd + "x"), rules: [single], normalizers: []) == "password-too-long")
    }

    @Test func maximumLengthIsAtLeast64() {
        #expect(code(of: .text(String(repeating: "a", count: 64)), rules: [single]) == nil)
        #expect(code(of: .text(String(repeating: "a", count: 65)), rules: [single]) == "password-too-long")
        let longer = Rule.password(.nist(mode: .singleFactor, maximumLength: 128))
        #expect(code(of: .text(String(repeating: "a", count: 128)), rules: [longer]) == nil)
        #expect(code(of: .text(String(repeating: "a", count: 129)), rules: [longer]) == "password-too-long")
        let issue = result(of: .text(String(repeating: "a", count: 65)), rules: [single]).issues[0]
        #expect(
            issue.message.message as? ValidationMessage
                == .passwordTooLong(field: LocalizedText(verbatim: "Value"), max: 64))
    }

    @Test func aMegabytePasswordIsTooLong() {
        let huge = String(repeating: "a\u{301}", count: 512 * 1024)
        // Over the rule's byte budget (4,096) first.
        #expect(code(of: .text(huge), rules: [single]) == "too-long-bytes")
        // With every budget lifted, the rule's own checks still give their answer.
        func lifted(_ rule: Rule) -> ValidationCode? {
            let schema = FormSchema(
                [FieldSpec("value", label: LocalizedText(verbatim: "Value"), rules: [rule.withByteBudget(nil)])],
                byteBudget: .max)
            return schema.validate(["value": .text(huge)], environment: english).issues.first?.code
        }
        #expect(lifted(single) == "password-too-long")
        #expect(lifted(.password(.eightCharactersAndDigit)) == "password-needs-digit")
    }

    @Test func personalDataIsNotAllowed() {
        let rule = Rule.password(.nist(mode: .multiFactor, personalDataFields: ["name", "email"]))
        let others: [FieldKey: FieldValue] = [
            "name": .text("Ana Maria Silva"), "email": .text("ana.silva@example.com"),
        ]
        func check(_ password: String) -> ValidationCode? { code(of: .text(password), rules: [rule], others: others) }
        #expect(check("my-SILVA-password") == "password-contains-personal-data")
        #expect(check("xx-Maria-xx-2024") == "password-contains-personal-data")
        #expect(check("ANA.SILVA.forever") == "password-contains-personal-data")
        #expect(check("ana.silva@example.com") == "password-contains-personal-data")
        // "Ana" is a word of three letters: it counts too.
        #expect(check("bananas-in-pyjamas") == "password-contains-personal-data")
        #expect(check("correct horse battery") == nil)
        // Values and words under three characters are ignored.
        let short: [FieldKey: FieldValue] = ["name": .text("Li Na"), "email": .text("li@x.io")]
        #expect(code(of: .text("lily-and-nana-go"), rules: [rule], others: short) == nil)
        #expect(code(of: .text("xx-li na-xx"), rules: [rule], others: short) == "password-contains-personal-data")
        // Compared case-folded and in NFC.
        let accented: [FieldKey: FieldValue] = ["name": .text("JOSE\u{301}"), "email": .absent]
        #expect(
            code(of: .text("meu-josé-seguro"), rules: [rule], others: accented) == "password-contains-personal-data")
        // A missing value is not an error (a field the schema lacks is: see SchemaErrorTests).
        #expect(
            code(of: .text("correct horse battery"), rules: [rule], others: ["name": .absent, "email": .absent]) == nil)
    }

    /// Found by the validation fuzzer (Fuzz/Corpus/validation/password-personal-data-nul):
    /// Foundation's `String.contains(_:)` trapped ("String index is out of bounds") on
    /// this password searched for the e-mail field's folded value, which has NULs.
    @Test func personalDataWithNULsDoesNotTrap() {
        let rule = Rule.password(.nist(mode: .singleFactor, personalDataFields: ["name", "email"]))
        let password = "josé@bÿр\u{FFFD}H*" + String(repeating: "\u{FFFD}", count: 21) + "de"
        let others: [FieldKey: FieldValue] = ["name": .text("हि"), "email": .text("E\u{0}\u{0}\u{0}")]
        #expect(code(of: .text(password), rules: [rule], others: others) == nil)
        #expect(
            code(of: .text("joséde-e\u{0}\u{0}\u{0}-long"), rules: [rule], others: others)
                == "password-contains-personal-data")
    }

    @Test func messagesRenderInEveryLocale() {
        let short = result(of: .text("abc"), rules: [single]).issues[0]
        #expect(short.localized(languageTag: "en") == "Value must have at least 15 characters.")
        #expect(short.localized(languageTag: "pt-BR") == "Digite pelo menos 15 caracteres no campo “Value”.")
        #expect(short.localized(languageTag: "ru") == "Введите в поле «Value» не менее 15 символов.")
        let rule = Rule.password(.nist(mode: .multiFactor, personalDataFields: ["name"]))
        let personal = result(of: .text("ana-secret-word"), rules: [rule], others: ["name": .text("Ana")]).issues[0]
        #expect(personal.localized(languageTag: "en") == "Value must not contain your name or e-mail address.")
        #expect(personal.localized(languageTag: "pt-BR") == "Não use seu nome nem seu e-mail no campo “Value”.")
        #expect(
            personal.localized(languageTag: "ru")
                == "Не используйте в поле «Value» своё имя или адрес электронной почты.")
    }
}

@Suite struct PasswordBlocklistTests {
    @Test func aFileIsComparedCaseInsensitivelyAfterNFC() throws {
        let lines =
            "\u{FEFF}Password123456789\ncorrecthorsebatterystaple\r\n\nCAF\u{C9}-CAF\u{C9}-CAF\u{C9}-1\n  spaced  \n"
        let path = try temporaryFile(Array(lines.utf8))
        let list = try PasswordBlocklist(contentsOfFile: path)
        #expect(list.count == 4)
        #expect(list.contains("password123456789"))
        #expect(list.contains("PASSWORD123456789"))
        #expect(list.contains("CorrectHorseBatteryStaple"))
        #expect(list.contains("cafe\u{301}-cafe\u{301}-cafe\u{301}-1"))
        #expect(list.contains("  SPACED  "))
        #expect(!list.contains("spaced"))
        #expect(!list.contains(""))

        let rule = Rule.password(.nist(mode: .singleFactor, blocklist: list))
        #expect(code(of: .text("CorrectHorseBatteryStaple"), rules: [rule]) == "password-too-common")
        #expect(code(of: .text("correct-horse-battery-staple"), rules: [rule]) == nil)
        let issue = result(of: .text("PASSWORD123456789"), rules: [rule]).issues[0]
        #expect(issue.localized(languageTag: "en") == "Value is too common; choose another.")
        #expect(
            issue.localized(languageTag: "ru")
                == "Придумайте для поля «Value» другой пароль. Этот слишком распространён.")
    }

    @Test func foldingIsFullAndCanonical() throws {
        let list = try PasswordBlocklist(["Stra\u{DF}e-und-Weg", "\u{1F0}-\u{1F0}"])
        #expect(list.contains("STRASSE-UND-WEG"))
        #expect(list.contains("J\u{30C}-\u{1F0}"))
    }

    @Test func aMissingFileNamesThePath() {
        let path = "/nonexistent/\(UUID().uuidString).txt"
        let error = #expect(throws: PasswordBlocklistError.self) { try PasswordBlocklist(contentsOfFile: path) }
        #expect(error?.path == path)
        #expect(error?.reason == .unreadableFile)
        #expect(error?.line == nil)
        #expect(error?.description.hasPrefix(path + ": cannot be read") == true)
    }

    @Test func invalidUTF8NamesTheLine() throws {
        let path = try temporaryFile(Array("first\nsecond\n".utf8) + [0x61, 0xFF, 0x62, 0x0A] + Array("fourth\n".utf8))
        let error = #expect(throws: PasswordBlocklistError.self) { try PasswordBlocklist(contentsOfFile: path) }
        #expect(error?.line == 3)
        #expect(error?.reasonIdentifier == "invalid-utf8")
        #expect(error?.description == "\(path):3: is not valid UTF-8; save the file as UTF-8")
    }
}

@Suite struct PasswordConfirmationTests {
    @Test func anNFDConfirmationMatchesAnNFCPassword() {
        let schema = FormSchema([
            FieldSpec(
                "password", label: LocalizedText(verbatim: "Password"), normalizers: [],
                rules: [.required, .password(.eightCharactersAndDigit)]),
            FieldSpec(
                "confirm", label: LocalizedText(verbatim: "Confirmation"), normalizers: [],
                rules: [.confirmation(of: "password")]),
        ])
        let nfc = "caf\u{E9}-secreto-9"
        let nfd = "cafe\u{301}-secreto-9"
        #expect(schema.validate(["password": .text(nfc), "confirm": .text(nfd)], environment: english).isValid)
        #expect(
            schema.validate(["password": .text(nfc), "confirm": .text("cafe-secreto-9")], environment: english).issues
                .map(\.code)
                == ["confirmation-mismatch"])
    }
}
