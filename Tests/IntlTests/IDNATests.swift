import Testing

@testable import LocalizedValidationIntl

@Suite struct IDNATests {
    private func reasons(_ domain: String, options: IDNA.Options = .hostName) throws -> [IDNAError.Reason] {
        do {
            let ascii = try IDNA(options: options).toASCII(domain)
            Issue.record("'\(domain)' was accepted as '\(ascii)'")
            return []
        } catch let error as IDNAError {
            #expect(error.operation == .toASCII)
            #expect(error.input == domain)
            #expect(!error.reasons.isEmpty)
            return error.reasons
        }
    }

    @Test(arguments: [
        ("bücher.de", "xn--bcher-kva.de"),
        ("faß.de", "xn--fa-hia.de"),  // nontransitional: transitional would give fass.de
        ("ＢＵＣＨＥＲ．ｄｅ", "bucher.de"),  // full-width letters and full stop are mapped
        ("bücher。de", "xn--bcher-kva.de"),  // ideographic full stop
        ("Example.COM", "example.com"),
        ("日本語.jp", "xn--wgv71a119e.jp"),
        ("пример.рф", "xn--e1afmkfd.xn--p1ai"),
        ("example.com.", "example.com."),  // the root label is kept
        ("☕.example", "xn--53h.example"),  // UTS #46 keeps emoji valid (IDNA2008 alone would not)
        ("xn--bcher-kva.de", "xn--bcher-kva.de"),
    ])
    func toASCII(unicode: String, ascii: String) throws {
        #expect(try IDNA().toASCII(unicode) == ascii)
    }

    @Test(arguments: [
        ("xn--bcher-kva.de", "bücher.de"),
        ("xn--fa-hia.de", "faß.de"),
        ("xn--e1afmkfd.xn--p1ai", "пример.рф"),
        ("xn--wgv71a119e.jp", "日本語.jp"),
        ("xn--53h.example", "☕.example"),
        ("BÜCHER.de", "bücher.de"),
    ])
    func toUnicode(ascii: String, unicode: String) throws {
        #expect(try IDNA().toUnicode(ascii) == unicode)
    }

    @Test func emptyLabel() throws {
        #expect(try reasons("a..b") == [.emptyLabel])
        #expect(try reasons(".example.com") == [.emptyLabel])
    }

    @Test func labelTooLong() throws {
        let label = String(repeating: "a", count: 64)
        #expect(try reasons("\(label).com") == [.labelTooLong])
        #expect(try IDNA().toASCII("\(String(repeating: "a", count: 63)).com").count == 67)
        // 60 characters, but longer than 63 bytes once encoded as Punycode.
        let umlauts = String(repeating: "ü", count: 60)
        #expect(try reasons("\(umlauts).de") == [.labelTooLong])
    }

    @Test func domainNameTooLong() throws {
        let label = String(repeating: "a", count: 63)
        #expect(
            try reasons([label, label, label, label, "com"].joined(separator: ".")) == [.domainNameTooLong])
    }

    @Test func hyphens() throws {
        #expect(try reasons("-example.com") == [.leadingHyphen])
        #expect(try reasons("example-.com") == [.trailingHyphen])
        #expect(try reasons("ab--cd.com") == [.hyphen34])
    }

    @Test func disallowedAndSTD3() throws {
        #expect(try reasons("exa mple.com") == [.disallowed])
        #expect(try reasons("_dmarc.example.com") == [.disallowed])
        #expect(try IDNA(options: []).toASCII("_dmarc.example.com") == "_dmarc.example.com")
        #expect(try reasons("a\u{0}b.com") == [.disallowed])
        // Without STD3 rules, UTS #46 lets ASCII controls and spaces through.
        #expect(try IDNA(options: []).toASCII("a\u{0}b c.com") == "a\u{0}b c.com")
    }

    @Test func leadingCombiningMark() throws {
        #expect(try reasons("\u{301}a.com").contains(.leadingCombiningMark))
    }

    @Test func punycodeAndACE() throws {
        #expect(
            try reasons("xn--a.com").contains(.punycode) || reasons("xn--a.com").contains(.invalidACELabel))
        #expect(try IDNA().toUnicode("xn--ls8h.com") == "\u{1F4A9}.com")
    }

    @Test func bidiAndJoiners() throws {
        #expect(try reasons("a\u{5D0}.com") == [.bidi])
        #expect(try reasons("a\u{200D}b.com") == [.contextJ])
        #expect(try reasons("l·a.com", options: [.std3Rules, .contextO]) == [.contextOPunctuation])
    }

    @Test func errorsDescribeEveryReason() throws {
        do {
            _ = try IDNA().toASCII("-a..b")
            Issue.record("accepted")
        } catch let error as IDNAError {
            #expect(error.reasons == [.emptyLabel, .leadingHyphen])
            #expect(error.description.contains("a label is empty"))
            #expect(error.description.contains("starts with a hyphen"))
        }
    }

    @Test func toUnicodeRejectsInvalidPunycode() throws {
        #expect {
            try IDNA().toUnicode("xn--zz-.com")
        } throws: { error in
            (error as? IDNAError)?.operation == .toUnicode
        }
    }

    @Test(
        "A label too long for ICU's Punycode is an IDNAError, not ICU's raw status", arguments: [1_000, 4_000, 100_000])
    func overlongLabels(length: Int) throws {
        let domain = String(repeating: "ü", count: length) + ".com"
        do {
            _ = try IDNA().toASCII(domain)
            Issue.record("\(length) code points accepted")
        } catch let error as IDNAError {
            #expect(error.reasons.contains(.labelTooLong), "\(error)")
        }
        // UTS #46 checks lengths only on the way to ASCII; display must not fail in ICU.
        #expect((try? IDNA().toUnicode(domain)) == domain)
    }

}
