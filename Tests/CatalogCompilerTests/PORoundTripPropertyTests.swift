import Foundation
import Testing
import _LocalizedValidationCompilerCore
import _LocalizedValidationTranslation

/// gettext PO export → import without edits changes nothing, for every locale of every
/// catalog set in the repository (as for XLIFF); copying every msgid into its msgstr gives
/// catalogs that check; PO string escaping round-trips; broken files are refused at their
/// `file:line:column`.
@Suite("PO round trip over the repository's catalogs")
struct PORoundTripPropertyTests {
    static let catalogFolders = XLIFFRoundTripPropertyTests.catalogFolders

    @Test(arguments: catalogFolders)
    func unchangedRoundTripChangesNothing(folder: String) throws {
        try XLIFFRoundTripPropertyTests.expectUnchangedRoundTrip(
            folder: folder, fileExtension: "po", export: { FluentCatalogs.exportPO($0, locale: $1) },
            import: { FluentCatalogs.importPO($0, po: $1, path: $2, newLocale: true) })
    }

    /// A translator who copies every msgid into its msgstr gets a complete new locale
    /// that checks without errors.
    @Test(arguments: catalogFolders)
    func sourceCopiedIntoEveryTargetChecks(folder: String) throws {
        let path = XLIFFRoundTripPropertyTests.repository.appendingPathComponent(folder).path
        let input = try #require(CatalogDirectory.load(path).input)
        let (po, _) = FluentCatalogs.exportPO(input, locale: "fi")
        let text = Self.copyingSources(String(decoding: try #require(po), as: UTF8.self))
        let result = FluentCatalogs.importPO(input, po: Array(text.utf8), path: "fi.po", newLocale: true)
        XLIFFRoundTripPropertyTests.expectNewLocaleChecks(result, addedTo: input, folder: folder)
    }

    /// Every entry's msgstr replaced by its msgid (the header's kept).
    static func copyingSources(_ po: String) -> String {
        var output: [Substring] = []
        var msgid: [Substring] = []
        var inMsgid = false
        var inMsgstr = false
        var hasContext = false
        for line in po.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgctxt ") { hasContext = true }
            if line.hasPrefix("msgid ") {
                inMsgid = true
                msgid = [line.dropFirst("msgid ".count)]
                output.append(line)
                continue
            }
            if line.hasPrefix("\""), inMsgid {
                msgid.append(line)
                output.append(line)
                continue
            }
            if line.hasPrefix("\""), inMsgstr { continue }
            inMsgid = false
            inMsgstr = false
            if line.hasPrefix("msgstr "), hasContext {
                inMsgstr = true
                hasContext = false
                output.append("msgstr " + msgid[0])
                output += msgid.dropFirst()
                continue
            }
            output.append(line)
        }
        return output.joined(separator: "\n")
    }

    static func input(source: String, translation: String) -> CompilerInput {
        CompilerInput(files: [
            CatalogFile(
                path: "Locales/en/M.ftl", localeDirectory: "en", catalogName: "M", contents: Array(source.utf8)),
            CatalogFile(
                path: "Locales/ru/M.ftl", localeDirectory: "ru", catalogName: "M", contents: Array(translation.utf8)),
        ])
    }

    /// Quotes, backslashes, tabs and multi-line text are escaped as gettext does and read
    /// back exactly; a multi-line text is written one line per line ("" continuation).
    @Test func escapingRoundTripsExactly() throws {
        let source = "quote = Say \"hi\" to C:\\path\tnow { $n }\nmulti =\n    First \"line\"\n    second\\line\n"
        let translation =
            "quote = Скажи \"привет\" C:\\путь\tсейчас { $n }\nmulti =\n    Первая \"строка\"\n    вторая\\строка\n"
        let input = Self.input(source: source, translation: translation)
        let (po, diagnostics) = FluentCatalogs.exportPO(input, locale: "ru")
        let bytes = try #require(po, "\(diagnostics)")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#"msgid "Say \"hi\" to C:\\path\tnow { $n }""#), "\(text)")
        #expect(text.contains("msgid \"\"\n\"First \\\"line\\\"\\n\"\n\"second\\\\line\"\n"), "\(text)")
        #expect(text.contains("msgstr \"\"\n\"Первая \\\"строка\\\"\\n\"\n\"вторая\\\\строка\"\n"), "\(text)")
        let unchanged = FluentCatalogs.importPO(input, po: bytes, path: "ru.po")
        #expect(unchanged.diagnostics.isEmpty && unchanged.files.isEmpty, "\(unchanged.diagnostics)")
        // An edit that adds every escape, and a string split where a PO editor would wrap it.
        let edited = text.replacingOccurrences(
            of: #"msgstr "Скажи \"привет\" C:\\путь\tсейчас { $n }""#,
            with: "msgstr \"\\\"Новое\\\"\\t\\\\ \"\n\"{ $n }\"")
        let result = FluentCatalogs.importPO(input, po: Array(edited.utf8), path: "ru.po")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let written = String(decoding: try #require(result.files.first?.contents), as: UTF8.self)
        // A tab is written as an escape, which `check` does not take for a stray control character.
        #expect(written.hasPrefix("quote = \"Новое\"{ \"\\u0009\" }\\ { $n }\n"), "\(written)")
        #expect(written.contains("    Первая \"строка\"\n    вторая\\строка\n"))
    }

    /// A control character travels as its Fluent string literal and comes back as itself.
    @Test func controlCharactersSurviveTheRoundTrip() throws {
        let input = Self.input(source: "bell = Ding\u{7}dong { $n }\n", translation: "bell = Дзынь\u{7}дон { $n }\n")
        let bytes = try #require(FluentCatalogs.exportPO(input, locale: "ru").po)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#"msgstr "Дзынь{ \"\\u0007\" }дон { $n }""#), "\(text)")
        let unchanged = FluentCatalogs.importPO(input, po: bytes, path: "ru.po")
        #expect(unchanged.diagnostics.isEmpty && unchanged.files.isEmpty, "\(unchanged.diagnostics)")
        let edited = FluentCatalogs.importPO(
            input, po: Array(text.replacingOccurrences(of: "Дзынь", with: "Динь").utf8), path: "ru.po")
        #expect(edited.files.first?.contents == Array("bell = Динь\u{7}дон { $n }\n".utf8), "\(edited.diagnostics)")
    }

    /// Placeables move freely, keep their Fluent text (white space aside), and a brace is
    /// written as a string literal.
    @Test func placeablesAreMatchedByTheirFluentText() throws {
        let input = Self.input(
            source: "hello = Hello { $name }, you have { $count }.\n", translation: "hello = Привет, { $name }.\n")
        let text = String(decoding: try #require(FluentCatalogs.exportPO(input, locale: "ru").po), as: UTF8.self)
        let edited = text.replacingOccurrences(
            of: #"msgstr "Привет, { $name }.""#, with: #"msgstr "{$count} { \"{\" }для{ \"}\" } { $name }""#)
        let result = FluentCatalogs.importPO(input, po: Array(edited.utf8), path: "ru.po")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(
            result.files.first?.contents == Array("hello = { $count } { \"{\" }для{ \"}\" } { $name }\n".utf8),
            "\(result.files.map { String(decoding: $0.contents, as: UTF8.self) })")
        #expect(result.accepted == ["M.hello"])
    }

    /// What PO editors add is read: obsolete `#~` entries and comments are skipped, CRLF
    /// line ends, a byte order mark and re-wrapped strings are read as gettext reads them.
    @Test func editorsAdditionsAreRead() throws {
        let input = Self.input(source: "hello = Hello { $name }\n", translation: "hello = Привет, { $name }\n")
        var text = String(decoding: try #require(FluentCatalogs.exportPO(input, locale: "ru").po), as: UTF8.self)
        text = text.replacingOccurrences(
            of: #"msgstr "Привет, { $name }""#, with: "# translator's remark\nmsgstr \"Здравствуй,\"\n  \" { $name }\"")
        text += "\n#~ msgctxt \"M/gone\"\n#~ msgid \"Gone\"\n#~ msgstr \"Нет\"\n\n# the end\n"
        let bytes = Array(("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")).utf8)
        let result = FluentCatalogs.importPO(input, po: bytes, path: "ru.po")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.files.first?.contents == Array("hello = Здравствуй, { $name }\n".utf8))
    }

    /// Mangled files (characters PO and Fluent give meaning to, inserted and deleted at
    /// positions a fixed generator picks) never crash the reader; every diagnostic is
    /// inside the file, and with an error nothing is written.
    @Test func mangledFilesAreRefusedInsideTheFile() throws {
        let root = XLIFFRoundTripPropertyTests.repository.appendingPathComponent(
            "Tests/CatalogCompilerTests/Catalogs/Basic/Locales")
        let input = try #require(CatalogDirectory.load(root.path).input)
        let original = Array(try #require(FluentCatalogs.exportPO(input, locale: "ru").po))
        let lineCount = original.count { $0 == UInt8(ascii: "\n") } + 1
        let alphabet = Array(#"{}"\n#$-x0 "#.utf8) + [0x0A, 0x0D, 0xD0]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + next(4)) {
                let position = next(bytes.count)
                if next(2) == 0 {
                    bytes.remove(at: position)
                } else {
                    bytes.insert(alphabet[next(alphabet.count)], at: position)
                }
            }
            let result = FluentCatalogs.importPO(input, po: bytes, path: "ru.po")
            for diagnostic in result.diagnostics {
                let location = try #require(diagnostic.location, "\(diagnostic)")
                #expect(location.file == "ru.po" && (1...lineCount + 4).contains(location.line), "\(diagnostic)")
            }
            if result.hasErrors { #expect(result.files.isEmpty && result.accepted.isEmpty) }
        }
    }

    /// Unknown msgctxt ids, edited placeables, stray braces and syntax errors are errors
    /// at their line and column in the PO file, and nothing is written.
    @Test func brokenFilesAreRefusedAtTheirLocation() throws {
        let input = Self.input(
            source: "hello = Hello { $name }\nbye = Bye\n", translation: "hello = Привет, { $name }\nbye = Пока\n")
        let text = String(decoding: try #require(FluentCatalogs.exportPO(input, locale: "ru").po), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func line(of prefix: String) -> Int { (lines.firstIndex { $0.hasPrefix(prefix) } ?? -1) + 1 }
        func errors(_ edited: String) -> [String] {
            let result = FluentCatalogs.importPO(input, po: Array(edited.utf8), path: "ru.po")
            #expect(result.files.isEmpty)
            return result.diagnostics.filter { $0.severity == .error }.map(\.description)
        }
        let helloLine = line(of: "msgstr \"Привет")
        let renamed = errors(text.replacingOccurrences(of: "msgctxt \"M/bye\"", with: "msgctxt \"M/by\""))
        #expect(
            renamed.count == 1 && renamed[0].hasPrefix("ru.po:\(line(of: "msgctxt \"M/bye\"")):1: error:"), "\(renamed)"
        )
        #expect(renamed.first?.contains("unknown msgctxt 'M/by'") == true)
        let misspelt = errors(text.replacingOccurrences(of: "Привет, { $name }", with: "Привет, { $nam }"))
        // msgstr "Привет, { — the brace is the 17th scalar.
        #expect(misspelt.count == 1 && misspelt[0].hasPrefix("ru.po:\(helloLine):17: error:"), "\(misspelt)")
        #expect(misspelt.first?.contains("{ $nam } is not a placeable of 'M/hello' ({ $name })") == true)
        let unclosed = errors(text.replacingOccurrences(of: "Привет, { $name }", with: "Привет, { $name"))
        #expect(unclosed.count == 1 && unclosed[0].hasPrefix("ru.po:\(helloLine):17: error:"), "\(unclosed)")
        let stray = errors(text.replacingOccurrences(of: "Привет, { $name }", with: "При}вет, { $name }"))
        #expect(stray.count == 1 && stray[0].hasPrefix("ru.po:\(helloLine):12: error:"), "\(stray)")
        let badEscape = errors(text.replacingOccurrences(of: "Привет, ", with: "Привет\\q, "))
        #expect(badEscape.count == 1 && badEscape[0].hasPrefix("ru.po:\(helloLine):15: error:"), "\(badEscape)")
        let noLanguage = errors(text.replacingOccurrences(of: "\"Language: ru\\n\"\n", with: ""))
        #expect(noLanguage.count == 1 && noLanguage[0].contains("no Language"), "\(noLanguage)")
    }

    /// A translation file is read whole, so PO and XLIFF share a size bound; a larger file
    /// is one error at its start, and nothing is written.
    @Test func filesOverTheBoundAreRefusedUnread() throws {
        let input = Self.input(source: "hello = Hello\n", translation: "hello = Привет\n")
        let oversized = [UInt8](repeating: UInt8(ascii: "#"), count: (64 << 20) + 1)
        for result in [
            FluentCatalogs.importPO(input, po: oversized, path: "ru.po"),
            FluentCatalogs.importXLIFF(input, xliff: oversized, path: "ru.xlf"),
        ] {
            #expect(result.files.isEmpty && result.accepted.isEmpty)
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
            #expect(
                errors.count == 1 && errors[0].contains(":1:1: error:") && errors[0].contains("64 MiB"), "\(errors)")
        }
    }
}
