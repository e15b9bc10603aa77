import LocalizedValidationIntl

/// A syntactically valid e-mail address in normal form: the local part in NFC with its
/// case kept (mail servers may treat it as case-sensitive), the domain lowercased.
///
/// ```swift
/// let address = try EmailAddress.parse("Ana@BÜCHER.de", mode: .international)
/// address.address       // "Ana@bücher.de"
/// address.asciiAddress  // "Ana@xn--bcher-kva.de"
/// ```
///
/// Parsing checks syntax only: it does not look up the domain or ask the mail server. It
/// does not trim either: ``Rule/email(_:)`` runs after the field's normalizers (trim and
/// NFC by default), and white space inside the text is an error.
///
/// In ``EmailMode/international`` the parser is stricter than the RFCs' syntax in a few
/// documented ways (lengths in bytes after NFC, top-level domains of letters, special-use
/// domains refused, IDNA2008 domains, joiners only in their RFC 5892 context), each
/// listed with its reason in <doc:Validators>, where the differences from python
/// `email-validator`, which the tests compare against, are listed too.
///
/// Every check is a linear scan, and input longer than ``maximumInputBytes`` is rejected
/// as ``EmailError/Reason/tooLong`` before any scan, so hostile megabyte input costs
/// nothing.
public struct EmailAddress: Sendable, Hashable, CustomStringConvertible {
    /// The part before the `@`, in NFC, case kept.
    public let localPart: String
    /// The domain in its Unicode form, lowercased (`bücher.de`). In ``EmailMode/html``,
    /// whose grammar is ASCII only, it is the domain as typed, lowercased: `xn--` labels
    /// are not decoded.
    public let domain: String
    /// The domain in its ASCII form, with Punycode labels (`xn--bcher-kva.de`), as DNS
    /// and SMTP servers without SMTPUTF8 need it.
    public let asciiDomain: String

    /// The longest local part, in UTF-8 bytes (RFC 5321 §4.5.3.1.1).
    public static let maximumLocalPartBytes = 64
    /// The longest address, in bytes with the domain in ASCII form: the 256-byte path
    /// limit of RFC 5321 §4.5.3.1.3 less its angle brackets (RFC 3696 erratum 1690).
    public static let maximumAddressBytes = 254
    /// Input longer than this, in UTF-8 bytes, is rejected as too long without being read.
    ///
    /// No address this long can fit in ``maximumAddressBytes`` once encoded: every
    /// character takes at most 4 bytes of UTF-8 and at least one once encoded, and
    /// normalization joins at most a few characters into one; invisible characters, which
    /// IDNA would drop, are rejected. The bound keeps the parser linear and ICU's Punycode
    /// encoder, which is quadratic in a label's length, away from hostile input.
    public static let maximumInputBytes = 4096

    /// Creates an address from parts that are already in normal form; use
    /// ``parse(_:mode:)`` to check text.
    init(localPart: String, domain: String, asciiDomain: String) {
        self.localPart = localPart
        self.domain = domain
        self.asciiDomain = asciiDomain
    }

    /// The address for display and storage: `localPart@domain`, the domain in Unicode.
    public var address: String { localPart + "@" + domain }

    /// The address with its domain in ASCII form. The local part stays as it is: an
    /// address with a non-ASCII local part needs a server that supports SMTPUTF8.
    public var asciiAddress: String { localPart + "@" + asciiDomain }

    /// Whether every character of ``asciiAddress`` is ASCII, so that any mail server can
    /// deliver to it.
    public var isASCII: Bool { localPart.utf8.allSatisfy { $0 < 0x80 } }

    /// The same as ``address``.
    public var description: String { address }

    /// The position of the last `@` in `text`: the last `@` byte, since UTF-8 never
    /// uses an ASCII byte inside a longer sequence, found in one scan of the bytes
    /// rather than by decoding scalars from the end.
    static func lastAt(in text: String) -> String.Index? {
        var text = text
        guard let offset = text.withUTF8({ $0.lastIndex(of: UInt8(ascii: "@")) }) else { return nil }
        return text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// Parses an address in `mode`'s syntax.
    ///
    /// The checks run in this order, and the first that fails is the reason: the input's
    /// size; an `@`; a non-empty local part and domain; no quoted local part, and no second
    /// `@`; the local part's characters, then its dots (and in ``EmailMode/international``
    /// its combining marks and joiners); its length; no address literal; the
    /// domain's characters, dots and labels (IDNA in ``EmailMode/international``); the
    /// whole length; a dot in the domain; in ``EmailMode/international``, a top-level
    /// domain of letters, then no special-use domain. Splitting happens at the last `@`, so
    /// `a@b@example.com` fails on its local part (``EmailError/Reason/multipleAtSigns``).
    ///
    /// - Parameters:
    ///   - text: The address, already trimmed.
    ///   - mode: The syntax to accept; ``EmailMode/international`` by default.
    /// - Returns: The address in normal form.
    /// - Throws: ``EmailError`` with the reason the text is not an address.
    public static func parse(_ text: String, mode: EmailMode = .international) throws -> EmailAddress {
        try parsed(text, mode: mode)
    }

    /// ``parse(_:mode:)`` with its error typed, for the e-mail rule.
    static func parsed(_ text: String, mode: EmailMode = .international) throws(EmailError) -> EmailAddress {
        guard text.utf8.count <= maximumInputBytes else { throw EmailError(.tooLong) }
        let scalars = text.unicodeScalars
        guard let at = lastAt(in: text) else { throw EmailError(.missingAt) }
        let rawLocal = String(scalars[..<at])
        let rawDomain = String(scalars[scalars.index(after: at)...])
        guard !rawLocal.isEmpty else { throw EmailError(.emptyLocalPart) }
        guard !rawDomain.isEmpty else { throw EmailError(.emptyDomain) }
        guard rawLocal.unicodeScalars.first != "\"" else { throw EmailError(.quotedLocalPart) }
        guard !rawLocal.unicodeScalars.contains("@") else { throw EmailError(.multipleAtSigns) }

        let localPart: String
        switch mode.syntax {
        case .html: localPart = try htmlLocalPart(rawLocal)
        case .international: localPart = try internationalLocalPart(rawLocal)
        }
        guard localPart.utf8.count <= maximumLocalPartBytes else { throw EmailError(.localPartTooLong) }

        guard rawDomain.unicodeScalars.first != "[" else { throw EmailError(.addressLiteral) }
        let domain: (unicode: String, ascii: String)
        switch mode.syntax {
        case .html:
            let ascii = try htmlDomain(rawDomain)
            domain = (ascii, ascii)
        case .international:
            domain = try internationalDomain(rawDomain)
        }
        guard localPart.utf8.count + 1 + domain.ascii.utf8.count <= maximumAddressBytes else {
            throw EmailError(.tooLong)
        }
        if mode.requiresDotInDomain, !domain.ascii.utf8.contains(UInt8(ascii: ".")) {
            throw EmailError(.domainNeedsDot)
        }
        if mode.syntax == .international {
            guard try hasAlphabeticTopLevelLabel(domain.unicode) else { throw EmailError(.invalidTopLevelDomain) }
            if !mode.allowsSpecialUseDomains, isSpecialUse(domain.ascii) { throw EmailError(.specialUseDomain) }
        }
        return EmailAddress(localPart: localPart, domain: domain.unicode, asciiDomain: domain.ascii)
    }

    /// Parses an address, returning the error as a value.
    ///
    /// - Parameters:
    ///   - text: The address, already trimmed.
    ///   - mode: The syntax to accept; ``EmailMode/international`` by default.
    /// - Returns: The address in normal form, or why the text is not one.
    public static func result(_ text: String, mode: EmailMode = .international) -> Result<EmailAddress, EmailError> {
        Result { () throws(EmailError) in try parsed(text, mode: mode) }
    }
}

// MARK: - Local part

extension EmailAddress {
    /// RFC 5322 `atext` without the dot: the ASCII characters of a dot-atom's atoms.
    static func isASCIIAtext(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-/=?^_`{|}~".utf8.contains(byte)
        }
    }

    /// WHATWG: one or more of atext and `.`, dots anywhere.
    private static func htmlLocalPart(_ local: String) throws(EmailError) -> String {
        for byte in local.utf8 where byte >= 0x80 || (byte != UInt8(ascii: ".") && !isASCIIAtext(byte)) {
            throw EmailError(.invalidLocalPartCharacter)
        }
        return local
    }

    /// RFC 6531: a dot-atom of atext and non-ASCII characters that are visible and
    /// assigned; returned in NFC.
    private static func internationalLocalPart(_ local: String) throws(EmailError) -> String {
        var hasNonASCII = false
        for scalar in local.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                guard byte == UInt8(ascii: ".") || isASCIIAtext(byte) else {
                    throw EmailError(.invalidLocalPartCharacter)
                }
            } else {
                hasNonASCII = true
                guard isAllowedNonASCII(scalar) else { throw EmailError(.invalidLocalPartCharacter) }
            }
        }
        guard hasDotAtomDots(local.utf8) else { throw EmailError(.dotPlacement) }
        guard hasNonASCII else { return local }
        guard let nfc = try? UnicodeText.normalized(local, form: .nfc),
            let nfkc = try? UnicodeText.normalized(local, form: .nfkc)
        else { throw EmailError(.unprocessable) }
        try checkMarksAndJoiners(nfc)
        // A character that stands in for ASCII punctuation (`＠`, `．`, `⒈`) makes the
        // address look like another one: its compatibility form must add none.
        guard asciiPunctuationCount(nfkc) <= asciiPunctuationCount(local), hasDotAtomDots(nfkc.utf8) else {
            throw EmailError(.invalidLocalPartCharacter)
        }
        return nfc
    }

    /// No part between dots starts with a combining mark, which would combine with the dot,
    /// the `@` or whatever text precedes the address; ZWJ and ZWNJ only where RFC 5892's
    /// CONTEXTJ rule allows them, as IDNA does in domains: after a virama, or ZWNJ between
    /// letters that join (Persian `می‌خواهم`). An emoji ZWJ sequence (`👩‍💻`) is refused:
    /// its joiner is invisible and the address it makes looks like `👩💻`.
    private static func checkMarksAndJoiners(_ local: String) throws(EmailError) {
        var all: [ScalarProperties] = []
        for scalar in local.unicodeScalars {
            guard let properties = try? ScalarProperties(scalar) else { throw EmailError(.unprocessable) }
            all.append(properties)
        }
        for (offset, properties) in all.enumerated() {
            let startsAtom = offset == 0 || all[offset - 1].scalar == "."
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                if startsAtom { throw EmailError(.invalidLocalPartCharacter) }
            default:
                if properties.isJoinControl && !PRECIS.contextHolds(at: offset, in: all) {
                    throw EmailError(.invalidLocalPartCharacter)
                }
            }
        }
    }

    /// Visible, assigned, not white space, not a control: ZWJ and ZWNJ are the only
    /// invisible characters allowed, since several scripts need them (in their context).
    private static func isAllowedNonASCII(_ scalar: Unicode.Scalar) -> Bool {
        if UnicodeText.isWhiteSpace(scalar) || UnicodeText.isBidiControl(scalar) { return false }
        if UnicodeText.isDefaultIgnorable(scalar) { return scalar == "\u{200C}" || scalar == "\u{200D}" }
        // ICU's data, the package's one Unicode source.
        guard let properties = try? ScalarProperties(scalar) else { return false }
        switch properties.generalCategory {
        case .control, .privateUse, .surrogate, .unassigned: return false
        default: return !properties.isNoncharacter
        }
    }

    /// Non-empty parts between dots: no dot at the start or end, none doubled.
    private static func hasDotAtomDots(_ utf8: String.UTF8View) -> Bool {
        var previousWasDot = true
        for byte in utf8 {
            let isDot = byte == UInt8(ascii: ".")
            if isDot && previousWasDot { return false }
            previousWasDot = isDot
        }
        return !previousWasDot
    }

    /// ASCII characters other than letters and digits.
    private static func asciiPunctuationCount(_ text: String) -> Int {
        text.utf8.reduce(0) { count, byte in
            let isAlphanumeric =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (0x30...0x39).contains(byte)
            return byte < 0x80 && !isAlphanumeric ? count + 1 : count
        }
    }
}

// MARK: - Domain

extension EmailAddress {
    /// WHATWG: labels of letters, digits and hyphens, 1–63 characters, no hyphen at
    /// either end. Returned lowercased.
    private static func htmlDomain(_ domain: String) throws(EmailError) -> String {
        let labels = domain.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard !labels.contains(where: \.isEmpty) else { throw EmailError(.dotPlacement) }
        for label in labels {
            guard label.count <= 63, label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-") else {
                throw EmailError(.invalidDomain)
            }
            for byte in label {
                let isLetterOrDigit =
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (0x30...0x39).contains(byte)
                guard byte < 0x80, isLetterOrDigit || byte == UInt8(ascii: "-") else {
                    throw EmailError(.invalidDomain)
                }
            }
        }
        return String(decoding: domain.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// The label separators UTS #46 maps to a full stop.
    private static let labelSeparators: Set<Unicode.Scalar> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]

    /// Whether a domain character is refused before IDNA sees it: white space, controls,
    /// bidi controls and invisible (Default_Ignorable) characters other than ZWJ and
    /// ZWNJ, which IDNA would otherwise drop (U+200B, U+00AD, U+FE0F…) or map silently.
    /// ``Normalizer/email`` leaves a domain with one of them unmapped, for this parser to
    /// report.
    static func isRejectedInDomain(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII has no Bidi_Control or Default_Ignorable characters, and its controls
        // (Cc) are U+0000…U+001F and U+007F: no property lookup for the common case.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F || scalar == " " }
        return UnicodeText.isWhiteSpace(scalar) || UnicodeText.isBidiControl(scalar)
            || (try? ScalarProperties(scalar))?.generalCategory == .control
            || (UnicodeText.isDefaultIgnorable(scalar) && scalar != "\u{200C}" && scalar != "\u{200D}")
    }

    /// UTS #46 (nontransitional, STD3 rules, bidi, CONTEXTJ and CONTEXTO checks) after rejecting
    /// white space, controls and invisible characters, which IDNA would otherwise drop
    /// or map silently.
    private static func internationalDomain(_ domain: String) throws(EmailError) -> (unicode: String, ascii: String) {
        var previousWasSeparator = true
        for scalar in domain.unicodeScalars {
            if isRejectedInDomain(scalar) { throw EmailError(.invalidDomain) }
            // The other separators are not ASCII.
            let isSeparator = scalar.isASCII ? scalar == "." : labelSeparators.contains(scalar)
            if isSeparator && previousWasSeparator { throw EmailError(.dotPlacement) }
            previousWasSeparator = isSeparator
        }
        if previousWasSeparator { throw EmailError(.dotPlacement) }
        // The common case skips two ICU calls: UTS #46 maps such a domain to itself.
        if isPlainHostName(domain.utf8) { return (domain, domain) }
        return try idnaDomain(domain)
    }

    /// Whether a domain is one that IDNA (UTS #46 with STD3 rules, as used above) leaves
    /// exactly as it is and accepts: labels of 1–63 lowercase ASCII letters, digits and
    /// hyphens, none at either end of a label nor in its 3rd or 4th place (IDNA refuses
    /// only both; refusing either is simpler and excludes the `xn--` labels IDNA decodes),
    /// at most 253 bytes. Anything else goes
    /// through ICU; `RequestPathFastPathTests` checks this against ``idnaDomain(_:)``.
    static func isPlainHostName(_ bytes: String.UTF8View) -> Bool {
        guard bytes.count <= 253 else { return false }
        var labelLength = 0
        var previous: UInt8 = UInt8(ascii: ".")
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                labelLength += 1
            case UInt8(ascii: "-"):
                // Not first, and not 3rd or 4th.
                guard labelLength != 0, labelLength != 2, labelLength != 3 else { return false }
                labelLength += 1
            case UInt8(ascii: "."):
                guard labelLength != 0, previous != UInt8(ascii: "-") else { return false }
                labelLength = 0
            default:
                return false
            }
            guard labelLength <= 63 else { return false }
            previous = byte
        }
        return labelLength != 0 && previous != UInt8(ascii: "-")
    }

    /// A domain's Unicode and ASCII forms by ICU's IDNA, checked against IDNA2008.
    static func idnaDomain(_ domain: String) throws(EmailError) -> (unicode: String, ascii: String) {
        let idna: IDNA
        do {
            idna = try IDNA(options: [.hostName, .contextO])
        } catch {
            throw EmailError(.unprocessable)
        }
        do {
            let ascii = try idna.toASCII(domain)
            let unicode = try idna.toUnicode(ascii)
            guard try isIDNA2008(unicode) else { throw EmailError(.invalidDomain, idnaReasons: [.disallowed]) }
            return (unicode, ascii)
        } catch let error as EmailError {
            throw error
        } catch let error as IDNAError {
            if error.reasons == [.emptyLabel] { throw EmailError(.dotPlacement) }
            if error.reasons == [.domainNameTooLong] { throw EmailError(.tooLong) }
            throw EmailError(.invalidDomain, idnaReasons: error.reasons)
        } catch {
            throw EmailError(.unprocessable)
        }
    }
}

// MARK: - IDNA2008

extension EmailAddress {
    /// Whether every character of a domain that UTS #46 accepted is PVALID (or contextual)
    /// under IDNA2008 (RFC 5892): UTS #46 also lets symbols and emoji through
    /// (`☃.com`, `😀.com`), which IDNA2008 disallows and registries do not register.
    ///
    /// The domain is UTS #46's output, already case-folded and in NFKC, so the
    /// RFC 5892 property reduces to PRECIS's (``PRECISProperty``, which follows the same
    /// algorithm) without its IgnorableBlocks: combining marks for symbols and the
    /// musical notation blocks, which IDNA2008 disallows.
    private static func isIDNA2008(_ unicodeDomain: String) throws(EmailError) -> Bool {
        for scalar in unicodeDomain.unicodeScalars where !scalar.isASCII {
            switch scalar.value {
            case 0x20D0...0x20FF, 0x1D100...0x1D1FF, 0x1D200...0x1D24F: return false
            default: break
            }
            let property: PRECISProperty
            do {
                property = try PRECISProperty.of(scalar)
            } catch {
                throw EmailError(.unprocessable)
            }
            guard property == .pvalid || property == .contextJ || property == .contextO else { return false }
        }
        return true
    }
}

// MARK: - Top-level and special-use domains

extension EmailAddress {
    /// The special-use names refused unless ``EmailMode/allowsSpecialUseDomains``: see there.
    static let specialUseNames: Set<Substring> = [
        "test", "example", "invalid", "localhost", "local", "onion", "alt", "arpa", "internal",
    ]

    /// Whether the domain (ASCII form, lowercase) is a special-use name or under one: its
    /// top-level label decides, as every name in the list is a top-level domain.
    static func isSpecialUse(_ asciiDomain: String) -> Bool {
        let utf8 = asciiDomain.utf8
        // ASCII (always, from IDNA): every byte is a character, so the last label starts
        // after the last dot byte, found without splitting the whole domain.
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let start = utf8.lastIndex(of: UInt8(ascii: ".")).map(utf8.index(after:)) ?? utf8.startIndex
            return specialUseNames.contains(asciiDomain[start...])
        }
        let topLevel = asciiDomain.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
        return specialUseNames.contains(topLevel)
    }

    /// Whether the last label (Unicode form) is made of letters and the marks that go with
    /// them (`com`, `рф`, `भारत`): no digit, hyphen or symbol.
    private static func hasAlphabeticTopLevelLabel(_ domain: String) throws(EmailError) -> Bool {
        let scalars = domain.unicodeScalars
        let start = scalars.lastIndex(of: ".").map(scalars.index(after:)) ?? scalars.startIndex
        for scalar in scalars[start...] {
            if scalar.isASCII {
                guard (0x61...0x7A).contains(scalar.value | 0x20) else { return false }
                continue
            }
            guard let properties = try? ScalarProperties(scalar) else { throw EmailError(.unprocessable) }
            switch properties.generalCategory {
            case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark:
                continue
            default:
                return false
            }
        }
        return true
    }
}
