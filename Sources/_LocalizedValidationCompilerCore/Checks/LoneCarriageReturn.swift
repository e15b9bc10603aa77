/// Finds carriage returns that do not end a line. Fluent 1.0 reads a CR without an LF as
/// text, so a file saved with classic Mac line ends parses as one long entry, silently;
/// the compiler and `catalogc fmt` report it instead (as a syntax error).
enum LoneCarriageReturn {
    static let message =
        "a carriage return (CR) without a line feed is not a line end in Fluent, so the lines around it run together; save the file with LF or CRLF line ends"

    /// The offset of the first CR not followed by LF, if any.
    static func firstOffset(in bytes: [UInt8]) -> Int? {
        bytes.indices.first { bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A) }
    }
}
