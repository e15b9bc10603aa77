import Foundation
import TestSupport
import Testing

/// One command line for every verb: the same default catalogs folder, the same options
/// spelt and described the same way, each verb's help listing its options with their
/// defaults, and a missing folder answered with where the package's catalogs are.
@Suite("catalogc: one command line")
struct CommandLineConsistencyTests {
    /// Every verb catalogc has.
    static let verbs = ["generate", "check", "fmt", "report", "accept", "export", "import", "preview"]

    /// A formatted catalogs folder where ru lacks one message.
    static let catalogs = [
        "Locales/en/Messages.ftl":
            "hello = Hello, { $name }!\n\nfiles =\n    { $count ->\n        [one] one file\n       *[other] { $count } files\n    }\n",
        "Locales/ru/Messages.ftl": "hello = Привет, { $name }!\n",
    ]

    // MARK: Help

    @Test("catalogc --help lists every verb with its summary", arguments: verbs)
    func overviewListsVerb(verb: String) throws {
        let run = try Catalogc.run("--help")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.split(separator: "\n").contains { $0.hasPrefix("  \(verb) ") }, "\(run)")
        #expect(run.stdout.contains("--catalogs <dir>"), "the overview names the shared default")
    }

    @Test("Each verb's --help lists its options, each with its default or as required", arguments: verbs)
    func helpListsOptionsAndDefaults(verb: String) throws {
        let run = try Catalogc.run(verb, "--help")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("USAGE: catalogc \(verb)"), "\(run)")
        let options = Self.options(inHelp: run.stdout)
        #expect(!options.isEmpty, "\(verb): no OPTIONS section")
        for (option, description) in options where option != "-h, --help" {
            #expect(
                description.contains("default:") || description.contains("required"),
                "\(verb) \(option): no default in “\(description)”")
        }
        // The catalogs folder, with the same default, in every verb.
        let catalogs = try #require(options.first { $0.name == "--catalogs <dir>" }, "\(verb) lacks --catalogs")
        #expect(catalogs.description.contains("default: Locales, in the current folder"), "\(verb)")
    }

    @Test("The options every verb that reads catalogs shares are spelt and described alike")
    func sharedOptionsAlike() throws {
        let shared = ["--config <file>", "--profile <profile>", "--source-locale <tag>"]
        var descriptions: [String: Set<String>] = [:]
        for verb in Self.verbs where verb != "fmt" {
            let options = Self.options(inHelp: try Catalogc.run(verb, "--help").stdout)
            for name in shared {
                let option = try #require(options.first { $0.name == name }, "\(verb) lacks \(name)")
                descriptions[name, default: []].insert(option.description)
            }
        }
        for name in shared { #expect(descriptions[name]?.count == 1, "\(name): \(descriptions[name] ?? [])") }
    }

    @Test("Every option a verb's help lists is one it accepts", arguments: verbs)
    func helpedOptionsAccepted(verb: String) throws {
        let root = try TemporaryDirectory(Self.catalogs)
        defer { root.remove() }
        for (option, _) in Self.options(inHelp: try Catalogc.run(verb, "--help").stdout) {
            guard let name = option.split(separator: " ").first.map(String.init), name.hasPrefix("--") else {
                continue
            }
            let takesValue = option.contains("<")
            let run = try Catalogc.run([verb, name] + (takesValue ? ["x"] : []), in: root.path)
            #expect(!run.stderr.contains("unknown option"), "\(verb) \(name): \(run)")
        }
    }

    // MARK: The default catalogs folder

    /// Each verb without a folder, and with `--catalogs Locales`: both runs, each in a
    /// copy of the same folder, must print the same and leave the same files.
    static let defaultFolderRuns: [(verb: String, arguments: [String], status: Int32)] = [
        ("check", [], 0),
        ("report", [], 0),
        ("fmt", ["--check"], 0),
        ("generate", ["--output", "Generated", "--quiet"], 0),
        ("accept", ["ru"], 0),
        ("export", ["--locale", "ru", "--output", "-"], 0),
        ("import", ["ru.po"], 0),
        ("preview", ["--output", "Preview"], 0),
    ]

    @Test("Every verb defaults to Locales in the current folder", arguments: defaultFolderRuns)
    func defaultFolder(verb: String, arguments: [String], status: Int32) throws {
        var runs: [Catalogc.Run] = []
        var trees: [[String: [UInt8]]] = []
        for explicit in [false, true] {
            let root = try TemporaryDirectory(Self.catalogs)
            defer { root.remove() }
            if verb == "import" {
                let export = try Catalogc.run(
                    ["export", "--locale", "ru", "--output", "ru.po"], in: root.path)
                try #require(export.status == 0, "\(export)")
            }
            let run = try Catalogc.run(
                [verb] + (explicit ? ["--catalogs", "Locales"] : []) + arguments, in: root.path)
            runs.append(run)
            trees.append(try Self.files(under: root.path))
        }
        #expect(runs[0].status == status, "\(runs[0])")
        #expect(runs[0].status == runs[1].status)
        #expect(runs[0].stdout == runs[1].stdout)
        #expect(runs[0].stderr == runs[1].stderr)
        #expect(trees[0] == trees[1])
        // The verbs that write did write.
        #expect(trees[0].count > Self.catalogs.count || ["check", "report", "fmt", "export", "import"].contains(verb))
        if verb == "export" { #expect(runs[0].stdout.contains("<xliff"), "\(runs[0])") }
        if verb == "accept" { #expect(trees[0]["Locales/catalogc.lock"] != nil) }
        if verb == "report" { #expect(runs[0].stdout.contains("Messages.hello"), "\(runs[0])") }
    }

    @Test("A folder operand and --catalogs together, or two operands, are a usage error")
    func oneFolder() throws {
        let root = try TemporaryDirectory(Self.catalogs)
        defer { root.remove() }
        for arguments in [["check", "Locales", "Locales"], ["report", "Locales", "--catalogs", "Locales"]] {
            let run = try Catalogc.run(arguments, in: root.path)
            #expect(run.status == 64, "\(run)")
        }
    }

    // MARK: A missing folder in a package

    static let package = [
        "Package.swift": "// swift-tools-version:6.2\n",
        "Sources/App/Locales/en/Messages.ftl": "hello = Hello\n",
        "Sources/App/main.swift": "",
    ]

    @Test(
        "A missing folder in a package says where the package's catalogs are",
        arguments: [
            ["check", "Locales"], ["report"], ["fmt", "--check"], ["accept", "ru"], ["generate", "--output", "G"],
        ]
    )
    func missingFolderHint(arguments: [String]) throws {
        let root = try TemporaryDirectory(Self.package)
        defer { root.remove() }
        let run = try Catalogc.run(arguments, in: root.path)
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderr.contains("no folder 'Locales'; this package's catalogs are in Sources/App/Locales"), "\(run)")
    }

    @Test("From a folder inside the package, and with several catalogs folders, all are named")
    func missingFolderHintSeveral() throws {
        var files = Self.package
        files["Locales/en/Shared.ftl"] = "shared = Shared\n"
        files["Sources/Admin/Locales/en/Admin.ftl"] = "admin = Admin\n"
        let root = try TemporaryDirectory(files)
        defer { root.remove() }
        let run = try Catalogc.run(["check", "Missing"], in: root.path("Sources"))
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderr.contains(
                "no folder 'Missing'; this package's catalogs are in \(root.path("Locales")), Admin/Locales and App/Locales"
            ), "\(run)")
    }

    @Test("Outside a package, a missing folder is only said to be missing")
    func missingFolderNoPackage() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let run = try Catalogc.run(["check"], in: root.path)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("no folder 'Locales'"), "\(run)")
        #expect(!run.stderr.contains("catalogs are in"), "\(run)")
    }

    // MARK: Helpers

    /// The OPTIONS section of a help text: each option's name (`--catalogs <dir>`) and
    /// its description, continuation lines joined.
    static func options(inHelp help: String) -> [(name: String, description: String)] {
        var options: [(name: String, description: String)] = []
        var inOptions = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "OPTIONS:" {
                inOptions = true
                continue
            }
            guard inOptions, !line.isEmpty else { continue }
            let text = line.drop { $0 == " " }
            if line.hasPrefix("  -") {
                // The name ends where two spaces start the description.
                let parts = text.components(separatedBy: "  ")
                let description = parts.dropFirst().joined(separator: "  ").trimmingCharacters(in: .whitespaces)
                options.append((parts[0], description))
            } else if !options.isEmpty {
                options[options.count - 1].description += " " + text
            }
        }
        return options
    }

    /// Every file under `folder`, by path relative to it, with its bytes.
    static func files(under folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[relative] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return files
    }
}
