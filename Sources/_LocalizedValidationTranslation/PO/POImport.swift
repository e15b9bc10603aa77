@_spi(Syntax) import _LocalizedValidationCompilerCore

extension FluentCatalogs {
    /// Reads a PO file made by ``exportPO(_:locale:)`` (and filled by a translator or a
    /// PO editor) and returns the `.ftl` files it changes, as ``importXLIFF(_:xliff:path:)``
    /// does: the locale is the header's `Language`, each entry's `msgctxt` names its unit,
    /// and every `{ … }` of a `msgstr` must be one of the unit's placeables (moved freely,
    /// never edited; `{ "{" }` writes a brace). Unknown `msgctxt`s and placeables are
    /// errors at their `file:line:column` in the PO file. An empty `msgstr` keeps the
    /// existing translation; a `#, fuzzy` entry's text is imported but not marked current.
    ///
    /// - Parameters:
    ///   - input: The catalogs.
    ///   - po: The file's bytes (UTF-8).
    ///   - path: The file's path, for diagnostics.
    ///   - newLocale: Whether a `Language` the project has no folder for adds a locale;
    ///     otherwise it is an error naming the project's locale of the same language.
    public static func importPO(_ input: CompilerInput, po: [UInt8], path: String, newLocale: Bool = false)
        -> XLIFFImportResult
    {
        var importer = POImporter(path: path, newLocale: newLocale)
        return importer.run(input, po)
    }
}

/// Reads PO entries into the units XLIFF import rebuilds Fluent from.
struct POImporter {
    let path: String
    /// Whether a language the project has no folder for adds a locale.
    var newLocale = false
    var result = XLIFFImportResult()

    init(path: String, newLocale: Bool = false) {
        self.path = path
        self.newLocale = newLocale
    }

    private func location(_ line: Int, _ column: Int) -> FileLocation {
        FileLocation(file: path, line: line, column: column)
    }

    private mutating func error(_ message: String, line: Int, column: Int) {
        result.diagnostics.append(
            Diagnostic(.error, .invalidTranslationFile, message, at: location(line, column)))
    }

    mutating func run(_ input: CompilerInput, _ bytes: [UInt8]) -> XLIFFImportResult {
        // The same bound as an XLIFF file's: a translation file is read whole, in memory.
        guard bytes.count <= XMLReader.maximumBytes else {
            error("the file is larger than 64 MiB; export and import one locale at a time", line: 1, column: 1)
            return result
        }
        if let refusal = TranslationFileEncoding.refusal(bytes, kind: "PO") {
            let (line, column) = LineIndex(bytes).position(of: refusal.offset)
            error(refusal.message, line: line, column: column)
            return result
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let entries: [POFile.Entry]
        switch POFile.parse(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text) {
        case .success(let parsed): entries = parsed
        case .failure(let failure):
            error("not a readable PO file: \(failure.message)", line: failure.line, column: failure.column)
            return result
        }
        guard
            let header = entries.first(where: { $0.context == nil && $0.id?.scalars.isEmpty == true }),
            let headerText = header.translation?.text
        else {
            error(
                "no header entry (msgid \"\" with a Language: line); export the file with catalogc", line: 1, column: 1)
            return result
        }
        let charset = headerText.split(separator: "\n").lazy.compactMap { line -> String? in
            guard line.lowercased().hasPrefix("content-type:"), let range = line.range(of: "charset=") else {
                return nil
            }
            return String(line[range.upperBound...].prefix { $0 != ";" && $0 != " " })
        }.first
        if let charset, !["utf-8", "utf8", "charset"].contains(charset.lowercased()) {
            error(
                "the header says charset=\(charset); only UTF-8 is read: save the file as UTF-8 with Content-Type: text/plain; charset=UTF-8",
                line: header.line, column: 1)
            return result
        }
        let language = headerText.split(separator: "\n").lazy.compactMap { line -> String? in
            guard line.lowercased().hasPrefix("language:") else { return nil }
            return line.dropFirst("language:".count).trimmingCharacters(in: [" ", "\t"])
        }.first
        guard let language, !language.isEmpty else {
            error(
                "the header has no Language: which locale does the file translate into?", line: header.line, column: 1)
            return result
        }
        let context: XLIFFContext
        switch XLIFFContext.make(input, locale: language) {
        case .success(let made): context = made
        case .failure(let failure):
            error(failure.diagnostic.message, line: header.line, column: 1)
            return result
        }
        if let refusal = context.newLocaleRefusal(input, newLocale: newLocale) {
            error(refusal, line: header.line, column: 1)
            return result
        }
        result.locale = context.targetTag
        let read = readUnits(entries, header: header.line, context: context)
        guard !result.hasErrors else { return result }
        var rebuilder = XLIFFImporter(path: path)
        rebuilder.result = result
        rebuilder.rebuild(context: context, read: read, input: input)
        return rebuilder.result
    }

    /// Every entry as a unit read, keyed as XLIFF import keys units.
    private mutating func readUnits(
        _ entries: [POFile.Entry], header: Int, context: XLIFFContext
    ) -> [String: XLIFFImporter.ReadUnit] {
        var known: [String: XLIFFContext.Unit] = [:]
        for unit in context.units {
            let catalog = context.elements[unit.element].catalog
            known[POWriter.contextID(catalog: catalog, unit: unit.id)] = unit
        }
        var read: [String: XLIFFImporter.ReadUnit] = [:]
        for entry in entries where entry.line != header {
            guard !entry.isPlural else {
                error(
                    "a plural entry (msgid_plural): catalogc writes each plural variant as its own entry",
                    line: entry.line, column: 1)
                continue
            }
            guard let contextField = entry.context else {
                error(
                    "an entry without msgctxt: every entry catalogc exports names its message in msgctxt",
                    line: entry.id?.line ?? entry.line, column: entry.id?.column ?? 1)
                continue
            }
            let id = contextField.text
            guard let unit = known[id] else {
                error(
                    "unknown msgctxt '\(id)': no such catalog, message, attribute or variant",
                    line: contextField.line, column: contextField.column)
                continue
            }
            let key = XLIFFImporter.key(unit, context)
            guard read[key] == nil else {
                error("msgctxt '\(id)' appears twice", line: contextField.line, column: contextField.column)
                continue
            }
            let unitLocation = location(contextField.line, contextField.column)
            var readUnit = XLIFFImporter.ReadUnit(
                parts: nil, partLocations: [:], state: entry.isFuzzy ? "initial" : "translated",
                location: unitLocation)
            if let translation = entry.translation, !translation.scalars.isEmpty {
                var locations: [Int: FileLocation] = [:]
                if let parts = self.parts(of: translation, unit: unit, id: id, locations: &locations),
                    !XLIFFImporter.isBlank(parts, unit: unit)
                {
                    readUnit.parts = parts
                    readUnit.partLocations = locations
                    if let source = entry.id?.text {
                        var rebuilder = XLIFFImporter(path: path)
                        rebuilder.noteSourceChange(
                            source, current: POWriter.text(unit.sourceParts), unit: unit, into: &readUnit)
                        result.diagnostics += rebuilder.result.diagnostics
                    }
                    // A selection left out would silently lose its variants' text.
                    for placeholder in unit.placeholders.values.sorted(by: { $0.id < $1.id })
                    where placeholder.selectIndex != nil
                        && !parts.contains(.placeholder(id: placeholder.id, fluent: placeholder.fluent))
                    {
                        error(
                            "the msgstr of '\(id)' leaves out \(placeholder.fluent), the selection whose variants are the entries '\(id):…'; put it back",
                            line: translation.line, column: translation.column)
                    }
                }
            }
            read[key] = readUnit
        }
        return read
    }

    /// A msgstr as parts: text, and each `{ … }` matched to one of the unit's placeholders
    /// by its Fluent text (white space aside), a string literal (`{ "{" }`) as its text.
    private mutating func parts(
        of field: POFile.Field, unit: XLIFFContext.Unit, id: String, locations: inout [Int: FileLocation]
    ) -> [PatternSegments.Part]? {
        let scalars = field.scalars
        let placeholders = unit.placeholders.values.sorted { $0.id < $1.id }
        var used: Set<String> = []
        var parts: [PatternSegments.Part] = []
        var text = ""
        var index = 0
        var failed = false
        while index < scalars.count {
            let scalar = scalars[index]
            let position = field.positions[index]
            if scalar == "}" {
                error(
                    "a '}' that closes no placeable; write a brace as { \"}\" }", line: position.line,
                    column: position.column)
                failed = true
                index += 1
                continue
            }
            guard scalar == "{" else {
                text.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            guard let end = Self.placeableEnd(scalars, from: index) else {
                error(
                    "a '{' that is never closed; write a brace as { \"{\" }", line: position.line,
                    column: position.column)
                return nil
            }
            var written = ""
            written.unicodeScalars.append(contentsOf: scalars[index...end])
            index = end + 1
            if let placeholder = ImportedText.typedPlaceholder(written, among: placeholders, used: used) {
                used.insert(placeholder.id)
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                locations[parts.count] = location(position.line, position.column)
                parts.append(.placeholder(id: placeholder.id, fluent: placeholder.fluent))
            } else if let literal = Self.stringLiteral(written) {
                text += literal
            } else {
                let listed = placeholders.map(\.fluent).joined(separator: ", ")
                error(
                    "\(written) is not a placeable of '\(id)' (\(listed.isEmpty ? "it has none" : listed)); placeables can be moved, not edited",
                    line: position.line, column: position.column)
                failed = true
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return failed ? nil : parts
    }

    /// The index of the `}` closing the placeable opened at `start`, skipping string
    /// literals and nested placeables.
    static func placeableEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var depth = 0
        var inString = false
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" {
                    index += 1
                } else if scalar == "\"" {
                    inString = false
                }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "{" {
                depth += 1
            } else if scalar == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// Fluent text without the white space outside string literals, so `{$count}`
    /// matches `{ $count }`.
    static func compact(_ fluent: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for scalar in fluent.unicodeScalars {
            if inString {
                result.unicodeScalars.append(scalar)
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            if scalar == "\"" { inString = true }
            if scalar.properties.isWhitespace { continue }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// The text of a placeable that is only a string literal (`{ "{" }`, `{ "\u0007" }`).
    static func stringLiteral(_ placeable: String) -> String? {
        let resource = FluentParser().parse(Array(("x = " + placeable).utf8))
        guard resource.errors.isEmpty, resource.body.count == 1, case .message(let message) = resource.body[0],
            let value = message.value, value.elements.count == 1, case .placeable(let inner) = value.elements[0],
            case .stringLiteral(let literal) = inner.expression
        else { return nil }
        return literal.unescapedValue
    }
}
