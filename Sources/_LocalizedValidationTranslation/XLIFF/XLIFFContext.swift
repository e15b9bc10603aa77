import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// What export and import both need to know about one target locale: the source and
/// translated syntax trees of every catalog, and the units they make. Import recomputes
/// the units export wrote from the same catalogs, so both sides agree on every id.
struct XLIFFContext {
    /// One translatable pattern of an entry: its value or an attribute.
    struct Element {
        var catalog: String
        /// The entry's id as written (`-brand` for a term).
        var entryID: String
        /// nil for the value.
        var attribute: String?
        /// The unit path of the element (`files`, `login.title`).
        var base: String
        var source: Pattern
        /// The current translation, if the locale has one.
        var translation: Pattern?
        /// The skeleton units follow: the translation, or the source adapted to the
        /// target's plural categories.
        var skeleton: Pattern
    }

    /// One unit: one level of an element's skeleton.
    struct Unit {
        var id: String
        var element: Int
        /// The skeleton's level.
        var level: Pattern
        var sourceParts: [PatternSegments.Part]
        var targetParts: [PatternSegments.Part]?
        /// Every placeholder id the target may use, with what it stands for.
        var placeholders: [String: PatternSegments.Placeholder]
        /// Whether the level is nothing but one selection, in the source and the
        /// skeleton: there is nothing to translate in it, so it is not exported (its
        /// variants are) and import rebuilds it as it is.
        var isImplied = false
        /// Whether the level is a plural variant the translation lacks (a category of the
        /// target locale), added so that a translator can fill it in: it has no target,
        /// and import leaves it out until it has one.
        var isMissingFromTranslation = false
    }

    /// One catalog of the target locale.
    struct Catalog {
        var name: String
        var source: Resource
        /// The locale's file, when it exists.
        var translation: Resource?
        var translationBytes: [UInt8]?
        /// Where the locale's file is (or would be written).
        var path: String
    }

    /// Why the catalogs cannot be exported or imported for a locale.
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    var sourceTag: String
    var targetTag: String
    var catalogs: [Catalog] = []
    var elements: [Element] = []
    var units: [Unit] = []
    var sourceRules: PatternSegments.Rules
    var targetRules: PatternSegments.Rules

    /// Reads the catalogs for `locale`; nil with a reason when the locale or the source
    /// cannot be used.
    static func make(_ input: CompilerInput, locale: String) -> Result<XLIFFContext, Failure> {
        func failure(_ message: String) -> Result<XLIFFContext, Failure> {
            .failure(Failure(diagnostic: Diagnostic(.error, .invalidConfiguration, message, at: nil)))
        }
        guard let sourceTag = try? IntlLocale(input.configuration.sourceLocale, allowingRootData: true).identifier
        else {
            return failure("the source locale '\(input.configuration.sourceLocale)' is not a valid locale")
        }
        guard
            let targetTag = try? IntlLocale(locale.replacingOccurrences(of: "_", with: "-"), allowingRootData: true)
                .identifier
        else {
            return failure("'\(locale)' is not a BCP 47 locale identifier")
        }
        guard targetTag != sourceTag else {
            return failure("\(targetTag) is the source locale; export a translation's locale")
        }
        guard !PseudoLocales.isPseudo(targetTag, in: input.configuration) else {
            return failure("\(targetTag) is a pseudo-locale, generated from the source: there is nothing to translate")
        }
        let canonical = { (directory: String) in
            (try? IntlLocale(directory, allowingRootData: true).identifier) ?? directory
        }
        let targetDirectory = input.localeDirectories.first { canonical($0) == targetTag } ?? targetTag
        var context = XLIFFContext(
            sourceTag: sourceTag, targetTag: targetTag, sourceRules: .init(tag: sourceTag),
            targetRules: .init(tag: targetTag))
        let parser = FluentParser()
        let sourceFiles = input.files.filter { canonical($0.localeDirectory) == sourceTag }
            .sorted { $0.catalogName < $1.catalogName }
        guard !sourceFiles.isEmpty else { return failure("no catalogs for the source locale \(sourceTag)") }
        for file in sourceFiles {
            let translated = input.files.first {
                $0.localeDirectory == targetDirectory && $0.catalogName == file.catalogName
            }
            let root = input.rootPath.hasSuffix("/") ? String(input.rootPath.dropLast()) : input.rootPath
            context.catalogs.append(
                Catalog(
                    name: file.catalogName, source: parser.parse(file.contents),
                    translation: translated.map { parser.parse($0.contents) }, translationBytes: translated?.contents,
                    path: translated?.path ?? "\(root)/\(targetDirectory)/\(file.catalogName).ftl"))
        }
        context.buildUnits()
        return .success(context)
    }

    /// Why an import into `targetTag` is refused when the project has no folder for it
    /// (a PO editor's `ru_RU`, or `pt` for a project with `pt-BR`, would otherwise start a
    /// second locale beside the one the translator meant), naming the project's locales of
    /// the same language; nil when the folder exists or `newLocale` asks to add it.
    func newLocaleRefusal(_ input: CompilerInput, newLocale: Bool) -> String? {
        guard !newLocale else { return nil }
        let canonical = { (directory: String) in
            (try? IntlLocale(directory, allowingRootData: true).identifier) ?? directory
        }
        let locales = input.localeDirectories.filter {
            canonical($0) != sourceTag && !PseudoLocales.isPseudo(canonical($0), in: input.configuration)
        }.sorted()
        guard !locales.contains(where: { canonical($0) == targetTag }) else { return nil }
        let language = { (tag: String) in String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased() }
        let close = locales.filter { language($0) == language(targetTag) }
        let has =
            close.isEmpty
            ? (locales.isEmpty ? "it has no translations yet" : "its locales are \(locales.joined(separator: ", "))")
            : "the project has \(close.joined(separator: " and ")); set the file's language to \(close.count == 1 ? "it" : "one of them")"
        return
            "the file's language is \(targetTag), and there is no \(targetTag) folder beside the source: \(has), or give --new-locale to add \(targetTag) as a new locale"
    }

    private mutating func buildUnits() {
        for catalog in catalogs {
            var translated: [String: (value: Pattern?, attributes: [Attribute])] = [:]
            for entry in catalog.translation?.body ?? [] {
                switch entry {
                case .message(let message): translated[message.id.name] = (message.value, message.attributes)
                case .term(let term): translated["-" + term.id.name] = (term.value, term.attributes)
                default: continue
                }
            }
            for entry in catalog.source.body {
                let id: String
                let value: Pattern?
                let attributes: [Attribute]
                switch entry {
                case .message(let message):
                    (id, value, attributes) = (message.id.name, message.value, message.attributes)
                case .term(let term):
                    (id, value, attributes) = ("-" + term.id.name, term.value, term.attributes)
                default: continue
                }
                let translation = translated[id]
                if let value {
                    addElement(
                        catalog: catalog.name, id: id, attribute: nil, source: value,
                        translation: translation?.value)
                }
                for attribute in attributes {
                    let translatedAttribute = translation?.attributes.first { $0.id.name == attribute.id.name }?.value
                    addElement(
                        catalog: catalog.name, id: id, attribute: attribute.id.name,
                        source: attribute.value, translation: translatedAttribute)
                }
            }
        }
    }

    private mutating func addElement(
        catalog: String, id: String, attribute: String?, source: Pattern, translation: Pattern?
    ) {
        let base = attribute.map { id + "." + $0 } ?? id
        let adapted = PatternSegments.adapted(source, source: sourceRules, target: targetRules)
        var added: Set<String> = []
        let skeleton = translation.map { Self.completing($0, from: adapted, path: base, added: &added) } ?? adapted
        let element = Element(
            catalog: catalog, entryID: id, attribute: attribute, base: base, source: source,
            translation: translation, skeleton: skeleton)
        elements.append(element)
        for (path, level) in PatternSegments.levels(of: skeleton, path: base) {
            let sourceLevel = PatternSegments.sourceLevel(
                source, base: base, path: path, targetRules: targetRules, sourceRules: sourceRules)
            let sourcePlaceholders = PatternSegments.placeholders(of: sourceLevel)
            let targetPlaceholders = PatternSegments.placeholders(of: level)
            let targetIDs = PatternSegments.targetIDs(source: sourcePlaceholders, target: targetPlaceholders)
            var table: [String: PatternSegments.Placeholder] = [:]
            for placeholder in sourcePlaceholders where placeholder.selectIndex == nil {
                table[placeholder.id] = placeholder
            }
            for (placeholder, id) in zip(targetPlaceholders, targetIDs) {
                var placeholder = placeholder
                placeholder.id = id
                table[id] = placeholder
            }
            let isAdded = added.contains { path == $0 || path.hasPrefix($0 + ":") }
            units.append(
                Unit(
                    id: path, element: elements.count - 1, level: level,
                    sourceParts: PatternSegments.parts(of: sourceLevel, ids: sourcePlaceholders.map(\.id)),
                    targetParts: translation == nil || isAdded ? nil : PatternSegments.parts(of: level, ids: targetIDs),
                    placeholders: table, isImplied: Self.isOnlySelection(level) && Self.isOnlySelection(sourceLevel),
                    isMissingFromTranslation: isAdded))
        }
    }

    /// The translation with the plural categories of the target locale it lacks (but
    /// `other`, which the default variant takes) added to each of its plural selections (from `adapted`, the source adapted to the locale),
    /// before its default variant; their paths in `added`. A translation written without
    /// them (by hand, or by an import before they were required) so still has a unit for
    /// each, which an import can fill.
    static func completing(_ translation: Pattern, from adapted: Pattern, path: String, added: inout Set<String>)
        -> Pattern
    {
        var pattern = translation
        var selects = 0
        let serializer = FluentSerializer()
        for (offset, element) in translation.elements.enumerated() {
            guard case .placeable(var placeable) = element, case .selectExpression(var select) = placeable.expression
            else { continue }
            selects += 1
            let model = PatternSegments.select(selects, in: adapted)
            select.variants = select.variants.map { variant in
                guard let modelVariant = model?.variants.first(where: { $0.key.text == variant.key.text }) else {
                    return variant
                }
                var variant = variant
                variant.value = completing(
                    variant.value, from: modelVariant.value,
                    path: path + PatternSegments.segment(select: selects, key: variant.key.text), added: &added)
                return variant
            }
            if let model, PatternSegments.isPlural(model),
                serializer.serialize(model.selector) == serializer.serialize(select.selector)
            {
                let keys = Set(select.variants.map(\.key.text))
                let insertAt = select.variants.firstIndex(where: \.isDefault) ?? select.variants.count
                var missing: [Variant] = []
                // `other` is never missing: the default variant, which Fluent requires, takes it.
                for variant in model.variants where !keys.contains(variant.key.text) && variant.key.text != "other" {
                    guard case .identifier = variant.key else { continue }
                    var variant = variant
                    variant.isDefault = false
                    missing.append(variant)
                    added.insert(path + PatternSegments.segment(select: selects, key: variant.key.text))
                }
                select.variants.insert(contentsOf: missing, at: insertAt)
            }
            placeable.expression = .selectExpression(select)
            pattern.elements[offset] = .placeable(placeable)
        }
        return pattern
    }

    static func isOnlySelection(_ pattern: Pattern) -> Bool {
        guard pattern.elements.count == 1, case .placeable(let placeable) = pattern.elements[0],
            case .selectExpression = placeable.expression
        else { return false }
        return true
    }
}
