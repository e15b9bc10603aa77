import Foundation
import Testing
import _LocalizedValidationCompilerCore
import _LocalizedValidationTranslation

/// Export → import without edits changes nothing, for every locale of every catalog set in
/// the repository (the built-in messages, the example, the benchmarks' and plugin
/// fixture's, the golden sets), and filling every target with its own source text gives
/// catalogs that check.
@Suite("XLIFF round trip over the repository's catalogs")
struct XLIFFRoundTripPropertyTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let catalogFolders = [
        "Locales", "Examples/Registration/Sources/Registration/Locales", "Benchmarks/Sources/Benchmarks/Locales",
        "Tests/PluginFixture/Sources/Greeter/Locales", "Tests/CatalogCompilerTests/Catalogs/Basic/Locales",
        "Tests/CatalogCompilerTests/Catalogs/Shop/Locales", "Tests/CatalogCompilerTests/Catalogs/Differential/Locales",
    ]

    @Test(arguments: catalogFolders)
    func unchangedRoundTripChangesNothing(folder: String) throws {
        try Self.expectUnchangedRoundTrip(
            folder: folder, fileExtension: "xlf", export: { FluentCatalogs.exportXLIFF($0, locale: $1) },
            import: { FluentCatalogs.importXLIFF($0, xliff: $1, path: $2, newLocale: true) })
    }

    /// Export → import without edits, for every translation locale of `folder` and a new
    /// `de`: no diagnostic, no file written, nothing accepted (shared with the PO tests).
    static func expectUnchangedRoundTrip(
        folder: String, fileExtension: String,
        export: (CompilerInput, String) -> ([UInt8]?, [Diagnostic]),
        import importFile: (CompilerInput, [UInt8], String) -> XLIFFImportResult
    ) throws {
        let path = repository.appendingPathComponent(folder).path
        let (loaded, loadDiagnostics) = CatalogDirectory.load(path)
        let input = try #require(loaded, "\(loadDiagnostics)")
        let locales = Set(input.localeDirectories).subtracting([input.configuration.sourceLocale]).sorted()
        #expect(!locales.isEmpty)
        for locale in locales + ["fi"] {
            let (exported, diagnostics) = export(input, locale)
            let bytes = try #require(exported, "\(locale): \(diagnostics)")
            let result = importFile(input, bytes, "\(locale).\(fileExtension)")
            #expect(result.diagnostics.isEmpty, "\(folder) \(locale): \(result.diagnostics)")
            #expect(result.files.isEmpty, "\(folder) \(locale): \(result.files.map(\.path))")
            #expect(result.accepted.isEmpty, "\(folder) \(locale): \(result.accepted)")
        }
    }

    /// A translator who copies every source into its target (what CAT tools offer as a
    /// start) gets a complete new locale that checks without errors.
    @Test(arguments: catalogFolders)
    func sourceCopiedIntoEveryTargetChecks(folder: String) throws {
        let path = Self.repository.appendingPathComponent(folder).path
        let (loaded, _) = CatalogDirectory.load(path)
        let input = try #require(loaded)
        let (xliff, _) = FluentCatalogs.exportXLIFF(input, locale: "fi")
        var text = String(decoding: try #require(xliff), as: UTF8.self)
        // <source>…</source> then </segment>: add the target after the source.
        let pattern = try NSRegularExpression(pattern: "(<source>(.*?)</source>)", options: [.dotMatchesLineSeparators])
        text = pattern.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1<target>$2</target>")
        let result = FluentCatalogs.importXLIFF(input, xliff: Array(text.utf8), path: "fi.xlf", newLocale: true)
        Self.expectNewLocaleChecks(result, addedTo: input, folder: folder)
    }

    /// The import of a complete new `fi` locale (one that no catalog folder has; `de` is
    /// built in now) succeeds, writes files, and with them the
    /// catalogs check without errors in that locale. Shared by the XLIFF and PO tests.
    static func expectNewLocaleChecks(_ result: XLIFFImportResult, addedTo input: CompilerInput, folder: String) {
        var input = input
        #expect(!result.hasErrors, "\(folder): \(result.diagnostics)")
        #expect(!result.files.isEmpty)
        for (filePath, contents) in result.files {
            let name = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
            input.files.append(
                CatalogFile(path: filePath, localeDirectory: "fi", catalogName: name, contents: contents))
        }
        input.localeDirectories.append("fi")
        let errors = FluentCatalogs.check(input).filter {
            $0.severity == .error && $0.location?.file.contains("/fi/") == true
        }
        #expect(errors.isEmpty, "\(folder): \(errors)")
    }

    /// A control character XML cannot carry travels as a `uXXXX` placeholder.
    @Test func controlCharactersSurviveTheRoundTrip() throws {
        let source = "bell = Ding\u{7}dong { $n }\n"
        let translation = "bell = Дзынь\u{7}дон { $n }\n"
        let input = CompilerInput(files: [
            CatalogFile(
                path: "Locales/en/M.ftl", localeDirectory: "en", catalogName: "M", contents: Array(source.utf8)),
            CatalogFile(
                path: "Locales/ru/M.ftl", localeDirectory: "ru", catalogName: "M", contents: Array(translation.utf8)),
        ])
        let (xliff, diagnostics) = FluentCatalogs.exportXLIFF(input, locale: "ru")
        let bytes = try #require(xliff, "\(diagnostics)")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#"Ding<ph id="u0007" equiv="{ &quot;\u0007&quot; }""#), "\(text)")
        let unchanged = FluentCatalogs.importXLIFF(input, xliff: bytes, path: "ru.xlf")
        #expect(unchanged.diagnostics.isEmpty && unchanged.files.isEmpty, "\(unchanged.diagnostics)")
        let edited = FluentCatalogs.importXLIFF(
            input, xliff: Array(text.replacingOccurrences(of: "Дзынь", with: "Динь").utf8), path: "ru.xlf")
        #expect(edited.files.first?.contents == Array("bell = Динь\u{7}дон { $n }\n".utf8), "\(edited.diagnostics)")
    }
}
