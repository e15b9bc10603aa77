import LocalizedValidationIntl

/// Why ``EmailAddress/parse(_:mode:)`` rejected a text: one specific reason, and for a
/// domain that IDNA rejected, the reasons ICU gave.
///
/// ```swift
/// do {
///     _ = try EmailAddress.parse("ana.@example.com", mode: .international)
/// } catch {
///     error.reason  // .dotPlacement
/// }
/// ```
public struct EmailError: ReasonedError {
    /// Why an address was rejected. Values are stable identifiers; more may be added.
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// A stable identifier, such as `missing-at`.
        public let rawValue: String
        /// Creates a reason from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// There is no `@` (a fullwidth `＠` is not one, unless NFKC ran first).
        public static let missingAt = Reason(rawValue: "missing-at")
        /// There is more than one `@` outside a quoted local part (which is not accepted).
        public static let multipleAtSigns = Reason(rawValue: "multiple-at-signs")
        /// Nothing before the `@`.
        public static let emptyLocalPart = Reason(rawValue: "empty-local-part")
        /// Nothing after the `@`.
        public static let emptyDomain = Reason(rawValue: "empty-domain")
        /// A leading, trailing or doubled dot in the local part or the domain.
        public static let dotPlacement = Reason(rawValue: "dot-placement")
        /// A character that the mode does not allow before the `@`.
        public static let invalidLocalPartCharacter = Reason(rawValue: "invalid-local-part-character")
        /// A quoted local part (`"ana maria"@example.com`), rejected as a policy.
        public static let quotedLocalPart = Reason(rawValue: "quoted-local-part")
        /// A domain label with a character that is not allowed, a hyphen at its start or end,
        /// more than 63 bytes, or that IDNA rejected (see ``EmailError/idnaReasons``).
        public static let invalidDomain = Reason(rawValue: "invalid-domain")
        /// An address literal (`ana@[192.0.2.1]`), rejected as a policy.
        public static let addressLiteral = Reason(rawValue: "address-literal")
        /// A single-label domain (`ana@localhost`) when the mode requires a dot.
        public static let domainNeedsDot = Reason(rawValue: "domain-needs-dot")
        /// The domain's last label is not a top-level domain: it has a digit or a hyphen
        /// (`user@192.168.0.1`, `user@example.123`, `me@bad.tld-2`). Every top-level domain
        /// is made of letters (ICANN requires it of ASCII ones; RFC 3696 §2 rules out
        /// all-numeric ones), so such a domain is an IP address or a typing mistake.
        public static let invalidTopLevelDomain = Reason(rawValue: "invalid-top-level-domain")
        /// A special-use domain name (RFC 6761 and later: `.test`, `.example`, `.invalid`,
        /// `.localhost`, `.local`, `.onion`, `.arpa`, `.alt`, `.internal`), which cannot have
        /// a globally deliverable address; see ``EmailMode/allowsSpecialUseDomains``.
        public static let specialUseDomain = Reason(rawValue: "special-use-domain")
        /// More than ``EmailAddress/maximumLocalPartBytes`` UTF-8 bytes before the `@`.
        public static let localPartTooLong = Reason(rawValue: "local-part-too-long")
        /// More than ``EmailAddress/maximumAddressBytes`` bytes in all, with the domain in
        /// its ASCII form; also any input over ``EmailAddress/maximumInputBytes``.
        public static let tooLong = Reason(rawValue: "too-long")
        /// ICU failed while normalizing or mapping the address (not the input's fault).
        public static let unprocessable = Reason(rawValue: "unprocessable")

        /// A sentence describing the reason, for logs and developer messages.
        public var description: String {
            switch self {
            case .missingAt: "there is no @ sign"
            case .multipleAtSigns: "there is more than one @ sign"
            case .emptyLocalPart: "nothing comes before the @ sign"
            case .emptyDomain: "nothing comes after the @ sign"
            case .dotPlacement: "a dot is at the start or end of a part, or two dots are in a row"
            case .invalidLocalPartCharacter: "a character before the @ sign is not allowed"
            case .quotedLocalPart: "quoted local parts are not accepted"
            case .invalidDomain: "the domain is not a valid host name"
            case .addressLiteral: "address literals such as [192.0.2.1] are not accepted"
            case .domainNeedsDot: "the domain has no dot"
            case .invalidTopLevelDomain: "the domain does not end in a top-level domain made of letters"
            case .specialUseDomain: "the domain is a special-use name that cannot receive mail"
            case .localPartTooLong: "the part before the @ sign is longer than 64 bytes"
            case .tooLong: "the address is longer than 254 bytes"
            case .unprocessable: "ICU could not process the address"
            default: rawValue
            }
        }
    }

    /// Why the address was rejected.
    public let reason: Reason
    /// For ``Reason/invalidDomain`` from IDNA, every reason ICU gave; otherwise empty.
    public let idnaReasons: [IDNAError.Reason]

    /// Creates an error.
    public init(_ reason: Reason, idnaReasons: [IDNAError.Reason] = []) {
        self.reason = reason
        self.idnaReasons = idnaReasons
    }

    /// "not a valid e-mail address: …", with the IDNA reasons when there are some.
    public var description: String {
        let idna = idnaReasons.isEmpty ? "" : " (" + idnaReasons.map(\.description).joined(separator: "; ") + ")"
        return "not a valid e-mail address: \(reason)\(idna)"
    }
}
