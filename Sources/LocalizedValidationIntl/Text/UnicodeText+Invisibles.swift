import CLocalizedValidationICU

/// A character that renders as nothing, or that reorders the text around it, found in
/// text that should be plain.
public struct InvisibleCharacter: Sendable, Hashable, CustomStringConvertible {
    /// Why the character is reported.
    public enum Kind: String, Sendable, Hashable {
        /// A Bidi_Control character (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069):
        /// it can make text display in a different order than it is stored ("Trojan
        /// Source").
        case bidiControl
        /// A Default_Ignorable_Code_Point such as U+200B ZERO WIDTH SPACE, U+FEFF, U+00AD
        /// SOFT HYPHEN or a variation selector: it renders as nothing.
        case defaultIgnorable
    }

    /// The character.
    public let scalar: Unicode.Scalar
    /// Why it is reported.
    public let kind: Kind
    /// Its offset in the text, in UTF-8 bytes.
    public let utf8Offset: Int
    /// Its offset in the text, in Unicode scalars (code points).
    public let scalarOffset: Int

    /// Creates a finding.
    public init(scalar: Unicode.Scalar, kind: Kind, utf8Offset: Int, scalarOffset: Int) {
        self.scalar = scalar
        self.kind = kind
        self.utf8Offset = utf8Offset
        self.scalarOffset = scalarOffset
    }

    /// The character as `U+200B`.
    public var codePoint: String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    public var description: String { "\(codePoint) (\(kind.rawValue)) at scalar \(scalarOffset)" }
}

extension UnicodeText {
    /// Whether `scalar` is a Bidi_Control character.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        mayBeInvisible(scalar.value) && cicu_is_bidi_control(scalar.value) != 0
    }

    /// Whether `scalar` is a Default_Ignorable_Code_Point.
    public static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        mayBeInvisible(scalar.value) && cicu_is_default_ignorable(scalar.value) != 0
    }

    /// False for scalars that are neither Bidi_Control nor Default_Ignorable_Code_Point
    /// without asking ICU: ASCII, and everything below the Hangul fillers (U+115F) except
    /// U+00AD SOFT HYPHEN, U+034F COMBINING GRAPHEME JOINER and U+061C ARABIC LETTER MARK.
    /// Latin, Greek, Cyrillic, Arabic and Indic text is there, and a catalog check asked
    /// ICU twice for each of its letters. `TextTests` hold this equal to ICU's properties
    /// for every scalar.
    @inline(__always)
    package static func mayBeInvisible(_ value: UInt32) -> Bool {
        value >= 0x115F || value == 0xAD || value == 0x34F || value == 0x61C
    }

    /// Every invisible or bidi-control character in `text`, in order.
    ///
    /// Bidi controls are reported as ``InvisibleCharacter/Kind/bidiControl`` even though
    /// they are also default-ignorable.
    ///
    /// - Parameters:
    ///   - text: The text to scan.
    ///   - limit: Stop after this many findings (a hostile string can hold millions).
    /// - Returns: The findings, at most `limit`.
    public static func invisibleCharacters(in text: String, limit: Int = .max) -> [InvisibleCharacter] {
        var found: [InvisibleCharacter] = []
        var utf8Offset = 0
        var scalarOffset = 0
        for scalar in text.unicodeScalars {
            if mayBeInvisible(scalar.value) {
                if found.count == limit { break }
                if cicu_is_bidi_control(scalar.value) != 0 {
                    found.append(
                        .init(
                            scalar: scalar, kind: .bidiControl, utf8Offset: utf8Offset,
                            scalarOffset: scalarOffset))
                } else if cicu_is_default_ignorable(scalar.value) != 0 {
                    found.append(
                        .init(
                            scalar: scalar, kind: .defaultIgnorable, utf8Offset: utf8Offset,
                            scalarOffset: scalarOffset))
                }
            }
            utf8Offset += UTF8.width(scalar)
            scalarOffset += 1
        }
        return found
    }

    /// Whether `text` is empty once White_Space and invisible characters are ignored
    /// (`"\u{200B}\u{00A0}"` is blank).
    public static func isBlank(_ text: String) -> Bool {
        // Most text starts with an ASCII byte that is neither white space (TAB…CR, space)
        // nor ignorable (no ASCII character is): not blank, decided without scalars.
        if let first = text.utf8.first, first < 0x80, first != 0x20, !(0x09...0x0D).contains(first) {
            return false
        }
        return text.unicodeScalars.allSatisfy { isWhiteSpace($0) || isDefaultIgnorable($0) }
    }
}
