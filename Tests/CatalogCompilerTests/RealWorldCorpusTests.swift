import Foundation
import TestSupport
import Testing

@testable import _LocalizedValidationCompilerCore

/// Mozilla's public catalogs (Tests/RealWorldCorpus, issue 23) check with no error and
/// exactly the warnings listed in its expected-warnings.txt, and generate the Swift of
/// the goldens that WWWCorpusTests and RelayCorpusTests compile and render beside
/// fluent.runtime, with a render table that calls every message with typed arguments.
///
/// After an intended change, re-record with `CATALOGC_RECORD_GOLDENS=1 swift test
/// --filter RealWorldCorpusTests`; a recording run writes the files and fails.
@Suite struct RealWorldCorpusTests {
    static let corpus = TestData.packageRoot.appendingPathComponent("Tests/RealWorldCorpus")
    /// Each vendored set and the test target that compiles its generated code.
    static let sets = [("www-l10n", "WWWCorpusTests"), ("fx-private-relay-l10n", "RelayCorpusTests")]

    struct MalformedList: Error, CustomStringConvertible {
        let description: String
    }

    /// The file (from Tests/RealWorldCorpus), diagnostic id and count of every listed warning.
    static func expectedWarnings() throws -> [String: Int] {
        let text = try TestData.file(
            corpus.appendingPathComponent("expected-warnings.txt"), installHint: "it is part of the repository")
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let count = Int(fields[2]), !fields[3].isEmpty else {
                throw MalformedList(
                    description: "expected-warnings.txt: want file, id, count, reason (tabs): \(line)")
            }
            counts["\(fields[0]) \(fields[1])"] = count
        }
        return counts
    }

    static func compile(_ set: String) throws -> (CompilerInput, [Diagnostic]) {
        let (input, loadDiagnostics) = CatalogDirectory.load(corpus.appendingPathComponent(set).path)
        #expect(loadDiagnostics.isEmpty, "\(loadDiagnostics)")
        let loaded = try #require(input)
        return (loaded, FluentCatalogs.check(loaded))
    }

    @Test(arguments: sets.map(\.0))
    func checksWithoutErrorsAndOnlyTheListedWarnings(set: String) throws {
        let (_, diagnostics) = try Self.compile(set)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
        let root = Self.corpus.path + "/"
        var found: [String: Int] = [:]
        for warning in diagnostics where warning.severity == .warning {
            let file = warning.location.map {
                $0.file.hasPrefix(root) ? String($0.file.dropFirst(root.count)) : $0.file
            }
            found["\(file ?? "-") \(warning.id.rawValue)", default: 0] += 1
        }
        let expected = try Self.expectedWarnings().filter { $0.key.hasPrefix(set + "/") }
        #expect(found == expected, "warnings (file id: count) differ from Tests/RealWorldCorpus/expected-warnings.txt")
    }

    @Test(arguments: sets)
    func generatedCodeMatchesGolden(set: String, target: String) throws {
        let (input, _) = try Self.compile(set)
        let pipeline = CompilerPipeline(input)
        let swift = try #require(pipeline.swift)
        let files =
            pipeline.render().files.map { ($0.name, $0.contents) }
            + [("CorpusRenderTable.swift", Self.renderTable(swift, set: set))]
        let goldens = TestData.packageRoot.appendingPathComponent("Tests/\(target)/Generated")
        if ProcessInfo.processInfo.environment["CATALOGC_RECORD_GOLDENS"] != nil {
            _ = try OutputWriter.write(files.map { ($0.0, Array($0.1.utf8)) }, to: goldens.path)
            Issue.record("recorded goldens for \(set) in \(goldens.path); unset CATALOGC_RECORD_GOLDENS and run again")
            return
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: goldens.path)
        #expect(Set(committed) == Set(files.map(\.0)), "generated file names differ from the goldens")
        for (name, contents) in files {
            let golden = try TestData.file(
                goldens.appendingPathComponent(name), installHint: "record goldens with CATALOGC_RECORD_GOLDENS=1")
            #expect(
                golden == contents, "\(target)/Generated/\(name) differs from the golden: re-record and read the diff")
        }
    }

    /// Swift that calls every message (and attribute) of the set with arguments of its
    /// types from a row of the differential's grid: the generated code can then be
    /// rendered generically, and no message is left out, as the table comes from the
    /// compiler's own model.
    static func renderTable(_ model: SwiftCatalogSet, set: String) -> String {
        let localeType = model.configuration.localeTypeName
        var lines = [
            "// Generated by RealWorldCorpusTests (CatalogCompilerTests) from the compiler's model of Tests/RealWorldCorpus/\(set).",
            "// Do not edit: re-record with CATALOGC_RECORD_GOLDENS=1.",
            "// swift-format-ignore-file",
            "",
            "import LocalizedValidationIntl",
            "import LocalizedValidationMessages",
            "import TestSupport",
            "",
            "/// Every message and attribute of every catalog, called with typed arguments from a row of the grid.",
            "let renderTable: [FluentDifferential.TableEntry<\(localeType)>] = [",
        ]
        for catalog in model.catalogs {
            for message in catalog.messages {
                let parameters = message.arguments.map { "(\(SwiftLiteral.string($0.name)), .\(kind($0.type)))" }
                let values = message.arguments.enumerated().map { index, argument in
                    "\(SwiftNames.escaped(argument.label)): \(value(argument.type, index))"
                }
                let call =
                    "\(catalog.typeName).\(SwiftNames.escaped(message.caseName))"
                    + (values.isEmpty ? "" : "(\(values.joined(separator: ", ")))")
                let source = message.renderings[0]
                var renders: [(attribute: String?, expression: String)] = []
                if source.value != nil { renders.append((nil, "\(call).localized(in: locale)")) }
                for (name, accessor) in catalog.attributes where source.attributes[name] != nil {
                    renders.append((name, "\(call).\(SwiftNames.escaped(accessor))(in: locale)"))
                }
                for (attribute, expression) in renders {
                    lines.append(
                        "    .init(catalog: \(SwiftLiteral.string(catalog.name)), id: \(SwiftLiteral.string(message.id)), "
                            + "attribute: \(attribute.map(SwiftLiteral.string) ?? "nil"), "
                            + "parameters: [\(parameters.joined(separator: ", "))]) { row, locale in")
                    lines.append("        \(expression)")
                    lines.append("    },")
                }
            }
        }
        lines.append("]")
        return lines.joined(separator: "\n") + "\n"
    }

    static func kind(_ type: ArgumentType) -> String {
        switch type {
        case .int: "int"
        case .number: "number"
        case .string: "string"
        case .date: "date"
        case .dateTime: "dateTime"
        case .text: "text"
        }
    }

    static func value(_ type: ArgumentType, _ index: Int) -> String {
        switch type {
        case .int: "row.int(\(index))"
        case .number: "row.number(\(index))"
        case .string: "row.string(\(index))"
        case .text: "LocalizedText(verbatim: row.string(\(index)))"
        case .date:
            "try CalendarDate(year: row.date(\(index)).year, month: row.date(\(index)).month, day: row.date(\(index)).day)"
        case .dateTime: "ZonedDateTime(secondsSince1970: row.instant(\(index)), timeZone: .utc)"
        }
    }
}
