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
        at offset: Int, junk: Range<Int>, in bytes: [UInt8], terms: [String], source: Source? = nil
    ) -> (text: String, offset: Int?)? {
        if let tab = indentationTab(at: offset, junk: junk, in: bytes) { return (tab, nil) }
        if let quotes = quotedPlaceable(at: offset, in: bytes) { return (quotes, nil) }
        if let attribute = attributeName(junk, in: bytes, source: source) { return attribute }
        if let empty = emptyValue(junk, in: bytes) { return (empty, junk.lowerBound) }
        if let line = unindentedContinuation(junk, in: bytes, source: source) { return (line, junk.lowerBound) }
        if let equals = missingEquals(at: offset, junk: junk, in: bytes) { return (equals, nil) }
        if let function = lowercaseFunction(at: offset, in: bytes) { return function }
        if let id = translatedMessageID(junk, in: bytes, source: source) { return (id, junk.lowerBound) }
        if let key = translatedVariantKey(at: offset, in: bytes) { return (key, nil) }
        if let variable = translatedVariable(at: offset, in: bytes, source: source) { return (variable, nil) }
        if let name = translatedReference(at: offset, in: bytes) { return (referenceMessage(name, terms: terms), nil) }
        return nil
    }

    /// How many junk entries of a file get suggestions from the source.
    static let suggestionLimit = 256

    /// What the source catalog tells about the entry a junk was meant to be: the
    /// variables and attributes its message has, for "did you mean".
    struct Source {
        /// The source locale's file of the same catalog.
        var unit: CatalogUnit
        /// The id of the message the junk was meant to be (`name =` at its start), or of
        /// the message before it (a broken attribute line).
        var messageID: String?
        /// Whether to look for suggestions: only for a file's first
        /// ``SyntaxHint/suggestionLimit`` junk entries, each asking ICU's transliterator
        /// and comparing a few names, so a hostile file full of junk stays linear.
        var suggests = true

        /// The source message's variables, at most ``ArgumentResolution/maximumArguments``.
        var variables: [String] {
            guard suggests, let messageID, let message = unit.message(messageID) else { return [] }
            let bytes = unit.file.contents
            var names: [String] = []
            var cursor = message.span.byteRange.lowerBound
            // A message's variables are near its start; a huge one is not read whole.
            let end = min(message.span.byteRange.upperBound, bytes.count, cursor + 65_536)
            while cursor < end, names.count < ArgumentResolution.maximumArguments {
                defer { cursor += 1 }
                guard bytes[cursor] == UInt8(ascii: "$") else { continue }
                var stop = cursor + 1
                while stop < end, SyntaxHint.isNameByte(bytes[stop]) { stop += 1 }
                let name = String(decoding: bytes[(cursor + 1)..<stop], as: UTF8.self)
                if !name.isEmpty, !names.contains(name) { names.append(name) }
                cursor = stop - 1
            }
            return names
        }

        /// The source message's attribute names, and `gender`, which any label may have.
        var attributes: [String] {
            guard suggests else { return [] }
            var names = messageID.flatMap { unit.message($0) }?.attributes.prefix(100).map(\.id.name) ?? []
            if !names.contains(GrammaticalFeatures.genderAttribute) {
                names.append(GrammaticalFeatures.genderAttribute)
            }
            return names
        }
    }

    /// Typographic quotes inside a placeable's braces (`{ “$name” }`): Fluent reads them
    /// as the start of a name.
    private static func quotedPlaceable(at offset: Int, in bytes: [UInt8]) -> String? {
        guard offset < bytes.count, let quote = scalar(at: offset, in: bytes), typographicQuotes.contains(quote)
        else { return nil }
        // Only spaces between `{` and the quote.
        var before = offset
        while before > 0, bytes[before - 1] == 0x20 { before -= 1 }
        guard before > 0, bytes[before - 1] == UInt8(ascii: "{") else { return nil }
        // The reference the quotes surround, to show it written right.
        var cursor = offset + String(quote).utf8.count
        let start = cursor
        while cursor < bytes.count,
            bytes[cursor] == UInt8(ascii: "$") || bytes[cursor] == UInt8(ascii: "-")
                || isNameByte(bytes[cursor]) || (bytes[cursor] >= 0x80 && !startsQuote(at: cursor, in: bytes))
        {
            cursor += 1
        }
        let inner = String(decoding: bytes[start..<cursor], as: UTF8.self)
        let reference = inner.isEmpty ? "$name" : inner
        let closing = scalar(at: cursor, in: bytes).flatMap { typographicQuotes.contains($0) ? $0 : nil } ?? quote
        return
            "remove the quotes: placeables are written '{ \(reference) }'; to show quotation marks, put them outside the braces: '\(quote){ \(reference) }\(closing)'"
    }

    private static let typographicQuotes: Set<Unicode.Scalar> = [
        "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}",
        "\u{00AB}", "\u{00BB}", "\u{2039}", "\u{203A}", "\u{300C}", "\u{300D}", "\u{300E}", "\u{300F}",
    ]

    private static func startsQuote(at offset: Int, in bytes: [UInt8]) -> Bool {
        scalar(at: offset, in: bytes).map(typographicQuotes.contains) ?? false
    }

    /// The scalar whose UTF-8 encoding starts at `offset` (files are valid UTF-8 here).
    private static func scalar(at offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard offset < bytes.count else { return nil }
        let lead = bytes[offset]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, offset + length <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self).unicodeScalars.first
    }

    /// A junk line `    .gênero = feminine`: an attribute whose name Fluent rejects
    /// (a translated name), after a message that parsed.
    private static func attributeName(
        _ junk: Range<Int>, in bytes: [UInt8], source: Source?
    ) -> (text: String, offset: Int?)? {
        var cursor = junk.lowerBound
        while cursor < junk.upperBound, bytes[cursor] == 0x20 { cursor += 1 }
        guard cursor < junk.upperBound, bytes[cursor] == UInt8(ascii: "."), cursor > junk.lowerBound else {
            return nil
        }
        let dot = cursor
        cursor += 1
        let start = cursor
        while cursor < junk.upperBound, isNameByte(bytes[cursor]) || bytes[cursor] >= 0x80 { cursor += 1 }
        let name = String(decoding: bytes[start..<cursor], as: UTF8.self)
        guard !name.isEmpty else { return nil }
        let candidates = source.map(\.attributes) ?? [GrammaticalFeatures.genderAttribute]
        var message =
            "'.\(name)' is not an attribute name: attribute names are written in Latin letters, digits and '-', and are not translated; keep the source's name"
        // Transliteration opens ICU's transliterator: only within the file's budget.
        let suggestion =
            source?.suggests == true
            ? Suggestion.closestTransliterated(to: name, among: candidates)
            : Suggestion.closest(to: name, among: candidates)
        if let suggestion {
            message += "; did you mean '.\(suggestion)'?"
        }
        return (message, dot)
    }

    /// A line at the start of a line that is no entry of the source and follows a line
    /// of text: the next line of the message above, not indented.
    private static func unindentedContinuation(_ junk: Range<Int>, in bytes: [UInt8], source: Source?) -> String? {
        let start = junk.lowerBound
        guard let source, start > 1, bytes[start - 1] == 0x0A, bytes[start - 2] != 0x0A,
            start < bytes.count, bytes[start] != 0x20, bytes[start] != 0x09, bytes[start] != UInt8(ascii: "#")
        else { return nil }
        var lineEnd = start
        while lineEnd < junk.upperBound, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        let line = String(decoding: bytes[start..<lineEnd], as: UTF8.self).trimmingTrailingSpaces
        let name = line.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        // A source message's name starts an entry (its '=' forgotten), not a line of text.
        guard !line.contains("="), source.unit.messagePositions[String(name)] == nil,
            source.unit.termPositions.isEmpty || name.first != "-"
        else { return nil }
        return "'\(line)' continues the text of the message above but is not indented; indent it with spaces"
    }

    /// `number(`: a function name in lower case (Fluent reads a message reference, then
    /// stops at the parenthesis).
    private static func lowercaseFunction(at offset: Int, in bytes: [UInt8]) -> (text: String, offset: Int?)? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "(") else { return nil }
        var start = offset
        while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
        let name = String(decoding: bytes[start..<offset], as: UTF8.self)
        let functions = ["NUMBER", "DATETIME", "GENDER"]
        guard !name.isEmpty,
            let function = Suggestion.closest(to: name.uppercased(), among: functions)
                ?? functions.first(where: { $0 == name.uppercased() })
        else { return nil }
        return (
            "'\(name)(' is not a function: function names are written in capital letters; write '\(function)('", start
        )
    }

    /// `привет = Привет`: a message name written in another script (translated).
    private static func translatedMessageID(_ junk: Range<Int>, in bytes: [UInt8], source: Source?) -> String? {
        let start = junk.lowerBound
        guard start < bytes.count, bytes[start] >= 0x80 else { return nil }
        var end = start
        while end < junk.upperBound, bytes[end] >= 0x80 || isNameByte(bytes[end]) { end += 1 }
        var cursor = end
        while cursor < junk.upperBound, bytes[cursor] == 0x20 { cursor += 1 }
        guard cursor < junk.upperBound, bytes[cursor] == UInt8(ascii: "=") else { return nil }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        var message =
            "'\(name)' is not a message name: names are written in Latin letters, digits and '-', and are not translated; keep the source's name"
        // Bounded: only the source's ids that transliterate close (no list of thousands).
        if let source, source.suggests, case let ids = source.unit.messageOrder, ids.count <= 1_000,
            let suggestion = Suggestion.closestTransliterated(to: name, among: ids)
        {
            message += "; did you mean '\(suggestion)'?"
        }
        return message
    }

    /// `[несколько]`: a variant key written in another script (translated).
    private static func translatedVariantKey(at offset: Int, in bytes: [UInt8]) -> String? {
        guard offset < bytes.count, offset > 0, bytes[offset] >= 0x80 else { return nil }
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
        guard start > 0, bytes[start - 1] == UInt8(ascii: "[") else { return nil }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "]"), bytes[end] != 0x0A { end += 1 }
        let key = String(decoding: bytes[offset..<end], as: UTF8.self)
        return
            "[\(key)] is not a variant key: keys are not translated; write the source's keys (plural categories: zero, one, two, few, many, other; genders: masculine, feminine, neuter, other)"
    }

    /// `label Почта`: a message name and its text without `=` between them.
    private static func missingEquals(at offset: Int, junk: Range<Int>, in bytes: [UInt8]) -> String? {
        var cursor = junk.lowerBound
        guard cursor < bytes.count, isLetter(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-") else { return nil }
        while cursor < junk.upperBound, isNameByte(bytes[cursor]) { cursor += 1 }
        let name = String(decoding: bytes[junk.lowerBound..<cursor], as: UTF8.self)
        var afterSpaces = cursor
        while afterSpaces < junk.upperBound, bytes[afterSpaces] == 0x20 { afterSpaces += 1 }
        // The parser stopped where '=' was expected: after the name and its spaces.
        guard afterSpaces == offset, afterSpaces > cursor, afterSpaces < junk.upperBound,
            bytes[afterSpaces] != UInt8(ascii: "="), bytes[afterSpaces] != 0x0A, bytes[afterSpaces] != 0x0D
        else { return nil }
        var lineEnd = afterSpaces
        while lineEnd < junk.upperBound, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        let text = String(decoding: bytes[afterSpaces..<lineEnd], as: UTF8.self)
        return "'\(name)' has no '=' between the name and its text; write '\(name) = \(text)'"
    }

    /// `{ $имя }`: a variable whose name starts with a letter Fluent does not allow in
    /// names, usually a translated name.
    private static func translatedVariable(at offset: Int, in bytes: [UInt8], source: Source?) -> String? {
        guard offset < bytes.count, offset > 0, bytes[offset] >= 0x80 else { return nil }
        var start = offset
        while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
        guard start > 0, bytes[start - 1] == UInt8(ascii: "$") else { return nil }
        var end = offset
        while end < bytes.count, (isNameByte(bytes[end]) || bytes[end] >= 0x80) && !startsQuote(at: end, in: bytes) {
            end += 1
        }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        let variables = source?.variables ?? []
        var message =
            "'$\(name)' is not a variable name: variables keep the source's names, written in Latin letters, digits and '-'"
        if let suggestion = Suggestion.closestTransliterated(to: name, among: variables) {
            message += "; did you mean '$\(suggestion)'?"
        } else if !variables.isEmpty {
            message += " (the source message's variables: \(variables.map { "$" + $0 }.joined(separator: ", ")))"
        }
        return message
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
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

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }
}
