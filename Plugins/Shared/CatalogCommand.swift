import Foundation
import PackagePlugin

/// What the `catalog` and `catalog-fmt` command plugins share: finding the package's
/// catalogs folders and running `catalogc` on each.
struct CatalogCommand {
    /// The catalogs folders to work on, with the targets that use each.
    struct Selection {
        var folders: [(folder: URL, users: [String])] = []
        /// Arguments left for catalogc.
        var passThrough: [String] = []
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
            selection.add(folder, usedBy: name)
        }
        for folder in explicitFolders {
            guard CatalogLayout.isDirectory(folder) else {
                throw PluginError("--catalogs \(folder.path): no such folder")
            }
            selection.add(folder, usedBy: nil)
        }
        if targetNames.isEmpty && explicitFolders.isEmpty {
            for target in targets {
                let folder = target.directoryURL.appending(path: CatalogLayout.folderName)
                if CatalogLayout.isDirectory(folder) { selection.add(folder, usedBy: target.name) }
            }
            let shared = package.directoryURL.appending(path: CatalogLayout.folderName)
            if CatalogLayout.isDirectory(shared) { selection.add(shared, usedBy: nil) }
        }
        guard !selection.folders.isEmpty else {
            throw PluginError(
                "no catalogs found in \(package.displayName): expected Sources/<Target>/Locales/<locale>/<Catalog>.ftl or Locales/ at the package root, or pass --catalogs <dir>"
            )
        }
        return selection
    }

    /// Runs `catalogc <verb> <folder> <arguments>` on every selected folder; throws when
    /// any run fails, after running them all.
    static func run(_ verb: String, _ selection: Selection, context: PluginContext) throws {
        let tool = try context.tool(named: "catalogc")
        var failed: [String] = []
        for (folder, users) in selection.folders {
            if selection.folders.count > 1 {
                let usedBy = users.isEmpty ? "" : " (target \(users.joined(separator: ", ")))"
                print("== \(folder.path)\(usedBy)")
            }
            let process = Process()
            process.executableURL = tool.url
            process.arguments = [verb, folder.path] + selection.passThrough
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(folder.path) }
        }
        guard failed.isEmpty else {
            throw PluginError("catalogc \(verb) failed for \(failed.joined(separator: ", "))")
        }
    }

    /// Whether the user asked for help.
    static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.contains("--help") || arguments.contains("-h")
    }
}

extension CatalogCommand.Selection {
    mutating func add(_ folder: URL, usedBy target: String?) {
        let standardized = folder.standardizedFileURL
        if let index = folders.firstIndex(where: { $0.folder.standardizedFileURL == standardized }) {
            if let target { folders[index].users.append(target) }
        } else {
            folders.append((standardized, target.map { [$0] } ?? []))
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
