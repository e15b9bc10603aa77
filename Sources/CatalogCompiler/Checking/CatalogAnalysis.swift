import Intl

/// Runs every check over a catalog set and, when nothing is an error, builds the model
/// the renderer turns into Swift.
struct CatalogAnalysis {
    let input: CompilerInput
    var diagnostics = DiagnosticCollector()
    /// ICU's samples per locale, rule type, category and whether only integers count:
    /// finding them takes thousands of ICU calls, and a catalog asks the same question at
    /// every plural select that lacks the category.
    private var sampleCache: [String: [String]] = [:]
    /// Whether to compute translation states without a translation record (`accept`, `report`).
    var tracksTranslations = false
    /// The translation states and the record, once `run()` parsed the files.
    private(set) var translations: TranslationTracking?

    init(_ input: CompilerInput) {
        let pseudo = PseudoLocales.expand(input)
        self.input = pseudo.input
        diagnostics.silencedFiles = pseudo.generatedPaths
        diagnostics.emit(contentsOf: pseudo.diagnostics)
    }

    private var configuration: CompilerConfiguration { input.configuration }

    /// The severity of an incomplete translation under the configured profile.
    private var missingSeverity: Diagnostic.Severity {
        configuration.profile == .release ? .error : .warning
    }

    /// Checks everything; returns the model, or nil when the catalogs cannot be read at
    /// all. A model built despite errors serves coverage reports, never code generation.
    mutating func run() -> CatalogSetModel? {
        guard let sourceTag = validateConfiguration() else { return nil }
        let locales = validateLocaleDirectories(sourceTag: sourceTag)
        guard let sourceIndex = locales.firstIndex(where: { $0.tag == sourceTag }) else {
            diagnostics.emit(
                Diagnostic(
                    .error, .missingSourceLocale,
                    "no folder for the source locale '\(sourceTag)' in \(input.rootPath); create \(input.rootPath)/\(sourceTag)/ with the source catalogs, or set \"sourceLocale\" in catalogc.json",
                    at: nil))
            return nil
        }
        // The source locale first, the others by tag: the order of the generated cases.
        var ordered = [locales[sourceIndex]]
        ordered += locales.enumerated().filter { $0.offset != sourceIndex }.map(\.element)
        let units = parseFiles(locales: ordered)
        // Stale translations (Translation/): only with a translation record, or when asked;
        // on another core, joined before returning. Pseudo-locales are generated, never
        // translated: nothing to record.
        let tracked = ordered.indices.filter { !PseudoLocales.isPseudo(ordered[$0].tag, in: configuration) }
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
        catalogs = analyzeCatalogs(sourceCatalogs, units: units, locales: ordered, fallbacks: fallbacks)
        checkGeneratedNames(locales: ordered, catalogs: catalogs, sources: units[0])
        if let (tracked, trackingDiagnostics) = tracking?.result() {
            translations = tracked
            diagnostics.emit(contentsOf: trackingDiagnostics)
        }
        return CatalogSetModel(
            locales: ordered.map { .init(tag: $0.tag, caseName: SwiftNames.localeCase($0.tag)) },
            fallbacks: configuration.fallbacks.keys.sorted().map { key in
                (key, configuration.fallbacks[key] ?? [])
            },
            catalogs: catalogs,
            configuration: configuration)
    }

    // MARK: Configuration and folders

    private var configurationLocation: FileLocation? {
        input.configurationPath.map { FileLocation(file: $0, line: 1, column: 1) }
    }

    /// Validates the configuration; returns the canonical source tag.
    private mutating func validateConfiguration() -> String? {
        var sourceTag: String?
        do {
            sourceTag = try IntlLocale(configuration.sourceLocale).identifier
        } catch {
            diagnostics.emit(
                Diagnostic(.error, .invalidConfiguration, "sourceLocale: \(error)", at: configurationLocation))
        }
        if SwiftNames.upperCamel(configuration.localeTypeName) != configuration.localeTypeName {
            diagnostics.emit(
                Diagnostic(
                    .error, .invalidConfiguration,
                    "localeTypeName '\(configuration.localeTypeName)' is not a Swift type name such as CatalogLocale",
                    at: configurationLocation))
        }
        for (key, values) in configuration.fallbacks {
            for tag in [key] + values where (try? IntlLocale(tag)) == nil {
                diagnostics.emit(
                    Diagnostic(
                        .error, .invalidConfiguration, "fallbacks: '\(tag)' is not a valid BCP 47 locale identifier",
                        at: configurationLocation))
            }
        }
        return diagnostics.hasErrors ? nil : sourceTag
    }

    /// The valid locale folders, with their plural rules.
    private mutating func validateLocaleDirectories(sourceTag: String) -> [LocaleInfo] {
        var locales: [LocaleInfo] = []
        var seen: [String: String] = [:]
        for directory in input.localeDirectories.sorted() {
            let path = "\(input.rootPath)/\(directory)"
            let locale: IntlLocale
            do {
                locale = try IntlLocale(directory)
            } catch {
                var message = "'\(directory)' is not a BCP 47 locale identifier"
                let hyphenated = String(directory.map { $0 == "_" ? "-" : $0 })
                if hyphenated != directory, let suggestion = try? IntlLocale(hyphenated) {
                    message += "; did you mean \(suggestion.identifier)? Rename the folder \(path)"
                } else {
                    message += " (\(error)); rename the folder \(path)"
                }
                diagnostics.emit(Diagnostic(.error, .invalidLocaleDirectory, message, at: nil))
                continue
            }
            if locale.identifier != directory {
                diagnostics.emit(
                    Diagnostic(
                        .warning, .invalidLocaleDirectory,
                        "write the folder name \(path) in canonical form: \(locale.identifier)", at: nil))
            }
            if let other = seen[locale.identifier] {
                diagnostics.emit(
                    Diagnostic(
                        .error, .invalidLocaleDirectory,
                        "folders '\(other)' and '\(directory)' are the same locale \(locale.identifier); merge them",
                        at: nil))
                continue
            }
            seen[locale.identifier] = directory
            do {
                // A pseudo-locale selects plurals with the source's rules.
                let rulesLocale = try IntlLocale(
                    PseudoLocales.dataTag(for: locale.identifier, in: configuration, source: sourceTag))
                locales.append(
                    LocaleInfo(
                        directory: directory, tag: locale.identifier,
                        cardinal: try PluralRules(locale: rulesLocale, type: .cardinal),
                        ordinal: try PluralRules(locale: rulesLocale, type: .ordinal),
                        dataTag: rulesLocale.identifier))
            } catch {
                diagnostics.emit(
                    Diagnostic(
                        .error, .invalidLocaleDirectory, "cannot load plural rules for \(path): \(error)", at: nil))
            }
        }
        return locales
    }

    /// Parses every file of the valid locales: catalog name → unit, per locale.
    private mutating func parseFiles(locales: [LocaleInfo]) -> [[String: CatalogUnit]] {
        var jobs: [(file: CatalogFile, locale: LocaleInfo)] = []
        var localeOfJob: [Int] = []
        for (index, locale) in locales.enumerated() {
            for file in input.files.filter({ $0.localeDirectory == locale.directory }).sorted(by: { $0.path < $1.path })
            {
                jobs.append((file, locale))
                localeOfJob.append(index)
            }
        }
        // On every core (Parsing/ParallelParsing.swift); diagnostics in file order.
        var units = [[String: CatalogUnit]](repeating: [:], count: locales.count)
        for (job, parsed) in ParallelParsing.units(jobs).enumerated() {
            diagnostics.emit(contentsOf: parsed.diagnostics)
            units[localeOfJob[job]][parsed.unit.file.catalogName] = parsed.unit
        }
        return units
    }

    private mutating func reportCatalogFiles(
        units: [[String: CatalogUnit]], locales: [LocaleInfo], sourceCatalogs: Set<String>
    ) {
        for (index, locale) in locales.enumerated().dropFirst() {
            for name in sourceCatalogs.sorted() where units[index][name] == nil {
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .missingCatalog,
                        "\(input.rootPath)/\(locale.directory) has no \(name).ftl; its messages fall back to another locale",
                        at: nil,
                        notes: [
                            .init(
                                "source catalog",
                                at: units[0][name].map { FileLocation(file: $0.file.path, line: 1, column: 1) })
                        ]))
            }
            for (name, unit) in units[index].sorted(by: { $0.key < $1.key }) where !sourceCatalogs.contains(name) {
                diagnostics.emit(
                    Diagnostic(
                        .warning, .extraCatalog,
                        "the source locale has no \(name).ftl, so this file is not compiled; remove it or add the source catalog",
                        at: FileLocation(file: unit.file.path, line: 1, column: 1)))
            }
        }
    }

    /// For each locale index, the locale indexes to try, in order: itself, its
    /// configured fallbacks, the source.
    private func resolvedFallbacks(_ locales: [LocaleInfo]) -> [[Int]] {
        let indexByTag = Dictionary(uniqueKeysWithValues: locales.enumerated().map { ($0.element.tag, $0.offset) })
        let canonical = configuration.fallbacks.reduce(into: [String: [String]]()) { result, entry in
            guard let key = try? IntlLocale(entry.key).identifier else { return }
            result[key] = entry.value.compactMap { try? IntlLocale($0).identifier }
        }
        return locales.enumerated().map { index, locale in
            var chain = [index]
            for tag in canonical[locale.tag] ?? [] {
                if let target = indexByTag[tag], !chain.contains(target) { chain.append(target) }
            }
            if !chain.contains(0) { chain.append(0) }
            return chain
        }
    }

    // MARK: One catalog

    mutating func analyzeCatalog(
        _ name: String, units: [CatalogUnit?], locales: [LocaleInfo], fallbacks: [[Int]]
    ) -> CatalogModel? {
        guard let source = units[0] else { return nil }
        guard let typeName = SwiftNames.upperCamel(name) else {
            diagnostics.emit(
                Diagnostic(
                    .error, .invalidCatalogName,
                    "'\(name).ftl' cannot name a Swift type; use letters and digits, such as ValidationMessage.ftl",
                    at: FileLocation(file: source.file.path, line: 1, column: 1)))
            return nil
        }
        var names = SwiftNameRegistry(file: source.file.path)
        var messages: [MessageModel] = []
        var attributeNames: [String] = []
        var attributeLocations: [FileLocation] = []
        var attributeNameSet = Set<String>()

        // Every entry of the source file is lowered and checked once; references are calls.
        let graph = ReferenceGraph(unit: source, profile: configuration.profile, diagnostics: &diagnostics)
        let table = graph.table
        var comments: [VariablesComment] = []
        var anchors: [ArgumentResolution.Anchor?] = []
        for (index, entry) in table.entries.enumerated() {
            guard index < table.messageCount else {
                anchors.append(nil)
                continue
            }
            let comment = VariablesComment(entry.comment, file: source.file.path, diagnostics: &diagnostics)
            comments.append(comment)
            anchors.append(.init(declarations: comment.declarations, definedAt: source.location(entry.id.span)))
        }
        let arguments = ArgumentResolution(
            graph: graph, anchors: anchors, includeAnchors: true, diagnostics: &diagnostics)
        checkUses(arguments, table: table)
        checkEntries(graph, arguments: arguments)

        for index in 0..<table.messageCount {
            let entry = table.entries[index]
            for attribute in entry.attributes where attributeNameSet.insert(attribute.id.name).inserted {
                attributeNames.append(attribute.id.name)
                attributeLocations.append(source.location(attribute.id.span))
            }
            let caseName = names.caseName(
                for: entry.name, at: source.location(entry.id.span), diagnostics: &diagnostics)
            let argumentModels = names.labels(
                for: arguments.parameters[index], message: entry.name, diagnostics: &diagnostics)
            messages.append(
                MessageModel(
                    id: entry.name, caseName: caseName, arguments: argumentModels,
                    translatorComment: comments[index].translatorComment,
                    sourceText: sourceText(of: entry, in: source), renderings: []))
        }
        let messageLocations = (0..<table.messageCount).map { source.location(table.entries[$0].id.span) }
        if let tooLarge = SwitchSizeLimit.check(messages, catalog: name, locations: messageLocations) {
            diagnostics.emit(tooLarge)
        }
        var unitModels: [UnitModel?] = [unitModel(graph, arguments: arguments) { $0 < table.messageCount }]
        var tables: [EntryTable?] = [table]

        let sourceTerms = graph.termsByMessage
        for index in units.indices.dropFirst() {
            guard let unit = units[index] else {
                unitModels.append(nil)
                tables.append(nil)
                continue
            }
            let translation = checkTranslation(
                unit, source: source, sourceTable: table, sourceArguments: arguments,
                sourceTerms: sourceTerms, messages: messages)
            unitModels.append(translation.model)
            tables.append(translation.table)
        }

        let accessors = names.attributeAccessors(
            Array(zip(attributeNames, attributeLocations)),
            localeCases: locales.map { ($0.tag, SwiftNames.localeCase($0.tag)) }, diagnostics: &diagnostics)
        for messageIndex in messages.indices {
            let sourceAttributes = table.entries[messageIndex].attributes.map(\.id.name)
            messages[messageIndex].renderings = units.indices.map { index in
                resolveRendering(
                    messages[messageIndex].id, chain: fallbacks[index], tables: tables, attributes: sourceAttributes)
            }
        }
        return CatalogModel(
            name: name, typeName: typeName, messages: messages,
            attributes: zip(attributeNames, accessors).map { ($0, $1) }, units: unitModels)
    }

    /// The functions a locale's file renders: every entry, with its parameters named
    /// for Swift. Reports two parameters of an entry with one Swift name, except for the
    /// entries `isSourceMessage` (their labels are the source message's, which the name
    /// registry checked).
    private mutating func unitModel(
        _ graph: ReferenceGraph, arguments: ArgumentResolution, isSourceMessage: (Int) -> Bool
    ) -> UnitModel {
        let entries = graph.table.entries.indices.map { index in
            let entry = graph.table.entries[index]
            var seen: [String: String] = [:]
            let parameters = arguments.parameters[index].map { declaration in
                let label = SwiftNames.lowerCamel(declaration.name)
                if !isSourceMessage(index), let other = seen[label], other != declaration.name {
                    diagnostics.emit(
                        Diagnostic(
                            .error, .identifierCollision,
                            "'$\(declaration.name)' and '$\(other)', both passed through '\(entry.displayName)', become the Swift name '\(label)'; rename one",
                            at: graph.unit.location(entry.id.span)))
                }
                seen[label] = declaration.name
                return ArgumentModel(
                    name: declaration.name, label: label, type: declaration.type, summary: declaration.summary)
            }
            return EntryModel(
                displayName: entry.displayName, isTerm: entry.isTerm, parameters: parameters,
                termVariables: graph.entries[index].termVariables, ir: graph.entries[index].ir)
        }
        return UnitModel(entries: entries)
    }

    /// Checks each use of an argument against the argument's type, once per use.
    private mutating func checkUses(_ arguments: ArgumentResolution, table: EntryTable) {
        for checked in arguments.uses {
            checkUse(
                checked.use, type: checked.declaration.type, declaration: checked.declaration,
                message: table.entries[checked.entry].displayName)
        }
    }

    /// The checks of each entry's own text: selections and plural categories, numeric
    /// keys, empty messages.
    private mutating func checkEntries(_ graph: ReferenceGraph, arguments: ArgumentResolution) {
        for (index, entry) in graph.entries.enumerated() {
            for pattern in entry.ir.patterns {
                checkSelects(in: pattern, entry: index, arguments: arguments, unit: graph.unit)
            }
            // A message whose references or functions failed is broken, not empty.
            if index < graph.table.messageCount, !entry.hasErrors {
                checkEmpty(entry.ir, id: graph.table.entries[index].id, unit: graph.unit)
            }
        }
    }

    /// The first locale in `chain` that has the message (and, separately, each attribute).
    private func resolveRendering(
        _ id: String, chain: [Int], tables: [EntryTable?], attributes: [String]
    ) -> MessageModel.Rendering {
        var rendering = MessageModel.Rendering(value: nil, valueLocale: chain.last ?? 0, attributes: [:])
        for index in chain {
            if let table = tables[index], let entry = table.messageIndex[id], table.entries[entry].value != nil {
                rendering.value = PatternReference(locale: index, entry: entry, attribute: nil)
                rendering.valueLocale = index
                break
            }
        }
        for name in attributes {
            for index in chain {
                if let table = tables[index], let entry = table.messageIndex[id],
                    let attribute = table.entries[entry].attributeIndex[name]
                {
                    rendering.attributes[name] = PatternReference(locale: index, entry: entry, attribute: attribute)
                    break
                }
            }
        }
        return rendering
    }

    /// The message as written in the source file, for the generated doc comment.
    private func sourceText(of entry: EntryTable.Entry, in unit: CatalogUnit) -> String {
        guard let message = unit.messages[entry.name] else { return entry.name }
        let range = message.span.byteRange
        guard range.lowerBound >= 0, range.upperBound <= unit.file.contents.count else { return message.id.name }
        return String(decoding: unit.file.contents[range], as: UTF8.self)
    }

    // MARK: Arguments and types

    /// Reports a use its argument's type does not allow.
    private mutating func checkUse(
        _ use: VariableUse, type: ArgumentType, declaration: ArgumentDeclaration, message: String
    ) {
        let allowed: Bool
        let usage: String
        switch use.role {
        case .placeable: (allowed, usage) = (true, "")
        case .number: (allowed, usage) = (type.isNumeric, "in NUMBER()")
        case .date: (allowed, usage) = (type == .date, "in DATETIME()")
        case .pluralSelector: (allowed, usage) = (type.isNumeric, "as a plural selector")
        // A number selecting on non-plural keys is reported by the plural key check.
        case .stringSelector: (allowed, usage) = (type != .date && type != .text, "as a selector")
        }
        guard !allowed else { return }
        let origin = declaration.isDeclared ? "declared" : "inferred"
        diagnostics.emit(
            Diagnostic(
                .error, .typeMismatch,
                "'$\(use.name)' of '\(message)' is \(type) (\(origin)) but is used \(usage); change the use or the declared type",
                at: use.location,
                notes: [.init("'$\(use.name)' is \(origin) as \(type) here", at: declaration.location)]))
    }

    // MARK: Translations

    /// Checks one translation against the source; returns the functions it renders and
    /// its entry table.
    private mutating func checkTranslation(
        _ unit: CatalogUnit, source: CatalogUnit, sourceTable: EntryTable, sourceArguments: ArgumentResolution,
        sourceTerms: [String: [String]], messages: [MessageModel]
    ) -> (model: UnitModel, table: EntryTable) {
        let graph = ReferenceGraph(
            unit: unit, profile: configuration.profile, sourceTerms: sourceTerms, diagnostics: &diagnostics)
        let table = graph.table
        var translated = 0
        let fileStart = FileLocation(file: unit.file.path, line: 1, column: 1)
        // A source message's translation takes (a subset of) the source's arguments.
        var anchors = [ArgumentResolution.Anchor?](repeating: nil, count: table.entries.count)
        for (sourceIndex, (model, sourceEntry)) in zip(messages, sourceTable.entries).enumerated() {
            let sourceLocation = source.location(sourceEntry.id.span)
            guard let index = table.messageIndex[model.id] else {
                // A translation with a syntax error was reported as such: one mistake, one diagnostic.
                if unit.junkMessageIDs.contains(model.id) { continue }
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .missingMessage,
                        "\(unit.locale.tag) has no translation of '\(model.id)'; add it to this file (until then the fallback locale's text is shown)",
                        at: fileStart, notes: [.init("'\(model.id)' is defined here", at: sourceLocation)]))
                continue
            }
            translated += 1
            let entry = table.entries[index]
            anchors[index] = .init(
                declarations: model.arguments.map {
                    ArgumentDeclaration(
                        name: $0.name, type: $0.type, summary: $0.summary, isDeclared: true, location: sourceLocation,
                        range: sourceArguments.range(of: $0.name, in: sourceIndex))
                }, definedAt: sourceLocation)
            checkAttributes(entry, sourceEntry, unit: unit, source: source)
            if entry.value == nil, sourceEntry.value != nil {
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .missingMessage,
                        "'\(model.id)' has no value in \(unit.locale.tag), only attributes; add the value",
                        at: unit.location(entry.id.span), notes: [.init("the source has a value", at: sourceLocation)]
                    ))
            }
        }
        let arguments = ArgumentResolution(
            graph: graph, anchors: anchors, includeAnchors: false, diagnostics: &diagnostics)
        checkDroppedArguments(
            unit, graph: graph, arguments: arguments, source: source, sourceTable: sourceTable,
            sourceArguments: sourceArguments)
        checkUses(arguments, table: table)
        checkEntries(graph, arguments: arguments)
        // Every message of the file is a source message when all of them were matched.
        if translated < table.messageCount {
            for entry in table.entries[0..<table.messageCount] where sourceTable.messageIndex[entry.name] == nil {
                diagnostics.emit(
                    Diagnostic(
                        .warning, .extraMessage,
                        "'\(entry.name)' is not in the source locale, so it is never shown; remove it or add it to \(source.file.path)",
                        at: unit.location(entry.id.span)))
            }
        }
        return (
            unitModel(graph, arguments: arguments) {
                $0 < table.messageCount && sourceTable.messageIndex[table.entries[$0].name] != nil
            }, table
        )
    }

    /// A translation that leaves out a variable the source message shows loses
    /// information (gettext's `msgfmt -c` checks the same): a warning in debug, an error
    /// in release, unless the message comment says the omission is deliberate.
    private mutating func checkDroppedArguments(
        _ unit: CatalogUnit, graph: ReferenceGraph, arguments: ArgumentResolution, source: CatalogUnit,
        sourceTable: EntryTable, sourceArguments: ArgumentResolution
    ) {
        for sourceIndex in 0..<sourceTable.messageCount {
            let sourceEntry = sourceTable.entries[sourceIndex]
            guard let index = graph.table.messageIndex[sourceEntry.name] else { continue }
            let entry = graph.table.entries[index]
            // A broken translation was reported already, a missing value and a misspelled
            // variable too: one mistake, one diagnostic.
            guard !graph.entries[index].hasErrors, !arguments.hasUndeclaredUse(in: index),
                entry.value != nil || sourceEntry.value == nil
            else { continue }
            if Self.allowsDroppedArguments(entry.comment) || Self.allowsDroppedArguments(sourceEntry.comment) {
                continue
            }
            let used = arguments.usedNames(in: index)
            for name in sourceArguments.usedNames(in: sourceIndex) where !used.contains(name) {
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .droppedArgument,
                        "the \(unit.locale.tag) translation of '\(entry.name)' leaves out '{ $\(name) }', which the source shows; write '{ $\(name) }' where it belongs in the sentence, or put '# \(Self.droppedArgumentDirective)' in the message comment if leaving it out is right",
                        at: unit.location(entry.id.span),
                        notes: [.init("the source uses '$\(name)' here", at: source.location(sourceEntry.id.span))]))
            }
        }
    }

    /// The comment line that marks leaving out a source variable as deliberate.
    static let droppedArgumentDirective = "@allow-dropped-argument"

    private static func allowsDroppedArguments(_ comment: Comment?) -> Bool {
        comment?.content.split(separator: "\n").contains {
            $0.trimmingTrailingSpaces.drop { $0 == " " } == droppedArgumentDirective
        } ?? false
    }

    private mutating func checkAttributes(
        _ message: EntryTable.Entry, _ sourceMessage: EntryTable.Entry, unit: CatalogUnit, source: CatalogUnit
    ) {
        let names = Set(message.attributes.map(\.id.name))
        let sourceNames = Set(sourceMessage.attributes.map(\.id.name))
        for attribute in sourceMessage.attributes where !names.contains(attribute.id.name) {
            diagnostics.emit(
                Diagnostic(
                    missingSeverity, .attributeMismatch,
                    "'\(message.name)' has no .\(attribute.id.name) attribute in \(unit.locale.tag); add it",
                    at: unit.location(message.id.span),
                    notes: [.init("the source attribute", at: source.location(attribute.span))]))
        }
        for attribute in message.attributes where !sourceNames.contains(attribute.id.name) {
            diagnostics.emit(
                Diagnostic(
                    .warning, .attributeMismatch,
                    "the source message has no .\(attribute.id.name) attribute, so it is never shown; remove it",
                    at: unit.location(attribute.span)))
        }
    }

    // MARK: Selects and plurals

    private mutating func checkSelects(
        in nodes: [IRNode], entry: Int, arguments: ArgumentResolution, unit: CatalogUnit
    ) {
        for node in nodes {
            guard case .select(let select) = node else { continue }
            for variant in select.variants {
                checkSelects(in: variant.body, entry: entry, arguments: arguments, unit: unit)
            }
            guard !select.isTermArgument, let type = arguments.type(of: select.argument, in: entry), type.isNumeric
            else { continue }
            checkNumericKeys(select, type: type)
            checkPluralKeys(
                select, type: type, range: arguments.range(of: select.argument, in: entry), unit: unit)
        }
    }

    /// A number key the argument can never equal (`[1.5]` or a key beyond `Int`'s range
    /// for an Int, beyond `Double`'s for a Number) would be dead code: reported at the key.
    private mutating func checkNumericKeys(_ select: IRSelect, type: ArgumentType) {
        for variant in select.variants {
            guard case .number(let text) = variant.key else { continue }
            let problem: String?
            if type == .int {
                problem = IRVariant.Key.integerValue(text) == nil ? "an Int argument never equals it" : nil
            } else {
                problem = (Double(text)?.isFinite ?? false) ? nil : "it is beyond the range of a Number"
            }
            guard let problem else { continue }
            diagnostics.emit(
                Diagnostic(
                    .error, .invalidVariantKey,
                    "[\(text)] can never be selected: '$\(select.argument)' is \(type) and \(problem); change the key or the argument's type",
                    at: variant.location))
        }
    }

    private mutating func checkPluralKeys(
        _ select: IRSelect, type: ArgumentType, range: ClosedRange<Int>?, unit: CatalogUnit
    ) {
        let ordinal = select.number?.ordinal ?? false
        let rules = ordinal ? unit.locale.ordinal : unit.locale.cardinal
        let categories = rules.categories.map(\.rawValue)
        let kind = ordinal ? "an ordinal" : "a"
        // At most six categories: an array beats hashing.
        var present: [String] = []
        for variant in select.variants {
            guard case .identifier(let key) = variant.key else { continue }
            if categories.contains(key) {
                present.append(key)
            } else {
                let listed = categories.map { "[\($0)]" }.joined(separator: ", ")
                var message = "[\(key)] is not \(kind) plural category in \(unit.locale.tag), which has \(listed)"
                if let suggestion = Suggestion.closest(to: key, among: categories) {
                    message += "; did you mean [\(suggestion)]?"
                    // The misspelled variant is that category's: one mistake, one diagnostic.
                    present.append(suggestion)
                } else {
                    message += "; rename or remove the variant"
                }
                diagnostics.emit(Diagnostic(.error, .invalidVariantKey, message, at: variant.location))
            }
        }
        guard !select.allowsFallback else { return }
        for category in rules.categories where !present.contains(category.rawValue) {
            let cacheKey = "\(unit.locale.tag) \(ordinal) \(category.rawValue) \(type == .int)"
            let samples: [String]
            if let cached = sampleCache[cacheKey] {
                samples = cached
            } else {
                var found = (try? rules.samples(for: category, limit: 8)) ?? []
                // An Int argument never takes a fraction: categories only fractions reach
                // (ru 'other': 1.5) cannot be selected.
                if type == .int { found = found.filter { !$0.contains(".") && !$0.contains("c") && !$0.contains("e") } }
                sampleCache[cacheKey] = found
                samples = found
            }
            guard !samples.isEmpty else { continue }
            let shown = samples.prefix(5).joined(separator: ", ") + (samples.count > 5 ? "…" : "")
            let fallback = select.variants[select.defaultIndex].key.text
            var severity = Diagnostic.Severity.error
            var remedy = ""
            if PluralReach.onlyMillions(samples) {
                // Portuguese, Spanish, French, Italian 'many' (exact millions in ICU 72): a
                // count that never gets there needs no variant, and saying so is the fix.
                if let range, range.upperBound < PluralReach.million { continue }
                severity = missingSeverity
                remedy =
                    ", or declare the values '$\(select.argument)' takes in the source's '# Variables:' comment ('$\(select.argument) (\(type), 0...999999)') if it never reaches a million"
            }
            diagnostics.emit(
                Diagnostic(
                    severity, .missingPluralCategory,
                    "\(unit.locale.tag): no [\(category.rawValue)] variant; ICU selects '\(category.rawValue)' for \(shown), which now get *[\(fallback)]; add [\(category.rawValue)], or put '# \(Lowerer.fallbackDirective)' in the message comment if *[\(fallback)] is right for them\(remedy)",
                    at: select.location))
        }
    }

    /// A message whose value renders as nothing.
    private mutating func checkEmpty(_ message: IRMessage, id: Identifier, unit: CatalogUnit) {
        guard let value = message.value else { return }
        let isEmpty = value.allSatisfy { node in
            // By scalar: `Character.isWhitespace` looks at the first scalar only, so a space
            // carrying a combining mark (" \u{301}") would count as white space.
            if case .text(let text) = node { return text.unicodeScalars.allSatisfy(UnicodeText.isWhiteSpace) }
            return false
        }
        if isEmpty {
            diagnostics.emit(
                Diagnostic(
                    .warning, .emptyMessage,
                    "'\(id.name)' renders as empty text; write the message or remove it",
                    at: unit.location(id.span)))
        }
    }
}
