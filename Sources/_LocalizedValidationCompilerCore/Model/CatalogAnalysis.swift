import LocalizedValidationIntl

/// The language-neutral passes over a catalog set: configuration and discovery, parse,
/// lowering and reference resolution, and every check; builds the neutral
/// ``CatalogSetModel``. Swift naming comes after, in ``SwiftNaming``.
struct CatalogAnalysis {
    let input: CompilerInput
    var diagnostics: DiagnosticCollector
    /// ICU's samples per locale, rule type, category and whether only integers count:
    /// finding them takes thousands of ICU calls, and a catalog asks the same question at
    /// every plural select that lacks the category.
    var sampleCache: [String: [String]] = [:]
    /// Whether to compute translation states without a translation record (`accept`, `report`).
    var tracksTranslations = false
    /// Whether the model keeps every locale's lowered entries (``CatalogModel/units``);
    /// a check that reports only diagnostics models none, and frees each catalog's entries
    /// once it is checked.
    var keepsEntries = true
    /// The translation states and the record, once `run()` parsed the files.
    private(set) var translations: TranslationTracking?
    /// Per locale (indexed like the parsed files): its files as one bundle, where
    /// references resolve across files.
    var bundles: [LocaleBundle] = []
    /// The parsed files, kept as long as the analysis (and its pipeline) is: a process
    /// that exits before the pipeline is freed (`catalogc check`) never frees them.
    private(set) var parsedUnits: [[String: CatalogUnit]] = []
    /// Indexed like the locales: how each pseudo-locale disguises the source's checked
    /// file; nil for a locale with its own folder.
    private(set) var pseudoLocaleMethods: [PseudoLocales.Method?] = []

    /// An analysis of `input`, after `diagnostics` (the target language's checks of the
    /// configuration, say): an error among them stops the analysis at the configuration
    /// pass, as any configuration error does.
    init(_ input: CompilerInput, diagnostics: DiagnosticCollector = DiagnosticCollector()) {
        self.input = input
        self.diagnostics = diagnostics
    }

    var configuration: CompilerConfiguration { input.configuration }

    /// The severity of an incomplete translation under the configured profile.
    var missingSeverity: Diagnostic.Severity {
        configuration.profile == .release ? .error : .warning
    }

    /// Checks everything; returns the model, or nil when the catalogs cannot be read at
    /// all. A model built despite errors serves coverage reports, never code generation.
    mutating func run() -> CatalogSetModel? {
        let pseudoLocales = PseudoLocales.configured(input)
        diagnostics.emit(contentsOf: pseudoLocales.diagnostics)
        guard let sourceTag = validateConfiguration() else { return nil }
        var locales = validateLocaleDirectories()
        guard let sourceIndex = locales.firstIndex(where: { $0.tag == sourceTag }) else {
            diagnostics.emit(
                Diagnostic(
                    .error, .missingSourceLocale,
                    "no folder for the source locale '\(sourceTag)' in \(input.rootPath); create \(input.rootPath)/\(sourceTag)/ with the source catalogs, or set \"sourceLocale\" in catalogc.json",
                    at: nil))
            return nil
        }
        // A pseudo-locale selects plurals and formats with the source's rules.
        let source = locales[sourceIndex]
        locales += pseudoLocales.tags.map {
            LocaleInfo(
                directory: $0, tag: $0, cardinal: source.cardinal, ordinal: source.ordinal,
                hasRootPluralRules: source.hasRootPluralRules, dataTag: sourceTag)
        }
        // The source locale first, the others by folder: the order of the generated cases.
        var ordered = [source]
        ordered += locales.enumerated().filter { $0.offset != sourceIndex }.map(\.element)
            .sorted { $0.directory < $1.directory }
        pseudoLocaleMethods = ordered.map {
            pseudoLocales.tags.contains($0.tag) ? PseudoLocales.Method(tag: $0.tag) : nil
        }
        let units = parseFiles(locales: ordered)
        parsedUnits = units
        bundles = units.map { LocaleBundle(units: $0, diagnostics: &diagnostics) }
        // Stale translations (Translation/): only with a translation record, or when asked;
        // on another core, joined before returning. Pseudo-locales are generated, never
        // translated: nothing to record.
        let tracked = ordered.indices.filter { pseudoLocaleMethods[$0] == nil }
        let tracking =
            input.translationLock == nil && !tracksTranslations
            ? nil
            : BackgroundTracking(
                locales: tracked.map { ordered[$0].tag }, units: tracked.map { units[$0] },
                lockFile: input.translationLock, rootPath: input.rootPath,
                severity: missingSeverity, includesTable: tracksTranslations)
        let fallbacks = resolvedFallbacks(ordered)

        var catalogs: [CatalogModel] = []
        let sourceCatalogs = units[0].keys.sorted()
        reportCatalogFiles(units: units, locales: ordered, sourceCatalogs: Set(sourceCatalogs))
        // Catalogs are independent: analyzed on every core (ParallelCatalogAnalysis.swift).
        catalogs = analyzeCatalogs(sourceCatalogs, units: units, fallbacks: fallbacks)
        let sharedTerms = SharedTerms.extract(from: &catalogs, localeCount: ordered.count)
        if let (tracked, trackingDiagnostics) = tracking?.result() {
            translations = tracked
            diagnostics.emit(contentsOf: trackingDiagnostics)
        }
        return CatalogSetModel(
            locales: ordered.map { .init(tag: $0.tag, directory: $0.directory) },
            fallbacks: configuration.fallbacks.keys.sorted().map { key in
                (key, configuration.fallbacks[key] ?? [])
            },
            catalogs: catalogs, sharedTerms: sharedTerms,
            configuration: configuration)
    }

    // MARK: One catalog

    mutating func analyzeCatalog(_ name: String, units: [CatalogUnit?], fallbacks: [[Int]]) -> CatalogModel? {
        guard let source = units[0] else { return nil }
        for case let unit? in units { GrammaticalFeatures.checkGenderAttributes(unit, into: &diagnostics) }
        var messages: [MessageModel] = []
        var attributes: [(name: String, location: FileLocation)] = []
        var attributeNameSet = Set<String>()

        // Every entry of the source file is lowered and checked once; references are calls.
        let graph = ReferenceGraph(
            unit: source, profile: configuration.profile, bundle: bundles.first, functions: configuration.functions,
            diagnostics: &diagnostics)
        let table = graph.table
        var comments: [VariablesComment] = []
        var anchors: [ArgumentResolution.Anchor?] = []
        for (index, entry) in table.entries.enumerated() {
            guard index < table.messageCount else {
                anchors.append(nil)
                continue
            }
            let comment = VariablesComment(entry.comment, file: source.path, diagnostics: &diagnostics)
            comments.append(comment)
            anchors.append(
                .init(
                    declarations: comment.declarations, definedAt: source.location(entry.id.span),
                    untypedSummaries: comment.untypedSummaries))
        }
        let arguments = resolveSourceArguments(graph, anchors: &anchors, units: units)
        checkUses(arguments, table: table)
        checkEntries(graph, arguments: arguments)

        for index in 0..<table.messageCount {
            let entry = table.entries[index]
            for attribute in entry.attributes where attributeNameSet.insert(attribute.id.name).inserted {
                attributes.append((attribute.id.name, source.location(attribute.id.span)))
            }
            messages.append(
                MessageModel(
                    id: entry.name, location: source.location(entry.id.span), arguments: arguments.parameters[index],
                    translatorComment: comments[index].translatorComment,
                    sourceText: sourceText(of: entry, in: source), renderings: []))
        }
        // A check keeps no entries: it models none (the pseudo-locales' included).
        var unitModels: [UnitModel?] = [
            keepsEntries ? unitModel(graph, arguments: arguments) { $0 < table.messageCount } : nil
        ]
        var tables: [EntryTable?] = [table]

        let sourceTerms = graph.termsByMessage
        for index in units.indices.dropFirst() {
            if let method = pseudoLocaleMethods[index] {
                // Made from the source's checked file, with the source's entry table.
                unitModels.append(unitModels[0].map(method.transform))
                tables.append(table)
                continue
            }
            guard let unit = units[index] else {
                unitModels.append(nil)
                tables.append(nil)
                continue
            }
            let translation = checkTranslation(
                unit, source: source, sourceGraph: graph, sourceArguments: arguments,
                sourceTerms: sourceTerms, messages: messages, bundle: index < bundles.count ? bundles[index] : nil)
            unitModels.append(translation.model)
            tables.append(translation.table)
        }

        for messageIndex in messages.indices {
            let sourceAttributes = table.entries[messageIndex].attributes.map(\.id.name)
            messages[messageIndex].renderings = units.indices.map { index in
                resolveRendering(
                    messages[messageIndex].id, chain: fallbacks[index], tables: tables, attributes: sourceAttributes)
            }
        }
        return CatalogModel(
            name: name, sourceFile: source.file.path, messages: messages, attributes: attributes,
            units: unitModels)
    }

    /// The source's arguments, typed by its declarations and uses, and where it leaves a
    /// variable untyped, by what its translations do with it (``TranslationEvidence``):
    /// resolved again with that evidence in the anchors when there is any, so that the
    /// diagnostics are those of the final resolution.
    private mutating func resolveSourceArguments(
        _ graph: ReferenceGraph, anchors: inout [ArgumentResolution.Anchor?], units: [CatalogUnit?]
    ) -> ArgumentResolution {
        var firstDiagnostics = DiagnosticCollector()
        let first = ArgumentResolution(
            graph: graph, anchors: anchors, includeAnchors: true, diagnostics: &firstDiagnostics)
        let translations = units.indices.dropFirst().compactMap { pseudoLocaleMethods[$0] == nil ? units[$0] : nil }
        var found = false
        if !translations.isEmpty {
            for index in 0..<graph.table.messageCount {
                let untyped = first.untypedVariables(in: index)
                guard !untyped.isEmpty else { continue }
                let uses = TranslationEvidence.uses(
                    of: untyped, message: graph.table.entries[index].name, translations: translations)
                guard !uses.isEmpty else { continue }
                anchors[index]?.translationUses = uses
                found = true
            }
        }
        guard found else {
            diagnostics.emit(contentsOf: firstDiagnostics.diagnostics)
            return first
        }
        return ArgumentResolution(graph: graph, anchors: anchors, includeAnchors: true, diagnostics: &diagnostics)
    }

    /// The entries of a locale's file, with their arguments; `isSourceMessage` tells
    /// the entries that are messages of the source locale.
    func unitModel(
        _ graph: ReferenceGraph, arguments: ArgumentResolution, isSourceMessage: (Int) -> Bool
    ) -> UnitModel {
        let entries = graph.table.entries.indices.map { index in
            let entry = graph.table.entries[index]
            return EntryModel(
                displayName: entry.displayName, isTerm: entry.isTerm, isSourceMessage: isSourceMessage(index),
                location: (entry.home ?? graph.unit).location(entry.id.span), parameters: arguments.parameters[index],
                termVariables: graph.entries[index].termVariables, ir: graph.entries[index].ir,
                isImported: entry.home != nil)
        }
        return UnitModel(entries: entries)
    }

    /// The checks of each entry's own text: selections and plural categories, numeric
    /// keys, empty messages.
    ///
    /// `sourceTable` is the source file's, for a translation (nil for the source).
    mutating func checkEntries(_ graph: ReferenceGraph, arguments: ArgumentResolution, sourceTable: EntryTable? = nil) {
        // An entry of another file of the locale is checked there.
        for (index, entry) in graph.entries.enumerated() where graph.table.entries[index].home == nil {
            for pattern in entry.ir.patterns {
                checkSelects(in: pattern, entry: index, arguments: arguments, unit: graph.unit)
            }
            // A message whose references or functions failed is broken, not empty.
            if index < graph.table.messageCount, !entry.hasErrors {
                let syntax = graph.table.entries[index]
                var deliberate = Self.isEmptyLiteral(syntax.value)
                if deliberate, let sourceTable {
                    deliberate =
                        sourceTable.messageIndex[syntax.name].map {
                            Self.isEmptyLiteral(sourceTable.entries[$0].value)
                        } ?? false
                }
                checkEmpty(entry.ir, deliberate: deliberate, id: syntax.id, unit: graph.unit)
            }
        }
    }

    /// The first locale in `chain` that has the message (and, separately, each attribute).
    func resolveRendering(
        _ id: String, chain: [Int], tables: [EntryTable?], attributes: [String]
    ) -> MessageModel.Rendering {
        var rendering = MessageModel.Rendering(value: nil, valueLocale: chain.last ?? 0, attributes: [:])
        // Optional chains, not `if let table`: binding copied the table (four references)
        // per look-up.
        for index in chain {
            if let entry = tables[index]?.messageIndex[id], tables[index]?.entries[entry].value != nil {
                rendering.value = PatternReference(locale: index, entry: entry, attribute: nil)
                rendering.valueLocale = index
                break
            }
        }
        for name in attributes {
            for index in chain {
                if let entry = tables[index]?.messageIndex[id],
                    let attribute = tables[index]?.entries[entry].attributeIndex[name]
                {
                    rendering.attributes[name] = PatternReference(locale: index, entry: entry, attribute: attribute)
                    break
                }
            }
        }
        return rendering
    }

    /// The message as written in the source file, for the generated doc comment.
    func sourceText(of entry: EntryTable.Entry, in unit: CatalogUnit) -> String {
        let range = entry.span.byteRange
        let contents = unit.file.contents
        guard range.lowerBound >= 0, range.upperBound <= contents.count else { return entry.name }
        return String(decoding: contents[range], as: UTF8.self)
    }
}
