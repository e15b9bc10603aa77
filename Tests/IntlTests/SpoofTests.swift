import Testing

@testable import LocalizedValidationIntl

@Suite struct SpoofTests {
    private let checker: SpoofChecker

    init() throws { checker = try SpoofChecker() }

    @Test func cyrillicLetterInLatinWordIsMixedScriptConfusable() throws {
        let kinds = try checker.confusableKinds("paypal", "p\u{430}ypal")
        #expect(kinds.contains(.mixedScript))
        #expect(!kinds.contains(.wholeScript))
        #expect(try checker.areConfusable("paypal", "p\u{430}ypal"))
    }

    @Test func allCyrillicWordIsWholeScriptConfusable() throws {
        // "ѕсоре": U+0455 U+0441 U+043E U+0440 U+0435, every letter Cyrillic.
        let cyrillic = "\u{455}\u{441}\u{43E}\u{440}\u{435}"
        let kinds = try checker.confusableKinds("scope", cyrillic)
        #expect(kinds.contains(.wholeScript))
        #expect(try checker.skeleton(of: cyrillic) == checker.skeleton(of: "scope"))
    }

    @Test func singleScriptConfusable() throws {
        #expect(try checker.confusableKinds("rn", "m") == .singleScript)
        #expect(try checker.skeleton(of: "m") == "rn")
    }

    @Test func differentWordsAreNotConfusable() throws {
        #expect(try checker.confusableKinds("paypal", "paypals").isEmpty)
        #expect(try !checker.areConfusable("scope", "slope"))
    }

    @Test func skeletonIsForComparison() throws {
        #expect(try checker.skeleton(of: "paypal") == checker.skeleton(of: "p\u{430}ypal"))
        #expect(try checker.skeleton(of: "") == "")
        let long = String(repeating: "\u{FDFA}", count: 10)  // one character, a long skeleton
        #expect(try checker.skeleton(of: long).utf8.count > long.utf8.count)
    }

    @Test(arguments: [
        ("abc", RestrictionLevel.asciiOnly),
        ("bücher", .singleScript),
        ("пример", .singleScript),
        // Han + Hiragana + Katakana is one resolved script set (Jpan) in UTS #39, so it is
        // single-script, not merely highly restrictive.
        ("日本語ひらがなカタカナ", .singleScript),
        ("Bücher", .singleScript),
        ("abc日本語", .highlyRestrictive),
        ("abcαβγ", .minimallyRestrictive),
        ("abc\u{430}\u{431}\u{432}", .minimallyRestrictive),
        ("abcअआ", .moderatelyRestrictive),
        ("a\u{1F600}", .unrestricted),  // outside the identifier profile
        ("abc\u{200B}", .unrestricted),
    ])
    func restrictionLevels(identifier: String, expected: RestrictionLevel) throws {
        let actual = try checker.restrictionLevel(of: identifier)
        #expect(actual == expected, "\(identifier): \(actual)")
    }

    @Test func fitsWithinLevel() throws {
        #expect(try checker.fits("abc", within: .asciiOnly))
        #expect(try !checker.fits("abc\u{430}\u{431}\u{432}", within: .highlyRestrictive))
        #expect(try checker.fits("abc\u{430}\u{431}\u{432}", within: .minimallyRestrictive))
        #expect(try checker.fits("日本語ひらがなカタカナ", within: .highlyRestrictive))
        #expect(try checker.fits("日本語ひらがなカタカナ", within: .singleScript))
        #expect(try !checker.fits("abc日本語", within: .singleScript))
        #expect(RestrictionLevel.allCases.sorted() == RestrictionLevel.allCases)
    }

    @Test func sharedAcrossThreads() async throws {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let checker = try SpoofChecker()
                    for _ in 0..<200 {
                        guard try checker.areConfusable("paypal", "p\u{430}ypal"),
                            try checker.restrictionLevel(of: "abc\u{430}") == .minimallyRestrictive
                        else { return false }
                    }
                    return true
                }
            }
            for try await passed in group { #expect(passed) }
        }
    }
}
