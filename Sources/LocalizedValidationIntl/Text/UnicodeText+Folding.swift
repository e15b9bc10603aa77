import CLocalizedValidationICU

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

    static func fold(_ text: String, mode: CaseFoldingMode, allowFastPath: Bool = true) throws(IntlError)
        -> String
    {
        if allowFastPath {
            var input = text
            let outcome = input.withUTF8 { CaseFoldingTable.shared.fold($0, turkic: mode == .turkic) }
            switch outcome {
            case .unchanged: return text
            case .folded(let folded): return folded
            case .needsICU: break
            }
        }
        let options = mode == .turkic ? Int32(CICU_FOLD_TURKIC) : Int32(CICU_FOLD_DEFAULT)
        return try transformUTF8(text, initialCapacity: text.utf8.count * 3 / 2 + 16, "u_strFoldCase") {
            source, length, destination, capacity, needed in
            cicu_fold_case_utf8(source, length, options, destination, capacity, &needed)
        }
    }
}
