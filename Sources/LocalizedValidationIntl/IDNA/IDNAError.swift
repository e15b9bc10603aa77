import CLocalizedValidationICU

/// A domain name that UTS #46 processing rejected, with every reason ICU reported.
///
/// ```swift
/// do {
///     _ = try IDNA().toASCII("-bad..example")
/// } catch let error as IDNAError {
///     error.reasons  // [.emptyLabel, .leadingHyphen]
/// }
/// ```
public struct IDNAError: ReasonedError {
    /// Why a domain name was rejected. Values are stable identifiers; more may be added.
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// A stable identifier, such as `empty-label`.
        public let rawValue: String
        /// Creates a reason from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A label is empty (`a..b`, or a leading dot).
        public static let emptyLabel = Reason(rawValue: "empty-label")
        /// A label is longer than 63 bytes in its ASCII form.
        public static let labelTooLong = Reason(rawValue: "label-too-long")
        /// The name is longer than 253 bytes in its ASCII form (254 with a trailing dot).
        public static let domainNameTooLong = Reason(rawValue: "domain-name-too-long")
        /// A label starts with a hyphen.
        public static let leadingHyphen = Reason(rawValue: "leading-hyphen")
        /// A label ends with a hyphen.
        public static let trailingHyphen = Reason(rawValue: "trailing-hyphen")
        /// A label has hyphens in its third and fourth positions (reserved, as in `xn--`).
        public static let hyphen34 = Reason(rawValue: "hyphen-3-4")
        /// A label starts with a combining mark.
        public static let leadingCombiningMark = Reason(rawValue: "leading-combining-mark")
        /// A label contains a character that is not allowed in domain names.
        public static let disallowed = Reason(rawValue: "disallowed")
        /// An `xn--` label is not valid Punycode.
        public static let punycode = Reason(rawValue: "punycode")
        /// A label contains a dot after mapping (such as U+2488 DIGIT ONE FULL STOP).
        public static let labelHasDot = Reason(rawValue: "label-has-dot")
        /// An `xn--` label decodes to something that is not a valid Unicode label.
        public static let invalidACELabel = Reason(rawValue: "invalid-ace-label")
        /// The name breaks the bidi rule (RFC 5893) for right-to-left labels.
        public static let bidi = Reason(rawValue: "bidi")
        /// A zero-width joiner or non-joiner is used where it is not allowed (RFC 5892 CONTEXTJ).
        public static let contextJ = Reason(rawValue: "context-j")
        /// Punctuation is used outside its allowed context (RFC 5892 CONTEXTO), such as a
        /// middle dot not between two `l`s.
        public static let contextOPunctuation = Reason(rawValue: "context-o-punctuation")
        /// A label mixes Arabic-Indic and Extended Arabic-Indic digits (RFC 5892 CONTEXTO).
        public static let contextODigits = Reason(rawValue: "context-o-digits")
        /// ICU reported a reason this version of the package does not know.
        public static let unknown = Reason(rawValue: "unknown")

        /// A sentence describing the reason, for logs and developer messages.
        public var description: String {
            switch self {
            case .emptyLabel: "a label is empty (two dots in a row, or a leading dot)"
            case .labelTooLong: "a label is longer than 63 bytes"
            case .domainNameTooLong: "the domain name is longer than 253 bytes"
            case .leadingHyphen: "a label starts with a hyphen"
            case .trailingHyphen: "a label ends with a hyphen"
            case .hyphen34: "a label has '--' in its third and fourth positions"
            case .leadingCombiningMark: "a label starts with a combining mark"
            case .disallowed: "a character is not allowed in domain names"
            case .punycode: "an 'xn--' label is not valid Punycode"
            case .labelHasDot: "a character maps to a dot inside a label"
            case .invalidACELabel: "an 'xn--' label does not decode to a valid label"
            case .bidi: "right-to-left text breaks the bidi rule"
            case .contextJ: "a zero-width joiner or non-joiner is not allowed here"
            case .contextOPunctuation: "punctuation is used outside its allowed context"
            case .contextODigits: "Arabic-Indic digit styles are mixed"
            default: "ICU rejected the name (\(rawValue))"
            }
        }

        /// The reasons in a `CICU_IDNA_ERROR_*` bit set, in bit order.
        static func reasons(fromCICU bits: UInt32) -> [Reason] {
            let table: [(Int, Reason)] = [
                (CICU_IDNA_ERROR_EMPTY_LABEL, .emptyLabel),
                (CICU_IDNA_ERROR_LABEL_TOO_LONG, .labelTooLong),
                (CICU_IDNA_ERROR_DOMAIN_NAME_TOO_LONG, .domainNameTooLong),
                (CICU_IDNA_ERROR_LEADING_HYPHEN, .leadingHyphen),
                (CICU_IDNA_ERROR_TRAILING_HYPHEN, .trailingHyphen),
                (CICU_IDNA_ERROR_HYPHEN_3_4, .hyphen34),
                (CICU_IDNA_ERROR_LEADING_COMBINING_MARK, .leadingCombiningMark),
                (CICU_IDNA_ERROR_DISALLOWED, .disallowed),
                (CICU_IDNA_ERROR_PUNYCODE, .punycode),
                (CICU_IDNA_ERROR_LABEL_HAS_DOT, .labelHasDot),
                (CICU_IDNA_ERROR_INVALID_ACE_LABEL, .invalidACELabel),
                (CICU_IDNA_ERROR_BIDI, .bidi),
                (CICU_IDNA_ERROR_CONTEXTJ, .contextJ),
                (CICU_IDNA_ERROR_CONTEXTO_PUNCTUATION, .contextOPunctuation),
                (CICU_IDNA_ERROR_CONTEXTO_DIGITS, .contextODigits),
                (CICU_IDNA_ERROR_UNKNOWN, .unknown),
            ]
            return table.compactMap { bit, reason in bits & UInt32(bit) != 0 ? reason : nil }
        }
    }

    /// The conversion that failed.
    public enum Operation: String, Sendable, Hashable {
        /// ``IDNA/toASCII(_:)``.
        case toASCII
        /// ``IDNA/toUnicode(_:)``.
        case toUnicode
    }

    /// The domain name as given.
    public let input: String
    /// Which conversion rejected it.
    public let operation: Operation
    /// Every reason ICU reported, never empty.
    public let reasons: [Reason]

    /// The first of ``reasons``, in ICU's bit order (``Reason/unknown`` if an error was
    /// made with none): the one reason `ReasonedError` asks of every error type.
    public var reason: Reason { reasons.first ?? .unknown }

    /// Creates an error.
    public init(input: String, operation: Operation, reasons: [Reason]) {
        self.input = input
        self.operation = operation
        self.reasons = reasons
    }

    /// "'a..b' is not a valid domain name: a label is empty (…)".
    public var description: String {
        let why = reasons.map(\.description).joined(separator: "; ")
        return "'\(input)' is not a valid domain name: \(why)"
    }
}
