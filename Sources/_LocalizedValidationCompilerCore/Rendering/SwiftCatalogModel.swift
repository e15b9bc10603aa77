/// The checked catalog set named for Swift: the neutral ``CatalogSetModel`` with the
/// name of every type, case, label, accessor and locale case the renderer writes,
/// derived and checked by ``SwiftNaming``. Only the renderer reads it.
struct SwiftCatalogSet: Sendable {
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
    var catalogs: [SwiftCatalog]
    /// Indexed like ``locales``: the terms rendered once for the set
    /// (``CatalogSetModel/sharedTerms``).
    var sharedTerms: [SwiftUnit]
    var configuration: CompilerConfiguration
}

/// One catalog, as a Swift type.
struct SwiftCatalog: Sendable {
    /// The `.ftl` file name without extension.
    var name: String
    /// The source locale's file.
    var sourceFile: String
    /// The Swift type name.
    var typeName: String
    var messages: [SwiftMessage]
    /// Every attribute name, in source order of first appearance, with its accessor name.
    var attributes: [(name: String, accessor: String)]
    /// Indexed like ``SwiftCatalogSet/locales``: the functions of each locale's file, nil
    /// where the locale has no file.
    var units: [SwiftUnit?]
}

/// The entries of one locale's file, each rendered by one function per pattern.
struct SwiftUnit: Sendable {
    /// Indexed like ``EntryTable/entries``: the messages, then the terms.
    var entries: [SwiftEntry]
}

/// A message or term of one locale's file, as its functions render it.
struct SwiftEntry: Sendable {
    /// The id as written (`-brand` for a term), for the generated comment.
    var displayName: String
    var isTerm: Bool
    /// The message arguments its functions take, in order (those of referenced entries
    /// included).
    var parameters: [SwiftArgument]
    /// For a term: the variables its references may pass.
    var termVariables: [String]
    var ir: IRMessage
    /// The name of the function rendering its value, and of each attribute's (indexed
    /// like `ir.attributes`), without the locale (``GeneratedHelperNames``).
    var functionName: String
    var attributeFunctionNames: [String]
    /// For a term rendered once for the set: its index in its locale's
    /// ``SwiftCatalogSet/sharedTerms``, whose functions calls to it go to.
    var sharedIndex: Int?
}

/// One message of a catalog: a case of the catalog's enum.
struct SwiftMessage: Sendable {
    var id: String
    var caseName: String
    var arguments: [SwiftArgument]
    /// The comment for translators, without the `# Variables:` block.
    var translatorComment: String
    /// The source-locale text of the message, as written.
    var sourceText: String
    /// Indexed like ``SwiftCatalogSet/locales``.
    var renderings: [MessageModel.Rendering]
}

/// One argument of a message, named for Swift.
struct SwiftArgument: Sendable {
    var name: String
    var label: String
    var type: ArgumentType
    var summary: String?
}

extension ArgumentType {
    /// The Swift type of the generated associated value.
    var swiftType: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .number: "Double"
        case .date: "CalendarDate"
        case .dateTime: "ZonedDateTime"
        case .text: "LocalizedText"
        }
    }
}

extension SwiftEntry {
    /// Whether the catalog renders a function of this term that takes term arguments,
    /// and so declares their type (a shared term's are the shared type's).
    var declaresTermArgument: Bool { !termVariables.isEmpty && sharedIndex == nil }
}
