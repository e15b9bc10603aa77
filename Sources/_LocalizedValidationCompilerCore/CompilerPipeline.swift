import LocalizedValidationIntl

/// The compiler's passes, in order:
///
/// 1. configuration and discovery (`Configuration/`): `catalogc.json`'s values, the
///    locale folders, each locale's fallback chain;
/// 2. parse (`Parsing/`): every file into a syntax tree, indexed by id;
/// 3. lowering and reference resolution (`Lowering/`, `Resolution/`): each entry once
///    to IR, the graph of references, each argument's type across it;
/// 4. checks (`Checks/`, one file per check, its messages beside it);
/// 5. the language-neutral checked model (`Model/`), which reports read;
/// 6. Swift naming and rendering (`Rendering/`), the only place Swift names exist.
///
/// Every pass reports into one ``DiagnosticCollector``; no pass throws.
struct CompilerPipeline {
    /// The neutral model; nil when the catalogs cannot be read at all. A model built
    /// despite errors serves coverage reports, never code generation.
    let model: CatalogSetModel?
    /// The model named for Swift; nil when there is no model, or when the pipeline only
    /// checks.
    let swift: SwiftCatalogSet?
    let diagnostics: DiagnosticCollector
    /// What the analysis holds (the syntax trees, each locale's bundle, the translation
    /// record), freed with the pipeline rather than when the analysis ends, so that
    /// `FluentCatalogs.check(_:beforeFreeing:)` skips freeing them too.
    private let analysis: CatalogAnalysis
    /// Whether the generated code may import LocalizedValidationFormatting (the build
    /// plugin says no for a target that does not depend on it).
    private let formattingModuleAvailable: Bool

    /// What a run is for.
    enum Purpose {
        /// Generating code: the whole Swift model.
        case generation
        /// The translation tools' reports: the neutral model with every locale's lowered
        /// entries (a preview renders them), and every diagnostic; no Swift model.
        case report
        /// Diagnostics only (`check`): as ``report``, but the model keeps no lowered
        /// entries (each catalog's are freed once it is checked, so a large set's check
        /// reuses their memory), and Swift naming reports what Swift cannot take but
        /// names no locale's entries (a seventh of a large set's check; only rendering
        /// reads them).
        case diagnostics
    }

    /// Runs every pass up to Swift naming.
    init(_ input: CompilerInput, for purpose: Purpose = .generation) {
        // The Swift settings are checked with the configuration, before any folder is read.
        var configurationDiagnostics = DiagnosticCollector()
        SwiftNaming.checkConfiguration(
            input.configuration, at: input.configurationLocation, diagnostics: &configurationDiagnostics)
        var analysis = CatalogAnalysis(input, diagnostics: configurationDiagnostics)
        analysis.keepsEntries = purpose != .diagnostics
        let model = analysis.run()
        var naming = SwiftNaming(input: input, diagnostics: analysis.diagnostics)
        self.model = model
        switch purpose {
        case .generation: swift = model.map { naming.name($0) }
        case .report, .diagnostics:
            if let model { _ = naming.name(model, entries: false) }
            swift = nil
        }
        diagnostics = naming.diagnostics
        self.analysis = analysis
        formattingModuleAvailable = input.formattingModuleAvailable
    }

    /// The generated files, none when any diagnostic is an error, and the diagnostics
    /// with any error of baking the locales' data (plural rules, number formats,
    /// quotation marks) added.
    ///
    /// The data is baked here, once per run and only for the catalogs' locales (their
    /// data tags), so a check that generates nothing reads none.
    func render() -> (files: [GeneratedFile], diagnostics: DiagnosticCollector) {
        guard let swift, !diagnostics.hasErrors else { return ([], diagnostics) }
        let renderer = SwiftRenderer(model: swift)
        let files: [GeneratedFile]
        do {
            files = try renderer.files(localeData: renderer.bakedLocaleData())
        } catch {
            var diagnostics = diagnostics
            diagnostics.emit(
                Diagnostic(
                    .error, .invalidLocaleDirectory,
                    "cannot bake ICU \(ICULibrary.version)'s plural rules, number formats, number styles and quotation marks for \(renderer.dataTags.joined(separator: ", ")): \(error)",
                    at: nil))
            return ([], diagnostics)
        }
        let formatting = renderer.catalogsFormattingThroughICU
        guard formattingModuleAvailable || formatting.isEmpty else {
            var diagnostics = diagnostics
            for catalog in formatting {
                diagnostics.emit(
                    Diagnostic(
                        .error, .missingFormattingModule,
                        "\(catalog.sourceFile == nil ? catalog.name : "the catalog '\(catalog.name)'") formats a date or time whose pattern catalogc cannot bake (a zone's generic name, as timeZoneName \"shortGeneric\" and \"longGeneric\" show, or a week number), which goes through ICU: add the product LocalizedValidationFormatting (or LocalizedValidation) to the target's dependencies, or show the zone's specific name or offset (timeZoneName \"short\", \"long\", \"shortOffset\", \"longOffset\"); LocalizedValidationMessages alone renders text, plurals, numbers (NUMBER() with every option), calendar days, and instants in their zones with the zones' names and offsets, without ICU",
                        at: catalog.sourceFile.map { FileLocation(file: $0, line: 1, column: 1) }))
            }
            return ([], diagnostics)
        }
        return (files, diagnostics)
    }
}
