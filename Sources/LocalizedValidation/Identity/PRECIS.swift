import Intl

/// PRECIS enforcement (RFC 8264) for two profiles: user names (UsernameCaseMapped,
/// RFC 8265) and nicknames (Nickname, RFC 8266).
///
/// Enforcement turns what a user typed into the one form to store and compare, or fails:
///
/// ```swift
/// try PRECIS.enforceUsernameCaseMapped("Ana.Silva")     // "ana.silva"
/// try PRECIS.enforceUsernameCaseMapped("ＡＮＡ")          // "ana" (fullwidth mapped)
/// try PRECIS.enforceUsernameCaseMapped("ana silva")     // throws: a space
/// try PRECIS.enforceNickname("  Ana   Maria ")          // "Ana Maria"
/// try PRECIS.enforceNickname("Richard \u{2163}")        // "Richard IV" (NFKC)
/// ```
///
/// Each code point's PRECIS property (``PRECISProperty``) is computed from ICU's
/// Unicode data with the algorithm of RFC 8264 section 8, so it follows the Unicode
/// version of the ICU in use rather than a table frozen in the code.
///
/// Both profiles reject bidi controls, zero-width spaces, soft hyphens, variation
/// selectors and other default-ignorable characters (they are DISALLOWED); ZERO WIDTH
/// JOINER and NON-JOINER pass only in the contexts of RFC 5892 (after a virama, or
/// between Arabic letters that join). So does an emoji ZWJ sequence such as `👩‍💻`,
/// and `❤️` with its U+FE0F: the Nickname profile rejects both, as the RFCs require.
///
/// Enforcement is applied until the result is stable, as RFC 8264 section 7 advises:
/// a string whose rules keep changing it (four rounds at most) is rejected.
public enum PRECIS {
    /// Enforces the UsernameCaseMapped profile (RFC 8265 section 3.4).
    ///
    /// In order: fullwidth and halfwidth characters are mapped to their decompositions
    /// (`Ａ` → `A`); the result must use IdentifierClass characters only (letters,
    /// digits, combining marks and printable ASCII — no spaces, symbols or
    /// compatibility characters); it is lowercased with Unicode `toLowerCase()`,
    /// normalized to NFC, checked again with the contextual rules, and, when it holds
    /// right-to-left characters, checked with the Bidi Rule (RFC 5893).
    ///
    /// Lowercasing follows no language: `İstanbul` becomes `i̇stanbul` (with U+0307
    /// COMBINING DOT ABOVE), not Turkish `istanbul`, so the two stay distinct user
    /// names; a confusable check (``Rule/username(existing:restriction:)``) catches
    /// one imitating the other. Final sigma stays: `ς` is not mapped to `σ`.
    ///
    /// - Parameter username: The user name as typed.
    /// - Returns: The enforced user name, to store and compare byte for byte.
    /// - Throws: ``PRECISError`` when the name has a disallowed character, breaks a
    ///   contextual or bidi rule, or is empty.
    public static func enforceUsernameCaseMapped(_ username: String) throws(PRECISError) -> String {
        try stabilized(username, usernameRound)
    }

    /// Enforces the Nickname profile (RFC 8266 section 2.4).
    ///
    /// The nickname must use FreeformClass characters (letters, digits, spaces, symbols
    /// including emoji, punctuation; no controls or default-ignorables); every non-ASCII
    /// space (General_Category Zs) becomes U+0020, leading and trailing spaces are
    /// removed and runs of spaces collapse to one; then the text is normalized to NFKC,
    /// which also maps compatibility characters (`ﬀ` → `ff`, `Ⅳ` → `IV`). There is no
    /// bidi rule for nicknames.
    ///
    /// Case is kept: RFC 8266 applies its case mapping rule only when comparing
    /// nicknames, never when enforcing them, so `Ana` stays `Ana`. Compare with
    /// ``nicknameComparisonForm(_:)``.
    ///
    /// - Parameter nickname: The nickname as typed.
    /// - Returns: The enforced nickname, to store and display.
    /// - Throws: ``PRECISError`` when the nickname has a disallowed character, breaks a
    ///   contextual rule, or is empty once spaces are removed.
    public static func enforceNickname(_ nickname: String) throws(PRECISError) -> String {
        try stabilized(nickname, nicknameRound)
    }

    /// The form two nicknames are compared in (RFC 8266 section 2.5): the enforced
    /// nickname, lowercased with Unicode `toLowerCase()` and normalized to NFKC again.
    ///
    /// `"Ana  Maria"` and `"ana maria"` have the same comparison form.
    ///
    /// - Throws: ``PRECISError`` when the nickname fails enforcement.
    public static func nicknameComparisonForm(_ nickname: String) throws(PRECISError) -> String {
        try nicknameComparisonForm(enforced: try enforceNickname(nickname))
    }

    /// The comparison form of a nickname that is already enforced.
    static func nicknameComparisonForm(enforced: String) throws(PRECISError) -> String {
        try normalize(try lowercase(enforced), .nfkc)
    }

    // MARK: - Profiles

    private static func usernameRound(_ input: String) throws(PRECISError) -> String {
        // Width mapping rule, then preparation: IdentifierClass characters only.
        var mapped = String.UnicodeScalarView()
        var changed = false
        for scalar in input.unicodeScalars {
            if scalar.value < 0x80 {
                mapped.append(scalar)
                continue
            }
            if let width = try properties(of: scalar).widthMapping {
                mapped.append(width)
                changed = true
            } else {
                mapped.append(scalar)
            }
        }
        let prepared = changed ? String(mapped) : input
        try checkClass(prepared, .identifier, contexts: false)
        // Case mapping, normalization, then the string class again with its contexts.
        let enforced = try normalize(try lowercase(prepared), .nfc)
        guard !enforced.isEmpty else { throw PRECISError(code: .empty) }
        let properties = try checkClass(enforced, .identifier, contexts: true)
        try checkBidiRule(properties)
        return enforced
    }

    private static func nicknameRound(_ input: String) throws(PRECISError) -> String {
        try checkClass(input, .freeform, contexts: false)
        let spaced = try mapSpaces(input)
        let enforced = try normalize(spaced, .nfkc)
        guard !enforced.isEmpty else { throw PRECISError(code: .empty) }
        try checkClass(enforced, .freeform, contexts: true)
        return enforced
    }

    /// The Nickname additional mapping rule: non-ASCII spaces to U+0020, then trimmed
    /// and collapsed.
    private static func mapSpaces(_ text: String) throws(PRECISError) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            var isSpace = scalar == " "
            if scalar.value >= 0x80 { isSpace = try properties(of: scalar).generalCategory == .spaceSeparator }
            if isSpace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// Applies `round` until its output no longer changes.
    private static func stabilized(
        _ input: String, _ round: (String) throws(PRECISError) -> String
    ) throws(PRECISError) -> String {
        var current = input
        for _ in 0..<4 {
            let next = try round(current)
            if next.unicodeScalars.elementsEqual(current.unicodeScalars) { return next }
            current = next
        }
        throw PRECISError(code: .unstable)
    }

    // MARK: - ICU

    static func properties(of scalar: Unicode.Scalar) throws(PRECISError) -> ScalarProperties {
        do {
            return try ScalarProperties(scalar)
        } catch {
            throw PRECISError(code: .icuFailure, scalar: scalar)
        }
    }

    private static func lowercase(_ text: String) throws(PRECISError) -> String {
        do {
            return try UnicodeText.lowercased(text)
        } catch {
            throw PRECISError(code: .icuFailure)
        }
    }

    private static func normalize(_ text: String, _ form: NormalizationForm) throws(PRECISError) -> String {
        do {
            return try UnicodeText.normalized(text, form: form)
        } catch {
            throw PRECISError(code: .icuFailure)
        }
    }
}
