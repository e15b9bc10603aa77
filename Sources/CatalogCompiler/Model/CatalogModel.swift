/// The checked catalog set in catalog terms only: locales, catalogs, messages, their
/// arguments and types, and which locale's pattern renders each message in each locale
/// (fallbacks applied). No Swift name is derived here: the coverage report (and any
/// export or preview) reads this model as it is; the Swift renderer names it first
/// (``SwiftNaming``), so a catalog Swift cannot name is still a catalog.
struct CatalogSetModel: Sendable {
    struct Locale: Sendable {
        /// The canonical BCP 47 tag.
        var tag: String
        /// The folder name as found (`pt-BR`, or a non-canonical spelling).
        var directory: String
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
    /// The source locale's file: what a problem with the catalog as a whole points at.
    var sourceFile: String
    var messages: [MessageModel]
    /// Every attribute name, in source order of first appearance, with where it first
    /// appears.
    var attributes: [(name: String, location: FileLocation)]
    /// Indexed like ``CatalogSetModel/locales``: the entries of each locale's file, nil
    /// where the locale has no file.
    var units: [UnitModel?]
}

/// The entries of one locale's file, each rendered by one function per pattern.
struct UnitModel: Sendable {
    /// Indexed like ``EntryTable/entries``: the messages, then the terms.
    var entries: [EntryModel]
}

/// A message or term of one locale's file, lowered and with its arguments resolved.
struct EntryModel: Sendable {
    /// The id as written (`-brand` for a term), for the generated comment.
    var displayName: String
    var isTerm: Bool
    /// Whether the entry is a message the source locale defines (in the source file,
    /// every message): its arguments are then that message's.
    var isSourceMessage: Bool
    /// Where its id is.
    var location: FileLocation
    /// The message arguments its patterns take, in order (those of referenced entries
    /// included).
    var parameters: [ArgumentDeclaration]
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
    /// Where the source locale defines it.
    var location: FileLocation
    /// Its arguments, in order: declared or inferred in the source, those of what it
    /// references included.
    var arguments: [ArgumentDeclaration]
    /// The comment for translators, without the `# Variables:` block.
    var translatorComment: String
    /// The source-locale text of the message, as written.
    var sourceText: String
    /// Indexed like ``CatalogSetModel/locales``.
    var renderings: [Rendering]
}
