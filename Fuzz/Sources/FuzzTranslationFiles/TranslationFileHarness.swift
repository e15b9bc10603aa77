import FuzzSupport
@_spi(Syntax) import _LocalizedValidationCompilerCore
import _LocalizedValidationTranslation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Import of an arbitrary translation file (XLIFF 2.0 or gettext PO) into a small catalog
/// with `en` (source) and `ru`: the importer never crashes, every diagnostic is inside
/// the file, nothing is written when there are errors, and what is written parses, is
/// formatted, adds no check error, is a fixed point of the same import, and round-trips:
/// importing an export of the catalogs as written changes no byte. The seeds are this catalog's exports
/// (`FuzzXLIFF --write-seeds <folder>`, `FuzzPO --write-seeds <folder>` write them).
public struct TranslationFileHarness: Sendable {
    /// The file's name in diagnostics.
    let path: String
    /// The file's extension in seed names.
    let fileExtension: String
    let importFile: @Sendable (CompilerInput, [UInt8], String) -> XLIFFImportResult
    let exportFile: @Sendable (CompilerInput, String) -> [UInt8]?
    /// The export with every target filled from its source, as a translator would start.
    let fillTargets: @Sendable (String) -> String

    /// XLIFF 2.0 (`FluentCatalogs.importXLIFF`, over the XML reader).
    public static let xliff = TranslationFileHarness(
        path: "Fuzz.xlf", fileExtension: "xlf",
        importFile: { FluentCatalogs.importXLIFF($0, xliff: $1, path: $2) },
        exportFile: { FluentCatalogs.exportXLIFF($0, locale: $1).xliff },
        fillTargets: { text in
            var filled = ""
            var rest = Substring(text)
            while let open = rest.firstRange(of: "<source>"), let close = rest.firstRange(of: "</source>") {
                let source = rest[open.upperBound..<close.lowerBound]
                filled += rest[..<close.upperBound] + "<target>" + source + "</target>"
                rest = rest[close.upperBound...]
            }
            return filled + rest
        })

    /// gettext PO (`FluentCatalogs.importPO`).
    public static let po = TranslationFileHarness(
        path: "Fuzz.po", fileExtension: "po",
        importFile: { FluentCatalogs.importPO($0, po: $1, path: $2) },
        exportFile: { FluentCatalogs.exportPO($0, locale: $1).po },
        fillTargets: { text in
            // Each entry's msgstr "" replaced by its msgid's lines (the header's kept).
            var output: [Substring] = []
            var msgid: [Substring] = []
            var inMsgid = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("msgid ") {
                    msgid = [line.dropFirst("msgid ".count)]
                    inMsgid = true
                } else if inMsgid, line.hasPrefix("\"") {
                    msgid.append(line)
                } else if line == "msgstr \"\"", msgid != ["\"\""], !msgid.isEmpty {
                    output.append("msgstr " + msgid[0])
                    output += msgid.dropFirst()
                    msgid = []
                    inMsgid = false
                    continue
                } else {
                    inMsgid = false
                }
                output.append(line)
            }
            return output.joined(separator: "\n")
        })

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

    public func run(_ input: FuzzInput) {
        let document = input.bytes
        let result = importFile(Self.input, document, path)
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
        let again = importFile(updated, document, path)
        fuzzRequire(!again.hasErrors, "importing again fails: \(again.diagnostics)")
        fuzzRequire(again.files.isEmpty, "importing again changes \(again.files.map(\.path))")

        // Round trip: every file written is formatted (`catalogc fmt --check`), has no
        // check error the catalogs did not have, and exporting the catalogs as they are
        // now and importing that changes no byte.
        for (filePath, contents) in result.files {
            let formatted = Array(FluentSerializer().serialize(FluentParser().parse(contents)).utf8)
            fuzzRequire(formatted == contents, "\(filePath) as written is not formatted")
        }
        let errorsBefore = Set(Self.errors(Self.input))
        let newErrors = Self.errors(updated).filter { !errorsBefore.contains($0) }
        fuzzRequire(newErrors.isEmpty, "the import adds check errors: \(newErrors)")
        guard let export = exportFile(updated, locale) else {
            fuzzRequire(false, "the imported catalogs cannot be exported")
            return
        }
        let roundTrip = importFile(updated, export, path)
        fuzzRequire(
            roundTrip.diagnostics.isEmpty && roundTrip.files.isEmpty && roundTrip.accepted.isEmpty,
            "import(export(x)) is not x: \(roundTrip.diagnostics), \(roundTrip.files.map(\.path))")
    }

    /// The errors of a check, by file (the locale folder), id and message.
    static func errors(_ input: CompilerInput) -> [String] {
        FluentCatalogs.check(input).filter { $0.severity == .error }.map {
            "\($0.location?.file.split(separator: "/").dropLast().last ?? "") \($0.id.rawValue) \($0.message)"
        }
    }

    /// The exports of the catalog: `ru` as it is, and `de` (a new locale), also
    /// with every target filled from its source, as a translator would start.
    public func seeds() -> [(name: String, bytes: [UInt8])] {
        var seeds: [(String, [UInt8])] = []
        for locale in ["ru", "de"] {
            guard let export = exportFile(Self.input, locale) else { continue }
            seeds.append(("export-\(locale).\(fileExtension)", export))
            guard locale == "de" else { continue }
            let filled = fillTargets(FuzzInput.text(export))
            seeds.append(("filled-\(locale).\(fileExtension)", Array(filled.utf8)))
        }
        return seeds
    }

    /// `<harness> --write-seeds <folder>` writes the seeds and exits; any other
    /// arguments return to the caller, which starts libFuzzer.
    public func writeSeedsIfAsked() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, arguments[1] == "--write-seeds" else { return }
        for (name, bytes) in seeds() {
            guard let file = fopen(arguments[2] + "/" + name, "wb") else { exit(1) }
            _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
        }
        exit(0)
    }
}
