import Foundation
@_spi(Syntax) import _LocalizedValidationCompilerCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A small XML tree with the position of every element, read with Foundation's
/// `XMLParser` (libxml2 on Linux), for diagnostics at `file:line:column` of an XLIFF file.
///
/// Bounded on hostile input: only UTF-8 is read (other encodings are refused at byte 0);
/// a document type declaration (and so any entity definition, the way to a "billion
/// laughs") is refused before parsing, as are files over 64 MiB, nesting deeper than 64
/// elements and more than a million elements; a reference to an undefined entity is an
/// error, never dropped. Text is gathered in linear time, however many references it has.
struct XMLTreeElement: Sendable {
    enum Node: Sendable {
        case element(XMLTreeElement)
        case text(String)
    }

    var name: String
    var namespace: String?
    var attributes: [String: String]
    var children: [Node]
    var line: Int
    var column: Int

    /// The child elements, optionally only those named `name`.
    func elements(_ name: String? = nil) -> [XMLTreeElement] {
        children.compactMap { node in
            if case .element(let element) = node, name == nil || element.name == name { return element }
            return nil
        }
    }

    /// The concatenated text of the direct text children.
    var text: String {
        children.reduce(into: "") { result, node in
            if case .text(let text) = node { result += text }
        }
    }
}

/// Why an XML file could not be read, with where.
struct XMLReadError: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
}

enum XMLReader {
    static let maximumBytes = 64 << 20
    static let maximumDepth = 64
    static let maximumElements = 1_000_000
    /// The longest text between two tags: libxml2 stops at 10,000,000 bytes of one text
    /// (without its `XML_PARSE_HUGE`, which FoundationXML does not set) with only
    /// "error 1", so a longer one is refused first, with where and why.
    static let maximumTextBytes = 8 << 20

    static func parse(_ bytes: [UInt8]) -> Result<XMLTreeElement, XMLReadError> {
        guard bytes.count <= maximumBytes else {
            return .failure(XMLReadError(message: "the file is larger than 64 MiB", line: 1, column: 1))
        }
        // Only UTF-8, checked before libxml2 sees the bytes: it would decode UTF-16 and
        // UTF-32 itself (past the DOCTYPE search below), and FoundationXML traps on an
        // entity reference whose name is not UTF-8 (`&a\u{FF};`).
        if let refusal = TranslationFileEncoding.refusal(bytes, kind: "XML") {
            let (line, column) = LineIndex(bytes).position(of: refusal.offset)
            return .failure(XMLReadError(message: refusal.message, line: line, column: column))
        }
        if let encoding = declaredEncoding(in: bytes), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            return .failure(
                XMLReadError(
                    message:
                        "the XML declaration says encoding=\"\(encoding)\"; only UTF-8 is read: save the file as UTF-8 and declare encoding=\"UTF-8\"",
                    line: 1, column: 1))
        }
        if let offset = firstTextLongerThanMaximum(in: bytes) {
            let (line, column) = LineIndex(bytes).position(of: offset)
            return .failure(
                XMLReadError(
                    message:
                        "a text of more than 8 MiB between two tags, more than the XML reader takes; split the translation into several messages",
                    line: line, column: column))
        }
        for marker in ["<!DOCTYPE", "<!ENTITY"] {
            if let offset = first(marker, in: bytes) {
                let (line, column) = LineIndex(bytes).position(of: offset)
                return .failure(
                    XMLReadError(
                        message:
                            "a document type declaration or an entity declaration is not allowed in XLIFF here (it could define entities); delete it and write characters as themselves or as &#…; references",
                        line: line, column: column))
            }
        }
        // From a stream, so that FoundationXML hands libxml2 the bytes in chunks: given all
        // at once, libxml2 refuses any document over 10,000,000 bytes ("Huge input lookup").
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let builder = TreeBuilder()
        parser.delegate = builder
        let succeeded = parser.parse()
        if let error = builder.limitError { return .failure(error) }
        guard succeeded, let root = builder.root else {
            // Where the parser stopped, read when it reported the error: once parse()
            // returns it is at the end of the last chunk, which is the end of the file.
            let place = builder.syntaxError ?? (parser.lineNumber, parser.columnNumber)
            let code = (parser.parserError as? NSError)?.code
            let message = code.map(reason(code:)) ?? "not well-formed XML"
            // libxml2 reports 0:0 for an empty document; a diagnostic's place starts at 1:1.
            return .failure(XMLReadError(message: message, line: max(1, place.line), column: max(1, place.column)))
        }
        return .success(root)
    }

    /// What an `XMLParser` error code (libxml2's `xmlParserErrors`) means, in words a
    /// translator who hand-edited the file can act on.
    static func reason(code: Int) -> String {
        let reason: String
        switch code {
        case 4: reason = "the file is empty, or not XML"
        case 3, 5, 86: reason = "there is text or markup outside the <xliff> element, or the file is not XML"
        case 6, 7, 8: reason = "an invalid character reference (&#…;): it names no character XML can hold"
        case 9:
            reason =
                "a character XML cannot hold (a control character or a lone surrogate, typed or as &#…;); delete it"
        case 10, 14: reason = "the file ends inside a reference (&…;); was it cut short?"
        case 23, 24: reason = "a reference (&…;) without its closing ';'; write a lone & as &amp;"
        case 26, 27: reason = "an undefined entity reference (&…;); write a lone & as &amp;"
        case 33, 34, 39, 40, 41: reason = "an attribute value without its quotes"
        case 38: reason = "a '<' in an attribute value; write it as &lt;"
        case 42: reason = "an attribute given twice"
        case 45: reason = "a comment (<!-- …) that is never closed"
        case 63: reason = "a CDATA section that is never closed"
        case 64: reason = "the XML declaration (<?xml …?>) is not at the very start of the file"
        case 68: reason = "an '&' without a name after it; write a lone & as &amp;"
        case 73: reason = "a tag without its closing '>'"
        case 76: reason = "an end tag that does not match the open element (a mismatched or unclosed tag)"
        case 77, 85: reason = "an element that is never closed; was the file cut short?"
        case 80: reason = "'--' inside a comment"
        default: reason = "not well-formed XML"
        }
        return "\(reason) (XML error \(code))"
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Where the first run of text longer than ``maximumTextBytes`` between two `<`
    /// starts, or nil.
    private static func firstTextLongerThanMaximum(in bytes: [UInt8]) -> Int? {
        guard bytes.count > maximumTextBytes else { return nil }
        var start = 0
        while start < bytes.count {
            let next = bytes[start...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
            if next - start > maximumTextBytes { return start }
            start = next + 1
        }
        return nil
    }

    /// The offset of the first occurrence of `marker` in `bytes`, or nil.
    private static func first(_ marker: String, in bytes: [UInt8]) -> Int? {
        let marker = Array(marker.utf8)
        guard bytes.count >= marker.count else { return nil }
        var start = 0
        while let found = bytes[start...(bytes.count - marker.count)].firstIndex(of: marker[0]) {
            if bytes[found..<found + marker.count].elementsEqual(marker) { return found }
            start = found + 1
            if start > bytes.count - marker.count { break }
        }
        return nil
    }

    /// The `encoding` of the XML declaration the document starts with (after a UTF-8 byte
    /// order mark), or nil.
    static func declaredEncoding(in bytes: [UInt8]) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)),
            let end = first("?>", in: Array(bytes[start..<min(bytes.count, start + 512)]))
        else { return nil }
        let declaration = String(decoding: bytes[start..<start + end], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop {
            $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r"
        }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// Builds the tree; a class because `XMLParser` takes a delegate object. Lives only
    /// for one parse, on one thread.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [XMLTreeElement] = []
        var root: XMLTreeElement?
        var count = 0
        var limitError: XMLReadError?
        /// The text read since the last tag. libxml2 reports text in pieces (each entity
        /// or character reference is one): appending them here, once, keeps reading linear
        /// where joining each piece to the text before it was quadratic.
        var pendingText = ""

        /// Moves the text read since the last tag into the open element.
        private func flushText() {
            guard !pendingText.isEmpty else { return }
            if !stack.isEmpty { stack[stack.count - 1].children.append(.text(pendingText)) }
            pendingText = ""
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            flushText()
            count += 1
            if stack.count >= XMLReader.maximumDepth || count > XMLReader.maximumElements {
                limitError = XMLReadError(
                    message: stack.count >= XMLReader.maximumDepth
                        ? "elements are nested more than \(XMLReader.maximumDepth) deep"
                        : "more than \(XMLReader.maximumElements) elements",
                    line: parser.lineNumber, column: parser.columnNumber)
                parser.abortParsing()
                return
            }
            stack.append(
                XMLTreeElement(
                    name: elementName, namespace: namespaceURI, attributes: attributeDict, children: [],
                    line: parser.lineNumber, column: parser.columnNumber))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            flushText()
            guard let element = stack.popLast() else { return }
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(.element(element))
            }
        }

        /// Where the parser was when it found the first syntax error.
        var syntaxError: (line: Int, column: Int)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if syntaxError == nil { syntaxError = (parser.lineNumber, parser.columnNumber) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            pendingText += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
        }

        /// A reference to an entity that is not one of XML's five: there is no declaration
        /// (they are refused), so its text is unknown. libxml2 would drop it from the text.
        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            undeclaredEntity(name, parser)
            return nil
        }

        func undeclaredEntity(_ name: String, _ parser: XMLParser) {
            guard limitError == nil else { return }
            limitError = XMLReadError(
                message:
                    "the entity reference &\(name); is not defined; XLIFF here knows only &amp; &lt; &gt; &quot; &apos; and character references (&#233; &#xE9;)",
                line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            parser.abortParsing()
        }
    }
}

/// Escaping for the XML we write.
enum XMLEscaping {
    /// Text content: `&`, `<`, `>` escaped, CR as `&#13;` (a parser would turn a raw CR
    /// into LF).
    static func text(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            // XML cannot carry it at all (unit text never has one: see PatternSegments).
            case _ where !isAllowed(scalar): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An attribute value in double quotes: also `"`, tab and line breaks as references
    /// (attribute-value normalization would turn them into spaces).
    static func attribute(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default: result += Self.text(String(scalar))
            }
        }
        return result
    }

    /// Whether XML 1.0 can carry the scalar at all (C0 controls other than tab, LF and CR
    /// cannot, nor U+FFFE/U+FFFF).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
