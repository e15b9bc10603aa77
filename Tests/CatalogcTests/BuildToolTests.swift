import Foundation
import TestSupport
import Testing

/// `CatalogBuildTool`, what the build plugin runs: the same `generate` as catalogc (same
/// arguments, files, output and exit codes) and no other verb, so that an app's build
/// compiles none of the translation tools.
@Suite("CatalogBuildTool")
struct BuildToolTests {
    static let executable = Catalogc.executable.deletingLastPathComponent().appendingPathComponent("CatalogBuildTool")

    @Test("generate writes the same bytes as catalogc generate, with the plugin's arguments")
    func generateMatchesCatalogc() throws {
        let root = try TemporaryDirectory(
            Dictionary(uniqueKeysWithValues: CatalogcTests.catalogs.map { ("Locales/" + $0.key, $0.value) }))
        defer { root.remove() }
        let arguments = { (output: String) in
            ["generate", root.path("Locales"), "--output", root.path(output), "--touch-unchanged", "--quiet"]
        }
        let tool = try Catalogc.run(arguments("FromTool"), executable: Self.executable)
        #expect(tool.status == 0, "\(tool)")
        #expect(tool.stdout.isEmpty)
        let cli = try Catalogc.run(arguments("FromCLI"))
        #expect(cli.status == 0, "\(cli)")
        let files = try root.contents(of: "FromTool")
        #expect(files == ["CatalogLocale.swift", "Messages.swift"])
        #expect(try root.contents(of: "FromCLI") == files)
        for file in files { #expect(try root.read("FromTool/" + file) == root.read("FromCLI/" + file)) }
    }

    @Test("An error in a catalog: exit 1 and the diagnostic, as catalogc")
    func inputError() throws {
        let root = try TemporaryDirectory(["Locales/en/Messages.ftl": "hello = { $name\n"])
        defer { root.remove() }
        let run = try Catalogc.run(
            ["generate", root.path("Locales"), "--output", root.path("Out")], executable: Self.executable)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("Messages.ftl:1:"), "\(run)")
    }

    /// The plugin passes `--without-formatting` for a target that depends on
    /// LocalizedValidationMessages alone: catalogs that need only it generate as before
    /// (numbers with every `NUMBER()` option, calendar days and instants included, baked);
    /// one whose date pattern shows a zone's name, which goes through ICU, is an error at
    /// its source file, naming the product to add, and nothing is written.
    @Test(
        "--without-formatting: ICU formatting is an error at its catalog",
        arguments: [
            ("# Variables:\n#   $when (DateTime) - an instant\nwhen = { $when }\n", false),
            (
                "# Variables:\n#   $when (DateTime) - an instant\nwhen = { DATETIME($when, dateStyle: \"long\") }\n",
                false
            ),
            (
                "# Variables:\n#   $when (DateTime) - an instant\n"
                    + "when = { DATETIME($when, hour: \"numeric\", minute: \"2-digit\", timeZone: \"UTC\") }\n",
                false
            ),
            (
                "# Variables:\n#   $when (DateTime) - an instant\nwhen = { DATETIME($when, timeZoneName: \"longGeneric\") }\n",
                true
            ),
            (
                "# Variables:\n#   $when (DateTime) - an instant\nwhen = { DATETIME($when, timeStyle: \"full\") }\n",
                false
            ),
            ("# Variables:\n#   $day (Date) - a day\nday = { $day }\n", false),
            (
                "day = { DATETIME($day, dateStyle: \"long\") } { DATETIME($day, month: \"long\", day: \"numeric\") }\n",
                false
            ),
            ("price = { NUMBER($amount, minimumFractionDigits: 2) }\n", false),
            (
                "share = { NUMBER($share, style: \"percent\") } or { NUMBER($km, style: \"unit\", unit: \"kilometer\") }\n",
                false
            ),
            ("total = { NUMBER($total, style: \"currency\", currency: \"EUR\", currencyDisplay: \"name\") }\n", false),
            ("# Variables:\n#   $share (Number) - a fraction\nshare = { $share }\n", false),
            ("files = { $count ->\n    [one] { $count } file\n   *[other] { $count } files\n}\n", false),
            ("hello = Hello, { $name }!\n", false),
        ])
    func withoutFormatting(catalog: String, formats: Bool) throws {
        let root = try TemporaryDirectory([
            "Locales/en/Prices.ftl": catalog, "Locales/en/Plain.ftl": "hi = Hi\n",
            "Locales/de/Plain.ftl": "hi = Hallo\n",
            "Locales/de/Prices.ftl": catalog,
        ])
        defer { root.remove() }
        let run = try Catalogc.run(
            ["generate", root.path("Locales"), "--output", root.path("Out"), "--without-formatting"],
            executable: Self.executable)
        if formats {
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains("Prices.ftl:1:1: error: the catalog 'Prices' formats"), "\(run)")
            #expect(run.stderr.contains("add the product LocalizedValidationFormatting"), "\(run)")
            #expect(run.stderr.contains("[missing-formatting-module]"), "\(run)")
            #expect(!run.stderr.contains("'Plain'"), "\(run)")
            #expect(!FileManager.default.fileExists(atPath: root.path("Out/Prices.swift")))
        } else {
            #expect(run.status == 0, "\(run)")
            for file in try root.contents(of: "Out") {
                let text = String(decoding: try root.read("Out/" + file), as: UTF8.self)
                #expect(!text.contains("LocalizedValidationFormatting"), "\(file)")
            }
        }
        // Without the option, every catalog generates; the one that formats imports the module.
        let with = try Catalogc.run(
            ["generate", root.path("Locales"), "--output", root.path("With")], executable: Self.executable)
        #expect(with.status == 0, "\(with)")
        let prices = String(decoding: try root.read("With/Prices.swift"), as: UTF8.self)
        #expect(prices.contains("import LocalizedValidationFormatting") == formats)
    }

    @Test("catalogc's other verbs are not there: exit 64", arguments: ["check", "fmt", "export", "import", "preview"])
    func otherVerbs(verb: String) throws {
        let run = try Catalogc.run([verb, "--help"], executable: Self.executable)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("unknown command '\(verb)'"))
    }
}
