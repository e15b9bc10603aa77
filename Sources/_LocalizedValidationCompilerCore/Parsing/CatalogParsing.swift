import LocalizedValidationIntl

/// The parse pass: every file of the valid locales.
extension CatalogAnalysis {
    /// Parses every file of the valid locales: catalog name → unit, per locale.
    mutating func parseFiles(locales: [LocaleInfo]) -> [[String: CatalogUnit]] {
        var jobs: [(file: CatalogFile, locale: LocaleInfo, source: Int?)] = []
        var localeOfJob: [Int] = []
        // The source locale comes first: its files' jobs by catalog name.
        var sourceJobs: [String: Int] = [:]
        for (index, locale) in locales.enumerated() {
            for file in input.files.filter({ $0.localeDirectory == locale.directory }).sorted(by: { $0.path < $1.path })
            {
                if index == 0 { sourceJobs[file.catalogName] = jobs.count }
                jobs.append((file, locale, index == 0 ? nil : sourceJobs[file.catalogName]))
                localeOfJob.append(index)
            }
        }
        // On every core (ParallelParsing.swift); diagnostics in file order.
        var units = [[String: CatalogUnit]](repeating: [:], count: locales.count)
        for (job, parsed) in ParallelParsing.units(jobs).enumerated() {
            diagnostics.emit(contentsOf: parsed.diagnostics)
            units[localeOfJob[job]][parsed.unit.file.catalogName] = parsed.unit
        }
        return units
    }
}
