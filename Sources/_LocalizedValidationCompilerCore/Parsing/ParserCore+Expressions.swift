/// Placeables, select expressions, inline expressions, literals and call arguments.
extension ParserCore {
    /// `inline_placeable ::= "{" blank? (SelectExpression | InlineExpression) blank? "}"`.
    ///
    /// The inline expression is parsed once and then checked for `->`: the same result as the
    /// spec's ordered choice, without re-parsing nested placeables (which would be exponential).
    mutating func parsePlaceable() throws(ParseFailure) -> Placeable {
        let start = position
        try expect(ASCII.openBrace)
        try enterNesting(openedAt: start)
        defer { leaveNesting() }
        skipBlank()
        let inline = try parseInlineExpression()
        skipBlank()
        let expression: FluentExpression
        if isAt(ASCII.hyphen) && byte(at: position + 1) == ASCII.greaterThan {
            try validateSelector(inline)
            position += 2
            skipBlankInline()
            let variants = try parseVariantList()
            expression = .selectExpression(
                SelectExpression(
                    selector: inline, variants: variants, span: span(from: inline.span.start.offset)))
            skipBlank()
        } else {
            if case .termReference(let term) = inline, term.attribute != nil {
                throw failure(
                    .termAttributeAsPlaceable,
                    "a term's attribute cannot be shown in a placeable; use it only as a selector",
                    at: inline.span.start.offset)
            }
            expression = inline
        }
        try expect(ASCII.closeBrace)
        return Placeable(expression: expression, span: span(from: start))
    }

    private mutating func validateSelector(_ selector: FluentExpression) throws(ParseFailure) {
        let offset = selector.span.start.offset
        switch selector {
        case .messageReference(let reference):
            if reference.attribute == nil {
                throw failure(
                    .messageReferenceAsSelector,
                    "a message cannot be used as a selector; select on a variable or a function call",
                    at: offset)
            }
            throw failure(
                .messageAttributeAsSelector,
                "a message attribute cannot be used as a selector; select on a variable or a term attribute",
                at: offset)
        case .termReference(let reference) where reference.attribute == nil:
            throw failure(
                .termReferenceAsSelector,
                "a term's value cannot be used as a selector; select on one of its attributes (-term.attr)",
                at: offset)
        case .placeable:
            throw failure(
                .placeableAsSelector, "a placeable cannot be used as a selector; remove the inner braces",
                at: offset)
        default:
            return
        }
    }

    /// `variant_list ::= Variant* DefaultVariant Variant* line_end`.
    private mutating func parseVariantList() throws(ParseFailure) -> [Variant] {
        var variants: [Variant] = []
        var hasDefault = false
        while true {
            let save = position
            do throws(ParseFailure) {
                let variant = try parseVariant(defaultAllowed: !hasDefault)
                hasDefault = hasDefault || variant.isDefault
                variants.append(variant)
            } catch {
                if error.isFatal { throw error }
                position = save
                break
            }
        }
        if variants.isEmpty {
            throw failure(.missingVariants, "expected at least one variant on the lines after '->'")
        }
        if !hasDefault {
            // When the list is otherwise complete (the `}` follows), the missing default is the
            // problem: decisive, so the failure to read a variant from the `}` line, further
            // on, does not hide it. A list cut short by a broken variant reports that instead.
            let listEnd = position
            skipBlank()
            let isComplete = isAt(ASCII.closeBrace)
            position = listEnd
            throw failure(
                .missingDefaultVariant, "no variant is marked as the default; add '*' before one of the keys",
                at: variants[0].span.start.offset, isDecisive: isComplete)
        }
        try expectLineEnd()
        return variants
    }

    /// `Variant ::= line_end blank? "*"? VariantKey blank_inline? Pattern`.
    private mutating func parseVariant(defaultAllowed: Bool) throws(ParseFailure) -> Variant {
        try expectLineEnd()
        skipBlank()
        let start = position
        let isDefault = isAt(ASCII.asterisk)
        if isDefault {
            guard defaultAllowed else {
                throw failure(.multipleDefaultVariants, "only one variant can be marked as the default ('*')")
            }
            position += 1
        }
        try expect(ASCII.openBracket)
        skipBlank()
        let key: VariantKey
        if isNumberStart {
            key = .numberLiteral(try parseNumberLiteral())
        } else if position < end && ASCII.isLetter(bytes[position]) {
            key = .identifier(try parseIdentifier())
        } else {
            throw failure(.missingVariantKey, "expected a variant key: an identifier or a number")
        }
        skipBlank()
        try expect(ASCII.closeBracket)
        skipBlankInline()
        guard let value = try parsePattern() else {
            throw failure(.missingValue, "the variant [\(key.text)] has no value", arguments: [key.text])
        }
        return Variant(key: key, value: value, isDefault: isDefault, span: span(from: start))
    }

    private var isNumberStart: Bool {
        guard let first = byte(at: position) else { return false }
        if ASCII.isDigit(first) { return true }
        return first == ASCII.hyphen && byte(at: position + 1).map(ASCII.isDigit) == true
    }

    /// `InlineExpression ::= StringLiteral | NumberLiteral | FunctionReference | MessageReference
    /// | TermReference | VariableReference | inline_placeable`.
    mutating func parseInlineExpression() throws(ParseFailure) -> FluentExpression {
        guard let first = byte(at: position) else {
            throw failure(.expectedInlineExpression, "expected an expression before the end of the file")
        }
        if first == ASCII.quote { return .stringLiteral(try parseStringLiteral()) }
        if isNumberStart { return .numberLiteral(try parseNumberLiteral()) }
        if first == ASCII.openBrace { return .placeable(try parsePlaceable()) }
        let start = position
        if first == ASCII.dollar {
            position += 1
            let id = try parseIdentifier()
            return .variableReference(VariableReference(id: id, span: span(from: start)))
        }
        if first == ASCII.hyphen {
            position += 1
            let id = try parseIdentifier()
            let attribute = parseAttributeAccessor()
            let arguments = try parseOptionalCallArguments()
            return .termReference(
                TermReference(id: id, attribute: attribute, arguments: arguments, span: span(from: start)))
        }
        guard ASCII.isLetter(first) else {
            throw failure(
                .expectedInlineExpression,
                "expected an expression: a $variable, a message, a -term, a FUNCTION(), a \"string\" or a number"
            )
        }
        let id = try parseIdentifier()
        if isFunctionName(id.name), let arguments = try parseOptionalCallArguments() {
            return .functionReference(
                FunctionReference(id: id, arguments: arguments, span: span(from: start)))
        }
        let attribute = parseAttributeAccessor()
        return .messageReference(MessageReference(id: id, attribute: attribute, span: span(from: start)))
    }

    /// Function names are upper-case: `[A-Z][A-Z0-9_-]*`.
    private func isFunctionName(_ name: String) -> Bool {
        name.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || ASCII.isDigit(byte)
                || byte == ASCII.hyphen || byte == ASCII.underscore
        }
    }

    /// `AttributeAccessor?`: `.name`, or nothing (the cursor stays) if it does not match.
    private mutating func parseAttributeAccessor() -> Identifier? {
        guard isAt(ASCII.period) else { return nil }
        let save = position
        position += 1
        guard let id = try? parseIdentifier() else {
            position = save
            return nil
        }
        return id
    }

    /// `CallArguments?`, where `CallArguments ::= blank? "(" blank? argument_list blank? ")"`.
    private mutating func parseOptionalCallArguments() throws(ParseFailure) -> CallArguments? {
        let save = position
        skipBlank()
        guard isAt(ASCII.openParenthesis) else {
            position = save
            return nil
        }
        do throws(ParseFailure) {
            return try parseCallArguments()
        } catch {
            if error.isFatal { throw error }
            position = save
            return nil
        }
    }

    /// `"(" blank? argument_list blank? ")"` with the spec's checks: positional arguments first,
    /// named arguments unique.
    private mutating func parseCallArguments() throws(ParseFailure) -> CallArguments {
        let start = position
        try expect(ASCII.openParenthesis)
        try enterNesting(openedAt: start)
        defer { leaveNesting() }
        skipBlank()
        var positional: [FluentExpression] = []
        var named: [NamedArgument] = []
        while !isAt(ASCII.closeParenthesis) {
            let argumentStart = position
            if let argument = try parseNamedArgument() {
                if named.contains(where: { $0.name.name == argument.name.name }) {
                    throw failure(
                        .duplicatedNamedArgument,
                        "the argument '\(argument.name.name)' is given twice; remove one",
                        arguments: [argument.name.name], at: argumentStart)
                }
                named.append(argument)
            } else {
                let expression = try parseInlineExpression()
                if !named.isEmpty {
                    throw failure(
                        .positionalArgumentFollowsNamed,
                        "positional arguments must come before named arguments", at: argumentStart)
                }
                positional.append(expression)
            }
            skipBlank()
            guard isAt(ASCII.comma) else { break }
            position += 1
            skipBlank()
        }
        try expect(ASCII.closeParenthesis)
        return CallArguments(positional: positional, named: named, span: span(from: start))
    }

    /// `NamedArgument ::= Identifier blank? ":" blank? (StringLiteral | NumberLiteral)`, or `nil`
    /// (cursor unchanged) if the text is not `identifier:`.
    private mutating func parseNamedArgument() throws(ParseFailure) -> NamedArgument? {
        let start = position
        guard position < end, ASCII.isLetter(bytes[position]) else { return nil }
        let name = try parseIdentifier()
        skipBlank()
        guard isAt(ASCII.colon) else {
            position = start
            return nil
        }
        position += 1
        skipBlank()
        let value: Literal
        if isAt(ASCII.quote) {
            value = .string(try parseStringLiteral())
        } else if isNumberStart {
            value = .number(try parseNumberLiteral())
        } else {
            throw failure(
                .missingLiteral,
                "the value of the named argument '\(name.name)' must be a string or a number",
                arguments: [name.name])
        }
        return NamedArgument(name: name, value: value, span: span(from: start))
    }

    /// `StringLiteral ::= "\"" quoted_char* "\""`; the value keeps its escapes.
    private mutating func parseStringLiteral() throws(ParseFailure) -> StringLiteral {
        let start = position
        try expect(ASCII.quote)
        while true {
            guard position < end, lineEndLength(at: position) == nil else {
                throw failure(
                    .unterminatedStringLiteral,
                    "the string literal is not closed; add '\"' before the line end")
            }
            let current = bytes[position]
            if current == ASCII.quote { break }
            if current == ASCII.backslash {
                try parseEscapeSequence()
            } else {
                position += 1
            }
        }
        let value = string(start + 1..<position)
        position += 1
        return StringLiteral(value: value, span: span(from: start))
    }

    private mutating func parseEscapeSequence() throws(ParseFailure) {
        let start = position
        position += 1
        guard let escaped = byte(at: position) else {
            throw failure(
                .unknownEscapeSequence, "the string literal ends after a backslash", arguments: ["\\"])
        }
        let digits: Int
        switch escaped {
        case ASCII.quote, ASCII.backslash:
            position += 1
            return
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 6
        default:
            let shown = string(position..<min(position + 1, end))
            throw failure(
                .unknownEscapeSequence,
                "unknown escape sequence '\\\(shown)'; write '\\\\' for a backslash", arguments: [shown],
                at: start)
        }
        position += 1
        for _ in 0..<digits {
            guard let digit = byte(at: position), ASCII.isHexDigit(digit) else {
                let sequence = string(start..<position)
                throw failure(
                    .invalidUnicodeEscapeSequence,
                    "invalid escape sequence '\(sequence)'; '\\u' takes 4 and '\\U' takes 6 hex digits",
                    arguments: [sequence], at: start)
            }
            position += 1
        }
    }

    /// `NumberLiteral ::= "-"? digits ("." digits)?`.
    private mutating func parseNumberLiteral() throws(ParseFailure) -> NumberLiteral {
        let start = position
        if isAt(ASCII.hyphen) { position += 1 }
        guard skipDigits() > 0 else {
            throw failure(.expectedCharRange, "expected a digit", arguments: ["0-9"])
        }
        if isAt(ASCII.period), let next = byte(at: position + 1), ASCII.isDigit(next) {
            position += 1
            skipDigits()
        }
        return NumberLiteral(value: string(start..<position), span: span(from: start))
    }

    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = position
        while position < end && ASCII.isDigit(bytes[position]) { position += 1 }
        return position - start
    }
}
