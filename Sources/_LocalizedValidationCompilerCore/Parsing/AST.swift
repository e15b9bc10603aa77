/// The root of a parsed Fluent file: its entries in source order.
///
/// Blank lines are not kept. Adjacent comment lines of the same level are joined into one
/// comment, and a single-`#` comment directly above a message or term (no blank line between)
/// is attached to it as ``Message/comment`` / ``Term/comment`` instead of being an entry.
@_spi(Syntax) public struct Resource: Sendable, Equatable {
    /// The entries in source order.
    public var body: [Entry]
    /// The whole input, excluding a leading byte order mark.
    public var span: SourceSpan

    /// Creates a resource.
    public init(body: [Entry], span: SourceSpan) {
        self.body = body
        self.span = span
    }

    /// Every error found while parsing: the annotations of all ``Junk`` entries, in source order.
    public var errors: [Annotation] {
        body.flatMap { entry -> [Annotation] in
            if case .junk(let junk) = entry { return junk.annotations }
            return []
        }
    }
}

/// A top-level item of a ``Resource``.
@_spi(Syntax) public enum Entry: Sendable, Equatable {
    /// A message (`id = value`).
    case message(Message)
    /// A term (`-id = value`).
    case term(Term)
    /// A standalone `#` comment (one not attached to a message or term).
    case comment(Comment)
    /// A `##` comment.
    case groupComment(GroupComment)
    /// A `###` comment.
    case resourceComment(ResourceComment)
    /// Text that could not be parsed, kept verbatim.
    case junk(Junk)

    /// The source range of the entry (for messages and terms, without the attached comment).
    public var span: SourceSpan {
        switch self {
        case .message(let node): node.span
        case .term(let node): node.span
        case .comment(let node): node.span
        case .groupComment(let node): node.span
        case .resourceComment(let node): node.span
        case .junk(let node): node.span
        }
    }
}

/// A name: `[a-zA-Z][a-zA-Z0-9_-]*`.
@_spi(Syntax) public struct Identifier: Sendable, Equatable {
    /// The identifier's text.
    public var name: String
    /// Where it appears.
    public var span: SourceSpan

    /// Creates an identifier.
    public init(name: String, span: SourceSpan) {
        self.name = name
        self.span = span
    }
}

/// A message: an identifier with a value, attributes, or both.
@_spi(Syntax) public struct Message: Sendable, Equatable {
    /// The message's identifier.
    public var id: Identifier
    /// The value, or `nil` for a message with attributes only.
    public var value: Pattern?
    /// The attributes (`.name = pattern`) in source order.
    public var attributes: [Attribute]
    /// The `#` comment directly above the message, if any.
    public var comment: Comment?
    /// From the identifier to the end of the last pattern (the line end is not included).
    public var span: SourceSpan

    /// Creates a message.
    public init(
        id: Identifier, value: Pattern?, attributes: [Attribute], comment: Comment?, span: SourceSpan
    ) {
        self.id = id
        self.value = value
        self.attributes = attributes
        self.comment = comment
        self.span = span
    }
}

/// A term: `-id = value`, a private message usable only inside other patterns.
@_spi(Syntax) public struct Term: Sendable, Equatable {
    /// The term's identifier, without the leading `-`.
    public var id: Identifier
    /// The value; a term always has one.
    public var value: Pattern
    /// The attributes in source order.
    public var attributes: [Attribute]
    /// The `#` comment directly above the term, if any.
    public var comment: Comment?
    /// From the `-` to the end of the last pattern (the line end is not included).
    public var span: SourceSpan

    /// Creates a term.
    public init(
        id: Identifier, value: Pattern, attributes: [Attribute], comment: Comment?, span: SourceSpan
    ) {
        self.id = id
        self.value = value
        self.attributes = attributes
        self.comment = comment
        self.span = span
    }
}

/// An attribute of a message or term: `.id = pattern`.
@_spi(Syntax) public struct Attribute: Sendable, Equatable {
    /// The attribute's name, without the `.`.
    public var id: Identifier
    /// The attribute's value.
    public var value: Pattern
    /// From the `.` to the end of the pattern.
    public var span: SourceSpan

    /// Creates an attribute.
    public init(id: Identifier, value: Pattern, span: SourceSpan) {
        self.id = id
        self.value = value
        self.span = span
    }
}

/// A `#` comment; consecutive lines are joined with `\n`, without the `# ` prefixes.
@_spi(Syntax) public struct Comment: Sendable, Equatable {
    /// The text of the comment lines.
    public var content: String
    /// From the first `#` to the end of the last line (the line end is not included).
    public var span: SourceSpan

    /// Creates a comment.
    public init(content: String, span: SourceSpan) {
        self.content = content
        self.span = span
    }
}

/// A `##` comment, which describes a group of entries; never attached to a message.
@_spi(Syntax) public struct GroupComment: Sendable, Equatable {
    /// The text of the comment lines.
    public var content: String
    /// From the first `#` to the end of the last line (the line end is not included).
    public var span: SourceSpan

    /// Creates a group comment.
    public init(content: String, span: SourceSpan) {
        self.content = content
        self.span = span
    }
}

/// A `###` comment, which describes the whole file; never attached to a message.
@_spi(Syntax) public struct ResourceComment: Sendable, Equatable {
    /// The text of the comment lines.
    public var content: String
    /// From the first `#` to the end of the last line (the line end is not included).
    public var span: SourceSpan

    /// Creates a resource comment.
    public init(content: String, span: SourceSpan) {
        self.content = content
        self.span = span
    }
}

/// Source text that is not a valid entry, kept verbatim with the errors found in it.
///
/// As the Fluent specification prescribes, junk starts at the beginning of the broken entry and
/// runs to the next line that starts with `[a-zA-Z]`, `-` or `#`, including any blank lines.
@_spi(Syntax) public struct Junk: Sendable, Equatable {
    /// The unparsed text, verbatim (invalid UTF-8 is replaced with U+FFFD).
    public var content: String
    /// Why the text could not be parsed.
    public var annotations: [Annotation]
    /// The source range of ``content``.
    public var span: SourceSpan

    /// Creates a junk entry.
    public init(content: String, annotations: [Annotation], span: SourceSpan) {
        self.content = content
        self.annotations = annotations
        self.span = span
    }
}
