/// Writes a ``Resource`` back as canonical Fluent text; the engine of `catalogc fmt`.
///
/// The output follows the conventions of the reference serializer (fluent.js): one space around
/// `=`, multiline patterns and select expressions start on their own line indented by 4 spaces,
/// variants are indented by 4 spaces (the default variant's `*` hangs one column to the left),
/// placeables are written `{ $x }`, comments are kept (a standalone comment is followed by a blank
/// line so it is not attached to the next message when read back), and junk is copied verbatim.
///
/// Parsing the output gives the same syntax tree (apart from source positions), and serializing
/// is idempotent.
///
/// ```swift
/// let formatted = FluentSerializer().serialize(FluentParser().parse(source))
/// ```
public struct FluentSerializer: Sendable {
    /// Whether ``Junk`` entries are written (verbatim) or dropped.
    public var includesJunk: Bool

    /// Creates a serializer.
    ///
    /// - Parameter includesJunk: Whether to keep unparsable text in the output (the default).
    public init(includesJunk: Bool = true) {
        self.includesJunk = includesJunk
    }

    /// Serializes a whole resource.
    ///
    /// - Parameter resource: The resource to write.
    /// - Returns: Fluent source text ending with a line break (empty for an empty resource).
    public func serialize(_ resource: Resource) -> String {
        var output = ""
        // Junk already ends with the blank lines that followed it, so no separator after it.
        var needsSeparator = false
        for entry in resource.body {
            switch entry {
            case .message(let message):
                output += serialize(message)
            case .term(let term):
                output += serialize(term)
            case .comment(let comment):
                output += standalone(comment: comment.content, sigil: "#", separated: needsSeparator)
            case .groupComment(let comment):
                output += standalone(comment: comment.content, sigil: "##", separated: needsSeparator)
            case .resourceComment(let comment):
                output += standalone(comment: comment.content, sigil: "###", separated: needsSeparator)
            case .junk(let junk):
                guard includesJunk else { continue }
                output += junk.content
                needsSeparator = false
                continue
            }
            needsSeparator = true
        }
        return output
    }

    /// Serializes one message, with its comment, ending with a line break.
    public func serialize(_ message: Message) -> String {
        var output = message.comment.map { comment(content: $0.content, sigil: "#") } ?? ""
        output += message.id.name + " ="
        if let value = message.value { output += serialize(pattern: value) }
        for attribute in message.attributes { output += serialize(attribute) }
        return preservingCarriageReturns(output + "\n")
    }

    /// Serializes one term, with its comment, ending with a line break.
    public func serialize(_ term: Term) -> String {
        var output = term.comment.map { comment(content: $0.content, sigil: "#") } ?? ""
        output += "-" + term.id.name + " =" + serialize(pattern: term.value)
        for attribute in term.attributes { output += serialize(attribute) }
        return preservingCarriageReturns(output + "\n")
    }

    /// Serializes an expression as it appears inside a placeable (without the braces).
    public func serialize(_ expression: FluentExpression) -> String {
        switch expression {
        case .stringLiteral(let literal):
            return "\"" + literal.value + "\""
        case .numberLiteral(let literal):
            return literal.value
        case .variableReference(let reference):
            return "$" + reference.id.name
        case .messageReference(let reference):
            return reference.id.name + (reference.attribute.map { "." + $0.name } ?? "")
        case .termReference(let reference):
            return "-" + reference.id.name + (reference.attribute.map { "." + $0.name } ?? "")
                + (reference.arguments.map(serialize(arguments:)) ?? "")
        case .functionReference(let reference):
            return reference.id.name + serialize(arguments: reference.arguments)
        case .placeable(let placeable):
            return serialize(placeable: placeable)
        case .selectExpression(let select):
            var output = serialize(select.selector) + " ->"
            for variant in select.variants {
                let value = indentingContinuationLines(serialize(pattern: variant.value))
                output += (variant.isDefault ? "\n   *[" : "\n    [") + variant.key.text + "]" + value
            }
            return output + "\n"
        }
    }

    // MARK: Pieces

    private func standalone(comment content: String, sigil: String, separated: Bool) -> String {
        preservingCarriageReturns((separated ? "\n" : "") + comment(content: content, sigil: sigil) + "\n")
    }

    /// A lone CR is text in Fluent, but a CR that ends up before one of our LFs would be read
    /// back as part of a CRLF line end. Writing CR CR LF keeps the CR as text.
    private func preservingCarriageReturns(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        return text.replacingCRLF()
    }

    private func comment(content: String, sigil: String) -> String {
        content.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? sigil : sigil + " " + $0 }
            .joined(separator: "\n") + "\n"
    }

    private func serialize(_ attribute: Attribute) -> String {
        "\n    ." + attribute.id.name + " =" + indentingContinuationLines(serialize(pattern: attribute.value))
    }

    private func serialize(pattern: Pattern) -> String {
        let content = pattern.elements.map { element in
            switch element {
            case .text(let text): text.value
            case .placeable(let placeable): serialize(placeable: placeable)
            }
        }.joined()
        if startsOnNewLine(pattern) {
            return "\n    " + indentingContinuationLines(content)
        }
        return " " + indentingContinuationLines(content)
    }

    private func startsOnNewLine(_ pattern: Pattern) -> Bool {
        let isMultiline = pattern.elements.contains { element in
            switch element {
            case .text(let text): text.value.utf8.contains(UInt8(ascii: "\n"))
            case .placeable(let placeable):
                if case .selectExpression = placeable.expression { true } else { false }
            }
        }
        guard isMultiline else { return false }
        // These characters cannot begin an indented continuation line.
        if case .text(let text) = pattern.elements.first, let first = text.value.utf8.first,
            first == UInt8(ascii: "[") || first == UInt8(ascii: "*") || first == UInt8(ascii: ".")
        {
            return false
        }
        return true
    }

    private func serialize(placeable: Placeable) -> String {
        switch placeable.expression {
        case .placeable(let inner): "{" + serialize(placeable: inner) + "}"
        case .selectExpression: "{ " + serialize(placeable.expression) + "}"
        default: "{ " + serialize(placeable.expression) + " }"
        }
    }

    private func serialize(arguments: CallArguments) -> String {
        let positional = arguments.positional.map(serialize)
        let named = arguments.named.map { $0.name.name + ": " + serialize($0.value.expression) }
        return "(" + (positional + named).joined(separator: ", ") + ")"
    }

    private func indentingContinuationLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
    }
}

extension String {
    /// Replaces every CR LF pair with CR CR LF, working on scalars (a `Character` would treat
    /// CR LF as one grapheme).
    fileprivate func replacingCRLF() -> String {
        var result = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in unicodeScalars {
            if scalar == "\n" && previousWasCarriageReturn { result.append("\r") }
            result.append(scalar)
            previousWasCarriageReturn = scalar == "\r"
        }
        return String(result)
    }
}
