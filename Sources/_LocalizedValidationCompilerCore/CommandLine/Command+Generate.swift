import Foundation

extension Command {
    package static let generate = Command(
        name: "generate",
        summary: "Check the catalogs and write the Swift files.",
        help: """
            USAGE: catalogc generate [<catalogs>] --output <dir> [options]

            Checks every locale against the source locale and, when nothing is an error,
            writes <LocaleType>.swift (CatalogLocale.swift by default) and one
            <Catalog>.swift per catalog into <dir>.
            Files are written atomically and only when their bytes change; after an error
            nothing is written and the previous outputs stay as they were.

            OPTIONS:
            \(catalogOptionsHelp(operand: true))
              --output <dir>          Where to write the Swift files (required; created if needed).
              --access-level <level>  public, package or internal (default: the configuration's,
                                      else public).
            \(builtInMessagesOptionHelp(compiles: true))
              --touch-unchanged       Also update the modification time of outputs whose bytes
                                      did not change (build plugins: keeps the build system from
                                      re-running catalogc when an input changed but no output did;
                                      default: leave them).
              --without-formatting    The target cannot import LocalizedValidationFormatting
                                      (it depends on LocalizedValidationMessages alone): a
                                      catalog whose date or time pattern cannot be baked
                                      (a zone name goes through ICU) is an error (the build
                                      plugin sets it for such a target; default: off).
              --declared-outputs <names>
                                      The file names the build plugin declared, comma-separated:
                                      a difference with what the catalogs give is an error that
                                      says how to make SwiftPM plan the build again (default: the
                                      names the catalogs folder's layout gives).
              --quiet                 Print no summary line (default: print it).
              -h, --help              Show this help.
            """,
        valueOptions: CommandLineArguments.catalogOptions.union([
            "output", "access-level", builtInMessagesOption, "declared-outputs",
        ]),
        flagOptions: ["quiet", "touch-unchanged", "without-formatting"]
    ) { arguments in
        guard let output = arguments.options["output"] else {
            throw CommandLineArguments.UsageError(description: "--output is required")
        }
        let (input, loadDiagnostics) = try arguments.loadInput()
        Output.diagnostics(loadDiagnostics)
        guard var input else { return ExitCode.inputErrors }
        if arguments.flags.contains("without-formatting") { input.formattingModuleAvailable = false }
        // The process ends inside the closure, before the checked catalogs and the
        // generated text are freed: nobody waits for that (FluentCatalogs.compile(_:beforeFreeing:)).
        return try FluentCatalogs.compile(input) { result throws -> Int32 in
            exit(try writeGenerated(result, input: input, output: output, arguments: arguments))
        }
    }

    /// Writes what `generate` compiled (or prints why not); returns the exit code.
    private static func writeGenerated(
        _ result: CompilerResult, input: CompilerInput, output: String, arguments: CommandLineArguments
    ) throws -> Int32 {
        Output.diagnostics(result.diagnostics)
        guard !result.hasErrors else { return ExitCode.inputErrors }
        let written = result.files.map(\.name)
        let mismatch =
            if let declared = arguments.options["declared-outputs"] {
                stalePlan(written, declared: declared.split(separator: ",").map(String.init))
            } else {
                try outputMismatch(written, catalogs: input.rootPath, builtInMessages: input.builtInMessages != nil)
            }
        if let mismatch {
            Output.diagnostics([mismatch])
            return ExitCode.inputErrors
        }
        do {
            let outcome = try OutputWriter.write(
                result.files.map { ($0.name, $0.utf8) }, to: output)
            if arguments.flags.contains("touch-unchanged") {
                for path in outcome.unchanged {
                    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
                }
            }
            if !arguments.flags.contains("quiet") {
                print("catalogc: \(outcome.written.count) written, \(outcome.unchanged.count) unchanged in \(output)")
            }
        } catch let error as OutputWriter.WriteError {
            Output.diagnostics([Diagnostic(.error, .unwritableOutput, "\(error); nothing was replaced", at: nil)])
            return ExitCode.inputErrors
        }
        return ExitCode.success
    }
}

/// The build plugin declared `declared` when SwiftPM planned the build; SwiftPM plans it
/// again when the package's manifest or its list of files changes, not when a file's
/// contents do, so a new `localeTypeName` or `sourceLocale` in catalogc.json reaches
/// catalogc while the plan still expects the old files (the new ones would not be
/// compiled: "cannot find 'AppLocale' in scope").
private func stalePlan(_ written: [String], declared: [String]) -> Diagnostic? {
    guard Set(written) != Set(declared) else { return nil }
    return Diagnostic(
        .error, .unwritableOutput,
        "the catalogs now give \(written.sorted().joined(separator: ", ")), but SwiftPM planned this build for \(declared.sorted().joined(separator: ", ")): it plans a build plugin's outputs again only when the package's manifest or its files change, not catalogc.json's contents. Touch Package.swift (or run 'swift package clean') and build again",
        at: nil)
}

/// The build plugin declares the outputs ``CatalogLayout`` names before catalogc runs;
/// SwiftPM ignores any other file, so a difference would surface later as "cannot find
/// 'X' in scope". Say it here instead, naming both lists.
private func outputMismatch(_ written: [String], catalogs: String, builtInMessages: Bool) throws -> Diagnostic? {
    let layout = try CatalogLayout(root: URL(fileURLWithPath: catalogs))
    let declared = builtInMessages ? layout.outputFileNamesWithBuiltInMessages : layout.outputFileNames
    guard Set(written) != Set(declared) else { return nil }
    return Diagnostic(
        .error, .unwritableOutput,
        "catalogc would write \(written.sorted().joined(separator: ", ")) but the build plugin declares \(declared.sorted().joined(separator: ", ")) for \(catalogs); nothing was written. Check that the source locale's folder is named as \"sourceLocale\" in catalogc.json says, and report this if it is",
        at: nil)
}
