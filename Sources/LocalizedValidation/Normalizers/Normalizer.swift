import Intl

/// A transformation applied to a text field before its rules run: trimming, whitespace
/// collapsing, case folding, Unicode normalization, e-mail normalization, truncation.
/// The result's ``ValidationResult/values`` hold the normalized text.
public struct Normalizer: Sendable {
    /// A stable name (`trim`, `nfc`…).
    public let name: String
    let apply: @Sendable (String) throws -> String

    /// A normalizer of your own.
    public init(_ name: String, apply: @escaping @Sendable (String) throws -> String) {
        self.name = name
        self.apply = apply
    }

    /// Removes leading and trailing Unicode `White_Space` (including U+00A0 and U+3000;
    /// U+200B is not white space and is left for ``Rule/plainText`` to report).
    public static let trim = Normalizer("trim") { UnicodeText.trimmed($0) }

    /// Replaces every run of `White_Space` with one space.
    public static let collapseWhitespace = Normalizer("collapse-whitespace") { UnicodeText.collapsingWhitespace($0) }

    /// Full Unicode case folding, for case-insensitive keys.
    public static let caseFold = Normalizer("case-fold") { try UnicodeText.caseFolded($0) }

    /// Turkic case folding (`I` → `ı`, `İ` → `i`), for Turkish and Azerbaijani data.
    public static let turkicCaseFold = Normalizer("turkic-case-fold") {
        try UnicodeText.caseFolded($0, mode: .turkic)
    }

    /// Canonical composition: store and compare text in NFC.
    public static let nfc = Normalizer("nfc") { try UnicodeText.normalized($0, form: .nfc) }

    /// Compatibility composition: also maps fullwidth forms, ligatures and the like.
    public static let nfkc = Normalizer("nfkc") { try UnicodeText.normalized($0, form: .nfkc) }

    /// Cuts the text to at most `graphemes` user-perceived characters without splitting
    /// one (an emoji, a flag, a letter with its accents): for limits that truncate, such
    /// as a 140-character bio, rather than reject.
    public static func truncate(graphemes: Int) -> Normalizer {
        Normalizer("truncate") { try UnicodeText.graphemePrefix($0, maxGraphemes: graphemes) }
    }

    /// E-mail normalization: trimmed, NFC, and the domain lowercased and mapped by
    /// IDNA (UTS #46) to its Unicode form (`Ana@BÜCHER.de` → `Ana@bücher.de`). The
    /// local part keeps its case: mail servers may treat it as case-sensitive.
    public static let email = Normalizer("email") { text in
        // Longer input is not an address: leave it to the e-mail rule, which rejects it
        // as too long, rather than normalize a megabyte.
        guard text.utf8.count <= EmailAddress.maximumInputBytes else { return text }
        let trimmed = try UnicodeText.normalized(UnicodeText.trimmed(text), form: .nfc)
        guard let at = trimmed.unicodeScalars.lastIndex(of: "@") else { return trimmed }
        let domain = String(trimmed.unicodeScalars[trimmed.unicodeScalars.index(after: at)...])
        guard !domain.isEmpty, needsIDNAMapping(domain), let mapped = try? IDNA().toUnicode(domain) else {
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
        return !plain || domain.contains("xn--")
    }
}
