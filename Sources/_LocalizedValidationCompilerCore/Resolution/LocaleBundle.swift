/// All the files of one locale, as one Fluent bundle: a term, or a message another file
/// references, resolves in any file of the locale, as in a `FluentBundle` loaded with
/// several resources. Each file stays a catalog of its own (its messages are its Swift
/// type's cases); what it references from another file is lowered into it like an entry
/// of its own, and rendered by a private function of its type; a term that files other
/// than its own reference is rendered once per locale for the set (``SharedTerms``).
struct LocaleBundle: Sendable {
    /// The locale's files by catalog name.
    let units: [String: CatalogUnit]
    /// Term name (without `-`) → the catalog defining it (the first by catalog name when
    /// several do, which is reported).
    private(set) var termHomes: [String: String] = [:]
    /// Message id → the first catalog, by name, defining it.
    private(set) var messageHomes: [String: String] = [:]

    /// Indexes the files; reports a term defined in two files, at both definitions.
    init(units: [String: CatalogUnit], diagnostics: inout DiagnosticCollector) {
        self.units = units
        var reported = Set<String>()
        for name in units.keys.sorted() {
            guard let unit = units[name] else { continue }
            for id in unit.messageOrder where messageHomes[id] == nil { messageHomes[id] = name }
            for term in unit.termPositions.keys.sorted() {
                guard let definition = unit.term(term) else { continue }
                guard let first = termHomes[term], let firstUnit = units[first],
                    let firstDefinition = firstUnit.term(term)
                else {
                    termHomes[term] = name
                    continue
                }
                let here = unit.location(definition.id.span)
                let there = firstUnit.location(firstDefinition.id.span)
                let message =
                    "term '-\(term)' is defined in \(first).ftl and \(name).ftl of \(unit.locale.tag); the files of a locale are one bundle, where a term has one definition: keep one"
                if reported.insert(term).inserted {
                    diagnostics.emit(
                        Diagnostic(
                            .error, .duplicateID, message, at: there,
                            notes: [.init("'-\(term)' is also defined here", at: here)]))
                }
                diagnostics.emit(
                    Diagnostic(
                        .error, .duplicateID, message, at: here,
                        notes: [.init("'-\(term)' is first defined here", at: there)]))
            }
        }
    }

    /// Every term of the locale, sorted.
    var termNames: [String] { termHomes.keys.sorted() }

    /// The file defining term `name` other than `file`, and its definition.
    func term(_ name: String, notIn file: String) -> (unit: CatalogUnit, term: Term)? {
        guard let home = termHomes[name], let unit = units[home], unit.file.path != file,
            let term = unit.term(name)
        else { return nil }
        return (unit, term)
    }

    /// The file defining message `id` other than `file`, and its definition.
    func message(_ id: String, notIn file: String) -> (unit: CatalogUnit, message: Message)? {
        guard let home = messageHomes[id], let unit = units[home], unit.file.path != file,
            let message = unit.message(id)
        else { return nil }
        return (unit, message)
    }
}
