import Foundation
import PackagePlugin

/// What the `catalog` and `catalog-write` command plugins share: the verbs, which of
/// them write into the package, finding the package's catalogs folders and running
/// `catalogc` on each.
struct CatalogCommand {
    /// Every verb, in both plugins: catalogc's commands that work on a package's catalogs.
    static let verbs = ["check", "report", "fmt", "accept", "export", "import", "preview"]

    /// The verbs that work on one catalogs folder: the locale and file they are given
    /// mean one folder's catalogs.
    static let oneFolderVerbs: Set<String> = ["accept", "export", "import", "preview"]

    /// What `verb` with `arguments` writes into the package, or nil when it writes
    /// nothing there (`export` to standard output and `preview` into the plugin's own
    /// folder under `.build` write outside it; see ``withDefaults(_:_:context:)``).
    static func writes(_ verb: String, _ arguments: [String]) -> String? {
        switch verb {
        case "fmt": arguments.contains("--check") ? nil : "rewrites .ftl files"
        case "accept": "writes the translation record (catalogc.lock)"
        case "import": "writes translations into .ftl files and the translation record (catalogc.lock)"
        case "export", "preview":
            value(of: "--output", in: arguments).flatMap { $0 == "-" ? nil : "writes \($0)" }
        default: nil
        }
    }

    /// `arguments` with the plugins' defaults for options catalogc requires: `export`
    /// writes to standard output (`--output -`), `preview` into the plugin's folder under
    /// `.build` (printed), so that neither needs permission to write into the package.
    static func withDefaults(_ verb: String, _ arguments: [String], context: PluginContext) -> [String] {
        guard value(of: "--output", in: arguments) == nil else { return arguments }
        switch verb {
        case "export": return arguments + ["--output", "-"]
        case "preview": return arguments + ["--output", context.pluginWorkDirectoryURL.appending(path: "preview").path]
        default: return arguments
        }
    }

    /// The value of `--name value` or `--name=value` in `arguments`.
    static func value(of option: String, in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == option { return index + 1 < arguments.count ? arguments[index + 1] : nil }
            if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
        }
        return nil
    }

    /// The catalogs folders to work on, with the targets that use each.
    struct Selection {
        var folders: [(folder: URL, users: [String])] = []
        /// Arguments left for catalogc.
        var passThrough: [String] = []
        /// For a folder whose target uses the `LocalizedValidation` library, the library's
        /// catalogs: `check` then checks the app's texts for the built-in messages
        /// (`<locale>/ValidationMessage.ftl`) against them, as the build does.
        var builtInMessages: [URL: URL] = [:]

        /// catalogc's arguments for `verb` on `folder`.
        func arguments(_ verb: String, for folder: URL) -> [String] {
            var arguments = [verb, "--catalogs", folder.path]
            if verb == "check", let builtIn = builtInMessages[folder] {
                arguments += ["--built-in-messages", builtIn.path]
            }
            return arguments + passThrough
        }
    }

    /// Common options, documented in each plugin's help.
    static let optionsHelp = """
        OPTIONS (the plugin's own; the rest go to catalogc):
          --target <name>    Only the catalogs the build of this target uses (repeatable).
          --catalogs <dir>   Only this catalogs folder.
          -h, --help         Show this help.

        Without --target or --catalogs, every catalogs folder of the package: each
        target's Locales/ folder, and the package's top-level Locales/.
        """

    /// Runs `swift package <plugin> <verb> [options]`: `plugin` is the plugin's verb in
    /// SwiftPM (`catalog`, `catalog-write`) and `mayWrite` whether it has permission to
    /// write into the package. A verb that would write without it fails with the command
    /// that asks for permission, arguments included.
    static func perform(
        _ arguments: [String], plugin: String, help: String, mayWrite: Bool, context: PluginContext
    ) throws {
        guard let verb = arguments.first, !wantsHelp([verb]) else {
            print(help)
            return
        }
        let rest = Array(arguments.dropFirst())
        guard verbs.contains(verb) else {
            throw PluginError(
                "unknown verb '\(verb)'; expected one of \(verbs.joined(separator: ", ")) (see swift package \(plugin) --help)"
            )
        }
        if wantsHelp(rest) {
            print(help)
            return
        }
        if !mayWrite, let writing = writes(verb, rest) {
            throw PluginError(
                "\(verb) \(writing), so it runs in the command that asks for permission to write into the package: swift package --allow-writing-to-package-directory catalog-write \(arguments.joined(separator: " "))"
            )
        }
        var selection = try select(rest, in: context)
        selection.passThrough = withDefaults(verb, selection.passThrough, context: context)
        try run(verb, selection, context: context)
    }

    /// The verbs, as both plugins' help lists them.
    static let verbsHelp = """
          check         Check every locale against the source locale.
          report        Print the message × locale coverage, stale translations included
                        (--format json, --locale ru,pt-BR, --fail-on missing,stale).
          fmt --check   Fail when a catalog is not in canonical form.
          export        Print one locale's translations as XLIFF 2.0 (--format po: gettext
                        PO) for a CAT tool: --locale ru > ru.xlf.
          preview       Write the HTML preview into this plugin's folder under .build and
                        print where (default), or into --output <dir>.
          fmt           Rewrite the catalogs in canonical form.                  [writes]
          accept        Record translations as current in catalogc.lock: accept ru
                        [<message>...].                                          [writes]
          import        Read translations back from an XLIFF or PO file into the .ftl
                        files: import ru.xlf.                                    [writes]
          export --output <file>, preview --output <dir>                         [writes]
        """

    /// Finds the catalogs folders selected by `arguments`.
    static func select(_ arguments: [String], in context: PluginContext) throws -> Selection {
        var selection = Selection()
        var targetNames: [String] = []
        var explicitFolders: [URL] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--target", "--catalogs":
                guard index < arguments.count else { throw PluginError("\(argument) needs a value") }
                let value = arguments[index]
                index += 1
                if argument == "--target" {
                    targetNames.append(value)
                } else {
                    explicitFolders.append(URL(fileURLWithPath: value, relativeTo: context.package.directoryURL))
                }
            default:
                selection.passThrough.append(argument)
            }
        }
        let package = context.package
        let targets = package.targets.compactMap { $0 as? SourceModuleTarget }
        for name in targetNames {
            guard let target = targets.first(where: { $0.name == name }) else {
                let known = targets.map(\.name).sorted().joined(separator: ", ")
                throw PluginError("no target named '\(name)' in \(package.displayName); its targets are \(known)")
            }
            guard
                let folder = CatalogLayout.catalogsFolder(
                    targetDirectory: target.directoryURL, packageDirectory: package.directoryURL)
            else {
                throw PluginError("target '\(name)' has no Locales folder, nor has the package")
            }
            selection.add(folder, usedBy: target, in: package)
        }
        for folder in explicitFolders {
            guard CatalogLayout.isDirectory(folder) else {
                throw PluginError("--catalogs \(folder.path): no such folder")
            }
            selection.add(folder)
        }
        if targetNames.isEmpty && explicitFolders.isEmpty {
            for target in targets {
                let folder = target.directoryURL.appending(path: CatalogLayout.folderName)
                if CatalogLayout.isDirectory(folder) { selection.add(folder, usedBy: target, in: package) }
            }
            let shared = package.directoryURL.appending(path: CatalogLayout.folderName)
            if CatalogLayout.isDirectory(shared) { selection.add(shared) }
        }
        guard !selection.folders.isEmpty else {
            throw PluginError(
                "no catalogs found in \(package.displayName): expected Sources/<Target>/Locales/<locale>/<Catalog>.ftl or Locales/ at the package root, or pass --catalogs <dir>"
            )
        }
        return selection
    }

    /// Runs `catalogc <verb> --catalogs <folder> <arguments>` on every selected folder
    /// (one only for ``oneFolderVerbs``); throws when any run fails, after running them all. Text output puts a `== <folder>` header
    /// before each folder's when there are several; JSON output (`--format json`) is
    /// one document, see ``runCollectingJSON(_:_:tool:)``.
    static func run(_ verb: String, _ selection: Selection, context: PluginContext) throws {
        if oneFolderVerbs.contains(verb), selection.folders.count > 1 {
            let folders = selection.folders.map { folder, users in
                folder.path + (users.isEmpty ? "" : " (target \(users.joined(separator: ", ")))")
            }
            throw PluginError(
                "\(verb) works on one catalogs folder and \(context.package.displayName) has \(folders.count): \(folders.joined(separator: ", ")); choose one with --target <name> or --catalogs <dir>"
            )
        }
        let tool = try context.tool(named: "catalogc")
        let failed: [String]
        if wantsJSON(selection.passThrough) {
            failed = try runCollectingJSON(verb, selection, tool: tool.url)
        } else {
            var failures: [String] = []
            for (folder, users) in selection.folders {
                if selection.folders.count > 1 {
                    let usedBy = users.isEmpty ? "" : " (target \(users.joined(separator: ", ")))"
                    print("== \(folder.path)\(usedBy)")
                }
                let process = Process()
                process.executableURL = tool.url
                process.arguments = selection.arguments(verb, for: folder)
                try process.run()
                process.waitUntilExit()
                if process.terminationStatus != 0 { failures.append(folder.path) }
            }
            failed = failures
        }
        guard failed.isEmpty else {
            throw PluginError("catalogc \(verb) failed for \(failed.joined(separator: ", "))")
        }
    }

    /// Whether catalogc is asked for JSON (`--format json` or `--format=json`).
    static func wantsJSON(_ arguments: [String]) -> Bool {
        if arguments.contains("--format=json") { return true }
        return zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "json" }
    }

    /// Runs catalogc on every folder and prints one JSON document, whatever the number
    /// of folders, so that a consumer reads the same shape when a target gains catalogs:
    /// an array with one object per folder, in selection order,
    /// `{"folder": "<path>", "targets": ["App"], "result": <catalogc's document>}`
    /// (`targets` empty for the package's own `Locales/` or `--catalogs`; `result` null
    /// when catalogc printed no JSON, as on a usage error, which goes to stderr).
    /// Returns the folders whose run failed.
    static func runCollectingJSON(_ verb: String, _ selection: Selection, tool: URL) throws -> [String] {
        var failed: [String] = []
        var entries: [[String: Any]] = []
        for (folder, users) in selection.folders {
            let process = Process()
            process.executableURL = tool
            process.arguments = selection.arguments(verb, for: folder)
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // Read before waiting: a document larger than the pipe's buffer would
            // otherwise block catalogc and this loop forever.
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(folder.path) }
            let result = (try? JSONSerialization.jsonObject(with: data)) ?? NSNull()
            entries.append(["folder": folder.path, "targets": users, "result": result])
        }
        let document = try JSONSerialization.data(
            withJSONObject: entries, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        print(String(decoding: document, as: UTF8.self))
        return failed
    }

    /// Whether the user asked for help.
    static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.contains("--help") || arguments.contains("-h")
    }
}

extension CatalogCommand.Selection {
    /// Adds `folder`, used by `target` of `package` when given.
    mutating func add(_ folder: URL, usedBy target: (any Target)? = nil, in package: Package? = nil) {
        let standardized = folder.standardizedFileURL
        if let index = folders.firstIndex(where: { $0.folder.standardizedFileURL == standardized }) {
            if let target { folders[index].users.append(target.name) }
        } else {
            folders.append((standardized, target.map { [$0.name] } ?? []))
        }
        if let target, let package, let builtIn = builtInMessagesFolder(for: target, in: package) {
            builtInMessages[standardized] = builtIn
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
