/// Chooses which supported locale serves a request: from BCP 47 tags, an HTTP
/// `Accept-Language` header, or a platform locale identifier. The one negotiator of the
/// package: generated locale types, the server product's `AcceptLanguage` and
/// `problemResponse` all call it.
///
/// Tags are compared ignoring case, with `_` read as `-` and legacy language codes read
/// as their current ones (`iw` → `he`, `in` → `id`, `ji` → `yi`, `jw` → `jv`, `mo` →
/// `ro`, `no` → `nb`, `tl` → `fil`, `sh` → `sr-Latn`). Matching, for each requested tag
/// in order of preference:
/// 1. an exact match (`pt-br` matches `pt-BR`);
/// 2. the tag with trailing subtags removed, one at a time (`pt-BR-x-formal` → `pt-BR` →
///    `pt`), each matched exactly, and then the tag with its likely script added
///    (`zh-TW` → `zh-Hant-TW` → `zh-Hant`);
/// 3. the configured fallbacks of the tag (`pt-PT` → `pt-BR`), when one is supported;
/// 4. a supported tag with the same language (`pt-PT` is served by `pt-BR` when only
///    that exists; the first such tag in the supported list wins, so list preferred
///    variants first). A pseudo-locale (region `XA`, `XB` or `XC`, CLDR's codes for
///    them) is never chosen this way: `ar-EG` must not get `ar-XB`'s disguised English.
///
/// Steps 2 and 4 never cross scripts: a tag's script is the one it names, or else the
/// one CLDR's likely subtags give its language and region, so `zh-TW` (Traditional) is
/// never served by `zh` or `zh-CN` (Simplified), `zh-Hant` never by `zh-SG`, and `sr-RS`
/// (Cyrillic) never by `sr-Latn`.
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
        var candidates = Candidates(supported, fallbacks: fallbacks)
        for tag in requested {
            if let index = candidates.bestMatch(for: NegotiationTag(tag)) { return index }
        }
        return nil
    }

    /// The index in `supported` of the best match for an HTTP `Accept-Language` header,
    /// or nil when it accepts none of them.
    ///
    /// The header is read with bounds (4 KiB, 32 ranges; malformed entries left out one
    /// by one). Ranges are tried from the highest q-value down, ties in the header's
    /// order, each matched as ``bestMatch(requested:supported:fallbacks:)`` matches a
    /// tag; `*` takes the first supported tag. A tag the header refuses (`q=0`, matched
    /// as RFC 4647 basic filtering: `pt;q=0` refuses `pt-BR`) is never chosen.
    ///
    /// ```swift
    /// LocaleNegotiation.bestMatch(acceptLanguage: "pt-BR;q=0, pt", supported: ["en", "pt-BR"])  // nil
    /// LocaleNegotiation.bestMatch(acceptLanguage: "zh-TW", supported: ["zh-Hans", "zh-Hant"])  // 1
    /// ```
    ///
    /// - Parameters:
    ///   - header: The `Accept-Language` field value, or nil when the request has none.
    ///   - supported: The tags the catalog ships, preferred first (the wildcard's choice).
    ///   - fallbacks: Configured fallbacks: requested tag → supported tags to try.
    public static func bestMatch(
        acceptLanguage header: String?,
        supported: [String],
        fallbacks: [String: [String]] = [:]
    ) -> Int? {
        bestMatch(AcceptLanguageHeader(header), supported: supported, fallbacks: fallbacks)
    }

    /// ``bestMatch(acceptLanguage:supported:fallbacks:)`` for a header already read.
    package static func bestMatch(
        _ header: AcceptLanguageHeader, supported: [String], fallbacks: [String: [String]] = [:]
    ) -> Int? {
        var candidates = Candidates(supported, fallbacks: fallbacks)
        for range in header.ranges where range.quality == 0 && !range.isWildcard {
            let refused = NegotiationTag(range.tag)
            for index in candidates.tags.indices where refused.covers(candidates.tags[index]) {
                candidates.allowed[index] = false
            }
        }
        for range in header.ranked {
            if range.isWildcard {
                if let index = candidates.allowed.firstIndex(of: true) { return index }
                continue
            }
            if let index = candidates.bestMatch(for: NegotiationTag(range.tag)) { return index }
        }
        return nil
    }

    /// The language ranges of an HTTP `Accept-Language` header (RFC 9110 §12.5.4), best
    /// first: sorted by q-value, ties kept in header order; ranges with `q=0`, malformed
    /// entries and the `*` wildcard are left out. A platform-style `pt_BR`, which some
    /// clients send, is read as `pt-BR`, as every other entry point reads it.
    ///
    /// The refusals are lost here: to choose a locale from a header, call
    /// ``bestMatch(acceptLanguage:supported:fallbacks:)``, which honours them.
    ///
    /// ```swift
    /// LocaleNegotiation.acceptLanguageTags("ru;q=0.8, pt-BR, en;q=0.5, fr;q=0")
    /// // ["pt-BR", "ru", "en"]
    /// ```
    public static func acceptLanguageTags(_ header: String) -> [String] {
        AcceptLanguageHeader(header).ranked.filter { !$0.isWildcard }.map(\.tag)
    }

    /// A BCP 47 tag for a platform locale identifier: `pt_BR` → `pt-BR`, and keywords
    /// (`@calendar=…`) or POSIX suffixes (`.UTF-8`) dropped, in BCP 47's case
    /// conventions (RFC 5646 §2.1.1): `EN_us` → `en-US`, `zh_hans_cn` → `zh-Hans-CN`.
    ///
    /// Case carries no meaning in a tag, but a tag sent to others (`Content-Language`)
    /// is written the way they expect to read it.
    public static func tag(fromLocaleIdentifier identifier: String) -> String {
        let base = identifier.prefix { $0 != "@" && $0 != "." }
        let subtags = base.split(separator: "_", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "-", omittingEmptySubsequences: false)
        }
        var written: [String] = []
        // After a singleton (`u-`, `x-`…) subtags are extensions, lowercase whatever their length.
        var inExtension = false
        for (position, subtag) in subtags.enumerated() {
            let lower = subtag.lowercased()
            if position == 0 || inExtension {
                written.append(lower)
            } else if subtag.count == 1 {
                inExtension = true
                written.append(lower)
            } else if subtag.count == 2 && subtag.allSatisfy(\.isLetter) {
                written.append(lower.uppercased())
            } else if subtag.count == 4 && subtag.allSatisfy(\.isLetter) {
                written.append(lower.prefix(1).uppercased() + lower.dropFirst())
            } else {
                written.append(lower)
            }
        }
        return written.joined(separator: "-")
    }

    static func normalizedTag(_ tag: String) -> String {
        NegotiationTag(tag).key
    }
}

/// The supported tags of one negotiation, read once, and which of them a header leaves
/// acceptable.
private struct Candidates {
    let tags: [NegotiationTag]
    var allowed: [Bool]
    let fallbacks: [String: [String]]
    /// The scripts of supported tags, found as they are needed (each looked up in the baked likely scripts).
    private var scripts: [Int: String?] = [:]

    init(_ supported: [String], fallbacks: [String: [String]]) {
        tags = supported.map(NegotiationTag.init)
        allowed = Array(repeating: true, count: supported.count)
        self.fallbacks = Dictionary(
            fallbacks.map { (NegotiationTag($0.key).key, $0.value.map { NegotiationTag($0).key }) },
            uniquingKeysWith: { $1 })
    }

    mutating func script(at index: Int) -> String? {
        if let known = scripts[index] { return known }
        let script = tags[index].script
        scripts[index] = script
        return script
    }

    /// The first acceptable supported tag whose key is `key`.
    func index(ofKey key: Substring) -> Int? {
        tags.indices.first { allowed[$0] && tags[$0].key == key }
    }

    mutating func bestMatch(for requested: NegotiationTag) -> Int? {
        let key = requested.key
        guard !key.isEmpty, key != "*" else { return nil }
        if let index = index(ofKey: Substring(key)) { return index }
        // Only a supported tag of the same language can match from here on, but for the
        // configured fallbacks; without one, likely scripts are never looked up.
        if tags.indices.contains(where: { allowed[$0] && tags[$0].language == requested.language }) {
            let script = requested.script
            // Trailing subtags removed; never across scripts.
            for candidate in requested.truncations.dropFirst() {
                if let index = index(ofKey: candidate), sameScript(script, self.script(at: index)) { return index }
            }
            // The likely script made explicit: `zh-TW` → `zh-Hant-TW` → `zh-Hant`.
            if requested.explicitScript == nil, let script {
                let withScript = [requested.language, script.lowercased()] + (requested.region.map { [$0] } ?? [])
                for count in stride(from: withScript.count, through: 2, by: -1) {
                    let candidate = withScript.prefix(count).joined(separator: "-")
                    if let index = index(ofKey: Substring(candidate)) { return index }
                }
            }
            if let index = fallback(for: key) { return index }
            for index in tags.indices where allowed[index] && !tags[index].isPseudoLocale {
                if tags[index].language == requested.language, sameScript(script, self.script(at: index)) {
                    return index
                }
            }
            return nil
        }
        return fallback(for: key)
    }

    /// The first acceptable configured fallback of a requested key.
    private func fallback(for key: String) -> Int? {
        for fallback in fallbacks[key] ?? [] {
            if let index = index(ofKey: Substring(fallback)) { return index }
        }
        return nil
    }

    /// Scripts agree, or one of them is unknown (a language CLDR has no data for).
    private func sameScript(_ first: String?, _ second: String?) -> Bool {
        guard let first, let second else { return true }
        return first == second
    }
}

/// A tag as negotiation compares it: lowercase, `-`-separated, legacy language codes
/// replaced.
struct NegotiationTag {
    /// The canonical form, such as `pt-br`, `sr-latn-rs`, `he`.
    let key: String
    let language: String
    /// The script subtag the tag names (title case, `Hant`), or nil.
    let explicitScript: String?
    /// The region subtag (lowercase), or nil.
    let region: String?

    /// Legacy ISO 639 codes (CLDR's language aliases) and what they mean now.
    static let legacyLanguages: [String: String] = [
        "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "no": "nb", "tl": "fil", "sh": "sr-latn",
    ]

    init(_ tag: String) {
        // No tag is this long; a client's may be (the reader keeps 4 KiB of a header, a
        // caller's array any length): read none of it.
        guard tag.utf8.count <= 255 else {
            (key, language, explicitScript, region) = ("", "", nil, nil)
            return
        }
        var subtags = tag.lowercased().split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }.map(
            String.init)
        if let first = subtags.first, let current = Self.legacyLanguages[first] {
            let replacement = current.split(separator: "-").map(String.init)
            // `sh-Cyrl` keeps its own script.
            let hasScript = subtags.count > 1 && subtags[1].utf8.count == 4 && subtags[1].first!.isLetter
            subtags.replaceSubrange(0..<1, with: hasScript ? [replacement[0]] : replacement)
        }
        key = subtags.joined(separator: "-")
        language = subtags.first ?? ""
        var rest = subtags.dropFirst()
        if let script = rest.first, script.utf8.count == 4, script.first!.isLetter {
            explicitScript = script.prefix(1).uppercased() + script.dropFirst()
            rest = rest.dropFirst()
        } else {
            explicitScript = nil
        }
        if let region = rest.first, region.utf8.count == 2 || (region.utf8.count == 3 && region.first!.isNumber) {
            self.region = region
        } else {
            self.region = nil
        }
    }

    /// The script the tag names, or the one likely subtags give its language and region.
    var script: String? {
        explicitScript ?? LikelyScripts.script(language: language, region: region)
    }

    /// The tag, then with trailing subtags removed one at a time; a single-letter subtag
    /// (`x`, `u`) introduces an extension and goes with the subtag after it.
    var truncations: [Substring] {
        var result: [Substring] = []
        var candidate = Substring(key)
        while !candidate.isEmpty {
            result.append(candidate)
            guard let dash = candidate.lastIndex(of: "-") else { break }
            candidate = candidate[..<dash]
            if let previousDash = candidate.lastIndex(of: "-"),
                candidate.distance(from: previousDash, to: candidate.endIndex) == 2
            {
                candidate = candidate[..<previousDash]
            }
        }
        return result
    }

    /// Whether this names a pseudo-locale (`en-xa`, `ar-xb`, `xx-xc`): its second
    /// subtag is one of the regions CLDR reserves for them.
    var isPseudoLocale: Bool {
        ["xa", "xb", "xc"].contains(region ?? "")
    }

    /// Whether this range covers `tag` by RFC 4647 basic filtering: equal, or a prefix
    /// of it ending at a `-`.
    func covers(_ tag: NegotiationTag) -> Bool {
        tag.key == key || tag.key.hasPrefix(key + "-")
    }
}
