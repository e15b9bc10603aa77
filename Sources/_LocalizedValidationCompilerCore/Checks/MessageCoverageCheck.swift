/// Messages a translation lacks, has only in part, or has that the source does not.
extension CatalogAnalysis {
    /// A source message the translation lacks: a warning in debug, an error in release.
    mutating func reportMissingTranslation(of id: String, in unit: CatalogUnit, definedAt sourceLocation: FileLocation)
    {
        // A translation with a syntax error was reported as such: one mistake, one diagnostic.
        if unit.junkMessageIDs.contains(id) || unit.mayHideMessages { return }
        diagnostics.emit(
            Diagnostic(
                missingSeverity, .missingMessage,
                "\(unit.locale.tag) has no translation of '\(id)'; add it to this file (until then the fallback locale's text is shown)",
                at: FileLocation(file: unit.file.path, line: 1, column: 1),
                notes: [.init("'\(id)' is defined here", at: sourceLocation)]))
    }

    /// A translation with attributes only, of a source message that has a value.
    mutating func checkValue(
        _ entry: EntryTable.Entry, _ sourceEntry: EntryTable.Entry, unit: CatalogUnit,
        definedAt sourceLocation: FileLocation
    ) {
        guard entry.value == nil, sourceEntry.value != nil else { return }
        diagnostics.emit(
            Diagnostic(
                missingSeverity, .missingMessage,
                "'\(entry.name)' has no value in \(unit.locale.tag), only attributes; add the value",
                at: unit.location(entry.id.span), notes: [.init("the source has a value", at: sourceLocation)]))
    }

    /// Messages of a translation the source does not define: never shown.
    mutating func reportExtraMessages(
        _ table: EntryTable, unit: CatalogUnit, source: CatalogUnit, sourceTable: EntryTable
    ) {
        for entry in table.entries[0..<table.messageCount] where sourceTable.messageIndex[entry.name] == nil {
            diagnostics.emit(
                Diagnostic(
                    .warning, .extraMessage,
                    "'\(entry.name)' is not in the source locale, so it is never shown; remove it or add it to \(source.file.path)",
                    at: unit.location(entry.id.span)))
        }
    }
}
