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
///
/// A location is stored in 32-bit numbers: a syntax tree has one at each end of every
/// node, and at half the size a large catalog set's syntax trees take a third less memory.
/// Numbers from 2³² up (only in an input of 4 GiB or more, which no catalog folder
/// reaches: ``CatalogDirectory`` reads files of at most 256 MiB) read as 2³² − 1.
@_spi(Syntax) public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    private var storedOffset: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The 0-based UTF-8 byte offset into the original input.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }
    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Creates a location from its byte offset, line and column.
    @inline(__always)
    public init(offset: Int, line: Int, column: Int) {
        storedOffset = UInt32(clamping: offset)
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
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
