/// What the renderer needs: every catalog checked, named for Swift and resolved per
/// locale (fallbacks applied).
struct CatalogSetModel: Sendable {
    struct Locale: Sendable {
        /// The canonical BCP 47 tag.
        var tag: String
        /// The Swift case name (`ptBR`).
        var caseName: String
    }

    /// Every supported locale; the source locale first, then by tag.
    var locales: [Locale]
    /// Extra negotiation fallbacks from the configuration (tag → tags).
    var fallbacks: [(from: String, to: [String])]
    var catalogs: [CatalogModel]
    var configuration: CompilerConfiguration
}

/// One catalog (one `.ftl` name across locales).
struct CatalogModel: Sendable {
    /// The `.ftl` file name without extension.
    var name: String
    /// The Swift type name.
    var typeName: String
    var messages: [MessageModel]
    /// Every attribute name, in source order of first appearance, with its accessor name.
    var attributes: [(name: String, accessor: String)]
    /// Indexed like ``CatalogSetModel/locales``: the functions of each locale's file, nil
    /// where the locale has no file.
    var units: [UnitModel?]
}

/// The entries of one locale's file, each rendered by one function per pattern.
struct UnitModel: Sendable {
    /// Indexed like ``EntryTable/entries``: the messages, then the terms.
    var entries: [EntryModel]
}

/// A message or term of one locale's file, as its functions render it.
struct EntryModel: Sendable {
    /// The id as written (`-brand` for a term), for the generated comment.
    var displayName: String
    var isTerm: Bool
    /// The message arguments its functions take, in order (those of referenced entries
    /// included).
    var parameters: [ArgumentModel]
    /// For a term: the variables its references may pass.
    var termVariables: [String]
    var ir: IRMessage
}

/// One pattern of one locale's file: an entry's value or one of its attributes.
struct PatternReference: Sendable, Hashable {
    var locale: Int
    /// An index into ``UnitModel/entries``.
    var entry: Int
    /// An index into the entry's attributes; nil for the value.
    var attribute: Int?
}

/// One message of a catalog.
struct MessageModel: Sendable {
    /// One locale's rendering: the pattern that renders the value and each attribute,
    /// from the locale's own file or a fallback's (which renders with its own rules).
    struct Rendering: Sendable {
        var value: PatternReference?
        /// The locale index the value comes from.
        var valueLocale: Int
        /// Attribute name → its pattern.
        var attributes: [String: PatternReference]
    }

    var id: String
    var caseName: String
    var arguments: [ArgumentModel]
    /// The comment for translators, without the `# Variables:` block.
    var translatorComment: String
    /// The source-locale text of the message, as written.
    var sourceText: String
    /// Indexed like ``CatalogSetModel/locales``.
    var renderings: [Rendering]
}

/// One argument of a message, named for Swift.
struct ArgumentModel: Sendable {
    var name: String
    var label: String
    var type: ArgumentType
    var summary: String?
}
