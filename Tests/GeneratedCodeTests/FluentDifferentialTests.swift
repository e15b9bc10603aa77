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
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // GeneratedCodeTests
        .deletingLastPathComponent()  // Tests
    static let reference = folder.appendingPathComponent("FluentDifferential")
    static let catalogs = folder.appendingPathComponent("CatalogCompilerTests/Catalogs/Differential/Locales")

    /// One rendering: a message (or attribute) in a locale with its arguments.
    struct Case {
        let locale: DifferentialLocale
        let id: String
        let attribute: String?
        /// name=kind:value, as fluent_reference.py reads them.
        let arguments: [String]
        let render: @Sendable () -> String?

        var key: String { attribute.map { "\(id).\($0)" } ?? id }
        var request: String {
            ([locale.rawValue, "Fluent", id, attribute ?? "-"] + arguments).joined(separator: "\t")
        }
    }

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
    static func cases() throws -> [Case] {
        var cases: [Case] = []
        for locale in DifferentialLocale.allCases {
            func add(
                _ id: String, _ arguments: [String], attribute: String? = nil,
                _ render: @escaping @Sendable () -> String?
            ) {
                cases.append(Case(locale: locale, id: id, attribute: attribute, arguments: arguments, render: render))
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

    /// A listed deviation: locale (or *), message key, arguments (or *) and the reason.
    struct Deviation {
        let locale: String
        let key: String
        let arguments: String
        let reason: String

        func matches(_ item: Case) -> Bool {
            (locale == "*" || locale == item.locale.rawValue) && key == item.key
                && (arguments == "*" || arguments == item.arguments.joined(separator: " "))
        }
    }

    static func knownDeviations() throws -> [Deviation] {
        let file = reference.appendingPathComponent("known-deviations.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        return try text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, !fields[3].isEmpty else {
                throw ReferenceFailure(
                    description: "known-deviations.txt: want locale, message, arguments, reason (tabs): \(line)")
            }
            return Deviation(locale: fields[0], key: fields[1], arguments: fields[2], reason: fields[3])
        }
    }

    @Test func generatedCodeAgreesWithFluentRuntime() throws {
        let cases = try Self.cases()
        let deviations = try Self.knownDeviations()
        let expected = try Self.runReference(cases.map(\.request))
        try #require(
            expected.count == cases.count, "fluent_reference.py wrote \(expected.count) lines for \(cases.count)")

        var agreed = 0
        var listed = 0
        var used = Set<Int>()
        for (item, reference) in zip(cases, expected) {
            let ours = Self.escape(item.render() ?? "<nil>")
            if ours == reference {
                agreed += 1
                continue
            }
            if let index = deviations.firstIndex(where: { $0.matches(item) }) {
                listed += 1
                used.insert(index)
                continue
            }
            Issue.record(
                """
                \(item.locale.rawValue) \(item.key) \(item.arguments.joined(separator: " ")): differs from fluent.runtime
                  generated:     \(ours)
                  fluent.runtime: \(reference)
                fix it, or list it with its reason in Tests/FluentDifferential/known-deviations.txt
                """)
        }
        for (index, deviation) in deviations.enumerated() where !used.contains(index) {
            Issue.record(
                "known-deviations.txt lists \(deviation.locale) \(deviation.key) \(deviation.arguments), which now agrees (or matches no case): remove it"
            )
        }
        print(
            "FluentDifferentialTests: \(cases.count) renderings, \(agreed) agree with fluent.runtime, \(listed) listed deviations"
        )
    }

    /// Backslashes and line feeds escaped, as fluent_reference.py writes them.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    struct ReferenceFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs fluent_reference.py on the requests; one line of output per request.
    static func runReference(_ requests: [String]) throws -> [String] {
        let text = try PythonScript.run(
            reference.appendingPathComponent("fluent_reference.py"), arguments: [catalogs.path], inputLines: requests,
            installs: "fluent.runtime")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropFirst().dropLast().map(String.init)  // the #versions line, the final newline
    }
}
