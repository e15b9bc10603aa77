import CLocalizedValidationICU

/// A CLDR plural category: the key a message uses to pick the form of a word for a number.
///
/// Which categories a language uses, and which numbers fall into each, comes from ICU's
/// copy of CLDR (see ``PluralRules``). English cardinals use ``one`` and ``other``;
/// Russian uses ``one``, ``few``, ``many`` and ``other``. The raw value is the CLDR
/// keyword, as written in a Fluent variant key (`[few]`).
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// CLDR `zero` (for example Arabic and Latvian 0).
    case zero
    /// CLDR `one` (English 1; Russian 1, 21, 31; Portuguese 0, 1 and 1.5).
    case one
    /// CLDR `two` (for example Arabic and Welsh 2; English ordinal 2nd, 22nd).
    case two
    /// CLDR `few` (Russian 2–4, 22–24).
    case few
    /// CLDR `many` (Russian 0, 5–20; Portuguese 1000000).
    case many
    /// CLDR `other`, the category every locale has.
    case other

    /// The CLDR keyword, such as `few`.
    public var description: String { rawValue }

    /// The category for a `CICU_PLURAL_*` value reported by the C shim.
    @inline(__always)
    init(cicuValue: Int32) throws(IntlError) {
        switch cicuValue {
        case Int32(CICU_PLURAL_ZERO): self = .zero
        case Int32(CICU_PLURAL_ONE): self = .one
        case Int32(CICU_PLURAL_TWO): self = .two
        case Int32(CICU_PLURAL_FEW): self = .few
        case Int32(CICU_PLURAL_MANY): self = .many
        case Int32(CICU_PLURAL_OTHER): self = .other
        default:
            throw IntlError(reason: .icuFailure, message: "ICU reported unknown plural category \(cicuValue)")
        }
    }

    /// This category's bit in a `cicu_plural_categories` mask.
    var cicuBit: UInt32 {
        switch self {
        case .zero: 1 << UInt32(CICU_PLURAL_ZERO)
        case .one: 1 << UInt32(CICU_PLURAL_ONE)
        case .two: 1 << UInt32(CICU_PLURAL_TWO)
        case .few: 1 << UInt32(CICU_PLURAL_FEW)
        case .many: 1 << UInt32(CICU_PLURAL_MANY)
        case .other: 1 << UInt32(CICU_PLURAL_OTHER)
        }
    }
}
