import LocalizedValidation
import LocalizedValidationMessages
import Testing

/// The built-in messages have the pseudo-locales too (`Locales/catalogc.json`
/// `"pseudoLocales"`), so an app run in `en-XA` or `ar-XB` shows its validation messages
/// disguised like its own text, and a truncated or concatenated built-in message shows.
/// Plain `en` and `ar` (which has its own translation) are unchanged.
@Suite struct BuiltInPseudoLocaleTests {
    static let rlm = "\u{200F}"
    static let rlo = "\u{202E}"
    static let pdf = "\u{202C}"

    /// A bidi-wrapped word, as `ar-XB` writes each word of literal text.
    static func mirrored(_ word: String) -> String { rlm + rlo + word + pdf + rlm }

    var required: ValidationIssue? { result(of: .absent, rules: [.required]).issues.first }
    var tooShort: ValidationIssue? { result(of: .text("abc"), rules: [.length(min: 8)]).issues.first }

    @Test func accentedPseudoLocaleAccentsPadsAndBrackets() throws {
        let issue = try #require(required)
        #expect(issue.localized(languageTag: "en-XA") == "[Value îš ŕéǫûîŕéð. one two]")
        // Plural selection and number formatting are the source's (English) ones.
        let short = try #require(tooShort).localized(languageTag: "en-XA")
        #expect(short.hasPrefix("[Value ɱûšţ ƀé åţ ļéåšţ 8 çĥåŕåçţéŕš ļöñĝ."))
        #expect(short.hasSuffix("]"))
    }

    @Test func bidiPseudoLocaleWrapsEveryWordRightToLeft() throws {
        let issue = try #require(required)
        let expected = "Value " + Self.mirrored("is") + " " + Self.mirrored("required.")
        #expect(issue.localized(languageTag: "ar-XB") == expected)
        #expect(try #require(tooShort).localized(languageTag: "ar-XB").contains(Self.mirrored("characters")))
    }

    @Test func realLocalesAreUnchanged() throws {
        let issue = try #require(required)
        for tag in ["en", "en-US", "en-GB"] {
            #expect(issue.localized(languageTag: tag) == "Value is required.", "\(tag)")
        }
        // Plain Arabic is the Arabic translation, never the bidi pseudo-locale.
        for tag in ["ar", "ar-EG", "ar-SA"] {
            #expect(issue.localized(languageTag: tag) == "يُرجى ملء حقل «Value».", "\(tag)")
        }
        #expect(try #require(tooShort).localized(languageTag: "en") == "Value must be at least 8 characters long.")
    }

    /// Negotiation picks a pseudo-locale only when its tag is asked for, never by
    /// language alone.
    @Test func negotiationPicksAPseudoLocaleOnlyByItsTag() {
        #expect(ValidationLocale.negotiated(["en-XA"]) == .enXA)
        #expect(ValidationLocale.negotiated(["ar-XB"]) == .arXB)
        #expect(ValidationLocale.negotiated(["ar"]) == .ar)
        #expect(ValidationLocale.negotiated(["ar-EG", "en"]) == .ar)
        #expect(ValidationLocale.negotiated(["en-GB"]) == .en)
    }
}
