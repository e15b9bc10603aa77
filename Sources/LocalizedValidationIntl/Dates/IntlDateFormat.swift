import CLocalizedValidationICU
import LocalizedValidationCLDR

/// A length of date format, as the locale's data defines it.
public enum DateStyle: String, Sendable, Hashable, CaseIterable {
    /// Numeric: `2/29/2024` (en), `29/02/2024` (pt-BR), `29.02.2024` (ru).
    case short
    /// Abbreviated month: `Feb 29, 2024` (en), `29 de fev. de 2024` (pt-BR).
    case medium
    /// Full month name: `February 29, 2024` (en), `29 февраля 2024 г.` (ru).
    case long
    /// With the weekday: `Thursday, February 29, 2024` (en), `четверг, 29 февраля 2024 г.`
    /// (ru). Fluent's `DATETIME($d, dateStyle: "full")`.
    case full

    var icuStyle: Int32 {
        switch self {
        case .full: return 0
        case .long: return 1
        case .medium: return 2
        case .short: return 3
        }
    }
}

/// Strict parsing and formatting of calendar dates in one locale, through ICU.
///
/// Dates go through ICU in GMT with the proleptic Gregorian calendar, whatever the
/// locale's default calendar, so no time zone or daylight-saving shift can move a day.
/// ICU's date formats are not thread-safe; each thread uses a clone of the cached one
/// (taken without a lock), so every method is safe to call from many tasks at once.
///
/// Parsing policy (``parse(_:style:)``):
/// - Non-lenient: a day that does not exist is `DateParseError/Reason/invalidDate`
///   (`31/02/2024`, `29/02/2023`; lenient ICU would roll them into March).
/// - The whole input must be the date; white space around it is rejected.
/// - The year must be written in exactly four digits, in every style and locale, even
///   en's short style whose pattern is `M/d/yy`: one or two digits (`01/01/40`,
///   `2/29/24`) are `DateParseError/Reason/ambiguousTwoDigitYear`, three (`29/11/202`,
///   a dropped digit) `DateParseError/Reason/incompleteYear`, five or more, a sign or
///   `0000` `DateParseError/Reason/yearOutOfRange`. `0050` is the year 50.
/// - Day and month have one or two digits (`1/2/2024` and `01/02/2024` in pt-BR, not
///   `029/011/2026`).
/// - Digits are ASCII or the locale's native digits, never both in one date
///   (`DateParseError/Reason/mixedDigitSystems`), the policy of number parsing;
///   other numbering systems (fullwidth `２０２４`) are refused.
/// - Medium and long styles take the locale's month names as ICU formats them,
///   case-insensitively; any kind of space (U+0020, U+00A0, U+202F) matches a space.
///
/// ```swift
/// let dates = try IntlDateFormat(locale: IntlLocale("pt-BR"))
/// try dates.parse("29/02/2024", style: .short)  // 2024-02-29
/// try dates.format(CalendarDate(year: 2024, month: 2, day: 29), style: .medium)
/// // "29 de fev. de 2024"
/// ```
public struct IntlDateFormat: Sendable {
    /// The locale dates are parsed and formatted in.
    public let locale: IntlLocale

    /// Creates the format for `locale`; ICU objects are opened on first use of a style.
    ///
    /// - Parameter locale: The locale whose patterns and month names to use.
    public init(locale: IntlLocale) {
        self.locale = locale
    }

    /// Parses a whole string as a date in `style`.
    ///
    /// - Parameters:
    ///   - text: The user's input, already trimmed.
    ///   - style: The style the input is written in.
    /// - Returns: The calendar date.
    /// - Throws: `DateParseError` saying why and where the input is not a date;
    ///   ``IntlError`` if ICU fails.
    public func parse(_ text: String, style: DateStyle) throws -> CalendarDate {
        let resources = try DateResources.resources(locale: locale, style: style)
        func fail(_ reason: DateParseError.Reason, _ offset: Int) -> DateParseError {
            DateParseError(reason: reason, offset: offset, localeIdentifier: locale.identifier)
        }
        var units = Array(text.utf16)
        if units.isEmpty { throw fail(.empty, 0) }
        let scalars = Array(text.unicodeScalars)
        if scalars[0].properties.isWhitespace { throw fail(.surroundingWhitespace, 0) }
        if scalars[scalars.count - 1].properties.isWhitespace {
            throw fail(.surroundingWhitespace, units.count - scalars[scalars.count - 1].utf16.count)
        }
        for index in units.indices where DatePattern.spaces.contains(units[index]) { units[index] = 0x20 }
        let digits = DateDigitFields(nativeDigits: resources.nativeDigits, localeIdentifier: locale.identifier)
        let fieldsMatched = try digits.check(text, fields: resources.numericFields)

        var position: Int32 = 0
        var isValid: Int32 = 0
        var year: Int32 = 0
        var month: Int32 = 0
        var day: Int32 = 0
        let status = try resources.parser.withObject { format in
            cicu_date_parse_ymd(format, units, Int32(units.count), &position, &isValid, &year, &month, &day)
        }
        if status == icuParseError { throw fail(.notADate, Int(position)) }
        try checkICU(status, "udat_parseCalendar")
        if Int(position) < units.count { throw fail(.trailingCharacters, Int(position)) }
        // Matched fields guarantee a four-digit year, 0001...9999; otherwise refuse
        // what ICU read as a short year rather than guess its century.
        if !fieldsMatched, year < 100 { throw fail(.ambiguousTwoDigitYear, 0) }
        if isValid == 0 { throw fail(.invalidDate, 0) }
        guard let date = CalendarDate(validYear: Int(year), month: Int(month), day: Int(day)) else {
            throw fail(.invalidDate, 0)
        }
        return date
    }

    /// Formats a date in `style` (short style always with the full year).
    ///
    /// - Parameters:
    ///   - date: The date to format.
    ///   - style: The length of the format.
    /// - Returns: Such as `2/29/2024` (en, short) or `29 февраля 2024 г.` (ru, long).
    /// - Throws: ``IntlError`` if ICU fails.
    public func format(_ date: CalendarDate, style: DateStyle) throws -> String {
        let resources = try DateResources.resources(locale: locale, style: style)
        let units = try resources.formatter.withObject { (format) throws(IntlError) in
            try withUTF16Output(capacity: 64, "udat_formatCalendar") { buffer, capacity, status in
                var length: Int32 = 0
                status = cicu_date_format_ymd(
                    format, Int32(date.year), Int32(date.month), Int32(date.day), buffer, capacity, &length)
                return length
            }
        }
        return String(utf16CodeUnits: units)
    }

    /// The ICU pattern this locale parses `style` with, after the rewrites described in
    /// the type's documentation (`M/d/yyyy` for en short).
    ///
    /// - Parameter style: The style.
    /// - Returns: The pattern, in CLDR date-pattern syntax.
    /// - Throws: ``IntlError`` if ICU fails.
    public func parsingPattern(for style: DateStyle) throws -> String {
        String(utf16CodeUnits: try DateResources.resources(locale: locale, style: style).parsePattern)
    }
}

/// ICU's U_PARSE_ERROR.
let icuParseError: cicu_status = 9

/// The opened ICU date formats of one locale and style.
final class DateResources: Sendable {
    let parser: ICUObjectPool
    let formatter: ICUObjectPool
    let parsePattern: [UInt16]
    /// The pattern's numeric fields in order (`d`, `M`, `y`).
    let numericFields: [Character]
    /// The locale's native digits, accepted as ASCII digits are (never mixed with them).
    let nativeDigits: [Unicode.Scalar]?

    init(locale: IntlLocale, style: DateStyle) throws(IntlError) {
        let id = locale.dataICUIdentifier
        let pattern = try DateResources.stylePattern(id, style)
        parsePattern = DatePattern.forParsing(pattern)
        numericFields = DatePattern.numericFields(parsePattern)
        nativeDigits = try NumberResources.resources(locale: locale).scanner.symbols.nativeDigits
        parser = try DateResources.open(id, parsePattern, strict: true)
        formatter = try DateResources.open(id, DatePattern.forFormatting(pattern), strict: false)
    }

    /// ICU's pattern for `style` in the locale `id`, before the rewrites.
    static func stylePattern(_ id: String, _ style: DateStyle) throws(IntlError) -> [UInt16] {
        try withUTF16Output(capacity: 64, "udat_toPattern(\(id), \(style))") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_date_style_pattern(id, style.icuStyle, buffer, capacity, &length)
            return length
        }
    }

    static func open(_ id: String, _ pattern: [UInt16], strict: Bool) throws(IntlError)
        -> ICUObjectPool
    {
        var opened: OpaquePointer?
        let status = cicu_date_format_open(id, pattern, Int32(pattern.count), strict ? 1 : 0, &opened)
        try checkICU(status, "udat_open(\(id), \(String(utf16CodeUnits: pattern)))")
        guard let opened else { throw IntlError.icu(status, "udat_open(\(id))") }
        return ICUObjectPool(opened, kind: .dateFormat)
    }

    /// Keyed by ``IntlLocale/dataICUIdentifier`` and style.
    static let cache = LocaleCache<String, DateResources>()
    /// Formats of arbitrary patterns (``IntlDateFormat/format(_:pattern:)``), keyed by
    /// data identifier and pattern.
    static let patternCache = LocaleCache<String, ICUObjectPool>()

    static func resources(locale: IntlLocale, style: DateStyle) throws(IntlError) -> DateResources {
        try cache.value(for: "\(locale.dataICUIdentifier) \(style.rawValue)") { () throws(IntlError) in
            try DateResources(locale: locale, style: style)
        }
    }
}

extension IntlDateFormat {
    /// The pattern ``format(_:style:)`` formats `style` with (the year in full): what the
    /// catalog compiler bakes into a `DatePatternFormat`.
    ///
    /// - Throws: ``IntlError`` if ICU fails.
    package func formattingPattern(for style: DateStyle) throws(IntlError) -> String {
        String(
            utf16CodeUnits: DatePattern.forFormatting(try DateResources.stylePattern(locale.dataICUIdentifier, style)))
    }

    /// `date` formatted by ICU with a CLDR `pattern` in this locale (Gregorian, proleptic):
    /// how the catalog compiler reads the names and digits a pattern's fields show.
    ///
    /// - Throws: ``IntlError`` if ICU cannot open the pattern or format.
    package func format(_ date: CalendarDate, pattern: String) throws(IntlError) -> String {
        try format(pattern: pattern) { format, buffer, capacity, length in
            cicu_date_format_ymd(
                format, Int32(date.year), Int32(date.month), Int32(date.day), buffer, capacity, &length)
        }
    }

    /// The instant `seconds` formatted by ICU with a CLDR `pattern` in this locale, in GMT:
    /// how the catalog compiler reads the AM/PM and day-period names a pattern's fields show.
    ///
    /// - Throws: ``IntlError`` if ICU cannot open the pattern or format.
    package func format(secondsSince1970 seconds: Double, pattern: String) throws(IntlError) -> String {
        try format(pattern: pattern) { format, buffer, capacity, length in
            cicu_datetime_format(format, seconds * 1000, buffer, capacity, &length)
        }
    }

    /// Formats with `pattern`'s cached format: `write` calls ICU into the buffer.
    private func format(
        pattern: String,
        _ write: (OpaquePointer, UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> cicu_status
    ) throws(IntlError) -> String {
        let units = Array(pattern.utf16)
        let id = locale.dataICUIdentifier
        let formatter = try DateResources.patternCache.value(for: id + "|" + pattern) { () throws(IntlError) in
            try DateResources.open(id, units, strict: false)
        }
        let text = try formatter.withObject { (format) throws(IntlError) in
            try withUTF16Output(capacity: 64, "udat_formatCalendar(\(pattern))") { buffer, capacity, status in
                var length: Int32 = 0
                status = write(format, buffer, capacity, &length)
                return length
            }
        }
        return String(utf16CodeUnits: text)
    }
}
