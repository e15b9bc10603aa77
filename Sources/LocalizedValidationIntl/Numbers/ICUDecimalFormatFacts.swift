import CLocalizedValidationICU

/// What ICU's default decimal format of a locale writes integers with, as ICU reports it
/// (`unum_getSymbol`, `unum_getAttribute`, `unum_getTextAttribute` of the format
/// ``IntlNumberFormat`` uses): the facts catalogc bakes into a `NumberFormatData`.
package struct ICUDecimalFormatFacts: Sendable, Hashable {
    /// The ICU locale id the format was opened with (the locale's data locale, with its
    /// `numbers` keyword if any).
    package var localeID: String
    /// The ten digit symbols, zero to nine.
    package var digits: [String]
    package var decimalSeparator: String
    package var groupingSeparator: String
    package var minusSign: String
    package var plusSign: String
    /// `UNUM_GROUPING_USED`.
    package var groupingUsed: Bool
    /// `UNUM_GROUPING_SIZE`.
    package var primaryGroupingSize: Int
    /// `UNUM_SECONDARY_GROUPING_SIZE`: 0 or less when it is the primary size.
    package var secondaryGroupingSize: Int
    /// `UNUM_MINIMUM_GROUPING_DIGITS`: -1 when the format sets none (ICU 72's
    /// `unum_open` never does, and groups as 1 does).
    package var minimumGroupingDigits: Int
    /// The affixes, symbols substituted (`""`, `""`, `"-"`, `""` in en).
    package var positivePrefix: String
    package var positiveSuffix: String
    package var negativePrefix: String
    package var negativeSuffix: String

    /// The facts of the format ``IntlNumberFormat`` formats `locale`'s numbers with.
    ///
    /// - Throws: ``IntlError`` naming the ICU call and the locale when ICU fails.
    package init(locale: IntlLocale) throws(IntlError) {
        self = try NumberResources.resources(locale: locale).standard.decimalFormatFacts(
            localeID: locale.dataICUIdentifier)
    }

    package init(
        localeID: String, digits: [String], decimalSeparator: String, groupingSeparator: String, minusSign: String,
        plusSign: String, groupingUsed: Bool, primaryGroupingSize: Int, secondaryGroupingSize: Int,
        minimumGroupingDigits: Int, positivePrefix: String, positiveSuffix: String, negativePrefix: String,
        negativeSuffix: String
    ) {
        self.localeID = localeID
        self.digits = digits
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.minusSign = minusSign
        self.plusSign = plusSign
        self.groupingUsed = groupingUsed
        self.primaryGroupingSize = primaryGroupingSize
        self.secondaryGroupingSize = secondaryGroupingSize
        self.minimumGroupingDigits = minimumGroupingDigits
        self.positivePrefix = positivePrefix
        self.positiveSuffix = positiveSuffix
        self.negativePrefix = negativePrefix
        self.negativeSuffix = negativeSuffix
    }

    /// The BCP 47 tag of an ICU locale id (`uloc_toLanguageTag`: `"ar_EG"` → `"ar-EG"`,
    /// `"en_US_POSIX"` → `"en-US-u-va-posix"`), to open the ``IntlLocale`` of an id ICU lists.
    ///
    /// - Throws: ``IntlError`` naming the id when ICU fails.
    package static func languageTag(forICULocaleID id: String) throws(IntlError) -> String {
        try withCStringOutput(capacity: 64, "uloc_toLanguageTag(\(id))") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_locale_to_tag(id, buffer, capacity, &length)
            return length
        }
    }
}
