import CLocalizedValidationICU

/// Text written in Latin letters without diacritics, by ICU's `Any-Latin; Latin-ASCII`
/// transliteration: what a name typed in another script or with accents would be in
/// the ASCII names Fluent allows (`имя` → `imya`, `gênero` → `genero`, `σύνολο` →
/// `synolo`).
public enum ASCIITransliteration {
    /// `text` transliterated to ASCII where ICU can (characters it cannot map stay).
    ///
    /// Opens ICU's transliterator for each call (milliseconds): meant for the few names
    /// a diagnostic suggests a correction for, not for bulk text.
    ///
    /// - Parameter text: The text to transliterate.
    /// - Returns: The transliteration.
    /// - Throws: ``IntlError`` if ICU fails.
    public static func ascii(_ text: String) throws -> String {
        let units = text.utf16Array
        if units.allSatisfy({ $0 < 0x80 }) { return text }
        let output = try withUTF16Output(capacity: units.count * 4 + 16, "utrans_transUChars") {
            buffer, capacity, status in
            units.withUnsafeBufferPointer { input in
                cicu_transliterate_to_ascii(input.baseAddress, Int32(input.count), buffer, capacity, &status)
            }
        }
        return String(utf16CodeUnits: output)
    }
}
