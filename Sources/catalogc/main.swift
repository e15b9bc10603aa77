import Foundation
import _LocalizedValidationCompilerCore

/// `catalogc`: compiles Fluent catalogs into typed Swift, checks them, formats them,
/// reports translation coverage and exchanges translations (XLIFF, PO). Exit codes: 0
/// success, 1 errors in the input, 64 usage.

extension Command {
    /// Every verb; the build plugin's tool (CatalogBuildTool) has `generate` only.
    static let all: [Command] = [.generate, .check, .fmt, .report, .accept, .export, .importXLIFF, .preview]

    static var overview: String {
        """
        USAGE: catalogc <command> [options]

        Compiles Fluent (.ftl) message catalogs, laid out as <catalogs>/<locale>/<Catalog>.ftl,
        into typed Swift, after checking every locale against the source locale.

        COMMANDS:
        \(summaries(all))

        Every command works on the catalogs folder Locales (in the current folder) unless
        given another with --catalogs <dir>, and spells its options the same way.
        Run 'catalogc <command> --help' for a command's options and their defaults.
        Exit codes: 0 success, 1 errors in the input, 64 usage error.
        """
    }
}

exit(Command.main(Array(CommandLine.arguments.dropFirst()), commands: Command.all, overview: Command.overview))
