extension CatalogAnalysis {
    /// Analyzes each catalog (one `.ftl` name across locales) on every core. Catalogs share
    /// nothing but the settings: each is analyzed by its own copy of the analysis, with its
    /// own diagnostics (merged in catalog order, so the output is that of a sequential run)
    /// and its own cache of plural samples.
    mutating func analyzeCatalogs(
        _ names: [String], units: [[String: CatalogUnit]], fallbacks: [[Int]]
    ) -> [CatalogModel] {
        var template = self
        template.diagnostics = DiagnosticCollector()
        let snapshot = template
        let results = concurrentMapInOrder(count: names.count) { index in
            var analysis = snapshot
            let model = analysis.analyzeCatalog(
                names[index], units: units.map { $0[names[index]] }, fallbacks: fallbacks)
            return (model: model, diagnostics: analysis.diagnostics.diagnostics)
        }
        var catalogs: [CatalogModel] = []
        for result in results {
            diagnostics.emit(contentsOf: result.diagnostics)
            if let model = result.model { catalogs.append(model) }
        }
        return catalogs
    }
}
