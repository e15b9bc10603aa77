import Foundation
import PackagePlugin

/// Compiles a target's Fluent catalogs into typed Swift at build time.
///
/// The catalogs are `Locales/<locale>/<Catalog>.ftl` in the target's folder, or else at
/// the package root (where a library shares them with its tests). Neither is guessed
/// silently: with neither folder the build fails with an error naming both places, and
/// when the package root's folder is used the plugin emits a remark naming it and saying
/// that the target has no `Locales/` of its own (a remark, not a warning: a package that
/// shares its root catalogs on purpose would otherwise warn in every app that depends on
/// it).
///
/// The plugin runs `CatalogBuildTool`, which is `catalogc generate` without catalogc's
/// translation tools, so an app's build does not compile them. It declares every `.ftl`
/// file, `catalogc.json`, the translation record `catalogc.lock` (when there is one) and
/// the tool's binary itself as inputs, and the files ``CatalogLayout`` names as outputs,
/// so SwiftPM re-runs the tool only when one of those changes.
///
/// A target that uses the `LocalizedValidation` library gets its built-in messages too:
/// the plugin passes the library's catalogs folder (`--built-in-messages`), so the
/// target's `Locales/<locale>/ValidationMessage.ftl` files are checked against the
/// library's source and compiled into `<LocaleType>+ValidationMessage.swift`, and each
/// app locale without built-in messages is a warning.
@main
struct CatalogCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        guard
            let catalogs = CatalogLayout.catalogsFolder(
                targetDirectory: target.directoryURL, packageDirectory: context.package.directoryURL)
        else {
            let own = target.directoryURL.appending(path: CatalogLayout.folderName).path
            let shared = context.package.directoryURL.appending(path: CatalogLayout.folderName).path
            throw PluginError(
                "no Locales folder for target '\(target.name)': create \(own) or \(shared) with <locale>/<Catalog>.ftl files"
            )
        }
        let own = target.directoryURL.appending(path: CatalogLayout.folderName)
        if catalogs.standardizedFileURL.path != own.standardizedFileURL.path {
            Diagnostics.remark(
                "target '\(target.name)' has no \(own.path) folder: compiling the package's shared catalogs in \(catalogs.path)"
            )
        }
        let tool = try context.tool(named: "CatalogBuildTool")
        let layout = try CatalogLayout(root: catalogs)
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedCatalogs")
        var inputs = layout.catalogFiles + [tool.url]
        var arguments = ["generate", catalogs.path, "--output", output.path, "--touch-unchanged", "--quiet"]
        var outputs = layout.outputFileNames
        if let builtIn = builtInMessagesFolder(for: target, in: context.package) {
            arguments += ["--built-in-messages", builtIn.path]
            inputs += try CatalogLayout(root: builtIn).catalogFiles
            outputs = layout.outputFileNamesWithBuiltInMessages
        }
        // A target that renders messages without ICU (LocalizedValidationMessages alone)
        // cannot import the formatting module: the compiler says which catalog needs it.
        if !target.recursiveTargetDependencies.contains(where: { $0.name == "LocalizedValidationFormatting" }) {
            arguments.append("--without-formatting")
        }
        // What SwiftPM will compile: the tool says so if catalogc.json has changed it since
        // (SwiftPM re-plans only when the manifest or the files list changes).
        arguments += ["--declared-outputs", outputs.joined(separator: ",")]
        if let configuration = layout.configurationFile { inputs.append(configuration) }
        // Accepting translations changes which are stale: the build re-checks. The outputs
        // do not depend on it, and a package without a record builds as before.
        if let record = layout.translationRecordFile { inputs.append(record) }
        return [
            .buildCommand(
                displayName: "Compiling message catalogs of \(target.name)",
                executable: tool.url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: outputs.map { output.appending(path: $0) }
            )
        ]
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
