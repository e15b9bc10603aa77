import Intl

/// Runs every check over a catalog set and, when nothing is an error, builds the model
/// the renderer turns into Swift.
struct CatalogAnalysis {
    let input: CompilerInput
    var diagnostics = DiagnosticCollector()

    init(_ input: CompilerInput) {
        self.input = input
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
        let fallbacks = resolvedFallbacks(ordered)

        var catalogs: [CatalogModel] = []
        let sourceCatalogs = units[0].keys.sorted()
        reportCatalogFiles(units: units, locales: ordered, sourceCatalogs: Set(sourceCatalogs))
        for name in sourceCatalogs {
            let perLocale = units.map { $0[name] }
            if let catalog = analyzeCatalog(name, units: perLocale, locales: ordered, fallbacks: fallbacks) {
                catalogs.append(catalog)
            }
        }
        checkGeneratedNames(locales: ordered, catalogs: catalogs, sources: units[0])
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
                locales.append(
                    LocaleInfo(
                        directory: directory, tag: locale.identifier,
                        cardinal: try PluralRules(locale: locale, type: .cardinal),
                        ordinal: try PluralRules(locale: locale, type: .ordinal)))
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

    private mutating func analyzeCatalog(
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
        // Lowered messages: [locale][message index], indexed like `messages`.
        var lowered: [[IRMessage?]] = Array(repeating: [], count: units.count)
        // The source messages, indexed like `messages`.
        var sourceMessages: [Message] = []

        for id in source.messageOrder {
            guard let message = source.messages[id] else { continue }
            var lowerer = Lowerer(unit: source)
            let ir = lowerer.lower(message)
            diagnostics.emit(contentsOf: lowerer.diagnostics.diagnostics)
            lowered[0].append(ir)
            sourceMessages.append(message)
            let comment = VariablesComment(message.comment, file: source.file.path, diagnostics: &diagnostics)
            let arguments = inferArguments(
                comment.declarations, uses: ir.patterns.flatMap { $0.variableUses() }, message: id)
            checkSelects(ir, arguments: arguments, unit: source)
            // A message whose references or functions failed is broken, not empty.
            if !lowerer.diagnostics.hasErrors { checkEmpty(ir, message: message, unit: source) }
            for attribute in message.attributes where !attributeNames.contains(attribute.id.name) {
                attributeNames.append(attribute.id.name)
                attributeLocations.append(source.location(attribute.id.span))
            }
            let caseName = names.caseName(for: id, at: source.location(message.id.span), diagnostics: &diagnostics)
            let argumentModels = names.labels(for: arguments, message: id, diagnostics: &diagnostics)
            messages.append(
                MessageModel(
                    id: id, caseName: caseName, arguments: argumentModels, translatorComment: comment.translatorComment,
                    sourceText: sourceText(of: message, in: source), renderings: []))
        }

        for index in units.indices.dropFirst() {
            guard let unit = units[index] else {
                lowered[index] = Array(repeating: nil, count: messages.count)
                continue
            }
            lowered[index] = checkTranslation(unit, source: source, messages: messages, sourceMessages: sourceMessages)
        }

        let accessors = names.attributeAccessors(
            Array(zip(attributeNames, attributeLocations)),
            localeCases: locales.map { ($0.tag, SwiftNames.localeCase($0.tag)) }, diagnostics: &diagnostics)
        for messageIndex in messages.indices {
            messages[messageIndex].renderings = units.indices.map { index in
                resolveRendering(messageIndex, chain: fallbacks[index], lowered: lowered, attributes: attributeNames)
            }
        }
        return CatalogModel(
            name: name, typeName: typeName, messages: messages,
            attributes: zip(attributeNames, accessors).map { ($0, $1) })
    }

    /// The first locale in `chain` that has the message (and, separately, each attribute).
    private func resolveRendering(
        _ messageIndex: Int, chain: [Int], lowered: [[IRMessage?]], attributes: [String]
    ) -> MessageModel.Rendering {
        var rendering = MessageModel.Rendering(value: nil, valueLocale: chain.last ?? 0, attributes: [:])
        for index in chain {
            if let message = lowered[index][messageIndex], message.value != nil {
                rendering.value = message.value
                rendering.valueLocale = index
                break
            }
        }
        for name in attributes {
            for index in chain {
                if let body = lowered[index][messageIndex]?.attributes.first(where: { $0.name == name })?.body {
                    rendering.attributes[name] = (body, index)
                    break
                }
            }
        }
        return rendering
    }

    /// The message as written in the source file, for the generated doc comment.
    private func sourceText(of message: Message, in unit: CatalogUnit) -> String {
        let range = message.span.byteRange
        guard range.lowerBound >= 0, range.upperBound <= unit.file.contents.count else { return message.id.name }
        return String(decoding: unit.file.contents[range], as: UTF8.self)
    }

    // MARK: Arguments and types

    /// Declared arguments first (in declaration order), then inferred ones in order of
    /// first use; reports uses the type does not allow.
    private mutating func inferArguments(
        _ declarations: [ArgumentDeclaration], uses: [VariableUse], message: String
    ) -> [ArgumentDeclaration] {
        var arguments = declarations
        var usesByName: [String: [VariableUse]] = [:]
        var order: [String] = []
        for use in uses {
            if usesByName[use.name] == nil { order.append(use.name) }
            usesByName[use.name, default: []].append(use)
        }
        for name in order where !declarations.contains(where: { $0.name == name }) {
            let variableUses = usesByName[name] ?? []
            let roles = Set(variableUses.map(\.role))
            let type: ArgumentType
            if roles.contains(.date) {
                type = .date
            } else if roles.contains(.number) {
                type = .number
            } else if roles.contains(.pluralSelector) {
                type = .int
            } else {
                type = .string
            }
            arguments.append(
                ArgumentDeclaration(
                    name: name, type: type, summary: nil, isDeclared: false, location: variableUses[0].location))
        }
        for argument in arguments {
            for use in usesByName[argument.name] ?? [] {
                checkUse(use, type: argument.type, declaration: argument, message: message)
            }
        }
        return arguments
    }

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

    /// Checks one translation against the source; returns its lowered messages, indexed
    /// like `messages` (nil where the translation lacks the message).
    private mutating func checkTranslation(
        _ unit: CatalogUnit, source: CatalogUnit, messages: [MessageModel], sourceMessages: [Message]
    ) -> [IRMessage?] {
        var lowered: [IRMessage?] = []
        lowered.reserveCapacity(messages.count)
        var translated = 0
        let fileStart = FileLocation(file: unit.file.path, line: 1, column: 1)
        for (model, sourceMessage) in zip(messages, sourceMessages) {
            let sourceLocation = source.location(sourceMessage.id.span)
            guard let message = unit.messages[model.id] else {
                lowered.append(nil)
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .missingMessage,
                        "\(unit.locale.tag) has no translation of '\(model.id)'; add it to this file (until then the fallback locale's text is shown)",
                        at: fileStart, notes: [.init("'\(model.id)' is defined here", at: sourceLocation)]))
                continue
            }
            var lowerer = Lowerer(unit: unit)
            let ir = lowerer.lower(message)
            diagnostics.emit(contentsOf: lowerer.diagnostics.diagnostics)
            lowered.append(ir)
            translated += 1
            checkAttributes(message, sourceMessage, unit: unit, source: source)
            if ir.value == nil, sourceMessage.value != nil {
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .missingMessage,
                        "'\(model.id)' has no value in \(unit.locale.tag), only attributes; add the value",
                        at: unit.location(message.id.span), notes: [.init("the source has a value", at: sourceLocation)]
                    ))
            }
            let patterns = ir.patterns
            for use in patterns.flatMap({ $0.variableUses() }) {
                // A message has few arguments: a linear search beats building a dictionary.
                guard let type = model.arguments.first(where: { $0.name == use.name })?.type else {
                    let known = model.arguments.map { "$" + $0.name }.joined(separator: ", ")
                    diagnostics.emit(
                        Diagnostic(
                            .error, .undeclaredVariable,
                            "'$\(use.name)' is not an argument of '\(model.id)'"
                                + (known.isEmpty ? " (it has none)" : "; its arguments are \(known)"),
                            at: use.location, notes: [.init("'\(model.id)' is defined here", at: sourceLocation)]))
                    continue
                }
                let declaration = ArgumentDeclaration(
                    name: use.name, type: type, summary: nil, isDeclared: true, location: sourceLocation)
                checkUse(use, type: type, declaration: declaration, message: model.id)
            }
            // Only selects are checked (and they are never inside other nodes but selects).
            let hasSelect = patterns.contains { nodes in
                nodes.contains { node in
                    if case .select = node { return true }
                    return false
                }
            }
            if hasSelect {
                let types = Dictionary(
                    model.arguments.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
                for pattern in patterns { checkSelects(in: pattern, types: types, unit: unit) }
            }
            if !lowerer.diagnostics.hasErrors { checkEmpty(ir, message: message, unit: unit) }
        }
        // Every message of the file is a source message when all of them were matched.
        if translated < unit.messages.count {
            for id in unit.messageOrder where source.messages[id] == nil {
                guard let message = unit.messages[id] else { continue }
                diagnostics.emit(
                    Diagnostic(
                        .warning, .extraMessage,
                        "'\(id)' is not in the source locale, so it is never shown; remove it or add it to \(source.file.path)",
                        at: unit.location(message.id.span)))
            }
        }
        return lowered
    }

    private mutating func checkAttributes(
        _ message: Message, _ sourceMessage: Message, unit: CatalogUnit, source: CatalogUnit
    ) {
        let names = Set(message.attributes.map(\.id.name))
        let sourceNames = Set(sourceMessage.attributes.map(\.id.name))
        for attribute in sourceMessage.attributes where !names.contains(attribute.id.name) {
            diagnostics.emit(
                Diagnostic(
                    missingSeverity, .attributeMismatch,
                    "'\(message.id.name)' has no .\(attribute.id.name) attribute in \(unit.locale.tag); add it",
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

    private mutating func checkSelects(_ message: IRMessage, arguments: [ArgumentDeclaration], unit: CatalogUnit) {
        let types = Dictionary(arguments.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        for pattern in message.patterns { checkSelects(in: pattern, types: types, unit: unit) }
    }

    private mutating func checkSelects(in nodes: [IRNode], types: [String: ArgumentType], unit: CatalogUnit) {
        for node in nodes {
            guard case .select(let select) = node else { continue }
            for variant in select.variants { checkSelects(in: variant.body, types: types, unit: unit) }
            guard let type = types[select.argument], type.isNumeric else { continue }
            checkPluralKeys(select, type: type, unit: unit)
        }
    }

    private mutating func checkPluralKeys(_ select: IRSelect, type: ArgumentType, unit: CatalogUnit) {
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
                diagnostics.emit(
                    Diagnostic(
                        .error, .invalidVariantKey,
                        "[\(key)] is not \(kind) plural category in \(unit.locale.tag), which has \(categories.map { "[\($0)]" }.joined(separator: ", ")); rename or remove the variant",
                        at: variant.location))
            }
        }
        guard !select.allowsFallback else { return }
        for category in rules.categories where !present.contains(category.rawValue) {
            var samples = (try? rules.samples(for: category, limit: 8)) ?? []
            // An Int argument never takes a fraction: categories only fractions reach
            // (ru 'other': 1.5) cannot be selected.
            if type == .int { samples = samples.filter { !$0.contains(".") && !$0.contains("c") && !$0.contains("e") } }
            guard !samples.isEmpty else { continue }
            let shown = samples.prefix(5).joined(separator: ", ") + (samples.count > 5 ? "…" : "")
            let fallback = select.variants[select.defaultIndex].key.text
            diagnostics.emit(
                Diagnostic(
                    .error, .missingPluralCategory,
                    "\(unit.locale.tag): no [\(category.rawValue)] variant; ICU selects '\(category.rawValue)' for \(shown), which now get *[\(fallback)]; add [\(category.rawValue)], or put '# \(Lowerer.fallbackDirective)' in the message comment if *[\(fallback)] is right for them",
                    at: select.location))
        }
    }

    /// A message whose value renders as nothing.
    private mutating func checkEmpty(_ message: IRMessage, message source: Message, unit: CatalogUnit) {
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
                    "'\(source.id.name)' renders as empty text; write the message or remove it",
                    at: unit.location(source.id.span)))
        }
    }
}
