import Foundation
import TestSupport
import Testing
import _LocalizedValidationCompilerCore

/// The generated Swift for each fixture catalog set equals the committed golden files in
/// Tests/GeneratedCodeTests/Generated/<set>/, which that target compiles and exercises;
/// the package's built-in messages equal Tests/Goldens/BuiltInMessages/.
///
/// After an intended change, re-record with `CATALOGC_RECORD_GOLDENS=1 swift test
/// --filter GoldenTests`; a recording run writes the files and fails, so a run that
/// records never passes silently.
@Suite struct GoldenTests {
    static let sets = ["Basic", "Shop", "Differential", "Names", "Functions", "DataFallback"]

    @Test(arguments: sets)
    func generatedCodeMatchesGolden(set: String) throws {
        let catalogs = TestData.packageRoot.appendingPathComponent("Tests/CatalogCompilerTests/Catalogs/\(set)/Locales")
        let goldens = TestData.packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Generated/\(set)")
        let (input, loadDiagnostics) = CatalogDirectory.load(catalogs.path)
        #expect(loadDiagnostics.isEmpty, "\(loadDiagnostics)")
        let result = FluentCatalogs.compile(try #require(input))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")

        if ProcessInfo.processInfo.environment["CATALOGC_RECORD_GOLDENS"] != nil {
            _ = try OutputWriter.write(result.files.map { ($0.name, Array($0.contents.utf8)) }, to: goldens.path)
            Issue.record("recorded goldens for \(set) in \(goldens.path); unset CATALOGC_RECORD_GOLDENS and run again")
            return
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: goldens.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(Set(committed) == Set(result.files.map(\.name)), "generated file names differ from the goldens")
        for file in result.files {
            let golden = try TestData.file(
                goldens.appendingPathComponent(file.name), installHint: "record goldens with CATALOGC_RECORD_GOLDENS=1")
            if let difference = firstDifference(golden, file.contents) {
                Issue.record("\(set)/\(file.name) differs from the golden at line \(difference)")
            }
        }
    }

    /// The package's own messages (`Locales/`, which the build plugin compiles into
    /// LocalizedValidation) against `Tests/Goldens/BuiltInMessages/`, so that review sees
    /// every change to the public `ValidationMessage` enum and its texts.
    @Test func builtInMessagesMatchGolden() throws {
        let catalogs = TestData.packageRoot.appendingPathComponent("Locales")
        let goldens = TestData.packageRoot.appendingPathComponent("Tests/Goldens/BuiltInMessages")
        let result = FluentCatalogs.compile(try #require(CatalogDirectory.load(catalogs.path).input))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")
        if ProcessInfo.processInfo.environment["CATALOGC_RECORD_GOLDENS"] != nil {
            _ = try OutputWriter.write(result.files.map { ($0.name, Array($0.contents.utf8)) }, to: goldens.path)
            Issue.record(
                "recorded the built-in messages in \(goldens.path); unset CATALOGC_RECORD_GOLDENS and run again")
            return
        }
        for file in result.files {
            let golden = try TestData.file(
                goldens.appendingPathComponent(file.name), installHint: "record goldens with CATALOGC_RECORD_GOLDENS=1")
            if let difference = firstDifference(golden, file.contents) {
                Issue.record("BuiltInMessages/\(file.name) differs from the golden at line \(difference)")
            }
        }
    }

    /// An app's texts for the built-in messages (`Catalogs/BuiltInTexts`: two messages
    /// reworded in de, one in uk, one in en, the library's source language), compiled
    /// against this package's `Locales/` as the build plugin does, against `Tests/Goldens/BuiltInTexts/`: the app's locale type's
    /// conformance to `BuiltInMessageOverrides` and a function per locale.
    @Test func appTextsForBuiltInMessagesMatchGolden() throws {
        let catalogs = TestData.packageRoot.appendingPathComponent(
            "Tests/CatalogCompilerTests/Catalogs/BuiltInTexts/Locales")
        let goldens = TestData.packageRoot.appendingPathComponent("Tests/Goldens/BuiltInTexts")
        var input = try #require(CatalogDirectory.load(catalogs.path).input)
        let (builtIn, diagnostics) = BuiltInMessages.load(TestData.packageRoot.appendingPathComponent("Locales").path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(builtIn != nil)
        input.builtInMessages = builtIn
        let result = FluentCatalogs.compile(input)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(
            result.files.map(\.name).sorted() == [
                "AppLocale+ValidationMessage.swift", "AppLocale.swift", "AppText.swift",
            ])
        if ProcessInfo.processInfo.environment["CATALOGC_RECORD_GOLDENS"] != nil {
            _ = try OutputWriter.write(result.files.map { ($0.name, Array($0.contents.utf8)) }, to: goldens.path)
            Issue.record("recorded the app's texts in \(goldens.path); unset CATALOGC_RECORD_GOLDENS and run again")
            return
        }
        for file in result.files {
            let golden = try TestData.file(
                goldens.appendingPathComponent(file.name), installHint: "record goldens with CATALOGC_RECORD_GOLDENS=1")
            if let difference = firstDifference(golden, file.contents) {
                Issue.record("BuiltInTexts/\(file.name) differs from the golden at line \(difference)")
            }
        }
    }

    /// Compiling twice gives byte-identical output.
    @Test(arguments: sets)
    func outputIsDeterministic(set: String) throws {
        let catalogs = TestData.packageRoot.appendingPathComponent("Tests/CatalogCompilerTests/Catalogs/\(set)/Locales")
        let input = try #require(CatalogDirectory.load(catalogs.path).input)
        let first = FluentCatalogs.compile(input).files
        var shuffled = input
        shuffled.files.reverse()
        #expect(first == FluentCatalogs.compile(shuffled).files)
        for file in first {
            #expect(file.contents.hasPrefix("// Generated by catalogc"))
            #expect(file.contents.contains("// swift-format-ignore-file"))
        }
    }

    /// "line N: expected … / actual …" for the first differing line, or nil.
    private func firstDifference(_ expected: String, _ actual: String) -> String? {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let right = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if left != right { return "\(index + 1):\n  golden:    \(left)\n  generated: \(right)" }
        }
        return nil
    }
}
