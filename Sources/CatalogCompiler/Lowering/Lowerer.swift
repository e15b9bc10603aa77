import Intl

/// Lowers Fluent patterns of one catalog file to ``IRNode``s: inlines message and term
/// references, resolves selections on literals, validates functions and their options,
/// and reports what cannot be lowered (unknown references, cycles, unknown functions,
/// invisible characters).
struct Lowerer {
    /// References may chain this deep (a cycle is caught earlier; this bounds the stack).
    static let maximumReferenceDepth = 64
    /// Expressions may nest this deep once references are inlined (the parser bounds
    /// each file's own nesting; inlining can stack them).
    static let maximumExpressionDepth = 200

    let unit: CatalogUnit
    var diagnostics = DiagnosticCollector()
    /// The references being inlined, outermost first (`-term` for terms).
    private var referenceStack: [String] = []
    /// Inside a term: the arguments the reference passed.
    private var termArguments: [String: Literal]?
    /// Whether the message comment marks plural fallbacks as deliberate.
    private var allowsFallback = false
    /// How deeply expressions nest at this point, references inlined.
    private var expressionDepth = 0

    init(unit: CatalogUnit) {
        self.unit = unit
    }

    /// The comment line that marks an incomplete plural select as deliberate.
    static let fallbackDirective = "@allow-plural-fallback"

    /// Lowers a message's value and attributes.
    mutating func lower(_ message: Message) -> IRMessage {
        // The directive has an '@': a comment without one (the usual case) is not split.
        allowsFallback =
            message.comment.map { comment in
                comment.content.utf8.contains(UInt8(ascii: "@"))
                    && comment.content.split(separator: "\n").contains {
                        $0.trimmingTrailingSpaces.drop { $0 == " " } == Self.fallbackDirective
                    }
            } ?? false
        referenceStack = [message.id.name]
        let value = message.value.map { lower($0) }
        let attributes = message.attributes.map { attribute in
            IRMessage.Attribute(name: attribute.id.name, body: lower(attribute.value))
        }
        return IRMessage(value: value, attributes: attributes)
    }

    private mutating func lower(_ pattern: Pattern) -> [IRNode] {
        var nodes: [IRNode] = []
        for element in pattern.elements {
            switch element {
            case .text(let text):
                checkInvisibleCharacters(text)
                appendText(text.value, to: &nodes)
            case .placeable(let placeable):
                lower(placeable.expression, into: &nodes)
            }
        }
        return nodes
    }

    private func appendText(_ text: String, to nodes: inout [IRNode]) {
        guard !text.isEmpty else { return }
        if case .text(let previous) = nodes.last {
            nodes[nodes.count - 1] = .text(previous + text)
        } else {
            nodes.append(.text(text))
        }
    }

    private func appendNodes(_ inlined: [IRNode], to nodes: inout [IRNode]) {
        for node in inlined {
            if case .text(let text) = node { appendText(text, to: &nodes) } else { nodes.append(node) }
        }
    }

    private mutating func lower(_ expression: FluentExpression, into nodes: inout [IRNode]) {
        guard expressionDepth < Self.maximumExpressionDepth else {
            report(
                .nestingTooDeep,
                "expressions nest more than \(Self.maximumExpressionDepth) deep once references are inlined; simplify",
                at: expression.span)
            return
        }
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        switch expression {
        case .stringLiteral(let literal):
            appendText(literal.unescapedValue, to: &nodes)
        case .numberLiteral(let literal):
            appendText(literal.value, to: &nodes)
        case .placeable(let placeable):
            lower(placeable.expression, into: &nodes)
        case .variableReference(let variable):
            if let literal = boundTermArgument(variable) {
                appendText(literal.text, to: &nodes)
            } else if termArguments == nil {
                nodes.append(
                    .argument(name: variable.id.name, format: .automatic, location: unit.location(variable.span)))
            }
        case .functionReference(let function):
            guard let (argument, format) = lowerFunction(function) else { return }
            switch argument {
            case .variable(let name, let location):
                nodes.append(.argument(name: name, format: format, location: location))
            case .literal(let text): appendText(text, to: &nodes)
            }
        case .messageReference(let reference):
            appendNodes(inlineMessage(reference), to: &nodes)
        case .termReference(let reference):
            appendNodes(inlineTerm(reference), to: &nodes)
        case .selectExpression(let select):
            lowerSelect(select, into: &nodes)
        }
    }

    // MARK: Functions

    private enum FunctionArgument {
        case variable(String, FileLocation)
        case literal(String)
    }

    /// Validates `NUMBER()`/`DATETIME()` and returns its argument and format.
    private mutating func lowerFunction(_ function: FunctionReference) -> (FunctionArgument, IRFormat)? {
        let name = function.id.name
        guard name == "NUMBER" || name == "DATETIME" else {
            report(
                .unknownFunction, "unknown function '\(name)'; the functions are NUMBER and DATETIME",
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
            if let literal = boundTermArgument(variable) {
                argument = .literal(literal.text)
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

    private mutating func enterReference(_ key: String, at span: SourceSpan) -> Bool {
        if let start = referenceStack.firstIndex(of: key) {
            let cycle = (referenceStack[start...] + [key]).joined(separator: " → ")
            report(.referenceCycle, "reference cycle: \(cycle); break the cycle", at: span)
            return false
        }
        guard referenceStack.count < Self.maximumReferenceDepth else {
            report(
                .nestingTooDeep, "references nest more than \(Self.maximumReferenceDepth) deep; simplify the chain",
                at: span)
            return false
        }
        referenceStack.append(key)
        return true
    }

    private mutating func inlineMessage(_ reference: MessageReference) -> [IRNode] {
        let name = reference.id.name
        guard let message = unit.messages[name] else {
            report(
                .unknownReference, "no message '\(name)' in this file; define it or fix the name", at: reference.span)
            return []
        }
        let pattern: Pattern?
        if let attribute = reference.attribute {
            pattern = message.attributes.first { $0.id.name == attribute.name }?.value
            guard pattern != nil else {
                report(.unknownReference, "message '\(name)' has no attribute '.\(attribute.name)'", at: reference.span)
                return []
            }
        } else {
            pattern = message.value
            guard pattern != nil else {
                report(
                    .unknownReference, "message '\(name)' has no value, only attributes; reference one of them",
                    at: reference.span)
                return []
            }
        }
        guard enterReference(name, at: reference.span) else { return [] }
        defer { referenceStack.removeLast() }
        let savedArguments = termArguments
        termArguments = nil
        defer { termArguments = savedArguments }
        return lower(pattern!)
    }

    private mutating func inlineTerm(_ reference: TermReference) -> [IRNode] {
        guard let pattern = termPattern(reference) else { return [] }
        guard enterReference("-" + reference.id.name, at: reference.span) else { return [] }
        defer { referenceStack.removeLast() }
        let savedArguments = termArguments
        var arguments: [String: Literal] = [:]
        for named in reference.arguments?.named ?? [] { arguments[named.name.name] = named.value }
        termArguments = arguments
        defer { termArguments = savedArguments }
        return lower(pattern)
    }

    private mutating func termPattern(_ reference: TermReference) -> Pattern? {
        let name = reference.id.name
        guard let term = unit.terms[name] else {
            report(.unknownReference, "no term '-\(name)' in this file; define it or fix the name", at: reference.span)
            return nil
        }
        guard let attribute = reference.attribute else { return term.value }
        guard let value = term.attributes.first(where: { $0.id.name == attribute.name })?.value else {
            report(.unknownReference, "term '-\(name)' has no attribute '.\(attribute.name)'", at: reference.span)
            return nil
        }
        return value
    }

    private mutating func boundTermArgument(_ variable: VariableReference) -> Literal? {
        guard let arguments = termArguments else { return nil }
        if let literal = arguments[variable.id.name] { return literal }
        report(
            .undeclaredVariable,
            "a term only sees the arguments its reference passes; '$\(variable.id.name)' is not passed (write -term(\(variable.id.name): \"…\"))",
            at: variable.span)
        return nil
    }

    // MARK: Selects

    private mutating func lowerSelect(_ select: SelectExpression, into nodes: inout [IRNode]) {
        switch select.selector {
        case .variableReference(let variable):
            if let literal = boundTermArgument(variable) {
                appendNodes(choose(select, literal: literal.text, isNumber: literal.isNumber), to: &nodes)
            } else if termArguments == nil {
                nodes.append(.select(runtimeSelect(select, argument: variable.id.name, number: nil, at: variable.span)))
            } else {
                appendNodes(lowerDefault(select), to: &nodes)
            }
        case .functionReference(let function):
            guard let (argument, format) = lowerFunction(function) else { return }
            switch (argument, format) {
            case (.variable(let name, _), .number(let options)):
                nodes.append(.select(runtimeSelect(select, argument: name, number: options, at: function.span)))
            case (.literal(let text), .number):
                appendNodes(choose(select, literal: text, isNumber: true), to: &nodes)
            default:
                report(
                    .typeMismatch, "a date cannot select a variant; select on a number or a string", at: function.span)
            }
        case .stringLiteral(let literal):
            appendNodes(choose(select, literal: literal.unescapedValue, isNumber: false), to: &nodes)
        case .numberLiteral(let literal):
            appendNodes(choose(select, literal: literal.value, isNumber: true), to: &nodes)
        case .termReference(let reference):
            // `-brand.gender ->`: the attribute's text picks the variant now.
            guard let pattern = termPattern(reference) else { return }
            let text = pattern.elements.compactMap { element -> String? in
                if case .text(let text) = element { return text.value }
                return nil
            }.joined()
            appendNodes(choose(select, literal: text, isNumber: false), to: &nodes)
        default:
            report(.typeMismatch, "this expression cannot select a variant", at: select.selector.span)
        }
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

    /// The variant a literal selects: an exact key, else (for numbers) the key of the
    /// plural category ICU gives for it in this locale, else the default.
    private mutating func choose(_ select: SelectExpression, literal: String, isNumber: Bool) -> [IRNode] {
        if let exact = select.variants.first(where: { $0.key.matches(literal, isNumber: isNumber) }) {
            return lower(exact.value)
        }
        if isNumber, let category = try? unit.locale.cardinal.category(forDecimal: literal),
            let variant = select.variants.first(where: { $0.key.text == category.rawValue })
        {
            return lower(variant.value)
        }
        return lowerDefault(select)
    }

    private mutating func lowerDefault(_ select: SelectExpression) -> [IRNode] {
        guard let variant = select.variants.first(where: \.isDefault) ?? select.variants.first else { return [] }
        return lower(variant.value)
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
            diagnostics.emit(
                Diagnostic(
                    .warning, .invisibleCharacter,
                    "U+\(padded) is \(kind); delete it, or write it as { \"\\u\(padded)\" } if it is intended",
                    at: unit.location(offset: offset)))
        }
    }

    private mutating func report(_ id: DiagnosticID, _ message: String, at span: SourceSpan) {
        diagnostics.emit(Diagnostic(.error, id, message, at: unit.location(span)))
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
