@_spi(Syntax) import _LocalizedValidationCompilerCore

/// The one encoding translation files are read in: UTF-8 (export writes nothing else).
///
/// A file in another encoding is refused before anything reads it, at byte 0, with the
/// encoding it seems to be in. UTF-16 and UTF-32 need this most: without a byte order mark
/// their ASCII is valid UTF-8 with a NUL byte after each character, so a search for
/// `<!DOCTYPE` misses it while libxml2 recognises the encoding and reads the declaration.
enum TranslationFileEncoding {
    /// Why the bytes cannot be read as UTF-8, and where; nil when they can.
    struct Refusal: Sendable, Equatable {
        var message: String
        /// The byte offset of the problem (0 for an encoding recognised at the start).
        var offset: Int
    }

    /// The encoding `bytes` are in when it is a UTF-16 or UTF-32 one, recognised by a byte
    /// order mark or by NUL bytes among the first four (XML and PO files start with ASCII).
    static func wideEncoding(of bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): return "UTF-32 (big-endian, with a byte order mark)"
        case (0xFF, 0xFE, 0x00, 0x00): return "UTF-32 (little-endian, with a byte order mark)"
        case (0xFE, 0xFF, _, _): return "UTF-16 (big-endian, with a byte order mark)"
        case (0xFF, 0xFE, _, _): return "UTF-16 (little-endian, with a byte order mark)"
        case (0x00, 0x00, 0x00, _): return "UTF-32 (big-endian)"
        case (_, 0x00, 0x00, 0x00) where bytes.count >= 4: return "UTF-32 (little-endian)"
        case (0x00, _, _, _): return "UTF-16 (big-endian)"
        case (_, 0x00, _, _) where bytes.count >= 2: return "UTF-16 (little-endian)"
        default: return nil
        }
    }

    /// The first reason `bytes` are not a UTF-8 translation file: a UTF-16/32 encoding,
    /// a byte that is not UTF-8, or a NUL byte (no XML or PO text has one).
    static func refusal(_ bytes: [UInt8], kind: String) -> Refusal? {
        if let encoding = wideEncoding(of: bytes) {
            return Refusal(
                message:
                    "the file is \(encoding), not UTF-8; save it as UTF-8 (catalogc export writes UTF-8, and only UTF-8 is read)",
                offset: 0)
        }
        if let offset = XMLReader.firstInvalidUTF8(in: bytes) {
            return Refusal(message: "the file is not valid UTF-8; save it as UTF-8", offset: offset)
        }
        if let offset = bytes.firstIndex(of: 0) {
            return Refusal(
                message: "a NUL byte, which a \(kind) file cannot contain; is the file UTF-16 or binary?",
                offset: offset)
        }
        return nil
    }
}
