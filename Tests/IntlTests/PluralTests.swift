import Foundation
import Testing

@testable import LocalizedValidationIntl

@Suite struct PluralTests {
    private func rules(_ tag: String, _ type: PluralRules.RuleType = .cardinal) throws -> PluralRules {
        try PluralRules(locale: IntlLocale(tag), type: type)
    }

    @Test func categoryRawValuesAreCLDRKeywords() {
        #expect(PluralCategory.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
    }

    @Test func localeCategories() throws {
        #expect(try rules("en").categories == [.one, .other])
        #expect(try rules("pt-BR").categories == [.one, .many, .other])
        #expect(try rules("ru").categories == [.one, .few, .many, .other])
        #expect(try rules("en", .ordinal).categories == [.one, .two, .few, .other])
        #expect(try rules("ru", .ordinal).categories == [.other])
    }

    @Test(arguments: [
        ("en", 1, PluralCategory.one), ("en", 0, .other), ("en", 2, .other), ("en", -1, .one),
        ("ru", 1, .one), ("ru", 2, .few), ("ru", 5, .many), ("ru", 11, .many), ("ru", 21, .one),
        ("ru", 22, .few), ("ru", 111, .many), ("pt-BR", 0, .one), ("pt-BR", 1, .one),
        ("pt-BR", 2, .other), ("pt-BR", 1_000_000, .many), ("pt-BR", 2_000_000, .many),
        ("pt-BR", 1_000_001, .other), ("ru", Int.max, .many), ("ru", Int.min, .many),
        ("ru", 9_007_199_254_740_993, .few), ("ru", 9_007_199_254_740_997, .many),
        ("ru", 1_000_000_000_000_000_021, .one), ("ru", 1_234_567_890_123_456_782, .few),
        ("pt-BR", 1_000_000_000_000_000_000, .many), ("pt-BR", 1_000_000_000_000_000_001, .other),
        ("en", 9_007_199_254_740_993, .other),
    ])
    func integers(tag: String, number: Int, expected: PluralCategory) throws {
        #expect(try rules(tag).category(for: number) == expected)
    }

    @Test(arguments: [
        ("en", "1", PluralCategory.one), ("en", "1.0", .other), ("en", "1.00", .other),
        ("ru", "1", .one), ("ru", "1.0", .other), ("ru", "1.5", .other), ("ru", "2", .few),
        ("pt-BR", "0", .one), ("pt-BR", "1.5", .one), ("pt-BR", "1000000", .many),
        ("pt-BR", "1000000.0", .other), ("pt-BR", "1c6", .many), ("pt-BR", "1.1c6", .many),
        ("pt-BR", "1c3", .other), ("pt-BR", "2e6", .many), ("en", "-1", .one), ("en", "007", .other),
        ("ru", "9007199254740992", .few),
    ])
    func decimals(tag: String, decimal: String, expected: PluralCategory) throws {
        #expect(try rules(tag).category(forDecimal: decimal) == expected)
    }

    @Test func doublesHaveNoTrailingZeros() throws {
        #expect(try rules("en").category(for: 1.0) == .one)
        #expect(try rules("pt-BR").category(for: 1.5) == .one)
        #expect(try rules("ru").category(for: 1.5) == .other)
        #expect(throws: IntlError.self) { try rules("en").category(for: Double.nan) }
        #expect(throws: IntlError.self) { try rules("en").category(for: -Double.infinity) }
    }

    @Test(arguments: [
        "", "-", "1.", ".5", "1,5", "+1", "1 000", "1e", "10c3", "0c3", "1.5.2", "١", "1c12345", "1e-3",
    ])
    func malformedDecimalsAreRejected(text: String) throws {
        let english = try rules("en")
        #expect {
            try english.category(forDecimal: text)
        } throws: { error in
            (error as? IntlError)?.reason == .invalidArgument
        }
    }

    @Test func ordinals() throws {
        let english = try rules("en", .ordinal)
        #expect(
            try [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map { try english.category(for: $0) } == [
                .one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one,
            ])
    }

    @Test func samplesAreOrderedIntegersFirst() throws {
        #expect(try rules("ru").samples(for: .few, limit: 6) == ["2", "3", "4", "22", "23", "24"])
        #expect(try rules("ru").samples(for: .one, limit: 3) == ["1", "21", "31"])
        #expect(try rules("ru").samples(for: .other, limit: 3) == ["0.0", "0.1", "0.2"])
        #expect(try rules("pt-BR").samples(for: .many, limit: 2) == ["1000000", "10000000"])
        #expect(try rules("en").samples(for: .few) == [])
        #expect(try rules("en", .ordinal).samples(for: .two, limit: 3) == ["2", "22", "32"])
        #expect(try rules("en").samples(for: .one, limit: 0) == [])
    }

    @Test func sharedAcrossThreads() async throws {
        let russian = try rules("ru")
        let expected: [PluralCategory] = try (0..<1_000).map { try russian.category(for: $0) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let again = try PluralRules(locale: IntlLocale("ru"))
                    let integers = try (0..<1_000).map { try again.category(for: $0) }
                    let decimals = try (0..<200).map { try again.category(forDecimal: "\($0).5") }
                    return integers == expected && decimals.allSatisfy { $0 == .other }
                }
            }
            for try await matched in group { #expect(matched) }
        }
    }

    // MARK: CLDR conformance

    /// Every sample in CLDR's plurals.xml/ordinals.xml for these locales.
    @Test(arguments: ["en", "pt", "ru"])
    func cldrSamples(language: String) throws {
        var samplesChecked = 0
        var intChecks = 0
        for (file, type) in [("plurals.xml", PluralRules.RuleType.cardinal), ("ordinals.xml", .ordinal)] {
            let text = try CLDRPluralSamples.load(file)
            let samples = try CLDRPluralSamples.samples(in: text, language: language)
            let rules = try PluralRules(locale: IntlLocale(language), type: type)
            #expect(Set(samples.map(\.category)) == Set(rules.categories), "\(file) \(language) categories")
            for sample in samples {
                let viaDecimal = try rules.category(forDecimal: sample.text)
                #expect(viaDecimal == sample.category, "\(file) \(language) \(type) '\(sample.text)'")
                samplesChecked += 1
                if sample.isInteger, let number = Int(sample.text) {
                    #expect(try rules.category(for: number) == sample.category, "Int \(language) \(number)")
                    intChecks += 1
                }
            }
        }
        #expect(samplesChecked == CLDRPluralSamples.expectedSamples[language])
        print("CLDR plural conformance \(language): \(samplesChecked) samples, \(intChecks) also via Int")
    }
}

/// A hand parser for CLDR's `<pluralRules locales="…"><pluralRule count="…">` lines.
enum CLDRPluralSamples {
    static let directory = "/usr/share/unicode/cldr/common/supplemental"
    /// Sample counts in CLDR 41 (Debian 12), counted by hand for en; a parser regression
    /// that drops or duplicates samples fails the test.
    static let expectedSamples = ["en": 95, "pt": 106, "ru": 92]

    struct Sample {
        let category: PluralCategory
        let text: String
        let isInteger: Bool
    }

    struct MissingData: Error, CustomStringConvertible {
        let description: String
    }

    static func load(_ file: String) throws -> String {
        let path = "\(directory)/\(file)"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw MissingData(
                description:
                    "CLDR data \(path) is missing; install Debian's unicode-cldr-core (apt-get install unicode-cldr-core)"
            )
        }
        return text
    }

    static func samples(in xml: String, language: String) throws -> [Sample] {
        var inBlock = false
        var result: [Sample] = []
        for line in xml.split(separator: "\n") {
            let line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("<pluralRules locales=\"") {
                let locales = line.dropFirst("<pluralRules locales=\"".count).prefix { $0 != "\"" }
                inBlock = locales.split(separator: " ").contains { $0 == language }
            } else if line.hasPrefix("</pluralRules>") {
                inBlock = false
            } else if inBlock, line.hasPrefix("<pluralRule count=\"") {
                let keyword = String(line.dropFirst("<pluralRule count=\"".count).prefix { $0 != "\"" })
                guard let category = PluralCategory(rawValue: keyword) else {
                    throw MissingData(description: "unknown plural keyword \(keyword)")
                }
                guard let body = line.split(separator: ">", maxSplits: 1).last?.split(separator: "<").first
                else {
                    throw MissingData(description: "cannot read rule line \(line)")
                }
                result += try expand(String(body), category: category)
            }
        }
        guard !result.isEmpty else { throw MissingData(description: "no rules for \(language)") }
        return result
    }

    static func expand(_ rule: String, category: PluralCategory) throws -> [Sample] {
        var result: [Sample] = []
        for (marker, isInteger) in [("@integer", true), ("@decimal", false)] {
            guard let start = rule.range(of: marker) else { continue }
            var list = rule[start.upperBound...]
            if isInteger, let decimal = list.range(of: "@decimal") { list = list[..<decimal.lowerBound] }
            for item in list.split(separator: ",") {
                let item = item.trimmingCharacters(in: .whitespaces)
                if item == "…" || item.isEmpty { continue }
                for text in try expandRange(item) {
                    result.append(Sample(category: category, text: text, isInteger: isInteger))
                }
            }
        }
        return result
    }

    /// `0~15` → each integer; `0.0~1.5` → 0.0, 0.1, …, 1.5 (step of the last visible digit).
    static func expandRange(_ item: String) throws -> [String] {
        let bounds = item.split(separator: "~").map(String.init)
        guard bounds.count == 2 else { return [item] }
        let fractionDigits = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
        guard fractionDigits == (bounds[1].split(separator: ".").dropFirst().first?.count ?? 0) else {
            throw MissingData(description: "range with mixed precision: \(item)")
        }
        let scale = Int(pow(10, Double(fractionDigits)))
        func units(_ text: String) throws -> Int {
            guard let value = Int(text.replacingOccurrences(of: ".", with: "")) else {
                throw MissingData(description: "unreadable range bound in \(item)")
            }
            return value
        }
        return try (units(bounds[0])...units(bounds[1])).map { value in
            fractionDigits == 0
                ? String(value)
                : PluralRules.decimalText(units: value, scale: scale, fractionDigits: fractionDigits)
        }
    }
}
