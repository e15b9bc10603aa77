import Foundation
import TestSupport
import Testing

/// `catalogc` end to end: the built executable run as a process, its exit code, standard
/// output, standard error and the files it leaves behind.
@Suite("catalogc")
struct CatalogcTests {
    /// A catalogs folder where ru lacks one message (a warning, an error in release).
    static let catalogs = [
        "en/Messages.ftl":
            "hello = Hello, { $name }!\nfiles = { $count ->\n    [one] one file\n   *[other] { $count } files\n}\n",
        "ru/Messages.ftl": "hello = Привет, { $name }!\n",
    ]

    // MARK: Usage

    @Test(
        "--help for every command: exit 0, its usage and options",
        arguments: [
            ("generate", ["--output <dir>", "--access-level <level>", "--quiet", "--catalogs <dir>", "--profile"]),
            ("check", ["--format <format>", "--profile <profile>", "--config <file>", "--source-locale <tag>"]),
            ("fmt", ["--check"]),
            (
                "report",
                [
                    "--catalogs <dir>", "--profile <profile>", "--format <format>", "--locale <tags>",
                    "--fail-on <kinds>",
                ]
            ),
            ("accept", ["--catalogs <dir>", "--config <file>", "--quiet"]),
        ])
    func help(command: String, options: [String]) throws {
        for flag in ["--help", "-h"] {
            let run = try Catalogc.run(command, flag)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.contains("USAGE: catalogc \(command)"), "\(run)")
            for option in options { #expect(run.stdout.contains(option), "\(command) help lacks \(option)") }
            #expect(run.stderr.isEmpty)
        }
    }

    @Test("catalogc --help lists the commands and exits 0")
    func overview() throws {
        let run = try Catalogc.run("--help")
        #expect(run.status == 0)
        for command in ["generate", "check", "fmt", "report", "accept"] {
            #expect(run.stdout.contains("  \(command) "))
        }
    }

    @Test("No arguments: the usage on stderr, exit 64")
    func noArguments() throws {
        let run = try Catalogc.run()
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("USAGE: catalogc <command>"))
        #expect(run.stdout.isEmpty)
    }

    @Test("An unknown command: exit 64 with the usage on stderr")
    func unknownCommand() throws {
        let run = try Catalogc.run("frobnicate")
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown command 'frobnicate'"))
        #expect(run.stderr.contains("USAGE: catalogc <command>"))
        #expect(run.stdout.isEmpty)
    }

    @Test(
        "Usage errors exit 64 with the command's help on stderr",
        arguments: [
            (["check", "Locales", "--frobnicate"], "unknown option --frobnicate", "USAGE: catalogc check"),
            (["generate", "Locales"], "--output is required", "USAGE: catalogc generate"),
            (["generate", "Locales", "--output"], "--output needs a value", "USAGE: catalogc generate"),
            (["check", "Locales", "--format", "xml"], "--format must be one of text, json", "USAGE: catalogc check"),
            (["check", "Locales", "--profile", "fast"], "--profile must be debug or release", "USAGE: catalogc check"),
            (["report", "Locales", "Locales"], "give one catalogs folder", "USAGE: catalogc report"),
        ])
    func usageErrors(arguments: [String], error: String, usage: String) throws {
        let root = try TemporaryDirectory(Self.catalogs.mapKeys { "Locales/" + $0 })
        defer { root.remove() }
        let run = try Catalogc.run(arguments.map { $0 == "Locales" ? root.path("Locales") : $0 })
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains(error), "\(run)")
        #expect(run.stderr.contains(usage), "\(run)")
        #expect(run.stdout.isEmpty)
    }

    // MARK: check

    @Test("check on a broken catalog: exit 1, one `path:line:column: severity: message [id]` line each")
    func checkBroken() throws {
        let root = try TemporaryDirectory([
            "en/Messages.ftl": "hello = Hello\nhello = Again\nbad = { nope }\nbroken = {\n"
        ])
        defer { root.remove() }
        let run = try Catalogc.run("check", root.path)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty)
        let lines = run.stderrLines
        #expect(lines.last == "catalogc: 3 errors, 0 warnings", "\(run)")
        let file = root.path("en/Messages.ftl")
        // `path:line:column: severity: message [id]`, or a note under one.
        let diagnosticLine = #/^(.+):(\d+):(\d+): (error|warning): (.+) \[([a-z0-9]+(?:-[a-z0-9]+)*)\]$/#
        let noteLine = #/^(.+):(\d+):(\d+): note: (.+)$/#
        var found: [String] = []
        for line in lines.dropLast() {
            if let match = line.wholeMatch(of: diagnosticLine) {
                #expect(match.1 == file)
                found.append("\(match.2):\(match.3) \(match.4) [\(match.6)]")
            } else {
                #expect(line.wholeMatch(of: noteLine) != nil, "not a diagnostic or note line: \(line)")
            }
        }
        #expect(found == ["2:1 error [duplicate-id]", "3:9 error [unknown-reference]", "4:11 error [syntax-error]"])
        #expect(lines.contains("\(file):1:1: note: first definition is here"))
    }

    @Test("check --format json: valid JSON on stdout with counts and locations")
    func checkJSON() throws {
        let root = try TemporaryDirectory(["en/Messages.ftl": "default = Default\nbad = { nope }\n"])
        defer { root.remove() }
        let run = try Catalogc.run("check", root.path, "--format", "json")
        #expect(run.status == 1, "\(run)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let document = try #require(object as? [String: Any])
        #expect(document["errors"] as? Int == 1)
        #expect(document["warnings"] as? Int == 1)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let unknown = try #require(diagnostics.first { $0["id"] as? String == "unknown-reference" })
        #expect(unknown["severity"] as? String == "error")
        #expect(unknown["file"] as? String == root.path("en/Messages.ftl"))
        #expect(unknown["line"] as? Int == 2)
        #expect(unknown["column"] as? Int == 9)
        #expect(Set(diagnostics.compactMap { $0["id"] as? String }) == ["unknown-reference", "swift-keyword"])
    }

    @Test("check: a missing translation passes by default and fails with --profile release")
    func profiles() throws {
        let root = try TemporaryDirectory(Self.catalogs)
        defer { root.remove() }
        let debug = try Catalogc.run("check", root.path)
        #expect(debug.status == 0, "\(debug)")
        #expect(debug.stderr.contains("warning: ru has no translation of 'files'"))
        #expect(
            debug.stderr.hasSuffix(
                "[missing-message]\n\(root.path("en/Messages.ftl")):2:1: note: 'files' is defined here\ncatalogc: 0 errors, 1 warning\n"
            ))
        let release = try Catalogc.run("check", root.path, "--profile", "release")
        #expect(release.status == 1, "\(release)")
        #expect(release.stderr.contains("\(root.path("ru/Messages.ftl")):1:1: error: ru has no translation of 'files'"))
        #expect(release.stderr.contains("catalogc: 1 error, 0 warnings"))
        // The configuration file sets the profile too.
        try root.write("catalogc.json", bytes: Array(#"{ "profile": "release" }"#.utf8))
        #expect(try Catalogc.run("check", root.path).status == 1)
    }

    // MARK: generate

    @Test("generate writes the files; a second run leaves them untouched")
    func generateTwice() throws {
        let root = try TemporaryDirectory(Self.catalogs.mapKeys { "Locales/" + $0 })
        defer { root.remove() }
        let output = root.path("Generated")
        let first = try Catalogc.run("generate", root.path("Locales"), "--output", output)
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout == "catalogc: 2 written, 0 unchanged in \(output)\n")
        #expect(try root.contents(of: "Generated") == ["CatalogLocale.swift", "Messages.swift"])
        let messages = String(decoding: try root.read("Generated/Messages.swift"), as: UTF8.self)
        #expect(messages.contains("case hello(name: String)"))
        let dates = try modificationDates(output)

        let second = try Catalogc.run("generate", root.path("Locales"), "--output", output, "--quiet")
        #expect(second.status == 0, "\(second)")
        #expect(second.stdout.isEmpty)
        let third = try Catalogc.run("generate", root.path("Locales"), "--output", output)
        #expect(third.stdout == "catalogc: 0 written, 2 unchanged in \(output)\n")
        #expect(try modificationDates(output) == dates)

        // A file of the right length with one byte changed is replaced too (the length
        // alone decides nothing), as is a shortened one; a replaced file gets the mode a
        // new file gets (0o666 less the umask).
        var changed = try root.read("Generated/Messages.swift")
        changed[changed.count - 2] ^= 0x20
        try root.write("Generated/Messages.swift", bytes: changed)
        try root.write(
            "Generated/CatalogLocale.swift", bytes: Array(try root.read("Generated/CatalogLocale.swift").dropLast()))
        let fourth = try Catalogc.run("generate", root.path("Locales"), "--output", output)
        #expect(fourth.stdout == "catalogc: 2 written, 0 unchanged in \(output)\n", "\(fourth)")
        #expect(String(decoding: try root.read("Generated/Messages.swift"), as: UTF8.self) == messages)
        #expect(try root.contents(of: "Generated") == ["CatalogLocale.swift", "Messages.swift"])
        #expect(FileManager.default.createFile(atPath: root.path("reference"), contents: Data()))
        func mode(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        }
        #expect(try mode(root.path("Generated/Messages.swift")) == mode(root.path("reference")))
    }

    @Test(
        "generate with the outputs SwiftPM planned before catalogc.json changed: exit 1, how to re-plan, nothing written"
    )
    func stalePlanIsSaid() throws {
        var files = Self.catalogs.mapKeys { "Locales/" + $0 }
        files["Locales/catalogc.json"] = "{\"localeTypeName\": \"AppLocale\"}"
        let root = try TemporaryDirectory(files)
        defer { root.remove() }
        let stale = try Catalogc.run(
            "generate", root.path("Locales"), "--output", root.path("Generated"),
            "--declared-outputs", "CatalogLocale.swift,Messages.swift")
        #expect(stale.status == 1, "\(stale)")
        #expect(
            stale.stderr.contains(
                "the catalogs now give AppLocale.swift, Messages.swift, but SwiftPM planned this build for CatalogLocale.swift, Messages.swift"
            ), "\(stale)")
        #expect(stale.stderr.contains("Touch Package.swift"), "\(stale)")
        #expect(!FileManager.default.fileExists(atPath: root.path("Generated")))
        let current = try Catalogc.run(
            "generate", root.path("Locales"), "--output", root.path("Generated"),
            "--declared-outputs", "Messages.swift,AppLocale.swift")
        #expect(current.status == 0, "\(current)")
    }

    @Test("-- ends the options: it is not a path, and what follows it is")
    func doubleDashEndsOptions() throws {
        let root = try TemporaryDirectory(Self.catalogs.mapKeys { "Locales/" + $0 })
        defer { root.remove() }
        let run = try Catalogc.run("check", "--", root.path("Locales"))
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("'--'"), "\(run)")
    }

    @Test(
        "generate writes exactly the files the build plugin declares, however the source locale is spelled",
        arguments: ["en", "EN", "En"])
    func generateMatchesDeclaredOutputs(sourceLocale: String) throws {
        var files = Self.catalogs.mapKeys { "Locales/" + $0 }
        files["Locales/catalogc.json"] = "{\"sourceLocale\": \"\(sourceLocale)\", \"localeTypeName\": \"AppLocale\"}"
        let root = try TemporaryDirectory(files)
        defer { root.remove() }
        let run = try Catalogc.run("generate", root.path("Locales"), "--output", root.path("Generated"))
        #expect(run.status == 0, "\(run)")
        #expect(try root.contents(of: "Generated") == ["AppLocale.swift", "Messages.swift"])
    }

    @Test("generate after an error: previous outputs byte-identical, no temporary files")
    func generateFailureKeepsOutputs() throws {
        let root = try TemporaryDirectory(Self.catalogs.mapKeys { "Locales/" + $0 })
        defer { root.remove() }
        let output = root.path("Generated")
        #expect(try Catalogc.run("generate", root.path("Locales"), "--output", output).status == 0)
        let before = try snapshot(root, "Generated")

        try root.write("Locales/en/Messages.ftl", bytes: Array("hello = Hello\nhello = Twice\n".utf8))
        let failed = try Catalogc.run("generate", root.path("Locales"), "--output", output)
        #expect(failed.status == 1, "\(failed)")
        #expect(failed.stderr.contains("[duplicate-id]"))
        #expect(failed.stdout.isEmpty)
        #expect(try snapshot(root, "Generated") == before)
    }

    @Test("generate into a path under a regular file: exit 1, unwritable-output")
    func unwritableOutput() throws {
        let root = try TemporaryDirectory(Self.catalogs.mapKeys { "Locales/" + $0 })
        defer { root.remove() }
        try root.write("blocker", bytes: Array("not a folder".utf8))
        let run = try Catalogc.run("generate", root.path("Locales"), "--output", root.path("blocker/Generated"))
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("error: cannot write \(root.path("blocker/Generated"))"), "\(run)")
        #expect(run.stderr.hasSuffix("; nothing was replaced [unwritable-output]\n"), "\(run)")
        #expect(try root.read("blocker") == Array("not a folder".utf8))
    }

    @Test("generate when one output cannot be replaced: the others are not replaced either")
    func partialReplacement() throws {
        let root = try TemporaryDirectory(Self.catalogs.mapKeys { "Locales/" + $0 })
        defer { root.remove() }
        try root.write("Generated/CatalogLocale.swift", bytes: Array("// old\n".utf8))
        // A folder where Messages.swift should go.
        try root.write("Generated/Messages.swift/keep", bytes: Array("x".utf8))
        let run = try Catalogc.run("generate", root.path("Locales"), "--output", root.path("Generated"))
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("[unwritable-output]"))
        #expect(try root.read("Generated/CatalogLocale.swift") == Array("// old\n".utf8))
        #expect(try root.contents(of: "Generated") == ["CatalogLocale.swift", "Messages.swift"])
    }

    // MARK: fmt

    @Test("fmt --check fails on an unformatted file without touching it; fmt fixes it")
    func format() throws {
        let unformatted = "hello   =   Hello\n\n\n\nfiles = { $count ->\n  [one] one\n  *[other] many\n  }\n"
        let root = try TemporaryDirectory(["en/Messages.ftl": unformatted])
        defer { root.remove() }
        let file = root.path("en/Messages.ftl")

        let check = try Catalogc.run("fmt", "--check", root.path)
        #expect(check.status == 1, "\(check)")
        #expect(check.stderr.contains("\(file): not formatted"))
        #expect(try root.read("en/Messages.ftl") == Array(unformatted.utf8))

        let format = try Catalogc.run("fmt", file)
        #expect(format.status == 0, "\(format)")
        let formatted = String(decoding: try root.read("en/Messages.ftl"), as: UTF8.self)
        #expect(formatted != unformatted)
        #expect(formatted.hasPrefix("hello = Hello\n"))
        #expect(try root.contents(of: "en") == ["Messages.ftl"])

        let again = try Catalogc.run("fmt", "--check", root.path)
        #expect(again.status == 0, "\(again)")
        #expect(again.stderr.isEmpty)
    }

    @Test("fmt on a file with junk: exit 1, the file byte-identical")
    func formatJunk() throws {
        let source = "hello   =   Hello\nbroken = { $x\n  indented junk\n"
        let root = try TemporaryDirectory(["en/Messages.ftl": source])
        defer { root.remove() }
        let run = try Catalogc.run("fmt", root.path("en/Messages.ftl"))
        #expect(run.status == 1, "\(run)")
        // Placeables may span lines: the '}' was expected where the next line's text starts.
        #expect(run.stderr.contains("\(root.path("en/Messages.ftl")):3:3: error: expected '}' here"), "\(run)")
        #expect(run.stderr.contains("[syntax-error]"))
        #expect(try root.read("en/Messages.ftl") == Array(source.utf8))
    }

    // MARK: report

    @Test("report: translated or fallback per message and locale, then a summary per locale")
    func report() throws {
        let root = try TemporaryDirectory(Self.catalogs)
        defer { root.remove() }
        let run = try Catalogc.run("report", root.path)
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("message en ru"), "\(run)")
        #expect(lines.contains("Messages.hello translated translated"), "\(run)")
        #expect(lines.contains("Messages.files translated ← en"), "\(run)")
        #expect(lines.contains("en 2/2 translated (100%), 0 served by fallback"), "\(run)")
        #expect(lines.contains("ru 1/2 translated (50%), 1 served by fallback"), "\(run)")
    }

    @Test("report --locale takes the folder's name when ICU reads it as another tag (tl is fil)")
    func reportLocaleByFolderName() throws {
        let root = try TemporaryDirectory([
            "en/Messages.ftl": "hello = Hello\nbye = Bye\n", "tl/Messages.ftl": "hello = Kumusta\n",
        ])
        defer { root.remove() }
        let run = try Catalogc.run("report", root.path, "--locale", "tl")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("fil") && run.stdout.contains("1/2 translated"), "\(run)")
    }

    // MARK: Helpers

    private func modificationDates(_ directory: String) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/" + name)
            dates[name] = attributes[.modificationDate] as? Date
        }
        return dates
    }

    /// Every file in a folder (hidden ones included) with its bytes.
    private func snapshot(_ root: TemporaryDirectory, _ folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in try root.contents(of: folder) { files[name] = try root.read(folder + "/" + name) }
        return files
    }
}

extension Dictionary where Key == String {
    fileprivate func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
