import CICU

extension UnicodeText {
    /// Full Unicode case folding, for caseless comparison and for keys such as user names.
    ///
    /// Folding is not lowercasing: `"Straße"` folds to `"strasse"`, and `"ΣΊΣΥΦΟΣ"` and
    /// `"σίσυφος"` fold to the same text. Use ``CaseFoldingMode/turkic`` for Turkish and
    /// Azerbaijani data, where `I` folds to dotless `ı`.
    ///
    /// - Parameters:
    ///   - text: The text to fold.
    ///   - mode: Default (C+F) or Turkic (C+F+T) folding.
    /// - Returns: The folded text.
    /// - Throws: ``IntlError`` if ICU fails or the input exceeds ``maximumInputLength``.
    public static func caseFolded(_ text: String, mode: CaseFoldingMode = .default) throws -> String {
        try fold(text, mode: mode)
    }

    static func fold(_ text: String, mode: CaseFoldingMode) throws(IntlError) -> String {
        if let ascii = asciiFolded(text, mode: mode) { return ascii }
        let options = mode == .turkic ? Int32(CICU_FOLD_TURKIC) : Int32(CICU_FOLD_DEFAULT)
        return try transformUTF8(text, initialCapacity: text.utf8.count * 3 / 2 + 16, "u_strFoldCase") {
            source, length, destination, capacity, needed in
            cicu_fold_case_utf8(source, length, options, destination, capacity, &needed)
        }
    }

    /// Folding of ASCII text is ASCII lowercasing (CaseFolding.txt maps A–Z to a–z and no
    /// other ASCII character), except `I` in Turkic mode. Nil when `text` is not ASCII.
    private static func asciiFolded(_ text: String, mode: CaseFoldingMode) -> String? {
        var hasUpper = false
        for byte in text.utf8 {
            if byte >= 0x80 { return nil }
            if byte >= 0x41 && byte <= 0x5A {
                if mode == .turkic && byte == 0x49 { return nil }
                hasUpper = true
            }
        }
        guard hasUpper else { return text }
        let count = text.utf8.count
        return String(unsafeUninitializedCapacity: count) { output in
            for (offset, byte) in text.utf8.enumerated() {
                output[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            }
            return count
        }
    }
}
