import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

extension FluentCatalogs {
    /// The gettext PO file a translator (or a PO editor such as Poedit, Weblate or
    /// translate-toolkit) works on for `locale`: the same units as
    /// ``exportXLIFF(_:locale:)`` (one per message, attribute and variant), each an entry
    /// whose `msgctxt` is `<Catalog>/<unit id>`, `msgid` the source text and `msgstr` the
    /// translation (empty when there is none). Placeables are their Fluent text
    /// (`{ $count }`); the translator comment, the variables and what chooses a variant
    /// are `#.` comments, the source's `file:line` a `#:` reference, and a stale
    /// translation is `#, fuzzy`. The header has every field `msgfmt -c` asks for, with
    /// `Plural-Forms` derived from the locale's CLDR rules.
    ///
    /// - Returns: The file's bytes (nil when the catalogs cannot be read), and the
    ///   diagnostics.
    public static func exportPO(_ input: CompilerInput, locale: String) -> (po: [UInt8]?, diagnostics: [Diagnostic]) {
        // The same units, states and notes as the XLIFF export.
        let (made, diagnostics) = XLIFFWriter.forExport(input, locale: locale)
        guard let notes = made else { return (nil, diagnostics) }
        var writer = POWriter(
            context: notes.context, notes: notes, table: notes.table,
            sourcePaths: sourcePaths(input, context: notes.context))
        return (writer.document(), [])
    }

    /// Each source catalog's path relative to the catalogs folder (`en/Messages.ftl`).
    private static func sourcePaths(_ input: CompilerInput, context: XLIFFContext) -> [String: String] {
        let canonical = { (directory: String) in
            (try? IntlLocale(directory, allowingRootData: true).identifier) ?? directory
        }
        var paths: [String: String] = [:]
        for file in input.files where canonical(file.localeDirectory) == context.sourceTag {
            paths[file.catalogName] = file.localeDirectory + "/" + file.catalogName + ".ftl"
        }
        return paths
    }
}

/// Writes the PO file of an ``XLIFFContext``, deterministically (no dates).
struct POWriter {
    /// The separator of a `msgctxt` between the catalog and the unit id.
    static let contextSeparator = "/"

    let context: XLIFFContext
    /// Writes the notes XLIFF export writes; here they become `#.` comments.
    let notes: XLIFFWriter
    let table: TranslationStateTable?
    let sourcePaths: [String: String]
    private var output = ""
    private var notedElement: Int?

    init(context: XLIFFContext, notes: XLIFFWriter, table: TranslationStateTable?, sourcePaths: [String: String]) {
        self.context = context
        self.notes = notes
        self.table = table
        self.sourcePaths = sourcePaths
    }

    /// The `msgctxt` of a unit.
    static func contextID(catalog: String, unit: String) -> String {
        catalog + contextSeparator + unit
    }

    /// A unit's text: placeholders as their Fluent text.
    static func text(_ parts: [PatternSegments.Part]) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .placeholder(_, let fluent): fluent
            }
        }.joined()
    }

    mutating func document() -> [UInt8] {
        output = "# \(context.targetTag) translations, written by catalogc export; read back with catalogc import.\n"
        output += "# msgctxt is <Catalog>/<message>[.attribute][:variant]; keep every { … } placeable as it is.\n"
        output += "msgid \"\"\n"
        output += "msgstr \"\"\n"
        // Every field msgfmt -c asks for; the date and translator are left for the PO
        // editor to fill (a date here would make two exports of the same catalogs differ).
        var headers = [
            "Project-Id-Version: \(context.catalogs.map(\.name).joined(separator: ", "))", "PO-Revision-Date: ",
            "Last-Translator: ", "Language-Team: ", "Language: \(context.targetTag)", "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit",
        ]
        if let rules = context.targetRules.cardinal, let forms = GettextPluralForms.header(for: rules) {
            headers.append("Plural-Forms: " + forms)
        }
        headers += ["X-Generator: catalogc", "X-Source-Language: \(context.sourceTag)"]
        for header in headers {
            output += "\"\(POFile.escaped(header + "\n"))\"\n"
        }
        for catalog in context.catalogs {
            for unit in context.units where context.elements[unit.element].catalog == catalog.name && !unit.isImplied {
                write(unit)
            }
        }
        return Array(output.utf8)
    }

    private mutating func write(_ unit: XLIFFContext.Unit) {
        let element = context.elements[unit.element]
        let status = table?.status(locale: context.targetTag, catalog: element.catalog, message: element.entryID)
        let isFirst = notedElement != unit.element
        notedElement = unit.element
        output += "\n"
        for (category, text) in notes.notes(unit, element: element, status: status, isFirst: isFirst) {
            output += POFile.comment("#.", category == "variables" ? "Variables:\n" + text : text)
        }
        if let path = sourcePaths[element.catalog] {
            let level = PatternSegments.sourceLevel(
                element.source, base: element.base, path: unit.id, targetRules: context.targetRules,
                sourceRules: context.sourceRules)
            output += "#: \(path):\(level.span.start.line)\n"
        }
        if unit.targetParts != nil, status?.state == .stale {
            output += "#, fuzzy\n"
        }
        output += POFile.field("msgctxt", Self.contextID(catalog: element.catalog, unit: unit.id))
        output += POFile.field("msgid", Self.text(unit.sourceParts))
        output += POFile.field("msgstr", unit.targetParts.map(Self.text) ?? "")
    }
}
