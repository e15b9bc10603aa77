import Foundation

/// The compiler's settings, read from an optional `catalogc.json` beside the locale
/// folders. Every key is optional:
///
/// ```json
/// {
///   "sourceLocale": "en",
///   "fallbacks": { "pt-PT": ["pt-BR"] },
///   "accessLevel": "public",
///   "localeTypeName": "CatalogLocale",
///   "profile": "release",
///   "pseudoLocales": ["en-XA", "ar-XB"],
///   "functions": { "PLATFORM": { "result": ["windows", "macos", "linux", "other"] } },
///   "functionsTypeName": "CatalogFunctions",
///   "messageType": "enum"
/// }
/// ```
public struct CompilerConfiguration: Sendable, Hashable, Codable {
    /// How strict the checks are about incomplete translations.
    public enum Profile: String, Sendable, Hashable, Codable, CaseIterable {
        /// Missing translations are warnings, so work in progress still builds.
        case debug
        /// Missing translations are errors: for release builds and CI.
        case release
    }

    /// What a catalog's message type is.
    public enum MessageType: String, Sendable, Hashable, Codable, CaseIterable {
        /// An enum with a case per message, which code can `switch` over: for an app's
        /// own catalogs, where a new message is the app's own change.
        case `enum`
        /// A struct with a static member per message over a case list that only
        /// generated code sees: for a library's catalogs, which can then gain messages
        /// without breaking an app's exhaustive `switch`.
        case `struct`
    }

    /// The access level of generated declarations.
    public enum AccessLevel: String, Sendable, Hashable, Codable, CaseIterable {
        /// Visible to every module that imports the generated code's module.
        case `public`
        /// Visible to the modules of the same package.
        case `package`
        /// Visible inside the generating module only.
        case `internal`
    }

    /// The locale whose catalogs define the messages and their argument types.
    public var sourceLocale: String = "en"
    /// Extra fallbacks per locale, tried before the source locale when a message is
    /// missing: `["pt-PT": ["pt-BR"]]`.
    public var fallbacks: [String: [String]] = [:]
    /// The access level of generated code.
    public var accessLevel: AccessLevel = .public
    /// The name of the generated enum of supported locales.
    public var localeTypeName: String = "CatalogLocale"
    /// The severity profile.
    public var profile: Profile = .debug
    /// Pseudo-locales to generate from the source locale (`en-XA`, `ar-XB`); see
    /// the translators' guide. Empty by default.
    public var pseudoLocales: [String] = []
    /// The functions the app gives its catalogs, by Fluent name (`PLATFORM`); see
    /// ``AppFunction``. Empty by default.
    public var functions: [String: AppFunction] = [:]
    /// The name of the generated protocol the app implements to give those functions.
    public var functionsTypeName: String = "CatalogFunctions"
    /// The shape of each catalog's message type; `enum` by default.
    public var messageType: MessageType = .enum

    /// The defaults: source locale `en`, no extra fallbacks, public declarations,
    /// `CatalogLocale`, the debug profile.
    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case sourceLocale, fallbacks, accessLevel, localeTypeName, profile, pseudoLocales, functions, functionsTypeName,
            messageType
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = CompilerConfiguration()
        sourceLocale = try container.decodeIfPresent(String.self, forKey: .sourceLocale) ?? defaults.sourceLocale
        fallbacks = try container.decodeIfPresent([String: [String]].self, forKey: .fallbacks) ?? defaults.fallbacks
        accessLevel = try container.decodeIfPresent(AccessLevel.self, forKey: .accessLevel) ?? defaults.accessLevel
        localeTypeName =
            try container.decodeIfPresent(String.self, forKey: .localeTypeName) ?? defaults.localeTypeName
        profile = try container.decodeIfPresent(Profile.self, forKey: .profile) ?? defaults.profile
        pseudoLocales = try container.decodeIfPresent([String].self, forKey: .pseudoLocales) ?? []
        functions = try container.decodeIfPresent([String: AppFunction].self, forKey: .functions) ?? [:]
        functionsTypeName =
            try container.decodeIfPresent(String.self, forKey: .functionsTypeName) ?? defaults.functionsTypeName
        messageType = try container.decodeIfPresent(MessageType.self, forKey: .messageType) ?? defaults.messageType
    }

    /// Reads a configuration from JSON bytes, rejecting unknown keys (a typo such as
    /// `sourcelocale` would otherwise be silently ignored).
    ///
    /// - Throws: ``ConfigurationError`` saying which key or value is wrong.
    public static func decode(_ data: [UInt8]) throws -> CompilerConfiguration {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(data))
        } catch {
            throw ConfigurationError(message: "not valid JSON: \(error.localizedDescription)")
        }
        guard let object = json as? [String: Any] else {
            throw ConfigurationError(message: "the top level must be a JSON object")
        }
        let known = Set(CodingKeys.allCases.map(\.rawValue))
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            let list = CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")
            throw ConfigurationError(message: "unknown key '\(unknown)'; known keys are \(list)")
        }
        // A function's keys too: a misspelt `result` would silently make it return text.
        if let functions = object["functions"] as? [String: Any] {
            let keys = AppFunction.CodingKeys.allCases.map(\.rawValue)
            for (name, declaration) in functions.sorted(by: { $0.key < $1.key }) {
                guard let declaration = declaration as? [String: Any] else {
                    throw ConfigurationError(
                        message: "'functions.\(name)' must be an object with arguments, options and result")
                }
                if let unknown = declaration.keys.sorted().first(where: { !keys.contains($0) }) {
                    throw ConfigurationError(
                        message:
                            "unknown key 'functions.\(name).\(unknown)'; known keys are \(keys.joined(separator: ", "))"
                    )
                }
            }
        }
        do {
            return try JSONDecoder().decode(CompilerConfiguration.self, from: Data(data))
        } catch let DecodingError.dataCorrupted(context) {
            throw ConfigurationError(message: describe(context))
        } catch let DecodingError.typeMismatch(_, context) {
            throw ConfigurationError(message: describe(context))
        } catch {
            throw ConfigurationError(message: "\(error)")
        }
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        guard !path.isEmpty else { return context.debugDescription }
        // A key with a fixed set of values names them, rather than Codable's
        // "Cannot initialize … from invalid String value".
        let choices: [String]? =
            switch path {
            case CodingKeys.accessLevel.rawValue: AccessLevel.allCases.map(\.rawValue)
            case CodingKeys.profile.rawValue: Profile.allCases.map(\.rawValue)
            case CodingKeys.messageType.rawValue: MessageType.allCases.map(\.rawValue)
            default: nil
            }
        if let choices {
            return "'\(path)' must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
        return "'\(path)': \(context.debugDescription)"
    }
}

/// Why `catalogc.json` could not be used.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    /// Which key or value is wrong, and why.
    public let message: String
    public var description: String { message }
}
