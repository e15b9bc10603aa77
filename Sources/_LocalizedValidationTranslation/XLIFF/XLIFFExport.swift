import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

extension FluentCatalogs {
    /// The XLIFF 2.0 document a translator (or a CAT tool) works on for `locale`: one
    /// unit per message, attribute and variant, with the translator comment, the
    /// variables and, for a plural variant, the numbers CLDR puts in its category as
    /// notes; placeables as `<ph>` placeholders carrying their Fluent text (`equiv`,
    /// `disp`); the state of each translation (`initial`, `translated`, `final`; a stale
    /// one is `initial` with `subState="catalogc:stale"`).
    ///
    /// - Returns: The document's bytes (nil when the catalogs cannot be read), and the
    ///   diagnostics.
    public static func exportXLIFF(_ input: CompilerInput, locale: String) -> (
        xliff: [UInt8]?, diagnostics: [Diagnostic]
    ) {
        let (made, diagnostics) = XLIFFWriter.forExport(input, locale: locale)
        guard var writer = made else { return (nil, diagnostics) }
        return (writer.document(), [])
    }
}

extension XLIFFWriter {
    /// The writer of `locale`'s export, with what every export format needs (the units,
    /// the translation states, the checked messages for notes), or the diagnostics that
    /// stop the export (an unknown locale, an invalid configuration).
    static func forExport(_ input: CompilerInput, locale: String) -> (writer: XLIFFWriter?, diagnostics: [Diagnostic]) {
        let context: XLIFFContext
        switch XLIFFContext.make(input, locale: locale) {
        case .success(let made): context = made
        case .failure(let failure): return (nil, [failure.diagnostic])
        }
        let (table, stateDiagnostics) = FluentCatalogs.translationStates(input)
        let errors = stateDiagnostics.filter { $0.severity == .error && $0.id == .invalidConfiguration }
        guard errors.isEmpty else { return (nil, errors) }
        let model = FluentCatalogs.analyze(input).model
        var messages: [String: MessageModel] = [:]
        for catalog in model?.catalogs ?? [] {
            for message in catalog.messages { messages[catalog.name + "\u{0}" + message.id] = message }
        }
        return (XLIFFWriter(context: context, table: table, messages: messages), [])
    }
}

/// Writes the XLIFF 2.0 document of an ``XLIFFContext``, deterministically.
struct XLIFFWriter {
    static let namespace = "urn:oasis:names:tc:xliff:document:2.0"
    static let staleSubState = "catalogc:stale"

    let context: XLIFFContext
    let table: TranslationStateTable?
    let messages: [String: MessageModel]
    private var output = ""
    /// The element whose comment and variables were written (on its first exported unit).
    private var notedElement: Int?

    init(context: XLIFFContext, table: TranslationStateTable?, messages: [String: MessageModel]) {
        self.context = context
        self.table = table
        self.messages = messages
    }

    mutating func document() -> [UInt8] {
        output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output +=
            "<xliff xmlns=\"\(Self.namespace)\" version=\"2.0\" srcLang=\"\(XMLEscaping.attribute(context.sourceTag))\" trgLang=\"\(XMLEscaping.attribute(context.targetTag))\">\n"
        for catalog in context.catalogs {
            output += "  <file id=\"\(XMLEscaping.attribute(catalog.name))\">\n"
            for unit in context.units where context.elements[unit.element].catalog == catalog.name && !unit.isImplied {
                write(unit)
            }
            output += "  </file>\n"
        }
        output += "</xliff>\n"
        return Array(output.utf8)
    }

    private mutating func write(_ unit: XLIFFContext.Unit) {
        let element = context.elements[unit.element]
        let status =
            element.isTerm
            ? nil : table?.status(locale: context.targetTag, catalog: element.catalog, message: element.entryID)
        output += "    <unit id=\"\(XMLEscaping.attribute(unit.id))\">\n"
        let isFirst = notedElement != unit.element
        notedElement = unit.element
        let notes = self.notes(unit, element: element, status: status, isFirst: isFirst)
        if !notes.isEmpty {
            output += "      <notes>\n"
            for (category, text) in notes {
                output += "        <note category=\"\(category)\">\(XMLEscaping.text(text))</note>\n"
            }
            output += "      </notes>\n"
        }
        var state = "initial"
        var subState = ""
        if unit.targetParts != nil {
            switch status?.state {
            case .final?: state = "final"
            case .stale?: subState = " subState=\"\(Self.staleSubState)\""
            default: state = "translated"
            }
        }
        output += "      <segment state=\"\(state)\"\(subState)>\n"
        output += "        <source>\(Self.inline(unit.sourceParts))</source>\n"
        if let target = unit.targetParts {
            output += "        <target>\(Self.inline(target))</target>\n"
        }
        output += "      </segment>\n"
        output += "    </unit>\n"
    }

    /// A unit's content: text escaped, placeholders as `<ph>`.
    static func inline(_ parts: [PatternSegments.Part]) -> String {
        parts.map { part in
            switch part {
            case .text(let text): XMLEscaping.text(text)
            case .placeholder(let id, let fluent):
                "<ph id=\"\(XMLEscaping.attribute(id))\" equiv=\"\(XMLEscaping.attribute(fluent))\" disp=\"\(XMLEscaping.attribute(fluent))\"/>"
            }
        }.joined()
    }

    /// A unit's notes (category, text); PO export writes the same as `#.` comments.
    func notes(
        _ unit: XLIFFContext.Unit, element: XLIFFContext.Element, status: TranslationStatus?, isFirst: Bool
    ) -> [(String, String)] {
        var notes: [(String, String)] = []
        let model = messages[element.catalog + "\u{0}" + element.entryID]
        if let comment = model?.translatorComment, !comment.isEmpty, isFirst {
            notes.append(("comment", comment))
        }
        if let arguments = model?.arguments, !arguments.isEmpty, isFirst {
            let lines = arguments.map { argument in
                "$\(argument.name) (\(argument.type.rawValue))" + (argument.summary.map { ": " + $0 } ?? "")
            }
            notes.append(("variables", lines.joined(separator: "\n")))
        }
        let steps = PatternSegments.segments(of: unit.id, after: element.base)
        if let (_, key) = steps.last {
            // The selection this variant belongs to says which rules count (ordinal or not).
            let select = PatternSegments.selection(along: steps, in: element.skeleton)
            let isOrdinal = select.map(PatternSegments.isOrdinal) ?? false
            let table = isOrdinal ? context.targetRules.ordinalSamples : context.targetRules.cardinalSamples
            if let category = PluralCategory(rawValue: key), let samples = table[category], !samples.isEmpty {
                let kind = isOrdinal ? "ordinal " : ""
                let listed = samples.prefix(7).joined(separator: ", ") + (samples.count > 7 ? "…" : "")
                notes.append(("plural", "\(context.targetTag) uses \(kind)[\(key)] for \(listed)"))
            } else if Double(key) != nil {
                notes.append(("plural", "used for exactly \(key)"))
            }
        }
        if let status, status.state == .stale, isFirst {
            notes.append(
                ("stale", "The source changed since this was translated; it was: \(status.recordedSourceText ?? "?")"))
        }
        return notes
    }
}
