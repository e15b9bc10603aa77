/// What translations say about a variable their source message leaves untyped.
///
/// English often shows a count without selecting on it (`{ $count } finished`), or
/// selects with a lone `*[other]` (Mozilla's idiom, leaving room for other languages'
/// plural forms): nothing in the source says that `$count` is a number, and it would be
/// inferred a `String`. A translation that selects its plural forms on it, or formats it
/// with `NUMBER()`, does say so, and the app passes a number there; so such a variable
/// takes the type those uses need, rather than making every such translation a type
/// mismatch. A declared variable, or one the source uses in a way that types it, is
/// not changed: the translations are checked against it as before.
enum TranslationEvidence {
    /// The uses of the translations of `message` (a source message, by id) that type its
    /// variables `names`: for each, `NUMBER()` (a decimal) over a plural selection (an
    /// integer), whichever any translation makes.
    static func uses(
        of names: [String], message id: String, translations: [CatalogUnit]
    ) -> [(name: String, role: VariableUse.Role)] {
        var found: [(name: String, role: VariableUse.Role)] = []
        for name in names {
            var strongest: VariableUse.Role?
            for unit in translations {
                guard let message = unit.message(id) else { continue }
                switch role(of: name, in: message) {
                case .number?: strongest = .number
                case .pluralSelector? where strongest == nil: strongest = .pluralSelector
                default: break
                }
                if case .number? = strongest { break }
            }
            if let strongest { found.append((name, strongest)) }
        }
        return found
    }

    /// `.number` when `message` formats `$name` with `NUMBER()`, else `.pluralSelector`
    /// when it selects plural forms on it, else nil.
    static func role(of name: String, in message: Message) -> VariableUse.Role? {
        var result: VariableUse.Role?
        func note(_ role: VariableUse.Role) {
            if case .number? = result { return }
            result = role
        }
        func isVariable(_ expression: FluentExpression) -> Bool {
            if case .variableReference(let reference) = expression { return reference.id.name == name }
            return false
        }
        func visit(_ pattern: Pattern) {
            for case .placeable(let placeable) in pattern.elements { visit(placeable.expression) }
        }
        // The parser bounds how deeply expressions nest, and so this recursion.
        func visit(_ expression: FluentExpression) {
            switch expression {
            case .functionReference(let function):
                if function.id.name == "NUMBER", let first = function.arguments.positional.first, isVariable(first) {
                    note(.number)
                }
                for argument in function.arguments.positional { visit(argument) }
            case .placeable(let placeable):
                visit(placeable.expression)
            case .selectExpression(let select):
                let keys = select.variants.lazy.map { variant -> String? in
                    if case .identifier(let key) = variant.key { return key.name }
                    return nil
                }
                if isVariable(select.selector) && IRSelect.keysSelectPluralForms(keys) { note(.pluralSelector) }
                visit(select.selector)
                for variant in select.variants { visit(variant.value) }
            case .stringLiteral, .numberLiteral, .messageReference, .termReference, .variableReference:
                break
            }
        }
        if let value = message.value { visit(value) }
        for attribute in message.attributes { visit(attribute.value) }
        return result
    }
}
