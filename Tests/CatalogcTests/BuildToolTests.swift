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

    @Test("catalogc's other verbs are not there: exit 64", arguments: ["check", "fmt", "export", "import", "preview"])
    func otherVerbs(verb: String) throws {
        let run = try Catalogc.run([verb, "--help"], executable: Self.executable)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("unknown command '\(verb)'"))
    }
}
