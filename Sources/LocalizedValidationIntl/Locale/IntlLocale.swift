import CLocalizedValidationICU
import LocalizedValidationCLDR

/// A locale that ICU has data for, identified by a BCP 47 language tag.
///
/// Creating an `IntlLocale` checks the tag: it must be well-formed BCP 47 (hyphens, not
/// underscores), and ICU must have data for its language. ICU itself silently falls back
/// to the process's default locale (or root) for a tag it does not know, which would turn
/// a typo in a configuration file into English plural rules and ASCII digits; this type
/// refuses instead.
/// ``init(_:allowingRootData:)`` accepts a real language ICU lacks (`oc`, `cak`) with
/// ICU's root data, explicitly, as the catalog compiler reads locale folders; its
/// ``dataCoverage`` says what is root's.
///
/// ```swift
/// let russian = try IntlLocale("ru")
/// let brazil = try IntlLocale("pt-BR")
/// _ = try IntlLocale("pt_BR")  // throws: did you mean pt-BR?
/// ```
///
/// A platform identifier such as `pt_BR` comes with a `Foundation.Locale`: convert
/// that with `IntlLocale(_:)` from LocalizedValidationMessages, which reads it as `pt-BR`. (LocalizedValidationIntl
/// itself does not import Foundation, whose Linux build carries a second copy of ICU.)
public struct IntlLocale: Sendable, Hashable, CustomStringConvertible {
    /// The canonical BCP 47 tag, such as `pt-BR`.
    public let identifier: String
    /// ICU's locale id, such as `pt_BR`; the form the C shim takes.
    let icuIdentifier: String
    /// The locale whose data ICU uses for this one, with the numbering system if the tag
    /// names one: `en` for `en-x-1`, `en-ZZ` or `en-fonipa`; `zh_Hant_TW` for `zh-TW`;
    /// `ar@numbers=latn` for `ar-u-nu-latn`. Number and date objects are cached under it
    /// and opened with it, so that tags differing in what ICU ignores share one object,
    /// and ICU's own caches never see the unbounded variety of tags a request can carry.
    let dataICUIdentifier: String
    /// The id plural rules are opened with: the locale without keywords (private use
    /// included) and without variants ICU has no data for. Plural data has a fallback
    /// of its own (`pt_PT` has rules, `pt_Latn_PT` falls back to `pt`'s), so it is kept
    /// apart from ``dataICUIdentifier``.
    let pluralICUIdentifier: String
    /// The language subtag, such as `pt`.
    public let languageCode: String
    /// How much of this locale's data ICU has: ``DataCoverage/complete`` for every locale
    /// the plain ``init(_:)`` accepts; the other two only through
    /// ``init(_:allowingRootData:)``.
    public let dataCoverage: DataCoverage

    /// How much of a locale's CLDR data ICU has, decided by asking ICU (its available
    /// locales and its plural rules table), never by a list of tags.
    public enum DataCoverage: Sendable, Hashable {
        /// ICU has locale data for the language (numbers, dates, quotation marks) and its
        /// plural rules (CLDR's, or root's where CLDR gives none).
        case complete
        /// ICU has the language's plural rules but no locale data (`an`, `lij`, `scn` in
        /// ICU 72): numbers, dates and quotation marks are root's.
        case pluralRulesOnly
        /// ICU has no data for the language (`oc`, `cak`, `kmr` in ICU 72): plural rules
        /// are root's (every number is `other`), and so are numbers, dates and quotation
        /// marks.
        case rootOnly
    }

    /// Validates `tag` and creates the locale.
    ///
    /// - Parameter tag: A BCP 47 language tag (`en`, `pt-BR`, `ru-RU`, `sr-Latn`).
    /// - Throws: ``IntlError`` with reason ``IntlError/Reason/invalidLocale`` when the tag is
    ///   empty, malformed or names a language ICU has no data for.
    public init(_ tag: String) throws {
        try self.init(validating: tag)
    }

    /// Validates `tag` and creates the locale, accepting a well-formed tag whose language
    /// ICU has no data for: its data is then ICU's root locale's (see ``dataCoverage``).
    ///
    /// The catalog compiler reads locale folders this way (and warns once per folder), so
    /// that a language such as Occitan (`oc`) or Kaqchikel (`cak`) compiles; the locale
    /// writes numbers and dates as root does (`1,234.5`, `2024-02-29`) and selects with
    /// root's plural rules (only `other`) unless ICU has the language's own.
    ///
    /// ```swift
    /// let occitan = try IntlLocale("oc", allowingRootData: true)  // dataCoverage: .rootOnly
    /// ```
    ///
    /// - Parameters:
    ///   - tag: A BCP 47 language tag.
    ///   - allowingRootData: Whether a language without ICU data is accepted; `false` is
    ///     ``init(_:)``.
    /// - Throws: ``IntlError`` with reason ``IntlError/Reason/invalidLocale`` when the tag is
    ///   empty or malformed, names no language (`und`), or names a private-use language
    ///   (`qaa`–`qtz`) or a language subtag of more than three letters without data.
    public init(_ tag: String, allowingRootData: Bool) throws {
        try self.init(validating: tag, allowingRootData: allowingRootData)
    }

    /// - Parameter retriesCanonical: Whether a tag whose language has no data is tried
    ///   again as its canonical tag (once: the canonical tag's own canonical tag is itself).
    /// - Parameter allowingRootData: Whether a well-formed tag of a language without data
    ///   is created with root's data instead of refused.
    init(validating tag: String, retriesCanonical: Bool = true, allowingRootData: Bool = false) throws(IntlError) {
        func invalid(_ reason: String) -> IntlError {
            IntlError(reason: .invalidLocale, message: "invalid locale identifier '\(tag)': \(reason)")
        }
        guard !tag.isEmpty else { throw invalid("it is empty") }
        guard tag.utf8.count <= 128,
            tag.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || $0.isASCIIAlphanumeric })
        else {
            if tag.contains("_") {
                let suggestion = tag.replacingAll("_", with: "-")
                throw invalid("BCP 47 separates subtags with '-'; did you mean \(suggestion)?")
            }
            throw invalid("a BCP 47 tag has only ASCII letters, digits and '-'")
        }
        var parsed: Int32 = 0
        let icuID = try withCStringOutput(capacity: 64, "uloc_forLanguageTag") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_locale_from_tag(tag, buffer, capacity, &length, &parsed)
            return length
        }
        guard Int(parsed) == tag.utf8.count else {
            throw invalid("it is not a well-formed BCP 47 tag (understood up to offset \(parsed))")
        }
        // `und` (and `und-…` without a script or region) is ICU's root locale, the empty ID.
        guard !icuID.isEmpty else { throw invalid("it names no language") }
        let language = try withCStringOutput(capacity: 16, "uloc_getLanguage") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_locale_language(icuID, buffer, capacity, &length)
            return length
        }
        guard !language.isEmpty, language != "und", language != "root" else {
            throw invalid("it names no language")
        }
        let canonical = try withCStringOutput(capacity: 64, "uloc_toLanguageTag") {
            buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_locale_to_tag(icuID, buffer, capacity, &length)
            return length
        }
        guard IntlLocale.languagesWithData.contains(language) else {
            // A deprecated code (`iw`, `in`, `ji`) has its data under the current one
            // (`he`, `id`, `yi`), which the canonical tag names.
            if retriesCanonical, canonical.lowercased() != tag.lowercased() {
                self = try IntlLocale(
                    validating: canonical, retriesCanonical: false, allowingRootData: allowingRootData)
                return
            }
            // A legacy alias (`tl`, `sh`, `tl_PH`): ICU reads it as the locale its data is
            // under (`fil`, `sr_Latn`), which is tried as a tag of its own.
            if retriesCanonical, IntlLocale.dataLocales.contains(icuID) {
                let target = try IntlLocale.resourceDataLocale(icuID)
                let targetLanguage = String(target.prefix { $0 != "_" })
                if targetLanguage != language, IntlLocale.languagesWithData.contains(targetLanguage) {
                    self = try IntlLocale(
                        validating: target.replacingAll("_", with: "-"), retriesCanonical: false,
                        allowingRootData: allowingRootData)
                    return
                }
            }
            // Well-formed and perhaps registered (`cak`, `oc`): what is missing is the data.
            let hasPluralRules = try IntlLocale.languagesWithPluralRules.get().contains(language)
            let missing = hasPluralRules ? "number symbols, dates" : "plural rules, number symbols"
            guard allowingRootData else {
                throw IntlError(
                    reason: .invalidLocale,
                    message:
                        "unsupported locale '\(tag)': ICU \(ICULibrary.version) has no data (\(missing)) for language '\(language)'"
                )
            }
            // A private-use language (`qaa`–`qtz`) or an unassigned 4–8 letter subtag names
            // nothing ICU or CLDR could ever have data for: a mistake, not a gap.
            let letters = Array(language.utf8)
            guard letters.count <= 3 else {
                throw invalid("'\(language)' is no assigned language subtag (those have two or three letters)")
            }
            if letters.count == 3, letters[0] == UInt8(ascii: "q"),
                (UInt8(ascii: "a")...UInt8(ascii: "t")).contains(letters[1])
            {
                throw invalid("'\(language)' is a private-use language subtag (qaa–qtz), whose data nobody can know")
            }
            self.identifier = canonical
            self.icuIdentifier = icuID
            self.languageCode = language
            self.dataCoverage = hasPluralRules ? .pluralRulesOnly : .rootOnly
            // Plural rules fall back on their own (`scn_IT` to `scn`); a language without
            // any is opened as itself, whose rules are root's, so the variety of regions
            // and variants a request can carry never reaches ICU's resource cache. The data
            // is root's, named as such: opening the tag itself would give the process's
            // default locale (U_USING_DEFAULT_WARNING), whatever LANG says.
            self.pluralICUIdentifier = hasPluralRules ? try IntlLocale.baseName(icuID) : language
            let numbers = try IntlLocale.numberingSystem(icuID)
            self.dataICUIdentifier = numbers.isEmpty ? "root" : "root@numbers=" + numbers
            return
        }
        // A canonical tag naming another language that ICU has no data for (`hy-arevmda`
        // is `hyw`, read with `hy`'s data) could not be opened itself: the tag stays as written.
        let canonicalLanguage = canonical.prefix { $0 != "-" }.lowercased()
        let keepsTag = canonicalLanguage != language && !IntlLocale.languagesWithData.contains(canonicalLanguage)
        self.identifier = keepsTag ? tag : canonical
        self.icuIdentifier = icuID
        self.languageCode = language
        self.dataCoverage = .complete
        let pluralID = try IntlLocale.withoutUnknownVariants(IntlLocale.baseName(icuID))
        let query = try IntlLocale.resourceQuery(pluralID)
        let dataLocale = try IntlLocale.resourceDataLocale(query)
        let numbers = try IntlLocale.numberingSystem(icuID)
        self.pluralICUIdentifier = pluralID
        self.dataICUIdentifier = numbers.isEmpty ? dataLocale : dataLocale + "@numbers=" + numbers
    }

    /// The locale whose resource bundle ICU reads for `id` (`en` for `en_ZZ`), or `root`
    /// when ICU has nothing for it and would read the process's default locale
    /// (U_USING_DEFAULT_WARNING, `af_Zzzz`): data that depends on the machine's LANG is
    /// never used.
    static func resourceDataLocale(_ id: String) throws(IntlError) -> String {
        try withCStringOutput(capacity: 64, "ures_open(\(id))") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_locale_data_locale(id, buffer, capacity, &length)
            return length
        }
    }

    /// ICU's base name of `icuID` (no keywords).
    private static func baseName(_ icuID: String) throws(IntlError) -> String {
        try withCStringOutput(capacity: 64, "uloc_getBaseName(\(icuID))") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_locale_base_name(icuID, buffer, capacity, &length)
            return length
        }
    }

    /// The numbering system `icuID` names (`arab` for `ar@numbers=arab`), empty when none.
    private static func numberingSystem(_ icuID: String) throws(IntlError) -> String {
        try withCStringOutput(capacity: 16, "uloc_getKeywordValue(\(icuID))") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_locale_keyword(icuID, "numbers", buffer, capacity, &length)
            return length
        }
    }

    /// `base` without its variants, one at a time from the last, until it is a locale ICU
    /// has data for or has no variant left: ICU's own fallback drops a variant first.
    private static func withoutUnknownVariants(_ base: String) throws(IntlError) -> String {
        var id = base
        while !availableLocales.contains(id) {
            let variant = try withCStringOutput(capacity: 32, "uloc_getVariant(\(id))") { buffer, capacity, status in
                var length: Int32 = 0
                status = cicu_locale_variant(id, buffer, capacity, &length)
                return length
            }
            guard !variant.isEmpty, let cut = id.utf8.lastIndex(of: UInt8(ascii: "_")) else { break }
            id = String(id[..<cut])
            while id.utf8.last == UInt8(ascii: "_") { id.removeLast() }
        }
        return id
    }

    public var description: String { identifier }

    /// `base` (a base name without unknown variants) with the subtags that cannot change
    /// what data ICU resolves it to taken out, for asking ICU: its resource cache keeps an
    /// entry for every id it is asked about, and requests can name any of millions of
    /// script and region combinations.
    ///
    /// A script no locale of the language has data for becomes `Zzzz` unless it is the
    /// language's likely one (ICU falls back to root for both); a region no locale of
    /// the language has data for is dropped unless it changes the likely script (ICU
    /// falls back to the language, or to its script, for both). Following ICU 72's
    /// fallback (CLDR-15265); tests compare every result with ICU's own.
    static func resourceQuery(_ base: String) throws(IntlError) -> String {
        if dataLocales.contains(base) { return base }
        var parts = base.split(separator: "_", omittingEmptySubsequences: false).map(String.init)[...]
        let language = parts.removeFirst()
        var script = parts.first.flatMap { $0.utf8.count == 4 ? $0 : nil }
        if script != nil { parts.removeFirst() }
        var region = parts.first.flatMap { $0.isEmpty ? nil : $0 }
        if region != nil || parts.first?.isEmpty == true { parts.removeFirst() }
        guard parts.isEmpty, let known = subtagsWithData[language] else { return base }
        let languageScript = try likelyScript(language)
        if let candidate = region, !known.regions.contains(candidate),
            try likelyScript(language + "_" + candidate) == languageScript
        {
            region = nil
        }
        if let candidate = script, !known.scripts.contains(candidate), candidate != languageScript,
            try candidate != likelyScript(language + (region.map { "_" + $0 } ?? ""))
        {
            script = "Zzzz"
        }
        return ([language] + [script, region].compactMap { $0 }).joined(separator: "_")
    }

    /// The script likely subtags give `id`; empty when none.
    private static func likelyScript(_ id: String) throws(IntlError) -> String {
        try withCStringOutput(capacity: 8, "uloc_addLikelySubtags(\(id))") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_locale_likely_script(id, buffer, capacity, &length)
            return length
        }
    }

    /// Every id ICU has data for or a fallback of its own: the available locales, the
    /// legacy aliases, and the children of CLDR's parentLocales table (`az_Arab` falls
    /// back to root, where an unknown script continues to the default locale).
    static let dataLocales: Set<String> = {
        var locales = availableLocales
        let children = try? withCStringOutput(capacity: 4096, "parentLocales") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_parent_locale_children(buffer, capacity, &length)
            return length
        }
        for child in (children ?? "").split(separator: " ") { locales.insert(String(child)) }
        for index in 0..<cicu_legacy_alias_locale_count() {
            let alias = try? withCStringOutput(capacity: 32, "uloc_openAvailableByType") { buffer, capacity, status in
                var length: Int32 = 0
                status = cicu_legacy_alias_locale(index, buffer, capacity, &length)
                return length
            }
            if let alias { locales.insert(alias) }
        }
        return locales
    }()

    /// For each language, the scripts and regions of the ids ICU has data for.
    private static let subtagsWithData: [String: (scripts: Set<String>, regions: Set<String>)] = {
        var subtags: [String: (scripts: Set<String>, regions: Set<String>)] = [:]
        for id in dataLocales {
            var parts = id.split(separator: "_", omittingEmptySubsequences: false).map(String.init)[...]
            let language = parts.removeFirst()
            var entry = subtags[language] ?? ([], [])
            if let script = parts.first, script.utf8.count == 4 {
                entry.scripts.insert(script)
                parts.removeFirst()
            }
            if let region = parts.first, !region.isEmpty { entry.regions.insert(region) }
            subtags[language] = entry
        }
        return subtags
    }()

    /// Every locale ICU has data for (`pt_BR`, `en_US_POSIX`), read once.
    static let availableLocales: Set<String> = {
        var locales = Set<String>()
        for index in 0..<cicu_available_locale_count() {
            guard let id = cicu_available_locale(index) else { continue }
            locales.insert(String(cString: id))
        }
        return locales
    }()

    /// The language subtags of every locale ICU has data for, read once.
    private static let languagesWithData = Set(availableLocales.map { String($0.prefix { $0 != "_" }) })

    /// The language subtags of ICU's cardinal plural rules table (`scn`, `an`: languages
    /// with rules and perhaps no other data), read once; ICU's error when it cannot be
    /// read, thrown by every locale that needs it.
    static let languagesWithPluralRules: Result<Set<String>, IntlError> = Result { () throws(IntlError) in
        Set(try ICUPluralData.locales(type: .cardinal).map { String($0.locale.prefix { $0 != "_" }) })
    }
}

extension IntlLocale {
    /// This locale's quotation marks (ICU's `ulocdata_getDelimiter`, through the C shim).
    ///
    /// - Throws: ``IntlError`` when ICU has no delimiter data at all (root's is the
    ///   fallback, so only a broken ICU data file does this).
    package func quotationMarks() throws(IntlError) -> QuotationMarks {
        let id = dataICUIdentifier
        func mark(_ kind: Int32) throws(IntlError) -> String {
            let units = try withUTF16Output(capacity: 4, "ulocdata_getDelimiter(\(id), \(kind))") {
                buffer, capacity, status in
                var length: Int32 = 0
                status = cicu_locale_delimiter(id, kind, buffer, capacity, &length)
                return length
            }
            return String(utf16CodeUnits: units)
        }
        return QuotationMarks(
            start: try mark(0), end: try mark(1), alternateStart: try mark(2), alternateEnd: try mark(3))
    }
}

extension IntlLocale {
    /// This locale's name in the language of `displayLocale` (ICU's `uloc_getDisplayName`,
    /// through the C shim): `ru` in English is "Russian", `pt-BR` in Portuguese
    /// "português (Brasil)". A language ICU has no name for is shown by its code.
    ///
    /// - Throws: ``IntlError`` when ICU fails.
    package func displayName(in displayLocale: IntlLocale) throws(IntlError) -> String {
        let id = icuIdentifier
        let displayID = displayLocale.icuIdentifier
        let units = try withUTF16Output(capacity: 64, "uloc_getDisplayName(\(id), \(displayID))") {
            buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_locale_display_name(id, displayID, buffer, capacity, &length)
            return length
        }
        return String(utf16CodeUnits: units)
    }
}

extension IntlLocale {
    /// English (`en`); a locale every ICU build has, so creating it cannot fail.
    public static let english = try! IntlLocale(validating: "en")
}

extension UInt8 {
    var isASCIIAlphanumeric: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}

extension String {
    /// Replaces every occurrence of one character (without Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
