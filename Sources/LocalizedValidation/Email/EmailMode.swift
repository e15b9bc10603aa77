/// Which e-mail address syntax ``EmailAddress/parse(_:mode:)`` and ``Rule/email(_:)``
/// accept.
///
/// - ``html``: exactly the WHATWG HTML "valid e-mail address" grammar, the one a
///   browser's `<input type="email">` applies: an ASCII local part of letters, digits and
///   the characters <code>!#$%&amp;'*+/=?^_`{|}~.-</code> (dots anywhere, as WHATWG allows), and a domain of
///   letter-digit-hyphen labels of at most 63 characters that neither start nor end with a
///   hyphen. Two documented additions make it safe on a server: a dot is required in the
///   domain (WHATWG accepts `ana@localhost`; turn it off with
///   ``html(requireDotInDomain:)``), and the RFC 5321 limits (64 bytes before the @, 254
///   in all), which WHATWG does not state and which no mail system exceeds.
/// - ``international``: RFC 6531 addresses. The local part is a dot-atom of ASCII atext
///   and any non-ASCII character except controls, `White_Space`, invisible and bidi
///   control characters, private-use and unassigned code points; it is compared in NFC.
///   The domain may be an IDN: UTS #46 (`IDNA` from the LocalizedValidationIntl module, nontransitional,
///   STD3 rules, Bidi, CONTEXTJ and CONTEXTO), then IDNA2008's repertoire (no symbols
///   or emoji). Lengths are counted once encoded: at most 64 UTF-8 bytes before the @,
///   and at most 254 bytes for the whole address with the domain in its ASCII
///   (Punycode) form. Four policies go beyond the RFCs' syntax: no part of the local
///   part may start with a combining mark (it would combine with the `@`, the dot or
///   whatever precedes the address); ZWJ and ZWNJ pass only in the RFC 5892 context
///   IDNA gives them (after a virama, or between joining letters); the top-level domain
///   must be made of letters (`user@192.168.0.1` and `user@example.123` are
///   ``EmailError/Reason/invalidTopLevelDomain``); and special-use domains (`.test`,
///   `.local`…) are refused unless ``allowsSpecialUseDomains``. <doc:Validators> lists
///   every difference from the RFCs and from python `email-validator`.
///
/// Both modes reject, as a policy, quoted local parts (`"ana maria"@example.com`) and
/// address literals (`ana@[192.0.2.1]`): RFC 5321 allows them, but people do not type
/// them into forms and many mail systems do not deliver to them.
public struct EmailMode: Sendable, Hashable, CustomStringConvertible {
    /// The grammar a mode follows.
    public enum Syntax: String, Sendable, Hashable {
        /// The WHATWG HTML grammar (ASCII only).
        case html
        /// RFC 6531: UTF-8 local part, internationalized domain name.
        case international
    }

    /// The grammar.
    public let syntax: Syntax
    /// Whether the domain must have at least two labels (`example.com`, not `localhost`).
    public let requiresDotInDomain: Bool
    /// Whether ``Syntax/international`` accepts special-use domain names (`ana@site.test`,
    /// `ana@printer.local`); off by default, where they are
    /// ``EmailError/Reason/specialUseDomain``. Turn it on for development and test
    /// environments (``allowingSpecialUseDomains()``). ``Syntax/html`` accepts them
    /// either way, as WHATWG does.
    ///
    /// The names refused: `test`, `example`, `invalid`, `localhost` (RFC 6761), `local`
    /// (RFC 6762), `onion` (RFC 7686), `alt` (RFC 9476), `arpa` (infrastructure, with
    /// `home.arpa` of RFC 8375) and `internal` (reserved by ICANN in 2024 for private
    /// networks), and every domain under them. `example.com`, `example.net` and
    /// `example.org` (RFC 2606) are ordinary registered domains: their null MX records
    /// (RFC 7505) make them undeliverable, which a DNS check finds, not a syntax check.
    public let allowsSpecialUseDomains: Bool

    /// Creates a mode.
    ///
    /// - Parameters:
    ///   - syntax: The grammar.
    ///   - requiresDotInDomain: Whether `ana@localhost` is rejected (default: yes).
    ///   - allowsSpecialUseDomains: Whether `ana@site.test` is accepted (default: no).
    public init(syntax: Syntax, requiresDotInDomain: Bool = true, allowsSpecialUseDomains: Bool = false) {
        self.syntax = syntax
        self.requiresDotInDomain = requiresDotInDomain
        self.allowsSpecialUseDomains = allowsSpecialUseDomains
    }

    /// The same mode, accepting special-use domain names (`ana@site.test`): for
    /// development and test environments.
    public func allowingSpecialUseDomains() -> EmailMode {
        EmailMode(syntax: syntax, requiresDotInDomain: requiresDotInDomain, allowsSpecialUseDomains: true)
    }

    /// The WHATWG HTML grammar, with a dot required in the domain.
    public static let html = EmailMode(syntax: .html)

    /// The WHATWG HTML grammar; `requireDotInDomain: false` accepts single-label domains
    /// (`ana@localhost`) exactly as WHATWG does.
    public static func html(requireDotInDomain: Bool) -> EmailMode {
        EmailMode(syntax: .html, requiresDotInDomain: requireDotInDomain)
    }

    /// RFC 6531 addresses with internationalized domain names, dot required in the domain.
    public static let international = EmailMode(syntax: .international)

    /// RFC 6531 addresses; `requireDotInDomain: false` accepts single-label domains, and
    /// `allowSpecialUseDomains: true` domains such as `site.test`.
    public static func international(requireDotInDomain: Bool, allowSpecialUseDomains: Bool = false) -> EmailMode {
        EmailMode(
            syntax: .international, requiresDotInDomain: requireDotInDomain,
            allowsSpecialUseDomains: allowSpecialUseDomains)
    }

    /// `html`, `international`, with `(no dot required)` and `(special-use domains
    /// allowed)` when those checks are off.
    public var description: String {
        syntax.rawValue + (requiresDotInDomain ? "" : " (no dot required)")
            + (allowsSpecialUseDomains ? " (special-use domains allowed)" : "")
    }
}
