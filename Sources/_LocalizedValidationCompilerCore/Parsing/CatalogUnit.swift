import LocalizedValidationIntl

/// A locale folder that passed validation, with the plural rules its checks use.
struct LocaleInfo: Sendable {
    /// The folder name as found (`pt-BR`).
    var directory: String
    /// The canonical BCP 47 tag.
    var tag: String
    var cardinal: PluralRules
    var ordinal: PluralRules
    /// Whether the plural rules are root's because ICU has none for the language (`oc`):
    /// the folder's `locale-data-fallback` warning says so once, for every message.
    var hasRootPluralRules = false
    /// The locale whose ICU data formats literals, when not ``tag``: a pseudo-locale
    /// formats as its source does.
    var dataTag: String? = nil

}

/// One parsed catalog file of one locale: its messages and terms by id.
///
/// Its fields live in one immutable object that every copy shares: a unit is passed and
/// copied throughout the analysis, and copying its fields one by one retained and released
/// two dozen references a copy, 60,000 copies in a check of a large set.
struct CatalogUnit: Sendable {
    private final class Storage: Sendable {
        let file: CatalogFile
        let locale: LocaleInfo
        let resource: Resource
        let lines: LineIndex
        let messagePositions: [String: Int]
        let termPositions: [String: Int]
        let messageOrder: [String]
        let junkMessageIDs: Set<String>
        let mayHideMessages: Bool
        /// The file's path, shared by its locations.
        let path: LocationPath

        init(
            file: CatalogFile, locale: LocaleInfo, resource: Resource, lines: LineIndex,
            messagePositions: [String: Int], termPositions: [String: Int], messageOrder: [String],
            junkMessageIDs: Set<String>, mayHideMessages: Bool
        ) {
            self.file = file
            self.locale = locale
            self.resource = resource
            self.lines = lines
            self.messagePositions = messagePositions
            self.termPositions = termPositions
            self.messageOrder = messageOrder
            self.junkMessageIDs = junkMessageIDs
            self.mayHideMessages = mayHideMessages
            self.path = .interned(file.path)
        }
    }

    private let storage: Storage

    var file: CatalogFile { storage.file }
    var locale: LocaleInfo { storage.locale }
    var resource: Resource { storage.resource }
    var lines: LineIndex { storage.lines }
    /// Where in `resource.body` the first definition of each message id is: positions,
    /// not copies, since a message is a few hundred bytes and a large set has tens of
    /// thousands (``message(_:)`` reads one).
    var messagePositions: [String: Int] { storage.messagePositions }
    /// Where in `resource.body` the first definition of each term id (without `-`) is.
    var termPositions: [String: Int] { storage.termPositions }
    /// Message ids in file order.
    var messageOrder: [String] { storage.messageOrder }
    /// The ids of messages that failed to parse (the name before '=' of a junk entry):
    /// their syntax error is the one diagnostic, not also a missing translation.
    var junkMessageIDs: Set<String> { storage.junkMessageIDs }
    /// Whether a syntax error may hide whole messages of the file: a lone carriage
    /// return runs the lines around it together, and a definition under a name that is no
    /// Fluent id (a translated one, `привет = …`) cannot say which message it was. Missing
    /// translations are then not reported until it is fixed: the syntax error is the one
    /// diagnostic of the mistake.
    var mayHideMessages: Bool { storage.mayHideMessages }
    /// The file's path, shared by its locations.
    var path: LocationPath { storage.path }

    /// Indexes the resource, reporting syntax errors and duplicate ids.
    /// - Parameter source: The source locale's file of the same catalog, for the
    ///   suggestions of syntax errors (`$имя`: did you mean `$name`?); nil for the source.
    init(
        file: CatalogFile, locale: LocaleInfo, resource: Resource, source: CatalogUnit? = nil,
        diagnostics: inout DiagnosticCollector
    ) {
        let loneCarriageReturn = LoneCarriageReturn.firstOffset(in: file.contents)
        var mayHideMessages = loneCarriageReturn != nil
        // Each junk with the id of the message before it (its attributes may be broken).
        var junks: [(junk: Junk, previous: String?)] = []
        var previous: String?
        // Duplicates, reported once the unit exists (in file order, as found).
        var duplicates: [(kind: String, id: Identifier, first: Identifier, prefix: String)] = []
        // Sized once for the entries (comments included, an overestimate): growing the
        // index moved every message of a large file again at each doubling.
        var messagePositions: [String: Int] = [:]
        var termPositions: [String: Int] = [:]
        var messageOrder: [String] = []
        messagePositions.reserveCapacity(resource.body.count)
        messageOrder.reserveCapacity(resource.body.count)
        for (position, entry) in resource.body.enumerated() {
            switch entry {
            case .junk(let junk):
                junks.append((junk, previous))
            case .message(let message):
                previous = message.id.name
                if let firstPosition = messagePositions[message.id.name],
                    case .message(let first) = resource.body[firstPosition]
                {
                    duplicates.append(("message", message.id, first.id, ""))
                } else {
                    messagePositions[message.id.name] = position
                    messageOrder.append(message.id.name)
                }
            case .term(let term):
                previous = nil
                if let firstPosition = termPositions[term.id.name], case .term(let first) = resource.body[firstPosition]
                {
                    duplicates.append(("term", term.id, first.id, "-"))
                } else {
                    termPositions[term.id.name] = position
                }
            case .comment, .groupComment, .resourceComment:
                continue
            }
        }
        var junkMessageIDs: Set<String> = []
        let junkIDs = junks.map { Self.leadingID(of: $0.junk.content) }
        for (index, (junk, _)) in junks.enumerated() {
            if let id = junkIDs[index] { junkMessageIDs.insert(id) }
            if junkIDs[index] == nil, Self.startsWithNonIDDefinition(junk.content) { mayHideMessages = true }
        }
        storage = Storage(
            file: file, locale: locale, resource: resource, lines: LineIndex(file.contents),
            messagePositions: messagePositions, termPositions: termPositions, messageOrder: messageOrder,
            junkMessageIDs: junkMessageIDs, mayHideMessages: mayHideMessages)

        if let loneCarriageReturn {
            diagnostics.emit(
                Diagnostic(.error, .syntaxError, LoneCarriageReturn.message, at: location(offset: loneCarriageReturn)))
        }
        for duplicate in duplicates {
            diagnostics.emit(
                self.duplicate(duplicate.kind, duplicate.id, first: duplicate.first, prefix: duplicate.prefix))
        }
        // After the terms are known: a hint may suggest one.
        let termNames = termPositions.keys.sorted()
        for (index, (junk, previous)) in junks.enumerated() {
            let hintSource = source.map {
                SyntaxHint.Source(
                    unit: $0, messageID: junkIDs[index] ?? previous, suggests: index < SyntaxHint.suggestionLimit)
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
        FileLocation(path: storage.path, line: span.start.line, column: span.start.column)
    }

    func location(offset: Int) -> FileLocation {
        let (line, column) = lines.position(of: offset)
        return FileLocation(path: storage.path, line: line, column: column)
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
