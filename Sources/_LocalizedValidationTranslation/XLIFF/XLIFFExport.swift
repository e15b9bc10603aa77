import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

extension FluentCatalogs {
    /// The XLIFF 2.0 document a translator (or a CAT tool) works on for `locale`: one
    /// unit per message, attribute and variant, with the translator comment, the
    /// variables and what chooses the variant as notes (a plural variant's numbers, whole
    /// ones only for an `Int`; a `GENDER()` variant's gender; a string key's value); placeables as `<ph>` placeholders carrying their Fluent text (`equiv`,
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
        let status = table?.status(locale: context.targetTag, catalog: element.catalog, message: element.entryID)
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
        if let (_, key) = steps.last, let select = PatternSegments.selection(along: steps, in: element.skeleton),
            let note = variantNote(key: key, select: select, arguments: model?.arguments ?? [])
        {
            notes.append(note)
        }
        if let status, status.state == .stale, isFirst {
            notes.append(
                ("stale", "The source changed since this was translated; it was: \(status.recordedSourceText ?? "?")"))
        }
        return notes
    }

    /// What chooses the variant `key` of `select`, by the kind of selection: for a
    /// plural, the numbers of its category (whole numbers only when the argument is an
    /// `Int`); for `GENDER()`, the label's gender; for a string selector, the value.
    func variantNote(key: String, select: SelectExpression, arguments: [ArgumentDeclaration]) -> (String, String)? {
        let serializer = FluentSerializer()
        if case .functionReference(let function) = select.selector,
            function.id.name == GrammaticalFeatures.genderFunction
        {
            let label = function.arguments.positional.first.map { serializer.serialize($0) } ?? "the label"
            guard GrammaticalFeatures.genders.contains(key) else {
                return (
                    "gender", "used when the label \(label) declares no gender (.gender), or one without a variant here"
                )
            }
            return ("gender", "used when the label \(label) is \(key) (.gender = \(key))")
        }
        if PatternSegments.isPlural(select) {
            if Double(key) != nil { return ("plural", "used for exactly \(key)") }
            guard let category = PluralCategory(rawValue: key) else { return nil }
            let isOrdinal = PatternSegments.isOrdinal(select)
            let table = isOrdinal ? context.targetRules.ordinalSamples : context.targetRules.cardinalSamples
            guard var samples = table[category] else {
                return ("plural", "\(context.targetTag) has no [\(key)] category; no number selects this variant")
            }
            var variable: String?
            switch select.selector {
            case .variableReference(let reference): variable = reference.id.name
            case .functionReference(let function):
                if case .variableReference(let reference)? = function.arguments.positional.first {
                    variable = reference.id.name
                }
            default: break
            }
            let isInt = variable.map { name in arguments.contains { $0.name == name && $0.type == .int } } ?? false
            if isInt { samples = PluralReach.wholeNumbers(samples) }
            let kind = isOrdinal ? "ordinal " : ""
            guard !samples.isEmpty else {
                return (
                    "plural",
                    "\(context.targetTag) uses [\(key)] only for fractions, which $\(variable ?? "") (an Int) never is; the variant is the default Fluent requires"
                )
            }
            let listed = samples.prefix(7).joined(separator: ", ") + (samples.count > 7 ? "…" : "")
            return ("plural", "\(context.targetTag) uses \(kind)[\(key)] for \(listed)")
        }
        let selector = serializer.serialize(select.selector)
        if select.variants.first(where: \.isDefault)?.key.text == key {
            return ("selection", "used when \(selector) is \(key), or any value without a variant here")
        }
        return ("selection", "used when \(selector) is \(key)")
    }
}
