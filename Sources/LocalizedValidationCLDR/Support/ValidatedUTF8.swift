extension String {
    /// The text of `bytes`, or nil when they are not valid UTF-8: what
    /// `String(validating: bytes, as: UTF8.self)` answers, at a fraction of its cost.
    ///
    /// That initializer is generic and reaches the caller unspecialized: about a thousand
    /// instructions for a field of 30 bytes, where the fields of a translation record and
    /// the strings of a JSON body are read by the ten thousand. ASCII (no byte from 0x80)
    /// is valid as it is, and other text is validated through `UTF8Span` where the
    /// runtime has it (Swift 6.2; every Linux runtime, Apple's from their 26 releases).
    package init?(validatingUTF8Bytes bytes: UnsafeBufferPointer<UInt8>) {
        var bits: UInt8 = 0
        for byte in bytes { bits |= byte }
        if bits < 0x80 {
            self = String(decoding: bytes, as: UTF8.self)
            return
        }
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            guard let text = try? UTF8Span(validating: bytes.span) else { return nil }
            self = String(copying: text)
        } else {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        }
    }
}
