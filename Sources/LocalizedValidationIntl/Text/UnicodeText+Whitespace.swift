import CLocalizedValidationICU

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
        var input = text
        let (start, end, small) = input.withUTF8 { bytes -> (Int, Int, String?) in
            let (start, end) = trimmedBounds(bytes)
            // A result of up to 15 bytes is a small string, built in place (checking so
            // few bytes is cheap); a longer one is copied below without a check.
            guard end - start <= 15, start != 0 || end != bytes.count else { return (start, end, nil) }
            return (
                start, end, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            )
        }
        if let small { return small }
        let utf8 = text.utf8
        if start == 0, end == utf8.count { return text }
        // Both bounds fall between scalars, so the scalar view slices exactly there.
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(utf8.startIndex, offsetBy: end)
        return String(text.unicodeScalars[lower..<upper])
    }

    /// The UTF-8 offsets of the text between leading and trailing White_Space.
    private static func trimmedBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        var start = 0
        var end = bytes.count
        while start < end {
            let lead = base[start]
            if lead < 0x80 {
                guard isASCIIWhiteSpace(lead) else { break }
                start &+= 1
            } else {
                let (scalar, width) = UTF8Scanning.decode(base, at: start, lead: lead)
                guard cicu_is_white_space(scalar) != 0 else { break }
                start &+= width
            }
        }
        while end > start {
            let last = base[end &- 1]
            if last < 0x80 {
                guard isASCIIWhiteSpace(last) else { break }
                end &-= 1
            } else {
                // Back to the lead byte: continuation bytes are 0b10xxxxxx.
                var lead = end &- 1
                while base[lead] & 0xC0 == 0x80 { lead &-= 1 }
                let (scalar, _) = UTF8Scanning.decode(base, at: lead, lead: base[lead])
                guard cicu_is_white_space(scalar) != 0 else { break }
                end = lead
            }
        }
        return (start, end)
    }

    /// White_Space in ASCII: TAB, LF, VT, FF, CR and SPACE.
    @inline(__always)
    private static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The text with every run of `White_Space` characters replaced by one U+0020 SPACE.
    ///
    /// Apply ``trimmed(_:)`` first to also drop the ends: `"  Ana \n\n Maria "` becomes
    /// `" Ana Maria "` here and `"Ana Maria"` after trimming.
    public static func collapsingWhitespace(_ text: String) -> String {
        var text = text
        let collapsed = text.withUTF8 { bytes -> [UInt8]? in
            // Most input needs no change: find the first place that does, or return
            // the text itself without building anything.
            var index = 0
            var previousWasSpace = false
            while index < bytes.count {
                let (scalar, width) = decodeScalar(bytes, at: index)
                if isWhiteSpace(scalar) {
                    if previousWasSpace || scalar != " " { break }
                    previousWasSpace = true
                } else {
                    previousWasSpace = false
                }
                index += width
            }
            guard index < bytes.count else { return nil }
            var output = [UInt8](bytes[..<index])
            output.reserveCapacity(bytes.count)
            var inRun = previousWasSpace
            while index < bytes.count {
                let (scalar, width) = decodeScalar(bytes, at: index)
                if isWhiteSpace(scalar) {
                    if !inRun { output.append(0x20) }
                    inRun = true
                } else {
                    output.append(contentsOf: bytes[index..<index + width])
                    inRun = false
                }
                index += width
            }
            return output
        }
        guard let collapsed else { return text }
        return String(decoding: collapsed, as: UTF8.self)
    }

    /// The scalar starting at `index` of valid UTF-8, and its width in bytes.
    @inline(__always)
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let (value, width) = UTF8Scanning.decode(bytes.baseAddress!, at: index, lead: lead)
        // Swift strings hold valid UTF-8, so the value is always a scalar.
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }
}
