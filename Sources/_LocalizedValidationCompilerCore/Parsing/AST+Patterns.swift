/// The value of a message, term, attribute or variant: text and placeables.
///
/// The parser has already applied Fluent's whitespace rules: the common indentation of the
/// continuation lines is removed, leading blank lines and trailing spaces are dropped, CRLF
/// becomes `\n`, and adjacent text is joined into one ``TextElement``.
@_spi(Syntax) public struct Pattern: Sendable, Equatable {
    /// The elements in source order; never empty.
    public var elements: [PatternElement]
    /// From the first to the last element in the source.
    public var span: SourceSpan

    /// Creates a pattern.
    public init(elements: [PatternElement], span: SourceSpan) {
        self.elements = elements
        self.span = span
    }
}

extension [PatternElement] {
    /// Adjacent text elements joined, as the parser would read them back.
    package func mergingAdjacentText() -> [PatternElement] {
        var merged: [PatternElement] = []
        for element in self {
            if case .text(let text) = element, case .text(var previous)? = merged.last {
                previous.value += text.value
                merged[merged.count - 1] = .text(previous)
            } else {
                merged.append(element)
            }
        }
        return merged
    }
}

/// One piece of a ``Pattern``.
@_spi(Syntax) public enum PatternElement: Sendable, Equatable {
    /// Literal text.
    case text(TextElement)
    /// An expression in braces.
    case placeable(Placeable)

    /// The source range of the element.
    public var span: SourceSpan {
        switch self {
        case .text(let node): node.span
        case .placeable(let node): node.span
        }
    }
}

/// Literal text in a pattern, after indentation removal.
@_spi(Syntax) public struct TextElement: Sendable, Equatable {
    /// The text.
    public var value: String
    /// The source text it came from, including removed indentation.
    public var span: SourceSpan

    /// Creates a text element.
    public init(value: String, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

/// An expression in braces: `{ $count }`.
@_spi(Syntax) public struct Placeable: Sendable, Equatable {
    /// The expression between the braces.
    public var expression: FluentExpression
    /// From `{` to `}` inclusive.
    public var span: SourceSpan

    /// Creates a placeable.
    public init(expression: FluentExpression, span: SourceSpan) {
        self.expression = expression
        self.span = span
    }
}

/// Anything that can appear inside a placeable (the spec's `InlineExpression` or `SelectExpression`).
///
/// Named `FluentExpression` rather than `Expression` so it does not clash with Foundation's
/// `Expression` in files that import both.
@_spi(Syntax) public indirect enum FluentExpression: Sendable, Equatable {
    /// `"text"`.
    case stringLiteral(StringLiteral)
    /// `42`, `-1.5`.
    case numberLiteral(NumberLiteral)
    /// `NUMBER($n, minimumFractionDigits: 2)`.
    case functionReference(FunctionReference)
    /// `other-message` or `other-message.attribute`.
    case messageReference(MessageReference)
    /// `-term`, `-term.attribute`, `-term(case: "genitive")`.
    case termReference(TermReference)
    /// `$variable`.
    case variableReference(VariableReference)
    /// A nested placeable: `{ { $x } }`.
    case placeable(Placeable)
    /// `$n -> [one] … *[other] …`.
    case selectExpression(SelectExpression)

    /// The source range of the expression.
    public var span: SourceSpan {
        switch self {
        case .stringLiteral(let node): node.span
        case .numberLiteral(let node): node.span
        case .functionReference(let node): node.span
        case .messageReference(let node): node.span
        case .termReference(let node): node.span
        case .variableReference(let node): node.span
        case .placeable(let node): node.span
        case .selectExpression(let node): node.span
        }
    }
}

/// A quoted string literal. ``value`` keeps the escape sequences as written.
@_spi(Syntax) public struct StringLiteral: Sendable, Equatable {
    /// The text between the quotes, escapes not yet applied (as in the spec's AST).
    public var value: String
    /// From the opening to the closing quote inclusive.
    public var span: SourceSpan

    /// Creates a string literal from its raw (still escaped) text.
    public init(value: String, span: SourceSpan) {
        self.value = value
        self.span = span
    }

    /// The value with `\\`, `\"`, `\u` + 4 hex digits and `\U` + 6 hex digits applied.
    ///
    /// Escapes of surrogates or of values above U+10FFFF become U+FFFD, as the spec requires.
    public var unescapedValue: String {
        var result = ""
        var scalars = value.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escaped = scalars.next() else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let digits: Int
            switch escaped {
            case "u": digits = 4
            case "U": digits = 6
            default:
                result.unicodeScalars.append(escaped)
                continue
            }
            var code: UInt32 = 0
            for _ in 0..<digits {
                guard let digit = scalars.next(), let nibble = UInt32(String(digit), radix: 16) else {
                    break
                }
                code = code << 4 | nibble
            }
            result.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        }
        return result
    }
}

/// A number literal, kept as written (`"-0"`, `"1.50"`).
@_spi(Syntax) public struct NumberLiteral: Sendable, Equatable {
    /// The literal's source text.
    public var value: String
    /// Where it appears.
    public var span: SourceSpan

    /// Creates a number literal.
    public init(value: String, span: SourceSpan) {
        self.value = value
        self.span = span
    }
}

/// A reference to another message or one of its attributes.
@_spi(Syntax) public struct MessageReference: Sendable, Equatable {
    /// The referenced message.
    public var id: Identifier
    /// The referenced attribute, if any.
    public var attribute: Identifier?
    /// Where the reference appears.
    public var span: SourceSpan

    /// Creates a message reference.
    public init(id: Identifier, attribute: Identifier?, span: SourceSpan) {
        self.id = id
        self.attribute = attribute
        self.span = span
    }
}

/// A reference to a term, optionally to one of its attributes, optionally with arguments.
@_spi(Syntax) public struct TermReference: Sendable, Equatable {
    /// The referenced term, without the `-`.
    public var id: Identifier
    /// The referenced attribute, if any.
    public var attribute: Identifier?
    /// The parameters passed to the term, if any.
    public var arguments: CallArguments?
    /// From the `-` to the end of the reference.
    public var span: SourceSpan

    /// Creates a term reference.
    public init(id: Identifier, attribute: Identifier?, arguments: CallArguments?, span: SourceSpan) {
        self.id = id
        self.attribute = attribute
        self.arguments = arguments
        self.span = span
    }
}

/// A variable supplied by the caller: `$name`.
@_spi(Syntax) public struct VariableReference: Sendable, Equatable {
    /// The variable's name, without the `$`.
    public var id: Identifier
    /// From the `$` to the end of the name.
    public var span: SourceSpan

    /// Creates a variable reference.
    public init(id: Identifier, span: SourceSpan) {
        self.id = id
        self.span = span
    }
}

/// A call of a built-in function; function names are upper-case (`NUMBER`, `DATETIME`).
@_spi(Syntax) public struct FunctionReference: Sendable, Equatable {
    /// The function's name.
    public var id: Identifier
    /// The arguments in parentheses.
    public var arguments: CallArguments
    /// From the name to the closing parenthesis.
    public var span: SourceSpan

    /// Creates a function reference.
    public init(id: Identifier, arguments: CallArguments, span: SourceSpan) {
        self.id = id
        self.arguments = arguments
        self.span = span
    }
}

/// The arguments of a function call or parameterized term: positional first, then named.
@_spi(Syntax) public struct CallArguments: Sendable, Equatable {
    /// The positional arguments, in order.
    public var positional: [FluentExpression]
    /// The named arguments, in order; names are unique.
    public var named: [NamedArgument]
    /// From `(` to `)` inclusive.
    public var span: SourceSpan

    /// Creates an argument list.
    public init(positional: [FluentExpression], named: [NamedArgument], span: SourceSpan) {
        self.positional = positional
        self.named = named
        self.span = span
    }
}

/// `name: "literal"` or `name: 42` in an argument list.
@_spi(Syntax) public struct NamedArgument: Sendable, Equatable {
    /// The argument's name.
    public var name: Identifier
    /// The argument's value; only literals are allowed.
    public var value: Literal
    /// From the name to the end of the value.
    public var span: SourceSpan

    /// Creates a named argument.
    public init(name: Identifier, value: Literal, span: SourceSpan) {
        self.name = name
        self.value = value
        self.span = span
    }
}

/// The value of a ``NamedArgument``.
@_spi(Syntax) public enum Literal: Sendable, Equatable {
    /// A string literal.
    case string(StringLiteral)
    /// A number literal.
    case number(NumberLiteral)

    /// The literal as an ``FluentExpression``.
    public var expression: FluentExpression {
        switch self {
        case .string(let node): .stringLiteral(node)
        case .number(let node): .numberLiteral(node)
        }
    }
}

/// `selector -> variants`: picks one variant by the selector's value.
@_spi(Syntax) public struct SelectExpression: Sendable, Equatable {
    /// The value being matched.
    public var selector: FluentExpression
    /// The variants in source order; exactly one is the default.
    public var variants: [Variant]
    /// From the selector to the end of the last variant.
    public var span: SourceSpan

    /// Creates a select expression.
    public init(selector: FluentExpression, variants: [Variant], span: SourceSpan) {
        self.selector = selector
        self.variants = variants
        self.span = span
    }
}

/// One branch of a ``SelectExpression``: `[key] pattern` or `*[key] pattern`.
@_spi(Syntax) public struct Variant: Sendable, Equatable {
    /// The key in brackets.
    public var key: VariantKey
    /// The branch's value.
    public var value: Pattern
    /// Whether this is the default variant (`*[key]`).
    public var isDefault: Bool
    /// From the `*` or `[` to the end of the pattern.
    public var span: SourceSpan

    /// Creates a variant.
    public init(key: VariantKey, value: Pattern, isDefault: Bool, span: SourceSpan) {
        self.key = key
        self.value = value
        self.isDefault = isDefault
        self.span = span
    }
}

/// The key of a ``Variant``: a name such as `one`, or a number such as `0`.
@_spi(Syntax) public enum VariantKey: Sendable, Equatable {
    /// A name (plural category or string value).
    case identifier(Identifier)
    /// An exact number.
    case numberLiteral(NumberLiteral)

    /// The key's source text.
    public var text: String {
        switch self {
        case .identifier(let node): node.name
        case .numberLiteral(let node): node.value
        }
    }

    /// Where the key (without brackets) appears.
    public var span: SourceSpan {
        switch self {
        case .identifier(let node): node.span
        case .numberLiteral(let node): node.span
        }
    }
}
