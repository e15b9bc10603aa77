import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import TestSupport
import Testing

/// The generated code renders what Mozilla's reference runtime renders.
///
/// The catalog set Tests/CatalogCompilerTests/Catalogs/Differential (every Fluent construct
/// the compiler supports, in en, pt-BR and ru; its generated code is the golden in
/// Generated/Differential) is rendered for a grid of arguments by the generated code and by
/// `fluent.runtime` (pinned, from PyPI; Tests/FluentDifferential/fluent_reference.py).
/// Every difference must be listed, with its reason, in
/// Tests/FluentDifferential/known-deviations.txt, and every listed deviation must still
/// occur. Nothing is skipped: without python3 or the pinned modules the test fails and
/// says to run `Scripts/test` or which `pip install` to use.
@Suite struct FluentDifferentialTests {
    static let catalogs = TestData.packageRoot.appendingPathComponent(
        "Tests/CatalogCompilerTests/Catalogs/Differential/Locales")

    static let ints = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000, 9_007_199_254_740_993]
    static let numbers: [Double] = [0, 1, 1.5, 2, 3, 5, 11, 21, 22, 101, 1_000_000, 0.25, 1234.5678]
    static let strings = ["feminine", "masculine", "other", "Ана", "São Paulo", "中文 😀", ""]
    static let dates = [(2024, 2, 29), (2000, 1, 1), (1999, 12, 31)]

    static let intMessages: [(String, @Sendable (Int) -> Fluent)] = [
        ("plain-int", { .plainInt(n: $0) }), ("cardinal", { .cardinal(n: $0) }),
        ("number-keys", { .numberKeys(n: $0) }),
        ("number-key-after-category", { .numberKeyAfterCategory(n: $0) }),
        ("ordinal", { .ordinal(n: $0) }), ("no-grouping", { .noGrouping(n: $0) }),
        ("int-with-fraction", { .intWithFraction(n: $0) }),
    ]
    static let numberMessages: [(String, @Sendable (Double) -> Fluent)] = [
        ("amount", { .amount(x: $0) }), ("amount-plural", { .amountPlural(x: $0) }),
        ("amount-rounded", { .amountRounded(x: $0) }), ("amount-two-digits", { .amountTwoDigits(x: $0) }),
        ("number-keys-fraction", { .numberKeysFraction(x: $0) }),
    ]
    static let stringMessages: [(String, @Sendable (String) -> Fluent)] = [
        ("plain-string", { .plainString(name: $0) }), ("string-select", { .stringSelect(gender: $0) }),
    ]
    static let dateMessages: [(String, @Sendable (CalendarDate) -> Fluent)] = [
        ("date-short", { .dateShort(date: $0) }), ("date-medium", { .dateMedium(date: $0) }),
        ("date-long", { .dateLong(date: $0) }),
        ("date-sentence", { .dateSentence(date: $0) }), ("date-full", { .dateFull(date: $0) }),
        ("date-default", { .dateDefault(date: $0) }),
    ]
    static let intAndStringMessages: [(String, String, @Sendable (Int, String) -> Fluent)] = [
        ("nested", "gender", { .nested(n: $0, gender: $1) }),
        ("reference-with-arguments", "name", { .referenceWithArguments(n: $0, name: $1) }),
    ]
    static let plainMessages: [(String, Fluent)] = [
        ("escapes", .escapes), ("string-literal", .stringLiteral), ("number-literals", .numberLiterals),
        ("number-function-literal", .numberFunctionLiteral), ("literal-select", .literalSelect),
        ("string-literal-select", .stringLiteralSelect), ("nested-placeable", .nestedPlaceable),
        ("term-positional", .termPositional), ("term-plain", .termPlain), ("term-arguments", .termArguments),
        ("term-number-argument", .termNumberArgument), ("term-attribute-select", .termAttributeSelect),
        ("referenced", .referenced), ("message-reference", .messageReference),
        ("attribute-reference", .attributeReference), ("with-attributes", .withAttributes),
        ("multiline", .multiline),
    ]

    /// Every message, for every argument of the grid, in every locale.
    static func cases() throws -> [FluentDifferential.Rendering] {
        var cases: [FluentDifferential.Rendering] = []
        for locale in DifferentialLocale.allCases {
            func add(
                _ id: String, _ arguments: [String], attribute: String? = nil,
                _ render: @escaping @Sendable () -> String?
            ) {
                cases.append(
                    FluentDifferential.Rendering(
                        locale: locale.rawValue, id: id, attribute: attribute, arguments: arguments, render: render))
            }
            for (id, message) in intMessages {
                for n in ints { add(id, ["n=int:\(n)"]) { message(n).localized(in: locale) } }
            }
            for (id, message) in numberMessages {
                for x in numbers { add(id, ["x=float:\(x)"]) { message(x).localized(in: locale) } }
            }
            for (id, message) in stringMessages {
                for text in strings {
                    let name = id == "plain-string" ? "name" : "gender"
                    add(id, ["\(name)=string:\(text)"]) { message(text).localized(in: locale) }
                }
            }
            for (id, message) in dateMessages {
                for (year, month, day) in dates {
                    let date = try CalendarDate(year: year, month: month, day: day)
                    let iso = String(format: "%04d-%02d-%02d", year, month, day)
                    add(id, ["date=date:\(iso)"]) { message(date).localized(in: locale) }
                }
            }
            for (id, label, message) in intAndStringMessages {
                for n in ints {
                    for text in strings.prefix(4) where n < 1 << 53 {
                        add(id, ["n=int:\(n)", "\(label)=string:\(text)"]) { message(n, text).localized(in: locale) }
                    }
                }
            }
            for (id, message) in plainMessages { add(id, []) { message.localized(in: locale) } }
            add("referenced", [], attribute: "title") { Fluent.referenced.title(in: locale) }
            add("with-attributes", [], attribute: "title") { Fluent.withAttributes.title(in: locale) }
            add("with-attributes", [], attribute: "placeholder") { Fluent.withAttributes.placeholder(in: locale) }
        }
        return cases
    }

    @Test func generatedCodeAgreesWithFluentRuntime() throws {
        let outcome = try FluentDifferential.compare(
            try Self.cases(), catalogs: Self.catalogs, deviations: "known-deviations.txt")
        for problem in outcome.problems { Issue.record(Comment(rawValue: problem)) }
        print(
            "FluentDifferentialTests: \(outcome.renderings) renderings, \(outcome.agreed) agree with fluent.runtime, \(outcome.listed) listed deviations"
        )
    }
}
