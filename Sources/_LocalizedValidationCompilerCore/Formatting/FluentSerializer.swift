/// Writes a ``Resource`` back as canonical Fluent text; the engine of `catalogc fmt`.
///
/// The output follows the conventions of the reference serializer (fluent.js): one space around
/// `=`, multiline patterns and select expressions start on their own line indented by 4 spaces,
/// variants are indented by 4 spaces (the default variant's `*` hangs one column to the left),
/// placeables are written `{ $x }`, and junk is copied verbatim. Entries are separated by one
/// blank line; a comment attached to a message or term stays directly above it, so a
/// standalone comment, followed by a blank line, is still standalone when read back. Blank
/// lines inside a pattern are written empty (no indentation), and lines end with LF.
///
/// Parsing the output gives the same syntax tree (apart from source positions) with the same
/// text, byte for byte, and serializing is idempotent. Text is handled as Unicode scalars,
/// never as `Character`s, so no scalar is lost or merged with its neighbours.
///
/// ```swift
/// let formatted = FluentSerializer().serialize(FluentParser().parse(source))
/// ```
@_spi(Syntax) public struct FluentSerializer: Sendable {
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
        // Junk already ends with the blank lines that followed it (they are part of it when
        // read back), so no blank line is added after junk.
        var previousWasJunk = false
        for entry in resource.body {
            let text: String
            switch entry {
            case .message(let message): text = serialize(message)
            case .term(let term): text = serialize(term)
            case .comment(let comment): text = standalone(comment: comment.content, sigil: "#")
            case .groupComment(let comment): text = standalone(comment: comment.content, sigil: "##")
            case .resourceComment(let comment): text = standalone(comment: comment.content, sigil: "###")
            case .junk(let junk):
                guard includesJunk else { continue }
                text = junk.content
            }
            if !output.isEmpty && !previousWasJunk { output += "\n" }
            output += text
            if case .junk = entry { previousWasJunk = true } else { previousWasJunk = false }
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

    private func standalone(comment content: String, sigil: String) -> String {
        preservingCarriageReturns(comment(content: content, sigil: sigil))
    }

    /// A lone CR is text in Fluent, but a CR that ends up before one of our LFs would be read
    /// back as part of a CRLF line end. Writing CR CR LF keeps the CR as text.
    private func preservingCarriageReturns(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        return text.replacingCRLF()
    }

    private func comment(content: String, sigil: String) -> String {
        content.linesByScalar.map { $0.isEmpty ? sigil : sigil + " " + $0 }.joined(separator: "\n") + "\n"
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

    /// Indents every line but the first by 4 spaces; empty lines stay empty (the parser
    /// ignores the spaces of blank lines, and trailing spaces would only be noise).
    private func indentingContinuationLines(_ text: String) -> String {
        let lines = text.linesByScalar
        return lines.dropFirst().reduce(into: String(lines[0])) { result, line in
            result += line.isEmpty ? "\n" : "\n    " + line
        }
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
