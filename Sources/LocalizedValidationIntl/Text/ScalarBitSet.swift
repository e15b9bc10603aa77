import CLocalizedValidationICU

/// A set of code points read from ICU once, for constant-time membership tests in the
/// fast paths: one bit per code point, stored per block of 64 code points, where every
/// block that is entirely in or entirely out of the set shares one word. The sets used
/// here are a few hundred ranges, so the whole code space takes a few tens of kilobytes.
struct ScalarBitSet: Sendable {
    /// For each block of 64 code points, the index of its word in `words`.
    private let wordIndex: [UInt16]
    /// Word 0 is the empty block, word 1 the full block; then the mixed blocks.
    private let words: [UInt64]

    /// The set of ICU's `kind` (a `CICU_SET_…` value); empty if ICU cannot build it, so
    /// that fast paths defer to ICU, which then reports its failure.
    init(icuSet kind: Int32) {
        var bits = [UInt64](repeating: 0, count: Self.blockCount)
        for range in codePointRanges(kind) ?? [] {
            for block in Int(range.lowerBound >> 6)...Int(range.upperBound >> 6) {
                let blockFirst = UInt32(block) << 6
                let low = max(range.lowerBound, blockFirst) - blockFirst
                let high = min(range.upperBound, blockFirst + 63) - blockFirst
                // Bits low...high, without shifting by 64.
                bits[block] |= (UInt64.max >> (63 - high)) & (UInt64.max << low)
            }
        }
        var words: [UInt64] = [0, .max]
        var wordIndex = [UInt16](repeating: 0, count: Self.blockCount)
        for (block, word) in bits.enumerated() {
            switch word {
            case 0: wordIndex[block] = 0
            case .max: wordIndex[block] = 1
            default:
                wordIndex[block] = UInt16(words.count)
                words.append(word)
            }
        }
        self.wordIndex = wordIndex
        self.words = words
    }

    /// Blocks of 64 code points in U+0000…U+10FFFF.
    private static let blockCount = 0x110000 >> 6

    /// Calls `body` with a membership test over unchecked storage, for hot loops; the test
    /// takes any scalar value (at most 0x10FFFF).
    @inline(__always)
    func withMembership<Result>(_ body: (Membership) -> Result) -> Result {
        wordIndex.withUnsafeBufferPointer { wordIndex in
            words.withUnsafeBufferPointer { words in
                body(Membership(wordIndex: wordIndex.baseAddress!, words: words.baseAddress!))
            }
        }
    }

    /// A membership test valid inside ``withMembership(_:)``.
    struct Membership {
        let wordIndex: UnsafePointer<UInt16>
        let words: UnsafePointer<UInt64>

        @inline(__always)
        func contains(_ scalar: UInt32) -> Bool {
            words[Int(wordIndex[Int(scalar >> 6)])] >> UInt64(scalar & 63) & 1 != 0
        }
    }
}

/// The ranges of ICU's code point set `kind` (a `CICU_SET_…` value); nil if ICU fails.
func codePointRanges(_ kind: Int32) -> [ClosedRange<UInt32>]? {
    var capacity: Int32 = 1024
    while true {
        var flat = [UInt32](repeating: 0, count: Int(capacity))
        var count: Int32 = 0
        let status = flat.withUnsafeMutableBufferPointer { buffer in
            cicu_code_point_ranges(kind, buffer.baseAddress, capacity, &count)
        }
        if status == icuBufferOverflow {
            capacity = count * 2
            continue
        }
        guard status <= 0 else { return nil }
        return (0..<Int(count)).map { flat[2 * $0]...flat[2 * $0 + 1] }
    }
}
