/// A BCP 47 tag of at most 7 UTF-8 bytes as one integer, so that a generated locale type
/// can match a supported tag as spelled with a `switch` on integer constants: what
/// rendering in a request's locale meets nearly every time (`negotiated(languageTag:)`
/// of a generated locale type, issue 11, R3), with no string comparison and no
/// reference counting per candidate.
///
/// The tag's bytes fill the low 7 bytes, first byte lowest, and its length the top
/// byte, so two tags have the same value exactly when they are the same bytes. A longer
/// tag has none (0, the value of the empty tag, which no locale has): the generated code
/// negotiates it as usual, as it does a tag spelled otherwise (`pt-br`). The catalog
/// compiler computes the same values for the supported tags.
///
/// Plumbing for generated code, not API: generated files reach it with
/// `@_spi(Generated) import CatalogRuntime`, and it may change with the compiler.
@_spi(Generated) public enum PackedLocaleTag {
    /// The value of `tag`, or 0 for a tag longer than 7 bytes.
    @inlinable
    public static func value(of tag: String) -> UInt64 {
        // The contiguous bytes, not the `UTF8View` iterator, which costs dozens of
        // instructions per byte of a small string.
        let value = tag.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
            guard bytes.count <= 7 else { return 0 }
            var value = UInt64(bytes.count) &<< 56
            for index in bytes.indices { value |= UInt64(bytes[index]) &<< (UInt64(index) &* 8) }
            return value
        }
        return value ?? 0
    }
}
