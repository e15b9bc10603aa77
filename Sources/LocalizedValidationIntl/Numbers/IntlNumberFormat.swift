import CLocalizedValidationICU

/// Strict parsing and formatting of plain decimal numbers in one locale, through ICU.
///
/// Creating a value is cheap after the first one per locale: the opened ICU objects are
/// cached and shared, and every method is safe to call from many tasks at once.
///
/// Parsing policy (``parse(_:)``):
/// - The whole input must be a number; nothing is trimmed (leading or trailing white
///   space is ``NumberParseError/Reason/surroundingWhitespace``: the validators trim
///   first).
/// - Separators are the locale's: `1.234,5` in pt-BR, `1,234.5` in en, `1 234,5` in ru.
///   Where the locale groups with a space (ru: U+00A0), U+0020, U+00A0 and U+202F are
///   all accepted, and may be mixed. Grouping is optional (`1234`), but when present
///   every group must have the locale's size (`1,23,4` and `12 34 567` are rejected).
/// - One leading sign: the locale's minus or plus sign, `-`, U+2212 MINUS SIGN or `+`.
/// - No exponent, percent, per-mille or currency sign.
/// - ASCII digits are always accepted, and so are the locale's native digits (Arabic-
///   Indic in `ar`), but not both in one number.
/// - A decimal separator needs a digit on each side (`.5` and `5.` are rejected).
///
/// ```swift
/// let numbers = try IntlNumberFormat(locale: IntlLocale("pt-BR"))
/// try numbers.parse("1.234,5").decimalText  // "1234.5"
/// try numbers.format(1_000_000)             // "1.000.000"
/// ```
public struct IntlNumberFormat: Sendable {
    /// The locale numbers are parsed and formatted in.
    public let locale: IntlLocale
    private let resources: NumberResources

    /// Creates the format for `locale`, opening ICU's objects on first use.
    ///
    /// - Parameter locale: The locale whose separators, digits and grouping to use.
    /// - Throws: ``IntlError`` when ICU cannot open a number format for the locale.
    public init(locale: IntlLocale) throws {
        self.locale = locale
        self.resources = try NumberResources.resources(locale: locale)
    }

    /// Parses a whole string as a number written in this locale.
    ///
    /// - Parameter text: The user's input, already trimmed.
    /// - Returns: The exact value.
    /// - Throws: ``NumberParseError`` saying why and where the input is not a number.
    ///
    /// ```swift
    /// try IntlNumberFormat(locale: IntlLocale("ru")).parse("1 000,5").decimalText  // "1000.5"
    /// try IntlNumberFormat(locale: IntlLocale("en")).parse("1,23,4")
    /// // throws NumberParseError(reason: .misplacedGroupingSeparator, offset: 1)
    /// ```
    public func parse(_ text: String) throws -> ExactDecimal {
        try resources.scanner.parse(text, localeIdentifier: locale.identifier)
    }

    /// Formats an integer with the locale's digits and grouping (`1 000` in ru, with
    /// U+00A0; `1.000.000` in pt-BR).
    ///
    /// - Parameter value: The integer to format.
    /// - Returns: The formatted text.
    /// - Throws: ``IntlError`` if ICU fails (not expected for a valid locale).
    public func format(_ value: Int) throws -> String {
        try resources.standard.formatInteger(Int64(value))
    }

    /// Formats a `Double` with the locale's defaults: at most 3 fraction digits,
    /// rounded half-even, no trailing zeros (`1234.5678` in en is `1,234.568`).
    ///
    /// - Parameter value: The number to format.
    /// - Returns: The formatted text (ICU's `NaN` and `∞` symbols for those values).
    /// - Throws: ``IntlError`` if ICU fails.
    public func format(_ value: Double) throws -> String {
        try resources.standard.run("unum_formatDouble") { format, buffer, capacity, length in
            cicu_number_format_double(format, value, buffer, capacity, &length)
        }
    }

    /// Formats a parsed number exactly, keeping every fraction digit it was written
    /// with, so that `parse(format(number))` gives `number` back.
    ///
    /// - Parameter value: A number from ``parse(_:)`` (of any locale), with at most
    ///   999 fraction digits (ICU's limit).
    /// - Returns: The formatted text (`1234.50` is `1.234,50` in pt-BR).
    /// - Throws: ``IntlError`` if ICU fails.
    public func format(_ value: ExactDecimal) throws -> String {
        let decimal = value.decimalText
        let fractionDigits = Int32(clamping: value.fractionDigitCount)
        return try resources.exact.run("unum_formatDecimal") { format, buffer, capacity, length in
            decimal.withCString { text in
                cicu_number_format_decimal(
                    format, text, Int32(decimal.utf8.count), fractionDigits, buffer, capacity, &length)
            }
        }
    }
}
