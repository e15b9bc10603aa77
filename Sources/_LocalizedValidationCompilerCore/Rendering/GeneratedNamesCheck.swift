/// The names a whole catalog set generates: the locale type, one type per catalog, the
/// locale cases and the output files. Each must differ from the others (output files
/// also in letter case, as macOS file systems ignore it) and from every name the
/// generated code relies on (``GeneratedNames``); a clash is an error at the file that
/// caused it, so `generate` writes nothing instead of Swift that does not compile.
extension SwiftNaming {
    mutating func checkGeneratedNames(locales: [CatalogSetModel.Locale], catalogs: [SwiftCatalog]) {
        let localeType = input.configuration.localeTypeName
        let configuration = input.configurationPath.map { FileLocation(file: $0, line: 1, column: 1) }
        if GeneratedNames.referencedTypes.contains(localeType) {
            diagnostics.emit(
                Diagnostic(
                    .error, .identifierCollision,
                    "localeTypeName '\(localeType)' is a name the generated code uses for \(Self.describe(localeType)); choose another, such as AppLocale",
                    at: configuration))
        }
        var types: [String: (what: String, location: FileLocation?)] = [
            localeType: ("the locale type (localeTypeName)", configuration)
        ]
        var files: [String: (what: String, location: FileLocation?)] = [
            "\(localeType).swift".lowercased(): ("\(localeType).swift, the locale type's file", configuration)
        ]
        checkAppFunctionNames(into: &types, at: configuration)
        for catalog in catalogs {
            let location = FileLocation(file: catalog.sourceFile, line: 1, column: 1)
            let fileName = "\(catalog.typeName).swift"
            if GeneratedNames.referencedTypes.contains(catalog.typeName) {
                diagnostics.emit(
                    Diagnostic(
                        .error, .identifierCollision,
                        "'\(catalog.name).ftl' becomes the Swift type '\(catalog.typeName)', a name the generated code uses for \(Self.describe(catalog.typeName)); rename the file, such as \(catalog.typeName)Messages.ftl",
                        at: location))
            } else if let other = types[catalog.typeName] {
                let fix =
                    other.what.hasPrefix("the locale type")
                    ? "rename the file, or set another \"localeTypeName\" in catalogc.json"
                    : "rename one of them"
                diagnostics.emit(
                    Diagnostic(
                        .error, .identifierCollision,
                        "'\(catalog.name).ftl' becomes the Swift type '\(catalog.typeName)', which is already \(other.what); \(fix)",
                        at: location, notes: Self.origin(other)))
            } else if let other = files[fileName.lowercased()] {
                diagnostics.emit(
                    Diagnostic(
                        .error, .identifierCollision,
                        "'\(catalog.name).ftl' is generated as \(fileName), the same file as \(other.what) where letter case is ignored (macOS); rename one of them",
                        at: location, notes: Self.origin(other)))
            }
            types[catalog.typeName] = types[catalog.typeName] ?? ("the type of '\(catalog.name).ftl'", location)
            files[fileName.lowercased()] =
                files[fileName.lowercased()] ?? ("\(fileName) of '\(catalog.name).ftl'", location)
        }
        checkLocaleCases(locales, localeType: localeType)
    }

    /// The app's functions (catalogc.json) become a protocol, a method each and an enum
    /// of the values each returns (`PLATFORM` → `platform(locale:)`, `PlatformValue`):
    /// names that differ in Fluent (`FOO-BAR`, `FOO_BAR`; `mac-os`, `mac_os`) may not in
    /// Swift, and the types are taken before any catalog's.
    private mutating func checkAppFunctionNames(
        into types: inout [String: (what: String, location: FileLocation?)], at configuration: FileLocation?
    ) {
        let functions = input.configuration.functions
        guard !functions.isEmpty else { return }
        func fail(_ message: String) {
            diagnostics.emit(Diagnostic(.error, .identifierCollision, message, at: configuration))
        }
        func take(_ type: String, _ what: String) {
            if GeneratedNames.referencedTypes.contains(type) {
                fail("\(what) would be '\(type)', a name the generated code uses for \(Self.describe(type)); rename it")
            } else if let other = types[type] {
                fail("\(what) would be '\(type)', which is already \(other.what); rename one of them")
            } else {
                types[type] = (what, configuration)
            }
        }
        let functionsType = input.configuration.functionsTypeName
        take(functionsType, "the app's functions type (functionsTypeName)")
        var methods: [String: String] = [:]
        for (name, function) in functions.sorted(by: { $0.key < $1.key }) {
            let method = AppFunctionNames.method(name)
            if let other = methods[method] {
                fail(
                    "functions: '\(other)' and '\(name)' both become the method \(method)(…) of \(functionsType); rename one of them"
                )
            }
            methods[method] = methods[method] ?? name
            // The method's parameters: `_ argument0…`, a label per option, then `locale:`.
            var labels = ["locale": "the locale parameter"]
            for index in function.arguments.indices { labels["argument\(index)"] = "a positional argument" }
            for option in function.options.keys.sorted() {
                let label = AppFunctionNames.option(option)
                if let other = labels[label] {
                    fail(
                        "functions.\(name).options: '\(option)' becomes the parameter \(label): of \(method)(…), which is already \(other); rename the option"
                    )
                }
                labels[label] = labels[label] ?? "the option '\(option)'"
            }
            guard case .values(let values) = function.result else { continue }
            take(AppFunctionNames.valueType(name), "the type of what \(name)() returns")
            var cases: [String: String] = [:]
            for value in values {
                let caseName = AppFunctionNames.valueCase(value)
                if let other = cases[caseName] {
                    fail(
                        "functions.\(name).result: '\(other)' and '\(value)' both become the case .\(caseName); rename one of them"
                    )
                }
                cases[caseName] = cases[caseName] ?? value
            }
        }
    }

    /// Locale folders become cases of the locale type (`pt-BR` → `ptBR`), and each case
    /// a cached runtime (`ptBRRuntime`).
    private mutating func checkLocaleCases(_ locales: [CatalogSetModel.Locale], localeType: String) {
        var members: [String: String] = [:]
        for name in GeneratedNames.localeMembers { members[name] = "a member the locale type needs for itself" }
        for locale in locales {
            let caseName = SwiftNames.localeCase(locale.tag)
            let runtime = GeneratedNames.localeRuntimeMember(localeCase: caseName)
            members[runtime] = members[runtime] ?? "the cached runtime of \(locale.tag)"
            let formatting = GeneratedNames.localeFormattingMember(localeCase: caseName)
            members[formatting] = members[formatting] ?? "the cached formatting of \(locale.tag)"
        }
        for locale in locales {
            let caseName = SwiftNames.localeCase(locale.tag)
            let taken =
                GeneratedNames.unusableMembers.contains(caseName)
                ? "a name Swift reserves after a dot" : members[caseName]
            // A folder has no line of its own: point at its first catalog.
            let location = input.files.filter { $0.localeDirectory == locale.directory }.map(\.path).min()
                .map { FileLocation(file: $0, line: 1, column: 1) }
            if let taken {
                diagnostics.emit(
                    Diagnostic(
                        .error, .identifierCollision,
                        "the locale folder '\(locale.directory)' becomes the case \(localeType).\(caseName), which is already \(taken); rename or remove the folder \(input.rootPath)/\(locale.directory)",
                        at: location))
            }
            members[caseName] = members[caseName] ?? "the case of the locale folder '\(locale.directory)'"
        }
    }

    /// A note at where a name was taken, when that is a file (the default locale type
    /// name comes from no file).
    private static func origin(_ taken: (what: String, location: FileLocation?)) -> [Diagnostic.Note] {
        taken.location.map { [.init("\(taken.what) comes from here", at: $0)] } ?? []
    }

    /// What a reserved type name stands for in the generated code.
    private static func describe(_ name: String) -> String {
        switch name {
        case "Swift", "LocalizedValidationMessages", "LocalizedValidationIntl", "LocalizedValidationCLDR",
            "LocalizedValidationFormatting":
            "the module \(name)"
        case "PluralRuleSet", "PluralRule", "PluralRelation", "NumberFormatData", "QuotationMarks", "PluralCategory",
            "NumberStyleFormat", "NumberAffixes", "DatePatternFormat", "LocalizedGMTFormat", "TimeZoneNames",
            "TimeZoneMetazones", "DecimalFormatOptions",
            "CalendarDate", "ZonedDateTime":
            "LocalizedValidationCLDR's \(name)"
        case "LocaleFormatting": "LocalizedValidationFormatting's \(name)"
        case "DateTimeFormatOptions": "LocalizedValidationIntl's \(name)"
        case "Self", "Any", "Type", "Protocol": "the keyword \(name)"
        case "AllCases", "RawValue": "an associated type of the locale type"
        case "LocalizedMessage", "LocalizedText", "ArgumentIsolation", "LocaleRuntime", "LocaleNegotiation",
            "SupportedLocale", "MessageText", "PackedLocaleTag", "GrammaticalGender":
            "LocalizedValidationMessages's \(name)"
        default: "Swift's \(name)"
        }
    }
}
