/// Why a string is not a date, and where.
///
/// Parse failures come from the user's input, not from ICU, so they are not
/// LocalizedValidationIntl's `IntlError`s. ``offset`` counts UTF-16 code units from the
/// start of the input.
public struct DateParseError: ReasonedError {
    /// A stable identifier for the kind of failure; new reasons may be added.
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        /// Creates a reason from its stable identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The input is empty.
        public static let empty = Reason(rawValue: "empty")
        /// The input starts or ends with white space; trim it first (the validators do).
        public static let surroundingWhitespace = Reason(rawValue: "surrounding-whitespace")
        /// The input does not have the shape of a date in this style and locale. This
        /// includes a field out of its range (month 13, day 32): strict ICU refuses those
        /// while matching, before any date exists.
        public static let notADate = Reason(rawValue: "not-a-date")
        /// The input has the shape of a date but names no day: 31/02, 29/02/2023, year 0.
        public static let invalidDate = Reason(rawValue: "invalid-date")
        /// The year has one or two digits (`01/01/40`): which century is meant is a guess
        /// (ICU would say 2040), so the full year is required.
        public static let ambiguousTwoDigitYear = Reason(rawValue: "ambiguous-two-digit-year")
        /// The year has three digits (`29/11/202`): most likely a digit was dropped.
        public static let incompleteYear = Reason(rawValue: "incomplete-year")
        /// The date mixes ASCII digits with the locale's native digits.
        public static let mixedDigitSystems = Reason(rawValue: "mixed-digit-systems")
        /// The year is outside 1...9999 (five digits, `0000`, or a sign).
        public static let yearOutOfRange = Reason(rawValue: "year-out-of-range")
        /// A whole date followed by more text (`29/02/2024x`).
        public static let trailingCharacters = Reason(rawValue: "trailing-characters")
    }

    /// What is wrong.
    public let reason: Reason
    /// Where the problem starts, in UTF-16 code units from the start of the input: the
    /// first character ICU could not match, the first trailing character, the year's
    /// first digit (or its sign) for the year's reasons, and 0 for
    /// ``Reason/invalidDate`` (the whole date is wrong).
    public let offset: Int
    /// The BCP 47 tag of the locale, or `nil` for ISO 8601.
    public let localeIdentifier: String?

    /// Creates an error.
    public init(reason: Reason, offset: Int, localeIdentifier: String?) {
        self.reason = reason
        self.offset = offset
        self.localeIdentifier = localeIdentifier
    }

    /// The position of the problem in `text` (the string that was parsed).
    ///
    /// - Parameter text: The input that produced this error.
    /// - Returns: The index at ``offset``, or `text.endIndex`.
    public func index(in text: String) -> String.Index {
        let utf16 = text.utf16
        return utf16.index(utf16.startIndex, offsetBy: min(offset, utf16.count))
    }

    public var description: String {
        let format = localeIdentifier.map { "a date in \($0)" } ?? "an ISO 8601 date (YYYY-MM-DD)"
        let what: String
        switch reason {
        case .empty: what = "the input is empty"
        case .surroundingWhitespace: what = "white space before or after the date; trim it"
        case .invalidDate: what = "no such day in the calendar"
        case .ambiguousTwoDigitYear, .incompleteYear: what = "write the year in full (four digits)"
        case .mixedDigitSystems: what = "digits of two numbering systems in one date"
        case .yearOutOfRange: what = "the year must be between 1 and 9999"
        case .trailingCharacters: what = "unexpected text after the date"
        default: what = "not the expected shape"
        }
        return "not \(format): \(what), at UTF-16 offset \(offset) [\(reason)]"
    }
}
