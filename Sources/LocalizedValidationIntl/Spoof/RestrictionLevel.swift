import CLocalizedValidationICU

/// How many scripts an identifier mixes, as defined by UTS #39 section 5.2, from the most
/// restrictive (``asciiOnly``) to the least (``unrestricted``).
///
/// Levels are ordered: `a < b` means `a` is more restrictive. An identifier "fits" a
/// level when its own level is that level or a more restrictive one.
public enum RestrictionLevel: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    /// Only ASCII characters (`abc`).
    case asciiOnly
    /// One script, plus the Common and Inherited scripts (`пример`, `bücher`). UTS #39
    /// compares *resolved* script sets, so Han with Hiragana and Katakana (Japanese),
    /// Han with Bopomofo, and Han with Hangul each count as one script:
    /// `日本語ひらがなカタカナ` is single-script.
    case singleScript
    /// Latin together with one of the combinations Japanese, Chinese (Han, Bopomofo) or
    /// Korean (Han, Hangul): `abc日本語`.
    case highlyRestrictive
    /// Latin plus one other recommended script that is not Cyrillic or Greek.
    case moderatelyRestrictive
    /// Any mix of recommended scripts (`abcабв`, Latin with Cyrillic).
    case minimallyRestrictive
    /// Anything, including characters outside the UTS #39 identifier profile (emoji,
    /// U+200B, symbols): `a😀`.
    case unrestricted

    /// Whether `lhs` is more restrictive than `rhs`.
    public static func < (lhs: RestrictionLevel, rhs: RestrictionLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The UTS #39 name, such as `highly restrictive`.
    public var description: String {
        switch self {
        case .asciiOnly: "ASCII-only"
        case .singleScript: "single script"
        case .highlyRestrictive: "highly restrictive"
        case .moderatelyRestrictive: "moderately restrictive"
        case .minimallyRestrictive: "minimally restrictive"
        case .unrestricted: "unrestricted"
        }
    }

    init(cicuValue: Int32) throws(IntlError) {
        switch Int(cicuValue) {
        case CICU_SPOOF_ASCII: self = .asciiOnly
        case CICU_SPOOF_SINGLE_SCRIPT_RESTRICTIVE: self = .singleScript
        case CICU_SPOOF_HIGHLY_RESTRICTIVE: self = .highlyRestrictive
        case CICU_SPOOF_MODERATELY_RESTRICTIVE: self = .moderatelyRestrictive
        case CICU_SPOOF_MINIMALLY_RESTRICTIVE: self = .minimallyRestrictive
        case CICU_SPOOF_UNRESTRICTIVE: self = .unrestricted
        default:
            throw IntlError(reason: .icuFailure, message: "ICU reported unknown restriction level \(cicuValue)")
        }
    }
}
