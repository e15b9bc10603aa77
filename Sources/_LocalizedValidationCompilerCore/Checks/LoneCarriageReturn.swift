import Foundation

/// Finds carriage returns that do not end a line. Fluent 1.0 reads a CR without an LF as
/// text, so a file saved with classic Mac line ends parses as one long entry, silently;
/// the compiler and `catalogc fmt` report it instead (as a syntax error).
enum LoneCarriageReturn {
    static let message =
        "a carriage return (CR) without a line feed is not a line end in Fluent, so the lines around it run together; save the file with LF or CRLF line ends"

    /// The offset of the first CR not followed by LF, if any.
    static func firstOffset(in bytes: [UInt8]) -> Int? {
        // Most files hold no CR, or one before each LF: the CRs are found with memchr,
        // not by a closure per byte (every catalog file is scanned on every build).
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var start = 0
            while start < buffer.count,
                let found = memchr(base + start, 0x0D, buffer.count - start)
            {
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if offset + 1 == buffer.count || buffer[offset + 1] != 0x0A { return offset }
                start = offset + 1
            }
            return nil
        }
    }
}
