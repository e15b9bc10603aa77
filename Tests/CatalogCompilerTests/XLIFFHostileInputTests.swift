import CatalogCompiler
import Testing

/// Findings of the `xliff` fuzz harness (Fuzz/README.md): every diagnostic of an import
/// is at a place inside the document.
@Suite("XLIFF import of hostile documents")
struct XLIFFHostileInputTests {
    static let input = CompilerInput(files: [
        CatalogFile(
            path: "Locales/en/Fuzz.ftl", localeDirectory: "en", catalogName: "Fuzz", contents: Array("a = A\n".utf8))
    ])

    /// libxml2 reports an empty document at 0:0 (`Fuzz/Corpus/xliff/empty`).
    @Test(arguments: ["", " ", "\n", "<", "<?xml version=\"1.0\"?>"])
    func unreadableDocumentIsReportedAtLineOneOrLater(document: String) throws {
        let result = FluentCatalogs.importXLIFF(Self.input, xliff: Array(document.utf8), path: "de.xlf")
        #expect(result.hasErrors)
        for diagnostic in result.diagnostics {
            let location = try #require(diagnostic.location)
            #expect(location.file == "de.xlf")
            #expect(location.line >= 1, "\(diagnostic)")
            #expect(location.column >= 1, "\(diagnostic)")
        }
    }

    /// FoundationXML trapped in `_NSXMLParserGetEntity` on an entity reference whose name
    /// is not UTF-8 (`Fuzz/Corpus/xliff/entity-name-not-utf8`): such a file is refused
    /// at its first invalid byte.
    @Test func entityNameThatIsNotUTF8IsRefusedWithoutTrapping() throws {
        let document: [UInt8] = Array("<a>\n<b>&name".utf8) + [0xFF, 0xFF] + Array(";</b></a>".utf8)
        let result = FluentCatalogs.importXLIFF(Self.input, xliff: document, path: "de.xlf")
        #expect(result.hasErrors)
        let location = try #require(result.diagnostics.first?.location)
        #expect((location.line, location.column) == (2, 9))
        #expect(result.diagnostics.first?.message.contains("UTF-8") == true)
    }
}
