/// Text that is not valid CLDR plural syntax: a decimal given to ``PluralOperands``, or a
/// plural rule or sample list being baked. Says what is wrong and where.
public struct PluralSyntaxError: ReasonedError {
    /// Why the text was refused.
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The stable identifier, such as `invalid-decimal`.
        public let rawValue: String
        /// Creates a reason from its stable identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The stable identifier.
        public var description: String { rawValue }

        /// A number for ``PluralOperands`` is not digits with an optional `-`, `.` fraction
        /// and `c`/`e` exponent.
        public static let invalidDecimal = Reason(rawValue: "invalid-decimal")
        /// A plural rule's condition is not CLDR syntax.
        public static let invalidRule = Reason(rawValue: "invalid-rule")
        /// A rule's `@integer` or `@decimal` sample list is not CLDR syntax, or a range of it
        /// cannot be expanded.
        public static let invalidSample = Reason(rawValue: "invalid-sample")
    }

    /// Why the text was refused.
    public let reason: Reason
    /// The text that was read.
    public let text: String
    /// The offset, in UTF-8 bytes from the start of ``text``, where reading stopped.
    public let offset: Int
    /// What was expected or found there, such as "a '.' must be followed by digits".
    public let message: String

    /// An error at `offset` (UTF-8 bytes) of `text`.
    public init(_ reason: Reason, text: String, offset: Int, message: String) {
        self.reason = reason
        self.text = text
        self.offset = offset
        self.message = message
    }

    /// `'1.' at offset 2: a '.' must be followed by digits [invalid-decimal]`.
    public var description: String { "'\(text)' at offset \(offset): \(message) [\(reason)]" }
}
