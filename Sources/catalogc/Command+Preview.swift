import Foundation
import _LocalizedValidationCompilerCore
import _LocalizedValidationTranslation

extension Command {
    static let preview = Command(
        name: "preview",
        summary: "Write a static HTML preview of every message in every locale.",
        help: """
            USAGE: catalogc preview [<catalogs>] --output <dir> [options]

            Writes index.html (each locale's progress), preview.css and one page per locale
            showing every message beside its source, rendered for each plural category with
            CLDR's sample numbers and with sample dates, arguments highlighted, comments and
            variable descriptions shown, and missing, stale and fallback messages flagged.
            Open index.html in a browser: no script, no server.

            OPTIONS:
            \(catalogOptionsHelp(operand: true))
              --output <dir>          The folder to write (required; created if needed).
              --quiet                 Print no summary line (default: print it).
              -h, --help              Show this help.
            """,
        valueOptions: CommandLineArguments.catalogOptions.union(["output"]),
        flagOptions: ["quiet"]
    ) { arguments in
        guard let output = arguments.options["output"] else {
            throw CommandLineArguments.UsageError(
                description: "--output is required: the folder to write the preview to")
        }
        let (input, loadDiagnostics) = try arguments.loadInput()
        Output.diagnostics(loadDiagnostics)
        guard let input else { return ExitCode.inputErrors }
        let (files, diagnostics) = FluentCatalogs.preview(input)
        Output.diagnostics(diagnostics.filter { $0.severity == .error })
        guard !files.isEmpty else { return ExitCode.inputErrors }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for file in files {
                let url = URL(fileURLWithPath: output).appendingPathComponent(file.name)
                try Data(file.contents).write(to: url, options: .atomic)
            }
        } catch {
            Output.diagnostics([Diagnostic(.error, .unwritableOutput, "cannot write \(output): \(error)", at: nil)])
            return ExitCode.inputErrors
        }
        guard !arguments.flags.contains("quiet") else { return ExitCode.success }
        print("catalogc: wrote \(files.count) files to \(output); open \(output)/index.html")
        return ExitCode.success
    }
}
