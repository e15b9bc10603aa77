/// An error found while parsing, attached to the ``Junk`` entry it made unparsable.
@_spi(Syntax) public struct Annotation: Sendable, Equatable {
    /// The stable error code (`E0003`, …); see ``AnnotationCode``.
    public var code: AnnotationCode
    /// Values substituted into the message (for example the expected token).
    public var arguments: [String]
    /// A human-readable explanation, saying what is wrong and how to fix it.
    public var message: String
    /// Where the error was detected (an empty span at that point).
    public var span: SourceSpan

    /// Creates an annotation.
    public init(code: AnnotationCode, arguments: [String], message: String, span: SourceSpan) {
        self.code = code
        self.arguments = arguments
        self.message = message
        self.span = span
    }
}

/// The code of an ``Annotation``.
///
/// `E0001`…`E0029` follow the codes of the reference implementation (fluent.js). Codes from
/// `E0100` are specific to this parser and describe input problems the Fluent grammar does not
/// cover: bytes that are not UTF-8, and nesting beyond the parser's depth limit.
@_spi(Syntax) public struct AnnotationCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The code, such as `E0003`.
    public var rawValue: String

    /// Creates a code from its text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The code's text.
    public var description: String { rawValue }

    /// A line that does not start an entry (a message, a term or a comment) where one must start.
    public static let expectedEntry = AnnotationCode(rawValue: "E0002")
    /// A required token (such as `=`, `}` or a line end) is missing.
    public static let expectedToken = AnnotationCode(rawValue: "E0003")
    /// A character from a given range (a letter, a digit) was expected.
    public static let expectedCharRange = AnnotationCode(rawValue: "E0004")
    /// A message has neither a value nor attributes.
    public static let missingMessageValue = AnnotationCode(rawValue: "E0005")
    /// A term has no value.
    public static let missingTermValue = AnnotationCode(rawValue: "E0006")
    /// A function name is not upper-case.
    public static let invalidCallee = AnnotationCode(rawValue: "E0008")
    /// A select expression has no default variant.
    public static let missingDefaultVariant = AnnotationCode(rawValue: "E0010")
    /// A select expression has no variants.
    public static let missingVariants = AnnotationCode(rawValue: "E0011")
    /// An attribute or variant has no value.
    public static let missingValue = AnnotationCode(rawValue: "E0012")
    /// A variant key is neither an identifier nor a number.
    public static let missingVariantKey = AnnotationCode(rawValue: "E0013")
    /// A named argument's value is not a literal.
    public static let missingLiteral = AnnotationCode(rawValue: "E0014")
    /// More than one variant is marked as default.
    public static let multipleDefaultVariants = AnnotationCode(rawValue: "E0015")
    /// A message reference is used as a selector.
    public static let messageReferenceAsSelector = AnnotationCode(rawValue: "E0016")
    /// A term value is used as a selector.
    public static let termReferenceAsSelector = AnnotationCode(rawValue: "E0017")
    /// A message attribute is used as a selector.
    public static let messageAttributeAsSelector = AnnotationCode(rawValue: "E0018")
    /// A term attribute is used as a placeable.
    public static let termAttributeAsPlaceable = AnnotationCode(rawValue: "E0019")
    /// A string literal is not closed on its line.
    public static let unterminatedStringLiteral = AnnotationCode(rawValue: "E0020")
    /// A positional argument follows a named one.
    public static let positionalArgumentFollowsNamed = AnnotationCode(rawValue: "E0021")
    /// A named argument appears twice.
    public static let duplicatedNamedArgument = AnnotationCode(rawValue: "E0022")
    /// A backslash is followed by an unknown character in a string literal.
    public static let unknownEscapeSequence = AnnotationCode(rawValue: "E0025")
    /// `\u` or `\U` is not followed by 4 or 6 hex digits.
    public static let invalidUnicodeEscapeSequence = AnnotationCode(rawValue: "E0026")
    /// A `}` appears in text without a matching `{`.
    public static let unbalancedClosingBrace = AnnotationCode(rawValue: "E0027")
    /// An expression was expected inside a placeable or argument list.
    public static let expectedInlineExpression = AnnotationCode(rawValue: "E0028")
    /// A placeable is used as a selector.
    public static let placeableAsSelector = AnnotationCode(rawValue: "E0029")
    /// The bytes are not valid UTF-8; the annotation's span points at the first bad byte.
    public static let invalidUTF8 = AnnotationCode(rawValue: "E0100")
    /// Placeables or call arguments are nested deeper than the parser's limit.
    public static let nestingTooDeep = AnnotationCode(rawValue: "E0101")
}
