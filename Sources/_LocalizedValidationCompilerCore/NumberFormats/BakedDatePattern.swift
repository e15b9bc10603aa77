import LocalizedValidationCLDR
import LocalizedValidationIntl

/// A locale's ``DatePatternFormat`` for one `DATETIME()` request on a calendar day, read
/// from ICU: the pattern ICU formats with, the digits its day field shows, and the names
/// ICU writes for each named field of the pattern (each month, each weekday, the era).
///
/// Nil where the format cannot be baked: a pattern with a field `DatePatternFormat` does
/// not write (a time, a zone, a week number), or a result that differs from ICU's on the
/// check dates (every month, every weekday, the first and last years, the Gregorian
/// change). The generated code then formats that request through ICU, as before; tests
/// prove every style and the catalogs' field sets bake and match in every locale ICU has.
package enum BakedDatePattern {
    /// What a calendar day is formatted with: a date style, or a skeleton of date fields.
    package enum Request: Hashable, Sendable {
        case style(DateStyle)
        case skeleton(String)

        /// `long`, `yMMMMd`: for names and messages.
        package var description: String {
            switch self {
            case .style(let style): style.rawValue
            case .skeleton(let skeleton): skeleton
            }
        }
    }

    /// The baked format of `request` in `locale`, or nil when it cannot be baked exactly.
    package static func fromICU(locale: IntlLocale, request: Request) -> DatePatternFormat? {
        let icu = IntlDateFormat(locale: locale)
        let pattern: String
        let reference: (CalendarDate) throws -> String
        do {
            pattern = try Self.pattern(of: request, locale: locale)
            switch request {
            case .style(let style):
                reference = { try icu.format($0, style: style) }
            case .skeleton(let skeleton):
                let formatter = try DateTimeFormatter(
                    locale: locale, options: DateTimeFormatOptions(skeleton: skeleton), timeZone: .utc)
                reference = { try formatter.format(secondsSince1970: $0.secondsSince1970) }
            }
        } catch {
            return nil
        }
        guard DatePatternFormat.unsupportedField(in: pattern) == nil else { return nil }
        do {
            // The digits, from the day field of the 10th to the 19th: "10" … "19".
            var digits: [Unicode.Scalar] = []
            for day in 10...19 {
                let text = Array(
                    try icu.format(CalendarDate(year: 2024, month: 1, day: day), pattern: "dd").unicodeScalars)
                guard text.count == 2 else { return nil }
                digits.append(text[1])
            }
            var names: [String: [String]] = [:]
            for key in DatePatternFormat.nameKeys(in: pattern) {
                let dates: [CalendarDate]
                switch key.first {
                case "M", "L": dates = try (1...12).map { try CalendarDate(year: 2024, month: $0, day: 1) }
                case "G": dates = [try CalendarDate(year: 2024, month: 1, day: 1)]
                // 1 September 2024 was a Sunday: the week Sunday first, as CLDR numbers it.
                default: dates = try (1...7).map { try CalendarDate(year: 2024, month: 9, day: $0) }
                }
                names[key] = try dates.map { try icu.format($0, pattern: key) }
            }
            let format = DatePatternFormat(pattern: pattern, digits: digits, names: names)
            for date in try checkDates() where try reference(date) != format.format(date) { return nil }
            return format
        } catch {
            return nil
        }
    }

    /// The pattern ICU formats `request` with in `locale`: a style's with the year in full,
    /// as `IntlDateFormat` writes it, or `udatpg_getBestPattern`'s for the fields.
    ///
    /// - Throws: `IntlError` if ICU fails.
    package static func pattern(of request: Request, locale: IntlLocale) throws -> String {
        switch request {
        case .style(let style): try IntlDateFormat(locale: locale).formattingPattern(for: style)
        case .skeleton(let skeleton): try DateTimeFormatter.bestPattern(skeleton: skeleton, locale: locale)
        }
    }

    /// Every month's 1st and 28th of 2024, a week, the first and last years, the Gregorian
    /// change and a leap day.
    private static func checkDates() throws -> [CalendarDate] {
        var dates = try (1...12).flatMap {
            [try CalendarDate(year: 2024, month: $0, day: 1), try CalendarDate(year: 2024, month: $0, day: 28)]
        }
        dates += try (1...7).map { try CalendarDate(year: 2023, month: 12, day: $0) }
        dates += try [
            CalendarDate(year: 1, month: 1, day: 1), CalendarDate(year: 9999, month: 12, day: 31),
            CalendarDate(year: 1582, month: 10, day: 10), CalendarDate(year: 2000, month: 2, day: 29),
            CalendarDate(year: 999, month: 7, day: 4), CalendarDate(year: 87, month: 11, day: 9),
        ]
        return dates
    }
}
