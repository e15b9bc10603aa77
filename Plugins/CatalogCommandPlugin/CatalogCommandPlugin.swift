import Foundation
import PackagePlugin

/// `swift package catalog <check|fmt|report> [options]`: runs catalogc on the package's
/// catalogs (`Locales/` at the root, or `--catalogs <dir>`).
///
/// ```sh
/// swift package catalog check --profile release
/// swift package --allow-writing-to-package-directory catalog fmt
/// swift package catalog report
/// ```
@main
struct CatalogCommandPlugin: CommandPlugin {
    static let verbs = ["check", "fmt", "report"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let verb = arguments.first, Self.verbs.contains(verb) else {
            throw CommandError(
                "usage: swift package catalog <\(Self.verbs.joined(separator: "|"))> [options]; run 'catalogc <verb> --help' for the options"
            )
        }
        var rest = Array(arguments.dropFirst())
        var catalogs = context.package.directoryURL.appending(path: "Locales").path
        if let index = rest.firstIndex(of: "--catalogs"), index + 1 < rest.count {
            catalogs = rest[index + 1]
            rest.removeSubrange(index...(index + 1))
        }
        let tool = try context.tool(named: "catalogc")
        let toolArguments: [String]
        if verb == "fmt" {
            toolArguments = ["fmt", catalogs] + rest
        } else {
            toolArguments = [verb, catalogs] + rest
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError("catalogc \(verb) failed (exit code \(process.terminationStatus))")
        }
    }
}

struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
