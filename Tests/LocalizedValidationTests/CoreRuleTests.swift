import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

@Suite struct CoreRuleTests {
    @Test func requiredSeesThroughWhiteSpaceAndInvisibles() {
        #expect(code(of: .text("\u{00A0}Ana\u{2003}"), rules: [.required]) == nil)
        #expect(code(of: .text("\u{00A0} \u{3000}"), rules: [.required]) == "required")
        #expect(code(of: .text("\u{200B}\u{FEFF}"), rules: [.required]) == "required")
        #expect(code(of: .absent, rules: [.required]) == "required")
        #expect(code(of: .flag(false), rules: [.required]) == nil)
        // Trimming is a normalizer: the stored value has no NBSP.
        #expect(result(of: .text("\u{00A0}Ana\u{2003}"), rules: [.required]).text("value") == "Ana")
    }

    @Test func optionalFieldsSkipTheirRulesWhenEmpty() {
        #expect(code(of: .text("  "), rules: [.length(min: 2)]) == nil)
        #expect(code(of: .absent, rules: [.length(max: 3)]) == nil)
    }

    @Test("plainText refuses controls (C0, DEL, C1) and U+FFF9–U+FFFB; white-space controls and line breaks pass")
    func plainTextRejectsControlCharacters() {
        for refused in [
            "ok\u{0}", "\u{1B}[2J", "bell\u{7}", "a\u{7F}b", "a\u{80}b", "csi\u{9B}", "a\u{9F}", "note\u{FFF9}x",
            "\u{FFFA}", "x\u{FFFB}", "é\u{1}",
        ] {
            #expect(
                code(of: .text(refused), rules: [.plainText]) == "invisible-characters",
                "\(refused.unicodeScalars.map(\.value))")
        }
        for allowed in ["line one\nline two\r\n\tend", "a\u{B}b\u{C}c", "a\u{85}b", "¿Qué?", "a\u{FFFC}b"] {
            #expect(code(of: .text(allowed), rules: [.plainText]) == nil, "\(allowed.unicodeScalars.map(\.value))")
        }
    }

    @Test func plainTextRejectsInvisibleAndBidiControls() {
        #expect(code(of: .text("Ana\u{200B}"), rules: [.plainText]) == "invisible-characters")
        #expect(code(of: .text("evil\u{202E}gpj.exe"), rules: [.plainText]) == "invisible-characters")
        #expect(code(of: .text("👩\u{200D}💻"), rules: [.plainText]) == nil)
    }

    @Test func lengthCountsGraphemesByDefault() {
        let family = "👩\u{200D}👩\u{200D}👧"
        #expect(code(of: .text(family + "a"), rules: [.length(min: 2)]) == nil)
        #expect(code(of: .text(family), rules: [.length(min: 2)]) == "too-short")
        #expect(code(of: .text("e\u{301}"), rules: [.length(max: 1)]) == nil)
        #expect(code(of: .text(family), rules: [.length(max: 1, unit: .utf16)]) == "too-long")
        #expect(code(of: .text("ção"), rules: [.length(max: 4, unit: .utf8)]) == "too-long-bytes")
        #expect(code(of: .text("12345"), rules: [.length(min: 4, max: 4)]) == "wrong-length")
    }

    @Test func truncationKeepsClustersWhole() {
        let bio = String(repeating: "a", count: 139) + "🇧🇷🇷🇺"
        let stored = result(
            of: .text(bio), rules: [.length(max: 140)], normalizers: [.trim, .truncate(graphemes: 140)])
        #expect(stored.isValid)
        #expect(stored.text("value") == String(repeating: "a", count: 139) + "🇧🇷")
    }

    /// Found by the validation fuzzer (Fuzz/Corpus/validation/truncate-after-trim):
    /// truncating after trimming can cut just past a space; the chain runs again until
    /// it settles, so the stored value has no trailing white space and validates to itself.
    @Test func truncationAfterTrimmingLeavesNoTrailingSpace() {
        let stored = result(of: .text("abcd efgh"), rules: [], normalizers: [.trim, .truncate(graphemes: 5)])
        #expect(stored.text("value") == "abcd")
    }

    @Test func patternUsesTheWholeText() {
        let zip = Rule.pattern(try! Regex("[0-9]{5}-[0-9]{3}"))
        #expect(code(of: .text("01310-100"), rules: [zip]) == nil)
        #expect(code(of: .text("01310-1000"), rules: [zip]) == "pattern-mismatch")
    }

    @Test func choices() {
        #expect(code(of: .flag(true), rules: [.mustBeTrue]) == nil)
        #expect(code(of: .flag(false), rules: [.mustBeTrue]) == "must-be-true")
        #expect(code(of: .absent, rules: [.mustBeTrue]) == "must-be-true")
        #expect(code(of: .text("pro"), rules: [.oneOf(["free", "pro"])]) == nil)
        #expect(code(of: .text("gold"), rules: [.oneOf(["free", "pro"])]) == "not-one-of")
    }

    @Test func confirmationComparesAfterNFCAndRunsWhenTheOtherFieldFails() {
        let nfd = "cafe\u{301}123"
        #expect(
            code(of: .text("café123"), rules: [.confirmation(of: "password")], others: ["password": .text(nfd)]) == nil)
        #expect(
            code(of: .text("cafe123"), rules: [.confirmation(of: "password")], others: ["password": .text(nfd)])
                == "confirmation-mismatch")
        let schema = FormSchema([
            FieldSpec("password", label: LocalizedText(verbatim: "Password"), rules: [.required, .length(min: 8)]),
            FieldSpec(
                "confirm", label: LocalizedText(verbatim: "Confirmation"), rules: [.confirmation(of: "password")]),
        ])
        let outcome = schema.validate(["password": .text("short"), "confirm": .text("shorter")], environment: english)
        #expect(outcome.issues.map(\.code) == ["too-short", "confirmation-mismatch"])
        #expect(outcome.firstInvalidField == "password")
    }

    @Test(arguments: [
        ("en", "1,234.5", "1234.5"), ("pt-BR", "1.234,5", "1234.5"), ("ru", "1\u{00A0}234,5", "1234.5"),
        ("ru", "1 234,5", "1234.5"),
    ])
    func numbersParseStrictlyPerLocale(locale: String, text: String, canonical: String) {
        let outcome = result(of: .text(text), rules: [.number()], locale: locale)
        #expect(outcome.isValid)
        #expect(outcome.text("value") == canonical)
    }

    @Test(arguments: [("pt-BR", "1,234.5"), ("en", "1.234,5"), ("en", "12abc"), ("ru", "1,234.5")])
    func mixedSeparatorsAreRejected(locale: String, text: String) {
        #expect(code(of: .text(text), rules: [.number()], locale: locale) == "number-invalid")
    }

    @Test func integerRanges() {
        #expect(code(of: .text("13"), rules: [.integer(in: 13...120)]) == nil)
        #expect(code(of: .text("12"), rules: [.integer(in: 13...120)]) == "integer-out-of-range")
        #expect(code(of: .text("121"), rules: [.integer(in: 13...120)]) == "integer-out-of-range")
        #expect(code(of: .text("30.5"), rules: [.integer(in: 13...120)]) == "number-not-integer")
        #expect(code(of: .text("99999999999999999999999"), rules: [.integer(in: 13...120)]) == "integer-out-of-range")
        #expect(code(of: .text("5"), rules: [.number(min: 10)]) == "number-too-small")
    }

    @Test func datesInTheInputLocale() {
        let birth = Rule.date(style: .short, .birthDate(minimumAge: 18))
        #expect(result(of: .text("29/02/2000"), rules: [birth], locale: "pt-BR").text("value") == "2000-02-29")
        #expect(code(of: .text("29/02/2023"), rules: [birth], locale: "pt-BR") == "date-invalid")
        #expect(code(of: .text("01/01/40"), rules: [birth], locale: "pt-BR") == "date-ambiguous-year")
        #expect(code(of: .text("2/29/2000"), rules: [birth], locale: "en") == nil)
        #expect(code(of: .text("29.02.2000"), rules: [birth], locale: "ru") == nil)
        #expect(code(of: .text("2000-02-29"), rules: [birth], locale: "ru") == nil)
        #expect(code(of: .text("01/01/2030"), rules: [birth], locale: "pt-BR") == "date-in-future")
        // The fixed clock is 2024-06-15: born 2006-06-16 is still 17.
        #expect(code(of: .text("16/06/2006"), rules: [birth], locale: "pt-BR") == "too-young")
        #expect(code(of: .text("15/06/2006"), rules: [birth], locale: "pt-BR") == nil)
    }

    @Test func validationNeverMutatesTheCallersValues() {
        let values: [FieldKey: FieldValue] = ["value": .text("  Ana  ")]
        let copy = values
        _ = FormSchema([FieldSpec("value", label: LocalizedText(verbatim: "Name"), rules: [.required])]).validate(
            values, environment: english)
        #expect(values == copy)
    }

    @Test func messagesRenderInEveryLocale() {
        let issue = result(of: .text("a"), rules: [.length(min: 2)]).issues[0]
        #expect(issue.localized(languageTag: "en") == "Value must be at least 2 characters long.")
        #expect(issue.localized(languageTag: "pt-BR") == "Digite pelo menos 2 caracteres no campo “Value”.")
        #expect(issue.localized(languageTag: "ru") == "Введите в поле «Value» не менее 2 символов.")
        #expect(
            issue.message.message as? ValidationMessage == .tooShort(field: LocalizedText(verbatim: "Value"), min: 2))
    }
}
