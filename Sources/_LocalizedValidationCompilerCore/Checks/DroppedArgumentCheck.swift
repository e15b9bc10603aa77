import LocalizedValidationIntl

/// Source variables a translation leaves out.
extension CatalogAnalysis {
    /// A translation that leaves out a variable the source message shows loses
    /// information (gettext's `msgfmt -c` checks the same): a warning in debug, an error
    /// in release, unless the message comment says the omission is deliberate.
    mutating func checkDroppedArguments(
        _ unit: CatalogUnit, graph: ReferenceGraph, arguments: ArgumentResolution, source: CatalogUnit,
        sourceTable: EntryTable, sourceArguments: ArgumentResolution
    ) {
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
            let dropped = sourceArguments.usedNames(in: sourceIndex).filter { !used.contains($0) }
            // The comments are read only when a variable is left out (rarely): splitting
            // every comment into lines was most of this check's time on a large set.
            if dropped.isEmpty || Self.allowsDroppedArguments(entry.comment)
                || Self.allowsDroppedArguments(sourceEntry.comment)
            {
                continue
            }
            for name in dropped {
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .droppedArgument,
                        "the \(unit.locale.tag) translation of '\(entry.name)' leaves out '{ $\(name) }', which the source shows; write '{ $\(name) }' where it belongs in the sentence, or put '# \(Self.droppedArgumentDirective)' in the message comment if leaving it out is right",
                        at: unit.location(entry.id.span),
                        notes: [.init("the source uses '$\(name)' here", at: source.location(sourceEntry.id.span))]))
            }
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
