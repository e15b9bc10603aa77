/// The Swift naming pass: derives from the neutral ``CatalogSetModel`` every name the
/// renderer writes (catalog types, message cases, argument labels, attribute accessors,
/// locale cases) and reports what Swift cannot take: a catalog name that is no type
/// name, names that clash with each other or with what the generated code uses, the
/// largest switch Swift checks. The only place a catalog name becomes a Swift name.
struct SwiftNaming {
    let input: CompilerInput
    var diagnostics: DiagnosticCollector

    /// The configuration's Swift setting: `localeTypeName` must be a Swift type name.
    /// Runs before the analysis, whose configuration pass stops on its errors.
    static func checkConfiguration(
        _ configuration: CompilerConfiguration, at location: FileLocation?, diagnostics: inout DiagnosticCollector
    ) {
        if SwiftNames.upperCamel(configuration.localeTypeName) != configuration.localeTypeName {
            diagnostics.emit(
                Diagnostic(
                    .error, .invalidConfiguration,
                    "localeTypeName '\(configuration.localeTypeName)' is not a Swift type name such as CatalogLocale",
                    at: location))
        }
        if !configuration.functions.isEmpty,
            SwiftNames.upperCamel(configuration.functionsTypeName) != configuration.functionsTypeName
        {
            diagnostics.emit(
                Diagnostic(
                    .error, .invalidConfiguration,
                    "functionsTypeName '\(configuration.functionsTypeName)' is not a Swift type name such as CatalogFunctions",
                    at: location))
        }
    }

    /// Names every catalog that can be named; a catalog that cannot is reported and left
    /// out (of the Swift model only: the neutral model keeps it).
    ///
    /// - Parameter entries: Whether to name each locale's entries and their parameters,
    ///   which only rendering reads and which report nothing: a check leaves them out
    ///   (a model without them has no units and no shared terms, and renders nothing).
    mutating func name(_ model: CatalogSetModel, entries: Bool = true) -> SwiftCatalogSet {
        let locales = model.locales.map { SwiftCatalogSet.Locale(tag: $0.tag, caseName: SwiftNames.localeCase($0.tag)) }
        let catalogs = nameCatalogs(model.catalogs, locales: locales, entries: entries)
        checkGeneratedNames(locales: model.locales, catalogs: catalogs)
        return SwiftCatalogSet(
            locales: locales, fallbacks: model.fallbacks, catalogs: catalogs,
            sharedTerms: entries ? model.sharedTerms.map { name($0) } : [], configuration: model.configuration)
    }

    /// Names each catalog on every core (catalogs share no names: what they share is
    /// checked after, by `checkGeneratedNames`). Each catalog reports into its own
    /// collector, merged in catalog order (and filtered there), so the output is that of
    /// a sequential run.
    private mutating func nameCatalogs(
        _ catalogs: [CatalogModel], locales: [SwiftCatalogSet.Locale], entries: Bool
    ) -> [SwiftCatalog] {
        var template = self
        template.diagnostics = DiagnosticCollector()
        let snapshot = template
        let results = concurrentMapInOrder(count: catalogs.count) { index in
            var naming = snapshot
            let named = naming.name(catalogs[index], locales: locales, entries: entries)
            return (catalog: named, diagnostics: naming.diagnostics.diagnostics)
        }
        var named: [SwiftCatalog] = []
        for result in results {
            diagnostics.emit(contentsOf: result.diagnostics)
            if let catalog = result.catalog { named.append(catalog) }
        }
        return named
    }

    private mutating func name(
        _ catalog: CatalogModel, locales: [SwiftCatalogSet.Locale], entries: Bool
    ) -> SwiftCatalog? {
        // Every path names a type (``CatalogTypeName``); only a file without a name
        // (`.ftl`, which a folder listing skips as hidden) cannot.
        guard !catalog.name.isEmpty, !catalog.name.hasSuffix("/") else {
            diagnostics.emit(
                Diagnostic(
                    .error, .invalidCatalogName,
                    "'\(catalog.name).ftl' has no name to name a Swift type after; name the file, such as ValidationMessage.ftl",
                    at: FileLocation(file: catalog.sourceFile, line: 1, column: 1)))
            return nil
        }
        let typeName = CatalogTypeName.forCatalog(catalog.name)
        let names = SwiftNameRegistry(file: catalog.sourceFile)
        let caseNames = names.caseNames(
            for: catalog.messages.map { ($0.id, $0.location) }, diagnostics: &diagnostics)
        let messages = zip(catalog.messages, caseNames).map { message, caseName in
            let arguments = names.labels(for: message.arguments)
            return SwiftMessage(
                id: message.id, caseName: caseName, arguments: arguments,
                translatorComment: message.translatorComment, sourceText: message.sourceText,
                renderings: message.renderings)
        }
        if let tooLarge = SwitchSizeLimit.check(catalog.messages, catalog: catalog.name) {
            diagnostics.emit(tooLarge)
        }
        let units = entries ? catalog.units.map { unit in unit.map { self.name($0) } } : []
        let accessors = names.attributeAccessors(catalog.attributes)
        return SwiftCatalog(
            name: catalog.name, sourceFile: catalog.sourceFile, typeName: typeName, messages: messages,
            attributes: zip(catalog.attributes.map(\.name), accessors).map { ($0, $1) }, units: units)
    }

    /// The functions a locale's file renders: every entry, with its parameters named
    /// for Swift. A parameter's name is local to the entry's functions
    /// (``SwiftNames/argumentLabels(for:)`` over the entry's own parameters): a caller
    /// passes its own value of the same Fluent variable, matched by name.
    private func name(_ unit: UnitModel) -> SwiftUnit {
        let functionNames = GeneratedHelperNames.patternFunctionNames(
            unit.entries.map { ($0.displayName, $0.isTerm, $0.ir.attributes.map(\.name)) })
        let entries = zip(unit.entries, functionNames).map { entry, functionNames in
            let labels = SwiftNames.argumentLabels(for: entry.parameters.map(\.name))
            let parameters = zip(entry.parameters, labels).map { declaration, label in
                SwiftArgument(
                    name: declaration.name, label: label, type: declaration.type, summary: declaration.summary)
            }
            return SwiftEntry(
                displayName: entry.displayName, isTerm: entry.isTerm, parameters: parameters,
                termVariables: entry.termVariables, ir: entry.ir, functionName: functionNames.value,
                attributeFunctionNames: functionNames.attributes, sharedIndex: entry.sharedIndex)
        }
        return SwiftUnit(entries: entries)
    }
}
