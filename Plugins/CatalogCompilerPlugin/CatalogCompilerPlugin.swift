import Foundation
import PackagePlugin

/// Compiles a target's Fluent catalogs into typed Swift at build time.
///
/// The catalogs are `Locales/<locale>/<Catalog>.ftl` in the target's folder, or else at
/// the package root (where a library shares them with its tests). The plugin declares
/// every `.ftl` file, `catalogc.json` and the `catalogc` binary itself as inputs, and
/// `<LocaleType>.swift` plus one `<Catalog>.swift` per source catalog as outputs, so
/// SwiftPM re-runs `catalogc` only when one of those changes.
@main
struct CatalogCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        let candidates = [
            target.directoryURL.appending(path: "Locales"),
            context.package.directoryURL.appending(path: "Locales"),
        ]
        guard let catalogs = candidates.first(where: isDirectory) else {
            throw PluginError(
                "no Locales folder for target '\(target.name)': create \(candidates[0].path) or \(candidates[1].path) with <locale>/<Catalog>.ftl files"
            )
        }
        let tool = try context.tool(named: "catalogc")
        let configuration = catalogs.appending(path: "catalogc.json")
        let settings = try PluginSettings(configuration: configuration)
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedCatalogs")

        let localeFolders = try contents(of: catalogs).filter(isDirectory)
        let ftlFiles = try localeFolders.flatMap { folder in
            try contents(of: folder).filter { $0.pathExtension == "ftl" }
        }
        let sourceCatalogs =
            ftlFiles
            .filter { $0.deletingLastPathComponent().lastPathComponent == settings.sourceLocale }
            .map { $0.deletingPathExtension().lastPathComponent }
            .sorted()
        let outputNames = ["\(settings.localeTypeName).swift"] + sourceCatalogs.map { "\($0).swift" }

        var inputs = ftlFiles + [tool.url]
        if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
        return [
            .buildCommand(
                displayName: "Compiling message catalogs of \(target.name)",
                executable: tool.url,
                arguments: ["generate", catalogs.path, "--output", output.path, "--touch-unchanged", "--quiet"],
                inputFiles: inputs,
                outputFiles: outputNames.map { output.appending(path: $0) }
            )
        ]
    }
}

/// The two settings of `catalogc.json` the plugin needs to name the outputs.
struct PluginSettings {
    var sourceLocale = "en"
    var localeTypeName = "CatalogLocale"

    init(configuration: URL) throws {
        guard let data = FileManager.default.contents(atPath: configuration.path) else { return }
        // Invalid JSON is left to catalogc, which reports it with its location.
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        if let value = object["sourceLocale"] as? String { sourceLocale = value }
        if let value = object["localeTypeName"] as? String { localeTypeName = value }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

private func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
}

private func contents(of folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { !$0.hasPrefix(".") }
        .sorted()
        .map { folder.appending(path: $0) }
}
