import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// One catalog file an import would write, with the entries it imported.
struct ImportedCatalog {
    var catalog: XLIFFContext.Catalog
    var bytes: [UInt8]
    var entries: [String]
}

extension XLIFFImporter {
    /// Refuses control characters in targets (NUL, ESC, DEL, BEL…: invisible in the
    /// `.ftl` file and in most editors), by name and at the unit. A control character the
    /// unit's source or current translation has is the developer's, and may stay.
    mutating func refuseControlCharacters(context: XLIFFContext, read: [String: ReadUnit]) {
        for unit in context.units {
            guard let readUnit = read[Self.key(unit, context)], let parts = readUnit.parts else { continue }
            var found: [Unicode.Scalar] = []
            for case .text(let text) in parts {
                for scalar in text.unicodeScalars where ImportedText.isRefusedControl(scalar) && !found.contains(scalar)
                {
                    found.append(scalar)
                }
            }
            guard !found.isEmpty else { continue }
            let existing = Self.normalized(unit.sourceParts + (unit.targetParts ?? [])).reduce(
                into: Set<Unicode.Scalar>()
            ) {
                if case .text(let text) = $1 { $0.formUnion(text.unicodeScalars) }
            }
            let refused = found.filter { !existing.contains($0) }
            guard !refused.isEmpty else { continue }
            let names = refused.map(ImportedText.describe).joined(separator: ", ")
            error(
                "the target of unit '\(unit.id)' contains the control character\(refused.count == 1 ? "" : "s") \(names), invisible in the .ftl file and in most editors; delete \(refused.count == 1 ? "it" : "them")",
                at: readUnit.location)
        }
    }

    /// Whether the file as it would be written parses back to exactly the imported texts
    /// and is already formatted (`catalogc fmt --check`); an error at each unit that would
    /// not read back otherwise.
    mutating func readsBack(_ imported: ImportedCatalog, context: XLIFFContext, read: [String: ReadUnit]) -> Bool {
        let reparsed = FluentParser().parse(imported.bytes)
        let firstLocation = imported.entries.first.flatMap { location(of: $0, imported, context, read) }
        if let junk = reparsed.body.first(where: { if case .junk = $0 { true } else { false } }) {
            error(
                "the translations would not be valid Fluent in \(imported.catalog.path) (line \(junk.span.start.line)); nothing is written. This is a bug in catalogc: please report it with this file",
                at: firstLocation)
            return false
        }
        guard Array(FluentSerializer().serialize(reparsed).utf8) == imported.bytes else {
            error(
                "\(imported.catalog.path) would not be formatted as 'catalogc fmt' formats it; nothing is written. This is a bug in catalogc: please report it with this file",
                at: firstLocation)
            return false
        }
        var patterns: [String: Pattern] = [:]
        for entry in reparsed.body {
            let (id, value, attributes): (String, Pattern?, [Attribute])
            switch entry {
            case .message(let message): (id, value, attributes) = (message.id.name, message.value, message.attributes)
            case .term(let term): (id, value, attributes) = ("-" + term.id.name, term.value, term.attributes)
            default: continue
            }
            patterns[id] = value
            for attribute in attributes { patterns[id + "." + attribute.id.name] = attribute.value }
        }
        let entries = Set(imported.entries)
        var readsBack = true
        for unit in context.units {
            let element = context.elements[unit.element]
            guard element.catalog == imported.catalog.name, entries.contains(element.entryID),
                let readUnit = read[Self.key(unit, context)], let parts = readUnit.parts
            else { continue }
            let expected = ImportedText.displayText(of: parts, unit: unit)
            let level = patterns[element.base].flatMap { pattern in
                PatternSegments.levels(of: pattern, path: element.base).first { $0.path == unit.id }?.pattern
            }
            let actual = level.map(ImportedText.displayText(of:))
            guard actual != expected else { continue }
            readsBack = false
            error(
                "the target of unit '\(unit.id)' would read back from \(imported.catalog.path) as \(actual.map(ImportedText.quoted) ?? "nothing"), not as \(ImportedText.quoted(expected)); nothing is written. This is a bug in catalogc: please report it with this file",
                at: readUnit.location)
        }
        return readsBack
    }

    /// The warnings of `catalogc check` about a message's own text: those an import may
    /// introduce (not the translation record's, which the import updates after writing).
    static let textWarnings: Set<DiagnosticID> = [
        .emptyMessage, .invisibleCharacter, .droppedArgument, .undeclaredVariable, .typeMismatch,
        .invalidVariantKey, .missingPluralCategory, .duplicateVariantKey, .unknownReference, .attributeMismatch,
    ]

    /// Errors `catalogc check` would find in the entries an import writes and not before
    /// it (a selection without its variants, a broken reference; in the release profile
    /// also a variant without its number): reported at the entry's first unit, and then
    /// nothing is written. New warnings about the text (a dropped argument, an invisible
    /// character, in the debug profile) are reported at the entry's first unit too, so
    /// that the translator sees them without running `check`; they do not stop the import.
    mutating func refuseNewCheckErrors(
        _ written: [ImportedCatalog], input: CompilerInput, context: XLIFFContext, read: [String: ReadUnit]
    ) {
        guard !written.isEmpty, !result.hasErrors else { return }
        let paths = Set(written.map(\.catalog.path))
        func errors(_ input: CompilerInput) -> [Diagnostic] {
            FluentCatalogs.check(input).filter {
                ($0.severity == .error || Self.textWarnings.contains($0.id)) && paths.contains($0.location?.file ?? "")
            }
        }
        let before = Set(errors(input).map { "\($0.location?.file ?? "")\u{0}\($0.id.rawValue)\u{0}\($0.message)" })
        var updated = input
        let targetDirectory = URLPath.directory(of: written[0].catalog.path)
        for imported in written {
            let file = CatalogFile(
                path: imported.catalog.path, localeDirectory: URLPath.lastComponent(of: targetDirectory),
                catalogName: imported.catalog.name, contents: imported.bytes)
            if let index = updated.files.firstIndex(where: { $0.path == imported.catalog.path }) {
                updated.files[index] = file
            } else {
                updated.files.append(file)
            }
        }
        if !updated.localeDirectories.contains(URLPath.lastComponent(of: targetDirectory)) {
            updated.localeDirectories.append(URLPath.lastComponent(of: targetDirectory))
        }
        for diagnostic in errors(updated) {
            guard let location = diagnostic.location,
                !before.contains("\(location.file)\u{0}\(diagnostic.id.rawValue)\u{0}\(diagnostic.message)"),
                let imported = written.first(where: { $0.catalog.path == location.file })
            else { continue }
            // The imported entry the error is in, found by line in the file as written.
            let resource = FluentParser().parse(imported.bytes)
            var entryID: String?
            for entry in resource.body where entry.span.start.line <= location.line {
                switch entry {
                case .message(let message): entryID = message.id.name
                case .term(let term): entryID = "-" + term.id.name
                default: continue
                }
            }
            guard let entryID, imported.entries.contains(entryID) else { continue }
            guard diagnostic.severity == .error else {
                result.diagnostics.append(
                    Diagnostic(
                        .warning, diagnostic.id,
                        "'\(entryID)' is imported, and 'catalogc check' warns about it in \(location.file) (line \(location.line)): \(diagnostic.message)",
                        at: self.location(of: entryID, imported, context, read)))
                continue
            }
            error(
                "importing '\(entryID)' would make \(location.file) fail 'catalogc check' (line \(location.line): \(diagnostic.message)); nothing is written: correct the targets of '\(entryID)', or import what it needs (a term it uses) with it",
                at: self.location(of: entryID, imported, context, read))
        }
    }

    /// Where the first unit of an imported entry is in the translation file.
    func location(
        of entryID: String, _ imported: ImportedCatalog, _ context: XLIFFContext, _ read: [String: ReadUnit]
    ) -> FileLocation? {
        context.units.lazy.filter {
            let element = context.elements[$0.element]
            return element.catalog == imported.catalog.name && element.entryID == entryID
        }.compactMap { read[Self.key($0, context)]?.location }.first
    }
}

/// `/`-separated path pieces, without Foundation.
enum URLPath {
    /// `a/b` for `a/b/c.ftl`.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `b` for `a/b`.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
