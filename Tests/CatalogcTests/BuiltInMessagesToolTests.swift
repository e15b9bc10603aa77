import Foundation
import TestSupport
import Testing

/// `generate --built-in-messages`, as the build plugin runs it for an app that uses
/// LocalizedValidation: the app's `<locale>/ValidationMessage.ftl` files checked against
/// the library's source (this repository's `Locales/`) and compiled into one file, and a
/// warning for each app locale without built-in messages.
@Suite("Built-in messages in an app's build")
struct BuiltInMessagesToolTests {
    static let library = TestData.packageRoot.appendingPathComponent("Locales").path

    static let appText: [String: String] = [
        "Locales/en/AppText.ftl": "field-email = E-mail\n",
        "Locales/de/AppText.ftl": "field-email = E-Mail\n",
    ]

    /// Runs the build tool with the plugin's arguments over `files`.
    static func generate(_ files: [String: String]) throws -> (run: Catalogc.Run, root: TemporaryDirectory) {
        let root = try TemporaryDirectory(files)
        let run = try Catalogc.run(
            [
                "generate", root.path("Locales"), "--output", root.path("Out"), "--quiet", "--built-in-messages",
                library,
            ], executable: BuildToolTests.executable)
        return (run, root)
    }

    @Test("An app locale the library lacks, without the app's texts: a warning naming the locale and the file to add")
    func localeWithoutBuiltInMessages() throws {
        var files = Self.appText
        files["Locales/nl/AppText.ftl"] = "field-email = E-mailadres\n"
        let (run, root) = try Self.generate(files)
        defer { root.remove() }
        #expect(run.status == 0, "\(run)")
        let warnings = run.stderrLines.filter { $0.contains("[missing-built-in-messages]") }
        #expect(warnings.count == 1, "\(run)")
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix(root.path("Locales/nl/AppText.ftl") + ":1:1: warning: "), "\(warning)")
        #expect(warning.contains("LocalizedValidation has no built-in messages in nl"), "\(warning)")
        #expect(
            warning.contains("add \(root.path("Locales"))/nl/ValidationMessage.ftl with every message of "),
            "\(warning)")
        // de and en are the library's: no warning, and no file of the app's texts.
        #expect(!run.stderr.contains("messages in de"), "\(run)")
        #expect(try root.contents(of: "Out").sorted() == ["AppText.swift", "CatalogLocale.swift"])
    }

    @Test("Without --built-in-messages the same catalogs warn about nothing of the kind")
    func withoutTheLibrary() throws {
        var files = Self.appText
        files["Locales/nl/AppText.ftl"] = "field-email = E-mailadres\n"
        let root = try TemporaryDirectory(files)
        defer { root.remove() }
        let run = try Catalogc.run(
            ["generate", root.path("Locales"), "--output", root.path("Out"), "--quiet"],
            executable: BuildToolTests.executable)
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("missing-built-in-messages"), "\(run)")
    }

    @Test("The app's own wording for some messages of a locale the library has: compiled, the rest left to the library")
    func partialTextsInALibraryLocale() throws {
        var files = Self.appText
        files["Locales/de/ValidationMessage.ftl"] = """
            submit-failed = Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.

            too-short =
                Im Feld „{ $field }“ fehlen noch Zeichen: mindestens { $min ->
                    [one] { $min } Zeichen
                   *[other] { $min } Zeichen
                }.

            """
        let (run, root) = try Self.generate(files)
        defer { root.remove() }
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let generated = String(decoding: try root.read("Out/CatalogLocale+ValidationMessage.swift"), as: UTF8.self)
        #expect(generated.contains("extension CatalogLocale: BuiltInMessageOverrides {"))
        #expect(generated.contains("case .de: return message._deValue(isolation)"))
        #expect(generated.contains("public var hasEveryBuiltInMessage: Bool { false }"))
        #expect(generated.contains("Das hat nicht geklappt."))
        #expect(generated.contains("let _runtime = CatalogLocale.de.runtime"))
        // The messages the file leaves out are the library's.
        #expect(generated.contains("default:\n                return nil"))
        #expect(!generated.contains("case .required"))
    }

    @Test("A locale the library lacks must give every message: each missing one is an error in the app's file")
    func incompleteNewLocale() throws {
        var files = Self.appText
        files["Locales/nl/AppText.ftl"] = "field-email = E-mailadres\n"
        files["Locales/nl/ValidationMessage.ftl"] = "required = Vul het veld “{ $field }” in.\n"
        let (run, root) = try Self.generate(files)
        defer { root.remove() }
        #expect(run.status == 1, "\(run)")
        let missing = run.stderrLines.filter { $0.contains("error:") && $0.contains("[missing-message]") }
        #expect(missing.count == 71, "\(run)")
        #expect(
            missing.contains {
                $0.hasPrefix(
                    root.path("Locales/nl/ValidationMessage.ftl") + ":1:1: error: nl has no translation of 'too-short'")
                    && $0.contains(
                        "LocalizedValidation has no nl texts, so the app's file must give every built-in message")
            }, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: root.path("Out/CatalogLocale+ValidationMessage.swift")))
    }

    @Test("Ids, variables and plural categories are checked against the library's source, at the line and column")
    func checkedAgainstTheSource() throws {
        var files = Self.appText
        files["Locales/de/ValidationMessage.ftl"] = """
            requierd = Bitte füllen Sie das Feld „{ $field }“ aus.

            too-long = Das Feld „{ $feld }“ ist zu lang.

            error-count =
                { $count ->
                    [one] { $count } Fehler
                    [few] { $count } Fehler
                   *[other] { $count } Fehler
                }

            """
        let (run, root) = try Self.generate(files)
        defer { root.remove() }
        #expect(run.status == 1, "\(run)")
        let file = root.path("Locales/de/ValidationMessage.ftl")
        let source = Self.library + "/en/ValidationMessage.ftl"
        #expect(
            run.stderrLines.contains {
                $0.hasPrefix("\(file):1:1: error: 'requierd' is not in the source locale")
                    && $0.contains("check the id against the built-in messages in \(source)")
            }, "\(run)")
        #expect(
            run.stderrLines.contains { $0.hasPrefix("\(file):3:") && $0.contains("[undeclared-variable]") }, "\(run)")
        #expect(
            run.stderrLines.contains { $0.hasPrefix("\(file):8:") && $0.contains("[invalid-variant-key]") }, "\(run)")
        // Notes point at the library's definition.
        #expect(run.stderr.contains(source + ":"), "\(run)")
    }

    @Test("The app's source language is reworded like any other: an English app gives its own English texts")
    func sourceLocaleFile() throws {
        var files = Self.appText
        files["Locales/en/ValidationMessage.ftl"] = "required = Please fill in “{ $field }”.\n"
        let (run, root) = try Self.generate(files)
        defer { root.remove() }
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let generated = String(decoding: try root.read("Out/CatalogLocale+ValidationMessage.swift"), as: UTF8.self)
        #expect(generated.contains("case .en: return message._enValue(isolation)"), "\(generated)")
        #expect(generated.contains("Please fill in"))
        // The library's English serves the rest, and the private tag its source is
        // compiled under never reaches the generated code.
        #expect(generated.contains("public var hasEveryBuiltInMessage: Bool { false }"))
        #expect(!generated.contains("x-library") && !generated.contains("xLibrary"), "\(generated)")
    }

    @Test("The app's English texts are checked against the library's source like a translation")
    func sourceLocaleFileChecked() throws {
        var files = Self.appText
        files["Locales/en/ValidationMessage.ftl"] =
            "requierd = Please fill in “{ $field }”.\n\ntoo-long = { $feld } is too long.\n"
        let (run, root) = try Self.generate(files)
        defer { root.remove() }
        #expect(run.status == 1, "\(run)")
        let file = root.path("Locales/en/ValidationMessage.ftl")
        #expect(
            run.stderrLines.contains { $0.hasPrefix("\(file):1:1: error: 'requierd' is not in the source locale") },
            "\(run)")
        #expect(
            run.stderrLines.contains { $0.hasPrefix("\(file):3:") && $0.contains("[undeclared-variable]") }, "\(run)")
        #expect(!run.stderr.contains("x-library"), "\(run)")
    }

    @Test("check takes --built-in-messages as generate does: the app's texts are checked, not an extra catalog")
    func checkWithTheLibrary() throws {
        var files = Self.appText
        files["Locales/nl/AppText.ftl"] = "field-email = E-mailadres\n"
        files["Locales/de/ValidationMessage.ftl"] = "too-long = Das Feld „{ $feld }“ ist zu lang.\n"
        let root = try TemporaryDirectory(files)
        defer { root.remove() }
        let with = try Catalogc.run(["check", root.path("Locales"), "--built-in-messages", Self.library])
        #expect(with.status == 1, "\(with)")
        #expect(
            with.stderrLines.contains {
                $0.hasPrefix(root.path("Locales/de/ValidationMessage.ftl") + ":1:")
                    && $0.contains("[undeclared-variable]")
            }, "\(with)")
        #expect(with.stderr.contains("[missing-built-in-messages]"), "\(with)")
        #expect(!with.stderr.contains("[extra-catalog]"), "\(with)")
        // Without it, catalogc cannot know the file's source, and says what to pass.
        let without = try Catalogc.run(["check", root.path("Locales")])
        #expect(
            without.stderr.contains("[extra-catalog]") && without.stderr.contains("--built-in-messages"), "\(without)")
    }
}
