/// The text of one message as generated code builds it: UTF-8 bytes appended to one
/// buffer, made a `String` once at the end.
///
/// `String +=` costs a few hundred instructions per call (uniqueness, capacity and flag
/// checks in the standard library), about 4 calls per validation message; copying each
/// part's bytes costs a few dozen (goal R3 of the request benchmark). Every part is
/// already valid UTF-8 (a `String`'s bytes, or a literal's), so their concatenation is too, and the final
/// `String` is made without validating the bytes again where the standard library
/// allows it (`UTF8Span(unchecked:)`, Swift 6.2 runtimes). The bytes of a typical
/// message fit in the value itself, on the generated function's stack, so only the
/// final `String` is allocated; a longer text moves to the heap.
///
/// Plumbing for generated code, not API: generated files reach it with
/// `@_spi(Generated) import LocalizedValidationMessages`, and it may change with the compiler.
@_spi(Generated) public struct MessageText: ~Copyable {
    /// Room for 192 bytes inside the value: a Russian validation message with its label
    /// is about 100 bytes.
    private typealias InlineBytes = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )
    private static let inlineCapacity = MemoryLayout<InlineBytes>.size

    private var inline: InlineBytes = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    /// The bytes once they outgrow `inline`; nil until then.
    private var heap: UnsafeMutablePointer<UInt8>?
    private var count = 0
    private var capacity = MessageText.inlineCapacity

    /// The bytes generated code expects an inserted value (a number, a date, a label, a
    /// referenced message) to take; a longer one only grows the buffer.
    public static let valueEstimate = 24

    /// An empty text with room for the longest variant of a message: `literalBytes` of
    /// the catalog's own text plus `values` inserted values of ``valueEstimate`` bytes
    /// each, as catalogc counts them (it grows past that if it must).
    public init(literalBytes: Int, values: Int) {
        self.init(capacity: literalBytes + values * Self.valueEstimate)
    }

    /// An empty text with room for `capacity` bytes (it grows past them if it must).
    public init(capacity: Int) {
        if capacity > Self.inlineCapacity {
            heap = .allocate(capacity: capacity)
            self.capacity = capacity
        }
    }

    deinit { heap?.deallocate() }

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
        // Native strings are contiguous: read them in place, with no copy to make
        // `withUTF8` mutable (a bridged string takes that path).
        let appended: Void? = value.utf8.withContiguousStorageIfAvailable { bytes in
            if let base = bytes.baseAddress { append(base, count: bytes.count) }
        }
        if appended == nil {
            var value = value
            value.withUTF8 { bytes in
                if let base = bytes.baseAddress { append(base, count: bytes.count) }
            }
        }
    }

    /// Appends an argument's text, wrapped in one FSI … PDI pair when `isolation` says
    /// so: the same text as `append(isolation.apply(value))`, without building the
    /// wrapped string.
    public mutating func append(_ value: String, isolation: ArgumentIsolation) {
        if isolation == .isolated { append("\u{2068}") }
        append(value)
        if isolation == .isolated { append("\u{2069}") }
    }

    /// Appends a `Text` argument rendered for `languageTag`, isolated as `isolation`
    /// says (`runtime` is that locale's, for its quotation marks): the same text as
    /// `append(isolation.apply(text.localized(languageTag:isolation:)))`. Fixed text
    /// (a field's label, usually) is copied from where it is stored, with no
    /// intermediate string (goal R3 of the request benchmark).
    ///
    /// A label quoted by the message (`«{ $field }»`) that contains the same quotation
    /// marks gets the locale's inner marks instead (``NestedQuotation``): ru
    /// «Отметьте «Я принимаю „Условия“»», never «…«Условия»…».
    public mutating func append(
        _ text: LocalizedText, languageTag: String, runtime: LocaleRuntime, isolation: ArgumentIsolation
    ) {
        let value =
            text.storage.verbatim?.text
            ?? text.storage.content._localized(languageTag: languageTag, isolation: isolation)
        if let opening = withBytes({ NestedQuotation.openingMark(atEndOf: $0) }),
            NestedQuotation.needsNesting(value, inside: opening)
        {
            append(NestedQuotation.nested(value, inside: opening, marks: runtime.quotationMarks), isolation: isolation)
        } else {
            append(value, isolation: isolation)
        }
    }

    /// Appends `.` unless the text already ends with one, directly or just inside a
    /// closing isolation mark (U+2069): the same rule as
    /// `ArgumentIsolation.appendSentencePeriod(to:)`.
    public mutating func appendSentencePeriod() {
        let endsWithPeriod = withBytes { bytes in
            let count = bytes.count
            return (count >= 1 && bytes[count - 1] == UInt8(ascii: "."))
                || (count >= 4 && bytes[count - 4] == UInt8(ascii: ".") && bytes[count - 3] == 0xE2
                    && bytes[count - 2] == 0x81 && bytes[count - 1] == 0xA9)
        }
        if !endsWithPeriod { append(".") }
    }

    /// The text appended so far.
    public consuming func finish() -> String {
        withBytes { bytes in
            if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                // Valid by construction (see the type's comment): no second validation.
                return String(copying: UTF8Span(unchecked: bytes.span))
            }
            return String(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
        }
    }

    @usableFromInline
    mutating func append(_ bytes: UnsafePointer<UInt8>, count byteCount: Int) {
        if count + byteCount > capacity { grow(toHold: count + byteCount) }
        if let heap {
            (heap + count).initialize(from: bytes, count: byteCount)
        } else {
            let offset = count
            withUnsafeMutableBytes(of: &inline) { storage in
                storage.baseAddress.unsafelyUnwrapped.advanced(by: offset)
                    .copyMemory(from: bytes, byteCount: byteCount)
            }
        }
        count += byteCount
    }

    /// Calls `body` with the bytes appended so far.
    private mutating func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let heap { return body(UnsafeBufferPointer(start: heap, count: count)) }
        let count = count
        return withUnsafeBytes(of: &inline) { storage in
            body(UnsafeBufferPointer(start: storage.bindMemory(to: UInt8.self).baseAddress, count: count))
        }
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = Swift.max(capacity * 2, needed)
        let newHeap = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        withBytes { bytes in
            if let base = bytes.baseAddress { newHeap.initialize(from: base, count: bytes.count) }
        }
        heap?.deallocate()
        heap = newHeap
        capacity = newCapacity
    }
}
