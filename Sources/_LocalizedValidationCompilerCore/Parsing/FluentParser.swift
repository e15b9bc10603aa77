/// Parses Fluent 1.0 (`.ftl`) source into a ``Resource``.
///
/// The parser implements the whole grammar of the Fluent 1.0 specification (`fluent.ebnf`)
/// including its AST construction rules and its junk recovery, and passes the specification's
/// conformance fixtures. It never fails and never crashes: text that is not valid Fluent becomes
/// ``Junk`` entries whose ``Junk/annotations`` say what is wrong and where.
///
/// Input handling:
/// - The parser works on UTF-8 bytes and runs in linear time.
/// - A leading byte order mark (U+FEFF) is skipped.
/// - Line ends are LF or CRLF. A lone CR is ordinary text, as the specification says.
/// - NUL and other control characters are ordinary text.
/// - An entry containing bytes that are not UTF-8 becomes junk with an
///   ``AnnotationCode/invalidUTF8`` annotation giving the byte offset of the first bad byte on
///   that line; the rest of the file is parsed normally.
/// - Placeables and argument lists nested deeper than ``maximumNestingDepth`` turn the entry
///   into junk with an ``AnnotationCode/nestingTooDeep`` annotation, so hostile input cannot
///   overflow the stack.
///
/// ```swift
/// let resource = FluentParser().parse("hello = Hello, { $name }!\n")
/// for error in resource.errors {
///     print("\(path):\(error.span.start): error: \(error.message) [\(error.code)]")
/// }
/// ```
@_spi(Syntax) public struct FluentParser: Sendable {
    /// The default for ``maximumNestingDepth``.
    public static let defaultMaximumNestingDepth = 100

    /// How deeply placeables (`{ { … } }`) and call argument lists may nest.
    public var maximumNestingDepth: Int

    /// Creates a parser.
    ///
    /// - Parameter maximumNestingDepth: How deeply placeables and argument lists may nest before
    ///   the entry is rejected as junk.
    public init(maximumNestingDepth: Int = FluentParser.defaultMaximumNestingDepth) {
        self.maximumNestingDepth = maximumNestingDepth
    }

    /// Parses Fluent source text.
    ///
    /// - Parameter source: The contents of an `.ftl` file.
    /// - Returns: The parsed resource; syntax errors are reported as ``Junk`` entries.
    public func parse(_ source: String) -> Resource {
        parse(Array(source.utf8))
    }

    /// Parses the bytes of a Fluent file, which should be UTF-8.
    ///
    /// ``SourceLocation/offset`` values in the result are offsets into these bytes.
    ///
    /// - Parameter bytes: The contents of an `.ftl` file.
    /// - Returns: The parsed resource; syntax errors and invalid UTF-8 are reported as ``Junk``.
    public func parse(_ bytes: some Collection<UInt8>) -> Resource {
        var core = ParserCore(bytes: Array(bytes), maximumDepth: max(1, maximumNestingDepth))
        return core.parseResource()
    }
}
