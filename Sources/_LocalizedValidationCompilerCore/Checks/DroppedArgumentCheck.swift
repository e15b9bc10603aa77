import LocalizedValidationIntl

/// Source variables a translation leaves out.
extension CatalogAnalysis {
    /// A translation that leaves out a variable the source message shows loses
    /// information (gettext's `msgfmt -c` checks the same): a warning in debug, an error
    /// in release, unless the message comment says the omission is deliberate.
    ///
    /// What counts is what the source shows in a pattern the translation also has: a
    /// variable of an attribute the translation lacks is that attribute's
    /// `attribute-mismatch`, not a second mistake. A variable the source only selects on
    /// is not shown: a translation may read the same for every value. For a plural
    /// selector in a language with plural forms that loses the forms (Afrikaans "kaarte"
    /// for one card too), which is a warning; in a language without them (Japanese,
    /// Chinese) it is right, and nothing is said.
    mutating func checkDroppedArguments(
        _ unit: CatalogUnit, graph: ReferenceGraph, arguments: ArgumentResolution, source: CatalogUnit,
        sourceGraph: ReferenceGraph, sourceArguments: ArgumentResolution
    ) {
        let sourceTable = sourceGraph.table
        for sourceIndex in 0..<sourceTable.messageCount {
            let sourceEntry = sourceTable.entries[sourceIndex]
            guard let index = graph.table.messageIndex[sourceEntry.name] else { continue }
            let entry = graph.table.entries[index]
            // A broken translation was reported already, a missing value and a misspelled
            // variable too: one mistake, one diagnostic.
            guard !graph.entries[index].hasErrors, !arguments.hasUndeclaredUse(in: index),
                entry.value != nil || sourceEntry.value == nil
            else { continue }
            let used = arguments.usedNames(in: index)
            let candidates = sourceArguments.usedNames(in: sourceIndex).filter { !used.contains($0) }
            // The comments are read only when a variable is left out (rarely): splitting
            // every comment into lines was most of this check's time on a large set.
            if candidates.isEmpty || Self.allowsDroppedArguments(entry.comment)
                || Self.allowsDroppedArguments(sourceEntry.comment)
            {
                continue
            }
            let uses = SourceUses(source: sourceGraph.entries[sourceIndex].ir, translation: graph.entries[index].ir)
            for name in candidates {
                if uses.shown.contains(name) || !uses.direct.contains(name) {
                    // Shown in a pattern both have, or passed on through a reference.
                    diagnostics.emit(
                        Diagnostic(
                            missingSeverity, .droppedArgument,
                            "the \(unit.locale.tag) translation of '\(entry.name)' leaves out '{ $\(name) }', which the source shows; write '{ $\(name) }' where it belongs in the sentence, or put '# \(Self.droppedArgumentDirective)' in the message comment if leaving it out is right",
                            at: unit.location(entry.id.span),
                            notes: [.init("the source uses '$\(name)' here", at: source.location(sourceEntry.id.span))])
                    )
                } else if uses.pluralSelected.contains(name), unit.locale.cardinal.categories.count > 1 {
                    let forms = unit.locale.cardinal.categories.map { "[\($0.rawValue)]" }.joined(separator: ", ")
                    diagnostics.emit(
                        Diagnostic(
                            .warning, .droppedArgument,
                            "the \(unit.locale.tag) translation of '\(entry.name)' does not select on '$\(name)' as the source does, so it reads the same for every count, though \(unit.locale.tag) has the plural forms \(forms); select on '$\(name)', or put '# \(Self.droppedArgumentDirective)' in the message comment if one form is right for every count",
                            at: unit.location(entry.id.span),
                            notes: [
                                .init("the source selects on '$\(name)' here", at: source.location(sourceEntry.id.span))
                            ]))
                }
            }
        }
    }

    /// How a source message uses its variables, for the patterns its translation has
    /// (the value when both have one, the attributes both have).
    private struct SourceUses {
        /// Inserted as text or formatted in a pattern the translation also has.
        let shown: Set<String>
        /// Selected on by plural keys there, and not shown.
        let pluralSelected: Set<String>
        /// Used in any pattern of the source itself, not through a reference.
        let direct: Set<String>

        init(source: IRMessage, translation: IRMessage) {
            var shared: [[IRNode]] = []
            var unshared: [[IRNode]] = []
            if let value = source.value {
                if translation.value != nil { shared.append(value) } else { unshared.append(value) }
            }
            for attribute in source.attributes {
                if translation.attributes.contains(where: { $0.name == attribute.name }) {
                    shared.append(attribute.body)
                } else {
                    unshared.append(attribute.body)
                }
            }
            var shown: Set<String> = []
            var selected: Set<String> = []
            var direct: Set<String> = []
            for pattern in shared {
                pattern.visit(
                    use: { use in
                        switch use.role {
                        case .pluralSelector: selected.insert(use.name)
                        case .stringSelector, .genderSelector: break
                        case .placeable, .number, .date, .dateTime, .functionArgument: shown.insert(use.name)
                        }
                        direct.insert(use.name)
                    }, call: { _ in })
            }
            for pattern in unshared {
                pattern.visit(use: { direct.insert($0.name) }, call: { _ in })
            }
            self.shown = shown
            self.pluralSelected = selected.subtracting(shown)
            self.direct = direct
        }
    }

    /// The comment line that marks leaving out a source variable as deliberate.
    static let droppedArgumentDirective = "@allow-dropped-argument"

    static func allowsDroppedArguments(_ comment: Comment?) -> Bool {
        // Most comments have no `@` at all: then no line is the directive, and no array
        // of lines is built.
        guard let content = comment?.content, content.utf8.contains(UInt8(ascii: "@")) else { return false }
        return content.split(separator: "\n").contains {
            $0.trimmingTrailingSpaces.drop { $0 == " " } == droppedArgumentDirective
        }
    }
}
