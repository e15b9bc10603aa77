import Intl

/// The parse pass: every file of the valid locales.
extension CatalogAnalysis {
    /// Parses every file of the valid locales: catalog name → unit, per locale.
    mutating func parseFiles(locales: [LocaleInfo]) -> [[String: CatalogUnit]] {
        let parser = FluentParser()
        return locales.map { locale in
            var units: [String: CatalogUnit] = [:]
            for file in input.files.filter({ $0.localeDirectory == locale.directory }).sorted(by: { $0.path < $1.path })
            {
                units[file.catalogName] = CatalogUnit(
                    file: file, locale: locale, resource: parser.parse(file.contents), diagnostics: &diagnostics)
            }
            return units
        }
    }
}
