import CICU

extension UnicodeText {
    /// Whether `scalar` has the Unicode `White_Space` property.
    ///
    /// U+200B ZERO WIDTH SPACE and U+FEFF are *not* white space; see
    /// ``invisibleCharacters(in:limit:)`` for those.
    @inline(__always)
    public static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
        }
        return cicu_is_white_space(scalar.value) != 0
    }

    /// The text without leading and trailing `White_Space` characters.
    ///
    /// Only `White_Space` is removed (including U+00A0, U+2003, U+3000, U+0085);
    /// invisible format characters such as U+200B are kept, so that a validator can
    /// report them instead of silently accepting a field that looks empty.
    ///
    /// - Parameter text: The text to trim.
    /// - Returns: The trimmed text; the same string when nothing was trimmed.
    public static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isWhiteSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start {
            let before = scalars.index(before: end)
            guard isWhiteSpace(scalars[before]) else { break }
            end = before
        }
        if start == scalars.startIndex, end == scalars.endIndex { return text }
        return String(scalars[start..<end])
    }

    /// The text with every run of `White_Space` characters replaced by one U+0020 SPACE.
    ///
    /// Apply ``trimmed(_:)`` first to also drop the ends: `"  Ana \n\n Maria "` becomes
    /// `" Ana Maria "` here and `"Ana Maria"` after trimming.
    public static func collapsingWhitespace(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var changed = false
        var inRun = false
        for scalar in text.unicodeScalars {
            if isWhiteSpace(scalar) {
                if inRun {
                    changed = true
                    continue
                }
                inRun = true
                if scalar != " " { changed = true }
                result.append(" ")
            } else {
                inRun = false
                result.append(scalar)
            }
        }
        return changed ? String(result) : text
    }
}
