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
}
