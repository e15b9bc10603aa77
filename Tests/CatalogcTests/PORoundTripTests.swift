import Foundation
import TestSupport
import Testing

/// `catalogc export --format po` and `catalogc import` of a `.po` file: an unedited round
/// trip changes no byte, gettext's own `msgfmt --check-format` accepts every export, an
/// independent PO client (translate-toolkit's PO store, pinned in Tests/requirements.txt)
/// reads our export and writes msgstr values we read back, and stale translations travel
/// as `#, fuzzy`.
@Suite("PO round trip")
struct PORoundTripTests {
    typealias XLIFF = XLIFFRoundTripTests

    static let msgfmt = URL(fileURLWithPath: "/usr/bin/msgfmt")

    @Test(arguments: XLIFF.catalogSets)
    func exportThenImportWithoutEditsChangesNoByte(set: String) throws {
        let scratch = try XLIFF.copy(set)
        defer { scratch.remove() }
        let before = try XLIFF.snapshot(scratch.path("Locales"))
        for locale in try XLIFF.locales(scratch.path) {
            // By extension, and by --format with another name.
            let po = scratch.path("\(locale).po")
            let export = try Catalogc.run("export", scratch.path("Locales"), "--locale", locale, "--output", po)
            #expect(export.status == 0, "\(export)")
            let imported = try Catalogc.run("import", po, "--catalogs", scratch.path("Locales"))
            #expect(imported.status == 0, "\(imported)")
            #expect(imported.stdout.contains("0 files written, 0 translations accepted"), "\(imported)")
            let named = scratch.path("\(locale).txt")
            let export2 = try Catalogc.run(
                "export", scratch.path("Locales"), "--locale", locale, "--format", "po", "--output", named)
            #expect(export2.status == 0, "\(export2)")
            #expect(try scratch.read("\(locale).txt") == scratch.read("\(locale).po"))
            let imported2 = try Catalogc.run("import", named, "--format", "po", "--catalogs", scratch.path("Locales"))
            #expect(imported2.stdout.contains("0 files written, 0 translations accepted"), "\(imported2)")
        }
        #expect(try XLIFF.snapshot(scratch.path("Locales")) == before)
    }

    /// gettext's `msgfmt -c` accepts every export without a warning: each catalog set of
    /// the tests and the package's own messages (all 14 locales), every translated
    /// locale and a new one.
    @Test func msgfmtAcceptsEveryExport() throws {
        let folders =
            XLIFF.catalogSets.map { "Tests/CatalogCompilerTests/Catalogs/\($0)/Locales" } + [
                "Locales", "Examples/Registration/Sources/Registration/Locales",
            ]
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        for folder in folders {
            let path = XLIFF.repository.appendingPathComponent(folder).path
            let locales = try FileManager.default.contentsOfDirectory(atPath: path).filter {
                !$0.contains(".") && $0 != "en"
            }
            for locale in locales + ["de"] {
                let po = scratch.path("export.po")
                let export = try Catalogc.run("export", path, "--locale", locale, "--output", po)
                #expect(export.status == 0, "\(folder) \(locale): \(export)")
                // -c: the header's fields (Plural-Forms included) too; a warning fails.
                let check = try Catalogc.run(["-c", "--check-format", "-o", "/dev/null", po], executable: Self.msgfmt)
                #expect(check.status == 0, "msgfmt refused \(folder) \(locale): \(check.stderr)")
                #expect(check.stderr.isEmpty, "msgfmt -c warned on \(folder) \(locale): \(check.stderr)")
            }
        }
    }

    /// translate-toolkit's PO store reads our export, fills every empty msgstr and writes
    /// the file; our import reads it back into a new locale that checks, and a second
    /// trip through the client changes nothing.
    @Test func translateToolkitFillsMsgstrThatImportReads() throws {
        let scratch = try XLIFF.copy("Basic")
        defer { scratch.remove() }
        let exported = scratch.path("de.po")
        let filled = scratch.path("de-filled.po")
        let export = try Catalogc.run("export", scratch.path("Locales"), "--locale", "de", "--output", exported)
        #expect(export.status == 0, "\(export)")
        let script = XLIFF.repository.appendingPathComponent("Tests/PO/fill_msgstr.py").path
        let python = try Catalogc.run(
            ["python3", script, exported, filled], executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(
            python.status == 0, "translate-toolkit failed (run Scripts/test, which installs it): \(python.stderr)")
        // The client saw every entry we wrote, with its context and source.
        let entries = python.stdout.split(separator: "\n")
        let exportedText = String(decoding: try scratch.read("de.po"), as: UTF8.self)
        #expect(entries.count == exportedText.components(separatedBy: "\nmsgctxt ").count - 1)
        #expect(entries.contains("Messages/required\t-\t{ $field } is required."))
        #expect(entries.contains("Messages/too-short:one\t-\t{ $min } character"))
        #expect(
            try Catalogc.run(["--check-format", "-o", "/dev/null", filled], executable: Self.msgfmt).status == 0)

        try XLIFF.expectFilledGermanImported(filled, into: scratch)
        try XLIFF.expectClientRoundTripChangesNothing(scratch, exported: exported, filled: filled, script: script)
    }

    /// An edited msgstr is written; an emptied one keeps its translation.
    @Test func editedMsgstrIsWrittenAndEmptiedOnesStay() throws {
        let scratch = try XLIFF.copy("Basic")
        defer { scratch.remove() }
        let po = scratch.path("ru.po")
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "ru", "--output", po).status == 0)
        var lines = String(decoding: try scratch.read("ru.po"), as: UTF8.self).components(separatedBy: "\n")
        lines = lines.map { line in
            if line == "msgstr \"Поле «{ $field }» обязательно.\"" {
                return "msgstr \"Поле «{ $field }» — обязательное поле.\""
            }
            return line.hasPrefix("msgstr \"") && !line.hasPrefix("msgstr \"\"") ? "msgstr \"\"" : line
        }
        try scratch.write("ru.po", bytes: Array(lines.joined(separator: "\n").utf8))
        let before = String(decoding: try scratch.read("Locales/ru/Messages.ftl"), as: UTF8.self)
        let imported = try Catalogc.run("import", po, "--catalogs", scratch.path("Locales"))
        #expect(imported.status == 0, "\(imported)")
        // `required` and `labeled-required` share the edited text.
        #expect(imported.stdout.contains("1 file written, 2 translations accepted"), "\(imported)")
        let after = String(decoding: try scratch.read("Locales/ru/Messages.ftl"), as: UTF8.self)
        #expect(
            before.replacingOccurrences(of: "» обязательно.", with: "» — обязательное поле.") == after,
            "only the edited message changes")
    }

    /// After the source changes, the accepted translation is exported `#, fuzzy` with the
    /// old source in a comment; importing it as it is accepts nothing, and removing the
    /// flag (the translator's review) accepts it again.
    @Test func staleTranslationsAreFuzzyAndAcceptedWhenTheFlagIsRemoved() throws {
        let scratch = try XLIFF.copy("Basic")
        defer { scratch.remove() }
        try XLIFF.acceptRussianThenEditRequiredSource(in: scratch)
        let po = scratch.path("ru.po")
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "ru", "--output", po).status == 0)
        let exported = String(decoding: try scratch.read("ru.po"), as: UTF8.self)
        let entry = exported.components(separatedBy: "\n\n").first { $0.contains("msgctxt \"Messages/required\"") }
        #expect(entry?.contains("#, fuzzy\nmsgctxt") == true, "\(entry ?? exported)")
        #expect(
            entry?.contains("#. The source changed since this was translated; it was: { $field } is required.") == true)
        #expect(entry?.contains("msgid \"{ $field } is needed.\"") == true)
        #expect(exported.components(separatedBy: "#, fuzzy").count == 2, "only the changed message is fuzzy")

        let before = try XLIFF.snapshot(scratch.path("Locales"))
        let unreviewed = try Catalogc.run("import", po, "--catalogs", scratch.path("Locales"))
        #expect(unreviewed.stdout.contains("0 files written, 0 translations accepted"), "\(unreviewed)")
        #expect(try XLIFF.snapshot(scratch.path("Locales")) == before, "a fuzzy entry is not marked current")

        try scratch.write("ru.po", bytes: Array(exported.replacingOccurrences(of: "#, fuzzy\n", with: "").utf8))
        let reviewed = try Catalogc.run("import", po, "--catalogs", scratch.path("Locales"))
        #expect(reviewed.stdout.contains("0 files written, 1 translation accepted"), "\(reviewed)")
        let check = try Catalogc.run("check", scratch.path("Locales"))
        #expect(!check.stderr.contains("stale-translation"), "\(check)")
    }

    @Test func unknownContextsAreRefusedAtTheirLine() throws {
        let scratch = try XLIFF.copy("Basic")
        defer { scratch.remove() }
        let po = scratch.path("ru.po")
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "ru", "--output", po).status == 0)
        let exported = String(decoding: try scratch.read("ru.po"), as: UTF8.self)
        let broken = exported.replacingOccurrences(
            of: "msgctxt \"Messages/required\"", with: "msgctxt \"Messages/requird\"")
        try scratch.write("ru.po", bytes: Array(broken.utf8))
        let before = try XLIFF.snapshot(scratch.path("Locales"))
        let run = try Catalogc.run("import", po, "--catalogs", scratch.path("Locales"))
        let line = (broken.components(separatedBy: "\n").firstIndex { $0.contains("requird") } ?? -1) + 1
        #expect(run.status == 1)
        #expect(run.stderr.contains("ru.po:\(line):1: error: unknown msgctxt 'Messages/requird'"), "\(run)")
        #expect(try XLIFF.snapshot(scratch.path("Locales")) == before)
        let badFormat = try Catalogc.run("import", po, "--format", "mo", "--catalogs", scratch.path("Locales"))
        #expect(badFormat.status != 0 && badFormat.stderr.contains("--format must be one of xliff, po"), "\(badFormat)")
    }
}
