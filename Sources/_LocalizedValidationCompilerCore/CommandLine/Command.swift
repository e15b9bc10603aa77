import Foundation

// The command-line pieces catalogc and CatalogBuildTool (the build plugin's tool) share:
// `package`, so neither a copy nor public API.

/// Process exit codes (sysexits.h for usage).
package enum ExitCode {
    package static let success: Int32 = 0
    package static let inputErrors: Int32 = 1
    package static let usage: Int32 = 64
}

/// Writing to standard output and standard error.
package enum Output {
    package static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Diagnostics to standard error, one `file:line:column: severity: message [id]` each.
    package static func diagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { error(diagnostic.description) }
    }
}

/// A `catalogc` subcommand.
package struct Command: Sendable {
    package let name: String
    package let summary: String
    package let help: String
    package let valueOptions: Set<String>
    package let flagOptions: Set<String>
    package let body: @Sendable (CommandLineArguments) throws -> Int32

    package init(
        name: String, summary: String, help: String, valueOptions: Set<String>, flagOptions: Set<String>,
        body: @escaping @Sendable (CommandLineArguments) throws -> Int32
    ) {
        self.name = name
        self.summary = summary
        self.help = help
        self.valueOptions = valueOptions
        self.flagOptions = flagOptions
        self.body = body
    }

    package static let version = "1.0.0"

    /// Runs the command `arguments` names (the process's arguments without the
    /// executable) among `commands`; with no command, an unknown one, `--help` or
    /// `--version`, prints `overview` or the version. Returns the exit status.
    package static func main(_ arguments: [String], commands: [Command], overview: String) -> Int32 {
        if let name = arguments.first, let command = commands.first(where: { $0.name == name }) {
            return command.run(Array(arguments.dropFirst()))
        } else if arguments.isEmpty {
            // A usage error like any other: the help goes to standard error.
            Output.error(overview)
            return ExitCode.usage
        } else if ["--help", "-h", "help"].contains(arguments[0]) {
            print(overview)
            return ExitCode.success
        } else if arguments[0] == "--version" {
            print("catalogc \(version)")
            return ExitCode.success
        } else {
            Output.error("unknown command '\(arguments[0])'\n\n\(overview)")
            return ExitCode.usage
        }
    }

    /// The commands' one-line summaries, aligned, for an overview.
    package static func summaries(_ commands: [Command]) -> String {
        commands.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.summary)" }
            .joined(separator: "\n")
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
    package func run(_ arguments: [String]) -> Int32 {
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
    /// The option names every command that reads a catalogs folder takes, spelled the
    /// same everywhere (see ``catalogOptionsHelp(operand:)``).
    package static let catalogOptions: Set<String> = ["catalogs", "config", "profile", "source-locale"]

    /// The catalogs folder: `--catalogs`; else, for a command whose operand is the folder
    /// (`operand`), the one positional argument; else ``CatalogLayout/folderName``
    /// (`Locales`), the same default for every command.
    package func catalogsPath(operand: Bool = true) throws(UsageError) -> String {
        let operands = operand ? positional : []
        if let path = options["catalogs"] {
            guard operands.isEmpty else { throw UsageError(description: "unexpected argument '\(operands[0])'") }
            return path
        }
        guard operands.count <= 1 else { throw UsageError(description: "give one catalogs folder") }
        return operands.first ?? CatalogLayout.folderName
    }

    /// Loads the catalogs (``catalogsPath(operand:)``) and applies the command-line
    /// overrides of the configuration, and the built-in messages' folder for the commands
    /// that take it (``builtInMessagesOption``). A folder that does not exist is reported with
    /// where this package's catalogs are, when they are elsewhere
    /// (``CatalogsFolderHint``).
    package func loadInput(operand: Bool = true) throws(UsageError) -> (
        input: CompilerInput?, diagnostics: [Diagnostic]
    ) {
        let path = try catalogsPath(operand: operand)
        if let missing = CatalogsFolderHint.diagnostic(forMissing: path) { return (nil, [missing]) }
        var (input, diagnostics) = CatalogDirectory.load(path, configurationPath: options["config"])
        if let profile = options["profile"] {
            guard let value = CompilerConfiguration.Profile(rawValue: profile) else {
                throw UsageError(description: "--profile must be debug or release, not '\(profile)'")
            }
            input?.configuration.profile = value
        }
        if let source = options["source-locale"] { input?.configuration.sourceLocale = source }
        if let folder = options[builtInMessagesOption] {
            let (builtIn, builtInDiagnostics) = BuiltInMessages.load(folder)
            diagnostics += builtInDiagnostics
            guard let builtIn else { return (nil, diagnostics) }
            input?.builtInMessages = builtIn
        }
        if let access = options["access-level"] {
            guard let value = CompilerConfiguration.AccessLevel(rawValue: access) else {
                throw UsageError(description: "--access-level must be public, package or internal, not '\(access)'")
            }
            input?.configuration.accessLevel = value
        }
        return (input, diagnostics)
    }
}

/// The option that names LocalizedValidation's catalogs folder, for the commands that
/// check an app's texts for the built-in messages (`check`, `generate`).
package let builtInMessagesOption = "built-in-messages"

/// The help of ``builtInMessagesOption``; `compiles` for `generate`, which also writes
/// the texts' Swift.
package func builtInMessagesOptionHelp(compiles: Bool) -> String {
    """
      --built-in-messages <dir>
                              LocalizedValidation's Locales folder, for an app that uses
                              its built-in messages (the plugins pass it): each
                              <locale>/ValidationMessage.ftl is then checked against it\(compiles ? "\n                              and compiled into <LocaleType>+ValidationMessage.swift," : ",")
                              and an app locale without built-in messages is a warning
                              (default: none).
    """
}

/// The help of ``CommandLineArguments/catalogOptions``, the same in every command's help;
/// `operand` when the command also takes the folder as its only argument.
package func catalogOptionsHelp(operand: Bool) -> String {
    """
      --catalogs <dir>        The catalogs folder\(operand ? " (or give it as the only argument)" : "")
                              (default: \(CatalogLayout.folderName), in the current folder).
      --config <file>         The configuration (default: <catalogs>/catalogc.json).
      --profile <profile>     debug or release (default: the configuration's, else debug).
                              debug: missing translations, dropped variables, plural
                              categories only millions reach and bidi controls warn;
                              release: they fail.
      --source-locale <tag>   The source locale (default: the configuration's, else en).
    """
}
