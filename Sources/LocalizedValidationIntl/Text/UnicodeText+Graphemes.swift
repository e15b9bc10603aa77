import CLocalizedValidationICU

extension UnicodeText {
    /// The number of user-perceived characters (extended grapheme clusters, UAX #29).
    ///
    /// ICU's break iterator is the one grapheme engine of this package (Swift's
    /// `String.count` disagrees with it on some sequences). Text made only of characters
    /// that always stand alone — ASCII letters, accented Latin, Cyrillic, CJK — is counted
    /// without the iterator, with the same result.
    ///
    /// UAX #29 puts no bound on a cluster's size: `a` followed by a million U+0301 is one
    /// cluster of two megabytes. Pass `clusterByteLimit` to count such a cluster as one
    /// character per started `clusterByteLimit` UTF-8 bytes, so that `n` characters never
    /// take more than `n × clusterByteLimit` bytes (see ``storageBoundedClusterBytes``).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - clusterByteLimit: Nil to count clusters exactly as UAX #29 does, or the size
    ///     in UTF-8 bytes above which a cluster counts as more than one; at least 4.
    /// - Throws: ``IntlError`` if ICU fails, the input exceeds ``maximumInputLength`` or
    ///   `clusterByteLimit` is below 4.
    public static func graphemeCount(_ text: String, clusterByteLimit: Int? = nil) throws -> Int {
        try countGraphemes(text, clusterByteLimit: clusterByteLimit)
    }

    /// The longest prefix of `text` with at most `maxGraphemes` user-perceived characters.
    ///
    /// Never splits a cluster: an emoji family, a flag or a letter with its combining
    /// marks is kept whole or dropped whole. Use it to truncate a 140-character bio.
    /// With `clusterByteLimit`, clusters are weighed as ``graphemeCount(_:clusterByteLimit:)``
    /// does, so the prefix takes at most `maxGraphemes × clusterByteLimit` bytes; a cluster
    /// too heavy to fit is dropped whole.
    ///
    /// - Parameters:
    ///   - text: The text to truncate.
    ///   - maxGraphemes: The number of characters to keep; must not be negative.
    ///   - clusterByteLimit: Nil for exact UAX #29 clusters, or the cluster size in bytes
    ///     above which a cluster counts as more than one character; at least 4.
    /// - Returns: The prefix; `text` itself when it is short enough.
    /// - Throws: ``IntlError`` for a negative count, an ICU failure or oversized input.
    public static func graphemePrefix(
        _ text: String, maxGraphemes: Int, clusterByteLimit: Int? = nil
    ) throws -> String {
        try prefix(text, maxGraphemes: maxGraphemes, clusterByteLimit: clusterByteLimit)
    }

    /// The size, in UTF-8 bytes, above which validation counts a grapheme cluster as more
    /// than one character: 128, four times the longest emoji ZWJ sequence (35 bytes) and
    /// more than a base with the 30 combining marks of UAX #15's Stream-Safe Text Format.
    public static let storageBoundedClusterBytes = 128

    /// The length of `text` counted in `unit`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - unit: The unit.
    ///   - clusterByteLimit: For ``TextLengthUnit/graphemes``, see
    ///     ``graphemeCount(_:clusterByteLimit:)``; ignored by the other units.
    /// - Throws: ``IntlError`` when counting graphemes fails (see ``graphemeCount(_:clusterByteLimit:)``).
    public static func length(of text: String, in unit: TextLengthUnit, clusterByteLimit: Int? = nil) throws -> Int {
        switch unit {
        case .graphemes: try countGraphemes(text, clusterByteLimit: clusterByteLimit)
        case .codePoints: text.unicodeScalars.count
        case .utf16: text.utf16.count
        case .utf8: text.utf8.count
        }
    }

    /// The shim's `cluster_bytes`: 0 for exact counting.
    private static func shimClusterBytes(_ limit: Int?) throws(IntlError) -> Int32 {
        guard let limit else { return 0 }
        guard limit >= 4 else {
            throw IntlError(reason: .invalidArgument, message: "grapheme cluster byte limit \(limit) is below 4")
        }
        return Int32(clamping: limit)
    }

    static func countGraphemes(
        _ text: String, allowFastPath: Bool = true, clusterByteLimit: Int? = nil
    ) throws(IntlError) -> Int {
        let clusterBytes = try shimClusterBytes(clusterByteLimit)
        // The fast path's clusters are single characters of at most 3 bytes: never over
        // a limit of 4 or more.
        if allowFastPath {
            var text = text
            let count = text.withUTF8 { bytes -> Int? in
                // Printable ASCII characters are one cluster each (UAX #29 rule GB999).
                if UTF8Scanning.isPrintableASCII(bytes) { return bytes.count }
                return SimpleGraphemes.shared.count(bytes, limit: Int.max)?.count
            }
            if let count { return count }
        }
        try checkLength(text.utf8.count, "grapheme count")
        return try withUTF8Bytes(text) { bytes throws(IntlError) -> Int in
            try GraphemeBreaker.shared.count(bytes, limit: Int(Int32.max), clusterBytes: clusterBytes).count
        }
    }

    static func prefix(
        _ text: String,
        maxGraphemes: Int,
        allowFastPath: Bool = true,
        clusterByteLimit: Int? = nil
    ) throws(IntlError) -> String {
        guard maxGraphemes >= 0 else {
            throw IntlError(
                reason: .invalidArgument, message: "grapheme prefix: negative length \(maxGraphemes)")
        }
        let clusterBytes = try shimClusterBytes(clusterByteLimit)
        try checkLength(text.utf8.count, "grapheme prefix")
        let limit = min(maxGraphemes, Int(Int32.max))
        var input = text
        let fastEnd =
            allowFastPath ? input.withUTF8 { SimpleGraphemes.shared.count($0, limit: limit)?.end } : nil
        let end: Int
        if let fastEnd {
            end = fastEnd
        } else {
            end = try withUTF8Bytes(text) { bytes throws(IntlError) -> Int in
                try GraphemeBreaker.shared.count(bytes, limit: limit, clusterBytes: clusterBytes).end
            }
        }
        if end == text.utf8.count { return text }
        let utf8 = text.utf8
        return String(utf8[utf8.startIndex..<utf8.index(utf8.startIndex, offsetBy: end)])!
    }
}

/// ICU's character break iterator, opened once and cloned per thread: a break iterator
/// holds its position, so ICU documents it as not thread-safe, and one shared iterator
/// behind a lock made every request on every core queue (issue 26).
final class GraphemeBreaker: Sendable {
    static let shared = GraphemeBreaker()

    /// Nil when ICU could not open the iterator (`openStatus` says why).
    private let iterators: ICUObjectPool?
    private let openStatus: cicu_status

    private init() {
        var opened: OpaquePointer?
        openStatus = cicu_grapheme_iterator_open(&opened)
        iterators = opened.map { ICUObjectPool($0, kind: .graphemeIterator) }
    }

    /// Clusters in `bytes`, up to `limit`, and the UTF-8 offset after the last counted;
    /// with `clusterBytes` > 0 a longer cluster weighs one per started `clusterBytes`.
    func count(
        _ bytes: UnsafeBufferPointer<UInt8>, limit: Int, clusterBytes: Int32 = 0
    ) throws(IntlError) -> (count: Int, end: Int) {
        try checkICU(openStatus, "ubrk_open(UBRK_CHARACTER)")
        guard let iterators else { throw IntlError.icu(openStatus, "ubrk_open(UBRK_CHARACTER) returned nothing") }
        var count: Int32 = 0
        var end: Int32 = 0
        let status = try iterators.withObject { iterator in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cicu_grapheme_count_utf8(
                    iterator, chars.baseAddress, Int32(chars.count), Int32(limit), clusterBytes, &count, &end)
            }
        }
        try checkICU(status, "ubrk_next")
        return (Int(count), Int(end))
    }
}

/// The fast path of grapheme counting: a table of the BMP characters whose
/// Grapheme_Cluster_Break is Other (read from ICU once). Between two such characters
/// UAX #29 always has a boundary (rule GB999), so a run of them has one cluster each.
struct SimpleGraphemes: Sendable {
    static let shared = SimpleGraphemes()

    private let bits: [UInt64]

    private init() {
        var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
        for scalar in UInt32(0)..<0x10000 where cicu_is_simple_grapheme(scalar) != 0 {
            bits[Int(scalar >> 6)] |= 1 << UInt64(scalar & 63)
        }
        self.bits = bits
    }

    /// Counts clusters when the text up to the `limit`-th cluster, and the character after
    /// it, are all simple; nil when the ICU iterator must decide.
    func count(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> (count: Int, end: Int)? {
        guard let base = bytes.baseAddress else { return (0, 0) }
        let total = bytes.count
        return bits.withUnsafeBufferPointer { bits in
            var index = 0
            var count = 0
            while index < total {
                let lead = base[index]
                let width: Int
                if lead < 0x80 {
                    // Printable ASCII is simple; controls (CR LF, tabs) are not.
                    guard lead >= 0x20 && lead < 0x7F else { return nil }
                    width = 1
                } else {
                    // Outside the BMP (emoji, historic scripts) the iterator decides.
                    guard lead < 0xF0 else { return nil }
                    let decoded = UTF8Scanning.decode(base, at: index, lead: lead)
                    let scalar = decoded.scalar
                    guard bits[Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0 else { return nil }
                    width = decoded.width
                }
                if count == limit { return (count, index) }
                count += 1
                index += width
            }
            return (count, index)
        }
    }
}
