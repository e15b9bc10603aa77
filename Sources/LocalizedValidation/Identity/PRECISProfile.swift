import LocalizedValidationIntl

/// A PRECIS profile (RFC 8264): the rules that turn what a user typed into the one form
/// to store and compare, or reject it.
///
/// Four profiles are defined, after the RFCs that specify them:
///
/// | Profile | RFC | Class | Mappings | Normalization | Bidi Rule |
/// | --- | --- | --- | --- | --- | --- |
/// | ``usernameCaseMapped`` | 8265 §3.3 | Identifier | width, lowercase | NFC | yes |
/// | ``usernameCasePreserved`` | 8265 §3.4 | Identifier | width | NFC | yes |
/// | ``opaqueString`` | 8265 §4.2 | Freeform | non-ASCII spaces → U+0020 | NFC | no |
/// | ``nickname`` | 8266 | Freeform | spaces mapped, trimmed, collapsed | NFKC | no |
///
/// ```swift
/// try PRECISProfile.usernameCaseMapped.enforce("Ana.Silva")      // "ana.silva"
/// try PRECISProfile.usernameCaseMapped.enforce("ＡＮＡ")           // "ana" (fullwidth mapped)
/// try PRECISProfile.usernameCaseMapped.enforce("\u{212A}evin")   // "kevin" (KELVIN SIGN)
/// try PRECISProfile.usernameCasePreserved.enforce("Ana.Silva")   // "Ana.Silva"
/// try PRECISProfile.usernameCaseMapped.enforce("ana silva")      // throws: a space
/// try PRECISProfile.opaqueString.enforce("correct\u{00A0}horse") // "correct horse"
/// try PRECISProfile.nickname.enforce("  Ana   Maria ")           // "Ana Maria"
/// try PRECISProfile.nickname.enforce("Richard \u{2163}")         // "Richard IV" (NFKC)
/// ```
///
/// **Order.** Enforcement follows RFC 8264 §7: the width mapping rule, the additional
/// mapping rule, the case mapping rule, the normalization rule, the directionality rule,
/// and the behavioural rules of the string class last. So the class judges the text as
/// it will be stored: decomposed Hangul (`\u{1100}\u{1161}`, conjoining jamo, which are
/// DISALLOWED) is accepted as its NFC form `가`, and `\u{212A}evin` becomes `kevin`
/// because lowercasing maps the KELVIN SIGN (FREE_PVAL) to `k` before the class is
/// checked. The mapping rules are applied again until the text no longer changes (four
/// rounds at most, else ``PRECISError/Reason/unstable``), as RFC 8264 §7 and RFC 8266 §2.3
/// ask; then the text must not be empty, must pass the Bidi Rule (RFC 5893) when the
/// profile has one and the text holds right-to-left characters, and every character must
/// belong to the string class, CONTEXTJ and CONTEXTO characters in their RFC 5892 context.
///
/// **Comparison.** Two strings are compared in their ``comparisonForm(_:)``: for the
/// username profiles and OpaqueString, the enforced string; for Nickname, the enforced
/// string with the case mapping rule too (RFC 8266 §2.4). ``areEquivalent(_:_:)`` is
/// false when either string fails.
///
/// **Character data.** Each code point's PRECIS property (``PRECISProperty``) is computed
/// from ICU's Unicode data with the algorithm of RFC 8264 §8, so it follows the Unicode
/// version of the ICU in use (ICU 72: Unicode 15.0) rather than a table frozen in the
/// code. Lowercasing is Unicode `toLowerCase()` in no language: `İstanbul` becomes
/// `i̇stanbul` (with U+0307), not Turkish `istanbul`; final sigma stays `ς`.
///
/// Bidi controls, zero-width spaces, soft hyphens, variation selectors and other
/// default-ignorable characters are DISALLOWED in every profile; ZERO WIDTH JOINER and
/// NON-JOINER pass only in the contexts of RFC 5892 (after a virama, or between Arabic
/// letters that join). So an emoji ZWJ sequence such as `👩‍💻`, and `❤️` with its
/// U+FE0F, are rejected by Nickname and OpaqueString, as the RFCs require.
///
/// Differences from the reference implementation the tests compare against (precis-i18n,
/// on Python's Unicode data) are described in <doc:Validators> and listed, each with its
/// reason, in `Tests/LocalizedValidationTests/Reference/precis-known-deviations.txt`.
public struct PRECISProfile: Sendable, Hashable, CustomStringConvertible {
    /// The profile's name as its RFC spells it (`UsernameCaseMapped`).
    public let name: String
    let stringClass: PRECIS.StringClass
    let mapsWidth: Bool
    let spaces: SpaceMapping
    let caseMapping: CaseMapping
    let normalization: NormalizationForm
    let appliesBidiRule: Bool

    /// The additional mapping rule's treatment of spaces.
    enum SpaceMapping: Hashable {
        /// None.
        case none
        /// Non-ASCII spaces (General_Category Zs) to U+0020 (OpaqueString).
        case toASCII
        /// To U+0020, then leading and trailing spaces removed and runs collapsed (Nickname).
        case toASCIITrimmedAndCollapsed
    }

    /// When the case mapping rule (Unicode `toLowerCase()`) applies.
    enum CaseMapping: Hashable {
        /// Never.
        case none
        /// In enforcement, and so in comparison.
        case always
        /// Only in the comparison form (Nickname).
        case comparisonOnly
    }

    /// UsernameCaseMapped (RFC 8265 §3.3): IdentifierClass, fullwidth and halfwidth
    /// characters mapped to their decompositions, lowercased, NFC, Bidi Rule. For user
    /// names that are compared without regard to case.
    public static let usernameCaseMapped = PRECISProfile(
        name: "UsernameCaseMapped", stringClass: .identifier, mapsWidth: true, spaces: .none,
        caseMapping: .always, normalization: .nfc, appliesBidiRule: true)

    /// UsernameCasePreserved (RFC 8265 §3.4): as ``usernameCaseMapped`` without the
    /// lowercasing, so `Ana` and `ana` are different names.
    public static let usernameCasePreserved = PRECISProfile(
        name: "UsernameCasePreserved", stringClass: .identifier, mapsWidth: true, spaces: .none,
        caseMapping: .none, normalization: .nfc, appliesBidiRule: true)

    /// OpaqueString (RFC 8265 §4.2): FreeformClass, non-ASCII spaces mapped to U+0020,
    /// NFC; no width or case mapping, no Bidi Rule. The profile for passwords: it keeps
    /// what the user typed apart from canonical equivalence and space variants, and
    /// refuses controls and invisible characters that no one can type twice the same way.
    public static let opaqueString = PRECISProfile(
        name: "OpaqueString", stringClass: .freeform, mapsWidth: false, spaces: .toASCII,
        caseMapping: .none, normalization: .nfc, appliesBidiRule: false)

    /// Nickname (RFC 8266): FreeformClass, non-ASCII spaces mapped to U+0020, leading
    /// and trailing spaces removed and runs of spaces collapsed, NFKC (which also maps
    /// compatibility characters: `ﬀ` → `ff`, `Ⅳ` → `IV`); no Bidi Rule. Case is kept in
    /// enforcement and ignored in comparison: RFC 8266 applies its case mapping rule only
    /// to the comparison form.
    public static let nickname = PRECISProfile(
        name: "Nickname", stringClass: .freeform, mapsWidth: false, spaces: .toASCIITrimmedAndCollapsed,
        caseMapping: .comparisonOnly, normalization: .nfkc, appliesBidiRule: false)

    /// The profile's name.
    public var description: String { name }

    /// Enforces the profile: the form to store and display.
    ///
    /// - Parameter text: The string as typed.
    /// - Returns: The enforced string, to store and compare byte for byte (for Nickname,
    ///   compare ``comparisonForm(_:)`` instead).
    /// - Throws: ``PRECISError`` when the string has a character outside the profile's
    ///   class, breaks a contextual or bidi rule, is empty once mapped, or does not
    ///   stabilize.
    public func enforce(_ text: String) throws -> String {
        try enforced(text)
    }

    /// ``enforce(_:)`` with its error typed, for the rules.
    func enforced(_ text: String) throws(PRECISError) -> String {
        try apply(to: text, caseMapped: caseMapping == .always)
    }

    /// The form two strings are compared in: the enforced string, and for Nickname the
    /// enforced string lowercased too (`"Ana  Maria"` and `"ana maria"` have the same).
    ///
    /// - Throws: ``PRECISError`` when the string fails enforcement.
    public func comparisonForm(_ text: String) throws -> String {
        try comparedForm(text)
    }

    /// ``comparisonForm(_:)`` with its error typed, for the rules.
    func comparedForm(_ text: String) throws(PRECISError) -> String {
        try apply(to: text, caseMapped: caseMapping != .none)
    }

    /// Whether two strings are the same under the profile: both pass and their
    /// comparison forms are equal scalar for scalar. A string that fails makes the
    /// comparison fail (RFC 8264 §7): the result is then false.
    public func areEquivalent(_ first: String, _ second: String) -> Bool {
        guard let one = try? comparisonForm(first), let other = try? comparisonForm(second) else { return false }
        return one.unicodeScalars.elementsEqual(other.unicodeScalars)
    }

    /// The comparison form of a string this profile already enforced.
    func comparisonForm(enforced: String) throws(PRECISError) -> String {
        caseMapping == .comparisonOnly ? try apply(to: enforced, caseMapped: true) : enforced
    }

    // MARK: - The rules, in the order of RFC 8264 §7

    private func apply(to input: String, caseMapped: Bool) throws(PRECISError) -> String {
        let mapped = try stabilized(input) { (text) throws(PRECISError) in
            try mappingRules(text, caseMapped: caseMapped)
        }
        guard !mapped.isEmpty else { throw PRECISError(reason: .empty) }
        let properties = try PRECIS.scalarProperties(mapped)
        if appliesBidiRule { try PRECIS.checkBidiRule(properties) }
        try PRECIS.checkClass(mapped, properties, stringClass)
        return mapped
    }

    /// Width mapping, additional mapping, case mapping, normalization.
    private func mappingRules(_ input: String, caseMapped: Bool) throws(PRECISError) -> String {
        var text = input
        if mapsWidth { text = try PRECIS.mapWidth(text) }
        switch spaces {
        case .none: break
        case .toASCII: text = try PRECIS.mapSpaces(text, trimAndCollapse: false)
        case .toASCIITrimmedAndCollapsed: text = try PRECIS.mapSpaces(text, trimAndCollapse: true)
        }
        if caseMapped { text = try PRECIS.lowercase(text) }
        return try PRECIS.normalize(text, normalization)
    }

    /// Applies `rules` until their output no longer changes.
    private func stabilized(
        _ input: String, _ rules: (String) throws(PRECISError) -> String
    ) throws(PRECISError) -> String {
        var current = input
        for _ in 0..<4 {
            let next = try rules(current)
            if next.unicodeScalars.elementsEqual(current.unicodeScalars) { return next }
            current = next
        }
        throw PRECISError(reason: .unstable)
    }
}
