/// Turns byte offsets into ``SourceLocation``s (line and scalar column).
///
/// Line starts are indexed once, in linear time. Columns are counted from a cached nearby
/// location, because the parser asks for locations in (almost) increasing order; this keeps a
/// 10 MB file with one very long line linear as well.
struct SourceLocator {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private var cachedLine = 0
    private var cachedOffset: Int
    private var cachedColumn = 1
    /// Where the cached line ends (the next line's start, or past the input): a location
    /// later on the same line, the parser's usual request, is counted from the cache
    /// without looking at the line index.
    private var cachedLineEnd: Int

    init(bytes: [UInt8], firstLineStart: Int) {
        self.bytes = bytes
        self.lineStarts = LineIndex.lineStarts(of: bytes, from: firstLineStart)
        self.cachedOffset = firstLineStart
        self.cachedLineEnd = lineStarts.count > 1 ? lineStarts[1] : Int.max
    }

    mutating func location(at rawOffset: Int) -> SourceLocation {
        let offset = min(max(rawOffset, lineStarts[0]), bytes.count)
        if offset >= cachedOffset && offset < cachedLineEnd {
            cachedColumn += scalarCount(cachedOffset..<offset)
            cachedOffset = offset
            return SourceLocation(offset: rawOffset, line: cachedLine + 1, column: cachedColumn)
        }
        let line = lineIndex(containing: offset)
        let lineStart = lineStarts[line]
        let column: Int
        if line == cachedLine && cachedOffset - offset < offset - lineStart {
            column = cachedColumn - scalarCount(offset..<cachedOffset)
        } else {
            column = 1 + scalarCount(lineStart..<offset)
        }
        cachedLine = line
        cachedLineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] : Int.max
        cachedOffset = offset
        cachedColumn = column
        return SourceLocation(offset: rawOffset, line: line + 1, column: column)
    }

    private func lineIndex(containing offset: Int) -> Int {
        let next = cachedLine + 1
        if lineStarts[cachedLine] <= offset && (next == lineStarts.count || offset < lineStarts[next]) {
            return cachedLine
        }
        // Spans end after they start, and entries are a few lines long: look at the
        // nearby lines before searching them all.
        if lineStarts[cachedLine] <= offset {
            var line = next
            while line < lineStarts.count && line <= cachedLine + 8 {
                if line + 1 == lineStarts.count || offset < lineStarts[line + 1] { return line }
                line += 1
            }
        } else {
            var line = cachedLine - 1
            while line >= 0 && line >= cachedLine - 8 {
                if lineStarts[line] <= offset { return line }
                line -= 1
            }
        }
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func scalarCount(_ range: Range<Int>) -> Int {
        UTF8ScalarCount.count(in: bytes, range)
    }
}

/// Counting the Unicode scalars of UTF-8 text: every byte that is not a continuation byte
/// (`10xxxxxx`), eight bytes at a time. Every column of a diagnostic and of a syntax
/// tree's locations is such a count, a million of them in a large catalog set.
enum UTF8ScalarCount {
    /// The scalars in `range` of `bytes`, which must lie within them.
    static func count(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBytes { raw in
            var index = range.lowerBound
            var continuations = 0
            while index + 8 <= range.upperBound {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A continuation byte has its top bit set and the next one clear; shifting
                // the word moves each byte's bit 6 to its bit 7 (the bit carried into the
                // next byte is masked away).
                continuations &+= topBitCount(word & ~(word &<< 1) & 0x8080_8080_8080_8080)
                index &+= 8
            }
            // Wrapping arithmetic from here: `remaining` is 0 to 7 and every offset lies in
            // the bytes, and the checks of overflow and of shifts by 64 or more were most of
            // a short count's instructions.
            let remaining = range.upperBound &- index
            if remaining > 0 && range.upperBound >= 8 {
                // The last bytes in the word that ends with them, the bytes before masked
                // away: most ranges are shorter than a word (columns are counted from the
                // previous location), and a byte loop was most of their cost.
                let word = UInt64(
                    littleEndian: raw.loadUnaligned(fromByteOffset: range.upperBound &- 8, as: UInt64.self))
                let last = UInt64.max &<< UInt64(truncatingIfNeeded: (8 &- remaining) &* 8)
                continuations &+= topBitCount(word & ~(word &<< 1) & 0x8080_8080_8080_8080 & last)
            } else {
                while index < range.upperBound {
                    if raw[index] & 0xC0 == 0x80 { continuations &+= 1 }
                    index &+= 1
                }
            }
            return range.count &- continuations
        }
    }

    /// The bytes of `word` that are 0x80, the others being 0: their top bits moved to the
    /// bottom and summed by one multiplication. The baseline x86-64 target has no
    /// `popcnt`, and `nonzeroBitCount` took fifteen instructions a word.
    private static func topBitCount(_ word: UInt64) -> Int {
        Int(truncatingIfNeeded: ((word >> 7) &* 0x0101_0101_0101_0101) >> 56)
    }
}

/// The ASCII bytes the parser looks at.
enum ASCII {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let hash = UInt8(ascii: "#")
    static let hyphen = UInt8(ascii: "-")
    static let equals = UInt8(ascii: "=")
    static let period = UInt8(ascii: ".")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let asterisk = UInt8(ascii: "*")
    static let dollar = UInt8(ascii: "$")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let greaterThan = UInt8(ascii: ">")
    static let underscore = UInt8(ascii: "_")

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == hyphen || byte == underscore
    }

    /// Junk ends before a line starting with one of these bytes.
    static func startsEntry(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == hyphen || byte == hash
    }
}
