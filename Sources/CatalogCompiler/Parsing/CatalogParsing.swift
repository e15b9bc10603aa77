import Intl

/// The parse pass: every file of the valid locales.
extension CatalogAnalysis {
    /// Parses every file of the valid locales: catalog name → unit, per locale.
    mutating func parseFiles(locales: [LocaleInfo]) -> [[String: CatalogUnit]] {
        var jobs: [(file: CatalogFile, locale: LocaleInfo)] = []
        var localeOfJob: [Int] = []
        for (index, locale) in locales.enumerated() {
            for file in input.files.filter({ $0.localeDirectory == locale.directory }).sorted(by: { $0.path < $1.path })
            {
                jobs.append((file, locale))
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
