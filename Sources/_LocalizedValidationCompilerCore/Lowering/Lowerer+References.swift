/// Message and term references, resolved to the entries they call.
extension Lowerer {
    // MARK: References

    mutating func messageCall(_ reference: MessageReference) -> IRCall? {
        let name = reference.id.name
        guard let index = table.messageIndex[name] ?? table.importedMessageIndex[name] ?? importMessage(name) else {
            let termExists = table.termIndex[name] != nil || bundle?.term(name, notIn: filePath) != nil
            let fix = termExists ? "'-\(name)' is a term: write { -\(name) }" : "define it or fix the name"
            report(
                .unknownReference, "no message '\(name)' in this file or another file of \(unit.locale.tag); \(fix)",
                at: reference.span)
            return nil
        }
        let message = table.entries[index]
        var attributeIndex: Int?
        if let attribute = reference.attribute {
            attributeIndex = message.attributeIndex[attribute.name]
            guard attributeIndex != nil else {
                report(.unknownReference, "message '\(name)' has no attribute '.\(attribute.name)'", at: reference.span)
                return nil
            }
        } else if message.value == nil {
            report(
                .unknownReference, "message '\(name)' has no value, only attributes; reference one of them",
                at: reference.span)
            return nil
        }
        return IRCall(
            entry: index, attribute: attributeIndex, termArguments: [], location: unit.location(reference.span))
    }

    mutating func termCall(_ reference: TermReference) -> IRCall? {
        guard let (index, attribute) = resolveTerm(reference) else { return nil }
        var arguments: [IRTermArgument] = []
        var seen = Set<String>()
        for named in reference.arguments?.named ?? [] where seen.insert(named.name.name).inserted {
            var argument = IRTermArgument(name: named.name.name, text: named.value.text)
            if named.value.isNumber {
                let literal = named.value.text
                argument.number = Double(literal)
                argument.category = try? unit.locale.cardinal.category(forDecimal: literal)
                // The term inserts it as Fluent displays a number literal in this file's locale.
                argument.text = unit.locale.format(numberLiteral: literal)
            }
            arguments.append(argument)
        }
        return IRCall(
            entry: index, attribute: attribute, termArguments: arguments, location: unit.location(reference.span))
    }

    /// The term's entry index and attribute index (nil for the value); reports an unknown one.
    mutating func resolveTerm(_ reference: TermReference) -> (entry: Int, attribute: Int?)? {
        let name = reference.id.name
        guard let index = table.termIndex[name] ?? importTerm(name) else {
            var message = "no term '-\(name)' in this file or another file of \(unit.locale.tag)"
            if table.messageIndex[name] != nil || table.importedMessageIndex[name] != nil
                || bundle?.message(name, notIn: filePath) != nil
            {
                message += "; '\(name)' is a message: write { \(name) }"
            } else if let suggestion = suggestedTerm(for: name) {
                message += "; term names are not translated: did you mean '-\(suggestion)'?"
            } else {
                message += "; define it or fix the name"
            }
            report(.unknownReference, message, at: reference.span)
            return nil
        }
        guard let attribute = reference.attribute else { return (index, nil) }
        guard let attributeIndex = table.entries[index].attributeIndex[attribute.name] else {
            report(.unknownReference, "term '-\(name)' has no attribute '.\(attribute.name)'", at: reference.span)
            return nil
        }
        return (index, attributeIndex)
    }

    /// A term another file of the locale defines, added to ``table``.
    private mutating func importTerm(_ name: String) -> Int? {
        guard importsAllowed, let (home, term) = bundle?.term(name, notIn: filePath) else { return nil }
        return table.importEntry(term: term, from: home)
    }

    /// A message another file of the locale defines, added to ``table``.
    private mutating func importMessage(_ id: String) -> Int? {
        guard importsAllowed, let (home, message) = bundle?.message(id, notIn: filePath) else { return nil }
        return table.importEntry(message: message, from: home)
    }

    /// The term a mistyped or translated reference meant: the closest by spelling, else
    /// the one term the source message references (a translator who translated
    /// `-brand-name` to `-nome-da-marca` kept its place), else the file's only term.
    func suggestedTerm(for name: String) -> String? {
        var terms = table.entries.filter(\.isTerm).map(\.name)
        // The locale's other files' terms too, each once.
        for term in bundle?.termNames ?? [] where table.termIndex[term] == nil { terms.append(term) }
        if let close = Suggestion.closest(to: name, among: terms) { return close }
        if let referenced = sourceTerms[entryName], referenced.count == 1, terms.contains(referenced[0]) {
            return referenced[0]
        }
        return terms.count == 1 ? terms[0] : nil
    }
}
