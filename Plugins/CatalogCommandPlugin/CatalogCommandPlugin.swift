import Foundation
import PackagePlugin

/// `swift package catalog <verb> [options]`: every catalogc verb on the package's
/// catalogs, without permission to write into the package. The verbs that only read
/// (`check`, `report`, `fmt --check`, `export` to standard output, `preview` into the
/// plugin's folder under `.build`) run here; a verb that would write into the package
/// says to run it with `catalog-write`, which asks for permission. SwiftPM grants
/// permissions per plugin, not per verb, so one plugin that could write would need
/// `--allow-writing-to-package-directory` for `check` in CI too.
@main
struct CatalogCommandPlugin: CommandPlugin {
    static let help = """
        USAGE: swift package catalog <verb> [options]

        Runs catalogc on the package's catalogs. Verbs marked [writes] write into the
        package, so they run in catalog-write, which asks for permission:
          swift package --allow-writing-to-package-directory catalog-write <verb> [options]

        \(CatalogCommand.verbsHelp)

        With --format json (check or report), the output is one JSON document, an array
        with one object per catalogs folder, even for one:
          [{"folder": "<path>", "targets": ["App"], "result": <catalogc's JSON>}]
        Text output puts a "== <folder>" line before each folder's when there are several.

        \(CatalogCommand.optionsHelp)

        Examples:
          swift package catalog check --profile release
          swift package catalog check --target App --format json
          swift package catalog report --format json --fail-on missing,stale
          swift package catalog fmt --check
          swift package catalog export --locale ru > ru.xlf
          swift package catalog preview
          swift package --allow-writing-to-package-directory catalog-write accept ru
          swift package --allow-writing-to-package-directory catalog-write import ru.xlf

        Run 'swift run catalogc <verb> --help' for catalogc's own options and defaults.
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CatalogCommand.perform(arguments, plugin: "catalog", help: Self.help, mayWrite: false, context: context)
    }
}
