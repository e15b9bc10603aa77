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

        init(
            isTerm: Bool, name: String, id: Identifier, value: Pattern?, attributes: [Attribute],
            attributeIndex: [String: Int], comment: Comment?
        ) {
            self.isTerm = isTerm
            self.name = name
            self.id = id
            self.value = value
            self.attributes = attributes
            self.attributeIndex = attributeIndex
            self.comment = comment
        }

        /// The id as written: `-brand` for a term.
        var displayName: String { isTerm ? "-" + name : name }
    }

    /// The messages in file order, then the terms in file order.
    private(set) var entries: [Entry] = []
    private(set) var messageIndex: [String: Int] = [:]
    private(set) var termIndex: [String: Int] = [:]
    /// How many of ``entries`` are messages (they come first).
    private(set) var messageCount = 0

    init(_ unit: CatalogUnit) {
        // Sized once: growing the index rehashes every id again at each doubling.
        entries.reserveCapacity(unit.messageOrder.count + unit.terms.count)
        messageIndex.reserveCapacity(unit.messageOrder.count)
        for id in unit.messageOrder {
            guard let message = unit.messages[id] else { continue }
            messageIndex[id] = entries.count
            entries.append(
                Entry(
                    isTerm: false, name: id, id: message.id, value: message.value, attributes: message.attributes,
                    attributeIndex: Self.index(message.attributes), comment: message.comment))
        }
        messageCount = entries.count
        for case .term(let term) in unit.resource.body where termIndex[term.id.name] == nil {
            // The first definition; a duplicate was reported when the unit was indexed.
            termIndex[term.id.name] = entries.count
            entries.append(
                Entry(
                    isTerm: true, name: term.id.name, id: term.id, value: term.value, attributes: term.attributes,
                    attributeIndex: Self.index(term.attributes), comment: term.comment))
        }
    }

    private static func index(_ attributes: [Attribute]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (offset, attribute) in attributes.enumerated() where index[attribute.id.name] == nil {
            index[attribute.id.name] = offset
        }
        return index
    }
}
