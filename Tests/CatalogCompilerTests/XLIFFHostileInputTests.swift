import Testing
import _LocalizedValidationCompilerCore
import _LocalizedValidationTranslation

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

    static let russianInput = CompilerInput(files: [
        CatalogFile(
            path: "Locales/en/Mail.ftl", localeDirectory: "en", catalogName: "Mail",
            contents: Array("email-label = E-mail\n".utf8))
    ])

    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ru">
        <file id="Mail"><unit id="email-label"><segment><source>E-mail</source><target>Эл. почта</target></segment></unit></file>
        </xliff>

        """

    /// A UTF-16 file without a byte order mark is valid UTF-8 (ASCII with NULs between),
    /// so it slipped past the DOCTYPE search while libxml2 read it as UTF-16 and dropped
    /// the entities it declared (`Эл. &e; !` → `Эл.  !`). Every UTF-16 and UTF-32 form is
    /// refused at byte 0, with or without a DOCTYPE.
    @Test(arguments: [
        ("utf-16-le", "UTF-16 (little-endian)"), ("utf-16-be", "UTF-16 (big-endian)"),
        ("utf-16", "UTF-16 (little-endian, with a byte order mark)"),
        ("utf-32-le", "UTF-32 (little-endian)"), ("utf-32-be", "UTF-32 (big-endian)"),
        ("utf-32", "UTF-32 (little-endian, with a byte order mark)"),
    ])
    func wideEncodingsAreRefusedAtByteZero(encoding: String, name: String) throws {
        let withEntity = Self.document.replacingOccurrences(
            of: "<xliff ", with: "<!DOCTYPE xliff [<!ENTITY e \"почта\">]>\n<xliff "
        ).replacingOccurrences(of: "Эл. почта", with: "Эл. &e; !")
        for text in [Self.document, withEntity] {
            let bytes = Self.encode(text, encoding)
            for result in [
                FluentCatalogs.importXLIFF(Self.russianInput, xliff: bytes, path: "ru.xlf"),
                FluentCatalogs.importPO(Self.russianInput, po: bytes, path: "ru.xlf"),
            ] {
                #expect(result.hasErrors && result.files.isEmpty)
                let error = try #require(result.diagnostics.first)
                #expect(error.message.contains("the file is \(name), not UTF-8"), "\(error)")
                #expect(error.location.map { ($0.line, $0.column) } ?? (0, 0) == (1, 1))
            }
        }
    }

    static func encode(_ text: String, _ encoding: String) -> [UInt8] {
        let scalars = Array(text.unicodeScalars)
        var bytes: [UInt8] = []
        switch encoding {
        case "utf-16-le", "utf-16-be", "utf-16":
            if encoding == "utf-16" { bytes = [0xFF, 0xFE] }
            for unit in text.utf16 {
                let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                bytes += encoding == "utf-16-be" ? pair.reversed() : pair
            }
        default:
            if encoding == "utf-32" { bytes = [0xFF, 0xFE, 0, 0] }
            for scalar in scalars {
                let value = scalar.value
                let quad = [
                    UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24),
                ]
                bytes += encoding == "utf-32-be" ? quad.reversed() : quad
            }
        }
        return bytes
    }

    /// Declared entities, an undefined entity reference and a declared non-UTF-8 encoding
    /// are refused; nothing is dropped from the text silently.
    @Test(arguments: [
        ("<!DOCTYPE xliff [<!ENTITY e \"x\">]>\n<xliff ", "<xliff ", "a document type declaration"),
        ("Эл. &e; !", "Эл. почта", "the entity reference &e; is not defined"),
        ("encoding=\"ISO-8859-1\"", "encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"; only UTF-8 is read"),
        ("Эл.\u{0}почта", "Эл. почта", "a NUL byte"),
    ])
    func entitiesAndDeclaredEncodingsAreRefused(replacement: String, original: String, message: String) throws {
        let text = Self.document.replacingOccurrences(of: original, with: replacement)
        let result = FluentCatalogs.importXLIFF(Self.russianInput, xliff: Array(text.utf8), path: "ru.xlf")
        #expect(result.hasErrors && result.files.isEmpty)
        #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.diagnostics)")
    }

    /// `a&amp;` × N was quadratic (each reference a piece of text joined to all before
    /// it). Not a timing test (Scripts/xliff-import-scaling measures): the text of a
    /// target of 100,000 references reads back whole.
    @Test func manyEntityReferencesReadBackWhole() throws {
        let input = CompilerInput(files: [
            CatalogFile(
                path: "Locales/en/Mail.ftl", localeDirectory: "en", catalogName: "Mail",
                contents: Array("email-label = E-mail\n".utf8))
        ])
        let target = String(repeating: "a&amp;", count: 100_000)
        let text = Self.document.replacingOccurrences(of: "Эл. почта", with: target)
        let result = FluentCatalogs.importXLIFF(input, xliff: Array(text.utf8), path: "ru.xlf", newLocale: true)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let written = String(decoding: try #require(result.files.first?.contents), as: UTF8.self)
        #expect(written == "email-label = " + String(repeating: "a&", count: 100_000) + "\n")
    }

    /// libxml2 stopped on a text over 10 MB with only "error 1" at the element's line: a
    /// text over 8 MiB between two tags is refused first, saying why.
    @Test func textOverTheReaderLimitIsRefusedSayingWhy() throws {
        let text = Self.document.replacingOccurrences(
            of: "Эл. почта", with: String(repeating: "a", count: (8 << 20) + 1))
        let result = FluentCatalogs.importXLIFF(Self.russianInput, xliff: Array(text.utf8), path: "ru.xlf")
        #expect(result.hasErrors && result.files.isEmpty)
        let error = try #require(result.diagnostics.first)
        #expect(error.message.contains("more than 8 MiB between two tags"), "\(error)")
        #expect(error.location?.line == 3)
    }

    /// Given a whole document at once, libxml2 refused any over 10,000,000 bytes ("Huge
    /// input lookup", error 1), far below the 64 MiB cap: the reader gives it a stream.
    @Test func documentOverTenMegabytesIsRead() throws {
        // Short comments, which cost the reader nothing, make up the size.
        let comments = String(repeating: "<!-- a comment -->\n", count: 560_000)
        let text = Self.document.replacingOccurrences(of: "<file id=\"Mail\">", with: "<file id=\"Mail\">" + comments)
        #expect(text.utf8.count > 10_000_000)
        let result = FluentCatalogs.importXLIFF(
            Self.russianInput, xliff: Array(text.utf8), path: "ru.xlf", newLocale: true)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.files.first?.contents == Array("email-label = Эл. почта\n".utf8))
    }

    /// XML syntax errors said "NSXMLParserErrorDomain error 68" at the end of the file;
    /// they say what is wrong, at the line and column where the parser stopped.
    @Test(arguments: [
        ("Szukaj & teraz", "an '&' without a name", 24...25),
        ("Szukaj &#x1B; teraz", "a character XML cannot hold", 24...30),
        ("Szukaj &#xD800;", "a character XML cannot hold", 24...32),
        ("Szukaj <b>teraz</target>", "an end tag that does not match", 24...41),
        ("Szukaj &nope teraz", "without its closing ';'", 24...29),
    ])
    func syntaxErrorSaysWhatAndWhere(target: String, reason: String, columns: ClosedRange<Int>) throws {
        var lines = (1...20).map { "<!-- line \($0) -->" }
        lines[0] =
            "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\" trgLang=\"de\">"
        lines[6] = "        <target>\(target)</target>"
        lines[19] = "</xliff>"
        let result = FluentCatalogs.importXLIFF(
            Self.input, xliff: Array(lines.joined(separator: "\n").utf8), path: "de.xlf", newLocale: true)
        let error = try #require(result.diagnostics.first)
        #expect(error.message.contains(reason), "\(error)")
        #expect(!error.message.contains("NSXMLParserErrorDomain"), "\(error)")
        #expect(error.location?.line == 7, "\(error)")
        // Where the parser stopped: at or just after the mistake (the target starts at 17).
        #expect(columns.contains(error.location?.column ?? 0), "\(error)")
    }
}
