import LocalizedValidationIntl
import _LocalizedValidationCompilerCore
import _LocalizedValidationTranslation

extension Command {
    static let report = Command(
        name: "report",
        summary: "Print translation coverage: message x locale, stale translations included.",
        help: """
            USAGE: catalogc report [<catalogs>] [options]

            Prints, for every message and locale, whether the locale translates it, has a stale
            translation (the source text changed since it was accepted, see 'catalogc accept'),
            or serves another locale's text; then a summary per locale. Each message counts in
            one of: translated, stale, missing (the source locale's text is shown), fallback
            (a configured fallback locale's translation is shown).

            OPTIONS:
            \(catalogOptionsHelp(operand: true))
              --format <format>       text or json (default: text). The JSON has a stable shape,
                                      documented in the translators' guide: version, sourceLocale,
                                      locales with counts, messages with their source text and
                                      state per locale.
              --locale <tags>         Only these locales, comma-separated (ru,pt-BR; default: all).
              --fail-on <kinds>       Exit 1 when a reported locale has any of these,
                                      comma-separated: missing, stale, fallback (default: none).
              -h, --help              Show this help.
            """,
        valueOptions: CommandLineArguments.catalogOptions.union(["format", "locale", "fail-on"]),
        flagOptions: []
    ) { arguments in
        let format = try arguments.choice("format", of: ["text", "json"], default: "text")
        let failOn = try arguments.list("fail-on", of: ["missing", "stale", "fallback"]).map {
            TranslationReport.Bucket(rawValue: $0)
        }
        let (input, loadDiagnostics) = try arguments.loadInput()
        Output.diagnostics(loadDiagnostics)
        guard let input else { return ExitCode.inputErrors }
        let (fullReport, diagnostics) = FluentCatalogs.translationReport(input)
        Output.diagnostics(diagnostics.filter { $0.severity == .error })
        guard var report = fullReport else { return ExitCode.inputErrors }
        if let wanted = arguments.options["locale"] {
            var tags: Set<String> = []
            for tag in wanted.split(separator: ",").map({ String($0).trimmingSpaces }) {
                // As typed, else as ICU reads it: a folder `tl` is reported as `fil`.
                let canonical = try? IntlLocale(tag.replacingOccurrences(of: "_", with: "-")).identifier
                guard
                    let match = report.locales.first(where: {
                        ReportLocale.key($0) == ReportLocale.key(tag) || $0 == canonical
                    })
                else {
                    throw CommandLineArguments.UsageError(
                        description:
                            "--locale: no locale \(tag); the locales are \(report.locales.joined(separator: ", "))"
                    )
                }
                tags.insert(match)
            }
            report = report.filtered(locales: tags)
        }
        if format == "json" {
            print(ReportJSON.encode(report))
        } else {
            printText(report)
        }
        var failed = diagnostics.contains { $0.severity == .error }
        for summary in report.summaries {
            let found = failOn.filter { summary.count(of: $0) > 0 }
            guard !found.isEmpty else { continue }
            failed = true
            let counts = found.map { "\(summary.count(of: $0)) \($0)" }.joined(separator: ", ")
            Output.error("catalogc report: \(summary.locale) has \(counts) (--fail-on)")
        }
        return failed ? ExitCode.inputErrors : ExitCode.success
    }

    private static func printText(_ report: TranslationReport) {
        let idWidth = max(10, report.rows.map { $0.catalog.count + $0.messageID.count + 1 }.max() ?? 0)
        let columnWidth = max(12, report.locales.map(\.count).max() ?? 0) + 2
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        print(pad("message", idWidth + 2) + report.locales.map { pad($0, columnWidth) }.joined())
        for row in report.rows {
            let cells = row.cells.map { cell -> String in
                switch cell.bucket {
                case .translated: "translated"
                case .stale: "stale"
                default: "← \(cell.servedBy)"
                }
            }
            print(pad("\(row.catalog).\(row.messageID)", idWidth + 2) + cells.map { pad($0, columnWidth) }.joined())
        }
        print()
        for summary in report.summaries {
            let percent = summary.total == 0 ? 100 : summary.translated * 100 / summary.total
            var line =
                "\(pad(summary.locale, columnWidth)) \(summary.translated)/\(summary.total) translated (\(percent)%)"
            if report.hasTranslationRecord { line += ", \(summary.stale) stale" }
            line += ", \(summary.missing + summary.fallback) served by fallback"
            print(line)
        }
    }
}

/// Locale tags as typed: case-insensitive, `_` for `-`.
private enum ReportLocale {
    static func key(_ tag: String) -> String { CatalogLayout.tagKey(tag) }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension CommandLineArguments {
    /// A comma-separated option whose items are restricted to `choices`; empty when absent.
    func list(_ name: String, of choices: [String]) throws(UsageError) -> [String] {
        guard let value = options[name] else { return [] }
        let items = value.split(separator: ",").map(String.init)
        if let wrong = items.first(where: { !choices.contains($0) }) {
            throw UsageError(
                description: "--\(name) takes \(choices.joined(separator: ", ")) (comma-separated), not '\(wrong)'")
        }
        return items
    }
}
