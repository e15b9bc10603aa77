import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory catalog-write <verb> [options]`:
/// the same verbs as `catalog`, with permission to write into the package, for those
/// that do: `fmt`, `accept`, `import`, and `export` or `preview` with an `--output` in
/// the package.
@main
struct CatalogWritePlugin: CommandPlugin {
    static let help = """
        USAGE: swift package --allow-writing-to-package-directory catalog-write <verb> [options]

        Runs catalogc on the package's catalogs with permission to write into the
        package (SwiftPM asks for it, or takes --allow-writing-to-package-directory).
        The verbs that only read need no permission: swift package catalog <verb>.

        \(CatalogCommand.verbsHelp)

        \(CatalogCommand.optionsHelp)

        Examples:
          swift package --allow-writing-to-package-directory catalog-write fmt
          swift package --allow-writing-to-package-directory catalog-write accept ru
          swift package --allow-writing-to-package-directory catalog-write accept ru cart-items
          swift package --allow-writing-to-package-directory catalog-write import ru.xlf --target App
          swift package --allow-writing-to-package-directory catalog-write export --locale ru --output ru.po
          swift package --allow-writing-to-package-directory catalog-write preview --output preview

        Run 'swift run catalogc <verb> --help' for catalogc's own options and defaults.
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CatalogCommand.perform(
            arguments, plugin: "catalog-write", help: Self.help, mayWrite: true, context: context)
    }
}
