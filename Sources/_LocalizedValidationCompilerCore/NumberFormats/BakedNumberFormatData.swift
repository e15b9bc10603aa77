import LocalizedValidationCLDR
import LocalizedValidationIntl

/// A locale's ``NumberFormatData`` read from ICU's default decimal format (the one
/// ``IntlNumberFormat`` formats with): what the catalog compiler bakes into Swift so that
/// integers are written without ICU.
///
/// Each field is a fact ICU reports (``ICUDecimalFormatFacts``); a locale whose format
/// writes integers in a way the data cannot say (a negative suffix, a digit of more than one
/// scalar) is a ``NumberFormatBakingError`` naming it, never a silent approximation. Tests
/// prove the result equal to ICU's output for every locale ICU has.
package struct BakedNumberFormatData: Sendable, Hashable {
    /// The locale's BCP 47 tag, as the catalog names it (`pt-BR`).
    package let languageTag: String
    /// The ICU locale id the data was read from (`pt`, `ar@numbers=arab`).
    package let icuLocaleID: String
    /// The data.
    package let data: NumberFormatData

    /// Reads the data of `locale` from ICU.
    ///
    /// - Throws: ``NumberFormatBakingError`` naming the locale when ICU fails or its format
    ///   is not one ``NumberFormatData`` represents.
    package static func fromICU(locale: IntlLocale) throws(NumberFormatBakingError) -> BakedNumberFormatData {
        let facts: ICUDecimalFormatFacts
        do {
            facts = try ICUDecimalFormatFacts(locale: locale)
        } catch {
            throw NumberFormatBakingError(languageTag: locale.identifier, message: error.description)
        }
        let fromFacts = try BakedNumberFormatData(languageTag: locale.identifier, facts: facts)
        return try fromFacts.withNumberFormatterFacts(of: locale)
    }

    /// The data with what ICU's number formatter (`unumf`, ECMA-402's `Intl.NumberFormat`,
    /// which `NUMBER()` formats with) writes beyond the decimal format's symbols: the
    /// minimum grouping digits CLDR gives the locale (2 in `es`: `1234` but `12.345`), which
    /// `unum_open`'s format ignores, and the text of NaN and infinity.
    private func withNumberFormatterFacts(of locale: IntlLocale) throws(NumberFormatBakingError) -> Self {
        let data = self.data
        func failure(_ message: String) -> NumberFormatBakingError {
            NumberFormatBakingError(languageTag: languageTag, message: "ICU \(icuLocaleID): \(message)")
        }
        let nan: String
        let infinity: String
        let minimumGroupingDigits: Int
        do {
            let formatter = try DecimalFormatter(locale: locale, options: DecimalFormatOptions())
            nan = try formatter.format(.nan)
            infinity = try formatter.format(.infinity)
            // A plain integer has no affixes: grouped when its text has the separator.
            minimumGroupingDigits = try BakedNumberStyle.minimumGroupingDigits(
                primary: data.primaryGroupingSize, failure: failure
            ) { (power) throws(NumberFormatBakingError) in
                do {
                    return try formatter.format(decimal: "1" + String(repeating: "0", count: power))
                        .contains(data.groupingSeparator)
                } catch {
                    throw failure("the number formatter fails on 10^\(power): \(error)")
                }
            }
        } catch let error as NumberFormatBakingError {
            throw error
        } catch {
            throw failure("the number formatter fails: \(error)")
        }
        return BakedNumberFormatData(
            languageTag: languageTag, icuLocaleID: icuLocaleID,
            data: NumberFormatData(
                digits: data.digits, decimalSeparator: data.decimalSeparator,
                groupingSeparator: data.groupingSeparator, minusSign: data.minusSign, plusSign: data.plusSign,
                primaryGroupingSize: data.primaryGroupingSize, secondaryGroupingSize: data.secondaryGroupingSize,
                minimumGroupingDigits: minimumGroupingDigits, nan: nan, infinity: infinity))
    }

    private init(languageTag: String, icuLocaleID: String, data: NumberFormatData) {
        self.languageTag = languageTag
        self.icuLocaleID = icuLocaleID
        self.data = data
    }

    /// The data ICU's `facts` describe, checked.
    ///
    /// - Throws: ``NumberFormatBakingError`` when the facts are not a format
    ///   ``NumberFormatData`` represents.
    package init(languageTag: String, facts: ICUDecimalFormatFacts) throws(NumberFormatBakingError) {
        func failure(_ message: String) -> NumberFormatBakingError {
            NumberFormatBakingError(languageTag: languageTag, message: "ICU \(facts.localeID): \(message)")
        }
        var digits: [Unicode.Scalar] = []
        for (value, digit) in facts.digits.enumerated() {
            guard digit.unicodeScalars.count == 1, let scalar = digit.unicodeScalars.first else {
                throw failure("the digit \(value) is '\(digit)', not one Unicode scalar")
            }
            digits.append(scalar)
        }
        guard digits.count == 10 else { throw failure("\(digits.count) digits, not ten") }
        // Every locale of ICU 72 writes "<minus sign><digits>"; another shape needs a pattern
        // in the data, so it stops the bake rather than format differently.
        guard
            facts.positivePrefix.isEmpty, facts.positiveSuffix.isEmpty, facts.negativeSuffix.isEmpty,
            facts.negativePrefix == facts.minusSign
        else {
            throw failure(
                "writes 1 as '\(facts.positivePrefix)1\(facts.positiveSuffix)' and -1 as "
                    + "'\(facts.negativePrefix)1\(facts.negativeSuffix)' (minus sign '\(facts.minusSign)'); "
                    + "NumberFormatData writes only a minus sign before the digits")
        }
        // ICU's Grouper: no grouping when unused or sized 0; the secondary size is the
        // primary one when unset (0 or -1); a minimum of -1 or 0 groups as 1 does.
        let primary = facts.groupingUsed ? max(facts.primaryGroupingSize, 0) : 0
        guard primary > 0 || !facts.groupingUsed || facts.secondaryGroupingSize <= 0 else {
            throw failure("groups with a secondary size \(facts.secondaryGroupingSize) and no primary size")
        }
        let secondary = facts.secondaryGroupingSize > 0 ? facts.secondaryGroupingSize : primary
        self.languageTag = languageTag
        self.icuLocaleID = facts.localeID
        self.data = NumberFormatData(
            digits: digits, decimalSeparator: facts.decimalSeparator, groupingSeparator: facts.groupingSeparator,
            minusSign: facts.minusSign, plusSign: facts.plusSign, primaryGroupingSize: primary,
            secondaryGroupingSize: secondary, minimumGroupingDigits: max(facts.minimumGroupingDigits, 1))
    }
}

/// Baking a locale's number format data failed: which locale and why.
package struct NumberFormatBakingError: Error, Sendable, CustomStringConvertible {
    /// The locale's BCP 47 tag.
    package let languageTag: String
    /// What went wrong, naming the ICU locale id read.
    package let message: String

    /// `number format data of <tag>: <message>`.
    package var description: String { "number format data of \(languageTag): \(message)" }
}
