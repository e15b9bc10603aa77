/// One `.ftl` file of a catalog set, as read from `Locales/<locale>/<Catalog>.ftl`.
public struct CatalogFile: Sendable, Hashable {
    /// The path to print in diagnostics (as the user gave it; relative stays relative).
    public let path: String
    /// The name of the locale folder, exactly as found (validated by the compiler).
    public let localeDirectory: String
    /// The catalog name: the file name without `.ftl` (`ValidationMessage`).
    public let catalogName: String
    /// The file's bytes, unvalidated: the compiler reports invalid UTF-8 itself.
    public let contents: [UInt8]

    /// A file as read from disk (or built in memory, for tests and tools).
    public init(path: String, localeDirectory: String, catalogName: String, contents: [UInt8]) {
        self.path = path
        self.localeDirectory = localeDirectory
        self.catalogName = catalogName
        self.contents = contents
    }
}

/// What the compiler needs: the files, and the configuration.
public struct CompilerInput: Sendable {
    /// Every catalog file, in any order (the compiler sorts).
    public var files: [CatalogFile]
    /// Every folder name found under `Locales/`, including ones with no `.ftl` files,
    /// so that a misnamed or empty folder is reported.
    public var localeDirectories: [String]
    /// The configuration (from `catalogc.json`, or the defaults).
    public var configuration: CompilerConfiguration
    /// The path printed for configuration problems.
    public var configurationPath: String?
    /// The catalogs folder as printed in messages about folders (`Locales`).
    public var rootPath: String
    /// The translation record (`catalogc.lock`), when the folder has one: stale
    /// translations are reported only then.
    public var translationLock: TranslationLockFile?
    /// LocalizedValidation's built-in messages, when the catalogs are an app's that uses
    /// them (the build plugin passes them): each `<locale>/ValidationMessage.ftl` is then
    /// the app's texts for those messages, and an app locale without them is a warning.
    public var builtInMessages: BuiltInMessages?
    /// Whether generated code may import LocalizedValidationFormatting; when false, a
    /// catalog that formats through ICU is an error (`missing-formatting-module`).
    package var formattingModuleAvailable = true

    /// The input for `files`; `localeDirectories` defaults to the folders the files are in.
    public init(
        files: [CatalogFile],
        localeDirectories: [String]? = nil,
        configuration: CompilerConfiguration = CompilerConfiguration(),
        configurationPath: String? = nil,
        rootPath: String = "Locales",
        translationLock: TranslationLockFile? = nil
    ) {
        self.files = files
        self.rootPath = rootPath
        self.localeDirectories = localeDirectories ?? Array(Set(files.map(\.localeDirectory))).sorted()
        self.configuration = configuration
        self.configurationPath = configurationPath
        self.translationLock = translationLock
    }

    /// Where a problem with the configuration as a whole is reported: `catalogc.json`'s
    /// first line, or nowhere when the configuration was given in code.
    var configurationLocation: FileLocation? {
        configurationPath.map { FileLocation(file: $0, line: 1, column: 1) }
    }
}

/// A generated Swift file.
public struct GeneratedFile: Sendable, Hashable {
    /// The file name, such as `ValidationMessage.swift`.
    public let name: String
    /// The file's full text; deterministic for the same input.
    public var contents: String { String(decoding: utf8, as: UTF8.self) }
    /// The file's UTF-8 bytes, as written to disk. The renderer produces bytes and the
    /// writer needs bytes: kept as such, a large file is neither validated nor copied.
    package let utf8: [UInt8]

    /// A file with the given name and text.
    public init(name: String, contents: String) {
        self.init(name: name, utf8: Array(contents.utf8))
    }

    package init(name: String, utf8: [UInt8]) {
        self.name = name
        self.utf8 = utf8
    }

    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.name == rhs.name && lhs.contents == rhs.contents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(contents)
    }
}

/// The outcome of a compiler run: output files (empty when there were errors) and every
/// diagnostic, sorted by location.
public struct CompilerResult: Sendable {
    /// The generated Swift files; empty when any diagnostic is an error.
    public let files: [GeneratedFile]
    /// Every diagnostic, sorted by file, line and column.
    public let diagnostics: [Diagnostic]

    /// A result with these files and diagnostics.
    public init(files: [GeneratedFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error (then ``files`` is empty: nothing is written).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
