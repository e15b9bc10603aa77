/// LocalizedValidation's built-in messages, as an app's build sees them: the source file
/// of the `ValidationMessage` catalog, which an app's own texts for those messages are
/// checked against, and the locales the library ships them in.
///
/// An app gives its own texts by putting `Locales/<locale>/ValidationMessage.ftl` among
/// its catalogs: a locale the library lacks (`nl`, where the file must give every
/// message) or its own wording for one it has (any subset of the messages). The build
/// plugin passes the library's catalogs folder (`catalogc generate --built-in-messages`);
/// then the app's locales that have no built-in messages are warnings.
public struct BuiltInMessages: Sendable {
    /// The catalog's name, as its file is named in every locale folder.
    public static let catalogName = CatalogLayout.builtInCatalogName

    /// The library's source file (`Locales/en/ValidationMessage.ftl`).
    public var source: CatalogFile
    /// The tag of the library's source locale (`en`).
    public var sourceTag: String
    /// The tags the library ships the messages in, its pseudo-locales included.
    public var locales: [String]
    /// The shape of the library's message type, which an app's generated texts switch
    /// over (the library's `catalogc.json` says `struct`).
    public var messageType: CompilerConfiguration.MessageType

    /// The built-in messages from their parts.
    public init(
        source: CatalogFile, sourceTag: String, locales: [String],
        messageType: CompilerConfiguration.MessageType = .enum
    ) {
        self.source = source
        self.sourceTag = sourceTag
        self.locales = locales
        self.messageType = messageType
    }

    /// Reads the library's catalogs folder (its `Locales/`).
    ///
    /// - Parameter path: The folder, as the build plugin gives it.
    /// - Returns: The built-in messages, or nil and diagnostics saying what is missing.
    public static func load(_ path: String) -> (builtIn: BuiltInMessages?, diagnostics: [Diagnostic]) {
        let (input, diagnostics) = CatalogDirectory.load(path)
        guard let input else { return (nil, diagnostics) }
        let sourceTag = input.configuration.sourceLocale
        let key = CatalogLayout.tagKey(sourceTag)
        guard
            let source = input.files.first(where: {
                $0.catalogName == catalogName && CatalogLayout.tagKey($0.localeDirectory) == key
            })
        else {
            return (
                nil,
                diagnostics + [
                    Diagnostic(
                        .error, .unreadableInput,
                        "the built-in messages folder '\(path)' has no \(sourceTag)/\(catalogName).ftl; pass LocalizedValidation's Locales folder",
                        at: nil)
                ]
            )
        }
        var locales = input.localeDirectories
        for pseudo in input.configuration.pseudoLocales where !locales.contains(pseudo) { locales.append(pseudo) }
        let builtIn = BuiltInMessages(
            source: source, sourceTag: sourceTag, locales: locales, messageType: input.configuration.messageType)
        return (builtIn, diagnostics)
    }
}
