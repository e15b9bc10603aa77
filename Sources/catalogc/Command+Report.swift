import CatalogCompiler

extension Command {
    static let report = Command(
        name: "report",
        summary: "Print translation coverage: message x locale.",
        help: """
            USAGE: catalogc report <catalogs> [options]

            Prints, for every message and locale, whether the locale translates it or
            serves another locale's text, then a summary per locale.

            OPTIONS:
            \(catalogOptionsHelp)
              -h, --help              Show this help.
            """,
        valueOptions: ["catalogs", "config", "profile", "source-locale"],
        flagOptions: []
    ) { arguments in
        let (input, loadDiagnostics) = try arguments.loadInput()
        Output.diagnostics(loadDiagnostics)
        guard let input else { return ExitCode.inputErrors }
        let (report, diagnostics) = FluentCatalogs.report(input)
        Output.diagnostics(diagnostics.filter { $0.severity == .error })
        guard let report else { return ExitCode.inputErrors }
        let idWidth = max(10, report.rows.map { $0.catalog.count + $0.messageID.count + 1 }.max() ?? 0)
        let columnWidth = max(12, report.locales.map(\.count).max() ?? 0) + 2
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        print(pad("message", idWidth + 2) + report.locales.map { pad($0, columnWidth) }.joined())
        for row in report.rows {
            let statuses = row.statuses.map { status in status.fallbackLocale.map { "← \($0)" } ?? "translated" }
            print(pad("\(row.catalog).\(row.messageID)", idWidth + 2) + statuses.map { pad($0, columnWidth) }.joined())
        }
        print()
        for (index, tag) in report.locales.enumerated() {
            let translated = report.translatedCount(locale: index)
            let total = report.rows.count
            let percent = total == 0 ? 100 : translated * 100 / total
            print(
                "\(pad(tag, columnWidth)) \(translated)/\(total) translated (\(percent)%), \(total - translated) served by fallback"
            )
        }
        return diagnostics.contains { $0.severity == .error } ? ExitCode.inputErrors : ExitCode.success
    }
}
