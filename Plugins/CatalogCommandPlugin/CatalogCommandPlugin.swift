import Foundation
import PackagePlugin

/// `swift package catalog <check|report|fmt --check> [options]`: checks the package's
/// catalogs, reports their coverage, or checks their formatting. Reads only; rewriting
/// files is `catalog-fmt`, which asks for permission to write.
@main
struct CatalogCommandPlugin: CommandPlugin {
    static let verbs = ["check", "report", "fmt"]

    static let help = """
        USAGE: swift package catalog <check|report|fmt --check> [options]

          check        Check every locale against the source locale (catalogc check).
          report       Print the message × locale coverage, stale translations included
                       (catalogc report; --format json, --locale ru,pt-BR, --fail-on missing,stale).
          fmt --check  Fail when a catalog is not in canonical form; writes nothing.
                       To rewrite files: swift package --allow-writing-to-package-directory catalog-fmt

        With --format json (check or report), the output is one JSON document, an array
        with one object per catalogs folder, even for one:
          [{"folder": "<path>", "targets": ["App"], "result": <catalogc's JSON>}]
        Text output puts a "== <folder>" line before each folder's when there are several.

        \(CatalogCommand.optionsHelp)

        Examples:
          swift package catalog check --profile release
          swift package catalog check --target App --format json
          swift package catalog report
          swift package catalog report --format json --fail-on missing,stale
          swift package catalog fmt --check
          swift package --allow-writing-to-package-directory catalog-fmt

        Run 'swift run catalogc <verb> --help' for catalogc's own options.
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let verb = arguments.first, !CatalogCommand.wantsHelp([verb]) else {
            print(Self.help)
            return
        }
        let rest = Array(arguments.dropFirst())
        if verb == "fmt" && !rest.contains("--check") {
            throw PluginError(
                "formatting rewrites files, so it is its own command that asks for permission: swift package --allow-writing-to-package-directory catalog-fmt"
            )
        }
        guard Self.verbs.contains(verb) else {
            throw PluginError(
                "unknown verb '\(verb)'; expected check, report or fmt --check (see swift package catalog --help)")
        }
        if CatalogCommand.wantsHelp(rest) {
            print(Self.help)
            return
        }
        try CatalogCommand.run(verb, try CatalogCommand.select(rest, in: context), context: context)
    }
}
