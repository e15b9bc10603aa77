import Foundation
import LocalizedValidationIntl
import TestSupport
import Testing
import _LocalizedValidationCompilerCore

@testable import _LocalizedValidationTranslation

/// What an export tells a translator is true: each variant's note says what selects it
/// (the numbers of a plural category, whole numbers only for an `Int`; the gender of a
/// `GENDER()` variant), and the PO header's `Plural-Forms` agrees with ICU's rules.
@Suite("Export notes and PO header")
struct ExportNotesTests {
    static let repository = XLIFFRoundTripPropertyTests.repository

    /// The package's languages and others of every plural shape CLDR has: they must all
    /// get a `Plural-Forms` header.
    static let languages = [
        "ar", "de", "en", "es", "fr", "it", "ja", "pl", "pt-BR", "pt-PT", "ru", "tr", "uk", "zh-Hans", "be", "br",
        "cs", "cy", "da", "ga", "gd", "he", "hr", "is", "lt", "lv", "mk", "mt", "ro", "sl", "sk", "fil", "hi", "ko",
        "ca", "sr", "bs", "ksh", "shi", "gv", "tzm", "si", "ak", "am",
    ]

    /// 0…10 000 and the powers of ten: the numbers ICU's sample search covers.
    static let numbers: [Int] = {
        var numbers = Array(0...10_000)
        var power = 100_000
        while true {
            numbers.append(power)
            let (next, overflow) = power.multipliedReportingOverflow(by: 10)
            if overflow { break }
            power = next
        }
        return numbers + [1_000_001, 2_000_000, 21_000_000, 1_000_100]
    }()

    /// Each derived expression, evaluated by Python's gettext (an evaluator of its own),
    /// gives every number the form of its ICU category.
    @Test func pluralFormsAgreeWithICUThroughGettextsEvaluator() throws {
        var lines: [String] = []
        for tag in Self.languages {
            let rules = try PluralRules(locale: IntlLocale(tag))
            let header = try #require(GettextPluralForms.header(for: rules), "\(tag): no Plural-Forms derived")
            let categories = try Self.numbers.map { try rules.category(for: $0) }
            // The forms are the categories whole numbers reach, in CLDR order.
            let forms = rules.categories.filter(Set(categories).contains)
            #expect(header.hasPrefix("nplurals=\(forms.count); "), "\(tag): \(header)")
            let indices = categories.map { String(forms.firstIndex(of: $0) ?? -1) }
            lines.append(
                [tag, header, Self.numbers.map(String.init).joined(separator: ","), indices.joined(separator: ",")]
                    .joined(separator: "\t"))
        }
        let output = try PythonScript.run(
            Self.repository.appendingPathComponent("Tests/PO/plural_forms.py"), inputLines: lines,
            installs: "nothing (gettext is in Python's standard library)")
        let results = output.split(separator: "\n").map(String.init)
        #expect(results.count == Self.languages.count)
        for result in results {
            #expect(result.hasSuffix("\tok"), "\(result)")
        }
    }

    /// The usual gettext headers for a few languages, which the derivation matches in
    /// meaning (the test above) and here in the number of forms.
    @Test func familiarLanguagesGetTheirFamiliarNumberOfForms() throws {
        let expected = ["ja": 1, "en": 2, "fr": 3, "ru": 3, "pl": 3, "ar": 6, "cy": 6, "ga": 5]
        for (tag, count) in expected {
            let header = try #require(GettextPluralForms.header(for: PluralRules(locale: IntlLocale(tag))))
            #expect(header.hasPrefix("nplurals=\(count);"), "\(tag): \(header)")
        }
        let russian = try #require(GettextPluralForms.header(for: PluralRules(locale: IntlLocale("ru"))))
        #expect(
            russian
                == "nplurals=3; plural=(n%10==1 && !(n%100==11) ? 0 : n%10>=2 && n%10<=4 && !(n%100>=12 && n%100<=14) ? 1 : 2);"
        )
    }

    static func basicInput() throws -> CompilerInput {
        let path = repository.appendingPathComponent("Tests/CatalogCompilerTests/Catalogs/Basic/Locales").path
        let (loaded, diagnostics) = CatalogDirectory.load(path)
        return try #require(loaded, "\(diagnostics)")
    }

    /// The notes of one unit of an XLIFF export, by category.
    static func notes(_ xliff: String, unit: String) -> [String] {
        guard let start = xliff.range(of: "<unit id=\"\(unit)\">") else { return [] }
        let body = xliff[start.upperBound...].prefix { _ in true }
        let end = body.range(of: "</unit>")?.lowerBound ?? body.endIndex
        return body[..<end].components(separatedBy: "<note category=\"").dropFirst().map {
            String($0.prefix { $0 != "<" })
        }
    }

    @Test func variantNotesSayWhatSelectsTheVariant() throws {
        let input = try Self.basicInput()
        let portuguese = String(
            decoding: try #require(FluentCatalogs.exportXLIFF(input, locale: "pt-BR").xliff), as: UTF8.self)
        // GENDER(): the label's gender, never plural numbers.
        #expect(
            Self.notes(portuguese, unit: "labeled-invalid:feminine") == [
                "gender\">used when the label $field is feminine (.gender = feminine)"
            ], "\(portuguese)")
        let otherGender = Self.notes(portuguese, unit: "labeled-invalid:other")
        #expect(
            otherGender.count == 1 && otherGender[0].hasPrefix("gender\">used when the label $field declares no gender")
        )
        // A string selector: the value.
        #expect(Self.notes(portuguese, unit: "greeting:feminine") == ["selection\">used when $gender is feminine"])

        let russian = String(
            decoding: try #require(FluentCatalogs.exportXLIFF(input, locale: "ru").xliff), as: UTF8.self)
        // An Int: whole numbers only; ru [other] has none.
        let many = Self.notes(russian, unit: "files:many")
        #expect(many == ["plural\">ru uses [many] for 0, 5, 6, 7, 8, 9, 10…"], "\(many)")
        let other = Self.notes(russian, unit: "files:other")
        #expect(other.count == 1 && other[0].contains("only for fractions, which $count (an Int) never is"), "\(other)")
        // A Number: fractions are numbers it takes.
        let distance = Self.notes(russian, unit: "distance:other")
        #expect(distance.count == 1 && distance[0].contains("0.0, 0.1"), "\(distance)\n\(russian)")
    }

    @Test func poHeaderHasEveryFieldMsgfmtAsksFor() throws {
        let input = try Self.basicInput()
        let po = String(decoding: try #require(FluentCatalogs.exportPO(input, locale: "ru").po), as: UTF8.self)
        for field in [
            "Project-Id-Version: Messages", "PO-Revision-Date: ", "Last-Translator: ", "Language-Team: ",
            "Language: ru",
            "MIME-Version: 1.0", "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit",
            "Plural-Forms: nplurals=3; plural=(",
        ] {
            #expect(po.contains("\"\(field)"), "\(field)")
        }
    }
}
