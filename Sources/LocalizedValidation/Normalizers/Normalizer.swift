import LocalizedValidationIntl

/// A transformation applied to a text field before its rules run: trimming, whitespace
/// collapsing, case folding, Unicode normalization, e-mail normalization, truncation.
/// The result's ``ValidationResult/values`` hold the normalized text.
///
/// Policy: a normalizer never silently removes a character a rule would reject. The
/// built-in ones map or reorder characters (case, width, composition, domain case), trim
/// and collapse only `White_Space`, and ``truncate(graphemes:)`` removes only the tail it
/// is asked to cut; invisible characters and bidi controls stay in the text for
/// ``Rule/plainText``, ``Rule/email(_:)`` or ``Rule/username(existing:restriction:)`` to
/// report.
///
/// A field's normalizers run in order, and then again on their own output until a pass
/// changes nothing, so what a field stores normalizes to itself (`[.trim,
/// .truncate(graphemes: 5)]` stores `abcd efgh` as `abcd`, not `abcd `); text still
/// changing after eight passes fails as `unprocessable`.
public struct Normalizer: Sendable {
    /// A stable name (`trim`, `nfc`…).
    public let name: String
    let apply: @Sendable (String) throws -> String
    /// What is known of a built-in normalizer for settling a chain in one pass (see
    /// `Normalizer+Chain.swift`); nothing for one of your own.
    let settling: Settling

    /// A normalizer of your own.
    public init(_ name: String, apply: @escaping @Sendable (String) throws -> String) {
        self.init(name, settling: .unknown, apply: apply)
    }

    init(_ name: String, settling: Settling, apply: @escaping @Sendable (String) throws -> String) {
        self.name = name
        self.settling = settling
        self.apply = apply
    }

    /// Removes leading and trailing Unicode `White_Space` (including U+00A0 and U+3000;
    /// U+200B is not white space and is left for ``Rule/plainText`` to report).
    public static let trim = Normalizer("trim", settling: .whiteSpaceOrComposition) { UnicodeText.trimmed($0) }

    /// Replaces every run of `White_Space` with one space.
    public static let collapseWhitespace = Normalizer("collapse-whitespace", settling: .whiteSpaceOrComposition) {
        UnicodeText.collapsingWhitespace($0)
    }

    /// Full Unicode case folding, for case-insensitive keys.
    public static let caseFold = Normalizer("case-fold", settling: .idempotent) { try UnicodeText.caseFolded($0) }

    /// Turkic case folding (`I` → `ı`, `İ` → `i`), for Turkish and Azerbaijani data.
    public static let turkicCaseFold = Normalizer("turkic-case-fold", settling: .idempotent) {
        try UnicodeText.caseFolded($0, mode: .turkic)
    }

    /// Canonical composition: store and compare text in NFC.
    public static let nfc = Normalizer("nfc", settling: .whiteSpaceOrComposition) {
        try UnicodeText.normalized($0, form: .nfc)
    }

    /// Compatibility composition: also maps fullwidth forms, ligatures and the like.
    public static let nfkc = Normalizer("nfkc", settling: .idempotent) { try UnicodeText.normalized($0, form: .nfkc) }

    /// Cuts the text to at most `graphemes` user-perceived characters without splitting
    /// one (an emoji, a flag, a letter with its accents): for limits that truncate, such
    /// as a 140-character bio, rather than reject.
    ///
    /// Characters are counted as ``Rule/length(min:max:unit:)`` counts them: a cluster
    /// longer than `UnicodeText.storageBoundedClusterBytes` (128 bytes) counts as
    /// one per started 128 bytes, so the result never exceeds `graphemes × 128` bytes
    /// (`a` and a million U+0301 is one cluster of 2 MB; it is dropped whole).
    ///
    /// A cut can end the text in white space (`abcd efgh` cut to 5 is `abcd `); after a
    /// `.trim` in the same field, the chain's next pass trims it (see ``Normalizer``).
    public static func truncate(graphemes: Int) -> Normalizer {
        Normalizer("truncate", settling: .idempotent) {
            try UnicodeText.graphemePrefix(
                $0, maxGraphemes: graphemes, clusterByteLimit: UnicodeText.storageBoundedClusterBytes)
        }
    }

    /// E-mail normalization: trimmed, NFC, and the domain lowercased and mapped by
    /// IDNA (UTS #46) to its Unicode form (`Ana@BÜCHER.de` → `Ana@bücher.de`). The
    /// local part keeps its case: mail servers may treat it as case-sensitive.
    ///
    /// IDNA drops invisible characters (`exa\u{200B}mple.com` maps to `example.com`); a
    /// domain with a character ``Rule/email(_:)`` rejects (invisible, bidi control,
    /// control, white space) is left unmapped, so that the rule reports it rather than
    /// accept an address the user did not see.
    public static let email = Normalizer("email", settling: .idempotent) { text in
        // Longer input is not an address: leave it to the e-mail rule, which rejects it
        // as too long, rather than normalize a megabyte.
        guard text.utf8.count <= EmailAddress.maximumInputBytes else { return text }
        let trimmed = try UnicodeText.normalized(UnicodeText.trimmed(text), form: .nfc)
        guard let at = EmailAddress.lastAt(in: trimmed) else { return trimmed }
        let domain = String(trimmed.unicodeScalars[trimmed.unicodeScalars.index(after: at)...])
        guard !domain.isEmpty, needsIDNAMapping(domain),
            !domain.unicodeScalars.contains(where: EmailAddress.isRejectedInDomain),
            let mapped = try? IDNA().toUnicode(domain)
        else {
            return trimmed
        }
        return String(trimmed.unicodeScalars[...at]) + mapped
    }

    /// Whether IDNA could change a domain: lowercase ASCII letters, digits, hyphens and
    /// dots without a `xn--` label map to themselves.
    private static func needsIDNAMapping(_ domain: String) -> Bool {
        let plain = domain.utf8.allSatisfy { byte in
            (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x2E
        }
        return !plain || containsPunycodeMarker(domain.utf8)
    }

    /// Whether `xn--` occurs in the bytes: a search by bytes (a rolling window of four),
    /// where `String.contains` with Foundation imported goes through `NSString`.
    static func containsPunycodeMarker(_ bytes: String.UTF8View) -> Bool {
        var window: UInt32 = 0
        for byte in bytes {
            window = window << 8 | UInt32(byte)
            if window == 0x786E_2D2D { return true }  // "xn--"
        }
        return false
    }
}
