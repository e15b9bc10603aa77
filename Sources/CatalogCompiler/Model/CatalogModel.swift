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
}

/// One message of a catalog.
struct MessageModel: Sendable {
    /// One locale's rendering: the lowered message and the locale whose rules render it
    /// (a fallback renders with the rules of the locale it came from).
    struct Rendering: Sendable {
        var value: [IRNode]?
        /// The locale index whose runtime formats and selects.
        var valueLocale: Int
        /// Attribute name → lowered pattern and its locale index.
        var attributes: [String: (body: [IRNode], locale: Int)]
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
