import CatalogCompiler

extension Command {
    static let fmt = Command(
        name: "fmt",
        summary: "Format .ftl files canonically (or check that they are).",
        help: """
            USAGE: catalogc fmt <file-or-dir>... [--check]

            Rewrites each .ftl file in canonical Fluent formatting (4-space indentation,
            one blank line between entries, comments kept). A file with syntax errors is
            reported and left untouched, so nothing a translator wrote is lost.

            OPTIONS:
              --check                 Write nothing; exit 1 if any file is not formatted.
              -h, --help              Show this help.
            """,
        valueOptions: [],
        flagOptions: ["check"]
    ) { arguments in
        guard !arguments.positional.isEmpty else {
            throw CommandLineArguments.UsageError(description: "give the .ftl files or folders to format")
        }
        let checkOnly = arguments.flags.contains("check")
        var failed = false
        var drifted: [String] = []
        for path in arguments.positional.flatMap({ CatalogDirectory.fluentFiles(under: $0) }) {
            switch FluentFormatter.format(fileAt: path) {
            case .failure(let failure):
                Output.diagnostics(failure.diagnostics)
                failed = true
            case .success(let formatted):
                guard let formatted else { continue }
                drifted.append(path)
                if checkOnly {
                    Output.error("\(path): not formatted; run 'catalogc fmt \(path)'")
                    continue
                }
                do {
                    let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
                        separator: "/")
                    let name = String(path.split(separator: "/").last ?? Substring(path))
                    _ = try OutputWriter.write([(name, formatted)], to: directory.isEmpty ? "." : directory)
                } catch {
                    Output.diagnostics([Diagnostic(.error, .unwritableOutput, "\(error)", at: nil)])
                    failed = true
                }
            }
        }
        if checkOnly, !drifted.isEmpty { failed = true }
        return failed ? ExitCode.inputErrors : ExitCode.success
    }
}
