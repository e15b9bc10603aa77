import Intl

/// Lowers the Fluent patterns of one catalog file to ``IRNode``s, each entry once:
/// references become calls (``IRCall``), selections on literals are resolved, functions
/// and their options validated, and what cannot be lowered (unknown references, unknown
/// functions, invisible characters) is reported at its own place.
struct Lowerer {
    /// Expressions may nest this deep (the parser bounds each file's nesting; this is a
    /// second guard on the recursion here).
    static let maximumExpressionDepth = 200

    let unit: CatalogUnit
    let table: EntryTable
    var diagnostics = DiagnosticCollector()
    /// Inside a term: its variables, which its references pass, in order of first use.
    private var termVariables: OrderedNames?
    /// The term variables inserted as text (a reference must pass those).
    private var placeableTermVariables = OrderedNames()
    /// The entry's references so far, in the order of its nodes (a variant's in place).
    private var calls: [IRCall] = []
    /// Whether the message comment marks plural fallbacks as deliberate.
    private var allowsFallback = false
    /// How deeply expressions nest at this point.
    private var expressionDepth = 0
    /// The text of each term attribute used as a selector (`-brand.gender ->`), by
    /// entry and attribute index, computed once.
    private var attributeTexts: [Int: [Int: String]] = [:]
    /// How many errors were reported so far: an entry whose lowering added one is broken.
    private var errorCount = 0
    /// The severity profile: bidi controls are errors in release.
    var profile: CompilerConfiguration.Profile = .debug
    /// For a translation: the terms each source message references, by message id.
    var sourceTerms: [String: [String]] = [:]
    /// The id of the entry being lowered.
    private var entryName = ""

    init(unit: CatalogUnit, table: EntryTable) {
        self.unit = unit
        self.table = table
    }

    /// The comment line that marks an incomplete plural select as deliberate.
    static let fallbackDirective = "@allow-plural-fallback"

    /// Lowers entry `index` of ``table``: its value and attributes.
    mutating func lower(entry index: Int) -> LoweredEntry {
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
        let attributes = entry.attributes.map { attribute in
            IRMessage.Attribute(name: attribute.id.name, body: lower(attribute.value))
        }
        return LoweredEntry(
            ir: IRMessage(value: value, attributes: attributes),
            termVariables: termVariables?.names ?? [], placeableTermVariables: placeableTermVariables.names,
            calls: calls, hasErrors: errorCount > errorsBefore)
    }

    private mutating func lower(_ pattern: Pattern) -> [IRNode] {
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

    private mutating func lower(_ expression: FluentExpression, into nodes: inout NodeBuilder) {
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

    private mutating func useTermVariable(_ name: String, inPlaceable: Bool) {
        termVariables?.insert(name)
        if inPlaceable { placeableTermVariables.insert(name) }
    }

    // MARK: Functions

    private enum FunctionArgument {
        case variable(String, FileLocation)
        /// A variable of the enclosing term: the literal its reference passes.
        case termVariable(String, FileLocation)
        case literal(String)
    }

    /// Validates `NUMBER()`/`DATETIME()` and returns its argument and format.
    private mutating func lowerFunction(_ function: FunctionReference) -> (FunctionArgument, IRFormat)? {
        let name = function.id.name
        if name == GrammaticalFeatures.genderFunction {
            report(.unknownFunction, GrammaticalFeatures.placeableProblem, at: function.span)
            return nil
        }
        guard name == "NUMBER" || name == "DATETIME" else {
            report(
                .unknownFunction, "unknown function '\(name)'; the functions are NUMBER, DATETIME and GENDER",
                at: function.id.span)
            return nil
        }
        let arguments = function.arguments
        guard arguments.positional.count == 1 else {
            report(
                .unknownFunction, "\(name) takes exactly one argument, such as \(name)($count)",
                at: function.span)
            return nil
        }
        let argument: FunctionArgument
        switch arguments.positional[0] {
        case .variableReference(let variable):
            if termVariables != nil {
                argument = .termVariable(variable.id.name, unit.location(variable.span))
            } else {
                argument = .variable(variable.id.name, unit.location(variable.span))
            }
        case .numberLiteral(let literal) where name == "NUMBER":
            argument = .literal(literal.value)
        default:
            report(.typeMismatch, "\(name) needs a variable, such as \(name)($value)", at: function.span)
            return nil
        }
        if name == "NUMBER" {
            guard let options = numberOptions(arguments.named) else { return nil }
            return (argument, .number(options))
        }
        guard let options = dateOptions(arguments.named) else { return nil }
        return (argument, .date(options))
    }

    private mutating func numberOptions(_ named: [NamedArgument]) -> NumberOptions? {
        var options = NumberOptions()
        for argument in named {
            let value = argument.value.text
            switch argument.name.name {
            case "minimumFractionDigits", "maximumFractionDigits":
                guard case .number = argument.value, let digits = Int(value), (0...20).contains(digits) else {
                    report(
                        .unknownFunction, "\(argument.name.name) must be a whole number from 0 to 20", at: argument.span
                    )
                    return nil
                }
                if argument.name.name == "minimumFractionDigits" {
                    options.minimumFractionDigits = digits
                } else {
                    options.maximumFractionDigits = digits
                }
            case "useGrouping":
                guard ["true", "false", "auto", "always"].contains(value) else {
                    report(
                        .unknownFunction, "useGrouping must be \"true\", \"false\", \"auto\" or \"always\"",
                        at: argument.span)
                    return nil
                }
                options.useGrouping = value != "false"
            case "type":
                guard value == "cardinal" || value == "ordinal" else {
                    report(.unknownFunction, "type must be \"cardinal\" or \"ordinal\"", at: argument.span)
                    return nil
                }
                options.ordinal = value == "ordinal"
            default:
                report(
                    .unknownFunction,
                    "NUMBER has no option '\(argument.name.name)'; the options are minimumFractionDigits, maximumFractionDigits, useGrouping and type",
                    at: argument.name.span)
                return nil
            }
        }
        if let minimum = options.minimumFractionDigits, let maximum = options.maximumFractionDigits, minimum > maximum {
            report(.unknownFunction, "minimumFractionDigits is greater than maximumFractionDigits", at: named[0].span)
            return nil
        }
        return options
    }

    private mutating func dateOptions(_ named: [NamedArgument]) -> DateOptions? {
        var options = DateOptions()
        for argument in named {
            guard argument.name.name == "dateStyle" else {
                report(
                    .unknownFunction, "DATETIME has no option '\(argument.name.name)'; the option is dateStyle",
                    at: argument.name.span)
                return nil
            }
            let value = argument.value.text
            guard ["short", "medium", "long", "full"].contains(value) else {
                report(
                    .unknownFunction, "dateStyle must be \"short\", \"medium\", \"long\" or \"full\"", at: argument.span
                )
                return nil
            }
            options.dateStyle = value
        }
        return options
    }

    // MARK: References

    private mutating func messageCall(_ reference: MessageReference) -> IRCall? {
        let name = reference.id.name
        guard let index = table.messageIndex[name] else {
            report(
                .unknownReference, "no message '\(name)' in this file; define it or fix the name", at: reference.span)
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

    private mutating func termCall(_ reference: TermReference) -> IRCall? {
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
    private mutating func resolveTerm(_ reference: TermReference) -> (entry: Int, attribute: Int?)? {
        let name = reference.id.name
        guard let index = table.termIndex[name] else {
            var message = "no term '-\(name)' in this file"
            if let suggestion = suggestedTerm(for: name) {
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

    /// The term a mistyped or translated reference meant: the closest by spelling, else
    /// the one term the source message references (a translator who translated
    /// `-brand-name` to `-nome-da-marca` kept its place), else the file's only term.
    private func suggestedTerm(for name: String) -> String? {
        let terms = table.entries.filter(\.isTerm).map(\.name)
        if let close = Suggestion.closest(to: name, among: terms) { return close }
        if let referenced = sourceTerms[entryName], referenced.count == 1, terms.contains(referenced[0]) {
            return referenced[0]
        }
        return terms.count == 1 ? terms[0] : nil
    }

    // MARK: Selects

    private mutating func lowerSelect(_ select: SelectExpression, into nodes: inout NodeBuilder) {
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
    private mutating func text(ofTerm index: Int, attribute: Int?) -> String {
        let key = attribute ?? -1
        if let text = attributeTexts[index]?[key] { return text }
        let entry = table.entries[index]
        let pattern = attribute.map { entry.attributes[$0].value } ?? entry.value
        var text = ""
        for case .text(let element) in pattern?.elements ?? [] { text += element.value }
        attributeTexts[index, default: [:]][key] = text
        return text
    }

    private mutating func runtimeSelect(
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
    private mutating func choose(_ select: SelectExpression, literal: String, isNumber: Bool) -> [IRNode] {
        let category = isNumber ? (try? unit.locale.cardinal.category(forDecimal: literal))?.rawValue : nil
        let chosen =
            select.variants.first { variant in
                variant.key.matches(literal, isNumber: isNumber)
                    || (category != nil && variant.key.text == category && variant.key.isIdentifier)
            } ?? select.variants.first(where: \.isDefault) ?? select.variants.first
        guard let chosen else { return [] }
        return lower(chosen.value)
    }

    // MARK: Checks on text

    /// Reports invisible characters, bidi controls and control characters in literal
    /// text. ZWJ and ZWNJ are allowed: several scripts need them.
    private mutating func checkInvisibleCharacters(_ text: TextElement) {
        let range = text.span.byteRange
        guard range.lowerBound >= 0, range.upperBound <= unit.file.contents.count else { return }
        let bytes = unit.file.contents[range]
        guard bytes.contains(where: { $0 >= 0x80 || ($0 < 0x20 && $0 != 0x0A && $0 != 0x0D) }) else { return }
        var offset = range.lowerBound
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            defer { offset += UTF8.width(scalar) }
            let value = scalar.value
            let isControl = value < 0x20 && value != 0x0A && value != 0x0D || (0x7F...0x9F).contains(value)
            guard isControl || (value >= 0x80 && value != 0x200C && value != 0x200D) else { continue }
            let kind: String
            if isControl {
                kind = "a control character"
            } else if UnicodeText.isBidiControl(scalar) {
                kind = "a bidi control, which can reorder the text around it"
            } else if UnicodeText.isDefaultIgnorable(scalar) {
                kind = "an invisible character"
            } else {
                continue
            }
            let code = String(value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            let isBidi = UnicodeText.isBidiControl(scalar)
            // A bidi control can make a string read differently from what it says: never
            // shipped unnoticed.
            let severity: Diagnostic.Severity = isBidi && profile == .release ? .error : .warning
            if severity == .error { errorCount += 1 }
            diagnostics.emit(
                Diagnostic(
                    severity, .invisibleCharacter,
                    "U+\(padded) \(Self.characterName(scalar)) is \(kind); delete it, or write it as { \"\\u\(padded)\" } if it is intended",
                    at: unit.location(offset: offset)))
        }
    }

    /// The character's Unicode name in parentheses: `(RIGHT-TO-LEFT OVERRIDE)`. The
    /// standard library carries the Unicode name table, so no ICU call is needed;
    /// controls have no name, only the aliases of NameAliases.txt, given here for C0
    /// and DEL (C1 controls show as `(control)`).
    static func characterName(_ scalar: Unicode.Scalar) -> String {
        if let name = scalar.properties.name ?? scalar.properties.nameAlias { return "(\(name))" }
        if scalar.value < 0x20 { return "(\(c0ControlNames[Int(scalar.value)]))" }
        return scalar.value == 0x7F ? "(DELETE)" : "(control)"
    }

    private static let c0ControlNames = [
        "NULL", "START OF HEADING", "START OF TEXT", "END OF TEXT", "END OF TRANSMISSION", "ENQUIRY",
        "ACKNOWLEDGE", "ALERT", "BACKSPACE", "CHARACTER TABULATION", "LINE FEED", "LINE TABULATION",
        "FORM FEED", "CARRIAGE RETURN", "SHIFT OUT", "SHIFT IN", "DATA LINK ESCAPE", "DEVICE CONTROL ONE",
        "DEVICE CONTROL TWO", "DEVICE CONTROL THREE", "DEVICE CONTROL FOUR", "NEGATIVE ACKNOWLEDGE",
        "SYNCHRONOUS IDLE", "END OF TRANSMISSION BLOCK", "CANCEL", "END OF MEDIUM", "SUBSTITUTE", "ESCAPE",
        "INFORMATION SEPARATOR FOUR", "INFORMATION SEPARATOR THREE", "INFORMATION SEPARATOR TWO",
        "INFORMATION SEPARATOR ONE",
    ]

    private mutating func report(_ id: DiagnosticID, _ message: String, at span: SourceSpan) {
        errorCount += 1
        diagnostics.emit(Diagnostic(.error, id, message, at: unit.location(span)))
    }
}

/// One lowered entry of a file.
struct LoweredEntry: Sendable {
    var ir: IRMessage
    /// For a term: the variables its references pass, in order of first use.
    var termVariables: [String]
    /// For a term: those of ``termVariables`` inserted as text, which a reference must pass.
    var placeableTermVariables: [String]
    /// Its references in the order `visit(use:call:)` meets them: the value's,
    /// then each attribute's, each in source order.
    var calls: [IRCall]
    /// Whether lowering reported an error (the entry is broken, not empty).
    var hasErrors: Bool
}

/// Names in order of first insertion, without repeats.
struct OrderedNames: Sendable {
    private(set) var names: [String] = []
    private var set: Set<String> = []

    mutating func insert(_ name: String) {
        if set.insert(name).inserted { names.append(name) }
    }

    func contains(_ name: String) -> Bool { set.contains(name) }

    var count: Int { names.count }
}

/// Collects nodes, joining adjacent text: pieces of text are appended to one pending
/// string in place, so a long run of literals costs its length, not its length squared.
private struct NodeBuilder {
    private var nodes: [IRNode] = []
    private var pending = ""

    mutating func append(text: String) {
        pending += text
    }

    mutating func append(_ node: IRNode) {
        if case .text(let text) = node {
            pending += text
            return
        }
        flush()
        nodes.append(node)
    }

    mutating func append(contentsOf lowered: [IRNode]) {
        for node in lowered { append(node) }
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        nodes.append(.text(pending))
        pending = ""
    }

    mutating func finish() -> [IRNode] {
        flush()
        return nodes
    }
}

extension Literal {
    /// The literal's value: unescaped text, or the number as written.
    var text: String {
        switch self {
        case .string(let literal): literal.unescapedValue
        case .number(let literal): literal.value
        }
    }

    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}

extension VariantKey {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }

    /// Whether this key selects `literal`: identifiers by equal text, numbers by value.
    func matches(_ literal: String, isNumber: Bool) -> Bool {
        switch self {
        case .identifier(let identifier): return !isNumber && identifier.name == literal
        case .numberLiteral(let number):
            guard isNumber, let key = Double(number.value), let value = Double(literal) else { return false }
            return key == value
        }
    }
}
