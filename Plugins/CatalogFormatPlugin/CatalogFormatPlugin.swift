import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory catalog-fmt [options]`: rewrites
/// the package's catalogs in canonical form (catalogc fmt); `--check` only reports.
@main
struct CatalogFormatPlugin: CommandPlugin {
    static let help = """
        USAGE: swift package --allow-writing-to-package-directory catalog-fmt [options]

        Rewrites every catalog in canonical Fluent form (catalogc fmt), writing a file
        only when its bytes change. To check without writing (no permission needed):
        swift package catalog fmt --check

        \(CatalogCommand.optionsHelp)
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if CatalogCommand.wantsHelp(arguments) {
            print(Self.help)
            return
        }
        try CatalogCommand.run("fmt", try CatalogCommand.select(arguments, in: context), context: context)
    }
}
