/// Chooses which supported locale serves a request: from BCP 47 tags, an HTTP
/// `Accept-Language` header, or a platform locale identifier.
///
/// Matching, for each requested tag in order of preference:
/// 1. an exact match, ignoring case (`pt-br` matches `pt-BR`);
/// 2. the tag with trailing subtags removed, one at a time (`pt-BR-x-formal` → `pt-BR` →
///    `pt`), each matched exactly;
/// 3. the configured fallbacks of the tag (`pt-PT` → `pt-BR`), when one is supported;
/// 4. a supported tag with the same language (`pt-PT` is served by `pt-BR` when only
///    that exists; the first such tag in the supported list wins, so list preferred
///    variants first). A pseudo-locale (region `XA`, `XB` or `XC`, CLDR's codes for
///    them) is never chosen this way: `ar-EG` must not get `ar-XB`'s disguised English.
///
/// When no requested tag matches, the caller's default (the catalog's source locale)
/// serves. Generated locale types call this; apps rarely need it directly.
public enum LocaleNegotiation {
    /// The index in `supported` of the best match for `requested`, or nil.
    ///
    /// - Parameters:
    ///   - requested: Tags in order of preference, such as `["pt-PT", "en"]`.
    ///   - supported: The tags the catalog ships, such as `["en", "pt-BR", "ru"]`.
    ///   - fallbacks: Configured fallbacks: requested tag → supported tags to try.
    public static func bestMatch(
        requested: [String],
        supported: [String],
        fallbacks: [String: [String]] = [:]
    ) -> Int? {
        let fallbackKeys = Dictionary(
            fallbacks.map { (normalizedTag($0.key), $0.value.map(normalizedTag)) }, uniquingKeysWith: { $1 })
        let supportedKeys = supported.map { normalizedTag($0) }
        for tag in requested {
            let key = normalizedTag(tag)
            guard !key.isEmpty, key != "*" else { continue }
            var candidate = Substring(key)
            while !candidate.isEmpty {
                if let index = supportedKeys.firstIndex(where: { $0 == candidate }) { return index }
                guard let dash = candidate.lastIndex(of: "-") else { break }
                candidate = candidate[..<dash]
                // A single-letter subtag ("x", "u") introduces an extension: drop it too.
                if let previousDash = candidate.lastIndex(of: "-"),
                    candidate.distance(from: previousDash, to: candidate.endIndex) == 2
                {
                    candidate = candidate[..<previousDash]
                }
            }
            for fallback in fallbackKeys[key] ?? [] {
                if let index = supportedKeys.firstIndex(of: fallback) { return index }
            }
            let language = key.prefix { $0 != "-" }
            if let index = supportedKeys.firstIndex(where: {
                $0.prefix { $0 != "-" } == language && !isPseudoLocale($0)
            }) {
                return index
            }
        }
        return nil
    }

    /// Whether a normalized tag names a pseudo-locale (`en-xa`, `ar-xb`, `xx-xc`): its
    /// second subtag is one of the regions CLDR reserves for them.
    private static func isPseudoLocale(_ key: String) -> Bool {
        let subtags = key.split(separator: "-")
        return subtags.count >= 2 && ["xa", "xb", "xc"].contains(subtags[1])
    }

    /// The language ranges of an HTTP `Accept-Language` header (RFC 9110 §12.5.4), best
    /// first: sorted by q-value, ties kept in header order; ranges with `q=0`, malformed
    /// entries and the `*` wildcard are left out. A platform-style `pt_BR`, which some
    /// clients send, is read as `pt-BR`, as every other entry point reads it.
    ///
    /// ```swift
    /// LocaleNegotiation.acceptLanguageTags("ru;q=0.8, pt-BR, en;q=0.5, fr;q=0")
    /// // ["pt-BR", "ru", "en"]
    /// ```
    public static func acceptLanguageTags(_ header: String) -> [String] {
        var ranked: [(tag: String, quality: Double, order: Int)] = []
        for (order, entry) in header.split(separator: ",").enumerated() {
            let parts = entry.split(separator: ";").map { trimmedASCII($0) }
            guard let tag = parts.first, isLanguageRange(tag), tag != "*" else { continue }
            var quality = 1.0
            var valid = true
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { trimmedASCII($0) }
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                guard let value = Double(pair[1]), (0...1).contains(value) else {
                    valid = false
                    break
                }
                quality = value
            }
            if valid, quality > 0 { ranked.append((tag.replacingUnderscores(), quality, order)) }
        }
        ranked.sort { $0.quality != $1.quality ? $0.quality > $1.quality : $0.order < $1.order }
        return ranked.map(\.tag)
    }

    /// A BCP 47 tag for a platform locale identifier: `pt_BR` → `pt-BR`, and keywords
    /// (`@calendar=…`) or POSIX suffixes (`.UTF-8`) dropped.
    public static func tag(fromLocaleIdentifier identifier: String) -> String {
        let base = identifier.prefix { $0 != "@" && $0 != "." }
        return String(base.map { $0 == "_" ? "-" : $0 })
    }

    static func normalizedTag(_ tag: String) -> String {
        tag.lowercased().map { $0 == "_" ? "-" : $0 }.reduce(into: "") { $0.append($1) }
    }

    private static func isLanguageRange(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64
            && text.unicodeScalars.allSatisfy { $0.isLanguageRangeCharacter }
    }

    private static func trimmedASCII(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension Unicode.Scalar {
    /// ASCII letters and digits, `-` (or a platform identifier's `_`), and the `*`
    /// wildcard.
    fileprivate var isLanguageRangeCharacter: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
            || self == "-" || self == "_" || self == "*"
    }
}

extension String {
    /// `pt_BR` → `pt-BR`.
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
