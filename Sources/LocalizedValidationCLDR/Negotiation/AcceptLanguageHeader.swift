/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4) read with bounds: the one parser
/// behind ``LocaleNegotiation/bestMatch(acceptLanguage:supported:fallbacks:)``,
/// ``LocaleNegotiation/acceptLanguageTags(_:)`` and the server product's
/// `AcceptLanguage`.
///
/// The header comes from the client, so reading it costs at most ``maximumBytes`` bytes
/// and keeps at most ``maximumRanges`` ranges, whatever is sent. Entries that do not
/// follow the grammar (a range of letters and digits in subtags of at most 8, or `*`; a
/// q-value of `0` to `1` with at most three decimals) are left out one by one, never
/// failing the whole header; a platform-style `pt_BR` reads as `pt-BR`.
package struct AcceptLanguageHeader: Sendable, Hashable {
    /// One range: the tag as sent (with `_` read as `-`), or `*`, and its q-value in
    /// thousandths (1000 for `q=1`, the default; 0 for "not acceptable").
    package struct Range: Sendable, Hashable {
        package let tag: String
        package let quality: Int

        package init(tag: String, quality: Int) {
            self.tag = tag
            self.quality = quality
        }

        package var isWildcard: Bool { tag == "*" }
    }

    /// The most bytes of a header that are read (4 KiB, twice what any browser sends);
    /// the entry the limit cuts through is dropped.
    package static let maximumBytes = 4096
    /// The most language ranges kept; later ones are ignored.
    package static let maximumRanges = 32

    /// The well-formed ranges, in the header's order.
    package let ranges: [Range]

    package init(ranges: [Range]) {
        self.ranges = ranges
    }

    /// Reads a header value; a nil, empty or malformed header has no ranges.
    package init(_ header: String?) {
        guard let header else {
            ranges = []
            return
        }
        var bytes = Array(header.utf8.prefix(Self.maximumBytes + 1))
        if bytes.count > Self.maximumBytes {
            // Cut back to the last whole entry.
            bytes = Array(bytes[..<(bytes[..<Self.maximumBytes].lastIndex(of: UInt8(ascii: ",")) ?? 0)])
        }
        var ranges: [Range] = []
        for entry in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
            guard ranges.count < Self.maximumRanges else { break }
            if let range = Self.languageRange(entry) { ranges.append(range) }
        }
        self.ranges = ranges
    }

    /// The acceptable ranges (q above 0), the highest q-value first, ties in the
    /// header's order.
    package var ranked: [Range] {
        ranges.enumerated()
            .filter { $0.element.quality > 0 }
            .sorted {
                $0.element.quality != $1.element.quality
                    ? $0.element.quality > $1.element.quality : $0.offset < $1.offset
            }
            .map(\.element)
    }

    /// One entry, `range *(OWS ";" OWS parameter)`, or nil when it is malformed.
    private static func languageRange(_ entry: ArraySlice<UInt8>) -> Range? {
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
        return Range(tag: tag, quality: quality)
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
