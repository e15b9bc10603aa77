import LocalizedValidationIntl

/// Invisible characters, bidi controls and control characters in literal text, found
/// while lowering (the lowerer sees each text element once).
extension Lowerer {
    /// Reports invisible characters, bidi controls and control characters in literal
    /// text. ZWJ and ZWNJ are allowed: several scripts need them.
    mutating func checkInvisibleCharacters(_ text: TextElement) {
        let range = text.span.byteRange
        guard range.lowerBound >= 0, range.upperBound <= unit.file.contents.count else { return }
        let contents = unit.file.contents
        guard contents[range].contains(where: { $0 >= 0x7F || ($0 < 0x20 && $0 != 0x0A && $0 != 0x0D) }) else {
            return
        }
        // Decoded in place: the text is most often letters, which need no String of their own.
        var next = range.lowerBound
        // The scalar before the one being read (0 after a skipped two-byte letter, which
        // is of no script that separates words with U+200B).
        var previous: UInt32 = 0
        // The end of the last reported character and its value, to report a run once.
        var runEnd = -1
        var runValue: UInt32 = 0
        while next < range.upperBound {
            let offset = next
            // A two-byte letter (U+0100…U+07FF: Latin, Greek, Cyrillic, Hebrew, Arabic…) that
            // cannot be invisible is skipped without making a scalar of it.
            let lead = contents[offset]
            if lead >= 0xC4 && lead < 0xE0 && offset + 1 < range.upperBound && contents[offset + 1] & 0xC0 == 0x80
                && !UnicodeText.mayBeInvisible(UInt32(lead & 0x1F) << 6 | UInt32(contents[offset + 1] & 0x3F))
            {
                next += 2
                previous = 0
                continue
            }
            guard let (scalar, width) = UTF8Validation.scalar(in: contents, at: offset, end: range.upperBound) else {
                // Malformed UTF-8 is the parser's to report.
                next += 1
                continue
            }
            next += width
            let value = scalar.value
            defer { previous = value }
            // The zero-width space is how Khmer, Thai, Lao, Myanmar, Tibetan and others mark
            // where a word ends (they write no spaces; line breaking needs it): next to a
            // letter of such a script it is text, not a stray character.
            if value == 0x200B {
                let following = UTF8Validation.scalar(in: contents, at: next, end: range.upperBound)?.0.value ?? 0
                if Self.separatesWordsWithZeroWidthSpace(previous)
                    || Self.separatesWordsWithZeroWidthSpace(following)
                {
                    continue
                }
            }
            let isControl = value < 0x20 && value != 0x0A && value != 0x0D || (0x7F...0x9F).contains(value)
            guard isControl || (value >= 0x80 && value != 0x200C && value != 0x200D) else { continue }
            // Marks (LRM, RLM, ALM) act as one strong letter of their direction: they
            // embed nothing and override nothing, and right-to-left translations use them
            // to place a leading Latin name or trailing punctuation. Said, never refused.
            let isMark = value == 0x200E || value == 0x200F || value == 0x061C
            let kind: String
            if isControl {
                kind = "a control character"
            } else if isMark {
                kind = "an invisible direction mark"
            } else if UnicodeText.isBidiControl(scalar) {
                kind = "a bidi control, which can reorder the text around it"
            } else if UnicodeText.isDefaultIgnorable(scalar) {
                kind = "an invisible character"
            } else {
                continue
            }
            // A run of the same character is one mistake: said once, at its start.
            if offset == runEnd && value == runValue {
                runEnd = next
                continue
            }
            runEnd = next
            runValue = value
            let code = String(value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            let escaped = "{ \"\\u\(padded)\" }"
            let advice =
                isMark
                ? "keep it only if it puts the text beside it in the right order, and write it as \(escaped) so that it shows"
                : "delete it, or write it as \(escaped) if it is intended"
            // An embedding, override or isolate can make a string read differently from
            // what it says: never shipped unnoticed.
            let isReordering = UnicodeText.isBidiControl(scalar) && !isMark
            let severity: Diagnostic.Severity = isReordering && profile == .release ? .error : .warning
            if severity == .error { errorCount += 1 }
            diagnostics.emit(
                Diagnostic(
                    severity, .invisibleCharacter,
                    "U+\(padded) \(Self.characterName(scalar)) is \(kind); \(advice)",
                    at: unit.location(offset: offset)))
        }
    }

    /// Whether `value` is a character of a script written without spaces between words,
    /// where U+200B marks word ends: Thai, Lao, Tibetan, Myanmar, Khmer, Tai Le, New Tai
    /// Lue, Tai Tham, Balinese, Javanese, Myanmar Extended-A and -B.
    static func separatesWordsWithZeroWidthSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1950...0x19FF, 0x1A20...0x1AAF,
            0x1B00...0x1B7F, 0xA980...0xA9FF, 0xAA60...0xAA7F:
            true
        default: false
        }
    }

    /// The character's Unicode name in parentheses: `(RIGHT-TO-LEFT OVERRIDE)`. The
    /// standard library carries the Unicode name table, so no ICU call is needed;
    /// controls have no name, only the aliases of NameAliases.txt, given here for C0
    /// and DEL (C1 controls show as `(control)`).
    package static func characterName(_ scalar: Unicode.Scalar) -> String {
        if let name = scalar.properties.name ?? scalar.properties.nameAlias { return "(\(name))" }
        if scalar.value < 0x20 { return "(\(c0ControlNames[Int(scalar.value)]))" }
        return scalar.value == 0x7F ? "(DELETE)" : "(control)"
    }

    static let c0ControlNames = [
        "NULL", "START OF HEADING", "START OF TEXT", "END OF TEXT", "END OF TRANSMISSION", "ENQUIRY",
        "ACKNOWLEDGE", "ALERT", "BACKSPACE", "CHARACTER TABULATION", "LINE FEED", "LINE TABULATION",
        "FORM FEED", "CARRIAGE RETURN", "SHIFT OUT", "SHIFT IN", "DATA LINK ESCAPE", "DEVICE CONTROL ONE",
        "DEVICE CONTROL TWO", "DEVICE CONTROL THREE", "DEVICE CONTROL FOUR", "NEGATIVE ACKNOWLEDGE",
        "SYNCHRONOUS IDLE", "END OF TRANSMISSION BLOCK", "CANCEL", "END OF MEDIUM", "SUBSTITUTE", "ESCAPE",
        "INFORMATION SEPARATOR FOUR", "INFORMATION SEPARATOR THREE", "INFORMATION SEPARATOR TWO",
        "INFORMATION SEPARATOR ONE",
    ]
}
