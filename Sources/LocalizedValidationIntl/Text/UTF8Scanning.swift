/// Helpers for the fast paths that read a string's UTF-8 directly: eight ASCII bytes at a
/// time as one 64-bit word, and one scalar at a time with unchecked pointer reads.
///
/// Every function here expects valid UTF-8, which a Swift `String` always holds; none of
/// them checks for truncated or overlong sequences.
enum UTF8Scanning {
    /// 0x01 in every byte of a word.
    static let everyByte: UInt64 = 0x0101_0101_0101_0101
    /// The high bit of every byte: set in a byte exactly when it is not ASCII.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset` (unaligned), the first in the least significant byte.
    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// Writes `word` as eight bytes at `destination` (unaligned), least significant first.
    @inline(__always)
    static func store(_ word: UInt64, at destination: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(destination).storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    /// How many bytes at the start of `word` are ASCII (8 when all are).
    @inline(__always)
    static func asciiPrefixLength(_ word: UInt64) -> Int {
        (word & highBits).trailingZeroBitCount >> 3
    }

    /// A mask of the first `count` bytes of a word (`count` in 1…8).
    @inline(__always)
    static func firstBytes(_ count: Int) -> UInt64 {
        UInt64.max >> (64 &- 8 &* UInt64(truncatingIfNeeded: count))
    }

    /// 0x20 in each byte of `word` that is an uppercase letter A–Z, 0 elsewhere, so that
    /// `word | mask` lowercases it; exact for every byte before the first non-ASCII one.
    ///
    /// Adding 0x80 − 0x41 to a byte sets its high bit exactly when the byte is ≥ 0x41, and
    /// adding 0x80 − 0x5B exactly when it is ≥ 0x5B; for an ASCII byte (at most 0x7F) no
    /// sum reaches 0x100, so only a non-ASCII byte can carry, into the bytes after it.
    @inline(__always)
    static func uppercaseMask(ofASCII word: UInt64) -> UInt64 {
        let atLeastA = word &+ (0x80 - 0x41) &* everyByte
        let beyondZ = word &+ (0x80 - 0x5B) &* everyByte
        return (atLeastA & ~beyondZ & highBits) >> 2
    }

    /// Whether all eight bytes of `word` are printable ASCII (0x20–0x7E).
    ///
    /// A byte ≥ 0x80 shows in `word`'s high bits; 0x7F becomes 0x80 in `word + 0x01…`; and
    /// in `word − 0x20…` the lowest byte below 0x20 wraps to ≥ 0xE0 (no borrow reaches it,
    /// since every byte under it is ≥ 0x20). Carries and borrows caused by a byte already
    /// found can only set more high bits, which does not change the answer.
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        (word | (word &+ everyByte) | (word &- 0x20 &* everyByte)) & highBits == 0
    }

    /// Whether every byte is ASCII.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        var combined: UInt64 = 0
        while index + 8 <= count {
            combined |= word(base, at: index)
            index += 8
        }
        while index < count {
            combined |= UInt64(base[index])
            index += 1
        }
        return combined & highBits == 0
    }

    /// Whether every byte is printable ASCII (0x20–0x7E).
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index + 8 <= count {
            guard isPrintableASCII(word(base, at: index)) else { return false }
            index += 8
        }
        while index < count {
            let byte = base[index]
            guard byte >= 0x20 && byte < 0x7F else { return false }
            index += 1
        }
        return true
    }

    /// The scalar whose encoding starts with the non-ASCII byte `lead` at `offset`, and
    /// its length in bytes.
    @inline(__always)
    static func decode(
        _ base: UnsafePointer<UInt8>, at offset: Int, lead: UInt8
    ) -> (scalar: UInt32, width: Int) {
        if lead < 0xE0 {
            return (UInt32(lead & 0x1F) << 6 | UInt32(base[offset + 1] & 0x3F), 2)
        }
        if lead < 0xF0 {
            let scalar =
                UInt32(lead & 0x0F) << 12 | UInt32(base[offset + 1] & 0x3F) << 6
                | UInt32(base[offset + 2] & 0x3F)
            return (scalar, 3)
        }
        let scalar =
            UInt32(lead & 0x07) << 18 | UInt32(base[offset + 1] & 0x3F) << 12
            | UInt32(base[offset + 2] & 0x3F) << 6 | UInt32(base[offset + 3] & 0x3F)
        return (scalar, 4)
    }

    /// The length of the UTF-8 encoding of `scalar`.
    static func length(of scalar: UInt32) -> Int {
        scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
    }

    /// Writes the UTF-8 encoding of `scalar` at `destination`; returns its length.
    @inline(__always)
    static func encode(_ scalar: UInt32, at destination: UnsafeMutablePointer<UInt8>) -> Int {
        if scalar < 0x80 {
            destination[0] = UInt8(truncatingIfNeeded: scalar)
            return 1
        }
        if scalar < 0x800 {
            destination[0] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            destination[1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 2
        }
        if scalar < 0x10000 {
            destination[0] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            destination[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            destination[2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            return 3
        }
        destination[0] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
        destination[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
        destination[2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
        destination[3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
        return 4
    }
}
