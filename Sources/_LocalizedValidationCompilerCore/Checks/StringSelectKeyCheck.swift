/// Keys of a string select that a translator translated: `[sekunder]` for the source's
/// `[seconds]`. The keys are values the app passes, not words: a translated key is never
/// selected, and the default variant shows for every value (Anki's Danish showed "5
/// timer", hours, for five seconds).
extension CatalogAnalysis {
    /// Checks each translation select on a variable the source selects on by name against
    /// the source's keys for that variable. When no key of the select but the default's is
    /// one of them, only the default variant can show: an error, with the source's key at
    /// the same position suggested. One unknown key beside known ones may be a value the source
    /// leaves to its default (`[windows]` where the source has only `[macos]`): a warning.
    mutating func checkStringSelectKeys(_ unit: CatalogUnit, graph: ReferenceGraph, sourceGraph: ReferenceGraph) {
        let sourceTable = sourceGraph.table
        for sourceIndex in 0..<sourceTable.messageCount {
            guard let index = graph.table.messageIndex[sourceTable.entries[sourceIndex].name] else { continue }
            let translated = graph.entries[index].ir
            guard !graph.entries[index].hasErrors, translated.patterns.contains(where: { $0.containsSelect })
            else { continue }
            var sourceSelects: [String: IRSelect] = [:]
            var sourceKeys: [String: Set<String>] = [:]
            for pattern in sourceGraph.entries[sourceIndex].ir.patterns {
                Self.visitStringSelects(pattern) { select in
                    if sourceSelects[select.argument] == nil { sourceSelects[select.argument] = select }
                    sourceKeys[select.argument, default: []].formUnion(select.variants.map(\.key.text))
                }
            }
            guard !sourceKeys.isEmpty else { continue }
            for pattern in translated.patterns {
                Self.visitStringSelects(pattern) { select in
                    guard let known = sourceKeys[select.argument], let sourceSelect = sourceSelects[select.argument]
                    else { return }
                    reportUnknownKeys(select, known: known, sourceSelect: sourceSelect, unit: unit)
                }
            }
        }
    }

    private mutating func reportUnknownKeys(
        _ select: IRSelect, known: Set<String>, sourceSelect: IRSelect, unit: CatalogUnit
    ) {
        // The default variant shows for every value no other key matches, whatever its key.
        let unknown = select.variants.indices.filter {
            $0 != select.defaultIndex && !known.contains(select.variants[$0].key.text)
        }
        guard !unknown.isEmpty else { return }
        let allUnknown = unknown.count == select.variants.count - 1
        let listed = sourceSelect.variants.map { "[\($0.key.text)]" }.joined(separator: ", ")
        for position in unknown {
            let variant = select.variants[position]
            var message =
                "the variant [\(variant.key.text)] is selected only when '$\(select.argument)' is '\(variant.key.text)', a value the source does not select on: the source's keys for it are \(listed), values the app passes, not words to translate"
            if allUnknown, select.variants.count == sourceSelect.variants.count {
                message += "; did you mean [\(sourceSelect.variants[position].key.text)]?"
            } else {
                message += "; keep the source's keys"
            }
            diagnostics.emit(
                Diagnostic(allUnknown ? .error : .warning, .invalidVariantKey, message, at: variant.location))
        }
    }

    /// Calls `body` with every select, nested ones included, that selects on a message
    /// variable by name (not by number, gender, an app function or a term's variable).
    private static func visitStringSelects(_ nodes: [IRNode], _ body: (IRSelect) -> Void) {
        for node in nodes {
            guard case .select(let select) = node else { continue }
            if !select.isTermArgument, !select.selectsGender, select.appCall == nil, !select.isPluralSelection,
                !select.selectsNothing
            {
                body(select)
            }
            for variant in select.variants { visitStringSelects(variant.body, body) }
        }
    }
}
