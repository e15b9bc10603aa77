/// The text of one message as generated code builds it: UTF-8 bytes appended to one
/// buffer, made a `String` once at the end.
///
/// `String +=` costs a few hundred instructions per call (uniqueness, capacity and flag
/// checks in the standard library), about 4 calls per validation message; copying each
/// part's bytes costs a few dozen (issue 11, R3). Every part is already valid UTF-8 (a
/// `String`'s bytes, or a literal's), so their concatenation is too, and the final
/// `String` is made without validating the bytes again where the standard library
/// allows it (`UTF8Span(unchecked:)`, Swift 6.2 runtimes).
///
/// Plumbing for generated code, not API: generated files reach it with
/// `@_spi(Generated) import CatalogRuntime`, and it may change with the compiler.
@_spi(Generated) public struct MessageText: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// An empty text with room for `capacity` bytes (it grows past them if it must).
    public init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// Appends a literal of the catalog.
    @inlinable @inline(__always)
    public mutating func append(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            append(literal.utf8Start, count: literal.utf8CodeUnitCount)
        } else {
            // A one-scalar literal is stored as its scalar, not as bytes.
            append(String(literal.unicodeScalar))
        }
    }

    /// Appends a value: an argument's text, a label, a term.
    @_disfavoredOverload
    public mutating func append(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            if let base = bytes.baseAddress { append(base, count: bytes.count) }
        }
    }

    /// Appends `.` unless the text already ends with one, directly or just inside a
    /// closing isolation mark (U+2069): the same rule as
    /// `ArgumentIsolation.appendSentencePeriod(to:)`.
    public mutating func appendSentencePeriod() {
        let endsWithPeriod =
            (count >= 1 && start[count - 1] == UInt8(ascii: "."))
            || (count >= 4 && start[count - 4] == UInt8(ascii: ".") && start[count - 3] == 0xE2
                && start[count - 2] == 0x81 && start[count - 1] == 0xA9)
        if !endsWithPeriod { append(".") }
    }

    /// The text appended so far.
    public consuming func finish() -> String {
        let bytes = UnsafeBufferPointer(start: start, count: count)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            // Valid by construction (see the type's comment): no second validation.
            return String(copying: UTF8Span(unchecked: bytes.span))
        }
        return String(unsafeUninitializedCapacity: count) { $0.initialize(fromContentsOf: bytes) }
    }

    @usableFromInline
    mutating func append(_ bytes: UnsafePointer<UInt8>, count byteCount: Int) {
        if count + byteCount > capacity { grow(toHold: count + byteCount) }
        (start + count).initialize(from: bytes, count: byteCount)
        count += byteCount
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = Swift.max(capacity * 2, needed)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
