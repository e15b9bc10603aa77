/// A BCP 47 tag of at most 7 UTF-8 bytes as one integer, so that a generated locale type
/// can match a supported tag as spelled with a `switch` on integer constants: what
/// rendering in a request's locale meets nearly every time (`negotiated(languageTag:)`
/// of a generated locale type, goal R3 of the request benchmark), with no string comparison and no
/// reference counting per candidate.
///
/// The tag's bytes fill the low 7 bytes, first byte lowest, and its length the top
/// byte, so two tags have the same value exactly when they are the same bytes. A longer
/// tag has none (0, the value of the empty tag, which no locale has): the generated code
/// negotiates it as usual, as it does a tag spelled otherwise (`pt-br`). The catalog
/// compiler computes the same values for the supported tags.
///
/// Plumbing for generated code, not API: generated files reach it with
/// `@_spi(Generated) import LocalizedValidationMessages`, and it may change with the compiler.
@_spi(Generated) public enum PackedLocaleTag {
    /// The value of `tag`, or 0 for a tag longer than 7 bytes.
    @inlinable @inline(__always)
    public static func value(of tag: String) -> UInt64 {
        // The contiguous bytes, not the `UTF8View` iterator, which costs dozens of
        // instructions per byte of a small string; read as two overlapping loads rather
        // than byte by byte (the overlap holds the same bytes in the same places).
        let value = tag.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
            let count = bytes.count
            guard count <= 7, let base = bytes.baseAddress else { return 0 }
            let raw = UnsafeRawPointer(base)
            var value = UInt64(count) &<< 56
            if count >= 4 {
                let last = count &- 4
                value |= UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
                value |=
                    UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: last, as: UInt32.self)))
                    &<< (UInt64(last) &* 8)
            } else if count >= 2 {
                let last = count &- 2
                value |= UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
                value |=
                    UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: last, as: UInt16.self)))
                    &<< (UInt64(last) &* 8)
            } else if count == 1 {
                value |= UInt64(raw.load(as: UInt8.self))
            }
            return value
        }
        return value ?? 0
    }
}
