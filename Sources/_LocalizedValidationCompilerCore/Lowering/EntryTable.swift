/// The messages and terms of one file, numbered once, with their attributes by name:
/// references resolve with a dictionary look-up, however many attributes an entry has.
struct EntryTable: Sendable {
    /// A class: entries are read in many places, and copying a reference is cheaper than
    /// copying (retaining) every field.
    final class Entry: Sendable {
        let isTerm: Bool
        /// The id without the `-` of a term.
        let name: String
        let id: Identifier
        let value: Pattern?
        let attributes: [Attribute]
        /// Attribute name → index into ``attributes`` (the first of a repeated name).
        let attributeIndex: [String: Int]
        let comment: Comment?
        /// From the identifier to the end of the last pattern (the text a source message's
        /// doc comment shows).
        let span: SourceSpan
        /// For an entry of another file of the locale (``LocaleBundle``) that this file
        /// references: that file, where its spans are. Nil for the file's own entries.
        let home: CatalogUnit?

        init(
            isTerm: Bool, name: String, id: Identifier, value: Pattern?, attributes: [Attribute],
            attributeIndex: [String: Int], comment: Comment?, span: SourceSpan, home: CatalogUnit? = nil
        ) {
            self.isTerm = isTerm
            self.name = name
            self.id = id
            self.value = value
            self.attributes = attributes
            self.attributeIndex = attributeIndex
            self.comment = comment
            self.span = span
            self.home = home
        }

        /// The id as written: `-brand` for a term.
        var displayName: String { isTerm ? "-" + name : name }
    }

    /// The messages in file order, then the terms in file order, then the entries of
    /// other files of the locale this file references (``importEntry(term:from:)``).
    private(set) var entries: [Entry] = []
    private(set) var messageIndex: [String: Int] = [:]
    /// The file's terms, and those imported from other files of the locale.
    private(set) var termIndex: [String: Int] = [:]
    /// The messages of other files of the locale this file references.
    private(set) var importedMessageIndex: [String: Int] = [:]
    /// How many of ``entries`` are messages (they come first).
    private(set) var messageCount = 0

    init(_ unit: CatalogUnit) {
        // Sized once: growing the index rehashes every id again at each doubling.
        entries.reserveCapacity(unit.messageOrder.count + unit.termPositions.count)
        messageIndex.reserveCapacity(unit.messageOrder.count)
        for id in unit.messageOrder {
            guard let message = unit.message(id) else { continue }
            messageIndex[id] = entries.count
            entries.append(
                Entry(
                    isTerm: false, name: id, id: message.id, value: message.value, attributes: message.attributes,
                    attributeIndex: Self.index(message.attributes), comment: message.comment, span: message.span))
        }
        messageCount = entries.count
        for case .term(let term) in unit.resource.body where termIndex[term.id.name] == nil {
            // The first definition; a duplicate was reported when the unit was indexed.
            termIndex[term.id.name] = entries.count
            entries.append(
                Entry(
                    isTerm: true, name: term.id.name, id: term.id, value: term.value, attributes: term.attributes,
                    attributeIndex: Self.index(term.attributes), comment: term.comment, span: term.span))
        }
    }

    /// Adds a term of another file of the locale; returns its index.
    mutating func importEntry(term: Term, from unit: CatalogUnit) -> Int {
        termIndex[term.id.name] = entries.count
        entries.append(
            Entry(
                isTerm: true, name: term.id.name, id: term.id, value: term.value, attributes: term.attributes,
                attributeIndex: Self.index(term.attributes), comment: term.comment, span: term.span, home: unit))
        return entries.count - 1
    }

    /// Adds a message of another file of the locale; returns its index.
    mutating func importEntry(message: Message, from unit: CatalogUnit) -> Int {
        importedMessageIndex[message.id.name] = entries.count
        entries.append(
            Entry(
                isTerm: false, name: message.id.name, id: message.id, value: message.value,
                attributes: message.attributes, attributeIndex: Self.index(message.attributes),
                comment: message.comment, span: message.span, home: unit))
        return entries.count - 1
    }

    private static func index(_ attributes: [Attribute]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (offset, attribute) in attributes.enumerated() where index[attribute.id.name] == nil {
            index[attribute.id.name] = offset
        }
        return index
    }
}
