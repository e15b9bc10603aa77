/// A position in a Fluent source file.
///
/// `offset` is a 0-based UTF-8 byte offset into the input exactly as it was given to the parser
/// (a leading byte order mark counts towards the offset). `line` and `column` are 1-based, for
/// diagnostics printed as `file:line:column`:
///
/// - Lines are separated by LF (`\n`); a CRLF pair ends one line. A lone CR is not a line end in
///   Fluent 1.0 (it is ordinary text), so it does not start a new line here either.
/// - Columns count Unicode scalars (not bytes, not grapheme clusters) from the start of the line.
///   A byte order mark at the start of the file is not counted, so the first character of the file
///   is always at line 1, column 1.
@_spi(Syntax) public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The 0-based UTF-8 byte offset into the original input.
    public var offset: Int
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int

    /// Creates a location from its byte offset, line and column.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `line:column`, the form used in diagnostics.
    public var description: String { "\(line):\(column)" }
}

/// The half-open source range `start..<end` that produced a syntax node.
@_spi(Syntax) public struct SourceSpan: Sendable, Hashable, CustomStringConvertible {
    /// The location of the node's first byte.
    public var start: SourceLocation
    /// The location just past the node's last byte.
    public var end: SourceLocation

    /// Creates a span from its two ends.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The byte offsets covered by the span.
    public var byteRange: Range<Int> { start.offset..<end.offset }

    /// `line:column-line:column`.
    public var description: String { "\(start)-\(end)" }
}
