/// Why a string failed PRECIS enforcement (RFC 8264); see ``PRECISProfile``.
///
/// A struct with a stable ``reason`` rather than an enum, so new reasons can be added
/// without breaking callers that switch over them.
public struct PRECISError: ReasonedError {
    /// A stable identifier for the kind of failure.
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The identifier, such as `disallowed-character`.
        public let rawValue: String
        /// Creates a reason from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A character the profile's string class does not allow: DISALLOWED or UNASSIGNED
        /// everywhere, or FREE_PVAL (spaces, symbols, punctuation, compatibility
        /// characters) in an identifier.
        public static let disallowedCharacter = Reason(rawValue: "disallowed-character")
        /// A CONTEXTJ or CONTEXTO character outside the context RFC 5892 allows it in
        /// (a ZERO WIDTH JOINER not after a virama, a MIDDLE DOT not between two `l`).
        public static let contextRule = Reason(rawValue: "context-rule")
        /// Right-to-left text that breaks the Bidi Rule of RFC 5893.
        public static let bidiRule = Reason(rawValue: "bidi-rule")
        /// Nothing is left after enforcement.
        public static let empty = Reason(rawValue: "empty")
        /// Re-applying the profile's rules kept changing the string.
        public static let unstable = Reason(rawValue: "unstable")
        /// ICU failed (it could not load its data, or the input is too large).
        public static let icuFailure = Reason(rawValue: "icu-failure")
    }

    /// What went wrong.
    public let reason: Reason
    /// The offending character, for ``Reason/disallowedCharacter`` and ``Reason/contextRule``.
    public let scalar: Unicode.Scalar?
    /// Where it is, in Unicode scalars, in the string as it was when the check ran: after
    /// every mapping rule and normalization, since the string class is checked last.
    public let scalarOffset: Int?

    /// Creates an error.
    public init(reason: Reason, scalar: Unicode.Scalar? = nil, scalarOffset: Int? = nil) {
        self.reason = reason
        self.scalar = scalar
        self.scalarOffset = scalarOffset
    }

    public var description: String {
        guard let scalar, let scalarOffset else { return reason.rawValue }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\(reason.rawValue): U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) at \(scalarOffset)"
    }
}
