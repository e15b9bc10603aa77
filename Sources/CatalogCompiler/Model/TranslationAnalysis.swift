import Intl

extension CatalogAnalysis {
    /// Checks one translation against the source; returns the functions it renders and
    /// its entry table.
    mutating func checkTranslation(
        _ unit: CatalogUnit, source: CatalogUnit, sourceTable: EntryTable, sourceArguments: ArgumentResolution,
        sourceTerms: [String: [String]], messages: [MessageModel]
    ) -> (model: UnitModel, table: EntryTable) {
        let graph = ReferenceGraph(
            unit: unit, profile: configuration.profile, sourceTerms: sourceTerms, diagnostics: &diagnostics)
        let table = graph.table
        var translated = 0
        let fileStart = FileLocation(file: unit.file.path, line: 1, column: 1)
        // A source message's translation takes (a subset of) the source's arguments.
        var anchors = [ArgumentResolution.Anchor?](repeating: nil, count: table.entries.count)
        for (sourceIndex, (model, sourceEntry)) in zip(messages, sourceTable.entries).enumerated() {
            let sourceLocation = source.location(sourceEntry.id.span)
            guard let index = table.messageIndex[model.id] else {
                // A translation with a syntax error was reported as such: one mistake, one diagnostic.
                if unit.junkMessageIDs.contains(model.id) { continue }
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .missingMessage,
                        "\(unit.locale.tag) has no translation of '\(model.id)'; add it to this file (until then the fallback locale's text is shown)",
                        at: fileStart, notes: [.init("'\(model.id)' is defined here", at: sourceLocation)]))
                continue
            }
            translated += 1
            let entry = table.entries[index]
            anchors[index] = .init(
                declarations: model.arguments.map {
                    ArgumentDeclaration(
                        name: $0.name, type: $0.type, summary: $0.summary, isDeclared: true, location: sourceLocation,
                        range: sourceArguments.range(of: $0.name, in: sourceIndex))
                }, definedAt: sourceLocation)
            checkAttributes(entry, sourceEntry, unit: unit, source: source)
            if entry.value == nil, sourceEntry.value != nil {
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .missingMessage,
                        "'\(model.id)' has no value in \(unit.locale.tag), only attributes; add the value",
                        at: unit.location(entry.id.span), notes: [.init("the source has a value", at: sourceLocation)]
                    ))
            }
        }
        let arguments = ArgumentResolution(
            graph: graph, anchors: anchors, includeAnchors: false, diagnostics: &diagnostics)
        checkDroppedArguments(
            unit, graph: graph, arguments: arguments, source: source, sourceTable: sourceTable,
            sourceArguments: sourceArguments)
        checkUses(arguments, table: table)
        checkEntries(graph, arguments: arguments)
        // Every message of the file is a source message when all of them were matched.
        if translated < table.messageCount {
            for entry in table.entries[0..<table.messageCount] where sourceTable.messageIndex[entry.name] == nil {
                diagnostics.emit(
                    Diagnostic(
                        .warning, .extraMessage,
                        "'\(entry.name)' is not in the source locale, so it is never shown; remove it or add it to \(source.file.path)",
                        at: unit.location(entry.id.span)))
            }
        }
        return (
            unitModel(graph, arguments: arguments) {
                $0 < table.messageCount && sourceTable.messageIndex[table.entries[$0].name] != nil
            }, table
        )
    }
}
