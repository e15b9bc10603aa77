import Foundation
import LocalizedValidationCLDR
import LocalizedValidationIntl
import TestSupport
import Testing
import _LocalizedValidationCompilerCore

/// The number format data baked from ICU, formatting without ICU, writes integers as ICU's
/// number formatter does (`unumf`, ECMA-402's `Intl.NumberFormat`, which `NUMBER()` formats
/// with, so `{ $count }` and `{ NUMBER($count, minimumFractionDigits: 1) }` group alike): every locale ICU lists (`uloc_getAvailable`) and every locale of
/// `Locales/` on the edges of the grid (0…1,100, the powers of ten to 10¹⁸ and their
/// neighbours, a seeded sample of every length, the negatives of all, `Int.min`, `Int.max`),
/// and every distinct baked value on the whole grid (0…10,000 and the rest).
/// `Scripts/check-number-formats` runs every locale on the whole grid
/// (`LV_NUMBER_FULL_GRID=1`, about three minutes of a debug build). A locale that cannot be
/// baked or opened is a failure naming it.
@Suite struct BakedNumberFormatDataTests {
    /// Every ICU locale id to compare, with the package's own locales.
    static func localeTags() throws -> [(id: String, tag: String)] {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: TestData.packageRoot.appendingPathComponent("Locales").path)
        let ours = folders.filter { !$0.contains(".") }.map { (id: $0, tag: $0) }
        return try ICUPluralData.availableLocales.map {
            (id: $0, tag: try ICUDecimalFormatFacts.languageTag(forICULocaleID: $0))
        } + ours
    }

    /// The whole grid: 0…10,000, the powers of ten to 10¹⁸ and their neighbours, a seeded
    /// sample of 2,000 values of every length, the negatives of all, `Int.min`, `Int.max`.
    static let grid = integers(upTo: 10_000, samples: 2_000)
    /// Its edges, for every locale in each run: 0…1,100 and 300 samples.
    static let edges = integers(upTo: 1_100, samples: 300)

    static func integers(upTo limit: Int, samples: Int) -> [Int] {
        var values = Array(0...limit)
        var power = 1
        for _ in 0...18 {
            values += [power - 1, power, power + 1]
            if power <= Int.max / 10 { power *= 10 }
        }
        // SplitMix64 with a fixed seed, each value cut to a random number of digits, so
        // every length is sampled and a failure is reproducible.
        var state: UInt64 = 0x5EED_27
        for _ in 0..<samples {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            let digits = Int(mixed % 19) + 1
            var limit: UInt64 = 1
            for _ in 0..<digits { limit *= 10 }
            values.append(Int((mixed >> 1) % limit))
        }
        return values + values.map { -$0 } + [Int.min, Int.max, Int.min + 1]
    }

    @Test func everyLocaleFormatsLikeICU() async throws {
        let locales = try Self.localeTags()
        let failures = try await Self.failures(locales, grid: Self.edges)
        print(
            "baked number formats: \(locales.count) locales × \(Self.edges.count) integers, \(failures.count) differences"
        )
        #expect(locales.count > 800)
        #expect(
            failures.isEmpty, "\(failures.count) differences, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func everyDistinctBakedValueFormatsLikeICUOnTheWholeGrid() async throws {
        // One locale per distinct baked value, the first in ICU's sorted list.
        var seen = Set<NumberFormatData>()
        var representatives: [(id: String, tag: String)] = []
        for locale in try Self.localeTags() {
            guard let baked = try? BakedNumberFormatData.fromICU(locale: IntlLocale(locale.tag)) else { continue }
            if seen.insert(baked.data).inserted { representatives.append(locale) }
        }
        let failures = try await Self.failures(representatives, grid: Self.grid)
        print(
            "baked number formats: \(representatives.count) distinct values × \(Self.grid.count) integers, "
                + "\(failures.count) differences")
        #expect(representatives.count > 20)
        #expect(
            failures.isEmpty, "\(failures.count) differences, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["LV_NUMBER_FULL_GRID"] != nil))
    func everyLocaleFormatsLikeICUOnTheWholeGrid() async throws {
        let started = ContinuousClock.now
        let locales = try Self.localeTags()
        let failures = try await Self.failures(locales, grid: Self.grid)
        print(
            "every locale on the whole grid: \(locales.count) locales × \(Self.grid.count) integers in "
                + "\(ContinuousClock.now - started), \(failures.count) differences")
        #expect(
            failures.isEmpty, "\(failures.count) differences, first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    /// Differences between ICU and the baked data for `locales` on `grid`, on four tasks.
    static func failures(_ locales: [(id: String, tag: String)], grid: [Int]) async throws -> [String] {
        try await withThrowingTaskGroup(of: [String].self) { group in
            for chunk in 0..<4 {
                group.addTask {
                    var failures: [String] = []
                    for (index, locale) in locales.enumerated() where index % 4 == chunk {
                        failures += Self.compare(id: locale.id, tag: locale.tag, grid: grid)
                    }
                    return failures
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
    }

    /// Differences between ICU and the baked data for one locale, as lines naming it.
    static func compare(id: String, tag: String, grid: [Int]) -> [String] {
        let locale: IntlLocale
        let icu: DecimalFormatter
        let baked: BakedNumberFormatData
        do {
            locale = try IntlLocale(tag)
            icu = try DecimalFormatter(locale: locale)
        } catch {
            return ["\(id) (\(tag)): ICU's format does not open: \(error)"]
        }
        do {
            baked = try BakedNumberFormatData.fromICU(locale: locale)
        } catch {
            return ["\(id) (\(tag)): not baked: \(error)"]
        }
        var failures: [String] = []
        for value in grid {
            let expected: String
            do {
                expected = try icu.format(decimal: String(value))
            } catch {
                return ["\(id) (\(tag)) \(value): ICU failed: \(error)"]
            }
            let actual = baked.data.format(value)
            if expected != actual {
                failures.append(
                    "\(id) (\(tag)) \(value): ICU '\(expected)' \(Array(expected.unicodeScalars)), baked '\(actual)'")
                if failures.count == 5 { break }
            }
        }
        return failures
    }

    @Test func bakesWhatTheDocumentationSays() throws {
        func format(_ tag: String, _ value: Int) throws -> String {
            try BakedNumberFormatData.fromICU(locale: IntlLocale(tag)).data.format(value)
        }
        #expect(try format("en", Int.min) == "-9,223,372,036,854,775,808")
        #expect(try format("en", Int.max) == "9,223,372,036,854,775,807")
        #expect(try format("hi", -1_234_567) == "-12,34,567")
        #expect(try format("ru", 1_234_567) == "1\u{A0}234\u{A0}567")
        #expect(try format("ar", -1_234) == "\u{61C}-\u{661}\u{66C}\u{662}\u{663}\u{664}")
        #expect(try format("mr", 12_345) == "\u{967}\u{968},\u{969}\u{96A}\u{96B}")
        // CLDR gives es and pl two minimum grouping digits, which ICU's number formatter
        // applies (its `unum_open` decimal format does not).
        #expect(try format("es", 1_234) == "1234")
        #expect(try format("es", 12_345) == "12.345")
        let spanish = try BakedNumberFormatData.fromICU(locale: IntlLocale("es")).data
        #expect(spanish.minimumGroupingDigits == 2)
        let posix = try BakedNumberFormatData.fromICU(locale: IntlLocale("en-US-u-va-posix")).data
        #expect(posix.primaryGroupingSize == 0 && posix.format(-1_234_567) == "-1234567")
    }

    @Test func minimumGroupingDigitsAndSecondarySizesGroupAsICUsGrouperDoes() {
        let twoMinimum = NumberFormatData(
            digits: Array("0123456789".unicodeScalars), decimalSeparator: ",", groupingSeparator: ".",
            minusSign: "-", plusSign: "+", primaryGroupingSize: 3, minimumGroupingDigits: 2)
        #expect(
            [1_234, 12_345, -1_234_567, 0].map(twoMinimum.format) == ["1234", "12.345", "-1.234.567", "0"])
        let indian = NumberFormatData(
            digits: Array("0123456789".unicodeScalars), decimalSeparator: ".", groupingSeparator: ",",
            minusSign: "-", plusSign: "+", primaryGroupingSize: 3, secondaryGroupingSize: 2)
        #expect(indian.format(Int.min) == "-92,23,37,20,36,85,47,75,808")
        let adlam = NumberFormatData(
            digits: (0x1E950...0x1E959).map { Unicode.Scalar($0)! }, decimalSeparator: ".",
            groupingSeparator: "\u{2E41}",
            minusSign: "-", plusSign: "+", primaryGroupingSize: 3)
        #expect(adlam.format(1_000) == "\u{1E951}\u{2E41}\u{1E950}\u{1E950}\u{1E950}")
    }

    @Test func aFormatTheDataCannotWriteStopsTheBakeNamingTheLocale() throws {
        let english = try ICUDecimalFormatFacts(locale: IntlLocale("en"))
        var suffixed = english
        suffixed.negativePrefix = ""
        suffixed.negativeSuffix = "-"
        #expect(throws: NumberFormatBakingError.self) {
            try BakedNumberFormatData(languageTag: "xx-suffixed", facts: suffixed)
        }
        do {
            _ = try BakedNumberFormatData(languageTag: "xx-suffixed", facts: suffixed)
        } catch {
            #expect(
                error.description
                    == "number format data of xx-suffixed: ICU en: writes 1 as '1' and -1 as '1-' (minus sign '-'); "
                    + "NumberFormatData writes only a minus sign before the digits")
        }
        var wideDigit = english
        wideDigit.digits[3] = "3\u{301}"
        do {
            _ = try BakedNumberFormatData(languageTag: "xx-wide", facts: wideDigit)
            Issue.record("a digit of two scalars was baked")
        } catch {
            #expect(error.description.contains("xx-wide") && error.description.contains("the digit 3"))
        }
    }

    /// The emitted Swift for a few locales equals
    /// `Tests/GeneratedCodeTests/Generated/NumberFormats/`, which GeneratedCodeTests
    /// compiles and compares with ICU again.
    @Test func emittedSwiftMatchesGolden() throws {
        let baked = try ["en", "pt-BR", "ru", "ar", "hi", "es", "fr", "de"].map {
            try BakedNumberFormatData.fromICU(locale: IntlLocale($0))
        }
        let source = BakedNumberFormatData.swiftSource(of: baked, name: "bakedNumberFormatData")
        let golden = TestData.packageRoot.appendingPathComponent(
            "Tests/GeneratedCodeTests/Generated/NumberFormats/BakedNumberFormatData.swift")
        if ProcessInfo.processInfo.environment["CATALOGC_RECORD_GOLDENS"] != nil {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.path); unset CATALOGC_RECORD_GOLDENS and run again")
            return
        }
        let committed = try TestData.file(golden, installHint: "record goldens with CATALOGC_RECORD_GOLDENS=1")
        #expect(committed == source, "the emitted number format data differs from \(golden.path)")
    }
}
