import LocalizedValidationIntl
import LocalizedValidationMessages

extension Rule {
    /// The field must have a value: text that is not blank once White_Space and
    /// invisible characters (U+200B, U+FEFF…) are ignored, or any flag.
    public static let required = Rule(builtIn: "required", accepting: .all, checksEmptyValues: true) {
        value, context in
        value.isBlank ? .invalid(.required(field: context.label)) : .valid
    }
    .with(.required)

    /// The text must not contain invisible characters (U+200B, U+FEFF, soft hyphens…),
    /// bidi controls (U+202E and the like, which can disguise what text says), control
    /// characters (C0 such as NUL, ESC and BEL, DEL, and C1 U+0080–U+009F), or the
    /// interlinear annotation characters U+FFF9–U+FFFB; each is reported as
    /// `invisible-characters`. Plain text may span lines: the controls that are
    /// White_Space, TAB and the line breaks LF, VT, FF, CR and NEL (U+0085), are allowed,
    /// as ``Normalizer/trim`` and ``Normalizer/collapseWhitespace`` treat them (a
    /// single-line field collapses them, or refuses them with a pattern); so are
    /// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR, line breaks that are
    /// White_Space too (word processors paste them). ZWJ and ZWNJ are allowed: emoji
    /// sequences and several scripts need them.
    ///
    /// Characters with no agreed appearance are refused as `invisible-characters` too,
    /// as PRECIS's FreeformClass (RFC 8264 §9.2) disallows them: private-use characters
    /// (U+E000–U+F8FF, planes 15 and 16), whose glyph, if any, comes from one font only;
    /// noncharacters (U+FDD0–U+FDEF and the last two code points of every plane), which
    /// are not for interchange; and code points unassigned in ICU's Unicode version (as
    /// the e-mail, password and PRECIS rules refuse them), so a character newer than the
    /// ICU the server links, a brand-new emoji among them, is refused until ICU is updated.
    public static let plainText = Rule.text("plain-text") { text, context in
        let found =
            hasControlCharacter(text)
            || hasCharacterWithoutAppearance(text)
            || UnicodeText.invisibleCharacters(in: text, limit: 8).contains { finding in
                finding.scalar != "\u{200C}" && finding.scalar != "\u{200D}"
            }
        return found ? .invalid(.invisibleCharacters(field: context.label)) : .valid
    }

    /// Whether `text` holds a private-use character, a noncharacter or a code point
    /// unassigned in ICU's Unicode version (what ``plainText`` refuses besides controls
    /// and invisible characters). ASCII text answers from its bytes; other scalars are
    /// looked up in ICU, the package's one Unicode source, except those in
    /// ``assignedRanges``.
    static func hasCharacterWithoutAppearance(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        // The scalars found assigned, by their last 7 bits: text in one script repeats a
        // few dozen, so ICU is asked about each about once. Every scalar is looked at
        // once: linear in the text, at worst one ICU lookup a scalar.
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 128) { known in
            known.initialize(repeating: 0)
            for scalar in text.unicodeScalars where scalar.value >= 0x80 {
                let value = scalar.value
                let slot = Int(value & 127)
                if known[slot] == value { continue }
                if (0xE000...0xF8FF).contains(value) || value >= 0xF0000 { return true }  // private use
                if (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE { return true }  // noncharacters
                if !assignedRanges.contains(where: { $0.contains(value) }) {
                    guard let properties = try? ScalarProperties(scalar) else { return true }
                    if properties.generalCategory == .unassigned { return true }
                }
                known[slot] = value
            }
            return false
        }
    }

    /// Ranges every code point of which is assigned in every Unicode version ICU 72
    /// (Unicode 15.0) and later have: the common scripts, read without asking ICU
    /// (a test checks each against ICU).
    static let assignedRanges: [ClosedRange<UInt32>] = [
        0x00A0...0x0377,  // Latin-1, Latin Extended, IPA, modifiers, combining marks, Greek
        0x0400...0x052F,  // Cyrillic
        0x2000...0x2064,  // General Punctuation
        0x3000...0x303F,  // CJK Symbols and Punctuation
        0x3041...0x3096,  // Hiragana
        0x30A0...0x30FF,  // Katakana
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xAC00...0xD7A3,  // Hangul Syllables
        0x1F600...0x1F64F,  // Emoticons
    ]

    /// Whether `text` holds a character ``plainText`` refuses besides the invisible ones:
    /// a control that is not White_Space (C0 but TAB, LF, VT, FF and CR; DEL; C1 but
    /// NEL), or U+FFF9–U+FFFB. These print nothing, or act on a terminal (ESC sequences)
    /// or a database (NUL), rather than show; read from the UTF-8 bytes, since all are
    /// ASCII or have a fixed lead.
    static func hasControlCharacter(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case 0x00...0x08, 0x0E...0x1F, 0x7F: return true
            // C1 controls: C2 80 – C2 9F, but NEL (C2 85), a line break.
            case 0x80...0x9F where previous == 0xC2 && byte != 0x85: return true
            // U+FFF9–U+FFFB: EF BF B9 – EF BF BB.
            case 0xB9...0xBB where previous == 0xBF && beforePrevious == 0xEF: return true
            default: break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// A checkbox that must be ticked, such as accepting the terms: a flag (a JSON
    /// `true`), never text such as `"true"`, which is `wrong-type`.
    public static let mustBeTrue = Rule(builtIn: "must-be-true", accepting: .flag, checksEmptyValues: true) {
        value, context in
        value.flag == true ? .valid : .invalid(.mustBeTrue(field: context.label))
    }
    .with(.mustBeTrue)

    /// The value must be one of `options` (a plan picker's plans).
    public static func oneOf(_ options: Set<String>) -> Rule {
        Rule.text("one-of") { text, context in
            options.contains(text) ? .valid : .invalid(.notOneOf(field: context.label))
        }
        .with(.oneOf(options))
    }

    /// The field must equal another field (a password confirmation), compared after
    /// NFC normalization so that `é` typed as one or two code points matches. Runs even
    /// when the other field has issues of its own.
    public static func confirmation(of other: FieldKey) -> Rule {
        Rule(builtIn: "confirmation", accepting: .text, checksEmptyValues: true, referencing: [other]) {
            value, context in
            let mine = value.text ?? ""
            let theirs = context.values[other]?.text ?? ""
            // Equal scalars are equal UTF-8 bytes, compared as buffers.
            let equal =
                (try? hasSameBytes(
                    UnicodeText.normalized(mine, form: .nfc), UnicodeText.normalized(theirs, form: .nfc))) ?? false
            guard !equal else { return .valid }
            let otherLabel = context.labels[other] ?? LocalizedText(verbatim: other.rawValue)
            return .invalid(.confirmationMismatch(field: context.label, other: otherLabel))
        }
    }

    /// The whole text must match `regex`; `message` (from your catalog) explains the
    /// expected format, or a generic built-in message is used.
    public static func pattern(
        _ regex: Regex<Substring>,
        code: ValidationCode = .patternMismatch,
        message: LocalizedText? = nil
    ) -> Rule {
        let box = RegexBox(regex)
        return Rule.text("pattern") { text, context in
            if (try? box.regex.wholeMatch(in: text)) != nil { return .valid }
            return .invalid(
                code: code, message: message ?? LocalizedText(ValidationMessage.patternMismatch(field: context.label)))
        }
    }
}

/// `Regex` is not `Sendable` in the standard library; a regex built once and only
/// matched (never mutated) is safe to share.
private struct RegexBox: @unchecked Sendable {
    let regex: Regex<Substring>
    init(_ regex: Regex<Substring>) { self.regex = regex }
}
