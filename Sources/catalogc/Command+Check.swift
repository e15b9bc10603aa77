import Foundation
import _LocalizedValidationCompilerCore

extension Command {
    static let check = Command(
        name: "check",
        summary: "Check the catalogs and print diagnostics only.",
        help: """
            USAGE: catalogc check [<catalogs>] [options]

            Runs every check and prints the diagnostics; writes nothing. Exits 1 when any
            diagnostic is an error. Use --profile release in CI to fail on missing
            translations, dropped variables and stale translations (the source text changed
            since the translation was accepted into <catalogs>/catalogc.lock; see 'catalogc
            accept --help').

            A locale folder naming a language ICU has no data for (such as oc or cak), or
            only plural rules (scn), compiles with ICU's root data for numbers, dates and
            quotation marks, and root's plural rules (only 'other') where it has none: one
            warning per folder, [locale-data-fallback].

            OPTIONS:
            \(catalogOptionsHelp(operand: true))
            \(builtInMessagesOptionHelp(compiles: false))
              --format <format>       text, to stderr, or json, to stdout for CI bots (default: text).
              -h, --help              Show this help.
            """,
        valueOptions: CommandLineArguments.catalogOptions.union(["format", builtInMessagesOption]),
        flagOptions: []
    ) { arguments in
        let format = try arguments.choice("format", of: ["text", "json"], default: "text")
        let (input, loadDiagnostics) = try arguments.loadInput()
        guard let input else { return printCheck(loadDiagnostics, format: format) }
        return FluentCatalogs.check(input) { diagnostics in
            // The process ends here, before the checked catalogs are freed: freeing them
            // is work nobody waits for (see FluentCatalogs.check(_:beforeFreeing:)).
            exit(printCheck(loadDiagnostics + diagnostics, format: format))
        }
    }

    /// Prints `check`'s diagnostics and summary; returns the exit code.
    private static func printCheck(_ diagnostics: [Diagnostic], format: String) -> Int32 {
        if format == "json" {
            print(DiagnosticJSON.encode(diagnostics))
        } else {
            Output.diagnostics(diagnostics)
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            Output.error(
                "catalogc: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
        return diagnostics.contains { $0.severity == .error } ? ExitCode.inputErrors : ExitCode.success
    }
}

/// Diagnostics as JSON: `{"diagnostics": [...], "errors": n, "warnings": n}`.
enum DiagnosticJSON {
    static func encode(_ diagnostics: [Diagnostic]) -> String {
        func location(_ location: FileLocation?) -> [String: Any] {
            guard let location else { return [:] }
            return ["file": location.file, "line": location.line, "column": location.column]
        }
        let items: [[String: Any]] = diagnostics.map { diagnostic in
            var item: [String: Any] = [
                "severity": diagnostic.severity.rawValue, "id": diagnostic.id.rawValue, "message": diagnostic.message,
            ]
            item.merge(location(diagnostic.location)) { $1 }
            item["notes"] = diagnostic.notes.map { note in
                ["message": note.message].merging(location(note.location)) { $1 }
            }
            return item
        }
        let document: [String: Any] = [
            "diagnostics": items,
            "errors": diagnostics.filter { $0.severity == .error }.count,
            "warnings": diagnostics.filter { $0.severity == .warning }.count,
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
