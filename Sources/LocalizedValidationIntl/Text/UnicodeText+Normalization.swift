import CLocalizedValidationICU

extension UnicodeText {
    /// The text in the given normalization form.
    ///
    /// Store and compare user input in NFC: `"e\u{301}"` (NFD, as macOS file names and
    /// some keyboards produce it) and `"é"` are then equal byte for byte. NFKC also maps
    /// compatibility characters such as fullwidth `＠` to `@`.
    ///
    /// - Parameters:
    ///   - text: The text to normalize.
    ///   - form: The normalization form.
    /// - Returns: The normalized text; the same string when it was already normalized.
    /// - Throws: ``IntlError`` if ICU fails or the input exceeds ``maximumInputLength``.
    public static func normalized(_ text: String, form: NormalizationForm) throws -> String {
        try normalize(text, form: form)
    }

    static func normalize(
        _ text: String, form: NormalizationForm, allowFastPath: Bool = true
    ) throws(IntlError) -> String {
        if allowFastPath && isNormalizedBySafeScalars(text, form: form) { return text }
        let shimForm = form.shimValue
        // Compatibility decompositions can grow text up to 18 times (U+FDFA); start
        // with a common case and let the shim report the size when it is more.
        return try transformUTF8(text, initialCapacity: text.utf8.count * 2 + 16, "unorm2_normalize") {
            source, length, destination, capacity, needed in
            cicu_normalize_utf8(source, length, shimForm, destination, capacity, &needed)
        }
    }

    /// Whether the text is already in the given normalization form.
    ///
    /// - Throws: ``IntlError`` if ICU fails or the input exceeds ``maximumInputLength``.
    public static func isNormalized(_ text: String, form: NormalizationForm) throws -> Bool {
        try checkNormalized(text, form: form)
    }

    static func checkNormalized(_ text: String, form: NormalizationForm) throws(IntlError) -> Bool {
        if isNormalizedBySafeScalars(text, form: form) { return true }
        try checkLength(text.utf8.count, "unorm2_isNormalized")
        var text = text
        var result: Int32 = 0
        let status = text.withUTF8 { input in
            input.withMemoryRebound(to: CChar.self) { bytes in
                cicu_is_normalized_utf8(bytes.baseAddress, Int32(bytes.count), form.shimValue, &result)
            }
        }
        try checkICU(status, "unorm2_isNormalized")
        return result != 0
    }

    /// Whether `text` is in `form` by the quick path of ``NormalizationQuickCheck``
    /// (false: ICU must decide).
    static func isNormalizedBySafeScalars(_ text: String, form: NormalizationForm) -> Bool {
        var text = text
        return text.withUTF8 { NormalizationQuickCheck.isNormalizedBySafeScalars($0, form: form) }
    }

    static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { UTF8Scanning.isASCII($0) }
    }
}
