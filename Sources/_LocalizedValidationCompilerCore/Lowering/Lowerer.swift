import LocalizedValidationIntl

/// Lowers the Fluent patterns of one catalog file to ``IRNode``s, each entry once:
/// references become calls (``IRCall``), selections on literals are resolved, functions
/// and their options validated, and what cannot be lowered (unknown references, unknown
/// functions, invisible characters) is reported at its own place.
package struct Lowerer {
    /// Expressions may nest this deep (the parser bounds each file's nesting; this is a
    /// second guard on the recursion here).
    static let maximumExpressionDepth = 200

    /// The file being lowered; while lowering an entry of another file of the locale,
    /// that file (for locations).
    var unit: CatalogUnit
    /// The file's entries, growing with those it references from other files of the locale.
    var table: EntryTable
    /// The other files of the locale, where references this file cannot resolve are looked up.
    var bundle: LocaleBundle?
    var diagnostics = DiagnosticCollector()
    /// Inside a term: its variables, which its references pass, in order of first use.
    var termVariables: OrderedNames?
    /// The term variables inserted as text (a reference must pass those).
    var placeableTermVariables = OrderedNames()
    /// The entry's references so far, in the order of its nodes (a variant's in place).
    var calls: [IRCall] = []
    /// Whether the message comment marks plural fallbacks as deliberate.
    var allowsFallback = false
    /// How deeply expressions nest at this point.
    var expressionDepth = 0
    /// The text of each term attribute used as a selector (`-brand.gender ->`), by
    /// entry and attribute index, computed once.
    var attributeTexts: [Int: [Int: String]] = [:]
    /// How many errors were reported so far: an entry whose lowering added one is broken.
    var errorCount = 0
    /// The severity profile: bidi controls are errors in release.
    var profile: CompilerConfiguration.Profile = .debug
    /// For a translation: the terms each source message references, by message id.
    var sourceTerms: [String: [String]] = [:]
    /// The id of the entry being lowered.
    var entryName = ""
    /// The functions the app declares in catalogc.json, by name.
    var appFunctions: [String: AppFunction] = [:]
    /// Whether a reference may import an entry of another file of the locale: not from an
    /// entry that is already the deepest chain allowed away from the file's own entries
    /// (``ReferenceGraph``), whose references then stay unresolved, unreported.
    var importsAllowed = true

    /// The path of the file being lowered (``unit`` changes while lowering an entry of
    /// another file): the bundle is searched for what this file does not define.
    let filePath: String

    init(unit: CatalogUnit, table: EntryTable) {
        self.unit = unit
        self.table = table
        filePath = unit.file.path
    }

    /// The comment line that marks an incomplete plural select as deliberate.
    static let fallbackDirective = "@allow-plural-fallback"

    /// Lowers entry `index` of ``table``: its value and attributes.
    mutating func lower(entry index: Int) -> LoweredEntry {
        let entry = table.entries[index]
        // An entry of another file: checked there. Its locations are in that file, and
        // what lowering it reports was reported there.
        if let home = entry.home {
            let (ownUnit, ownDiagnostics) = (unit, diagnostics)
            unit = home
            defer { (unit, diagnostics) = (ownUnit, ownDiagnostics) }
            return lowerEntry(index)
        }
        return lowerEntry(index)
    }

    private mutating func lowerEntry(_ index: Int) -> LoweredEntry {
        let entry = table.entries[index]
        entryName = entry.name
        // The directive has an '@': a comment without one (the usual case) is not split.
        allowsFallback =
            entry.comment.map { comment in
                comment.content.utf8.contains(UInt8(ascii: "@"))
                    && comment.content.split(separator: "\n").contains {
                        $0.trimmingTrailingSpaces.drop { $0 == " " } == Self.fallbackDirective
                    }
            } ?? false
        termVariables = entry.isTerm ? OrderedNames() : nil
        placeableTermVariables = OrderedNames()
        calls = []
        let errorsBefore = errorCount
        let value = entry.value.map { lower($0) }
        var callSites = [Int?](repeating: nil, count: calls.count)
        var attributes: [IRMessage.Attribute] = []
        attributes.reserveCapacity(entry.attributes.count)
        for (index, attribute) in entry.attributes.enumerated() {
            attributes.append(IRMessage.Attribute(name: attribute.id.name, body: lower(attribute.value)))
            callSites += [Int?](repeating: index, count: calls.count - callSites.count)
        }
        return LoweredEntry(
            ir: IRMessage(value: value, attributes: attributes),
            termVariables: termVariables?.names ?? [], placeableTermVariables: placeableTermVariables.names,
            calls: calls, callSites: callSites, hasErrors: errorCount > errorsBefore)
    }

    mutating func lower(_ pattern: Pattern) -> [IRNode] {
        var nodes = NodeBuilder()
        for element in pattern.elements {
            switch element {
            case .text(let text):
                checkInvisibleCharacters(text)
                nodes.append(text: text.value)
            case .placeable(let placeable):
                lower(placeable.expression, into: &nodes)
            }
        }
        return nodes.finish()
    }

    mutating func lower(_ expression: FluentExpression, into nodes: inout NodeBuilder) {
        guard expressionDepth < Self.maximumExpressionDepth else {
            report(
                .nestingTooDeep, "expressions nest more than \(Self.maximumExpressionDepth) deep; simplify",
                at: expression.span)
            return
        }
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        switch expression {
        case .stringLiteral(let literal):
            nodes.append(text: literal.unescapedValue)
        case .numberLiteral(let literal):
            nodes.append(text: unit.locale.format(numberLiteral: literal.value))
        case .placeable(let placeable):
            lower(placeable.expression, into: &nodes)
        case .variableReference(let variable):
            if termVariables != nil {
                useTermVariable(variable.id.name, inPlaceable: true)
                nodes.append(.termArgument(name: variable.id.name, location: unit.location(variable.span)))
            } else {
                nodes.append(
                    .argument(name: variable.id.name, format: .automatic, location: unit.location(variable.span)))
            }
        case .functionReference(let function) where appFunctions[function.id.name] != nil:
            if let declaration = appFunctions[function.id.name], let call = appCall(function, declaration) {
                nodes.append(.appCall(call))
            }
        case .functionReference(let function):
            guard let (argument, format) = lowerFunction(function) else { return }
            switch argument {
            case .variable(let name, let location):
                nodes.append(.argument(name: name, format: format, location: location))
            case .termVariable(let name, let location):
                useTermVariable(name, inPlaceable: true)
                nodes.append(.termArgument(name: name, location: location))
            case .literal(let text):
                var options: NumberOptions?
                if case .number(let given) = format { options = given }
                nodes.append(text: unit.locale.format(numberLiteral: text, options: options))
            }
        case .messageReference(let reference):
            if let call = messageCall(reference) {
                calls.append(call)
                nodes.append(.call(call))
            }
        case .termReference(let reference):
            if let call = termCall(reference) {
                calls.append(call)
                nodes.append(.call(call))
            }
        case .selectExpression(let select):
            lowerSelect(select, into: &nodes)
        }
    }

    mutating func useTermVariable(_ name: String, inPlaceable: Bool) {
        termVariables?.insert(name)
        if inPlaceable { placeableTermVariables.insert(name) }
    }

    // MARK: Selects

    mutating func lowerSelect(_ select: SelectExpression, into nodes: inout NodeBuilder) {
        switch select.selector {
        case .functionReference(let function) where function.id.name == GrammaticalFeatures.genderFunction:
            lowerGenderSelect(select, function, into: &nodes)
        case .variableReference(let variable):
            if termVariables != nil {
                useTermVariable(variable.id.name, inPlaceable: false)
                var lowered = runtimeSelect(select, argument: variable.id.name, number: nil, at: variable.span)
                lowered.isTermArgument = true
                nodes.append(.select(lowered))
            } else {
                nodes.append(.select(runtimeSelect(select, argument: variable.id.name, number: nil, at: variable.span)))
            }
        case .functionReference(let function) where appFunctions[function.id.name] != nil:
            guard let declaration = appFunctions[function.id.name], let call = appCall(function, declaration) else {
                return
            }
            checkKeys(select, of: call)
            var lowered = runtimeSelect(select, argument: "\(call.function)()", number: nil, at: function.span)
            lowered.appCall = call
            nodes.append(.select(lowered))
        case .functionReference(let function):
            guard let (argument, format) = lowerFunction(function) else { return }
            switch (argument, format) {
            case (.variable(let name, _), .number(let options)):
                nodes.append(.select(runtimeSelect(select, argument: name, number: options, at: function.span)))
            case (.termVariable(let name, _), .number):
                // The literal's own category selects, as for a bare term variable.
                useTermVariable(name, inPlaceable: false)
                var lowered = runtimeSelect(select, argument: name, number: nil, at: function.span)
                lowered.isTermArgument = true
                nodes.append(.select(lowered))
            case (.literal(let text), .number):
                nodes.append(contentsOf: choose(select, literal: text, isNumber: true))
            default:
                report(
                    .typeMismatch, "a date cannot select a variant; select on a number or a string", at: function.span)
            }
        case .stringLiteral(let literal):
            nodes.append(contentsOf: choose(select, literal: literal.unescapedValue, isNumber: false))
        case .numberLiteral(let literal):
            nodes.append(contentsOf: choose(select, literal: literal.value, isNumber: true))
        case .termReference(let reference):
            // `-brand.gender ->`: the attribute's text picks the variant now.
            guard let (index, attribute) = resolveTerm(reference) else { return }
            nodes.append(
                contentsOf: choose(select, literal: text(ofTerm: index, attribute: attribute), isNumber: false))
        default:
            report(.typeMismatch, "this expression cannot select a variant", at: select.selector.span)
        }
    }

    /// `GENDER($field) ->`: a selection on the gender a `Text` argument declares
    /// (``GrammaticalFeatures``); its keys are checked here, its argument's type with
    /// the argument's other uses.
    private mutating func lowerGenderSelect(
        _ select: SelectExpression, _ function: FunctionReference, into nodes: inout NodeBuilder
    ) {
        if let problem = GrammaticalFeatures.callProblem(function, inTerm: termVariables != nil) {
            report(.typeMismatch, problem, at: function.span)
            return
        }
        guard case .variableReference(let variable) = function.arguments.positional[0] else { return }
        for problem in GrammaticalFeatures.keyProblems(select) {
            report(.invalidVariantKey, problem.message, at: problem.span)
        }
        var lowered = runtimeSelect(select, argument: variable.id.name, number: nil, at: variable.span)
        lowered.selectsGender = true
        nodes.append(.select(lowered))
    }

    /// The literal text of a term's value or attribute (placeables left out), computed once.
    mutating func text(ofTerm index: Int, attribute: Int?) -> String {
        let key = attribute ?? -1
        if let text = attributeTexts[index]?[key] { return text }
        let entry = table.entries[index]
        let pattern = attribute.map { entry.attributes[$0].value } ?? entry.value
        var text = ""
        for case .text(let element) in pattern?.elements ?? [] { text += element.value }
        attributeTexts[index, default: [:]][key] = text
        return text
    }

    mutating func runtimeSelect(
        _ select: SelectExpression, argument: String, number: NumberOptions?, at span: SourceSpan
    ) -> IRSelect {
        let variants = select.variants.map { variant in
            let key: IRVariant.Key =
                switch variant.key {
                case .identifier(let identifier): .identifier(identifier.name)
                case .numberLiteral(let literal): .number(literal.value)
                }
            return IRVariant(key: key, body: lower(variant.value), location: unit.location(variant.key.span))
        }
        return IRSelect(
            argument: argument, number: number, variants: variants,
            defaultIndex: select.variants.firstIndex { $0.isDefault } ?? 0,
            location: unit.location(span), allowsFallback: allowsFallback)
    }

    /// The variant a literal selects, as Fluent picks it: the first variant in source
    /// order whose key matches (a number key by value, an identifier by its text or, for
    /// a number, as the plural category ICU gives the number in this locale), else the
    /// default.
    mutating func choose(_ select: SelectExpression, literal: String, isNumber: Bool) -> [IRNode] {
        let category = isNumber ? (try? unit.locale.cardinal.category(forDecimal: literal))?.rawValue : nil
        let chosen =
            select.variants.first { variant in
                variant.key.matches(literal, isNumber: isNumber)
                    || (category != nil && variant.key.text == category && variant.key.isIdentifier)
            } ?? select.variants.first(where: \.isDefault) ?? select.variants.first
        guard let chosen else { return [] }
        return lower(chosen.value)
    }

    mutating func report(_ id: DiagnosticID, _ message: String, at span: SourceSpan) {
        errorCount += 1
        diagnostics.emit(Diagnostic(.error, id, message, at: unit.location(span)))
    }
}
