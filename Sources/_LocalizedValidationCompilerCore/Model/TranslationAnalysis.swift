import LocalizedValidationIntl

/// The translation pass of one catalog: each locale's file lowered, resolved against
/// the source's arguments and checked.
extension CatalogAnalysis {
    /// Checks one translation against the source; returns the functions it renders and
    /// its entry table.
    mutating func checkTranslation(
        _ unit: CatalogUnit, source: CatalogUnit, sourceGraph: ReferenceGraph, sourceArguments: ArgumentResolution,
        sourceTerms: [String: [String]], messages: [MessageModel], bundle: LocaleBundle? = nil
    ) -> (model: UnitModel?, table: EntryTable) {
        let sourceTable = sourceGraph.table
        let graph = ReferenceGraph(
            unit: unit, profile: configuration.profile, sourceTerms: sourceTerms, bundle: bundle,
            functions: configuration.functions, diagnostics: &diagnostics)
        let table = graph.table
        var translated = 0
        // A source message's translation takes (a subset of) the source's arguments.
        var anchors = [ArgumentResolution.Anchor?](repeating: nil, count: table.entries.count)
        // By index: a message model bound per iteration was copied (six references).
        for sourceIndex in messages.indices {
            let sourceEntry = sourceTable.entries[sourceIndex]
            let sourceLocation = source.location(sourceEntry.id.span)
            guard let index = table.messageIndex[sourceEntry.name] else {
                reportMissingTranslation(of: sourceEntry.name, in: unit, definedAt: sourceLocation)
                continue
            }
            translated += 1
            let entry = table.entries[index]
            anchors[index] = .init(
                declarations: messages[sourceIndex].arguments.map {
                    // Declared or inferred as in the source, and located there (a note on a
                    // translation's mismatch points at the source's declaration or first use).
                    ArgumentDeclaration(
                        name: $0.name, type: $0.type, summary: $0.summary, isDeclared: $0.isDeclared,
                        location: $0.location, range: sourceArguments.range(of: $0.name, in: sourceIndex))
                }, definedAt: sourceLocation, isOverLimit: sourceArguments.isOverLimit(sourceIndex))
            checkAttributes(entry, sourceEntry, unit: unit, source: source)
            checkValue(entry, sourceEntry, unit: unit, definedAt: sourceLocation)
        }
        let arguments = ArgumentResolution(
            graph: graph, anchors: anchors, includeAnchors: false, diagnostics: &diagnostics)
        checkDroppedArguments(
            unit, graph: graph, arguments: arguments, source: source, sourceGraph: sourceGraph,
            sourceArguments: sourceArguments)
        checkVariantPlaceables(
            unit, graph: graph, arguments: arguments, sourceGraph: sourceGraph, sourceArguments: sourceArguments)
        checkStringSelectKeys(unit, graph: graph, sourceGraph: sourceGraph)
        checkUses(
            arguments, table: table,
            reportedInSource: Self.sourceMismatches(sourceArguments, table: sourceTable))
        checkEntries(graph, arguments: arguments, sourceTable: sourceTable)
        // Every message of the file is a source message when all of them were matched.
        if translated < table.messageCount {
            reportExtraMessages(table, unit: unit, source: source, sourceTable: sourceTable)
        }
        // A check keeps no entries (``keepsEntries``): none are modelled.
        guard keepsEntries else { return (nil, table) }
        return (
            unitModel(graph, arguments: arguments) {
                $0 < table.messageCount && sourceTable.messageIndex[table.entries[$0].name] != nil
            }, table
        )
    }
}
