import CatalogCompiler
import FuzzSupport

/// XLIFF import (`FluentCatalogs.importXLIFF`, over the XML reader) of an arbitrary
/// document into a small catalog with `en` (source) and `ru`. The seeds are this
/// catalog's exports (`FuzzXLIFF --write-seeds <folder>` writes them).
enum XLIFFHarness {
    static let path = "Fuzz.xlf"

    static let english = """
        # A comment for translators.
        hello = Hello, { $name }!
        emails =
            { $count ->
                [one] One e-mail
               *[other] { $count } e-mails
            }
        -brand = Acme
        welcome = Welcome to { -brand }, { NUMBER($visits) } visits
            .title = Welcome
        plain = Plain text & <markup>

        """
    static let russian = """
        hello = Привет, { $name }!
        emails =
            { $count ->
                [one] { $count } письмо
                [few] { $count } письма
               *[many] { $count } писем
            }

        """

    static let input = CompilerInput(files: [
        CatalogFile(
            path: "Locales/en/Fuzz.ftl", localeDirectory: "en", catalogName: "Fuzz", contents: Array(english.utf8)),
        CatalogFile(
            path: "Locales/ru/Fuzz.ftl", localeDirectory: "ru", catalogName: "Fuzz", contents: Array(russian.utf8)),
    ])

    static func run(_ input: FuzzInput) {
        let document = input.bytes
        let result = FluentCatalogs.importXLIFF(Self.input, xliff: document, path: path)
        let lines = document.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        for diagnostic in result.diagnostics {
            guard let location = diagnostic.location else {
                fuzzRequire(false, "a diagnostic without a location: \(diagnostic)")
                return
            }
            fuzzRequire(location.file == path, "a diagnostic in another file: \(diagnostic)")
            fuzzRequire(
                (1...lines).contains(location.line) && location.column >= 1,
                "a diagnostic outside the document's \(lines) lines: \(diagnostic)")
            fuzzRequire(!diagnostic.message.isEmpty, "a diagnostic without a message at \(location)")
        }
        guard !result.hasErrors else {
            fuzzRequire(result.files.isEmpty && result.accepted.isEmpty, "errors, yet files to write")
            return
        }
        guard let locale = result.locale else {
            fuzzRequire(false, "an import without errors names no locale")
            return
        }

        // The files written are catalogs of the document's locale that check, and
        // importing the same document into them changes nothing more.
        var updated = Self.input
        for (filePath, contents) in result.files {
            fuzzRequire(filePath.hasPrefix("Locales/\(locale)/"), "\(filePath) is not in the folder of \(locale)")
            if let index = updated.files.firstIndex(where: { $0.path == filePath }) {
                updated.files[index] = CatalogFile(
                    path: filePath, localeDirectory: locale, catalogName: "Fuzz", contents: contents)
            } else {
                updated.files.append(
                    CatalogFile(path: filePath, localeDirectory: locale, catalogName: "Fuzz", contents: contents))
            }
        }
        updated.localeDirectories = Array(Set(updated.files.map(\.localeDirectory))).sorted()
        let syntaxErrors = FluentCatalogs.check(updated).filter {
            $0.severity == .error && $0.id == .syntaxError
        }
        fuzzRequire(syntaxErrors.isEmpty, "the imported files do not parse: \(syntaxErrors)")
        let again = FluentCatalogs.importXLIFF(updated, xliff: document, path: path)
        fuzzRequire(!again.hasErrors, "importing again fails: \(again.diagnostics)")
        fuzzRequire(again.files.isEmpty, "importing again changes \(again.files.map(\.path))")
    }

    /// The exports of the catalog: `ru` as it is, and `de` (a new locale), also
    /// with every target filled from its source, as a translator would start.
    static func seeds() -> [(name: String, bytes: [UInt8])] {
        var seeds: [(String, [UInt8])] = []
        for locale in ["ru", "de"] {
            guard let export = FluentCatalogs.exportXLIFF(input, locale: locale).xliff else { continue }
            seeds.append(("export-\(locale).xlf", export))
            guard locale == "de" else { continue }
            let text = FuzzInput.text(export)
            var filled = ""
            var rest = Substring(text)
            while let open = rest.firstRange(of: "<source>"), let close = rest.firstRange(of: "</source>") {
                let source = rest[open.upperBound..<close.lowerBound]
                filled += rest[..<close.upperBound] + "<target>" + source + "</target>"
                rest = rest[close.upperBound...]
            }
            filled += rest
            seeds.append(("filled-\(locale).xlf", Array(filled.utf8)))
        }
        return seeds
    }
}
