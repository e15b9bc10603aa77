/// Why a string is not a number in a locale, and where.
///
/// Parse failures come from the user's input, not from ICU, so they are not
/// ``IntlError``s: a validator turns ``reason`` into a localized message and uses
/// ``offset`` to point at the offending character.
///
/// ```swift
/// do {
///     _ = try IntlNumberFormat(locale: IntlLocale("pt-BR")).parse("1,234.5")
/// } catch let error as NumberParseError {
///     // error.reason == .misplacedGroupingSeparator, error.offset == 5 ("." after ",")
/// }
/// ```
public struct NumberParseError: ReasonedError {
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
        /// A character that has no place in a number of this locale (a letter, a
        /// separator of another locale, a space inside a number in `en`).
        public static let unexpectedCharacter = Reason(rawValue: "unexpected-character")
        /// A percent, per-mille or currency sign: only plain numbers are accepted.
        public static let symbolNotAccepted = Reason(rawValue: "symbol-not-accepted")
        /// An exponent (`1E5`): scientific notation is not accepted.
        public static let exponentNotAccepted = Reason(rawValue: "exponent-not-accepted")
        /// A sign that is not the first character, or a second sign.
        public static let misplacedSign = Reason(rawValue: "misplaced-sign")
        /// A grouping separator at the start or end, doubled, after the decimal
        /// separator, or next to a group of the wrong size (`1,23,4`, `12 34 567`).
        public static let misplacedGroupingSeparator = Reason(rawValue: "misplaced-grouping-separator")
        /// A decimal separator with no digit before or after it (`.5`, `5.`).
        public static let misplacedDecimalSeparator = Reason(rawValue: "misplaced-decimal-separator")
        /// A second decimal separator.
        public static let multipleDecimalSeparators = Reason(rawValue: "multiple-decimal-separators")
        /// ASCII digits mixed with the locale's native digits in one number.
        public static let mixedDigitSystems = Reason(rawValue: "mixed-digit-systems")
        /// A sign with no digits.
        public static let missingDigits = Reason(rawValue: "missing-digits")
    }

    /// What is wrong.
    public let reason: Reason
    /// Where the first offending character starts, in UTF-16 code units from the start
    /// of the input (the unit ICU and `NSRange` use). For ``Reason/empty`` and
    /// ``Reason/missingDigits`` it is the length of the input.
    public let offset: Int
    /// The offending character (one Unicode scalar), or `nil` when the input ended.
    public let character: Unicode.Scalar?
    /// The BCP 47 tag of the locale the input was parsed in.
    public let localeIdentifier: String

    /// Creates an error.
    public init(reason: Reason, offset: Int, character: Unicode.Scalar?, localeIdentifier: String) {
        self.reason = reason
        self.offset = offset
        self.character = character
        self.localeIdentifier = localeIdentifier
    }

    /// The position of the offending character in `text` (the string that was parsed).
    ///
    /// - Parameter text: The input that produced this error.
    /// - Returns: The index of the offending character, or `text.endIndex`.
    public func index(in text: String) -> String.Index {
        let utf16 = text.utf16
        return utf16.index(utf16.startIndex, offsetBy: min(offset, utf16.count))
    }

    public var description: String {
        let at: String
        if let character {
            let code = String(character.value, radix: 16, uppercase: true)
            at =
                "'\(character)' (U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code))"
                + " at UTF-16 offset \(offset)"
        } else {
            at = "at the end (UTF-16 offset \(offset))"
        }
        let what: String
        switch reason {
        case .empty: what = "the input is empty"
        case .surroundingWhitespace: what = "white space before or after the number, \(at); trim it"
        case .symbolNotAccepted: what = "only plain numbers are accepted, found \(at)"
        case .exponentNotAccepted: what = "exponents are not accepted, found \(at)"
        case .misplacedSign: what = "a sign may only come first, found \(at)"
        case .misplacedGroupingSeparator: what = "misplaced grouping separator \(at)"
        case .misplacedDecimalSeparator: what = "a decimal separator needs digits on both sides, \(at)"
        case .multipleDecimalSeparators: what = "second decimal separator \(at)"
        case .mixedDigitSystems: what = "digits of two numbering systems are mixed, \(at)"
        case .missingDigits: what = "no digits, \(at)"
        default: what = "unexpected character \(at)"
        }
        return "not a number in \(localeIdentifier): \(what) [\(reason)]"
    }
}
