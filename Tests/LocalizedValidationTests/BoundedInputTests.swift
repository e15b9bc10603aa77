import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// Validates `value` in field `value` of a schema with the given budget.
private func validate(
    _ value: String,
    rules: [Rule],
    normalizers: [Normalizer] = [.trim, .nfc],
    fieldBudget: Int? = nil,
    schemaBudget: Int = FormSchema.defaultByteBudget,
    others: [FieldKey: FieldValue] = [:]
) -> ValidationResult {
    var fields = [
        FieldSpec(
            "value", label: LocalizedText(verbatim: "Value"), normalizers: normalizers, rules: rules,
            byteBudget: fieldBudget)
    ]
    for key in others.keys.sorted() {
        fields.append(FieldSpec(key, label: LocalizedText(verbatim: "Other"), rules: [], byteBudget: Int.max))
    }
    var values = others
    values["value"] = .text(value)
    return FormSchema(fields, byteBudget: schemaBudget).validate(values, environment: english)
}

/// Every text is checked against a byte budget before any normalizer or rule runs.
@Suite struct ByteBudgetTests {
    /// A normalizer that fails: a field that reaches its normalizers reports
    /// `unprocessable`, one stopped by its budget `too-long-bytes`.
    static let failing = Normalizer("fails") { _ in throw IntlError(reason: .invalidArgument, message: "ran") }

    @Test func theDefaultBudgetIsCheckedBeforeTheNormalizers() {
        let budget = FormSchema.defaultByteBudget
        let over = validate(String(repeating: "a", count: budget + 1), rules: [.required], normalizers: [Self.failing])
        #expect(over.issues.map(\.code) == ["too-long-bytes"])
        #expect(
            over.issues.first?.message.message as? ValidationMessage
                == .tooLongBytes(field: LocalizedText(verbatim: "Value"), max: budget))
        let within = validate(String(repeating: "a", count: budget), rules: [.required], normalizers: [Self.failing])
        #expect(within.issues.map(\.code) == ["unprocessable"])
    }

    @Test func everyBuiltInRuleIsBehindTheBudget() {
        let megabyte = String(repeating: "a", count: 1 << 20)
        for (name, rule) in HostileInputTests.rules {
            let codes = validate(megabyte, rules: [rule], others: ["other": .text("x")]).issues.map(\.code)
            #expect(codes == ["too-long-bytes"], "\(name)")
        }
    }

    @Test func theSchemaAndTheFieldSetTheBudget() {
        #expect(validate("abcdefghijk", rules: [], schemaBudget: 10).issues.map(\.code) == ["too-long-bytes"])
        #expect(validate("abcdefghij", rules: [], schemaBudget: 10).isValid)
        // Bytes, not characters: "é" is two.
        #expect(validate("ééééé", rules: [], schemaBudget: 9).issues.map(\.code) == ["too-long-bytes"])
        #expect(validate("abcdefghijk", rules: [], fieldBudget: 100, schemaBudget: 10).isValid)
        #expect(validate("abcdefghijk", rules: [], fieldBudget: 5, schemaBudget: 100).issues.count == 1)
    }

    @Test func aUserNameHasABudgetOfItsOwn() {
        // Before, Rule.username accepted and stored a megabyte name.
        let long = String(repeating: "a", count: 1025)
        #expect(validate(long, rules: [.username()]).issues.map(\.code) == ["too-long-bytes"])
        #expect(validate(String(repeating: "a", count: 1024), rules: [.username()]).isValid)
        #expect(validate(long, rules: [.username().withByteBudget(2048)]).isValid)
        #expect(validate(long, rules: [.username().withByteBudget(nil)]).isValid)
        #expect(validate(long, rules: [.nickname()]).issues.map(\.code) == ["too-long-bytes"])
        #expect(Rule.username().byteBudget == 1024)
        #expect(Rule.password(.eightCharactersAndDigit).byteBudget == 4096)
        #expect(Rule.length(max: 3).byteBudget == nil)
    }

    @Test func aRuleBudgetIsCheckedAgainAfterTheNormalizers() {
        // U+FDFA is 3 bytes; NFKC makes it 33.
        let rule = Rule.custom("any") { _, _ in .valid }.withByteBudget(10)
        #expect(validate("\u{FDFA}", rules: [rule]).isValid)
        #expect(validate("\u{FDFA}", rules: [rule], normalizers: [.nfkc]).issues.map(\.code) == ["too-long-bytes"])
    }

    @Test(arguments: [
        (
            1, "Value is too long: the limit is 1 byte.", "Digite um texto mais curto no campo “Value”.",
            "Текст в поле «Value» слишком длинный. Сократите его."
        ),
        (
            3, "Value is too long: the limit is 3 bytes.", "Digite um texto mais curto no campo “Value”.",
            "Текст в поле «Value» слишком длинный. Сократите его."
        ),
        (
            65_536, "Value is too long: the limit is 65,536 bytes.",
            "Digite um texto mais curto no campo “Value”.",
            "Текст в поле «Value» слишком длинный. Сократите его."
        ),
        (
            1_000_000, "Value is too long: the limit is 1,000,000 bytes.",
            "Digite um texto mais curto no campo “Value”.",
            "Текст в поле «Value» слишком длинный. Сократите его."
        ),
        (
            21, "Value is too long: the limit is 21 bytes.", "Digite um texto mais curto no campo “Value”.",
            "Текст в поле «Value» слишком длинный. Сократите его."
        ),
    ])
    // English names the limit with its plural; pt-BR and ru show no bytes, a unit users do
    // not think in, and ask for a shorter text whatever the limit.
    func theMessageHasTheRightPluralInEveryLocale(budget: Int, en: String, ptBR: String, ru: String) throws {
        let issue = try #require(
            validate(String(repeating: "a", count: budget + 1), rules: [], schemaBudget: budget).issues.first)
        #expect(issue.localized(languageTag: "en") == en)
        #expect(issue.localized(languageTag: "pt-BR") == ptBR)
        #expect(issue.localized(languageTag: "ru") == ru)
    }
}

/// Grapheme limits bound storage: a cluster over 128 bytes counts once per started 128.
@Suite struct GraphemeStorageTests {
    static let flood = "a" + String(repeating: "\u{301}", count: 1_000_000)

    @Test func truncateAndLengthNoLongerStoreMegabytes() {
        // Before: accepted, and stored 2 MB as "one character".
        let result = validate(
            Self.flood, rules: [.length(max: 10)], normalizers: [.truncate(graphemes: 10)], schemaBudget: Int.max)
        #expect(result.isValid)
        #expect((result.text("value")?.utf8.count ?? .max) <= 10 * UnicodeText.storageBoundedClusterBytes)
        let kept = validate(
            "ab" + String(repeating: "\u{301}", count: 100) + "cd", rules: [],
            normalizers: [.truncate(graphemes: 4)])
        // "a", "b" with 100 accents (201 bytes: two), "c": four in all.
        #expect(kept.text("value") == "ab" + String(repeating: "\u{301}", count: 100) + "c")
    }

    @Test func lengthCountsAnOverlongClusterByItsSize() {
        // "q" has no precomposed form with an acute: NFC keeps every mark.
        let marks = { (count: Int) in "q" + String(repeating: "\u{301}", count: count) }
        #expect(validate(marks(63), rules: [.length(max: 1)]).isValid)  // 127 bytes
        #expect(validate(marks(64), rules: [.length(max: 1)]).issues.map(\.code) == ["too-long"])
        #expect(validate(marks(1000), rules: [.length(max: 10)]).issues.map(\.code) == ["too-long"])
        #expect(validate(marks(1000), rules: [.length(max: 16)]).isValid)  // 2,001 bytes: 16 × 128
        #expect(validate(Self.flood, rules: [.length(max: 10)], schemaBudget: Int.max).issues.count == 1)
        // Real characters are never near the limit.
        let family = "👨🏻\u{200D}❤️\u{200D}💋\u{200D}👨🏼"
        #expect(validate(String(repeating: family, count: 10), rules: [.length(min: 10, max: 10)]).isValid)
    }

    @Test func intlWeighsClustersOnlyWhenAsked() throws {
        let text = "x" + String(repeating: "\u{301}", count: 200) + "y"  // 1 + 400 + 1 bytes
        #expect(try UnicodeText.graphemeCount(text) == 2)
        #expect(try UnicodeText.graphemeCount(text, clusterByteLimit: 128) == 5)
        #expect(try UnicodeText.graphemePrefix(text, maxGraphemes: 3, clusterByteLimit: 128) == "")
        #expect(try UnicodeText.graphemePrefix(text, maxGraphemes: 4, clusterByteLimit: 128) == String(text.dropLast()))
        #expect(throws: IntlError.self) { try UnicodeText.graphemeCount(text, clusterByteLimit: 3) }
    }
}

/// The personal-data check of the password rule is linear.
@Suite struct PasswordPersonalDataScalingTests {
    @Test func aLongPasswordAndASimilarLongNameCostTheirSum() {
        // Before: a naive search, 50,000 × 25,000 character comparisons (minutes in a
        // debug build; 80,000 characters took 66 s in release). Now a suffix automaton.
        let rule = Rule.password(PasswordPolicy(minimumLength: 8, personalDataFields: ["name"])).withByteBudget(nil)
        let password = String(repeating: "a", count: 50_000) + "1"
        let similar = String(repeating: "a", count: 25_000) + "b"
        let contained = String(repeating: "a", count: 25_000)
        func check(_ name: String) -> [ValidationCode] {
            validate(password, rules: [rule], normalizers: [.nfc], schemaBudget: Int.max, others: ["name": .text(name)])
                .issues.map(\.code)
        }
        #expect(check(similar).isEmpty)
        #expect(check(contained) == ["password-contains-personal-data"])
        // Many words: each is looked up once.
        let words = (0..<5_000).map { "w\($0)x" }.joined(separator: " ")
        #expect(check(words).isEmpty)
        #expect(check(words + " aaaa") == ["password-contains-personal-data"])
    }

    @Test func theIndexAgreesWithANaiveSearchInWholeCharacters() {
        var generator = SystemRandomNumberGenerator()
        // NFC texts, as the rule gives it: "é" precomposed, "q" with an acute (no
        // precomposed form), a two-person emoji, and letters that make repeats.
        let alphabet: [String] = ["a", "b", "é", "q\u{301}", "👩\u{200D}👧"]
        func random(_ length: Int) -> String {
            (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
        }
        for _ in 0..<300 {
            let text = random(Int.random(in: 0...12, using: &generator))
            let index = SubstringIndex(text)
            let characters = Array(text)
            for _ in 0..<10 {
                let query = random(Int.random(in: 0...4, using: &generator))
                let needle = Array(query)
                let naive =
                    needle.isEmpty
                    || (needle.count <= characters.count
                        && (0...(characters.count - needle.count)).contains { start in
                            Array(characters[start..<start + needle.count]) == needle
                        })
                #expect(index.contains(query) == naive, "\(text.debugDescription) \(query.debugDescription)")
            }
        }
        // "q" is not a character of "aq\u{301}b": a match never cuts a cluster.
        #expect(!SubstringIndex("aq\u{301}b").contains("q"))
    }
}

/// Normalizers never silently remove a character a rule would reject.
@Suite struct NormalizerPolicyTests {
    /// Invisible characters, bidi controls and format characters that rules reject.
    static let rejected: [Unicode.Scalar] = [
        "\u{200B}", "\u{FEFF}", "\u{00AD}", "\u{2060}", "\u{034F}", "\u{FE0F}", "\u{180E}", "\u{E0001}",
        "\u{202E}", "\u{2066}", "\u{200E}", "\u{061C}",
    ]

    static let normalizers: [Normalizer] = [
        .trim, .collapseWhitespace, .caseFold, .turkicCaseFold, .nfc, .nfkc, .email, .truncate(graphemes: 100),
    ]

    @Test func anInvisibleCharacterInADomainIsReportedNotDropped() {
        // Before: IDNA mapped it away and the address passed as user@example.com.
        let result = validate("user@exa\u{200B}mple.com", rules: [.email()], normalizers: [.email])
        #expect(result.issues.map(\.code) == ["email-invalid-domain"])
        #expect(result.text("value") == "user@exa\u{200B}mple.com")
        #expect(validate("user@exa\u{00AD}mple.com", rules: [.email()], normalizers: [.email]).issues.count == 1)
        // What IDNA only maps still maps.
        #expect(validate("Ana@BÜCHER.de", rules: [.email()], normalizers: [.email]).text("value") == "Ana@bücher.de")
    }

    @Test func noNormalizerRemovesARejectedCharacter() throws {
        for scalar in Self.rejected {
            for text in ["Ab\(scalar)cd", "ana@Ex\(scalar)ample.com", "Ana@BÜ\(scalar)CHER.de"] {
                for normalizer in Self.normalizers {
                    let output = try normalizer.apply(text)
                    #expect(
                        output.unicodeScalars.contains(scalar),
                        "\(normalizer.name) removed U+\(String(scalar.value, radix: 16, uppercase: true))")
                }
            }
        }
    }
}
