import LocalizedValidationIntl
import Testing

@testable import LocalizedValidation

/// The reason enforcement fails with, or nil when it succeeds.
private func failure(_ body: () throws(PRECISError) -> String) -> PRECISError.Reason? {
    do {
        _ = try body()
        return nil
    } catch {
        return error.reason
    }
}

@Suite struct PRECISPropertyTests {
    @Test(
        arguments: [
            ("a", PRECISProperty.pvalid), ("~", .pvalid), (" ", .freePVAL), ("\t", .disallowed),
            ("é", .pvalid), ("ß", .pvalid), ("ς", .pvalid), ("\u{3007}", .pvalid),
            ("\u{00B7}", .contextO), ("\u{0375}", .contextO), ("\u{30FB}", .contextO), ("\u{0661}", .contextO),
            ("\u{200C}", .contextJ), ("\u{200D}", .contextJ),
            ("\u{0640}", .disallowed), ("\u{1100}", .disallowed), ("\u{200B}", .disallowed), ("\u{202E}", .disallowed),
            ("\u{FE0F}", .disallowed), ("\u{FFFE}", .disallowed), ("\u{E000}", .disallowed), ("\u{2028}", .disallowed),
            ("\u{FF21}", .freePVAL), ("\u{2163}", .freePVAL), ("\u{FB00}", .freePVAL), ("\u{01C5}", .freePVAL),
            ("\u{16EE}", .freePVAL), ("\u{0488}", .freePVAL), ("\u{00A0}", .freePVAL), ("♚", .freePVAL),
            ("😀", .freePVAL), ("€", .freePVAL), ("«", .freePVAL), ("\u{0378}", .unassigned),
        ] as [(Unicode.Scalar, PRECISProperty)])
    func derivedProperty(scalar: Unicode.Scalar, expected: PRECISProperty) throws {
        #expect(try PRECISProperty.of(scalar) == expected)
    }
}

@Suite struct PRECISUsernameTests {
    @Test(arguments: [
        ("juliet@example.com", "juliet@example.com"), ("Ana.Silva", "ana.silva"), ("ＡＮＡ", "ana"),
        ("fußball", "fußball"), ("\u{03A3}", "\u{03C3}"), ("\u{03C2}", "\u{03C2}"), ("A\u{030A}", "å"),
        ("\u{0410}", "\u{0430}"), ("Иван", "иван"), ("ｱｲ", "アイ"), ("~!", "~!"),
        // Turkish dotted capital I lowercases to i + U+0307, in no particular language.
        ("İpek", "i\u{0307}pek"),
    ])
    func enforces(input: String, expected: String) throws {
        let enforced = try PRECISProfile.usernameCaseMapped.enforce(input)
        #expect(enforced.unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test(arguments: [
        ("ana silva", PRECISError.Reason.disallowedCharacter), ("ana\u{3000}silva", .disallowedCharacter),
        ("ana😀", .disallowedCharacter), ("♚", .disallowedCharacter), ("henry\u{2163}", .disallowedCharacter),
        ("\u{FB00}", .disallowedCharacter), ("²", .disallowedCharacter), ("\u{01C5}", .disallowedCharacter),
        ("a\u{202E}b", .disallowedCharacter), ("a\u{200B}b", .disallowedCharacter), ("\t", .disallowedCharacter),
        ("a\u{200D}b", .contextRule), ("a\u{00B7}b", .contextRule),
        // The directionality rule comes before the class (RFC 8264 §7): mixed Arabic digits
        // break the Bidi Rule first.
        ("\u{0661}\u{06F1}", .bidiRule),
        ("\u{05E9}c", .bidiRule), ("1\u{05E9}", .bidiRule), ("", .empty),
    ])
    func rejects(input: String, expected: PRECISError.Reason) {
        #expect(failure { () throws(PRECISError) in try PRECISProfile.usernameCaseMapped.enforced(input) } == expected)
    }

    @Test func contextualCharactersPassInTheirContext() throws {
        #expect(try PRECISProfile.usernameCaseMapped.enforce("col\u{00B7}legi") == "col\u{00B7}legi")
        // Devanagari KSSA spelt with a virama and ZWJ; Persian with ZWNJ between joining letters.
        #expect(try PRECISProfile.usernameCaseMapped.enforce("क्\u{200D}ष") == "क्\u{200D}ष")
        #expect(
            try PRECISProfile.usernameCaseMapped.enforce("\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}")
                .unicodeScalars.count == 7)
        #expect(try PRECISProfile.usernameCaseMapped.enforce("\u{05E9}\u{05DC}\u{05D5}\u{05DD}1") == "שלום1")
        #expect(try PRECISProfile.usernameCaseMapped.enforce("\u{03B1}\u{0375}\u{03B1}") == "\u{03B1}\u{0375}\u{03B1}")
        #expect(try PRECISProfile.usernameCaseMapped.enforce("カ\u{30FB}ナ") == "カ\u{30FB}ナ")
    }

    @Test func enforcementIsIdempotent() throws {
        for input in ["Ana.Silva", "ＡＮＡ", "İpek", "ΣΊΣΥΦΟΣ", "Иван"] {
            let once = try PRECISProfile.usernameCaseMapped.enforce(input)
            #expect(try PRECISProfile.usernameCaseMapped.enforce(once) == once)
        }
    }
}

@Suite struct PRECISRuleOrderTests {
    /// RFC 8264 §7: the string class is checked after normalization, so a string and its
    /// NFC form have the same fate.
    @Test func theClassIsCheckedAfterNormalization() throws {
        for profile in [PRECISProfile.usernameCaseMapped, .usernameCasePreserved, .opaqueString, .nickname] {
            #expect(try profile.enforce("\u{1100}\u{1161}") == "가", "\(profile)")
            #expect(try profile.enforce("가") == "가", "\(profile)")
        }
    }

    /// ...and after case mapping: the KELVIN SIGN (FREE_PVAL) lowercases to `k`.
    @Test func theClassIsCheckedAfterCaseMapping() throws {
        #expect(try PRECISProfile.usernameCaseMapped.enforce("\u{212A}evin") == "kevin")
        // UsernameCasePreserved keeps case, and NFC maps the KELVIN SIGN to K.
        #expect(try PRECISProfile.usernameCasePreserved.enforce("\u{212A}evin") == "Kevin")
        #expect(try PRECISProfile.usernameCaseMapped.enforce("\u{2126}") == "\u{03C9}")  // OHM SIGN
    }
}

@Suite struct PRECISProfileTests {
    @Test func usernameCasePreservedKeepsCase() throws {
        let profile = PRECISProfile.usernameCasePreserved
        #expect(try profile.enforce("Ana.Silva") == "Ana.Silva")
        #expect(try profile.enforce("ＡＮＡ") == "ANA")
        #expect(failure { () throws(PRECISError) in try profile.enforced("ana silva") } == .disallowedCharacter)
        #expect(failure { () throws(PRECISError) in try profile.enforced("\u{05E9}c") } == .bidiRule)
        #expect(!profile.areEquivalent("Ana", "ana"))
        #expect(PRECISProfile.usernameCaseMapped.areEquivalent("Ana", "ａｎａ"))
    }

    @Test func opaqueStringIsThePasswordProfile() throws {
        let profile = PRECISProfile.opaqueString
        #expect(try profile.enforce("correct\u{00A0}horse\u{3000}battery") == "correct horse battery")
        #expect(try profile.enforce("  Pass word  ") == "  Pass word  ")  // no trimming
        #expect(try profile.enforce("ＰＡＳＳ") == "ＰＡＳＳ")  // no width mapping
        #expect(try profile.enforce("Ünïcödé😀♚") == "Ünïcödé😀♚")
        #expect(try profile.enforce("jose\u{301}") == "jos\u{E9}")  // NFC, not NFKC
        #expect(try profile.enforce("\u{FB00}") == "\u{FB00}")
        #expect(profile.areEquivalent("jose\u{301}", "jos\u{E9}"))
        #expect(!profile.areEquivalent("Secret", "secret"))
        for bad in ["a\u{0007}b", "a\u{200B}b", "a\u{202E}b", "\u{E000}", "a\u{200D}b", "\u{2764}\u{FE0F}"] {
            #expect(failure { () throws(PRECISError) in try profile.enforced(bad) } != nil, "\(bad.debugDescription)")
        }
        #expect(failure { () throws(PRECISError) in try profile.enforced("") } == .empty)
    }

    @Test func nicknameComparisonIgnoresCase() throws {
        #expect(PRECISProfile.nickname.areEquivalent("  ANA   Maria", "ana maria"))
        #expect(!PRECISProfile.nickname.areEquivalent("Ana\u{202E}", "Ana"))
        #expect(try PRECISProfile.nickname.comparisonForm("Ana Maria") == "ana maria")
        #expect(try PRECISProfile.usernameCaseMapped.comparisonForm("Ana") == "ana")
    }

    @Test func namesAreTheRFCs() {
        #expect(
            [PRECISProfile.usernameCaseMapped, .usernameCasePreserved, .opaqueString, .nickname].map(\.description)
                == ["UsernameCaseMapped", "UsernameCasePreserved", "OpaqueString", "Nickname"])
    }
}

@Suite struct PRECISNicknameTests {
    @Test(arguments: [
        ("  Ana   Maria ", "Ana Maria"), ("  Swan  of   Avon   ", "Swan of Avon"), ("Foo", "Foo"),
        ("a\u{00A0}a\u{1680}a\u{2000}a\u{2003}a\u{202F}a\u{205F}a\u{3000}a", "a a a a a a a a"),
        ("Richard \u{2163}", "Richard IV"), ("\u{212B}", "Å"), ("\u{FB00}", "ff"), ("♚", "♚"),
        ("Ana 😀", "Ana 😀"), ("\u{05E9}a", "\u{05E9}a"), ("동일조건변경허락", "동일조건변경허락"),
        ("\u{03A3}", "\u{03A3}"), ("ＡＮＡ", "ANA"),
    ])
    func enforces(input: String, expected: String) throws {
        #expect(try PRECISProfile.nickname.enforce(input) == expected)
    }

    @Test(arguments: [
        ("", PRECISError.Reason.empty), ("   ", .empty), ("\u{3000}\u{00A0}", .empty),
        ("Ana\u{202E}", .disallowedCharacter), ("Ana\u{200B}", .disallowedCharacter),
        ("my cat\tis", .disallowedCharacter), ("👩\u{200D}💻", .contextRule), ("\u{0661}\u{06F1}", .contextRule),
        ("\u{2764}\u{FE0F}", .disallowedCharacter),
    ])
    func rejects(input: String, expected: PRECISError.Reason) {
        #expect(failure { () throws(PRECISError) in try PRECISProfile.nickname.enforced(input) } == expected)
    }

    @Test func caseIsKeptButIgnoredInComparison() throws {
        #expect(try PRECISProfile.nickname.enforce("Ana Maria") == "Ana Maria")
        #expect(
            try PRECISProfile.nickname.comparisonForm("  ANA   Maria")
                == PRECISProfile.nickname.comparisonForm("ana maria"))
    }
}

@Suite struct IdentifierRuleTests {
    @Test func usernamesAreEnforced() {
        #expect(result(of: .text("Ana.Silva"), rules: [.username()]).text("value") == "ana.silva")
        #expect(result(of: .text("ＡＮＡ"), rules: [.username()]).text("value") == "ana")
        #expect(code(of: .text("ana_silva-42"), rules: [.username()]) == nil)
        #expect(code(of: .text("ana silva"), rules: [.username()]) == "username-invalid")
        #expect(code(of: .text("ana😀"), rules: [.username()]) == "username-invalid")
        #expect(code(of: .text("evil\u{202E}gpj"), rules: [.username()]) == "username-invalid")
        #expect(code(of: .text("an\u{200D}a"), rules: [.username()]) == "username-invalid")
    }

    @Test func usernamesMixingScriptsAreFlagged() {
        #expect(code(of: .text("иван"), rules: [.username()]) == nil)
        #expect(code(of: .text("p\u{0430}ypal"), rules: [.username()]) == "identifier-mixed-scripts")
        #expect(code(of: .text("abcабв"), rules: [.username()]) == "identifier-mixed-scripts")
        #expect(code(of: .text("abcабв"), rules: [.username(restriction: .minimallyRestrictive)]) == nil)
        // Latin with Japanese is highly restrictive; punctuation does not count.
        #expect(code(of: .text("tanaka.田中"), rules: [.username()]) == nil)
        #expect(code(of: .text("ana@example.com"), rules: [.username()]) == nil)
    }

    @Test(
        "A one-script name with a letter outside the identifier profile is refused for that letter, not as mixed scripts"
    )
    func usernamesWithRestrictedLettersAreNotMixedScripts() {
        for name in ["\u{280}oot", "\u{251}na", "ana\u{1D00}"] {
            let outcome = result(of: .text(name), rules: [.username()])
            #expect(outcome.issues.map(\.code.rawValue) == ["username-invalid"], "\(name)")
            #expect(
                outcome.issues.first?.localized(in: .english)
                    == "Value contains characters that cannot be used in a name.")
        }
        // A real mix of scripts is still said to be one, and the profile's own letters pass.
        #expect(code(of: .text("r\u{43E}\u{43E}t"), rules: [.username()]) == "identifier-mixed-scripts")
        #expect(code(of: .text("\u{E9}l\u{E8}ve"), rules: [.username()]) == nil)
        let checker = try? SpoofChecker()
        #expect((try? checker?.firstCharacterOutsideIdentifierProfile(in: "\u{280}oot")) == "\u{280}")
        #expect((try? checker?.firstCharacterOutsideIdentifierProfile(in: "root")) == .some(nil))
    }

    @Test func usernamesConfusableWithExistingOnesAreFlagged() {
        let rule = Rule.username(existing: ["paypal", "Ana.Silva"], restriction: .unrestricted)
        #expect(code(of: .text("p\u{0430}ypal"), rules: [rule]) == "identifier-confusable")
        #expect(code(of: .text("PayPal"), rules: [rule]) == "identifier-confusable")
        #expect(code(of: .text("ana.silva"), rules: [rule]) == "identifier-confusable")
        #expect(code(of: .text("paypa1"), rules: [rule]) == "identifier-confusable")
        #expect(code(of: .text("ana.souza"), rules: [rule]) == nil)
        // The Turkish dotted I lowercases to i + U+0307, a different name from "ipek", and
        // UTS #39 does not call the two confusable: the dot above is kept in the skeleton.
        let turkish = Rule.username(existing: ["ipek"])
        #expect(result(of: .text("İpek"), rules: [turkish]).text("value") == "i\u{0307}pek")
        #expect(code(of: .text("i\u{0307}pek"), rules: [Rule.username(existing: ["İPEK"])]) == "identifier-confusable")
    }

    @Test func nicknames() {
        #expect(result(of: .text("  Ana   Maria "), rules: [.nickname()]).text("value") == "Ana Maria")
        #expect(result(of: .text("Ana 😀"), rules: [.nickname()]).text("value") == "Ana 😀")
        #expect(code(of: .text("Ana\u{202E}"), rules: [.nickname()]) == "nickname-invalid")
        #expect(code(of: .text("A\u{200D}na"), rules: [.nickname()]) == "nickname-invalid")
        #expect(code(of: .text("Ana и Иван"), rules: [.nickname()]) == nil)
        let taken = Rule.nickname(existing: ["Ana Maria"])
        #expect(code(of: .text("ana  MARIA"), rules: [taken]) == "identifier-confusable")
        #expect(code(of: .text("\u{0410}na Maria"), rules: [taken]) == "identifier-confusable")
        #expect(code(of: .text("Ana Clara"), rules: [taken]) == nil)
    }

    @Test func hostileInputIsHandled() {
        let flood = "a" + String(repeating: "\u{0301}", count: 100_000)
        #expect(code(of: .text(flood), rules: [.username()]) != "unprocessable")
        let long = String(repeating: "ab", count: 500_000)
        #expect(result(of: .text(long), rules: [.username()]).text("value") == long)
    }
}
