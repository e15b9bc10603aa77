/// Says in a translator's words what a syntax error is, for the mistakes translators
/// make most: an indentation tab, a message left without text, a translated term name.
/// The parser's junk (and its annotation, which the conformance fixtures pin) stays as
/// it is; only the message printed for it changes.
enum SyntaxHint {
    /// The explanation of the failure at `offset` in the junk `junk`, or nil when the
    /// parser's own message is the best there is.
    /// - Parameter terms: The terms the file defines, without `-`, for suggestions.
    /// - Returns: The message, and the offset to report it at when that is not the
    ///   parser's (an empty value is reported at its name, not on the line after it).
    static func message(
        at offset: Int, junk: Range<Int>, in bytes: [UInt8], terms: [String]
    ) -> (text: String, offset: Int?)? {
        if let tab = indentationTab(at: offset, junk: junk, in: bytes) { return (tab, nil) }
        if let empty = emptyValue(junk, in: bytes) { return (empty, junk.lowerBound) }
        if let name = translatedReference(at: offset, in: bytes) { return (referenceMessage(name, terms: terms), nil) }
        return nil
    }

    /// A tab in the indentation of the failing line (or of the junk's first line).
    private static func indentationTab(at offset: Int, junk: Range<Int>, in bytes: [UInt8]) -> String? {
        for start in [lineStart(of: min(offset, bytes.count), in: bytes), junk.lowerBound] {
            var cursor = start
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 {
                if bytes[cursor] == 0x09 {
                    return "a tab cannot indent text in Fluent; indent this line with spaces instead"
                }
                cursor += 1
            }
        }
        return nil
    }

    /// `field-name =` with nothing after it, and no indented line to continue it.
    private static func emptyValue(_ junk: Range<Int>, in bytes: [UInt8]) -> String? {
        var lineEnd = junk.lowerBound
        while lineEnd < junk.upperBound, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        let line = String(decoding: bytes[junk.lowerBound..<lineEnd], as: UTF8.self)
        guard let equals = line.firstIndex(of: "=") else { return nil }
        let name = line[..<equals].trimmingTrailingSpaces
        let rest = line[line.index(after: equals)...]
        guard !name.isEmpty, !name.contains(" "), rest.allSatisfy({ $0 == " " || $0 == "\r" }) else { return nil }
        // Only blank lines and attributes may follow: an indented line would be the text,
        // broken somewhere else.
        let following = String(decoding: bytes[min(lineEnd + 1, junk.upperBound)..<junk.upperBound], as: UTF8.self)
        for line in following.split(separator: "\n") {
            let content = line.drop { $0 == " " || $0 == "\r" }
            guard content.isEmpty || content.first == "." else { return nil }
        }
        return "'\(name)' has no text; write it after '=' on the same line (or on the next line, indented with spaces)"
    }

    /// A reference whose name starts with a letter Fluent does not allow in names
    /// (`{ -бренд }`, `{ -marcă }`): a translated name. Returns it as written, with its `-`.
    private static func translatedReference(at offset: Int, in bytes: [UInt8]) -> String? {
        guard offset < bytes.count, offset > 0 else { return nil }
        var start = offset
        // The failure is at the first character Fluent rejects; the name may start before it.
        while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
        guard start > 0, bytes[start - 1] == UInt8(ascii: "{") || bytes[start - 1] == 0x20 else { return nil }
        var end = offset
        while end < bytes.count, isNameByte(bytes[end]) || bytes[end] >= 0x80 { end += 1 }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        guard name.unicodeScalars.contains(where: { !$0.isASCII }) else { return nil }
        return name
    }

    private static func referenceMessage(_ name: String, terms: [String]) -> String {
        let isTerm = name.hasPrefix("-")
        let kind = isTerm ? "term" : "message"
        var message =
            "'\(name)' is not a \(kind) name: names are written in Latin letters, digits and '-', and are not translated; keep the source's name"
        guard isTerm else { return message }
        let bare = String(name.dropFirst())
        if let suggestion = Suggestion.closest(to: bare, among: terms) ?? (terms.count == 1 ? terms.first : nil) {
            message += "; did you mean '-\(suggestion)'?"
        } else if !terms.isEmpty {
            message += " (this file's terms: \(terms.sorted().map { "-" + $0 }.joined(separator: ", ")))"
        }
        return message
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }
}
