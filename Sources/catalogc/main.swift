import CatalogCompiler
import Foundation

/// `catalogc`: compiles Fluent catalogs into typed Swift, checks them, formats them and
/// reports translation coverage. Exit codes: 0 success, 1 errors in the input, 64 usage.

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
if let name = arguments.first, let command = Command.all.first(where: { $0.name == name }) {
    status = command.run(Array(arguments.dropFirst()))
} else if arguments.isEmpty {
    // A usage error like any other: the help goes to standard error.
    Output.error(Command.overview)
    status = ExitCode.usage
} else if ["--help", "-h", "help"].contains(arguments[0]) {
    print(Command.overview)
    status = ExitCode.success
} else if arguments[0] == "--version" {
    print("catalogc \(Command.version)")
    status = ExitCode.success
} else {
    Output.error("unknown command '\(arguments[0])'\n\n\(Command.overview)")
    status = ExitCode.usage
}
exit(status)
