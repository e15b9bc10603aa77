import LocalizedValidationIntl

/// A locale folder that passed validation, with the plural rules its checks use.
struct LocaleInfo: Sendable {
    /// The folder name as found (`pt-BR`).
    var directory: String
    /// The canonical BCP 47 tag.
    var tag: String
    var cardinal: PluralRules
    var ordinal: PluralRules
    /// The locale whose ICU data formats literals, when not ``tag``: a pseudo-locale
    /// formats as its source does.
    var dataTag: String? = nil

}

/// One parsed catalog file of one locale: its messages and terms by id.
struct CatalogUnit: Sendable {
    let file: CatalogFile
    let locale: LocaleInfo
    let resource: Resource
    let lines: LineIndex
    /// Where in `resource.body` the first definition of each message id is: positions,
    /// not copies, since a message is a few hundred bytes and a large set has tens of
    /// thousands (``message(_:)`` reads one).
    private(set) var messagePositions: [String: Int] = [:]
    /// Where in `resource.body` the first definition of each term id (without `-`) is.
    private(set) var termPositions: [String: Int] = [:]
    /// Message ids in file order.
    private(set) var messageOrder: [String] = []
    /// The ids of messages that failed to parse (the name before '=' of a junk entry):
    /// their syntax error is the one diagnostic, not also a missing translation.
    private(set) var junkMessageIDs: Set<String> = []
    /// Whether a syntax error may hide whole messages of the file: a lone carriage
    /// return runs the lines around it together, and a definition under a name that is no
    /// Fluent id (a translated one, `привет = …`) cannot say which message it was. Missing
    /// translations are then not reported until it is fixed: the syntax error is the one
    /// diagnostic of the mistake.
    private(set) var mayHideMessages = false

    /// Indexes the resource, reporting syntax errors and duplicate ids.
    /// - Parameter source: The source locale's file of the same catalog, for the
    ///   suggestions of syntax errors (`$имя`: did you mean `$name`?); nil for the source.
    init(
        file: CatalogFile, locale: LocaleInfo, resource: Resource, source: CatalogUnit? = nil,
        diagnostics: inout DiagnosticCollector
    ) {
        self.file = file
        self.locale = locale
        self.resource = resource
        self.lines = LineIndex(file.contents)
        if let offset = LoneCarriageReturn.firstOffset(in: file.contents) {
            mayHideMessages = true
            diagnostics.emit(
                Diagnostic(.error, .syntaxError, LoneCarriageReturn.message, at: location(offset: offset)))
        }
        // Each junk with the id of the message before it (its attributes may be broken).
        var junks: [(junk: Junk, previous: String?)] = []
        var previous: String?
        // Sized once for the entries (comments included, an overestimate): growing the
        // index moved every message of a large file again at each doubling.
        messagePositions.reserveCapacity(resource.body.count)
        messageOrder.reserveCapacity(resource.body.count)
        for (position, entry) in resource.body.enumerated() {
            switch entry {
            case .junk(let junk):
                junks.append((junk, previous))
            case .message(let message):
                previous = message.id.name
                if let first = self.message(message.id.name) {
                    diagnostics.emit(duplicate("message", message.id, first: first.id))
                } else {
                    messagePositions[message.id.name] = position
                    messageOrder.append(message.id.name)
                }
            case .term(let term):
                previous = nil
                if let first = self.term(term.id.name) {
                    diagnostics.emit(duplicate("term", term.id, first: first.id, prefix: "-"))
                } else {
                    termPositions[term.id.name] = position
                }
            case .comment, .groupComment, .resourceComment:
                continue
            }
        }
        // After the terms are known: a hint may suggest one.
        let termNames = termPositions.keys.sorted()
        for (index, (junk, previous)) in junks.enumerated() {
            let id = Self.leadingID(of: junk.content)
            if let id { junkMessageIDs.insert(id) }
            if id == nil, Self.startsWithNonIDDefinition(junk.content) { mayHideMessages = true }
            let hintSource = source.map {
                SyntaxHint.Source(unit: $0, messageID: id ?? previous, suggests: index < SyntaxHint.suggestionLimit)
            }
            for annotation in junk.annotations {
                let hint = SyntaxHint.message(
                    at: annotation.span.start.offset, junk: junk.span.byteRange, in: file.contents, terms: termNames,
                    source: hintSource)
                diagnostics.emit(syntaxDiagnostic(annotation, hint: hint))
            }
        }
    }

    /// The first definition of message `id` in the file.
    func message(_ id: String) -> Message? {
        guard let position = messagePositions[id], case .message(let message) = resource.body[position] else {
            return nil
        }
        return message
    }

    /// The first definition of term `id` (without `-`) in the file.
    func term(_ id: String) -> Term? {
        guard let position = termPositions[id], case .term(let term) = resource.body[position] else { return nil }
        return term
    }

    /// `name` in junk that starts `name =`, or `name text` with the `=` forgotten (then
    /// the syntax error is the one diagnostic, not also a missing translation).
    private static func leadingID(of content: String) -> String? {
        let name = content.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        guard let first = name.first, first.isLetter else { return nil }
        let rest = content.dropFirst(name.count)
        let afterSpaces = rest.drop(while: { $0 == " " })
        guard afterSpaces.first == "=" || (afterSpaces.count < rest.count && afterSpaces.first?.isNewline == false)
        else { return nil }
        return String(name)
    }

    /// Whether junk starts like a definition (`name =`) under a name of letters that is no
    /// Fluent id: a translated or transliterated message name.
    private static func startsWithNonIDDefinition(_ content: String) -> Bool {
        let name = content.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard let first = name.first, first.isLetter else { return false }
        return content.dropFirst(name.count).drop(while: { $0 == " " }).first == "="
    }

    func location(_ span: SourceSpan) -> FileLocation {
        FileLocation(file: file.path, line: span.start.line, column: span.start.column)
    }

    func location(offset: Int) -> FileLocation {
        let (line, column) = lines.position(of: offset)
        return FileLocation(file: file.path, line: line, column: column)
    }

    private func syntaxDiagnostic(_ annotation: Annotation, hint: (text: String, offset: Int?)?) -> Diagnostic {
        let id: DiagnosticID =
            switch annotation.code {
            case .invalidUTF8: .invalidUTF8
            case .nestingTooDeep: .nestingTooDeep
            case .missingDefaultVariant: .missingDefaultVariant
            default: .syntaxError
            }
        let hint = id == .syntaxError ? hint : nil
        var message = hint?.text ?? annotation.message
        // The parser's invalid-UTF-8 message already gives the byte offset and the fix.
        if id == .syntaxError {
            message += " (Fluent \(annotation.code)); the entry is ignored until fixed"
        }
        let place = hint?.offset.map { location(offset: $0) } ?? location(annotation.span)
        return Diagnostic(.error, id, message, at: place)
    }

    private func duplicate(_ kind: String, _ id: Identifier, first: Identifier, prefix: String = "") -> Diagnostic {
        Diagnostic(
            .error, .duplicateID,
            "\(kind) '\(prefix)\(id.name)' is defined twice in this file; remove or rename one",
            at: location(id.span),
            notes: [.init("first definition is here", at: location(first.span))])
    }
}
