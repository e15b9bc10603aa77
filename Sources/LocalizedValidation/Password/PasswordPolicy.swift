import LocalizedValidationIntl

/// What ``Rule/password(_:)`` requires of a new password.
///
/// Two presets: ``eightCharactersAndDigit`` (at least 8 characters, one of them a digit) and
/// ``nist(mode:maximumLength:blocklist:personalDataFields:)``, which follows NIST SP
/// 800-63B-4 §3.1.1.2: a minimum length that depends on whether the password is the only
/// authenticator, a maximum of at least 64, no composition rules, a blocklist of common
/// passwords, and no passwords made of the user's own name or e-mail address.
///
/// The password is put in NFC before it is counted or compared, so that `é` typed as one
/// code point or as `e` and a combining accent is the same password of the same length.
/// (NIST suggests NFKC or NFKD for the stored form; NFC keeps the text as typed apart
/// from canonical equivalence, and is what ``Rule/confirmation(of:)`` compares.)
public struct PasswordPolicy: Sendable, Hashable {
    /// How the password is used, which sets the minimum length under NIST SP 800-63B-4.
    public enum AuthenticatorUse: Sendable, Hashable {
        /// The password is the only authenticator: at least 15 characters.
        case singleFactor
        /// The password is one factor of a multi-factor login: at least 8 characters.
        case multiFactor

        /// The NIST minimum length for this use, in code points.
        public var minimumLength: Int {
            switch self {
            case .singleFactor: 15
            case .multiFactor: 8
            }
        }
    }

    /// The fewest characters, counted in ``lengthUnit``.
    public var minimumLength: Int
    /// The most characters, counted in ``lengthUnit``; nil for no limit.
    public var maximumLength: Int?
    /// How characters are counted, after NFC: graphemes (what users see) or code points
    /// (what NIST counts: "each Unicode code point SHALL be counted as a single
    /// character").
    public var lengthUnit: TextLengthUnit
    /// Whether at least one decimal digit of any script (General_Category Nd: `3`, `٣`,
    /// `३`, `３`) is required. NIST advises against such composition rules.
    public var requiresDigit: Bool
    /// Passwords that are refused as too common, compared case-insensitively.
    public var blocklist: PasswordBlocklist?
    /// Fields whose values the password must not equal or contain (the user's name, e-mail
    /// address…); see ``Rule/password(_:)`` for how they are compared.
    public var personalDataFields: [FieldKey]

    /// Whether the password is enforced with the PRECIS OpaqueString profile (RFC 8265
    /// §4.2, ``PRECISProfile/opaqueString``) before it is checked: controls, invisible,
    /// private-use and unassigned characters are refused, non-ASCII spaces become U+0020,
    /// and ``Rule/password(_:)`` turns the value into the enforced password, the form to
    /// hash. Off by default, where the password is only put in NFC.
    public var enforcesOpaqueString: Bool = false

    /// Personal values (and words of them) shorter than this many code points are ignored:
    /// a password may contain `li` or `ana` even when the user is called Li or Ana.
    public static let minimumPersonalDataLength = 3

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - minimumLength: The fewest characters.
    ///   - maximumLength: The most characters, or nil.
    ///   - lengthUnit: How characters are counted (after NFC); graphemes by default.
    ///   - requiresDigit: Whether a decimal digit is required.
    ///   - blocklist: Passwords to refuse, or nil.
    ///   - personalDataFields: Fields the password must not contain.
    public init(
        minimumLength: Int,
        maximumLength: Int? = nil,
        lengthUnit: TextLengthUnit = .graphemes,
        requiresDigit: Bool = false,
        blocklist: PasswordBlocklist? = nil,
        personalDataFields: [FieldKey] = []
    ) {
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        self.lengthUnit = lengthUnit
        self.requiresDigit = requiresDigit
        self.blocklist = blocklist
        self.personalDataFields = personalDataFields
    }

    /// At least 8 user-perceived characters, at least one of them a decimal digit of any
    /// script: a common consumer rule. Prefer ``nist(mode:maximumLength:blocklist:personalDataFields:)``
    /// for new systems: composition rules make passwords harder to remember, not to guess.
    public static let eightCharactersAndDigit = PasswordPolicy(minimumLength: 8, requiresDigit: true)

    /// NIST SP 800-63B-4: at least 15 code points (``AuthenticatorUse/singleFactor``) or 8
    /// (``AuthenticatorUse/multiFactor``), at most `maximumLength`, no composition rules,
    /// not on `blocklist`, and not containing the values of `personalDataFields`.
    ///
    /// ```swift
    /// let list = try PasswordBlocklist(contentsOfFile: "/etc/app/common-passwords.txt")
    /// let rule = Rule.password(.nist(mode: .singleFactor, blocklist: list, personalDataFields: ["name", "email"]))
    /// ```
    ///
    /// - Parameters:
    ///   - mode: Whether the password is the only authenticator.
    ///   - maximumLength: The most code points; NIST requires allowing at least 64, and a
    ///     smaller value stops the program.
    ///   - blocklist: Common or compromised passwords to refuse.
    ///   - personalDataFields: Fields holding the user's name, e-mail address and the like.
    /// - Returns: The policy.
    public static func nist(
        mode: AuthenticatorUse,
        maximumLength: Int = 64,
        blocklist: PasswordBlocklist? = nil,
        personalDataFields: [FieldKey] = []
    ) -> PasswordPolicy {
        precondition(maximumLength >= 64, "PasswordPolicy.nist: NIST SP 800-63B-4 requires a maximum of at least 64")
        return PasswordPolicy(
            minimumLength: mode.minimumLength,
            maximumLength: maximumLength,
            lengthUnit: .codePoints,
            requiresDigit: false,
            blocklist: blocklist,
            personalDataFields: personalDataFields)
    }
}
