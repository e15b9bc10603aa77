/// Finds bytes that are not well-formed UTF-8.
enum UTF8Validation {
    /// The offset of the first ill-formed byte on each line that has one, in increasing order.
    ///
    /// One offset per line is enough to turn every affected entry into junk (entries consist of
    /// whole lines), and it bounds the result for inputs that are entirely binary.
    static func firstInvalidOffsetPerLine(in bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var reportedOnThisLine = false
        var index = 0
        let count = bytes.count
        while index < count {
            // Eight ASCII bytes at a time while nothing is reported on the line (a line
            // feed among them matters only to a line that was).
            if !reportedOnThisLine {
                while index + 8 <= count, Self.word(bytes, at: index) & 0x8080_8080_8080_8080 == 0 { index += 8 }
                guard index < count else { break }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == ASCII.lineFeed { reportedOnThisLine = false }
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 {
                if !reportedOnThisLine {
                    offsets.append(index)
                    reportedOnThisLine = true
                }
                index += 1
            } else {
                index += length
            }
        }
        return offsets
    }

    private static func word(_ bytes: [UInt8], at index: Int) -> UInt64 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index, as: UInt64.self) }
    }

    /// The scalar whose well-formed UTF-8 starts at `index` and ends by `end`, and its width
    /// in bytes; nil where the bytes there are ill-formed.
    static func scalar(in bytes: [UInt8], at index: Int, end: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = sequenceLength(bytes, at: index, end: end)
        guard length > 0 else { return nil }
        // The lead keeps 5, 4 or 3 bits for 2, 3 or 4 bytes; each continuation byte 6.
        var value = UInt32(lead & (0x7F >> length))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    /// The length of the well-formed sequence starting at `index` and ending by `end`, or 0
    /// (Unicode Table 3-7).
    private static func sequenceLength(_ bytes: [UInt8], at index: Int, end: Int? = nil) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return 0
        }
        guard index + length <= (end ?? bytes.count), secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }
}
