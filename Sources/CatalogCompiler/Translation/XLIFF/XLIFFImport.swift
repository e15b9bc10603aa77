import Intl

/// What importing an XLIFF document changes: the `.ftl` files to write (only those whose
/// text changes), and the messages whose translations become current in the record.
public struct XLIFFImportResult: Sendable {
    /// The locale the document translates into (canonical tag).
    public var locale: String?
    /// Files to write: path and full contents, formatted.
    public var files: [(path: String, contents: [UInt8])] = []
    /// `Catalog.message` ids to mark current (`catalogc accept`).
    public var accepted: [String] = []
    /// Problems, at `file:line:column` of the XLIFF document; with an error nothing is
    /// written.
    public var diagnostics: [Diagnostic] = []

    /// Whether a diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension FluentCatalogs {
    /// Reads an XLIFF 2.0 document made by ``exportXLIFF(_:locale:)`` (and filled by a
    /// translator or a CAT tool) and returns the `.ftl` files it changes.
    ///
    /// Unknown files, units and placeholders, and placeholders whose Fluent text was
    /// changed, are errors at their line and column in the document. A unit without a
    /// target keeps the existing translation; a translation is never removed. Files are
    /// written through the formatter, and only when a message's text changes, so importing
    /// an unedited export changes nothing.
    ///
    /// - Parameters:
    ///   - input: The catalogs.
    ///   - xliff: The document's bytes.
    ///   - path: The document's path, for diagnostics.
    public static func importXLIFF(_ input: CompilerInput, xliff: [UInt8], path: String) -> XLIFFImportResult {
        var importer = XLIFFImporter(path: path)
        return importer.run(input, xliff)
    }
}

struct XLIFFImporter {
    let path: String
    var result = XLIFFImportResult()

    init(path: String) {
        self.path = path
    }

    /// A unit as read from the document.
    struct ReadUnit {
        var parts: [PatternSegments.Part]?
        /// Where each placeholder of the target is, by index in `parts`.
        var partLocations: [Int: FileLocation]
        var state: String
        var location: FileLocation
    }

    private func location(_ element: XMLTreeElement) -> FileLocation {
        FileLocation(file: path, line: element.line, column: element.column)
    }

    private mutating func error(_ message: String, at location: FileLocation?) {
        result.diagnostics.append(Diagnostic(.error, .invalidTranslationFile, message, at: location))
    }

    mutating func run(_ input: CompilerInput, _ bytes: [UInt8]) -> XLIFFImportResult {
        let root: XMLTreeElement
        switch XMLReader.parse(bytes) {
        case .success(let parsed): root = parsed
        case .failure(let failure):
            error(
                "not a readable XLIFF file: \(failure.message)",
                at: FileLocation(file: path, line: failure.line, column: failure.column))
            return result
        }
        guard root.name == "xliff", root.namespace == XLIFFWriter.namespace,
            root.attributes["version"]?.hasPrefix("2.") == true
        else {
            error(
                "not an XLIFF 2.0 document (expected <xliff version=\"2.0\" xmlns=\"\(XLIFFWriter.namespace)\">)",
                at: location(root))
            return result
        }
        guard let targetLanguage = root.attributes["trgLang"] else {
            error("the <xliff> element has no trgLang: which locale does it translate into?", at: location(root))
            return result
        }
        let context: XLIFFContext
        switch XLIFFContext.make(input, locale: targetLanguage) {
        case .success(let made): context = made
        case .failure(let failure):
            error(failure.diagnostic.message, at: location(root))
            return result
        }
        result.locale = context.targetTag
        let read = readUnits(root, context: context)
        guard !result.hasErrors else { return result }
        rebuild(context: context, read: read, input: input)
        return result
    }

    /// A unit's key: ids are unique within a catalog (an XLIFF `<file>`), not across them.
    static func key(_ unit: XLIFFContext.Unit, _ context: XLIFFContext) -> String {
        context.elements[unit.element].catalog + "\u{0}" + unit.id
    }

    /// Every unit of the document by key, checked against the units of the catalogs.
    private mutating func readUnits(_ root: XMLTreeElement, context: XLIFFContext) -> [String: ReadUnit] {
        let known = Dictionary(
            context.units.map { (Self.key($0, context), $0) }, uniquingKeysWith: { first, _ in first })
        let catalogs = Set(context.catalogs.map(\.name))
        var read: [String: ReadUnit] = [:]
        for file in root.elements("file") {
            guard let name = file.attributes["id"], catalogs.contains(name) else {
                error(
                    "unknown file '\(file.attributes["id"] ?? "")': the catalogs are \(catalogs.sorted().joined(separator: ", "))",
                    at: location(file))
                continue
            }
            for unitElement in file.elements("unit") {
                let id = unitElement.attributes["id"] ?? ""
                guard let unit = known[name + "\u{0}" + id] else {
                    error(
                        "unknown unit '\(id)': no such message, attribute or variant in \(name)",
                        at: location(unitElement))
                    continue
                }
                guard read[name + "\u{0}" + id] == nil else {
                    error("unit '\(id)' appears twice", at: location(unitElement))
                    continue
                }
                let segments = unitElement.elements("segment")
                guard segments.count == 1, let segment = segments.first else {
                    error("unit '\(id)' must have exactly one <segment>", at: location(unitElement))
                    continue
                }
                var readUnit = ReadUnit(
                    parts: nil, partLocations: [:], state: segment.attributes["state"] ?? "initial",
                    location: location(unitElement))
                if let target = segment.elements("target").first {
                    var parts: [PatternSegments.Part] = []
                    var locations: [Int: FileLocation] = [:]
                    readInline(target, unit: unit, into: &parts, locations: &locations)
                    let isEmpty = parts.allSatisfy { if case .text(let text) = $0 { text.isEmpty } else { false } }
                    if !isEmpty {
                        readUnit.parts = parts
                        readUnit.partLocations = locations
                        // A selection left out would silently lose its variants' text.
                        for placeholder in unit.placeholders.values.sorted(by: { $0.id < $1.id })
                        where placeholder.selectIndex != nil
                            && !parts.contains(.placeholder(id: placeholder.id, fluent: placeholder.fluent))
                        {
                            error(
                                "the target of unit '\(id)' leaves out placeholder '\(placeholder.id)', the selection \(placeholder.fluent) whose variants are the units '\(id):…'; put it back",
                                at: location(target))
                        }
                    }
                }
                read[name + "\u{0}" + id] = readUnit
            }
        }
        return read
    }

    /// A target's content: text, and `<ph>` placeholders checked against the unit's.
    private mutating func readInline(
        _ element: XMLTreeElement, unit: XLIFFContext.Unit, into parts: inout [PatternSegments.Part],
        locations: inout [Int: FileLocation]
    ) {
        for node in element.children {
            switch node {
            case .text(let text):
                parts.append(.text(text))
            case .element(let child) where child.name == "ph":
                let id = child.attributes["id"] ?? ""
                if let scalar = PatternSegments.controlScalar(placeholderID: id) {
                    parts.append(.text(String(scalar)))
                    continue
                }
                guard let placeholder = unit.placeholders[id] else {
                    let ids = unit.placeholders.keys.sorted().joined(separator: ", ")
                    error(
                        "placeholder '\(id)' is not one of unit '\(unit.id)' (\(ids.isEmpty ? "it has none" : ids)); copy the placeholders from the source",
                        at: location(child))
                    continue
                }
                if let equiv = child.attributes["equiv"], equiv != placeholder.fluent {
                    error(
                        "placeholder '\(id)' stands for \(placeholder.fluent), not \(equiv); placeholders cannot be edited, only moved",
                        at: location(child))
                    continue
                }
                locations[parts.count] = location(child)
                parts.append(.placeholder(id: id, fluent: placeholder.fluent))
            case .element(let child) where child.name == "mrk":
                // An annotation: its content is the text.
                readInline(child, unit: unit, into: &parts, locations: &locations)
            case .element(let child):
                error(
                    "<\(child.name)> is not supported in a target; only text and the source's <ph> placeholders are",
                    at: location(child))
            }
        }
    }

    // MARK: Writing Fluent

    /// Writes the units read (from XLIFF, or from PO by `POImporter`) into the catalogs.
    mutating func rebuild(context: XLIFFContext, read: [String: ReadUnit], input: CompilerInput) {
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
            var resource = catalog.translation ?? Resource(body: [], span: catalog.source.span)
            var changed = false
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
                for (index, element) in elements {
                    let built = build(
                        path: catalog.name + "\u{0}" + element.base, level: element.skeleton,
                        hasTranslation: element.translation != nil,
                        read: read, units: unitIndex)
                    for unit in unitsByElement[index] {
                        if let readUnit = read[Self.key(unit, context)], readUnit.parts != nil {
                            minimumState = min(minimumState, Self.rank(readUnit.state))
                        }
                    }
                    guard let built else {
                        if element.attribute == nil || element.translation != nil { complete = false }
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
                    result.diagnostics.append(
                        Diagnostic(
                            .warning, .invalidTranslationFile,
                            "'\(entryID)' is not imported: some of its units have no target and there is no translation to keep",
                            at: unitLocation))
                    continue
                }
                guard
                    let text = merge(
                        entryID: entryID, value: value, attributes: attributes, into: &resource, source: catalog.source)
                else { continue }
                // The text must read back as the same Fluent (a `[` or `*` starting a line would not).
                let reparsed = FluentParser().parse(Array(text.utf8))
                if !reparsed.errors.isEmpty {
                    error(
                        "the translation of '\(entryID)' cannot be written as Fluent (\(reparsed.errors[0].message)); check the line starts of the targets",
                        at: unitLocation)
                    continue
                }
                changed = true
                if !entryID.hasPrefix("-"), minimumState >= 1 {
                    accepted.insert(catalog.name + "." + entryID)
                }
            }
            // Translations the translator only raised in state (reviewed, final) are accepted too.
            for entryID in entryIDs where !entryID.hasPrefix("-") && !accepted.contains(catalog.name + "." + entryID) {
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
                if let junk = resource.body.first(where: { if case .junk = $0 { true } else { false } }) {
                    error(
                        "\(catalog.path) has syntax errors (line \(junk.span.start.line)); fix them before importing into it",
                        at: nil)
                    continue
                }
                let bytes = Array(FluentSerializer().serialize(resource).utf8)
                if bytes != catalog.translationBytes { result.files.append((catalog.path, bytes)) }
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
        units: [String: XLIFFContext.Unit]
    ) -> Pattern? {
        guard let unit = units[path] else { return nil }
        var elements: [PatternElement] = []
        if let parts = read[path]?.parts {
            for part in parts {
                switch part {
                case .text(let text):
                    elements += Self.textElements(text, span: level.span)
                case .placeholder(let id, _):
                    guard let placeholder = unit.placeholders[id] else { return nil }
                    if let index = placeholder.selectIndex {
                        guard let select = PatternSegments.select(index, in: level),
                            let rebuilt = rebuild(
                                select, index: index, path: path, hasTranslation: hasTranslation, read: read,
                                units: units)
                        else { return nil }
                        elements.append(
                            .placeable(Placeable(expression: .selectExpression(rebuilt), span: select.span)))
                    } else if let placeable = placeholder.placeable {
                        elements.append(.placeable(placeable))
                    }
                }
            }
        } else {
            guard hasTranslation || unit.isImplied else { return nil }
            var selects = 0
            for element in level.elements {
                if case .placeable(let placeable) = element, case .selectExpression(let select) = placeable.expression {
                    selects += 1
                    guard
                        let rebuilt = rebuild(
                            select, index: selects, path: path, hasTranslation: hasTranslation, read: read, units: units
                        )
                    else { return nil }
                    elements.append(.placeable(Placeable(expression: .selectExpression(rebuilt), span: placeable.span)))
                } else {
                    elements.append(element)
                }
            }
        }
        elements = PseudoLocales.Method.mergingText(elements).filter {
            if case .text(let text) = $0 { !text.value.isEmpty } else { true }
        }
        guard !elements.isEmpty else { return nil }
        return Pattern(elements: elements, span: level.span)
    }

    private mutating func rebuild(
        _ select: SelectExpression, index: Int, path: String, hasTranslation: Bool, read: [String: ReadUnit],
        units: [String: XLIFFContext.Unit]
    ) -> SelectExpression? {
        var select = select
        var variants: [Variant] = []
        for variant in select.variants {
            let variantPath = path + PatternSegments.segment(select: index, key: variant.key.text)
            guard
                let value = build(
                    path: variantPath, level: variant.value, hasTranslation: hasTranslation, read: read, units: units)
            else {
                // A variant without text is left out, unless it is the default.
                if variant.isDefault { return nil }
                continue
            }
            var variant = variant
            variant.value = value
            variants.append(variant)
        }
        select.variants = variants
        return select
    }

    /// Text as Fluent text elements: `{` and `}` become string-literal placeables.
    static func textElements(_ text: String, span: SourceSpan) -> [PatternElement] {
        var elements: [PatternElement] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar == "{" || scalar == "}" {
                if !current.isEmpty { elements.append(.text(TextElement(value: current, span: span))) }
                current = ""
                let literal = StringLiteral(value: String(scalar), span: span)
                elements.append(.placeable(Placeable(expression: .stringLiteral(literal), span: span)))
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { elements.append(.text(TextElement(value: current, span: span))) }
        return elements
    }

    /// Puts the entry into the resource (replacing its value and attributes, keeping its
    /// comment, or inserting it after the source's previous entry); returns the entry's
    /// text when it changed, nil when it is the same.
    private func merge(
        entryID: String, value: Pattern?, attributes: [Attribute], into resource: inout Resource, source: Resource
    ) -> String? {
        let serializer = FluentSerializer()
        let isTerm = entryID.hasPrefix("-")
        let name = isTerm ? String(entryID.dropFirst()) : entryID
        func entryName(_ entry: Entry) -> String? {
            switch entry {
            case .message(let message): message.id.name
            case .term(let term): "-" + term.id.name
            default: nil
            }
        }
        let span = value?.span ?? attributes[0].span
        if let index = resource.body.firstIndex(where: { entryName($0) == entryID }) {
            let old = resource.body[index]
            var new = old
            switch old {
            case .message(var message):
                if let value { message.value = value }
                message.attributes = mergedAttributes(message.attributes, attributes)
                new = .message(message)
            case .term(var term):
                if let value { term.value = value }
                term.attributes = mergedAttributes(term.attributes, attributes)
                new = .term(term)
            default: return nil
            }
            let oldText = Self.text(of: old, serializer)
            let newText = Self.text(of: new, serializer)
            guard oldText != newText else { return nil }
            resource.body[index] = new
            return newText
        }
        let identifier = Identifier(name: name, span: span)
        let entry: Entry
        if isTerm {
            guard let value else { return nil }
            entry = .term(Term(id: identifier, value: value, attributes: attributes, comment: nil, span: span))
        } else {
            entry = .message(Message(id: identifier, value: value, attributes: attributes, comment: nil, span: span))
        }
        // After the nearest entry that comes before it in the source and is in the file.
        let sourceOrder = source.body.compactMap(entryName)
        var insertAt = resource.body.count
        if let position = sourceOrder.firstIndex(of: entryID) {
            for previous in sourceOrder[..<position].reversed() {
                if let index = resource.body.firstIndex(where: { entryName($0) == previous }) {
                    insertAt = index + 1
                    break
                }
            }
        }
        resource.body.insert(entry, at: insertAt)
        return Self.text(of: entry, serializer)
    }

    private func mergedAttributes(_ old: [Attribute], _ new: [Attribute]) -> [Attribute] {
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

    private static func text(of entry: Entry, _ serializer: FluentSerializer) -> String {
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
