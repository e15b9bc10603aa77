import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// `n` copies of a 63-letter label joined by dots, then `.com`.
private func longDomain(labels: Int) -> String {
    (Array(repeating: String(repeating: "d", count: 63), count: labels) + ["com"]).joined(separator: ".")
}

/// 64 + 1 + 190 = 255 bytes: one more than the limit, with every label valid.
private let address255 =
    String(repeating: "a", count: 64) + "@" + longDomain(labels: 2).dropLast(4) + "."
    + String(repeating: "d", count: 58)
    + ".com"

@Suite struct EmailHTMLTests {
    @Test(arguments: [
        ("ana@example.com", "ana@example.com"),
        ("Ana.Silva@example.com.br", "Ana.Silva@example.com.br"),
        ("a@b.co", "a@b.co"),
        ("user+tag@example.com", "user+tag@example.com"),
        ("user_name@example.org", "user_name@example.org"),
        ("first.last@sub.domain.example", "first.last@sub.domain.example"),
        ("x@example-site.com", "x@example-site.com"),
        ("!#$%&'*+/=?^_`{|}~-@example.com", "!#$%&'*+/=?^_`{|}~-@example.com"),
        ("1234567890@example.com", "1234567890@example.com"),
        // WHATWG allows dots anywhere in the local part.
        ("a..b@example.com", "a..b@example.com"),
        (".ana@example.com", ".ana@example.com"),
        ("ana.@example.com", "ana.@example.com"),
        ("ana@EXAMPLE.COM", "ana@example.com"),
        ("ANA@Example.Com", "ANA@example.com"),
        ("ana@xn--bcher-kva.de", "ana@xn--bcher-kva.de"),
        ("ana@1.2.3.4", "ana@1.2.3.4"),
        ("ana@a-b-c.d-e", "ana@a-b-c.d-e"),
        (String(repeating: "a", count: 64) + "@example.com", String(repeating: "a", count: 64) + "@example.com"),
        ("ana@" + String(repeating: "b", count: 63) + ".com", "ana@" + String(repeating: "b", count: 63) + ".com"),
        ("a@b.c", "a@b.c"),
        ("o'connor@example.ie", "o'connor@example.ie"),
        ("ana@example.co.uk", "ana@example.co.uk"),
        ("{ana}@example.com", "{ana}@example.com"),
        ("ana-maria@example.com", "ana-maria@example.com"),
        ("ana=b@example.com", "ana=b@example.com"),
        ("~@example.com", "~@example.com"),
        ("  ana@example.com ", "ana@example.com"),
    ])
    func valid(input: String, normalized: String) {
        let outcome = result(of: .text(input), rules: [.email(.html)])
        #expect(outcome.issues.map(\.code) == [], "\(input)")
        #expect(outcome.text("value") == normalized)
    }

    @Test(arguments: [
        ("anaexample.com", "email-missing-at"),
        ("ana\u{FF20}example.com", "email-missing-at"),
        ("@example.com", "email-empty-local-part"),
        ("@", "email-empty-local-part"),
        ("ana@", "email-empty-domain"),
        ("ana@@example.com", "email-invalid-local-part"),
        ("a@b@example.com", "email-invalid-local-part"),
        ("ana maria@example.com", "email-invalid-local-part"),
        ("\"ana\"@example.com", "email-invalid-local-part"),
        ("josé@bücher.de", "email-invalid-local-part"),
        ("ana(comment)@example.com", "email-invalid-local-part"),
        ("ana,b@example.com", "email-invalid-local-part"),
        ("ana\u{200B}@example.com", "email-invalid-local-part"),
        ("jose@bücher.de", "email-invalid-domain"),
        ("ana@пример.рф", "email-invalid-domain"),
        ("ana@-example.com", "email-invalid-domain"),
        ("ana@example-.com", "email-invalid-domain"),
        ("ana@exa_mple.com", "email-invalid-domain"),
        ("ana@exam ple.com", "email-invalid-domain"),
        ("ana@[192.0.2.1]", "email-invalid-domain"),
        ("ana@" + String(repeating: "b", count: 64) + ".com", "email-invalid-domain"),
        ("ana@.example.com", "email-dot-placement"),
        ("ana@example.com.", "email-dot-placement"),
        ("ana@example..com", "email-dot-placement"),
        ("ana@localhost", "email-domain-needs-dot"),
        (String(repeating: "a", count: 65) + "@example.com", "email-local-part-too-long"),
        (address255, "email-too-long"),
    ])
    func invalid(input: String, expected: String) {
        #expect(code(of: .text(input), rules: [.email(.html)])?.rawValue == expected, "\(input)")
    }

    @Test func aSingleLabelDomainIsValidPerWHATWGWhenAsked() {
        #expect(code(of: .text("ana@localhost"), rules: [.email(.html(requireDotInDomain: false))]) == nil)
        #expect(code(of: .text("ana@localhost"), rules: [.email(.html)]) == "email-domain-needs-dot")
    }

    @Test func theTooLongCaseIsExactly255Bytes() {
        #expect(address255.utf8.count == 255)
        #expect(code(of: .text(String(address255.dropFirst())), rules: [.email(.html)]) == nil)
        #expect(code(of: .text(String(address255.dropFirst())), rules: [.email(.international)]) == nil)
        #expect(code(of: .text(address255), rules: [.email(.international)]) == "email-too-long")
    }
}

@Suite struct EmailInternationalTests {
    @Test(arguments: [
        ("ana@example.com", "ana@example.com"),
        ("ana@пример.рф", "ana@пример.рф"),
        ("josé@bücher.de", "josé@bücher.de"),
        ("Ana@BÜCHER.de", "Ana@bücher.de"),
        ("用户@例子.广告", "用户@例子.广告"),
        ("अजय@डाटा.भारत", "अजय@डाटा.भारत"),
        ("δοκιμή@παράδειγμα.δοκιμή", "δοκιμή@παράδειγμα.δοκιμή"),
        ("Я@МойДомен.РФ", "Я@мойдомен.рф"),
        ("ana@xn--bcher-kva.de", "ana@bücher.de"),
        ("user+tag@example.com", "user+tag@example.com"),
        ("first.last@example.com", "first.last@example.com"),
        ("o'connor@example.ie", "o'connor@example.ie"),
        ("ana@faß.de", "ana@faß.de"),
        ("ana@example\u{3002}com", "ana@example.com"),
        ("ana@\u{FF25}\u{FF38}\u{FF21}\u{FF2D}\u{FF30}\u{FF2C}\u{FF25}.com", "ana@example.com"),
        ("क्\u{200D}ष@example.com", "क्\u{200D}ष@example.com"),
        (
            "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}@example.com",
            "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}@example.com"
        ),
        ("ana@col\u{00B7}legi.cat", "ana@col\u{00B7}legi.cat"),
        ("ana@xn--p1ai.xn--p1ai", "ana@рф.рф"),
        ("ana@डाटा.भारत", "ana@डाटा.भारत"),
        (String(repeating: "a", count: 64) + "@example.com", String(repeating: "a", count: 64) + "@example.com"),
        ("ñandú@ejemplo.com", "ñandú@ejemplo.com"),
        ("müller@münchen.de", "müller@münchen.de"),
        ("jose\u{301}@example.com", "jos\u{E9}@example.com"),
        ("a@b.co", "a@b.co"),
        ("ana_b@example.com", "ana_b@example.com"),
        ("!#$%&'*+/=?^_`{|}~-@example.com", "!#$%&'*+/=?^_`{|}~-@example.com"),
        ("ana@example.co.uk", "ana@example.co.uk"),
        ("ÅSA@example.se", "ÅSA@example.se"),
        ("\u{0645}\u{062D}\u{0645}\u{062F}@example.com", "\u{0645}\u{062D}\u{0645}\u{062F}@example.com"),
    ])
    func valid(input: String, normalized: String) {
        let outcome = result(of: .text(input), rules: [.email(.international)])
        #expect(outcome.issues.map(\.code) == [], "\(input)")
        #expect(outcome.text("value") == normalized)
    }

    @Test(arguments: [
        ("anaexample.com", "email-missing-at"),
        ("ana\u{FF20}example.com", "email-missing-at"),
        ("@example.com", "email-empty-local-part"),
        ("ana@", "email-empty-domain"),
        (".ana@example.com", "email-dot-placement"),
        ("ana.@example.com", "email-dot-placement"),
        ("a..b@example.com", "email-dot-placement"),
        ("ana@example..com", "email-dot-placement"),
        ("ana@example.com.", "email-dot-placement"),
        ("ana@.example.com", "email-dot-placement"),
        ("ana@example\u{3002}\u{3002}com", "email-dot-placement"),
        ("a@b@example.com", "email-invalid-local-part"),
        ("\"a b\"@example.com", "email-invalid-local-part"),
        ("ana maria@example.com", "email-invalid-local-part"),
        ("ana\u{00A0}maria@example.com", "email-invalid-local-part"),
        ("ana\u{200B}@example.com", "email-invalid-local-part"),
        ("ana\u{202E}@example.com", "email-invalid-local-part"),
        ("ana\u{0007}@example.com", "email-invalid-local-part"),
        ("ana\u{0085}@example.com", "email-invalid-local-part"),
        ("ana\u{E000}@example.com", "email-invalid-local-part"),
        ("a\u{FF0E}b@example.com", "email-invalid-local-part"),
        ("ana(x)@example.com", "email-invalid-local-part"),
        ("ana@[192.0.2.1]", "email-invalid-domain"),
        ("ana@exa_mple.com", "email-invalid-domain"),
        ("ana@-example.com", "email-invalid-domain"),
        ("ana@ab--cd.com", "email-invalid-domain"),
        ("ana@example\u{200B}.com", "email-invalid-domain"),
        ("ana@\u{301}example.com", "email-invalid-domain"),
        ("ana@" + String(repeating: "b", count: 64) + ".com", "email-invalid-domain"),
        ("ana@localhost", "email-domain-needs-dot"),
        ("ana@пример", "email-domain-needs-dot"),
        // Combining marks may not start a part of the local part; joiners only in context.
        ("\u{301}user@example.com", "email-invalid-local-part"),
        ("ana.\u{301}b@example.com", "email-invalid-local-part"),
        ("\u{200D}@example.com", "email-invalid-local-part"),
        ("\u{200C}@example.com", "email-invalid-local-part"),
        ("an\u{200D}a@example.com", "email-invalid-local-part"),
        ("👩\u{200D}💻@example.com", "email-invalid-local-part"),
        // CONTEXTO in the domain.
        ("ana@a\u{00B7}b.cat", "email-invalid-domain"),
        ("ana@\u{0661}\u{06F1}.com", "email-invalid-domain"),
        // IDNA2008 disallows symbols and emoji that UTS #46 lets through.
        ("ana@☃.com", "email-invalid-domain"),
        ("ana@😀.com", "email-invalid-domain"),
        ("ana@a\u{20DD}.com", "email-invalid-domain"),
        // The top-level domain is made of letters.
        ("user@192.168.0.1", "email-invalid-top-level-domain"),
        ("user@example.123", "email-invalid-top-level-domain"),
        ("email@111.222.333.44444", "email-invalid-top-level-domain"),
        ("me@bad.tld-2", "email-invalid-top-level-domain"),
        ("ana@1.2.3.4", "email-invalid-top-level-domain"),
        ("ana@example.c0m", "email-invalid-top-level-domain"),
        // Special-use names.
        ("ana@site.test", "email-special-use-domain"),
        ("ana@www.example", "email-special-use-domain"),
        ("ana@host.invalid", "email-special-use-domain"),
        ("ana@app.localhost", "email-special-use-domain"),
        ("ana@printer.local", "email-special-use-domain"),
        ("ana@abcdefghijklmnop.onion", "email-special-use-domain"),
        ("ana@router.home.arpa", "email-special-use-domain"),
        ("ana@TEST.TEST", "email-special-use-domain"),
        ("ana@xn--80akhbyknj4f.test", "email-special-use-domain"),
        (String(repeating: "a", count: 65) + "@example.com", "email-local-part-too-long"),
        // 33 graphemes, 66 bytes: the limit counts bytes of UTF-8.
        (String(repeating: "é", count: 33) + "@example.com", "email-local-part-too-long"),
    ])
    func invalid(input: String, expected: String) {
        #expect(code(of: .text(input), rules: [.email(.international)])?.rawValue == expected, "\(input)")
    }

    @Test func theTotalLengthCountsTheDomainInItsASCIIForm() throws {
        let domain = Array(repeating: "bücher", count: 14).joined(separator: ".") + ".de"
        let address = String(repeating: "a", count: 64) + "@" + domain
        #expect(address.utf8.count <= EmailAddress.maximumAddressBytes)
        let error = #expect(throws: EmailError.self) { try EmailAddress.parse(address, mode: .international) }
        #expect(error?.reason == .tooLong)
        #expect(code(of: .text(address), rules: [.email(.international)]) == "email-too-long")
        // Two labels fewer fits.
        let shorter = String(repeating: "a", count: 64) + "@" + domain.dropFirst(14)
        #expect(code(of: .text(shorter), rules: [.email(.international)]) == nil)
    }

    @Test func specialUseDomainsWhenAsked() {
        let development = Rule.email(.international.allowingSpecialUseDomains())
        #expect(result(of: .text("ana@site.test"), rules: [development]).text("value") == "ana@site.test")
        #expect(code(of: .text("ana@printer.local"), rules: [development]) == nil)
        #expect(code(of: .text("ana@localhost"), rules: [development]) == "email-domain-needs-dot")
        let local = Rule.email(.international(requireDotInDomain: false, allowSpecialUseDomains: true))
        #expect(code(of: .text("ana@localhost"), rules: [local]) == nil)
        #expect(
            code(of: .text("ana@localhost"), rules: [.email(.international(requireDotInDomain: false))])
                == "email-special-use-domain")
        // RFC 2606's second-level names are ordinary domains; the HTML grammar is WHATWG's.
        #expect(code(of: .text("ana@example.com"), rules: [.email()]) == nil)
        #expect(code(of: .text("ana@site.test"), rules: [.email(.html)]) == nil)
        #expect(code(of: .text("ana@1.2.3.4"), rules: [.email(.html)]) == nil)
        #expect(
            EmailMode.international.allowingSpecialUseDomains().description
                == "international (special-use domains allowed)")
    }

    @Test func newReasonsHaveMessagesInEveryLocale() {
        let numeric = result(of: .text("user@192.168.0.1"), rules: [.email()]).issues[0]
        #expect(
            numeric.message.message as? ValidationMessage
                == .emailInvalidTopLevelDomain(field: LocalizedText(verbatim: "Value")))
        #expect(
            numeric.localized(languageTag: "en")
                == "Value has a domain that does not end in a real top-level domain such as .com (numbers and IP addresses are not accepted)."
        )
        #expect(
            numeric.localized(languageTag: "pt-BR").hasPrefix(
                "Confira o final do e-mail no campo “Value”. O domínio precisa terminar"))
        #expect(
            numeric.localized(languageTag: "ru").hasPrefix("Проверьте домен в поле «Value». Он должен оканчиваться"))
        let special = result(of: .text("ana@site.test"), rules: [.email()]).issues[0]
        #expect(
            special.message.message as? ValidationMessage
                == .emailSpecialUseDomain(field: LocalizedText(verbatim: "Value")))
        #expect(special.localized(languageTag: "pt-BR").contains("reservados para testes"))
        #expect(special.localized(languageTag: "ru").contains("Домены для тестов"))
    }

    @Test func singleLabelDomainsWhenAsked() {
        let rule = Rule.email(.international(requireDotInDomain: false))
        #expect(result(of: .text("ana@ПРИМЕР"), rules: [rule]).text("value") == "ana@пример")
    }
}

@Suite struct EmailParserTests {
    @Test(arguments: [
        ("anaexample.com", EmailError.Reason.missingAt),
        ("a@b@example.com", .multipleAtSigns),
        ("@example.com", .emptyLocalPart),
        ("ana@", .emptyDomain),
        ("a..b@example.com", .dotPlacement),
        ("ana@example..com", .dotPlacement),
        ("ana!x\u{0001}@example.com", .invalidLocalPartCharacter),
        ("\"ana\"@example.com", .quotedLocalPart),
        ("ana@exa_mple.com", .invalidDomain),
        ("ana@[192.0.2.1]", .addressLiteral),
        ("ana@localhost", .domainNeedsDot),
        (String(repeating: "a", count: 65) + "@example.com", .localPartTooLong),
        (String(repeating: "a", count: 64) + "@" + longDomain(labels: 3), .tooLong),
    ])
    func eachReason(input: String, reason: EmailError.Reason) {
        #expect(EmailAddress.result(input, mode: .international).failure?.reason == reason, "\(input)")
    }

    @Test func theParsedAddressHasBothDomainForms() throws {
        let address = try EmailAddress.parse("Ana@BÜCHER.de", mode: .international)
        #expect(address.localPart == "Ana")
        #expect(address.domain == "bücher.de")
        #expect(address.asciiDomain == "xn--bcher-kva.de")
        #expect(address.address == "Ana@bücher.de")
        #expect(address.asciiAddress == "Ana@xn--bcher-kva.de")
        #expect(address.isASCII)
        #expect(try !EmailAddress.parse("josé@bücher.de").isASCII)
        #expect(address.description == "Ana@bücher.de")
    }

    @Test func theLocalPartIsStoredInNFC() throws {
        let address = try EmailAddress.parse("jose\u{301}@example.com")
        #expect(address.localPart.unicodeScalars.map(\.value) == [0x6A, 0x6F, 0x73, 0xE9])
    }

    @Test func idnaReasonsComeWithAnInvalidDomain() {
        let error = EmailAddress.result("ana@ab--cd.com").failure
        #expect(error?.reason == .invalidDomain)
        #expect(error?.idnaReasons.contains(.hyphen34) == true)
        #expect(error?.description.contains("third and fourth") == true)
    }

    @Test func aFullwidthAtSignIsAnAtSignOnlyAfterNFKC() {
        let input = FieldValue.text("ana\u{FF20}example.com")
        #expect(code(of: input, rules: [.email(.international)]) == "email-missing-at")
        let folded = result(of: input, rules: [.email(.international)], normalizers: [.trim, .nfkc])
        #expect(folded.isValid)
        #expect(folded.text("value") == "ana@example.com")
        #expect(code(of: input, rules: [.email(.html)], normalizers: [.trim, .nfkc]) == nil)
    }

    @Test func megabyteInputIsRejectedAsTooLongWithoutBeingScanned() {
        let dotted = String(repeating: "a.", count: 512 * 1024) + "a@x.com"
        #expect(dotted.utf8.count > 1_000_000)
        #expect(EmailAddress.result(dotted, mode: .international).failure?.reason == .tooLong)
        // A form stops it at the field's byte budget before the rule; the rule itself,
        // with the budget lifted, reports it as too long without reading it.
        #expect(code(of: .text(dotted), rules: [.email(.international)]) == "too-long-bytes")
        for mode in [EmailMode.international, .html] {
            let schema = FormSchema(
                [FieldSpec("value", label: LocalizedText(verbatim: "Value"), rules: [.email(mode)])], byteBudget: .max)
            #expect(
                schema.validate(["value": .text(dotted)], environment: english).issues.map(\.code) == ["email-too-long"]
            )
        }
        // Just under the input limit, every check runs and the local part is too long.
        let justUnder = String(repeating: "a.", count: 2000) + "a@x.com"
        #expect(justUnder.utf8.count <= EmailAddress.maximumInputBytes)
        #expect(code(of: .text(justUnder), rules: [.email(.international)]) == "email-local-part-too-long")
        // ICU's Punycode refuses a label this long outright; it is still a domain error.
        let hugeLabel = "ana@" + String(repeating: "ü", count: 2000) + ".de"
        #expect(code(of: .text(hugeLabel), rules: [.email(.international)]) == "email-invalid-domain")
        #expect(EmailAddress.result(hugeLabel).failure?.idnaReasons.contains(.labelTooLong) == true)
    }

    @Test func messagesRenderInEveryLocale() {
        let missingAt = result(of: .text("ana.example.com"), rules: [.email()]).issues[0]
        #expect(missingAt.localized(languageTag: "en") == "Value must contain an @ sign.")
        #expect(missingAt.localized(languageTag: "pt-BR") == "Inclua o @ no e-mail do campo “Value”.")
        #expect(missingAt.localized(languageTag: "ru") == "Добавьте в адрес в поле «Value» знак @.")

        let long = result(of: .text(String(repeating: "a", count: 65) + "@example.com"), rules: [.email()]).issues[0]
        #expect(
            long.message.message as? ValidationMessage
                == .emailLocalPartTooLong(field: LocalizedText(verbatim: "Value"), max: 64))
        #expect(long.localized(languageTag: "en") == "Value has a name before the @ sign longer than 64 bytes.")
        #expect(long.localized(languageTag: "pt-BR") == "Digite um nome mais curto antes do @ no campo “Value”.")
        #expect(long.localized(languageTag: "ru") == "Сократите в поле «Value» имя перед знаком @.")

        let needsDot = result(of: .text("ana@localhost"), rules: [.email()]).issues[0]
        #expect(needsDot.localized(languageTag: "en") == "Value needs a full domain, such as example.com.")
        #expect(
            needsDot.localized(languageTag: "pt-BR")
                == "Digite o domínio completo no campo “Value”, por exemplo, exemplo.com.br.")
        #expect(needsDot.localized(languageTag: "ru") == "Введите в поле «Value» полный домен, например example.ru.")
    }
}

extension Result {
    /// The error, or nil.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
