import _LocalizedValidationCompilerCore

extension Command {
    static let fmt = Command(
        name: "fmt",
        summary: "Format .ftl files canonically (or check that they are).",
        help: """
            USAGE: catalogc fmt [<file-or-dir>...] [--catalogs <dir>] [--check]

            Rewrites each .ftl file in canonical Fluent formatting: 4-space indentation,
            one blank line between entries, a message's comment directly above it, LF line
            ends, no byte order mark. Only layout changes: every message reads back with
            the same text, byte for byte, and comments are kept. A folder is searched
            recursively for .ftl files (hidden ones aside). Without files or folders, the
            catalogs folder is formatted.

            A file with syntax errors is reported and left untouched, so nothing a translator
            wrote is lost. A file is rewritten only when its bytes change, atomically (a
            temporary file in its folder renamed over it), keeping its permissions; a
            symbolic link is followed and stays a link. A path that does not exist is an
            error, and then nothing is written.

            OPTIONS:
              --catalogs <dir>        The catalogs folder, formatted when no file or folder is
                                      given (default: \(CatalogLayout.folderName), in the current folder).
              --check                 Write nothing; exit 1 if any file is not formatted
                                      (default: rewrite the files).
              -h, --help              Show this help.
            """,
        valueOptions: ["catalogs"],
        flagOptions: ["check"]
    ) { arguments in
        let checkOnly = arguments.flags.contains("check")
        // The catalogs folder when named, or by default when no file is given: the same
        // default as every other command, and the same hint when it is not there.
        let catalogs =
            arguments.options["catalogs"].map { [$0] }
            ?? (arguments.positional.isEmpty ? [CatalogLayout.folderName] : [])
        // Every path is looked up before anything is written: a mistyped path fails the run
        // instead of formatting the others and passing.
        var paths: [String] = []
        var missing: [Diagnostic] = []
        for argument in catalogs + arguments.positional {
            if catalogs.contains(argument), let hint = CatalogsFolderHint.diagnostic(forMissing: argument) {
                missing.append(hint)
                continue
            }
            do {
                paths += try CatalogDirectory.fluentFiles(under: argument)
            } catch {
                missing.append(Diagnostic(.error, .unreadableInput, "cannot format: \(error)", at: nil))
            }
        }
        guard missing.isEmpty else {
            Output.diagnostics(missing)
            return ExitCode.inputErrors
        }
        var failed = false
        for path in paths {
            switch FluentCatalogs.format(fileAt: path) {
            case .failure(let failure):
                Output.diagnostics(failure.diagnostics)
                failed = true
            case .success(nil):
                continue
            case .success(let formatted?):
                if checkOnly {
                    Output.error("\(path): not formatted; run 'catalogc fmt \(path)'")
                    failed = true
                    continue
                }
                do {
                    try FileReplacement.replaceContents(ofFileAt: path, with: formatted)
                } catch {
                    Output.diagnostics([Diagnostic(.error, .unwritableOutput, "\(error)", at: nil)])
                    failed = true
                }
            }
        }
        return failed ? ExitCode.inputErrors : ExitCode.success
    }
}
