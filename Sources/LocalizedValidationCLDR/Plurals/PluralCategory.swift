/// A CLDR plural category: the key a message uses to pick the form of a word for a number.
///
/// Which categories a language uses, and which numbers fall into each, comes from CLDR:
/// through ICU in `LocalizedValidationIntl`'s `PluralRules`, or baked into a
/// ``PluralRuleSet`` evaluated without ICU. English cardinals use ``one`` and ``other``;
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
}
