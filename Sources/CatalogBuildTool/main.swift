import Foundation
import _LocalizedValidationCompilerCore

/// What the build plugin runs: `catalogc generate` and nothing else, linking only the
/// compiler core, so that an app's build compiles no translation tooling (XLIFF needs
/// FoundationXML). Same arguments, outputs, diagnostics and exit codes as
/// `catalogc generate`; the other verbs are catalogc's.

let overview = """
    USAGE: CatalogBuildTool generate <catalogs> --output <dir> [options]

    The build plugin's catalog compiler: 'catalogc generate' without catalogc's other
    commands. Run 'catalogc' for those.

    COMMANDS:
    \(Command.summaries([.generate]))
    """

exit(Command.main(Array(CommandLine.arguments.dropFirst()), commands: [.generate], overview: overview))
