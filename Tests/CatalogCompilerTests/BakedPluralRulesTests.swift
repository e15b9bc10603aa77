import Foundation
import LocalizedValidationCLDR
import LocalizedValidationIntl
import TestSupport
import Testing
import _LocalizedValidationCompilerCore

/// The plural rules baked from ICU's `plurals` data, evaluated without ICU, select what ICU
/// selects: for every locale ICU lists (and every locale of `Locales/` and of the data's
/// own tables), cardinal and ordinal, on 0…10,000, on every `@integer`/`@decimal` sample of
/// the rules ICU uses for it, and on decimals with visible fraction digits and exponents;
/// every distinct rule set also on 0…1,000,000. `Scripts/check-plural-rules` runs every
/// locale on 0…1,000,000 (`LV_PLURAL_FULL_RANGE=1`), too slow for each CI run.
@Suite struct BakedPluralRulesTests {
    static let baked = Result { () throws(PluralRuleBakingError) in try BakedPluralRules.fromICU() }

    /// Decimals whose visible fraction digits or exponent change the category somewhere.
    static let decimals = [
        "0.0", "0.00", "0.1", "0.5", "1.0", "1.00", "1.000", "1.5", "1.50", "2.0", "2.00", "3.0", "5.0", "11.0",
        "21.0", "100.0", "1000.0", "1000000.0", "0.01", "1.01", "1.10", "2.5", "10.5", "1c3", "1.5c3", "2c3",
        "1c6", "2c6", "1.0c6", "1.1c6", "1.5c6", "1.0000001c6", "1c7", "1.2c9", "5c6", "1c5",
    ]

    /// Every locale to compare: ICU's list, the package's `Locales/`, and the data's keys.
    static func locales(_ baked: BakedPluralRules) throws -> [String] {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: TestData.packageRoot.appendingPathComponent("Locales").path)
        let ours = try folders.filter { !$0.contains(".") }.map { try ICUPluralData.icuLocaleID(forTag: $0) }
        return Set(ICUPluralData.availableLocales + ours + baked.cardinal.keys + baked.ordinal.keys).sorted()
    }

    @Test func bakesEveryLocaleICUHas() throws {
        let baked = try Self.baked.get()
        let cardinalSets = Set(baked.cardinal.values)
        let ordinalSets = Set(baked.ordinal.values)
        print(
            "baked plural rules: \(baked.cardinal.count) cardinal and \(baked.ordinal.count) ordinal locale entries, "
                + "\(cardinalSets.count) cardinal and \(ordinalSets.count) ordinal rule sets, "
                + "\(try Self.locales(baked).count) locales compared")
        #expect(baked.cardinal["ru"] != nil && baked.ordinal["en"] != nil)
        // ICU 72 (CLDR 42); another ICU changes these, and the comparisons below say how.
        #expect(cardinalSets.count == 39 && ordinalSets.count == 24)
        #expect(cardinalSets.isDisjoint(with: ordinalSets))
    }

    @Test func everyLocaleSelectsLikeICU() async throws {
        let failures = try await Self.everyLocaleFailures(integers: 0...10_000)
        #expect(
            failures.isEmpty, "\(failures.count) differences, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func everyRuleSetSelectsLikeICUToAMillion() async throws {
        let baked = try Self.baked.get()
        let table = baked.table
        let sets = Dictionary(uniqueKeysWithValues: baked.ruleSets.map { ($0.name, $0) })
        // One locale per set: the first, in sorted order, of the keys that name it.
        var representatives: [(locale: String, type: PluralRules.RuleType)] = []
        var seen = Set<Int>()
        for (type, entries) in [(PluralRules.RuleType.cardinal, baked.cardinal), (.ordinal, baked.ordinal)] {
            for key in entries.keys.sorted() where seen.insert(entries[key]!).inserted {
                representatives.append((key, type))
            }
        }
        #expect(seen.count == baked.ruleSets.count)
        let failures = try await withThrowingTaskGroup(of: [String].self) { group in
            for (locale, type) in representatives {
                group.addTask {
                    try Self.compare(
                        locale: locale, type: type, table: table, sets: sets, baked: baked, integers: 0...1_000_000)
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(
            failures.isEmpty, "\(failures.count) differences, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["LV_PLURAL_FULL_RANGE"] != nil))
    func everyLocaleSelectsLikeICUToAMillion() async throws {
        let started = ContinuousClock.now
        let failures = try await Self.everyLocaleFailures(integers: 0...1_000_000)
        print(
            "every locale to a million: 2 types × 1,000,001 integers in "
                + "\(ContinuousClock.now - started), \(failures.count) differences")
        #expect(
            failures.isEmpty, "\(failures.count) differences, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    /// Differences between ICU and the baked rules for every locale, cardinal and
    /// ordinal, on `integers`, the samples and the decimals, on four tasks.
    static func everyLocaleFailures(integers: ClosedRange<Int>) async throws -> [String] {
        let baked = try Self.baked.get()
        let locales = try Self.locales(baked)
        let table = baked.table
        let sets = Dictionary(uniqueKeysWithValues: baked.ruleSets.map { ($0.name, $0) })
        return try await withThrowingTaskGroup(of: [String].self) { group in
            for chunk in 0..<4 {
                group.addTask {
                    var failures: [String] = []
                    for (index, locale) in locales.enumerated() where index % 4 == chunk {
                        for type in PluralRules.RuleType.allCases {
                            failures += try Self.compare(
                                locale: locale, type: type, table: table, sets: sets, baked: baked,
                                integers: integers)
                        }
                    }
                    return failures
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
    }

    /// Differences between ICU and the baked rules for one locale and type, as lines.
    static func compare(
        locale: String, type: PluralRules.RuleType, table: PluralRuleTable, sets: [String: BakedPluralRules.RuleSet],
        baked: BakedPluralRules, integers: ClosedRange<Int>
    ) throws -> [String] {
        let tableType: PluralRuleTable.RuleType = type == .ordinal ? .ordinal : .cardinal
        let icu = try PluralRulesStorage(icuLocaleID: locale, type: type)
        let rules = table.ruleSet(forLocale: locale, type: tableType)
        var failures: [String] = []
        func record(_ number: String, _ expected: PluralCategory, _ actual: PluralCategory) {
            if failures.count < 10 { failures.append("\(locale) \(type) \(number): ICU \(expected), baked \(actual)") }
        }
        if icu.categories != rules.categories {
            failures.append("\(locale) \(type): ICU uses \(icu.categories), baked \(rules.categories)")
        }
        for number in integers {
            let expected = try icu.category(for: number)
            let actual = rules.category(for: number)
            if expected != actual { record(String(number), expected, actual) }
        }
        var decimals = Self.decimals
        if let key = table.key(forLocale: locale, type: tableType),
            let index = (type == .ordinal ? baked.ordinal : baked.cardinal)[key],
            let set = sets[baked.ruleSets[index].name]
        {
            for rule in set.rules {
                for sample in rule.text.integerSamples + rule.text.decimalSamples {
                    decimals += try sample.expanded()
                }
            }
        }
        for decimal in decimals {
            // Ordinal rules read integers only; ICU formats ordinals' decimals all the same.
            let expected = try icu.category(forDecimal: decimal)
            let actual = rules.category(for: try PluralOperands(parsing: decimal))
            if expected != actual { record(decimal, expected, actual) }
            if let integer = Int(decimal) {
                let viaInt = rules.category(for: integer)
                if viaInt != expected { record("Int \(decimal)", expected, viaInt) }
            }
        }
        return failures
    }

    @Test func operandsAreTR35s() throws {
        // (text, i, v, w, f, t, e): TR35's table, and exponents applied first.
        let cases: [(String, UInt64, Int, Int, UInt64, UInt64, Int)] = [
            ("1", 1, 0, 0, 0, 0, 0), ("1.0", 1, 1, 0, 0, 0, 0), ("1.00", 1, 2, 0, 0, 0, 0),
            ("1.3", 1, 1, 1, 3, 3, 0), ("1.30", 1, 2, 1, 30, 3, 0), ("1.03", 1, 2, 2, 3, 3, 0),
            ("1.230", 1, 3, 2, 230, 23, 0), ("1.50", 1, 2, 1, 50, 5, 0), ("-1.50", 1, 2, 1, 50, 5, 0),
            ("0.00", 0, 2, 0, 0, 0, 0), ("1200000", 1_200_000, 0, 0, 0, 0, 0), ("1.2c6", 1_200_000, 0, 0, 0, 0, 6),
            ("123c6", 123_000_000, 0, 0, 0, 0, 6), ("1.20050c3", 1200, 2, 1, 50, 5, 3),
            ("1.2e3", 1200, 0, 0, 0, 0, 3), ("1c0", 1, 0, 0, 0, 0, 0),
            ("1000000000000000001", 1_000_000_000_000_000_001, 0, 0, 0, 0, 0),
            ("12345678901234567890", 1_345_678_901_234_567_890, 0, 0, 0, 0, 0),
            ("0.0000000000000000000001", 0, 22, 22, 1, 1, 0),
        ]
        for (text, i, v, w, f, t, e) in cases {
            let operands = try PluralOperands(parsing: text)
            #expect(operands == PluralOperands(i: i, v: v, w: w, f: f, t: t, e: e), "\(text)")
            #expect(operands.c == e)
        }
        #expect(PluralOperands(Int.min).i == 1_000_000_000_000_000_000 + 223_372_036_854_775_808)
        #expect(PluralOperands(-21) == PluralOperands(i: 21))
        for (text, offset) in [("", 0), ("-", 1), ("1.", 2), ("1x", 1), ("1c", 2), ("1c12345", 6), (".5", 0)] {
            let error = #expect(throws: PluralSyntaxError.self, "\(text)") { try PluralOperands(parsing: text) }
            #expect(error?.offset == offset, "\(text): \(String(describing: error))")
            #expect(error?.reason == .invalidDecimal)
        }
    }

    @Test func parsesCLDRRuleSyntax() throws {
        let russian = try CLDRPluralRuleText(
            parsing:
                "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4, 22~24, 32~34, 1002, … @decimal 0.0~1.5, 1c6, …"
        )
        #expect(russian.condition == "v = 0 and i % 10 = 2..4 and i % 100 != 12..14")
        #expect(
            russian.alternatives == [
                [
                    PluralRelation(.v, in: [0...0]), PluralRelation(.i, modulo: 10, in: [2...4]),
                    PluralRelation(.i, modulo: 100, notIn: [12...14]),
                ]
            ])
        #expect(russian.integerSamples.map(\.description) == ["2~4", "22~24", "32~34", "1002"])
        #expect(russian.decimalSamples.map(\.description) == ["0.0~1.5", "1c6"])
        #expect(try russian.decimalSamples[0].expanded().prefix(3) == ["0.0", "0.1", "0.2"])
        #expect(try russian.decimalSamples[0].expanded().count == 16)
        let either = try CLDRPluralRuleText(parsing: "n = 0,1 or i = 0 and f = 1")
        #expect(either.alternatives.count == 2 && either.alternatives[1].count == 2)
        #expect(either.alternatives[0] == [PluralRelation(.n, in: [0...0, 1...1])])
        let other = try CLDRPluralRuleText(parsing: " @integer 0, 5~19 @decimal 0.0~1.5")
        #expect(other.alternatives.isEmpty && other.condition.isEmpty)
        #expect(try CLDRPluralRuleText(parsing: "c = 0 and e = 6").alternatives[0][0].operand == .e)
        // Each malformed rule says where it went wrong.
        let malformed: [(String, Int, String)] = [
            ("i = ", 4, "expected a number"), ("i is 1", 2, "older CLDR"), ("x = 1", 0, "expected an operand"),
            ("i % 0 = 1", 5, "modulus must be positive"), ("i = 1 and", 9, "expected an operand"),
            ("i = 3..1", 8, "smaller value"), ("i = 1 @integer 1, x", 18, "expected digits"),
            ("i = 1 junk", 6, "expected 'and'"), ("i = 1 @integer 1, …, 2", 21, "must end"),
        ]
        for (text, offset, reason) in malformed {
            do {
                _ = try CLDRPluralRuleText(parsing: text)
                Issue.record("'\(text)' parsed")
            } catch {
                #expect(error.offset == offset, "\(text): \(error)")
                #expect(error.message.contains(reason), "\(text): \(error)")
                #expect(error.reason == (text.contains("@") ? .invalidSample : .invalidRule), "\(text)")
            }
        }
    }

    /// Baking for a few locales (as `catalogc generate` does, for its catalogs' locales)
    /// finds each locale's sets with ICU's fallback, as the full table does, and reads no
    /// set those locales do not use.
    @Test func bakingForSomeLocalesKeepsTheirSetsOnly() throws {
        let full = try Self.baked.get()
        let locales = ["ru", "pt_BR", "pt_PT", "en_GB", "sr_Latn_ME", "xx", "ar_EG"]
        let some = try BakedPluralRules.fromICU(forLocales: locales)
        var used: Set<String> = []
        for locale in locales {
            for type in [PluralRuleTable.RuleType.cardinal, .ordinal] {
                let expected = full.ruleSet(forLocale: locale, type: type)
                let found = some.ruleSet(forLocale: locale, type: type)
                #expect(found?.name == expected?.name, "\(locale) \(type)")
                #expect(found?.ruleSet == expected?.ruleSet, "\(locale) \(type)")
                if let found { used.insert(found.name) }
            }
        }
        #expect(Set(some.ruleSets.map(\.name)) == used)
        #expect(full.ruleSet(forLocale: "xx", type: .cardinal) == nil)
    }

    /// The emitted Swift for a few locales equals `Tests/GeneratedCodeTests/Generated/PluralRules/`,
    /// which GeneratedCodeTests compiles and compares with ICU.
    @Test func emittedSwiftMatchesGolden() throws {
        let locales = try ["en", "pt-BR", "ru", "ar", "fr"].map { try ICUPluralData.icuLocaleID(forTag: $0) }
        let source = try BakedPluralRules.fromICU(forLocales: locales).swiftSource(name: "bakedPluralRules")
        let golden = TestData.packageRoot.appendingPathComponent(
            "Tests/GeneratedCodeTests/Generated/PluralRules/BakedPluralRules.swift")
        if ProcessInfo.processInfo.environment["CATALOGC_RECORD_GOLDENS"] != nil {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.path); unset CATALOGC_RECORD_GOLDENS and run again")
            return
        }
        let committed = try TestData.file(golden, installHint: "record goldens with CATALOGC_RECORD_GOLDENS=1")
        #expect(committed == source, "the emitted plural rules differ from \(golden.path)")
    }
}
