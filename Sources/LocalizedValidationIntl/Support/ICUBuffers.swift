import CLocalizedValidationICU

/// ICU's U_BUFFER_OVERFLOW_ERROR: the output did not fit and the call reported the size.
let icuBufferOverflow: cicu_status = 15
/// ICU's U_MISSING_RESOURCE_ERROR: the data has no such resource.
let icuMissingResource: cicu_status = 2
/// ICU's U_STRING_NOT_TERMINATED_WARNING: output filled the buffer exactly.
let icuStringNotTerminated: cicu_status = -124

/// Calls an ICU-style function that writes UTF-16 into a caller buffer and returns the
/// full length, retrying once with the reported size when the first buffer was short.
///
/// `body` receives the buffer, its capacity and a status to set; it returns the length
/// the output needs.
func withUTF16Output(
    capacity initialCapacity: Int,
    _ operation: @autoclosure () -> String,
    _ body: (UnsafeMutablePointer<UInt16>, Int32, inout cicu_status) -> Int32
) throws(IntlError) -> [UInt16] {
    var capacity = max(initialCapacity, 1)
    for _ in 0..<2 {
        var status: cicu_status = 0
        var result = [UInt16](repeating: 0, count: capacity)
        let length = result.withUnsafeMutableBufferPointer { buffer in
            body(buffer.baseAddress!, Int32(capacity), &status)
        }
        if status == icuBufferOverflow, Int(length) > capacity {
            capacity = Int(length)
            continue
        }
        try checkICU(status, operation())
        result.removeSubrange(Int(length)...)
        return result
    }
    throw IntlError.icu(icuBufferOverflow, operation())
}

/// Like ``withUTF16Output(capacity:_:_:)`` for functions that write `char` output.
func withCStringOutput(
    capacity initialCapacity: Int,
    _ operation: @autoclosure () -> String,
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout cicu_status) -> Int32
) throws(IntlError) -> String {
    var capacity = max(initialCapacity, 1)
    for _ in 0..<2 {
        var status: cicu_status = 0
        // One extra byte so the result is always NUL-terminated.
        var result = [CChar](repeating: 0, count: capacity + 1)
        let length = result.withUnsafeMutableBufferPointer { buffer in
            body(buffer.baseAddress!, Int32(capacity), &status)
        }
        if status == icuBufferOverflow, Int(length) > capacity {
            capacity = Int(length)
            continue
        }
        try checkICU(status, operation())
        let bytes = result[..<Int(length)].map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
    throw IntlError.icu(icuBufferOverflow, operation())
}

extension String {
    /// This string's UTF-16 code units, the form ICU works in.
    var utf16Array: [UInt16] { Array(utf16) }

    /// A string from UTF-16 code units that ICU produced.
    init(utf16CodeUnits units: some Collection<UInt16>) {
        self = String(decoding: units, as: UTF16.self)
    }
}

/// Runs `body` on the contiguous UTF-8 bytes of `text` (`String.withUTF8` with a typed
/// error, which the standard library's `rethrows` version cannot carry).
func withUTF8Bytes<Result>(
    _ text: String,
    _ body: (UnsafeBufferPointer<UInt8>) throws(IntlError) -> Result
) throws(IntlError) -> Result {
    var text = text
    let outcome = text.withUTF8 { bytes -> Swift.Result<Result, IntlError> in
        do throws(IntlError) { return .success(try body(bytes)) } catch { return .failure(error) }
    }
    return try outcome.get()
}
