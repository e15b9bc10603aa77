import CatalogCompiler
import Foundation

/// Process exit codes (sysexits.h for usage).
enum ExitCode {
    static let success: Int32 = 0
    static let inputErrors: Int32 = 1
    static let usage: Int32 = 64
}

/// Writing to standard output and standard error.
enum Output {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Diagnostics to standard error, one `file:line:column: severity: message [id]` each.
    static func diagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { error(diagnostic.description) }
    }
}

/// A `catalogc` subcommand.
struct Command: Sendable {
    let name: String
    let summary: String
    let help: String
    let valueOptions: Set<String>
    let flagOptions: Set<String>
    let body: @Sendable (CommandLineArguments) throws -> Int32

    static let version = "1.0.0"

    static let all: [Command] = [.generate, .check, .fmt, .report, .accept, .export, .importXLIFF, .preview]

    static var overview: String {
        let commands = all.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.summary)" }
        return """
            USAGE: catalogc <command> [options]

            Compiles Fluent (.ftl) message catalogs, laid out as <catalogs>/<locale>/<Catalog>.ftl,
            into typed Swift, after checking every locale against the source locale.

            COMMANDS:
            \(commands.joined(separator: "\n"))

            Run 'catalogc <command> --help' for a command's options.
            Exit codes: 0 success, 1 errors in the input, 64 usage error.
            """
    }

    /// Whether `--help` or `-h` stands as an argument of its own, not as the value of an
    /// option (`--source-locale -h` is a locale, however odd).
    private func asksForHelp(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--help" || argument == "-h" { return true }
            if argument.hasPrefix("--"), !argument.contains("="), valueOptions.contains(String(argument.dropFirst(2))) {
                index += 1
            }
            index += 1
        }
        return false
    }

    /// Parses the arguments and runs; usage errors print help and return 64.
    func run(_ arguments: [String]) -> Int32 {
        if asksForHelp(arguments) {
            print(help)
            return ExitCode.success
        }
        do {
            let parsed = try CommandLineArguments(arguments, valueOptions: valueOptions, flagOptions: flagOptions)
            return try body(parsed)
        } catch let error as CommandLineArguments.UsageError {
            Output.error("catalogc \(name): \(error)\n\n\(help)")
            return ExitCode.usage
        } catch {
            Output.error("catalogc \(name): \(error)")
            return ExitCode.inputErrors
        }
    }
}

extension CommandLineArguments {
    /// The catalogs folder: `--catalogs`, or the one positional argument.
    func catalogsPath() throws(UsageError) -> String {
        if let path = options["catalogs"] {
            guard positional.isEmpty else { throw UsageError(description: "unexpected argument '\(positional[0])'") }
            return path
        }
        guard positional.count == 1 else {
            throw UsageError(description: positional.isEmpty ? "give the catalogs folder" : "give one catalogs folder")
        }
        return positional[0]
    }

    /// Loads the catalogs and applies the command-line overrides of the configuration.
    func loadInput() throws(UsageError) -> (input: CompilerInput?, diagnostics: [Diagnostic]) {
        var (input, diagnostics) = CatalogDirectory.load(try catalogsPath(), configurationPath: options["config"])
        if let profile = options["profile"] {
            guard let value = CompilerConfiguration.Profile(rawValue: profile) else {
                throw UsageError(description: "--profile must be debug or release, not '\(profile)'")
            }
            input?.configuration.profile = value
        }
        if let source = options["source-locale"] { input?.configuration.sourceLocale = source }
        if let access = options["access-level"] {
            guard let value = CompilerConfiguration.AccessLevel(rawValue: access) else {
                throw UsageError(description: "--access-level must be public, package or internal, not '\(access)'")
            }
            input?.configuration.accessLevel = value
        }
        return (input, diagnostics)
    }
}

/// The options every command that reads a catalogs folder shares.
let catalogOptionsHelp = """
      --catalogs <dir>        The catalogs folder (or give it as the only argument).
      --config <file>         The configuration (default: <catalogs>/catalogc.json).
      --profile <profile>     debug: missing translations, dropped variables, plural
                              categories only millions reach and bidi controls warn;
                              release: they fail.
      --source-locale <tag>   Override the configuration's source locale.
    """
