import LocalizedValidationIntl

/// A translation's attributes against the source message's: missing ones (a warning in
/// debug, an error in release) and ones the source lacks (never shown).
extension CatalogAnalysis {
    mutating func checkAttributes(
        _ message: EntryTable.Entry, _ sourceMessage: EntryTable.Entry, unit: CatalogUnit, source: CatalogUnit
    ) {
        // Most messages have no attributes on either side: nothing to compare, and the
        // two sets below cost more than the rest of a translation's checks.
        if message.attributes.isEmpty && sourceMessage.attributes.isEmpty { return }
        // A gender is the translation's own (`Senha` is feminine, `Password` has none).
        let names = Set(message.attributes.map(\.id.name)).union([GrammaticalFeatures.genderAttribute])
        let sourceNames = Set(sourceMessage.attributes.map(\.id.name)).union([GrammaticalFeatures.genderAttribute])
        let missing = sourceMessage.attributes.filter { !names.contains($0.id.name) }
        // A misspelled attribute is one mistake: said once, at it, with the source's name.
        var misspelled: [String] = []
        for attribute in message.attributes where !sourceNames.contains(attribute.id.name) {
            if let suggestion = Suggestion.closest(
                to: attribute.id.name, among: missing.map(\.id.name).filter { !misspelled.contains($0) })
            {
                misspelled.append(suggestion)
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .attributeMismatch,
                        "the source message has no .\(attribute.id.name) attribute; did you mean .\(suggestion)? Attribute names are not translated: rename it",
                        at: unit.location(attribute.span),
                        notes: missing.first { $0.id.name == suggestion }.map {
                            [.init("the source attribute", at: source.location($0.span))]
                        } ?? []))
                continue
            }
            diagnostics.emit(
                Diagnostic(
                    .warning, .attributeMismatch,
                    "the source message has no .\(attribute.id.name) attribute, so it is never shown; remove it",
                    at: unit.location(attribute.span)))
        }
        for attribute in missing where !misspelled.contains(attribute.id.name) {
            diagnostics.emit(
                Diagnostic(
                    missingSeverity, .attributeMismatch,
                    "'\(message.name)' has no .\(attribute.id.name) attribute in \(unit.locale.tag); add it",
                    at: unit.location(message.id.span),
                    notes: [.init("the source attribute", at: source.location(attribute.span))]))
        }
    }
}
