import Foundation
import TestSupport
import Testing

@testable import _LocalizedValidationCompilerCore

/// Hostile names in every role the generated code gives a name (catalog, message,
/// argument, attribute, locale type, locale folder): whatever `generate` accepts must
/// compile, warning-free, with the real LocalizedValidationMessages; whatever it rejects must say so at
/// the file at fault.
@Suite("Hostile names")
struct HostileNamesTests {
    /// Every Swift keyword, contextual ones included, and identifiers with a meaning of
    /// their own in the generated code.
    static let keywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "associativity", "async", "convenience", "didSet", "dynamic", "final", "get",
        "indirect", "infix", "lazy", "left", "mutating", "none", "nonmutating", "optional", "override", "package",
        "postfix", "precedence", "prefix", "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak",
        "willSet", "actor", "any", "each", "macro", "consume", "copy", "discard", "sending", "isolated", "then",
        "unsafe", "distributed", "yield", "isolation", "_",
    ]

    /// Standard-library, Foundation and runtime types and modules, and every one the
    /// renderer declares it uses.
    static let types =
        [
            "String", "Int", "Double", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Error",
            "Never", "Void", "Sendable", "Hashable", "Equatable", "Codable", "Encodable", "Decodable", "CaseIterable",
            "RawRepresentable", "CustomStringConvertible", "Identifiable", "Hasher", "Swift", "Foundation", "Locale",
            "Date", "URL", "Data", "LocalizedValidationMessages", "LocalizedValidationIntl", "LocalizedMessage",
            "LocalizedText", "ArgumentIsolation",
            "LocaleRuntime", "LocaleNegotiation", "DecimalFormatOptions", "CalendarDate", "PluralCategory", "DateStyle",
            "IntlLocale", "CatalogLocale", "Messages",
        ] + GeneratedNames.referencedTypes.sorted()

    /// Members and locals of the generated code, and names that become them.
    static let members =
        [
            "messageID", "message-id", "localized", "hashValue", "hash", "description", "allCases", "rawValue",
            "arguments", "id", "source", "identifier", "fallbacks", "negotiated", "runtime", "encode", "enValue",
            "deValue", "en-value", "enRuntime", "locale", "languageTags", "language-tags", "tags", "header", "first",
            "exact", "supported", "index", "apply", "format", "category", "plural", "ordinal", "value", "label",
            "isEqual", "map", "Value", "text", "isolation", "ISOLATION", "is-olation", "append", "finish",
            "appendSentencePeriod", "capacity",
        ] + GeneratedNames.catalogMembers.sorted() + GeneratedNames.functionLocals.sorted()
        + GeneratedNames.otherLocals.sorted()
        + GeneratedNames.localeMembers.sorted()

    static var names: [String] { Array(Set(keywords + types + members)).sorted() }

    /// Locale folder names: keywords, members of the locale type, spellings of one locale.
    static let folders = [
        "is", "as", "in", "id", "do", "pt-BR", "pt-br", "pt_BR", "id-entifier", "ru-ntime", "fa-llbacks",
        "ne-gotiated", "en-x-ab-cd", "en-x-abcd", "en-x-ab-cde", "en-x-abcde", "sr-Latn", "zh-Hant-TW", "es-419",
        "de-CH-1901", "ca-ES-valencia",
        "en-US-u-ca-gregory", "so-urce", "en-Runtime",
    ]

    /// Where a name goes.
    enum Role: String, CaseIterable {
        case catalog, message, argument, attribute, localeType, folder
    }

    /// The base catalog set: en and de, one catalog (the other roles' catalogs are
    /// named after the role, so that every set compiles into one module).
    static let base = [
        "en/Base.ftl": "hello = Hello { $who }\n",
        "de/Base.ftl": "hello = Hallo { $who }\n",
    ]

    static func isFluentIdentifier(_ name: String) -> Bool {
        name.range(of: "^[a-zA-Z][a-zA-Z0-9_-]*$", options: .regularExpression) != nil
    }

    /// Messages using argument `name` in the ways the renderer binds and formats
    /// arguments: an Int (exact and plural keys, formatted plain and with options), a
    /// String selector, a Text.
    static func argumentMessages(_ name: String, index: Int) -> String {
        """
        int-\(index) = { $\(name) ->
            [0] none
            [one] { NUMBER($\(name), minimumFractionDigits: 1) }
           *[other] { $\(name) } many
        }
        string-\(index) = { $\(name) ->
            [a] A { $\(name) }
           *[other] B
        }
        # Variables:
        #   $\(name) (Text) - a label
        text-\(index) = { $\(name) }

        """
    }

    /// The files (relative path → text) and configuration placing `names` in `role`.
    static func catalogSet(_ role: Role, _ names: [String]) -> (files: [String: String], configuration: String?) {
        var files = [Role.catalog, .localeType, .folder].contains(role) ? base : [:]
        let hostile = "Hostile\(role.rawValue.capitalized)"
        var configuration: String?
        switch role {
        case .catalog:
            for name in names {
                files["en/\(name).ftl"] = "hello = Hello { $who }\n"
                files["de/\(name).ftl"] = "hello = Hallo { $who }\n"
            }
        case .message:
            let text = names.map { "\($0) = { $count ->\n    [one] one\n   *[other] { $count }\n}\n" }.joined()
            files["en/\(hostile).ftl"] = text
            files["de/\(hostile).ftl"] = text
        case .argument:
            // Catalogs of 90 messages: swiftc gives up checking the exhaustiveness of a
            // switch over several hundred cases with associated values.
            for start in stride(from: 0, to: names.count, by: 30) {
                let chunk = names[start..<min(start + 30, names.count)]
                let text = chunk.enumerated().map { argumentMessages($1, index: $0) }.joined()
                files["en/\(hostile)\(start).ftl"] = text
                files["de/\(hostile)\(start).ftl"] = text
            }
        case .attribute:
            // One message: every accessor switches over all messages of its catalog.
            let text = "attributes = Value\n" + names.map { "    .\($0) = Attribute { $n }\n" }.joined()
            files["en/\(hostile).ftl"] = text
            files["de/\(hostile).ftl"] = text
        case .localeType:
            configuration = "{\"localeTypeName\": \"\(names[0])\"}"
        case .folder:
            for name in names { files["\(name)/Base.ftl"] = "hello = Hi { $who }\n" }
        }
        return (files, configuration)
    }

    static func input(_ set: (files: [String: String], configuration: String?), root: String = "Locales")
        -> CompilerInput
    {
        let files = set.files.sorted(by: { $0.key < $1.key }).map { path, text in
            let parts = path.split(separator: "/")
            return CatalogFile(
                path: "\(root)/\(path)", localeDirectory: String(parts[0]), catalogName: String(parts[1].dropLast(4)),
                contents: Array(text.utf8))
        }
        var configuration = CompilerConfiguration()
        if let json = set.configuration {
            configuration = (try? CompilerConfiguration.decode(Array(json.utf8))) ?? configuration
        }
        return CompilerInput(
            files: files, configuration: configuration,
            configurationPath: set.configuration == nil ? nil : "\(root)/catalogc.json", rootPath: root)
    }

    /// The names a role can be given at all (Fluent ids start with a letter).
    static func candidates(_ role: Role) -> [String] {
        switch role {
        case .folder: folders
        case .catalog, .localeType: names.filter { $0.first?.isLetter == true }
        case .message, .argument, .attribute: names.filter(isFluentIdentifier)
        }
    }

    /// The Swift name `name` becomes in `role`, to keep one of each in the batch.
    static func swiftName(_ role: Role, _ name: String) -> String {
        switch role {
        // Output files are compared ignoring case.
        case .catalog, .localeType: (SwiftNames.upperCamel(name) ?? name).lowercased()
        // Distinct message ids and attribute names get distinct Swift names: all of them go
        // into the batch together (`self`, `Self`, `value`, `Value`…).
        case .message, .attribute: name
        case .argument: SwiftNames.lowerCamel(name)
        case .folder: name.lowercased()
        }
    }

    @Test("Every hostile name is either rejected at its file or compiles")
    func acceptedNamesCompile() throws {
        var accepted: [Role: [String]] = [:]
        var rejected = 0
        for role in Role.allCases {
            var seen = Set<String>()
            for name in Self.candidates(role) {
                let result = FluentCatalogs.compile(Self.input(Self.catalogSet(role, [name])))
                let errors = result.diagnostics.filter { $0.severity == .error }
                if errors.isEmpty {
                    if seen.insert(Self.swiftName(role, name)).inserted { accepted[role, default: []].append(name) }
                    continue
                }
                rejected += 1
                for error in errors {
                    #expect(
                        [.identifierCollision, .invalidCatalogName, .invalidConfiguration, .invalidLocaleDirectory]
                            .contains(error.id),
                        "\(role) '\(name)': \(error)")
                    #expect(error.description.contains(name), "\(role) '\(name)': \(error)")
                    if role != .folder { #expect(error.location != nil, "\(role) '\(name)': \(error)") }
                }
            }
        }
        #expect(rejected > 0)
        // Everything accepted, in as few sets as possible, into one module.
        var files: [GeneratedFile] = []
        for role in [Role.catalog, .message, .argument, .attribute] {
            let result = FluentCatalogs.compile(Self.input(Self.catalogSet(role, accepted[role] ?? [])))
            #expect(!result.hasErrors, "\(role): \(result.diagnostics.filter { $0.severity == .error })")
            // The sets share one locale type (the same locales): the arguments' set's, whose
            // catalogs format numbers and dates, so it declares the locales' formatting too.
            let keepsLocaleType = role == .argument
            files += result.files.filter { $0.name != "CatalogLocale.swift" || keepsLocaleType }.map {
                role == .catalog || $0.name == "CatalogLocale.swift"
                    ? $0 : GeneratedFile(name: "\(role)_\($0.name)", contents: $0.contents)
            }
        }
        #expect(Set(files.map(\.name)).count == files.count)
        try #require(!files.isEmpty)
        print("hostile names: \(accepted.values.map(\.count).reduce(0, +)) accepted, \(rejected) rejected")
        try typecheck(files, module: "HostileNames")
        // Locale type names may equal catalog names accepted above: a module of their own.
        try typecheck(separateSets(accepted), module: "HostileLocales")
    }

    /// Locale types and locale folders need a set each (one locale type per set): the
    /// catalogs are renamed so the sets share one module.
    private func separateSets(_ accepted: [Role: [String]]) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for (index, name) in (accepted[.localeType] ?? []).enumerated() {
            var set = Self.catalogSet(.localeType, [name])
            set.files = ["en/LocaleTypeProbe\(index).ftl": "hello = Hello { $who }\n"]
            let result = FluentCatalogs.compile(Self.input(set))
            #expect(!result.hasErrors, "\(name): \(result.diagnostics)")
            files += result.files
        }
        // Folders accepted one by one may still collide with each other (pt-BR, pt-br):
        // each joins the set only if the set stays free of errors.
        func folderSet(_ folders: [String]) -> (files: [String: String], configuration: String?) {
            let files = (["en"] + folders).map { ("\($0)/FolderProbe.ftl", "hi = Hi\n") }
            return (Dictionary(uniqueKeysWithValues: files), "{\"localeTypeName\": \"FolderLocale\"}")
        }
        var folders: [String] = []
        for folder in accepted[.folder] ?? []
        where !FluentCatalogs.compile(Self.input(folderSet(folders + [folder]))).hasErrors {
            folders.append(folder)
        }
        #expect(folders.count > 10, "\(folders)")
        return files + FluentCatalogs.compile(Self.input(folderSet(folders))).files
    }

    @Test("The largest catalog catalogc accepts compiles: 500 messages with arguments")
    func largestAcceptedCatalogCompiles() throws {
        var text = ""
        for index in 0..<500 {
            text += "m\(index) = { $count ->\n    [one] one { $name }\n   *[other] { $count } { $name }\n}\n"
        }
        let result = FluentCatalogs.compile(Self.input((["en/Big.ftl": text, "de/Big.ftl": text], nil)))
        #expect(!result.hasErrors, "\(result.diagnostics.prefix(3))")
        try typecheck(result.files, module: "LargestCatalog")
    }

    /// `swiftc -typecheck -warnings-as-errors` on the files with the built LocalizedValidationMessages.
    private func typecheck(_ files: [GeneratedFile], module: String) throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        for file in files { try scratch.write(file.name, bytes: Array(file.contents.utf8)) }
        let build = Catalogc.executable.deletingLastPathComponent()
        let modules = build.appendingPathComponent("Modules").path
        var arguments = [
            "swiftc", "-typecheck", "-warnings-as-errors", "-swift-version", "6", "-module-name", module,
            "-I", FileManager.default.fileExists(atPath: modules) ? modules : build.path,
        ]
        // LocalizedValidationIntl's interface imports the CLocalizedValidationICU shim: its
        // module map, where SwiftPM put it.
        let moduleMap = build.appendingPathComponent("CLocalizedValidationICU.build/module.modulemap").path
        if FileManager.default.fileExists(atPath: moduleMap) {
            arguments += ["-Xcc", "-fmodule-map-file=\(moduleMap)"]
        }
        arguments += files.map { scratch.path($0.name) }
        #if os(macOS)
            arguments.insert("xcrun", at: 0)
        #endif
        let run = try Catalogc.run(arguments, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "swiftc rejected generated code:\n\(run.stderr.prefix(20_000))")
    }
}

/// The collisions `catalogc generate` used to turn into Swift that does not compile (or
/// into one file overwriting another): exit 1, nothing written, and a diagnostic at the
/// file at fault saying what collides with what.
@Suite("Hostile names: catalogc generate")
struct HostileNamesGenerateTests {
    static let hello = "hello = Hello { $who }\n"

    @Test(
        "generate rejects names that collide",
        arguments: [
            (
                ["en/a-b.ftl": hello, "en/a_b.ftl": hello], nil,
                "en/a_b.ftl:1:1: error: 'a_b.ftl' becomes the Swift type 'AB', which is already the type of 'a-b.ftl'; rename one of them [identifier-collision]"
            ),
            (
                ["en/String.ftl": hello], nil,
                "en/String.ftl:1:1: error: 'String.ftl' becomes the Swift type 'String', a name the generated code uses for Swift's String; rename the file, such as StringMessages.ftl [identifier-collision]"
            ),
            (
                ["en/Self.ftl": hello], nil,
                "en/Self.ftl:1:1: error: 'Self.ftl' becomes the Swift type 'Self', a name the generated code uses for the keyword Self"
            ),
            (
                ["en/any.ftl": hello], nil,
                "en/any.ftl:1:1: error: 'any.ftl' becomes the Swift type 'Any', a name the generated code uses for the keyword Any"
            ),
            (
                ["en/LocalizedMessage.ftl": hello], nil,
                "en/LocalizedMessage.ftl:1:1: error: 'LocalizedMessage.ftl' becomes the Swift type 'LocalizedMessage', a name the generated code uses for LocalizedValidationMessages's LocalizedMessage"
            ),
            (
                ["en/PackedLocaleTag.ftl": hello], nil,
                "en/PackedLocaleTag.ftl:1:1: error: 'PackedLocaleTag.ftl' becomes the Swift type 'PackedLocaleTag', a name the generated code uses for LocalizedValidationMessages's PackedLocaleTag"
            ),
            (
                ["en/GrammaticalGender.ftl": hello], nil,
                "en/GrammaticalGender.ftl:1:1: error: 'GrammaticalGender.ftl' becomes the Swift type 'GrammaticalGender', a name the generated code uses for LocalizedValidationMessages's GrammaticalGender"
            ),
            (
                ["en/CatalogLocale.ftl": hello], nil,
                "en/CatalogLocale.ftl:1:1: error: 'CatalogLocale.ftl' becomes the Swift type 'CatalogLocale', which is already the locale type (localeTypeName); rename the file, or set another \"localeTypeName\" in catalogc.json [identifier-collision]"
            ),
            (
                ["en/Messages.ftl": hello], "{\"localeTypeName\": \"Messages\"}",
                "en/Messages.ftl:1:1: error: 'Messages.ftl' becomes the Swift type 'Messages', which is already the locale type (localeTypeName)"
            ),
            (
                ["en/Foo.ftl": hello, "en/FOO.ftl": hello], nil,
                "en/Foo.ftl:1:1: error: 'Foo.ftl' is generated as Foo.swift, the same file as FOO.swift of 'FOO.ftl' where letter case is ignored (macOS); rename one of them [identifier-collision]"
            ),
            (
                ["en/Messages.ftl": hello], "{\"localeTypeName\": \"String\"}",
                "catalogc.json:1:1: error: localeTypeName 'String' is a name the generated code uses for Swift's String; choose another, such as AppLocale [identifier-collision]"
            ),
            (
                ["en/Messages.ftl": hello, "en-x-ab-cde/Messages.ftl": hello, "en-x-abcde/Messages.ftl": hello], nil,
                "en-x-abcde/Messages.ftl:1:1: error: the locale folder 'en-x-abcde' becomes the case CatalogLocale.enxabcde, which is already the case of the locale folder 'en-x-ab-cde'"
            ),
            (
                ["en/Messages.ftl": hello, "id-entifier/Messages.ftl": hello], nil,
                "id-entifier/Messages.ftl:1:1: error: the locale folder 'id-entifier' becomes the case CatalogLocale.identifier, which is already a member the locale type needs for itself"
            ),
            (
                ["en/Messages.ftl": hello, "pt-BR/Messages.ftl": hello, "pt-br/Messages.ftl": hello], nil,
                "error: folders 'pt-BR' and 'pt-br' are the same locale pt-BR; merge them [invalid-locale-directory]"
            ),
            (
                ["en/Messages.ftl": hello, "pt_BR/Messages.ftl": hello], nil,
                "error: 'pt_BR' is not a BCP 47 locale identifier; did you mean pt-BR?"
            ),
        ] as [([String: String], String?, String)])
    func rejected(files: [String: String], configuration: String?, diagnostic: String) throws {
        var layout = Dictionary(uniqueKeysWithValues: files.map { ("Locales/" + $0.key, $0.value) })
        if let configuration { layout["Locales/catalogc.json"] = configuration }
        let root = try TemporaryDirectory(layout)
        defer { root.remove() }
        let output = root.path("Generated")
        let run = try Catalogc.run("generate", root.path("Locales"), "--output", output)
        #expect(run.status == 1, "\(run)")
        let prefix = diagnostic.hasPrefix("error:") ? "" : root.path("Locales/")
        #expect(run.stderr.contains(prefix + diagnostic), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: output), "generate wrote \(output)")
    }
}

/// ``GeneratedNames`` stays true: every name the rendered Swift uses on its own (not
/// after a dot, not as a call's argument label) is either one the catalogs gave (types,
/// cases, labels, accessors, render functions) or listed there. A renderer change that
/// introduces a name without listing it fails here, before a catalog can collide with it.
@Suite("Hostile names: the reserved list matches the renderer")
struct GeneratedNamesListTests {
    @Test(arguments: ["Basic", "Shop", "Names", "arguments", "attributes"])
    func everyNameIsListed(set: String) throws {
        let input: CompilerInput
        switch set {
        case "arguments":
            input = HostileNamesTests.input(HostileNamesTests.catalogSet(.argument, ["count", "when"]))
        case "attributes":
            input = HostileNamesTests.input(HostileNamesTests.catalogSet(.attribute, ["label", "hint"]))
        default:
            let root = TestData.packageRoot.appendingPathComponent("Tests/CatalogCompilerTests/Catalogs/\(set)/Locales")
            input = try #require(CatalogDirectory.load(root.path).input)
        }
        let pipeline = CompilerPipeline(input)
        guard let model = pipeline.swift else {
            Issue.record("\(set): no model: \(pipeline.diagnostics.diagnostics)")
            return
        }
        #expect(!pipeline.diagnostics.hasErrors)
        var known = GeneratedNames.referencedTypes.union(GeneratedNames.catalogMembers)
            .union(GeneratedNames.localeMembers).union(GeneratedNames.functionLocals).union(GeneratedNames.otherLocals)
            .union(SwiftNames.keywords)
        known.insert(model.configuration.localeTypeName)
        for locale in model.locales {
            known.insert(locale.caseName)
            known.insert(GeneratedNames.localeRuntimeMember(localeCase: locale.caseName))
            known.insert(GeneratedNames.localeFormattingMember(localeCase: locale.caseName))
            known.insert(GeneratedNames.catalogRenderFunction(localeCase: locale.caseName, accessor: nil))
        }
        for catalog in model.catalogs {
            known.insert(catalog.typeName)
            for message in catalog.messages {
                known.insert(message.caseName)
                known.formUnion(message.arguments.map(\.label))
            }
            // A pattern function names its parameters among its own (a translation's
            // may name a variable otherwise than the case's label).
            for unit in catalog.units.compactMap({ $0 }) {
                for entry in unit.entries { known.formUnion(entry.parameters.map(\.label)) }
            }
            for (_, accessor) in catalog.attributes {
                known.insert(accessor)
                for locale in model.locales {
                    known.insert(GeneratedNames.catalogRenderFunction(localeCase: locale.caseName, accessor: accessor))
                }
            }
        }
        let renderer = SwiftRenderer(model: model)
        let files = try renderer.files(localeData: renderer.bakedLocaleData())
        #expect(!files.isEmpty)
        for file in files {
            let unknown = Set(Self.freeNames(in: file.contents)).subtracting(known)
                .filter { !GeneratedNames.isHelperName($0) }
            #expect(unknown.isEmpty, "\(file.name) uses names GeneratedNames does not list: \(unknown.sorted())")
        }
    }

    /// The identifiers of Swift source that stand on their own: outside comments and
    /// string literals, not after a `.`, not an argument label (`name:` or
    /// `label name:` after `(` or `,`), not an attribute or an SPI group name.
    static func freeNames(in source: String) -> [String] {
        var tokens: [String] = []
        let scalars = Array(source.unicodeScalars)
        var index = 0
        // Generated identifiers are ASCII (catalog names are, and so is the renderer).
        func isIdentifier(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || (!first && ("0"..."9").contains(scalar))
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
            } else if scalar == "\"" {
                index += 1
                while index < scalars.count && scalars[index] != "\"" { index += scalars[index] == "\\" ? 2 : 1 }
                index += 1
                tokens.append("\"")
            } else if scalar == "`" || isIdentifier(scalar, first: true) {
                let escaped = scalar == "`"
                var end = index + 1
                while end < scalars.count && isIdentifier(scalars[end], first: false) { end += 1 }
                let start = escaped ? index + 1 : index
                tokens.append("$" + String(String.UnicodeScalarView(scalars[start..<end])))
                index = escaped ? end + 1 : end
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if ("0"..."9").contains(scalar) {
                while index < scalars.count && isIdentifier(scalars[index], first: false) { index += 1 }
                tokens.append("0")
            } else {
                tokens.append(String(scalar))
                index += 1
            }
        }
        var names: [String] = []
        for (position, token) in tokens.enumerated() where token.hasPrefix("$") {
            let previous = position > 0 ? tokens[position - 1] : ""
            let next = position + 1 < tokens.count ? tokens[position + 1] : ""
            let afterNext = position + 2 < tokens.count ? tokens[position + 2] : ""
            let labelPosition = previous == "(" || previous == ","
            if previous == "." || previous == "\\" { continue }
            // An attribute, and the group of `@_spi(Generated)`: names no declaration shadows.
            if previous == "@" { continue }
            if previous == "(", position >= 3, tokens[position - 2] == "$_spi", tokens[position - 3] == "@" { continue }
            if labelPosition && (next == ":" || (next.hasPrefix("$") && afterNext == ":")) { continue }
            names.append(String(token.dropFirst()))
        }
        return names
    }
}

/// Catalogs in sub-folders of the locale folders, named as repositories name them:
/// `generate` reads them all and writes exactly the files the build plugin's
/// `CatalogLayout` declares (it refuses to write anything else), and they compile.
@Suite("Sub-folder layouts: catalogc generate")
struct SubfolderLayoutTests {
    @Test func subfoldersAndNumericNames() throws {
        var layout: [String: String] = [:]
        for locale in ["en", "ru", "pt-BR"] {
            layout["Locales/\(locale)/firefox/browsers/compare/brave.ftl"] = "title = Brave\n"
            layout["Locales/\(locale)/404.ftl"] = "title = Not found\n"
            layout["Locales/\(locale)/mozorg/about.ftl"] = "title = About\n    .description = Who we are\n"
        }
        layout["Locales/en/.hidden/skipped.ftl"] = "title = Hidden\n"
        let root = try TemporaryDirectory(layout)
        defer { root.remove() }
        let output = root.path("Generated")
        // `generate` compares what it writes with what CatalogLayout (the build plugin)
        // declares, and writes nothing when they differ: success means they agree.
        let run = try Catalogc.run("generate", root.path("Locales"), "--output", output)
        #expect(run.status == 0, "\(run)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(
            written == [
                "Catalog404.swift", "CatalogLocale.swift", "FirefoxBrowsersCompareBrave.swift", "MozorgAbout.swift",
            ])
    }
}
