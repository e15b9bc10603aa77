import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

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
    /// changed, are errors at their line and column in the document. Units are read at
    /// any `<group>` depth, each as its segments and ignorables joined in order. A unit
    /// without a target (or with only white space) keeps the existing translation; a
    /// translation is never removed. A unit whose source in the document is not the
    /// current source text is written but not accepted, with a warning. Files are
    /// written through the formatter, and only when a message's text changes, so importing
    /// an unedited export changes nothing.
    ///
    /// - Parameters:
    ///   - input: The catalogs.
    ///   - xliff: The document's bytes.
    ///   - path: The document's path, for diagnostics.
    ///   - newLocale: Whether a `trgLang` the project has no folder for adds a locale;
    ///     otherwise it is an error naming the project's locale of the same language.
    public static func importXLIFF(
        _ input: CompilerInput, xliff: [UInt8], path: String, newLocale: Bool = false
    ) -> XLIFFImportResult {
        var importer = XLIFFImporter(path: path, newLocale: newLocale)
        return importer.run(input, xliff)
    }
}

struct XLIFFImporter {
    let path: String
    /// Whether a language the project has no folder for adds a locale.
    var newLocale = false
    var result = XLIFFImportResult()

    init(path: String, newLocale: Bool = false) {
        self.path = path
        self.newLocale = newLocale
    }

    /// A unit as read from the document.
    struct ReadUnit {
        var parts: [PatternSegments.Part]?
        /// Where each placeholder of the target is, by index in `parts`.
        var partLocations: [Int: FileLocation]
        var state: String
        var location: FileLocation
    }

    func location(_ element: XMLTreeElement) -> FileLocation {
        FileLocation(file: path, line: element.line, column: element.column)
    }

    mutating func error(_ message: String, at location: FileLocation?) {
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
        if let refusal = context.newLocaleRefusal(input, newLocale: newLocale) {
            error(refusal, at: location(root))
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
            for unitElement in Self.units(in: file) {
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
                if let readUnit = readUnit(unitElement, unit: unit) { read[name + "\u{0}" + id] = readUnit }
            }
        }
        return read
    }

    /// The `<unit>`s of a `<file>` in document order, at any depth of `<group>`s (XLIFF 2.0
    /// core: a file holds units and groups in any order, and groups nest).
    static func units(in element: XMLTreeElement) -> [XMLTreeElement] {
        element.elements().flatMap { child -> [XMLTreeElement] in
            switch child.name {
            case "unit": [child]
            case "group": units(in: child)
            default: []
            }
        }
    }

    /// A unit's content: its `<segment>`s and `<ignorable>`s joined in document order, as
    /// XLIFF 2.0 defines a unit's text. An ignorable without a target stands for its
    /// source (what segmenters put there is white space between segments); a segment
    /// without a target while another has one is an error, as the unit's text would miss a
    /// piece. The state is the lowest of the segments'. nil after an error.
    private mutating func readUnit(_ unitElement: XMLTreeElement, unit: XLIFFContext.Unit) -> ReadUnit? {
        let id = unit.id
        let pieces = unitElement.elements().filter { $0.name == "segment" || $0.name == "ignorable" }
        let segments = pieces.filter { $0.name == "segment" }
        guard !segments.isEmpty else {
            error("unit '\(id)' has no <segment>", at: location(unitElement))
            return nil
        }
        let state = segments.map { $0.attributes["state"] ?? "initial" }.min { Self.rank($0) < Self.rank($1) }
        var readUnit = ReadUnit(
            parts: nil, partLocations: [:], state: state ?? "initial", location: location(unitElement))
        let withTarget = segments.filter { !$0.elements("target").isEmpty }
        guard !withTarget.isEmpty else { return readUnit }
        if withTarget.count < segments.count, let without = segments.first(where: { $0.elements("target").isEmpty }) {
            error(
                "unit '\(id)' has a <segment> without a <target> while another has one; translate every segment of the unit, or none",
                at: location(without))
            return nil
        }
        var parts: [PatternSegments.Part] = []
        var locations: [Int: FileLocation] = [:]
        var firstTarget: XMLTreeElement?
        for piece in pieces {
            // An ignorable without a target is kept as its source.
            guard let content = piece.elements("target").first ?? piece.elements("source").first else { continue }
            if firstTarget == nil, content.name == "target" { firstTarget = content }
            readInline(content, unit: unit, into: &parts, locations: &locations)
        }
        guard !Self.isBlank(parts, unit: unit), let target = firstTarget else { return readUnit }
        readUnit.parts = parts
        readUnit.partLocations = locations
        let sources = pieces.compactMap { $0.elements("source").first }
        if !sources.isEmpty {
            let fileSource = sources.map { sourceText($0, unit: unit) }.joined()
            noteSourceChange(fileSource, current: Self.sourceText(of: unit), unit: unit, into: &readUnit)
        }
        // A selection left out would silently lose its variants' text.
        for placeholder in unit.placeholders.values.sorted(by: { $0.id < $1.id })
        where placeholder.selectIndex != nil
            && !parts.contains(.placeholder(id: placeholder.id, fluent: placeholder.fluent))
        {
            error(
                "the target of unit '\(id)' leaves out placeholder '\(placeholder.id)', the selection \(placeholder.fluent) whose variants are the units '\(id):…'; put it back",
                at: location(target))
        }
        return readUnit
    }

    /// A `<source>`'s text as ``sourceText(of:)`` writes the current one: placeholders as
    /// their Fluent text (`equiv`, else the unit's placeholder of that id).
    private func sourceText(_ element: XMLTreeElement, unit: XLIFFContext.Unit) -> String {
        element.children.map { node in
            switch node {
            case .text(let text): return text
            case .element(let child) where child.name == "ph":
                let id = child.attributes["id"] ?? ""
                if let scalar = PatternSegments.controlScalar(placeholderID: id) { return String(scalar) }
                return child.attributes["equiv"] ?? unit.placeholders[id]?.fluent ?? ""
            case .element(let child): return sourceText(child, unit: unit)
            }
        }.joined()
    }

    /// A unit's current source text, placeholders as their Fluent text.
    static func sourceText(of unit: XLIFFContext.Unit) -> String {
        normalized(unit.sourceParts).map { part in
            switch part {
            case .text(let text): text
            case .placeholder(_, let fluent): fluent
            }
        }.joined()
    }

    /// A target translated from a source text other than the current one (the file was
    /// exported before the source changed) is imported like an `initial` one, written but
    /// not accepted, with a warning at the unit: accepting it would record a translation
    /// of text the translator never saw as current.
    /// `current` is the current source text as the file's format writes it.
    mutating func noteSourceChange(
        _ fileSource: String, current: String, unit: XLIFFContext.Unit, into readUnit: inout ReadUnit
    ) {
        // White space aside: a tool that re-wraps or segments the source (an ignorable of
        // white space at the end) has not changed the text the target translates.
        func words(_ text: String) -> [Substring] { text.split(whereSeparator: \.isWhitespace) }
        guard words(fileSource) != words(current) else { return }
        readUnit.state = "initial"
        result.diagnostics.append(
            Diagnostic(
                .warning, .invalidTranslationFile,
                "unit '\(unit.id)' was translated from another source text (\(ImportedText.quoted(fileSource)), now \(ImportedText.quoted(current))): its target is written but not accepted; check it against the current source (export again) and import it again",
                at: readUnit.location))
    }

    /// Whether a target is "no target": empty, or only white space (a pretty-printer's
    /// line break and indentation, a PO editor's `" "`) where the source is not, so that it
    /// keeps the existing translation instead of replacing it with invisible text.
    static func isBlank(_ parts: [PatternSegments.Part], unit: XLIFFContext.Unit) -> Bool {
        func isWhiteSpace(_ parts: [PatternSegments.Part]) -> Bool {
            parts.allSatisfy { part in
                guard case .text(let text) = part else { return false }
                return text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
            }
        }
        guard isWhiteSpace(parts) else { return false }
        let isEmpty = parts.allSatisfy { if case .text(let text) = $0 { text.isEmpty } else { false } }
        return isEmpty || !isWhiteSpace(unit.sourceParts)
    }

    /// A target's content: text, and `<ph>` placeholders checked against the unit's.
    private mutating func readInline(
        _ element: XMLTreeElement, unit: XLIFFContext.Unit, into parts: inout [PatternSegments.Part],
        locations: inout [Int: FileLocation]
    ) {
        for node in element.children {
            switch node {
            case .text(let text):
                // A placeholder typed as text (a tool lost the <ph>) is that placeholder, as in PO.
                var used = Set(parts.compactMap { if case .placeholder(let id, _) = $0 { id } else { nil } })
                let placeholders = unit.placeholders.values.filter { $0.selectIndex == nil }.sorted { $0.id < $1.id }
                parts += ImportedText.readingTypedPlaceholders(text, among: placeholders, used: &used)
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
}
