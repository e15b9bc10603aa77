import LocalizedValidationCLDR
import LocalizedValidationMessages

/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4), read with bounds, and the
/// negotiation of a response locale from it: a view of the package's one parser and
/// negotiator, `LocaleNegotiation`, which generated locale types call too.
///
/// The header comes from the client, so reading it costs at most
/// ``maximumBytes`` bytes and keeps at most ``maximumRanges`` ranges, whatever is sent.
/// Entries that do not follow the grammar (a range of letters and digits in subtags of
/// at most 8, or `*`; a q-value of `0` to `1` with at most three decimals) are left out
/// one by one, never failing the whole header; a platform-style `pt_BR` reads as
/// `pt-BR`, as everywhere in this library.
///
/// ```swift
/// let header = AcceptLanguage("ru;q=0.8, pt-BR, en;q=0.5")
/// header.bestMatch(in: ["en", "pt-BR", "ru"])  // "pt-BR"
/// AcceptLanguage("pt;q=0, *").bestMatch(in: ["pt-BR", "ru"])  // "ru"
/// AcceptLanguage("zh-TW").bestMatch(in: ["zh-Hans", "zh-Hant"])  // "zh-Hant"
/// ```
public struct AcceptLanguage: Sendable, Hashable {
    /// One language range of the header and its weight.
    public struct LanguageRange: Sendable, Hashable {
        /// The range as sent, with `_` read as `-` (`pt-BR`), or `*`.
        public let tag: String
        /// The q-value in thousandths: 1000 for `q=1` (the default), 0 for "not
        /// acceptable".
        public let quality: Int

        /// Whether this is the `*` range, any language.
        public var isWildcard: Bool { tag == "*" }
    }

    /// The most bytes of a header that are read (4 KiB, twice what any browser sends);
    /// the entry the limit cuts through is dropped.
    public static let maximumBytes = AcceptLanguageHeader.maximumBytes
    /// The most language ranges kept; later ones are ignored.
    public static let maximumRanges = AcceptLanguageHeader.maximumRanges

    private let header: AcceptLanguageHeader

    /// The well-formed ranges, in the header's order.
    public var ranges: [LanguageRange] {
        header.ranges.map { LanguageRange(tag: $0.tag, quality: $0.quality) }
    }

    /// Reads a header value; a nil, empty or malformed header has no ranges.
    ///
    /// - Parameter header: The `Accept-Language` field value.
    public init(_ header: String?) {
        self.header = AcceptLanguageHeader(header)
    }

    /// The supported tag that best serves this header, or nil when none is acceptable.
    ///
    /// Ranges are tried from the highest q-value down, ties in the header's order; each
    /// is matched as `LocaleNegotiation` matches a tag (exact, then with subtags
    /// removed, then by language, never across scripts: `zh-TW` is not served by
    /// `zh-Hans`), and `*` takes the first supported tag. A tag the header refuses
    /// (`q=0`, matched as RFC 4647 basic filtering: `pt;q=0` refuses `pt-BR`) is never
    /// chosen.
    ///
    /// - Parameter supported: The tags the response can be in, preferred first (the
    ///   wildcard's choice).
    /// - Returns: One of `supported`, or nil.
    public func bestMatch(in supported: [String]) -> String? {
        LocaleNegotiation.bestMatch(header, supported: supported).map { supported[$0] }
    }
}
