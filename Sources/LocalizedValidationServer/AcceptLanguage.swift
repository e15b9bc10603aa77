import LocalizedValidation

/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4), read with bounds, and the
/// negotiation of a response locale from it.
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
    public static let maximumBytes = 4096
    /// The most language ranges kept; later ones are ignored.
    public static let maximumRanges = 32

    /// The well-formed ranges, in the header's order.
    public let ranges: [LanguageRange]

    /// Reads a header value; a nil, empty or malformed header has no ranges.
    ///
    /// - Parameter header: The `Accept-Language` field value.
    public init(_ header: String?) {
        guard let header else {
            ranges = []
            return
        }
        var bytes = Array(header.utf8.prefix(Self.maximumBytes + 1))
        if bytes.count > Self.maximumBytes {
            // Cut back to the last whole entry.
            bytes = Array(bytes[..<(bytes[..<Self.maximumBytes].lastIndex(of: UInt8(ascii: ",")) ?? 0)])
        }
        var ranges: [LanguageRange] = []
        for entry in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
            guard ranges.count < Self.maximumRanges else { break }
            if let range = Self.languageRange(entry) { ranges.append(range) }
        }
        self.ranges = ranges
    }

    /// The supported tag that best serves this header, or nil when none is acceptable.
    ///
    /// Ranges are tried from the highest q-value down, ties in the header's order; each
    /// is matched as `LocaleNegotiation` matches a tag (exact, then with subtags
    /// removed, then by language), and `*` takes the first supported tag. A tag the
    /// header refuses (`q=0`, matched as RFC 4647 basic filtering: `pt;q=0` refuses
    /// `pt-BR`) is never chosen.
    ///
    /// - Parameter supported: The tags the response can be in, preferred first (the
    ///   wildcard's choice).
    /// - Returns: One of `supported`, or nil.
    public func bestMatch(in supported: [String]) -> String? {
        let refused = ranges.filter { $0.quality == 0 && !$0.isWildcard }
        let allowed = supported.filter { tag in !refused.contains { Self.range($0.tag, covers: tag) } }
        let ranked = ranges.enumerated()
            .filter { $0.element.quality > 0 }
            .sorted {
                $0.element.quality != $1.element.quality
                    ? $0.element.quality > $1.element.quality : $0.offset < $1.offset
            }
            .map(\.element)
        for range in ranked {
            if range.isWildcard {
                if let first = allowed.first { return first }
                continue
            }
            if let index = LocaleNegotiation.bestMatch(requested: [range.tag], supported: allowed) {
                return allowed[index]
            }
        }
        return nil
    }

    /// Whether a range matches a tag by RFC 4647 basic filtering: equal, or a prefix
    /// of it ending at a `-`, ignoring case.
    static func range(_ range: String, covers tag: String) -> Bool {
        let range = range.lowercased()
        let tag = tag.lowercased().replacing("_", with: "-")
        return tag == range || tag.hasPrefix(range + "-")
    }

    /// One entry, `range *(OWS ";" OWS parameter)`, or nil when it is malformed.
    private static func languageRange(_ entry: ArraySlice<UInt8>) -> LanguageRange? {
        let parts = entry.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map(trimmed)
        guard let first = parts.first, let tag = tag(first) else { return nil }
        var quality = 1000
        for parameter in parts.dropFirst() {
            guard parameter.count >= 2, parameter.first! | 0x20 == UInt8(ascii: "q"),
                parameter[parameter.startIndex + 1] == UInt8(ascii: "=")
            else { continue }  // Other parameters are not ours to judge.
            guard let value = qValue(parameter.dropFirst(2)) else { return nil }
            quality = value
        }
        return LanguageRange(tag: tag, quality: quality)
    }

    /// `*`, or `1*8ALPHA *("-" 1*8alphanum)` (`_` accepted for `-`), as a string.
    private static func tag(_ bytes: ArraySlice<UInt8>) -> String? {
        if bytes.elementsEqual([UInt8(ascii: "*")]) { return "*" }
        let subtags = bytes.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
        guard let primary = subtags.first, (1...8).contains(primary.count), primary.allSatisfy(isASCIILetter)
        else { return nil }
        for subtag in subtags.dropFirst() {
            guard (1...8).contains(subtag.count), subtag.allSatisfy({ isASCIILetter($0) || isASCIIDigit($0) })
            else { return nil }
        }
        return String(decoding: bytes.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    /// `0[.ddd]` or `1[.000]`, in thousandths.
    private static func qValue(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard let whole = bytes.first, whole == UInt8(ascii: "0") || whole == UInt8(ascii: "1") else { return nil }
        var fraction = bytes.dropFirst()
        if !fraction.isEmpty {
            guard fraction.first == UInt8(ascii: "."), fraction.count <= 4 else { return nil }
            fraction = fraction.dropFirst()
        }
        guard fraction.allSatisfy(isASCIIDigit) else { return nil }
        var thousandths = 0
        for (position, digit) in fraction.enumerated() {
            thousandths += Int(digit - UInt8(ascii: "0")) * [100, 10, 1][position]
        }
        if whole == UInt8(ascii: "1") { return thousandths == 0 ? 1000 : nil }
        return thousandths
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }), let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return [] }
        return bytes[start...end]
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
