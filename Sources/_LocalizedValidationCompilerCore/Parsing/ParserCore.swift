/// Why an attempt to parse a construct failed.
///
/// Failures are ordinary control flow: the grammar is a PEG, and most failures only make the
/// parser try the next alternative. A fatal failure (the nesting limit) is never retried; it
/// turns the whole entry into junk at once. The thrown value is small; the message is only
/// formatted for the failure that got furthest (see ``ParserCore/furthestFailure``).
struct ParseFailure: Error {
    var offset: Int
    var isFatal: Bool
}

/// The failure reported in a junk entry's annotation.
struct RecordedFailure {
    var code: AnnotationCode
    var arguments: [String]
    var message: String
    var offset: Int
    /// A failure that names the real problem (a select without a default variant); the
    /// generic failures the parser meets further on while backtracking do not replace it.
    var isDecisive = false
}

/// The mutable state of one parse: the input bytes and a cursor into them.
///
/// Split by concern into `ParserCore+Entries`, `+Patterns` and `+Expressions`.
struct ParserCore {
    let bytes: [UInt8]
    let end: Int
    let maximumDepth: Int
    var position: Int
    var depth = 0
    var locator: SourceLocator
    /// The failure that got furthest into the current entry, reported if the entry becomes junk.
    var furthestFailure: RecordedFailure?
    /// Whether ``failure(_:_:arguments:at:isFatal:)`` records failures. Entries are parsed
    /// without recording first (most parse, and trying alternatives fails all the time);
    /// an entry that fails is parsed again with recording on, to describe the failure.
    var recordsFailures = false

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.end = bytes.count
        self.maximumDepth = maximumDepth
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        self.position = hasByteOrderMark ? 3 : 0
        self.locator = SourceLocator(bytes: bytes, firstLineStart: position)
    }

    // MARK: Failures

    /// Records a failure at `offset` (default: the cursor) and returns it for `throw`.
    ///
    /// The message and arguments are only evaluated if this failure is the furthest so far.
    mutating func failure(
        _ code: AnnotationCode, _ message: @autoclosure () -> String,
        arguments: @autoclosure () -> [String] = [], at offset: Int? = nil, isFatal: Bool = false,
        isDecisive: Bool = false
    ) -> ParseFailure {
        let failure = ParseFailure(offset: offset ?? position, isFatal: isFatal)
        guard recordsFailures else { return failure }
        if let furthest = furthestFailure, !isFatal, !isDecisive,
            furthest.isDecisive || furthest.offset > failure.offset
        {
            return failure
        }
        furthestFailure = RecordedFailure(
            code: code, arguments: arguments(), message: message(), offset: failure.offset, isDecisive: isDecisive)
        return failure
    }

    mutating func expectedToken(_ token: String) -> ParseFailure {
        failure(
            .expectedToken, "expected \(token == "\n" ? "a line end" : "'\(token)'") here",
            arguments: [token])
    }

    // MARK: Locations

    mutating func location(_ offset: Int) -> SourceLocation {
        locator.location(at: offset)
    }

    mutating func span(from start: Int, to stop: Int? = nil) -> SourceSpan {
        SourceSpan(start: location(start), end: location(stop ?? position))
    }

    // MARK: Bytes

    func byte(at offset: Int) -> UInt8? {
        offset < end ? bytes[offset] : nil
    }

    func isAt(_ value: UInt8) -> Bool {
        position < end && bytes[position] == value
    }

    /// The length of the `line_end` at `offset`: 1 for LF, 2 for CRLF, 0 at the end of input,
    /// `nil` if there is no line end there.
    func lineEndLength(at offset: Int) -> Int? {
        guard offset < end else { return 0 }
        switch bytes[offset] {
        case ASCII.lineFeed: return 1
        case ASCII.carriageReturn where offset + 1 < end && bytes[offset + 1] == ASCII.lineFeed: return 2
        default: return nil
        }
    }

    /// Whether `offset` holds a `text_char`: anything but `{`, `}` and a line end.
    func isTextChar(at offset: Int) -> Bool {
        guard offset < end else { return false }
        switch bytes[offset] {
        case ASCII.openBrace, ASCII.closeBrace, ASCII.lineFeed: return false
        case ASCII.carriageReturn: return !(offset + 1 < end && bytes[offset + 1] == ASCII.lineFeed)
        default: return true
        }
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    // MARK: Whitespace

    /// `blank_inline?`: skips spaces and returns how many.
    @discardableResult
    mutating func skipBlankInline() -> Int {
        let start = position
        while position < end && bytes[position] == ASCII.space { position += 1 }
        return position - start
    }

    /// `blank?`: skips spaces and line ends.
    mutating func skipBlank() {
        while position < end {
            if bytes[position] == ASCII.space {
                position += 1
            } else if let length = lineEndLength(at: position), length > 0 {
                position += length
            } else {
                return
            }
        }
    }

    /// `blank_block` at `offset`: lines holding only spaces. Returns where the next non-blank line
    /// starts (column 1) and how many line breaks were crossed, or `nil` if there is no blank
    /// block. At the end of input, trailing spaces count as a final blank line.
    func blankBlock(at offset: Int) -> (end: Int, lineBreaks: Int)? {
        var cursor = offset
        var lineBreaks = 0
        var matched = false
        while true {
            var lineCursor = cursor
            while lineCursor < end && bytes[lineCursor] == ASCII.space { lineCursor += 1 }
            guard let length = lineEndLength(at: lineCursor) else { break }
            matched = true
            if length == 0 {
                cursor = lineCursor
                break
            }
            lineBreaks += 1
            cursor = lineCursor + length
        }
        return matched ? (cursor, lineBreaks) : nil
    }

    mutating func expect(_ value: UInt8) throws(ParseFailure) {
        guard isAt(value) else { throw expectedToken(String(UnicodeScalar(value))) }
        position += 1
    }

    mutating func expectLineEnd() throws(ParseFailure) {
        guard let length = lineEndLength(at: position) else { throw expectedToken("\n") }
        position += length
    }

    // MARK: Nesting

    /// Enters one level of placeable or argument-list nesting; `opening` is the offset of the
    /// `{` or `(` that opens it, where a too-deep error points.
    mutating func enterNesting(openedAt opening: Int) throws(ParseFailure) {
        depth += 1
        if depth > maximumDepth {
            depth -= 1
            let limit = maximumDepth
            throw failure(
                .nestingTooDeep,
                "placeables and arguments are nested more than \(limit) levels deep; flatten the expression",
                arguments: [String(limit)], at: opening, isFatal: true)
        }
    }

    mutating func leaveNesting() {
        depth -= 1
    }
}
