/// The checked catalog set in catalog terms only: locales, catalogs, messages, their
/// arguments and types, and which locale's pattern renders each message in each locale
/// (fallbacks applied). No Swift name is derived here: the coverage report (and any
/// export or preview) reads this model as it is; the Swift renderer names it first
/// (``SwiftNaming``), so a catalog Swift cannot name is still a catalog.
package struct CatalogSetModel: Sendable {
    package struct Locale: Sendable {
        /// The canonical BCP 47 tag.
        package var tag: String
        /// The folder name as found (`pt-BR`, or a non-canonical spelling).
        package var directory: String
    }

    /// Every supported locale; the source locale first, then by tag.
    package var locales: [Locale]
    /// Extra negotiation fallbacks from the configuration (tag → tags).
    package var fallbacks: [(from: String, to: [String])]
    package var catalogs: [CatalogModel]
    /// Indexed like ``locales``: the locale's terms that a file other than their own
    /// references (Mozilla's `brands.ftl`), each rendered once for the set rather than
    /// in every catalog that uses it (``SharedTerms``); the entries of the catalogs'
    /// units that stand for one say so (``EntryModel/sharedIndex``), and calls among
    /// these index into this unit.
    package var sharedTerms: [UnitModel]
    package var configuration: CompilerConfiguration
}

/// One catalog (one `.ftl` name across locales).
package struct CatalogModel: Sendable {
    /// The `.ftl` file name without extension.
    package var name: String
    /// The source locale's file: what a problem with the catalog as a whole points at.
    package var sourceFile: String
    package var messages: [MessageModel]
    /// Every attribute name, in source order of first appearance, with where it first
    /// appears.
    package var attributes: [(name: String, location: FileLocation)]
    /// Indexed like ``CatalogSetModel/locales``: the entries of each locale's file, nil
    /// where the locale has no file, and nil for every locale in a check's model, which
    /// keeps no entries (``CatalogAnalysis/keepsEntries``).
    package var units: [UnitModel?]
}

/// The entries of one locale's file, each rendered by one function per pattern.
package struct UnitModel: Sendable {
    /// Indexed like ``EntryTable/entries``: the messages, then the terms.
    package var entries: [EntryModel]
}

/// A message or term of one locale's file, lowered and with its arguments resolved.
package struct EntryModel: Sendable {
    /// The id as written (`-brand` for a term), for the generated comment.
    package var displayName: String
    package var isTerm: Bool
    /// Whether the entry is a message the source locale defines (in the source file,
    /// every message): its arguments are then that message's.
    package var isSourceMessage: Bool
    /// Where its id is.
    package var location: FileLocation
    /// The message arguments its patterns take, in order (those of referenced entries
    /// included).
    package var parameters: [ArgumentDeclaration]
    /// For a term: the variables its references may pass.
    package var termVariables: [String]
    package var ir: IRMessage
    /// Whether the entry is another file's of the locale, which this file references.
    package var isImported = false
    /// For a term rendered once for the set: its index in its locale's
    /// ``CatalogSetModel/sharedTerms``, where a call to it goes.
    package var sharedIndex: Int? = nil
}

/// One pattern of one locale's file: an entry's value or one of its attributes.
package struct PatternReference: Sendable, Hashable {
    package var locale: Int
    /// An index into ``UnitModel/entries``.
    package var entry: Int
    /// An index into the entry's attributes; nil for the value.
    package var attribute: Int?
}

/// One message of a catalog.
package struct MessageModel: Sendable {
    /// One locale's rendering: the pattern that renders the value and each attribute,
    /// from the locale's own file or a fallback's (which renders with its own rules).
    package struct Rendering: Sendable {
        package var value: PatternReference?
        /// The locale index the value comes from.
        package var valueLocale: Int
        /// Attribute name → its pattern.
        package var attributes: [String: PatternReference]
    }

    package var id: String
    /// Where the source locale defines it.
    package var location: FileLocation
    /// Its arguments, in order: declared or inferred in the source, those of what it
    /// references included.
    package var arguments: [ArgumentDeclaration]
    /// The comment for translators, without the `# Variables:` block.
    package var translatorComment: String
    /// The source-locale text of the message, as written.
    package var sourceText: String
    /// Indexed like ``CatalogSetModel/locales``.
    package var renderings: [Rendering]
}
