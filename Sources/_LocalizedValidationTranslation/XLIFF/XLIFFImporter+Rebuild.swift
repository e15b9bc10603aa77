import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

extension XLIFFImporter {
    // MARK: Writing Fluent

    /// Writes the units read (from XLIFF, or from PO by `POImporter`) into the catalogs.
    mutating func rebuild(context: XLIFFContext, read: [String: ReadUnit], input: CompilerInput) {
        refuseControlCharacters(context: context, read: read)
        guard !result.hasErrors else { return }
        var written: [ImportedCatalog] = []
        defer {
            refuseNewCheckErrors(written, input: input, context: context, read: read)
            // Either every file is written or none is.
            if result.hasErrors {
                result.files = []
                result.accepted = []
            }
        }
        let unitIndex = Dictionary(
            context.units.map { (Self.key($0, context), $0) }, uniquingKeysWith: { first, _ in first })
        let table = FluentCatalogs.translationStates(input).table
        // Indexes, so that a catalog of thousands of messages is not searched per message.
        var elementsByEntry: [String: [Int]] = [:]
        var entryOrder: [String: [String]] = [:]
        for (index, element) in context.elements.enumerated() {
            let key = element.catalog + "\u{0}" + element.entryID
            if elementsByEntry[key] == nil { entryOrder[element.catalog, default: []].append(element.entryID) }
            elementsByEntry[key, default: []].append(index)
        }
        var unitsByElement = Array(repeating: [XLIFFContext.Unit](), count: context.elements.count)
        for unit in context.units { unitsByElement[unit.element].append(unit) }
        var accepted: Set<String> = []
        for catalog in context.catalogs {
            var merger = CatalogMerger(
                catalog.translation ?? Resource(body: [], span: catalog.source.span), source: catalog.source)
            var changed = false
            var imported: [String] = []
            // The entries of this catalog, in source order.
            let entryIDs = entryOrder[catalog.name] ?? []
            for entryID in entryIDs {
                let elements = (elementsByEntry[catalog.name + "\u{0}" + entryID] ?? []).map {
                    (offset: $0, element: context.elements[$0])
                }
                let entryUnits = elements.flatMap { unitsByElement[$0.offset] }
                guard entryUnits.contains(where: { read[Self.key($0, context)]?.parts != nil }) else { continue }
                var value: Pattern?
                var attributes: [Attribute] = []
                var complete = true
                var minimumState = 3
                var missing: [String] = []
                for (index, element) in elements {
                    var elementMissing: [String] = []
                    let built = build(
                        path: catalog.name + "\u{0}" + element.base, level: element.skeleton,
                        hasTranslation: element.translation != nil,
                        read: read, units: unitIndex, missing: &elementMissing)
                    for unit in unitsByElement[index] {
                        if let readUnit = read[Self.key(unit, context)], readUnit.parts != nil {
                            minimumState = min(minimumState, Self.rank(readUnit.state))
                        }
                    }
                    guard let built else {
                        if element.attribute == nil || element.translation != nil {
                            complete = false
                            missing += elementMissing
                        }
                        continue
                    }
                    if let attribute = element.attribute {
                        attributes.append(
                            Attribute(id: Identifier(name: attribute, span: built.span), value: built, span: built.span)
                        )
                    } else {
                        value = built
                    }
                }
                let unitLocation = entryUnits.lazy.compactMap { read[Self.key($0, context)]?.location }.first
                guard complete, value != nil || !attributes.isEmpty else {
                    let units = missing.isEmpty ? "some of its units have" : Self.unitList(missing)
                    result.diagnostics.append(
                        Diagnostic(
                            .warning, .invalidTranslationFile,
                            "'\(entryID)' is not imported: \(units) no target and there is no translation to keep instead (a selection needs every variant; a plural every category of \(context.targetTag)); fill them in and import again",
                            at: unitLocation))
                    continue
                }
                guard merger.merge(entryID: entryID, value: value, attributes: attributes) else { continue }
                imported.append(entryID)
                changed = true
                if minimumState >= 1 {
                    accepted.insert(catalog.name + "." + entryID)
                }
            }
            // Translations the translator only raised in state (reviewed, final) are accepted too.
            for entryID in entryIDs where !accepted.contains(catalog.name + "." + entryID) {
                let units = (elementsByEntry[catalog.name + "\u{0}" + entryID] ?? []).flatMap { unitsByElement[$0] }
                let states = units.compactMap { read[Self.key($0, context)] }.filter { $0.parts != nil }.map {
                    Self.rank($0.state)
                }
                guard let lowest = states.min(), !states.isEmpty, units.allSatisfy({ $0.targetParts != nil }) else {
                    continue
                }
                let current = table?.status(locale: context.targetTag, catalog: catalog.name, message: entryID)?.state
                let currentRank = current == .final ? 2 : current == .translated ? 1 : 0
                if lowest > currentRank, lowest >= 1 { accepted.insert(catalog.name + "." + entryID) }
            }
            if changed {
                let resource = merger.merged()
                if let junk = resource.body.first(where: { if case .junk = $0 { true } else { false } }) {
                    error(
                        "\(catalog.path) has syntax errors (line \(junk.span.start.line)); fix them before importing into it",
                        at: nil)
                    continue
                }
                let bytes = Array(FluentSerializer().serialize(resource).utf8)
                let importedCatalog = ImportedCatalog(catalog: catalog, bytes: bytes, entries: imported)
                guard readsBack(importedCatalog, context: context, read: read) else { continue }
                if bytes != catalog.translationBytes {
                    result.files.append((catalog.path, bytes))
                    written.append(importedCatalog)
                }
            }
        }
        result.accepted = accepted.sorted()
    }

    /// `initial` 0, `translated` 1, `reviewed`/`final` 2.
    static func rank(_ state: String) -> Int {
        switch state {
        case "final", "reviewed": 2
        case "translated": 1
        default: 0
        }
    }

    /// The pattern of a level from the targets: the unit's target where there is one,
    /// else the existing translation's level; selections rebuilt from their variants'
    /// units. nil when a level has neither.
    /// `path` is the unit's key (catalog, NUL, unit path).
    private mutating func build(
        path: String, level: Pattern, hasTranslation: Bool, read: [String: ReadUnit],
        units: [String: XLIFFContext.Unit], missing: inout [String]
    ) -> Pattern? {
        guard let unit = units[path] else { return nil }
        var elements: [PatternElement] = []
        // A target the same as the translation keeps the translation's own syntax.
        let isUnchanged =
            read[path]?.parts.map { Self.normalized($0) == unit.targetParts.map(Self.normalized) } ?? false
        if let parts = read[path]?.parts, !isUnchanged {
            for part in parts {
                switch part {
                case .text(let text):
                    elements.append(.text(TextElement(value: text, span: level.span)))
                case .placeholder(let id, _):
                    guard let placeholder = unit.placeholders[id] else { return nil }
                    if let index = placeholder.selectIndex {
                        guard let select = PatternSegments.select(index, in: level),
                            let rebuilt = rebuild(
                                select, index: index, path: path, hasTranslation: hasTranslation, read: read,
                                units: units, missing: &missing)
                        else { return nil }
                        elements.append(
                            .placeable(Placeable(expression: .selectExpression(rebuilt), span: select.span)))
                    } else if let placeable = placeholder.placeable {
                        elements.append(.placeable(placeable))
                    }
                }
            }
        } else {
            // A variant the translation lacks (a plural category added for the locale) stays out.
            if unit.isMissingFromTranslation { return nil }
            guard hasTranslation || unit.isImplied else {
                missing.append(unit.id)
                return nil
            }
            var selects = 0
            for element in level.elements {
                if case .placeable(let placeable) = element, case .selectExpression(let select) = placeable.expression {
                    selects += 1
                    guard
                        let rebuilt = rebuild(
                            select, index: selects, path: path, hasTranslation: hasTranslation, read: read,
                            units: units, missing: &missing)
                    else { return nil }
                    elements.append(.placeable(Placeable(expression: .selectExpression(rebuilt), span: placeable.span)))
                } else {
                    elements.append(element)
                }
            }
        }
        elements = elements.mergingAdjacentText().filter {
            if case .text(let text) = $0 { !text.value.isEmpty } else { true }
        }
        guard !elements.isEmpty else { return nil }
        if read[path]?.parts != nil, !isUnchanged { elements = ImportedText.escaped(elements) }
        return Pattern(elements: elements, span: level.span)
    }

    /// A selection with each variant rebuilt. Without a translation to keep variants from,
    /// every variant needs a target (nil, with the units lacking one in `missing`, when
    /// any has none): a selection missing variants would not compile.
    private mutating func rebuild(
        _ select: SelectExpression, index: Int, path: String, hasTranslation: Bool, read: [String: ReadUnit],
        units: [String: XLIFFContext.Unit], missing: inout [String]
    ) -> SelectExpression? {
        var select = select
        var variants: [Variant] = []
        var complete = true
        for variant in select.variants {
            let variantPath = path + PatternSegments.segment(select: index, key: variant.key.text)
            guard
                let value = build(
                    path: variantPath, level: variant.value, hasTranslation: hasTranslation, read: read, units: units,
                    missing: &missing)
            else {
                // Only a variant the translation lacks may stay out (and never the default).
                if variant.isDefault || !(units[variantPath]?.isMissingFromTranslation ?? false) { complete = false }
                continue
            }
            var variant = variant
            variant.value = value
            variants.append(variant)
        }
        guard complete else { return nil }
        select.variants = variants
        return select
    }

    /// Parts compared as text: a control character's placeholder as the character, and
    /// neighbouring texts joined.
    static func normalized(_ parts: [PatternSegments.Part]) -> [PatternSegments.Part] {
        var result: [PatternSegments.Part] = []
        for part in parts {
            var part = part
            if case .placeholder(let id, _) = part, let scalar = PatternSegments.controlScalar(placeholderID: id) {
                part = .text(String(scalar))
            }
            if case .text(let text) = part, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(previous + text)
            } else {
                result.append(part)
            }
        }
        return result
    }

    /// `the units 'a', 'b' and 'c' have` for the units named.
    static func unitList(_ ids: [String]) -> String {
        let quoted = ids.map { "'\($0)'" }
        let list =
            quoted.count == 1
            ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
        return "the unit\(ids.count == 1 ? "" : "s") \(list) \(ids.count == 1 ? "has" : "have")"
    }

}

/// Puts imported entries into a translation's resource: an entry the file has gets its
/// value and attributes replaced (its comment kept); a new one goes after the nearest
/// entry that comes before it in the source and is in the file (else at the end). The
/// entries are indexed by name and the insertions gathered, then placed in one pass, so
/// an import into a file of thousands of entries is linear, not a search of the file per
/// entry (20,000 messages in one file took 33–47 s).
struct CatalogMerger {
    private var body: [Entry]
    private let span: SourceSpan
    /// The index in ``body`` of each entry the file had, by name (`-term` for a term).
    private var original: [String: Int] = [:]
    /// New entries to place after the original entry at an index; `body.count` for the end.
    private var insertions: [Int: [Entry]] = [:]
    /// For every entry in the merged file (original or new), where new entries after it go.
    private var anchor: [String: Int] = [:]
    private let sourceOrder: [String]
    private let sourcePosition: [String: Int]
    private let serializer = FluentSerializer()

    init(_ resource: Resource, source: Resource) {
        body = resource.body
        span = resource.span
        for (index, entry) in body.enumerated() {
            guard let name = Self.name(of: entry), original[name] == nil else { continue }
            original[name] = index
            anchor[name] = index
        }
        sourceOrder = source.body.compactMap(Self.name(of:))
        sourcePosition = Dictionary(
            sourceOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Merges one entry; false when its text stays the same.
    mutating func merge(entryID: String, value: Pattern?, attributes: [Attribute]) -> Bool {
        if let index = original[entryID] {
            let old = body[index]
            var new = old
            switch old {
            case .message(var message):
                if let value { message.value = value }
                message.attributes = Self.merged(message.attributes, attributes)
                new = .message(message)
            case .term(var term):
                if let value { term.value = value }
                term.attributes = Self.merged(term.attributes, attributes)
                new = .term(term)
            default: return false
            }
            guard text(of: old) != text(of: new) else { return false }
            body[index] = new
            return true
        }
        guard anchor[entryID] == nil else { return false }
        let isTerm = entryID.hasPrefix("-")
        let identifier = Identifier(
            name: isTerm ? String(entryID.dropFirst()) : entryID, span: value?.span ?? attributes[0].span)
        let entry: Entry
        if isTerm {
            guard let value else { return false }
            entry = .term(Term(id: identifier, value: value, attributes: attributes, comment: nil, span: value.span))
        } else {
            entry = .message(
                Message(
                    id: identifier, value: value, attributes: attributes, comment: nil,
                    span: value?.span ?? attributes[0].span))
        }
        // The walk back stops at the last entry placed, which is in the file: over a whole
        // import the walks cover each source entry about once.
        var place = body.count
        if let position = sourcePosition[entryID] {
            for previous in sourceOrder[..<position].reversed() {
                if let found = anchor[previous] {
                    place = found
                    break
                }
            }
        }
        insertions[place, default: []].append(entry)
        anchor[entryID] = place
        return true
    }

    /// The resource with every merged entry in place.
    func merged() -> Resource {
        guard !insertions.isEmpty else { return Resource(body: body, span: span) }
        var result: [Entry] = []
        result.reserveCapacity(body.count + insertions.values.reduce(0) { $0 + $1.count })
        for (index, entry) in body.enumerated() {
            result.append(entry)
            result += insertions[index] ?? []
        }
        result += insertions[body.count] ?? []
        return Resource(body: result, span: span)
    }

    private static func name(of entry: Entry) -> String? {
        switch entry {
        case .message(let message): message.id.name
        case .term(let term): "-" + term.id.name
        default: nil
        }
    }

    private static func merged(_ old: [Attribute], _ new: [Attribute]) -> [Attribute] {
        var merged = old
        for attribute in new {
            if let index = merged.firstIndex(where: { $0.id.name == attribute.id.name }) {
                merged[index].value = attribute.value
            } else {
                merged.append(attribute)
            }
        }
        return merged
    }

    private func text(of entry: Entry) -> String {
        switch entry {
        case .message(var message):
            message.comment = nil
            return serializer.serialize(message)
        case .term(var term):
            term.comment = nil
            return serializer.serialize(term)
        default: return ""
        }
    }
}
