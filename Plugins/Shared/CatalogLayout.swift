import Foundation

// The one description of where catalogs live and which Swift files they become. The
// build plugin, the command plugins and catalogc compile this same file (symlinked into
// each, as plugins cannot import a library), so the files the build plugin declares
// are by construction the files catalogc writes; catalogc also checks it.

/// A catalogs folder (`Locales/<locale>/<Catalog>.ftl`, catalogs in sub-folders too, such
/// as `Locales/en/firefox/browsers/brave.ftl`, with an optional `catalogc.json`) and the
/// output files it compiles to.
struct CatalogLayout {
    /// The folder name of catalogs, in a target's folder or at the package root.
    static let folderName = "Locales"
    /// The configuration file looked for in the catalogs folder.
    static let configurationFileName = "catalogc.json"
    /// The translation record (`TranslationLock.fileName`; catalogc checks both agree).
    static let translationRecordFileName = "catalogc.lock"
    /// The defaults of the two settings that name outputs (`CompilerConfiguration`
    /// has the same defaults; catalogc checks both agree).
    static let defaultSourceLocale = "en"
    static let defaultLocaleTypeName = "CatalogLocale"
    /// The catalog of LocalizedValidation's built-in messages. In an app whose target uses
    /// that library, `<locale>/ValidationMessage.ftl` gives the app's own texts for them in
    /// that locale, checked against the library's source locale and compiled into one file
    /// (``builtInMessagesFileName(localeTypeName:)``) instead of a catalog of its own.
    static let builtInCatalogName = "ValidationMessage"

    /// The file with an app's texts for the built-in messages: its locale type's
    /// conformance to `BuiltInMessageOverrides`.
    static func builtInMessagesFileName(localeTypeName: String) -> String {
        "\(localeTypeName)+\(builtInCatalogName).swift"
    }

    /// The catalogs folder.
    let root: URL
    /// The source locale as configured (`"sourceLocale"`), not yet matched to a folder.
    let sourceLocale: String
    /// The name of the generated locale type (`"localeTypeName"`).
    let localeTypeName: String
    /// The locale folders, sorted by name.
    let localeFolders: [URL]
    /// Every `.ftl` file of every locale folder and its sub-folders (hidden ones left
    /// out), sorted.
    let catalogFiles: [URL]

    /// Reads the folder's layout. Invalid JSON or unknown values are left to catalogc,
    /// which reports them at their location; here they fall back to the defaults.
    init(root: URL) throws {
        self.root = root
        var sourceLocale = Self.defaultSourceLocale
        var localeTypeName = Self.defaultLocaleTypeName
        let configuration = root.appendingPathComponent(Self.configurationFileName)
        if let data = FileManager.default.contents(atPath: configuration.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            if let value = object["sourceLocale"] as? String { sourceLocale = value }
            if let value = object["localeTypeName"] as? String { localeTypeName = value }
        }
        self.sourceLocale = sourceLocale
        self.localeTypeName = localeTypeName
        localeFolders = try Self.visibleContents(of: root).filter(Self.isDirectory)
        catalogFiles = try localeFolders.flatMap { folder in
            try Self.catalogPaths(in: folder).map { folder.appendingPathComponent($0 + ".ftl") }
        }
    }

    /// The configuration file, when there is one.
    var configurationFile: URL? {
        let url = root.appendingPathComponent(Self.configurationFileName)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The translation record, when there is one: an input of the build (stale
    /// translations are warnings there), never required.
    var translationRecordFile: URL? {
        let url = root.appendingPathComponent(Self.translationRecordFileName)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The locale folder of the source locale. Language tags are case-insensitive and
    /// `_` is a common misspelling of `-`, so `EN`, `en` and `pt_br`/`pt-BR` match.
    var sourceLocaleFolder: URL? {
        let wanted = Self.tagKey(sourceLocale)
        return localeFolders.first { Self.tagKey($0.lastPathComponent) == wanted }
    }

    /// The catalog names of the source locale (each becomes one Swift file), sorted: each
    /// file's path under the locale folder, without `.ftl` (`firefox/browsers/brave`).
    var sourceCatalogNames: [String] {
        guard let folder = sourceLocaleFolder else { return [] }
        return ((try? Self.catalogPaths(in: folder)) ?? []).sorted()
    }

    /// The catalogs of one locale folder: the paths of its `.ftl` files under it, sub-folders
    /// searched, without `.ftl`; hidden files and folders left out.
    static func catalogPaths(in folder: URL) throws -> [String] {
        var paths: [String] = []
        for entry in try visibleContents(of: folder) {
            if isDirectory(entry) {
                paths += try catalogPaths(in: entry).map { entry.lastPathComponent + "/" + $0 }
            } else if entry.pathExtension == "ftl" {
                paths.append(entry.deletingPathExtension().lastPathComponent)
            }
        }
        return paths
    }

    /// The files `catalogc generate` writes for this folder: the locale type's file and
    /// one file per source catalog.
    var outputFileNames: [String] {
        Self.outputFileNames(localeTypeName: localeTypeName, catalogNames: sourceCatalogNames)
    }

    /// The files `catalogc generate --built-in-messages` writes: the built-in catalog's
    /// files are the app's texts for the built-in messages, one file for all of them, and
    /// none when no locale folder has one.
    var outputFileNamesWithBuiltInMessages: [String] {
        let catalogs = sourceCatalogNames.filter { $0 != Self.builtInCatalogName }
        let names = Self.outputFileNames(localeTypeName: localeTypeName, catalogNames: catalogs)
        let hasTexts = localeFolders.contains {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent(Self.builtInCatalogName + ".ftl").path)
        }
        return names + (hasTexts ? [Self.builtInMessagesFileName(localeTypeName: localeTypeName)] : [])
    }

    /// The output file names for a locale type and the source catalogs' names: each
    /// catalog's file is named after its type (``CatalogTypeName``).
    static func outputFileNames(localeTypeName: String, catalogNames: [String]) -> [String] {
        ["\(localeTypeName).swift"] + catalogNames.map { "\(CatalogTypeName.forCatalog($0)).swift" }
    }

    /// The catalogs folder a target's build uses: its own `Locales/`, else the package's.
    static func catalogsFolder(targetDirectory: URL, packageDirectory: URL) -> URL? {
        [targetDirectory, packageDirectory]
            .map { $0.appendingPathComponent(folderName) }
            .first(where: isDirectory)
    }

    static func tagKey(_ tag: String) -> String {
        tag.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func visibleContents(of folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }
}
