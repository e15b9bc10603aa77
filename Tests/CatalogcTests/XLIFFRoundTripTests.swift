import Foundation
import TestSupport
import Testing

/// `catalogc export` and `catalogc import`: an unedited round trip changes no byte, an
/// independent XLIFF 2.0 client (translate-toolkit, pinned in Tests/requirements.txt)
/// reads our export and writes targets we read back, and broken files are refused at
/// their line and column.
@Suite("XLIFF round trip")
struct XLIFFRoundTripTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalogSets = ["Basic", "Shop", "Differential"]

    /// A copy of a test catalog set's `Locales` folder in a fresh directory.
    /// Records every ru translation as current, then changes the English text of
    /// `required`, so that its translation is stale (shared with the PO tests).
    static func acceptRussianThenEditRequiredSource(in scratch: TemporaryDirectory) throws {
        #expect(try Catalogc.run("accept", "ru", "--catalogs", scratch.path("Locales"), "--quiet").status == 0)
        let sourcePath = "Locales/en/Messages.ftl"
        let source = String(decoding: try scratch.read(sourcePath), as: UTF8.self)
        try scratch.write(
            sourcePath,
            bytes: Array(
                source.replacingOccurrences(
                    of: "\nrequired = { $field } is required.", with: "\nrequired = { $field } is needed."
                ).utf8))
    }

    static func copy(_ set: String) throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        let from = repository.appendingPathComponent("Tests/CatalogCompilerTests/Catalogs/\(set)/Locales")
        try FileManager.default.copyItem(atPath: from.path, toPath: scratch.path("Locales"))
        return scratch
    }

    /// Every file under `folder` with its bytes.
    static func snapshot(_ folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }
        return files
    }

    static func locales(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/Locales").filter {
            !$0.hasSuffix(".json") && $0 != "en"
        }.sorted()
    }

    @Test(arguments: catalogSets)
    func exportThenImportWithoutEditsChangesNoByte(set: String) throws {
        let scratch = try Self.copy(set)
        defer { scratch.remove() }
        let before = try Self.snapshot(scratch.path("Locales"))
        for locale in try Self.locales(scratch.path) {
            let xlf = scratch.path("\(locale).xlf")
            let export = try Catalogc.run("export", scratch.path("Locales"), "--locale", locale, "--output", xlf)
            #expect(export.status == 0, "\(export)")
            let imported = try Catalogc.run("import", xlf, "--catalogs", scratch.path("Locales"))
            #expect(imported.status == 0, "\(imported)")
            #expect(imported.stdout.contains("0 files written, 0 translations accepted"), "\(imported)")
        }
        #expect(try Self.snapshot(scratch.path("Locales")) == before)
    }

    /// translate-toolkit's XLIFF 2.0 store reads our export, fills every unit without a
    /// target and writes the file; our import reads it back into a new locale that checks.
    @Test func translateToolkitFillsTargetsThatImportReads() throws {
        let scratch = try Self.copy("Basic")
        defer { scratch.remove() }
        let exported = scratch.path("de.xlf")
        let filled = scratch.path("de-filled.xlf")
        let export = try Catalogc.run("export", scratch.path("Locales"), "--locale", "de", "--output", exported)
        #expect(export.status == 0, "\(export)")
        let script = Self.repository.appendingPathComponent("Tests/XLIFF/fill_targets.py").path
        let python = try Catalogc.run(
            ["python3", script, exported, filled], executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(
            python.status == 0, "translate-toolkit failed (run Scripts/test, which installs it): \(python.stderr)")
        // The client saw every unit we wrote, with its state.
        let units = python.stdout.split(separator: "\n")
        let exportedText = String(decoding: try scratch.read("de.xlf"), as: UTF8.self)
        #expect(units.count == exportedText.components(separatedBy: "<unit id=").count - 1)
        #expect(units.contains { $0.hasPrefix("required\tinitial\t") })
        #expect(units.contains { $0.hasPrefix("too-short:one\tinitial\t") })

        let check = try Self.expectFilledGermanImported(filled, into: scratch)
        #expect(!check.stderr.contains("Locales/de/") || !check.stderr.contains("error"), "\(check)")
        // And the imported locale round-trips through the client unchanged.
        try Self.expectClientRoundTripChangesNothing(scratch, exported: exported, filled: filled, script: script)
    }

    /// Imports `filled`, the Basic catalogs' German filled by a client: the translations
    /// are written, recorded as current, and check. Shared by the XLIFF and PO client
    /// tests; returns the `check` run.
    @discardableResult
    static func expectFilledGermanImported(_ filled: String, into scratch: TemporaryDirectory) throws -> Catalogc.Run {
        // de is a new locale: the project has no folder for it yet.
        let imported = try Catalogc.run("import", filled, "--new-locale", "--catalogs", scratch.path("Locales"))
        #expect(imported.status == 0, "\(imported)")
        let german = String(decoding: try scratch.read("Locales/de/Messages.ftl"), as: UTF8.self)
        #expect(german.contains("required = «{ $field } IS REQUIRED.»"), "\(german)")
        #expect(german.contains("[one] «{ $min } CHARACTER»"))
        #expect(german.contains("born = «BORN ON { DATETIME($date, dateStyle: \"long\") }.»"))
        // The record now vouches for the imported translations.
        let lock = String(decoding: try scratch.read("Locales/catalogc.lock"), as: UTF8.self)
        #expect(lock.contains("de\tMessages\trequired\t"))
        let check = try Catalogc.run("check", scratch.path("Locales"))
        #expect(!check.stderrLines.contains { $0.contains("/de/") && $0.contains(": error:") }, "\(check)")
        return check
    }

    /// Exporting German again, filling it with the same client `script` and importing
    /// the result changes no byte of the catalogs.
    static func expectClientRoundTripChangesNothing(
        _ scratch: TemporaryDirectory, exported: String, filled: String, script: String
    ) throws {
        let before = try Self.snapshot(scratch.path("Locales"))
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "de", "--output", exported).status == 0)
        let again = try Catalogc.run(
            ["python3", script, exported, filled], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(again.status == 0)
        #expect(try Catalogc.run("import", filled, "--catalogs", scratch.path("Locales")).status == 0)
        #expect(try Self.snapshot(scratch.path("Locales")) == before)
    }

    @Test func editedTargetIsWrittenAndOtherTranslationsStay() throws {
        let scratch = try Self.copy("Basic")
        defer { scratch.remove() }
        let xlf = scratch.path("ru.xlf")
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "ru", "--output", xlf).status == 0)
        var text = String(decoding: try scratch.read("ru.xlf"), as: UTF8.self)
        text = text.replacingOccurrences(of: "» обязательно.</target>", with: "» — обязательное поле.</target>")
        // Units without a target keep the translation: drop every other target.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.contains("<target>") || $0.contains("обязательное поле")
        }
        try scratch.write("ru.xlf", bytes: Array(lines.joined(separator: "\n").utf8))
        let before = String(decoding: try scratch.read("Locales/ru/Messages.ftl"), as: UTF8.self)
        let imported = try Catalogc.run("import", xlf, "--catalogs", scratch.path("Locales"))
        #expect(imported.status == 0, "\(imported)")
        let after = String(decoding: try scratch.read("Locales/ru/Messages.ftl"), as: UTF8.self)
        #expect(after.contains("required = Поле «{ $field }» — обязательное поле."))
        #expect(
            before.replacingOccurrences(of: "» обязательно.", with: "» — обязательное поле.") == after,
            "only the edited message changes")
    }

    /// After the source changes, the export marks the accepted translation stale (XLIFF
    /// `initial` with `subState="catalogc:stale"`, the old source in a note); raising its
    /// state to `final` on import accepts it again.
    @Test func staleTranslationsAreExportedAsSuchAndAcceptedOnReview() throws {
        let scratch = try Self.copy("Basic")
        defer { scratch.remove() }
        try Self.acceptRussianThenEditRequiredSource(in: scratch)
        let xlf = scratch.path("ru.xlf")
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "ru", "--output", xlf).status == 0)
        let exported = String(decoding: try scratch.read("ru.xlf"), as: UTF8.self)
        let unit = exported.components(separatedBy: "<unit id=\"required\">")[1].components(separatedBy: "</unit>")[0]
        #expect(unit.contains("<segment state=\"initial\" subState=\"catalogc:stale\">"), "\(unit)")
        #expect(unit.contains("it was: { $field } is required."), "\(unit)")
        #expect(exported.contains("<unit id=\"too-short\">") && exported.contains("<segment state=\"final\">"))

        let before = try Self.snapshot(scratch.path("Locales"))
        #expect(try Catalogc.run("import", xlf, "--catalogs", scratch.path("Locales")).status == 0)
        #expect(try Self.snapshot(scratch.path("Locales")) == before, "unreviewed: nothing changes")

        let reviewed = exported.replacingOccurrences(
            of: "<segment state=\"initial\" subState=\"catalogc:stale\">", with: "<segment state=\"final\">")
        try scratch.write("ru.xlf", bytes: Array(reviewed.utf8))
        let imported = try Catalogc.run("import", xlf, "--catalogs", scratch.path("Locales"))
        #expect(imported.stdout.contains("0 files written, 1 translation accepted"), "\(imported)")
        let check = try Catalogc.run("check", scratch.path("Locales"))
        #expect(!check.stderr.contains("stale-translation"), "\(check)")
    }

    /// As the translators' guide shows them: run beside `Locales/`, no folder given.
    @Test func commandsDefaultToTheLocalesFolder() throws {
        let scratch = try Self.copy("Basic")
        defer { scratch.remove() }
        let export = try Catalogc.run(["export", "--locale", "ru", "--output", "ru.xlf"], in: scratch.path)
        #expect(export.status == 0, "\(export)")
        let imported = try Catalogc.run(["import", "ru.xlf"], in: scratch.path)
        #expect(imported.status == 0 && imported.stdout.contains("0 files written"), "\(imported)")
        let preview = try Catalogc.run(["preview", "--output", "preview"], in: scratch.path)
        #expect(preview.status == 0, "\(preview)")
        #expect(FileManager.default.fileExists(atPath: scratch.path("preview/index.html")))
    }

    /// Unit ids are unique per catalog (XLIFF `<file>`): two catalogs may share a message id.
    @Test func catalogsMayShareMessageIDs() throws {
        let scratch = try TemporaryDirectory([
            "Locales/en/A.ftl": "hello = Hello from A\n",
            "Locales/en/B.ftl": "hello = Hello from B\n",
        ])
        defer { scratch.remove() }
        let xlf = scratch.path("de.xlf")
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "de", "--output", xlf).status == 0)
        let exported = String(decoding: try scratch.read("de.xlf"), as: UTF8.self)
        let filled = exported.replacingOccurrences(
            of: "<source>Hello from A</source>", with: "<source>Hello from A</source><target>Hallo aus A</target>"
        ).replacingOccurrences(
            of: "<source>Hello from B</source>", with: "<source>Hello from B</source><target>Hallo aus B</target>")
        try scratch.write("de.xlf", bytes: Array(filled.utf8))
        let imported = try Catalogc.run("import", xlf, "--new-locale", "--catalogs", scratch.path("Locales"))
        #expect(imported.status == 0, "\(imported)")
        #expect(try scratch.read("Locales/de/A.ftl") == Array("hello = Hallo aus A\n".utf8))
        #expect(try scratch.read("Locales/de/B.ftl") == Array("hello = Hallo aus B\n".utf8))
    }

    @Test func brokenFilesAreRefusedAtTheirLineAndColumn() throws {
        let scratch = try Self.copy("Basic")
        defer { scratch.remove() }
        let xlf = scratch.path("ru.xlf")
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "ru", "--output", xlf).status == 0)
        let exported = String(decoding: try scratch.read("ru.xlf"), as: UTF8.self)
        let before = try Self.snapshot(scratch.path("Locales"))
        func importing(_ text: String) throws -> Catalogc.Run {
            try scratch.write("broken.xlf", bytes: Array(text.utf8))
            return try Catalogc.run("import", scratch.path("broken.xlf"), "--catalogs", scratch.path("Locales"))
        }
        func line(of needle: String, in text: String) -> Int {
            (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1
        }
        let unknownUnit = exported.replacingOccurrences(of: "<unit id=\"required\">", with: "<unit id=\"requird\">")
        let run1 = try importing(unknownUnit)
        #expect(run1.status == 1)
        #expect(
            run1.stderr.contains("broken.xlf:\(line(of: "requird", in: unknownUnit)):")
                && run1.stderr.contains("unknown unit 'requird'"), "\(run1)")

        let editedPlaceholder = exported.replacingOccurrences(
            of: "<target>Поле «<ph id=\"1\" equiv=\"{ $field }\"",
            with: "<target>Поле «<ph id=\"1\" equiv=\"{ $feld }\"")
        let run2 = try importing(editedPlaceholder)
        #expect(run2.status == 1)
        #expect(run2.stderr.contains("broken.xlf:\(line(of: "$feld", in: editedPlaceholder)):"), "\(run2)")
        #expect(run2.stderr.contains("placeholder '1' stands for { $field }, not { $feld }"), "\(run2)")

        let unknownPlaceholder = exported.replacingOccurrences(
            of: "<target>Поле «<ph id=\"1\"", with: "<target>Поле «<ph id=\"7\"")
        let run3 = try importing(unknownPlaceholder)
        #expect(run3.status == 1)
        #expect(run3.stderr.contains("placeholder '7' is not one of unit 'required'"), "\(run3)")

        let droppedSelection = exported.replacingOccurrences(
            of: "<target>Минимум <ph id=\"s1\" equiv=\"{ $min -&gt; … }\" disp=\"{ $min -&gt; … }\"/>.</target>",
            with: "<target>Минимум.</target>")
        #expect(droppedSelection != exported)
        let run6 = try importing(droppedSelection)
        #expect(run6.status == 1)
        #expect(run6.stderr.contains("leaves out placeholder 's1'"), "\(run6)")

        let entities = "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"aaaaaaaaaa\">]>\n<xliff/>"
        let run4 = try importing(entities)
        #expect(run4.status == 1)
        #expect(run4.stderr.contains("broken.xlf:2:1:") && run4.stderr.contains("document type declaration"), "\(run4)")

        let deep = String(repeating: "<a>", count: 10_000)
        let run5 = try importing(deep)
        #expect(run5.status == 1)
        #expect(run5.stderr.contains("broken.xlf:"), "\(run5)")
        #expect(try Self.snapshot(scratch.path("Locales")) == before, "nothing is written on error")
    }

    /// A target line that looks like an attribute (`.gender = masculine`) set the label's
    /// gender and lost the line, exit 0. Now it is written as `{ "." }gender`: the import
    /// writes files that parse back to the imported text and pass `check` and
    /// `fmt --check`; the label's gender is untouched.
    @Test func targetLinesFluentWouldMisreadAreEscaped() throws {
        let scratch = try TemporaryDirectory([
            "Locales/en/Mail.ftl": "email-label = E-mail\n    .gender = masculine\n",
            "Locales/ru/Mail.ftl": "email-label = Почта\n    .gender = feminine\n",
        ])
        defer { scratch.remove() }
        let xlf = scratch.path("ru.xlf")
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "ru", "--output", xlf).status == 0)
        let exported = String(decoding: try scratch.read("ru.xlf"), as: UTF8.self)
        let edited = exported.replacingOccurrences(
            of: "<target>Почта</target>", with: "<target>Эл. почта\n.gender = masculine\n*[x] {y}  </target>")
        #expect(edited != exported)
        try scratch.write("ru.xlf", bytes: Array(edited.utf8))
        let imported = try Catalogc.run("import", xlf, "--catalogs", scratch.path("Locales"))
        #expect(imported.status == 0, "\(imported)")
        let written = String(decoding: try scratch.read("Locales/ru/Mail.ftl"), as: UTF8.self)
        #expect(
            written
                == "email-label =\n    Эл. почта\n    { \".\" }gender = masculine\n    { \"*\" }[x] { \"{\" }y{ \"}  \" }\n    .gender = feminine\n",
            "\(written)")
        #expect(try Catalogc.run("check", scratch.path("Locales")).status == 0)
        #expect(try Catalogc.run("fmt", "--check", scratch.path("Locales")).status == 0)
        // Exported again and imported unchanged, nothing changes.
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "ru", "--output", xlf).status == 0)
        let again = try Catalogc.run("import", xlf, "--catalogs", scratch.path("Locales"))
        #expect(again.stdout.contains("0 files written"), "\(again)")
    }
}
