/// `Resource`, entries, comments and junk.
extension ParserCore {
    /// A parsed comment line before joining: level 1, 2 or 3 (`#`, `##`, `###`).
    private struct CommentLine {
        var level: Int
        var content: String
        var span: SourceSpan
    }

    /// `Resource ::= (Entry | blank_block | Junk)*`, then the spec's AST construction: joining
    /// adjacent comment lines, attaching comments to messages and terms, dropping blank lines.
    mutating func parseResource() -> Resource {
        let invalidOffsets = UTF8Validation.firstInvalidOffsetPerLine(in: bytes)
        var nextInvalid = 0
        var body: [Entry] = []
        // The end of the previous entry including its line end; an entry starting exactly there
        // is adjacent to it (no blank line between).
        var previousEnd = -1
        let resourceStart = position

        while position < end {
            let entryStart = position
            if !ASCII.startsEntry(bytes[entryStart]), let blank = blankBlock(at: entryStart) {
                position = blank.end
                continue
            }
            furthestFailure = nil
            depth = 0
            var parsed: Entry?
            if ASCII.startsEntry(bytes[entryStart]) {
                // Fatal or not, a failed entry becomes junk: the recovery is the same.
                parsed = try? parseEntry()
                if parsed == nil {
                    // The parse is deterministic: again from the start, recording failures.
                    position = entryStart
                    depth = 0
                    recordsFailures = true
                    _ = try? parseEntry()
                    recordsFailures = false
                }
            }
            let entryEnd = parsed == nil ? junkEnd(from: entryStart) : position
            while nextInvalid < invalidOffsets.count && invalidOffsets[nextInvalid] < entryStart {
                nextInvalid += 1
            }
            let invalidOffset = nextInvalid < invalidOffsets.count ? invalidOffsets[nextInvalid] : nil
            if let invalidOffset, invalidOffset < entryEnd {
                parsed = nil
                furthestFailure = RecordedFailure(
                    code: .invalidUTF8, arguments: [String(invalidOffset)],
                    message: "invalid UTF-8 at byte offset \(invalidOffset); save the file as UTF-8",
                    offset: invalidOffset)
            }
            position = entryEnd
            guard let entry = parsed else {
                body.append(.junk(makeJunk(entryStart..<entryEnd)))
                previousEnd = entryEnd
                continue
            }
            let adjacent = previousEnd == entryStart
            previousEnd = entryEnd
            append(entry, adjacent: adjacent, to: &body)
        }
        return Resource(body: body, span: span(from: resourceStart, to: end))
    }

    private func junkEnd(from start: Int) -> Int {
        var cursor = endOfLine(from: start)
        while cursor < end && !ASCII.startsEntry(bytes[cursor]) {
            cursor = endOfLine(from: cursor)
        }
        return cursor
    }

    /// The offset just past the next LF (or the end of input).
    private func endOfLine(from start: Int) -> Int {
        var cursor = start
        while cursor < end {
            if bytes[cursor] == ASCII.lineFeed { return cursor + 1 }
            cursor += 1
        }
        return end
    }

    private mutating func makeJunk(_ range: Range<Int>) -> Junk {
        // Lines that do not even start an entry were never parsed, so nothing failed; say why
        // they are junk instead of dropping them silently.
        let failure =
            furthestFailure
            ?? RecordedFailure(
                code: .expectedEntry, arguments: [],
                message:
                    "expected a message, a term or a comment; an entry starts at the beginning of a line with a letter, '-' or '#'",
                offset: range.lowerBound)
        var offset = min(max(failure.offset, range.lowerBound), range.upperBound)
        // Input that ends too early fails at the very end, often on the empty line after the
        // last line end: point just after the last character written instead.
        if offset == end {
            while offset > range.lowerBound,
                [ASCII.space, ASCII.lineFeed, ASCII.carriageReturn].contains(bytes[offset - 1])
            {
                offset -= 1
            }
        }
        let point = location(offset)
        let annotation = Annotation(
            code: failure.code, arguments: failure.arguments, message: failure.message,
            span: SourceSpan(start: point, end: point))
        return Junk(
            content: string(range), annotations: [annotation],
            span: span(from: range.lowerBound, to: range.upperBound))
    }

    private func append(_ entry: Entry, adjacent: Bool, to body: inout [Entry]) {
        guard adjacent, let last = body.indices.last else {
            body.append(entry)
            return
        }
        // Only a comment joins what follows it: anything else is appended without copying
        // the previous entry out of the body (most entries follow a message).
        switch body[last] {
        case .comment, .groupComment, .resourceComment: break
        default:
            body.append(entry)
            return
        }
        let previous = body[last]
        switch (previous, entry) {
        case (.comment(let first), .comment(let second)):
            body[body.count - 1] = .comment(
                Comment(content: first.content + "\n" + second.content, span: joined(first.span, second.span))
            )
        case (.groupComment(let first), .groupComment(let second)):
            body[body.count - 1] = .groupComment(
                GroupComment(
                    content: first.content + "\n" + second.content, span: joined(first.span, second.span)))
        case (.resourceComment(let first), .resourceComment(let second)):
            body[body.count - 1] = .resourceComment(
                ResourceComment(
                    content: first.content + "\n" + second.content, span: joined(first.span, second.span)))
        case (.comment(let comment), .message(var message)):
            message.comment = comment
            body[body.count - 1] = .message(message)
        case (.comment(let comment), .term(var term)):
            term.comment = comment
            body[body.count - 1] = .term(term)
        default:
            body.append(entry)
        }
    }

    private func joined(_ first: SourceSpan, _ second: SourceSpan) -> SourceSpan {
        SourceSpan(start: first.start, end: second.end)
    }

    /// `Entry ::= (Message line_end) | (Term line_end) | CommentLine`. Consumes the line end.
    private mutating func parseEntry() throws(ParseFailure) -> Entry {
        switch bytes[position] {
        case ASCII.hash:
            let line = try parseCommentLine()
            switch line.level {
            case 1: return .comment(Comment(content: line.content, span: line.span))
            case 2: return .groupComment(GroupComment(content: line.content, span: line.span))
            default: return .resourceComment(ResourceComment(content: line.content, span: line.span))
            }
        case ASCII.hyphen:
            let term = try parseTerm()
            try expectLineEnd()
            return .term(term)
        default:
            let message = try parseMessage()
            try expectLineEnd()
            return .message(message)
        }
    }

    /// `CommentLine ::= ("###" | "##" | "#") ("\u0020" comment_char*)? line_end`.
    private mutating func parseCommentLine() throws(ParseFailure) -> CommentLine {
        let start = position
        var level = 0
        while level < 3 && isAt(ASCII.hash) {
            level += 1
            position += 1
        }
        var content = ""
        if isAt(ASCII.space) {
            position += 1
            let contentStart = position
            while position < end && lineEndLength(at: position) == nil { position += 1 }
            content = string(contentStart..<position)
        }
        let stop = position
        guard let length = lineEndLength(at: position) else {
            throw failure(
                .expectedToken, "a comment's '#' must be followed by a space or a line end",
                arguments: [" "])
        }
        let commentSpan = span(from: start, to: stop)
        position += length
        return CommentLine(level: level, content: content, span: commentSpan)
    }

    /// `Message ::= Identifier blank_inline? "=" blank_inline? ((Pattern Attribute*) | (Attribute+))`.
    private mutating func parseMessage() throws(ParseFailure) -> Message {
        let start = position
        let id = try parseIdentifier()
        skipBlankInline()
        try expect(ASCII.equals)
        skipBlankInline()
        let value = try parsePattern()
        let attributes = try parseAttributes()
        if value == nil && attributes.isEmpty {
            throw failure(
                .missingMessageValue,
                "message '\(id.name)' has no value; write text after '=' or add an attribute",
                arguments: [id.name])
        }
        return Message(id: id, value: value, attributes: attributes, comment: nil, span: span(from: start))
    }

    /// `Term ::= "-" Identifier blank_inline? "=" blank_inline? Pattern Attribute*`.
    private mutating func parseTerm() throws(ParseFailure) -> Term {
        let start = position
        try expect(ASCII.hyphen)
        let id = try parseIdentifier()
        skipBlankInline()
        try expect(ASCII.equals)
        skipBlankInline()
        guard let value = try parsePattern() else {
            throw failure(
                .missingTermValue, "term '-\(id.name)' has no value; write text after '='",
                arguments: [id.name])
        }
        let attributes = try parseAttributes()
        return Term(id: id, value: value, attributes: attributes, comment: nil, span: span(from: start))
    }

    /// `Attribute*` where
    /// `Attribute ::= line_end blank? "." Identifier blank_inline? "=" blank_inline? Pattern`.
    /// A broken attribute ends the list (and is left for junk recovery), as in the spec's PEG.
    private mutating func parseAttributes() throws(ParseFailure) -> [Attribute] {
        var attributes: [Attribute] = []
        while true {
            let save = position
            do throws(ParseFailure) {
                attributes.append(try parseAttribute())
            } catch {
                if error.isFatal { throw error }
                position = save
                return attributes
            }
        }
    }

    private mutating func parseAttribute() throws(ParseFailure) -> Attribute {
        try expectLineEnd()
        skipBlank()
        let start = position
        try expect(ASCII.period)
        let id = try parseIdentifier()
        skipBlankInline()
        try expect(ASCII.equals)
        skipBlankInline()
        guard let value = try parsePattern() else {
            throw failure(
                .missingValue, "attribute '.\(id.name)' has no value; write text after '='",
                arguments: [id.name])
        }
        return Attribute(id: id, value: value, span: span(from: start))
    }

    /// `Identifier ::= [a-zA-Z] [a-zA-Z0-9_-]*`.
    mutating func parseIdentifier() throws(ParseFailure) -> Identifier {
        let start = position
        guard position < end, ASCII.isLetter(bytes[position]) else {
            throw failure(
                .expectedCharRange, "expected an identifier starting with a letter (a-z, A-Z)",
                arguments: ["a-zA-Z"])
        }
        position += 1
        while position < end && ASCII.isIdentifierContinuation(bytes[position]) { position += 1 }
        return Identifier(name: string(start..<position), span: span(from: start))
    }
}
