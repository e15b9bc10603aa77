import LocalizedValidationCLDR
import LocalizedValidationIntl

/// Turns a checked ``SwiftCatalogSet`` into Swift source: one file per catalog and one
/// for the locale type. Output depends only on the model, so the same catalogs always
/// give the same bytes.
///
/// A file imports LocalizedValidationFormatting (and so ICU) only when a `DATETIME()` pattern
/// of one of its locales could not be baked (a zone name, in the long and full time
/// styles); numbers, `NUMBER()` with every option included, calendar days and instants
/// format with data baked into the locale type, so the rest needs only the ICU-free
/// LocalizedValidationMessages and LocalizedValidationCLDR.
struct SwiftRenderer {
    let model: SwiftCatalogSet
    /// Where the body renderers report formatting through ICU (per file and per module).
    private let formattingUse = FormattingUse()
    /// Whether bodies format through statics of their own file (an app's texts of the
    /// built-in messages, ``GeneratedHelperNames/builtInFormatting(localeCase:)``) rather
    /// than through the `formatting` the locale type's file declares.
    private let declaresOwnFormatting: Bool
    /// The `DATETIME()` formats baked for the bodies, per request and locale.
    private let dateBakery: DateBakery

    init(model: SwiftCatalogSet, declaresOwnFormatting: Bool = false) {
        self.model = model
        self.declaresOwnFormatting = declaresOwnFormatting
        dateBakery = DateBakery(dataTags: Self.dataTags(of: model))
    }

    private var access: String { model.configuration.accessLevel.rawValue }
    private var localeType: String { model.configuration.localeTypeName }
    private var functionsType: String { model.configuration.functionsTypeName }

    /// The locale type's file and one file per catalog.
    ///
    /// - Parameter localeData: The baked data of each locale, indexed like the model's
    ///   locales (``bakedLocaleData()``).
    ///
    /// - Throws: ``NumberFormatBakingError`` or ``IntlError`` when ICU cannot give the format
    ///   of a `NUMBER()` style the catalogs use.
    func files(localeData: [LocaleData]) throws -> [GeneratedFile] {
        // The catalogs first: the locale type declares the locales' ICU formatting and number
        // styles only when a catalog's code uses them.
        formattingUse.inModule = false
        formattingUse.catalogs = []
        formattingUse.numberStyles = []
        dateBakery.reset()
        let catalogs = model.catalogs.map { GeneratedFile(name: "\($0.typeName).swift", utf8: catalogFile($0)) }
        return [GeneratedFile(name: "\(localeType).swift", utf8: try localeFile(localeData: localeData))] + catalogs
    }

    /// The catalogs whose generated code the last ``files(localeData:)`` made import
    /// LocalizedValidationFormatting (ICU), by source file (nil: the shared terms).
    var catalogsFormattingThroughICU: [(name: String, sourceFile: String?)] { formattingUse.catalogs }

    /// What the generated code holds of one locale's CLDR data, baked from ICU: its plural
    /// rule sets (nil where ICU has none, so everything is `other`), how it writes integers
    /// and its quotation marks.
    struct LocaleData {
        var cardinal: BakedPluralRules.RuleSet?
        var ordinal: BakedPluralRules.RuleSet?
        var numbers: NumberFormatData
        var quotationMarks: QuotationMarks
        /// How much of it is the language's own: the rest is root's (`locale-data-fallback`).
        var coverage: IntlLocale.DataCoverage = .complete
    }

    /// The data of each locale (its data tag's, ``dataTags``), indexed like the model's
    /// locales and baked from ICU once per tag: the plural rules in one pass that parses
    /// only the rule sets those tags use.
    ///
    /// - Throws: ``PluralRuleBakingError``, ``NumberFormatBakingError`` or ``IntlError``
    ///   when ICU cannot give them.
    func bakedLocaleData() throws -> [LocaleData] {
        let tags = Array(Set(dataTags)).sorted()
        let ids = try tags.map { try ICUPluralData.icuLocaleID(forTag: $0) }
        let baked = try BakedPluralRules.fromICU(forLocales: ids)
        var byTag: [String: LocaleData] = [:]
        for (tag, id) in zip(tags, ids) {
            let locale = try IntlLocale(tag, allowingRootData: true)
            byTag[tag] = LocaleData(
                cardinal: baked.ruleSet(forLocale: id, type: .cardinal),
                ordinal: baked.ruleSet(forLocale: id, type: .ordinal),
                numbers: try BakedNumberFormatData.fromICU(locale: locale).data,
                quotationMarks: try locale.quotationMarks(), coverage: locale.dataCoverage)
        }
        return dataTags.compactMap { byTag[$0] }
    }

    /// The tag whose ICU data each locale renders with, indexed like the model's locales:
    /// its own, or for a pseudo-locale the source's rules and formats.
    var dataTags: [String] { Self.dataTags(of: model) }

    private static func dataTags(of model: SwiftCatalogSet) -> [String] {
        model.locales.map {
            PseudoLocales.dataTag(for: $0.tag, in: model.configuration, source: model.locales[0].tag)
        }
    }

    private func header(_ what: String) -> String {
        """
        // Generated by catalogc from \(what). Do not edit: change the .ftl files and rebuild.
        // swift-format-ignore-file


        """
    }

    // MARK: Locale type

    private func localeFile(localeData: [LocaleData]) throws -> [UInt8] {
        let tags = model.locales.map(\.tag).joined(separator: ", ")
        let sharesTerms = model.sharedTerms.contains { !$0.entries.isEmpty }
        // The shared terms' bodies first: they may format through ICU, which decides the imports.
        var shared = CodeWriter()
        formattingUse.inFile = false
        if sharesTerms { sharedTermsDeclaration(into: &shared) }
        if formattingUse.inFile { formattingUse.catalogs.append(("the shared terms", nil)) }
        let formats = formattingUse.inModule
        var code = CodeWriter(header("the locale folders \(tags)"))
        // The baked data's types (plural rules, number data, quotation marks).
        code.line("import LocalizedValidationCLDR")
        if formats { code.line("@_spi(Generated) import LocalizedValidationFormatting") }
        code.line("@_spi(Generated) import LocalizedValidationMessages")
        code.line()
        code.doc("The locales this module's catalogs are translated into: \(tags).")
        code.doc("")
        code.doc("Choose one per request or per screen, never globally: from a BCP 47 tag, an")
        code.doc("`Accept-Language` header, an `IntlLocale` or a `Foundation.Locale` (the last two")
        code.doc("through `SupportedLocale`); unmatched requests get ``source``.")
        try code.block(
            "\(access) enum \(localeType): String, Sendable, Hashable, CaseIterable, Codable, GeneratedLocale {"
        ) { code in
            for locale in model.locales {
                code.line("case \(SwiftNames.escaped(locale.caseName)) = \(SwiftLiteral.string(locale.tag))")
            }
            code.line()
            let pseudo = model.locales.filter { PseudoLocales.isPseudo($0.tag, in: model.configuration) }
            if !pseudo.isEmpty { servedLocales(pseudo: pseudo, into: &code) }
            code.doc("The source locale, whose catalogs define the messages; the last fallback.")
            code.line("\(access) static let source: \(localeType) = .\(SwiftNames.escaped(model.locales[0].caseName))")
            code.line()
            code.doc("The BCP 47 tag, such as `pt-BR`.")
            code.line("\(access) var identifier: String { rawValue }")
            code.line()
            code.doc("Extra negotiation fallbacks from catalogc.json (tag → tags to try); negotiation")
            code.doc("itself is `GeneratedLocale`'s.")
            let fallbacks = model.fallbacks.map {
                "\(SwiftLiteral.string($0.from)): [\($0.to.map(SwiftLiteral.string).joined(separator: ", "))]"
            }
            code.line(
                "\(access) static let negotiationFallbacks: [String: [String]] = [\(fallbacks.isEmpty ? ":" : fallbacks.joined(separator: ", "))]"
            )
            code.line()
            code.doc("The best supported locale for one BCP 47 tag: the same as `negotiated([tag])`,")
            code.doc("without building the array when the tag is a supported one as spelled (what")
            code.doc("rendering in a request's locale meets nearly every time).")
            code.block("\(access) static func negotiated(languageTag tag: String) -> \(localeType) {") { code in
                code.line("// A supported tag's bytes as one integer (`PackedLocaleTag`), else negotiation.")
                code.block("switch PackedLocaleTag.value(of: tag) {") { code in
                    for locale in model.locales {
                        guard let value = PackedLocaleTagLiteral.value(of: locale.tag) else { continue }
                        let isPseudo = pseudo.contains { $0.tag == locale.tag }
                        if isPseudo { code.line("#if DEBUG") }
                        code.line(
                            "case \(PackedLocaleTagLiteral.literal(value)): .\(SwiftNames.escaped(locale.caseName))  // \(locale.tag)"
                        )
                        if isPseudo { code.line("#endif") }
                    }
                    code.line("default: negotiated([tag])")
                }
            }
            code.line()
            code.doc("This locale's plural rules, digits and quotation marks, as CLDR has them, baked in")
            code.doc("by catalogc from the ICU it checked the catalogs with: for this module's catalogs only.")
            perLocaleStatic("var runtime: LocaleRuntime", member: GeneratedNames.localeRuntimeMember, into: &code)
            if formats {
                code.line()
                code.doc("This locale's date formats through ICU, opened once: for the catalogs' instants")
                code.doc("and times.")
                perLocaleStatic(
                    "var formatting: LocaleFormatting", member: GeneratedNames.localeFormattingMember, into: &code)
            }
            code.line()
            for (locale, (dataTag, data)) in zip(model.locales, zip(dataTags, localeData)) {
                let runtime = GeneratedNames.localeRuntimeMember(localeCase: locale.caseName)
                switch data.coverage {
                case .complete: break
                case .pluralRulesOnly:
                    code.line(
                        "// \(dataTag): ICU \(ICULibrary.version) has its plural rules but no locale data: root's numbers, dates and quotation marks [locale-data-fallback]"
                    )
                case .rootOnly:
                    code.line(
                        "// \(dataTag): ICU \(ICULibrary.version) has no data for it: root's plural rules (only other), numbers, dates and quotation marks [locale-data-fallback]"
                    )
                }
                code.line("private static let \(runtime) = LocaleRuntime(")
                code.indented { code in
                    let indentation = String(repeating: " ", count: code.indentationLevel)
                    let cardinal = data.cardinal?.swiftSource(indentation: indentation) ?? "PluralRuleSet([])"
                    let ordinal = data.ordinal?.swiftSource(indentation: indentation) ?? "PluralRuleSet([])"
                    code.line("\(SwiftLiteral.string(dataTag)),")
                    code.line("cardinal: \(cardinal),")
                    code.line("ordinal: \(ordinal),")
                    code.line(
                        "numbers: \(BakedNumberFormatData.swiftLiteral(of: data.numbers, indentation: indentation)),")
                    code.line("quotationMarks: \(Self.quotationMarksLiteral(data.quotationMarks)))")
                }
                if formats {
                    let member = GeneratedNames.localeFormattingMember(localeCase: locale.caseName)
                    code.line("private static let \(member) = LocaleFormatting(\(runtime))")
                }
            }
            try numberStyleDeclarations(
                locales: Array(model.locales.indices), localeData: localeData, builtIn: false, into: &code)
            dateDeclarations(
                locales: Array(model.locales.indices), localeData: localeData, builtIn: false, into: &code)
        }
        if !model.configuration.functions.isEmpty { appFunctionsDeclarations(into: &code) }
        code.append(shared)
        return code.utf8
    }

    /// Each locale's baked format of each `NUMBER()` style the rendered bodies use
    /// (``FormattingUse/numberStyles``), as statics of the locale type the bodies pass
    /// (``GeneratedHelperNames/numberStyle(localeCase:style:builtIn:)``); baked once per data
    /// tag and style.
    private func numberStyleDeclarations(
        locales: [Int], localeData: [LocaleData], builtIn: Bool, into code: inout CodeWriter
    ) throws {
        let styles = formattingUse.numberStyles
        guard !styles.isEmpty else { return }
        var baked: [String: NumberStyleFormat] = [:]
        code.line()
        code.doc("Each locale's format of the `NUMBER()` styles the catalogs use, baked by catalogc")
        code.doc("from ICU \(ICULibrary.version)'s number formatter.")
        for index in locales {
            let locale = model.locales[index]
            let dataTag = dataTags[index]
            let data = localeData[index]
            for style in styles {
                let key = dataTag + "|" + BakedNumberStyle.describe(style)
                let format: NumberStyleFormat
                if let known = baked[key] {
                    format = known
                } else {
                    format = try BakedNumberStyle.fromICU(
                        locale: IntlLocale(dataTag, allowingRootData: true), style: style, numbers: data.numbers,
                        cardinal: data.cardinal?.ruleSet ?? PluralRuleSet([]))
                    baked[key] = format
                }
                let member = GeneratedHelperNames.numberStyle(
                    localeCase: locale.caseName, style: style, builtIn: builtIn)
                let indentation = String(repeating: " ", count: code.indentationLevel)
                code.line("// \(BakedNumberStyle.describe(style)) in \(locale.tag)")
                code.line(
                    CodeText(
                        "\(builtIn ? "fileprivate " : "")static let \(member) = "
                            + BakedNumberFormatData.swiftLiteral(
                                of: format, localeNumbers: data.numbers,
                                sharedNumbers: "Self.\(SwiftNames.escaped(locale.caseName)).runtime.numbers",
                                indentation: indentation)))
            }
        }
    }

    /// Each locale's baked format of each calendar-day request the rendered bodies use
    /// (``DateBakery``), as statics of the locale type the bodies call
    /// (``GeneratedHelperNames/date(localeCase:request:builtIn:)``), for the locales where it
    /// baked (the others format that request through ICU).
    private func dateDeclarations(
        locales: [Int], localeData: [LocaleData], builtIn: Bool, into code: inout CodeWriter
    ) {
        guard !dateBakery.used.isEmpty else { return }
        code.line()
        code.doc("Each locale's format of the calendar days the catalogs show, baked by catalogc from")
        code.doc("ICU \(ICULibrary.version)'s patterns and names.")
        let access = builtIn ? "fileprivate " : ""
        let list = { (names: [String]) in "[" + names.map(SwiftLiteral.string).joined(separator: ", ") + "]" }
        let lines = { (text: String, indentation: String) in
            SwiftLiteral.multilineString(text.split(separator: "\n").map(String.init), indentation: indentation)
        }
        // The zones' metazones, once for every locale's zone names.
        let metazones = locales.lazy.flatMap { index in
            self.dateBakery.used.lazy.compactMap { self.dateBakery.format($0, locale: index)?.zoneNames?.metazones }
        }.first
        if let metazones {
            let indentation = String(repeating: " ", count: code.indentationLevel) + "    "
            code.line("// the zones' metazones, from ICU \(ICULibrary.version)'s data")
            code.line(
                CodeText(
                    "\(access)static let \(GeneratedHelperNames.zoneMetazones(builtIn: builtIn)) = TimeZoneMetazones(\n"
                        + "\(indentation)canonicalIDs: \(lines(metazones.canonicalIDs, indentation)),\n"
                        + "\(indentation)mappings: \(lines(metazones.mappings, indentation)))"))
        }
        for index in locales {
            let locale = model.locales[index]
            let formats = dateBakery.used.compactMap { request in
                dateBakery.format(request, locale: index).map { (request, $0) }
            }
            // A list two formats show (a request's months, another's with a time) is one
            // static both name.
            var uses: [String: [[String]: Int]] = [:]
            for (_, format) in formats {
                for (field, names) in format.names { uses[field, default: [:]][names, default: 0] += 1 }
            }
            var sharedLists: [String: [[String]: String]] = [:]
            for field in uses.keys.sorted() {
                let lists = uses[field]!.filter { $0.value > 1 }.keys.sorted { $0.lexicographicallyPrecedes($1) }
                for (ordinal, names) in lists.enumerated() {
                    let member = GeneratedHelperNames.dateNames(
                        localeCase: locale.caseName, field: field, ordinal: ordinal + 1, builtIn: builtIn)
                    sharedLists[field, default: [:]][names] = member
                    code.line("// \(field) in \(locale.tag), shown by several formats")
                    code.line("\(access)static let \(member): [String] = \(list(names))")
                }
            }
            let indentation = String(repeating: " ", count: code.indentationLevel) + "    "
            let digitsLiteral = { (digits: [Unicode.Scalar]) in
                digits == localeData[index].numbers.digits
                    ? "Self.\(SwiftNames.escaped(locale.caseName)).runtime.numbers.digits"
                    : "[" + digits.map { SwiftLiteral.string(String($0)) }.joined(separator: ", ") + "]"
            }
            // The locale's offset format, once for the formats that show an offset.
            let sharedGMT = formats.lazy.compactMap(\.1.localizedGMT).first
            if let sharedGMT {
                let member = GeneratedHelperNames.localizedGMT(localeCase: locale.caseName, builtIn: builtIn)
                code.line("// the offset from UTC in \(locale.tag)")
                code.line(
                    CodeText(
                        "\(access)static let \(member) = LocalizedGMTFormat(\n"
                            + "\(indentation)zeroFormat: \(SwiftLiteral.string(sharedGMT.zeroFormat)),\n"
                            + "\(indentation)gmtFormat: \(SwiftLiteral.string(sharedGMT.gmtFormat)),\n"
                            + "\(indentation)hourFormat: \(SwiftLiteral.string(sharedGMT.hourFormat)),\n"
                            + "\(indentation)digits: \(digitsLiteral(sharedGMT.digits)))"))
            }
            // The locale's zone names, once for the formats that show one.
            let sharedNames = formats.lazy.compactMap(\.1.zoneNames).first
            if let sharedNames {
                let member = GeneratedHelperNames.zoneNames(localeCase: locale.caseName, builtIn: builtIn)
                code.line("// the zone names of \(locale.tag)")
                code.line(
                    CodeText(
                        "\(access)static let \(member) = TimeZoneNames(\n"
                            + "\(indentation)metazones: Self.\(GeneratedHelperNames.zoneMetazones(builtIn: builtIn)),\n"
                            + "\(indentation)metazoneNames: \(lines(sharedNames.metazoneNames, indentation)),\n"
                            + "\(indentation)zoneNames: \(lines(sharedNames.zoneNames, indentation)))"))
            }
            for (request, format) in formats {
                let member = GeneratedHelperNames.date(localeCase: locale.caseName, request: request, builtIn: builtIn)
                let digits = digitsLiteral(format.digits)
                let names = format.names.sorted { $0.key < $1.key }.map { key, names in
                    "\(indentation)    \(SwiftLiteral.string(key)): "
                        + (sharedLists[key]?[names].map { "Self.\($0)" } ?? list(names))
                }
                var gmt = ""
                if let localizedGMT = format.localizedGMT {
                    gmt =
                        ",\n\(indentation)localizedGMT: "
                        + (localizedGMT == sharedGMT
                            ? "Self." + GeneratedHelperNames.localizedGMT(localeCase: locale.caseName, builtIn: builtIn)
                            : "LocalizedGMTFormat(zeroFormat: \(SwiftLiteral.string(localizedGMT.zeroFormat)), "
                                + "gmtFormat: \(SwiftLiteral.string(localizedGMT.gmtFormat)), "
                                + "hourFormat: \(SwiftLiteral.string(localizedGMT.hourFormat)), "
                                + "digits: \(digitsLiteral(localizedGMT.digits)))")
                }
                if format.zoneNames != nil {
                    // Every format of a locale reads the same names from ICU.
                    gmt +=
                        ",\n\(indentation)zoneNames: Self."
                        + GeneratedHelperNames.zoneNames(localeCase: locale.caseName, builtIn: builtIn)
                }
                code.line("// \(request.description) in \(locale.tag)")
                code.line(
                    CodeText(
                        "\(access)static let \(member) = DatePatternFormat(\n"
                            + "\(indentation)pattern: \(SwiftLiteral.string(format.pattern)),\n"
                            + "\(indentation)digits: \(digits),\n"
                            + "\(indentation)names: "
                            + (names.isEmpty ? "[:]" : "[\n" + names.joined(separator: ",\n") + ",\n\(indentation)]")
                            + gmt + ")"))
            }
        }
    }

    /// A property of the locale type that answers, for each locale, its static `member`.
    private func perLocaleStatic(
        _ declaration: String, member: (_ localeCase: String) -> String, into code: inout CodeWriter
    ) {
        code.block("\(declaration) {") { code in
            code.block("switch self {", close: "}") { code in
                for locale in model.locales {
                    code.line("case .\(SwiftNames.escaped(locale.caseName)): Self.\(member(locale.caseName))")
                }
            }
        }
    }

    /// `QuotationMarks(start: "«", end: "»", alternateStart: "„", alternateEnd: "“")`.
    private static func quotationMarksLiteral(_ marks: QuotationMarks) -> String {
        "QuotationMarks(start: \(SwiftLiteral.string(marks.start)), end: \(SwiftLiteral.string(marks.end)), "
            + "alternateStart: \(SwiftLiteral.string(marks.alternateStart)), "
            + "alternateEnd: \(SwiftLiteral.string(marks.alternateEnd)))"
    }

    // MARK: Shared terms

    /// The terms a file of a locale defines and other files reference (``SharedTerms``):
    /// one function per locale and pattern that a call reaches, in one caseless enum the
    /// catalogs of the module call, instead of a copy in each catalog.
    private func sharedTermsDeclaration(into code: inout CodeWriter) {
        let type = GeneratedHelperNames.sharedTermsType(localeType: localeType)
        let needed = PatternFunctions.sharedPatterns(model)
        code.line()
        code.doc("The terms that several catalogs reference (one file of a locale defines them, as")
        code.doc("Mozilla's brands.ftl does), rendered here once per locale rather than in each catalog.")
        code.block("enum \(type) {") { code in
            if model.sharedTerms.contains(where: { $0.entries.contains { !$0.termVariables.isEmpty } }) {
                code.doc("A literal a term reference passes: its text, and for a number its value and plural category.")
                code.line(
                    "typealias \(GeneratedHelperNames.termArgumentType) = (text: String, number: Double?, category: PluralCategory?)"
                )
                code.line()
            }
            var first = true
            for (locale, unit) in model.sharedTerms.enumerated() where !unit.entries.isEmpty {
                let indexes = unit.entries.map { entry in
                    Dictionary(
                        entry.termVariables.enumerated().map { ($1, $0) }, uniquingKeysWith: { earlier, _ in earlier })
                }
                patternFunctions(
                    unit, locale: locale, termVariableIndexes: indexes, passesAppFunctions: false,
                    isNeeded: { needed.contains($0) }, declaration: "static func", first: &first, into: &code)
            }
        }
    }

    // MARK: App functions

    /// The protocol the app implements to give the functions catalogc.json declares, one
    /// method per function, and an enum per function that returns values.
    private func appFunctionsDeclarations(into code: inout CodeWriter) {
        let functions = model.configuration.functions.sorted { $0.key < $1.key }
        code.line()
        code.doc("The functions this module's catalogs call that the app gives, declared in catalogc.json:")
        code.doc("pass a value that implements them when rendering a message that calls one.")
        code.doc("")
        code.doc("Each method receives the locale the text renders in, and must not fail: return")
        code.doc("the text (or value) to show.")
        code.block("\(access) protocol \(functionsType): Sendable {") { code in
            for (index, (name, function)) in functions.enumerated() {
                if index > 0 { code.line() }
                let arguments = function.argumentTypes.map(\.rawValue)
                let options = function.sortedOptions.map { "\($0.name): …" }
                code.doc("`\(name)(\((arguments + options).joined(separator: ", ")))` in a message.")
                var parameters = function.argumentTypes.enumerated().map { "_ argument\($0): \($1.swiftType)" }
                for (option, type) in function.sortedOptions {
                    parameters.append("\(AppFunctionNames.option(option)): \(type.swiftType)?")
                }
                parameters.append("locale: \(localeType)")
                let result: String =
                    switch function.result {
                    case .string: "String"
                    case .values: AppFunctionNames.valueType(name)
                    }
                code.line(
                    "func \(AppFunctionNames.method(name))(\(parameters.joined(separator: ", "))) -> \(result)")
            }
        }
        for (name, function) in functions {
            guard case .values(let values) = function.result else { continue }
            code.line()
            code.doc("What `\(name)()` returns: the variant keys a select on it may use.")
            code.block(
                "\(access) enum \(AppFunctionNames.valueType(name)): String, Sendable, Hashable, CaseIterable {"
            ) { code in
                for value in values {
                    code.line("case \(AppFunctionNames.valueCase(value)) = \(SwiftLiteral.string(value))")
                }
            }
        }
    }

    // MARK: Catalogs

    private func catalogFile(_ catalog: SwiftCatalog) -> [UInt8] {
        // About what the file takes: the doc comments quote the source, and each locale
        // renders a few hundred bytes per message.
        let passesFunctions = catalog.units.contains { $0?.entries.contains { $0.ir.callsAppFunction } ?? false }
        // The text of a message that calls the app needs the app's functions: they are a
        // parameter of every way to render it (and the catalog is no `LocalizedMessage`,
        // whose methods cannot take them).
        let functionsParameter = passesFunctions ? "functions: some \(functionsType), " : ""
        let functionsArgument = passesFunctions ? "functions: functions, " : ""
        let capacity =
            catalog.messages.reduce(0) { $0 + $1.sourceText.utf8.count }
            + catalog.messages.count * 512 * model.locales.count
        // The body first: whether it formats through ICU decides the imports.
        formattingUse.inFile = false
        var code = CodeWriter(capacity: capacity)
        code.doc("The messages of the `\(catalog.name)` catalog, typed by their arguments.")
        code.doc("")
        if passesFunctions {
            code.doc("Render one with `localized(in:functions:isolation:)` in the locale of the request or")
            code.doc("screen, with the app's ``\(functionsType)``; the text is compiled in, no catalog is read")
            code.doc("at run time.")
        } else {
            // Code voice, not a link: a module may add overloads of `localized(in:isolation:)`
            // to the type (the library does for apps' own built-in messages), and DocC then
            // warns that the link is ambiguous.
            code.doc("Render one with `localized(in:isolation:)` in the locale of the request or")
            code.doc("screen; the text is compiled in, no catalog is read at run time.")
        }
        let conformance = passesFunctions ? "Sendable, Hashable" : "LocalizedMessage"
        let isStruct = model.configuration.messageType == .struct
        code.block("\(access) \(isStruct ? "struct" : "enum") \(catalog.typeName): \(conformance) {") { code in
            if isStruct {
                messageCases(catalog, into: &code)
            } else {
                for message in catalog.messages { caseDeclaration(message, into: &code) }
            }
            code.doc("The message's id in the catalog, such as `too-short`.")
            code.block("\(access) var messageID: String {") { code in
                code.block("switch \(messageSubject) {") { code in
                    for message in catalog.messages {
                        code.line("case .\(SwiftNames.escaped(message.caseName)): ", literal: message.id)
                    }
                }
            }
            code.line()
            code.doc("The message in `locale`.")
            code.doc("")
            code.doc("- Parameters:")
            code.doc("  - locale: The locale to render in; a message it lacks falls back as configured.")
            if passesFunctions { code.doc("  - functions: The app's functions the messages call.") }
            code.doc("  - isolation: `.isolated` wraps arguments in Unicode bidi isolates, for UI text.")
            code.doc("- Returns: The text; empty for a message that has only attributes.")
            code.block(
                "\(access) func localized(in locale: \(localeType), \(functionsParameter)isolation: ArgumentIsolation = .none) -> String {"
            ) { code in
                code.block("switch locale {") { code in
                    for locale in model.locales {
                        code.line(
                            "case .\(SwiftNames.escaped(locale.caseName)): return \(GeneratedNames.catalogRenderFunction(localeCase: locale.caseName, accessor: nil))(isolation\(passesFunctions ? ", functions" : ""))"
                        )
                    }
                }
            }
            code.line()
            code.doc("The message in the supported locale best matching `languageTags`; the source")
            code.doc("locale when none matches.")
            code.block(
                "\(access) func localized(languageTags: [String], \(functionsParameter)isolation: ArgumentIsolation = .none) -> String {"
            ) { code in
                code.line(
                    "localized(in: \(localeType).negotiated(languageTags), \(functionsArgument)isolation: isolation)")
            }
            code.line()
            if passesFunctions {
                code.doc("The message in the supported locale best matching one BCP 47 tag, such as `ru`:")
                code.doc("the same as ``localized(languageTags:functions:isolation:)`` with `[languageTag]`.")
                code.block(
                    "\(access) func localized(languageTag: String, \(functionsParameter)isolation: ArgumentIsolation = .none) -> String {"
                ) { code in
                    code.line(
                        "localized(in: \(localeType).negotiated(languageTag: languageTag), \(functionsArgument)isolation: isolation)"
                    )
                }
            } else {
                code.doc("`LocalizedMessage`'s one-tag path, behind `localized(languageTag:isolation:)`:")
                code.doc("negotiates one tag without building a tag array.")
                code.block(
                    "\(GeneratedNames.spiPrefix(access))func _localized(languageTag: String, isolation: ArgumentIsolation) -> String {"
                ) { code in
                    code.line("localized(in: \(localeType).negotiated(languageTag: languageTag), isolation: isolation)")
                }
            }
            for (name, accessor) in catalog.attributes {
                code.line()
                code.doc("The `.\(name)` attribute in `locale`, or nil for messages without it.")
                code.block(
                    "\(access) func \(SwiftNames.escaped(accessor))(in locale: \(localeType), \(functionsParameter)isolation: ArgumentIsolation = .none) -> String? {"
                ) { code in
                    code.block("switch locale {") { code in
                        for locale in model.locales {
                            code.line(
                                "case .\(SwiftNames.escaped(locale.caseName)): return \(GeneratedNames.catalogRenderFunction(localeCase: locale.caseName, accessor: accessor))(isolation\(passesFunctions ? ", functions" : ""))"
                            )
                        }
                    }
                }
            }
            GrammaticalGenderRenderer(model: model, catalog: catalog).render(into: &code)
        }
        if catalog.units.contains(where: { $0?.entries.contains(where: \.declaresTermArgument) ?? false }) {
            code.line()
            code.block("extension \(catalog.typeName) {") { code in
                code.doc("A literal a term reference passes: its text, and for a number its value and plural category.")
                code.line(
                    "fileprivate typealias \(GeneratedHelperNames.termArgumentType) = (text: String, number: Double?, category: PluralCategory?)"
                )
            }
        }
        var functions = PatternFunctions(catalog)
        functions.passesAppFunctions = passesFunctions
        for (index, locale) in model.locales.enumerated() {
            code.line()
            code.block("extension \(catalog.typeName) {") { code in
                dispatchFunction(
                    GeneratedNames.catalogRenderFunction(localeCase: locale.caseName, accessor: nil), catalog: catalog,
                    locale: index, functions: functions,
                    cases: catalog.messages.indices.map { ($0, catalog.messages[$0].renderings[index].value) },
                    optional: false, into: &code)
                // Each attribute's messages, gathered in one pass: an accessor lists only
                // the messages that have its attribute.
                var byAttribute: [String: [(message: Int, reference: PatternReference?)]] = [:]
                for message in catalog.messages.indices {
                    for (name, reference) in catalog.messages[message].renderings[index].attributes {
                        byAttribute[name, default: []].append((message, reference))
                    }
                }
                for (name, accessor) in catalog.attributes {
                    code.line()
                    let cases = byAttribute[name] ?? []
                    dispatchFunction(
                        GeneratedNames.catalogRenderFunction(localeCase: locale.caseName, accessor: accessor),
                        catalog: catalog, locale: index,
                        functions: functions, cases: cases, optional: true,
                        exhaustive: cases.count == catalog.messages.count, into: &code)
                }
            }
            if let unit = catalog.units[index], functions.hasAny(locale: index) {
                code.line()
                code.block("extension \(catalog.typeName) {") { code in
                    patternFunctions(unit, locale: index, functions: functions, into: &code)
                }
            }
        }
        if formattingUse.inFile { formattingUse.catalogs.append((catalog.name, catalog.sourceFile)) }
        var file = CodeWriter(
            header("the \(catalog.name) catalog (\(model.locales.map(\.tag).joined(separator: ", ")))"),
            capacity: capacity)
        // PluralCategory (term arguments) and the baked data's types.
        file.line("import LocalizedValidationCLDR")
        if formattingUse.inFile {
            file.line("@_spi(Generated) import LocalizedValidationFormatting")
        }
        file.line("@_spi(Generated) import LocalizedValidationMessages")
        file.line()
        file.append(code)
        return file.utf8
    }

    // MARK: An app's texts for the built-in messages

    /// The app's own texts for LocalizedValidation's built-in messages (`catalog`, whose
    /// source is the library's, so its cases and labels are the library's enum's): the
    /// app's locale type conforms to `BuiltInMessageOverrides`, and each locale of
    /// `locales` gets a function with the messages the app's file gives (`default: nil`
    /// for the rest, which the library's text serves).
    ///
    /// Render with a renderer that `declaresOwnFormatting`: the app's own catalogs may
    /// format nothing through ICU, so the locale type may have no `formatting`, and this
    /// file declares the formatting its texts use.
    ///
    /// - Throws: ``NumberFormatBakingError``, ``PluralRuleBakingError`` or ``IntlError`` when ICU
    ///   cannot give the data of a `NUMBER()` style the texts use.
    func builtInMessagesFile(_ catalog: SwiftCatalog, locales: [Int], complete: Set<String>) throws -> GeneratedFile {
        formattingUse.inModule = false
        formattingUse.numberStyles = []
        dateBakery.reset()
        let tags = locales.map { model.locales[$0].tag }
        var code = CodeWriter(
            header("the app's texts for the built-in \(catalog.name) messages (\(tags.joined(separator: ", ")))"))
        // The SPI: a struct message type's cases (`_case`) are behind it.
        code.line("@_spi(Generated) import LocalizedValidation")
        // The baked formats' types (number styles, date patterns).
        code.line("import LocalizedValidationCLDR")
        code.line("@_spi(Generated) import LocalizedValidationFormatting")
        code.line("@_spi(Generated) import LocalizedValidationMessages")
        code.line()
        code.doc("The app's own texts for the built-in messages, from its `\(catalog.name).ftl` files in")
        code.doc("\(tags.joined(separator: ", ")); rendering in one of its locales uses them first.")
        code.block("extension \(localeType): BuiltInMessageOverrides {") { code in
            code.doc("The app's text of a built-in message in this locale; nil where the app's file")
            code.doc("gives none and the library's text serves.")
            code.block(
                "\(access) func localized(_ message: \(catalog.typeName), isolation: ArgumentIsolation) -> String? {"
            ) { code in
                code.block("switch self {") { code in
                    for index in locales {
                        let locale = model.locales[index]
                        code.line(
                            "case .\(SwiftNames.escaped(locale.caseName)): return message.\(GeneratedNames.catalogRenderFunction(localeCase: locale.caseName, accessor: nil))(isolation)"
                        )
                    }
                    code.line("default: return nil")
                }
            }
            code.line()
            code.doc("Whether the app's file gives every built-in message in this locale (a locale")
            code.doc("the library has no messages in).")
            let completeCases = locales.map { model.locales[$0] }.filter { complete.contains($0.tag) }
            if completeCases.isEmpty {
                code.line("\(access) var hasEveryBuiltInMessage: Bool { false }")
            } else {
                code.block("\(access) var hasEveryBuiltInMessage: Bool {") { code in
                    code.block("switch self {") { code in
                        let cases = completeCases.map { ".\(SwiftNames.escaped($0.caseName))" }
                        code.line("case \(cases.joined(separator: ", ")): true")
                        code.line("default: false")
                    }
                }
            }
        }
        if catalog.units.contains(where: { $0?.entries.contains(where: \.declaresTermArgument) ?? false }) {
            code.line()
            code.block("extension \(catalog.typeName) {") { code in
                code.line(
                    "fileprivate typealias \(GeneratedHelperNames.termArgumentType) = (text: String, number: Double?, category: PluralCategory?)"
                )
            }
        }
        let functions = PatternFunctions(catalog)
        for index in locales {
            let locale = model.locales[index]
            // Only the messages of the app's own file: the library renders the others.
            let own = catalog.messages.indices.compactMap { message in
                catalog.messages[message].renderings[index].value.flatMap { $0.locale == index ? (message, $0) : nil }
            }
            code.line()
            code.block("extension \(catalog.typeName) {") { code in
                dispatchFunction(
                    GeneratedNames.catalogRenderFunction(localeCase: locale.caseName, accessor: nil), catalog: catalog,
                    locale: index, functions: functions, cases: own.map { ($0.0, $0.1 as PatternReference?) },
                    optional: true,
                    exhaustive: own.count == catalog.messages.count, into: &code)
            }
            if let unit = catalog.units[index], functions.hasAny(locale: index) {
                code.line()
                code.block("extension \(catalog.typeName) {") { code in
                    patternFunctions(unit, locale: index, functions: functions, into: &code)
                }
            }
        }
        if formattingUse.inModule {
            code.line()
            code.block("extension \(localeType) {") { code in
                code.doc("The app's locales' date formats through ICU, for the patterns above that could not be baked.")
                for locale in locales.map({ model.locales[$0] }) {
                    let member = GeneratedHelperNames.builtInFormatting(localeCase: locale.caseName)
                    code.line(
                        "fileprivate static let \(member) = LocaleFormatting(Self.\(SwiftNames.escaped(locale.caseName)).runtime)"
                    )
                }
            }
        }
        if !formattingUse.numberStyles.isEmpty || !dateBakery.used.isEmpty {
            let localeData = try bakedLocaleData()
            code.line()
            try code.block("extension \(localeType) {") { code in
                try numberStyleDeclarations(locales: locales, localeData: localeData, builtIn: true, into: &code)
                dateDeclarations(locales: locales, localeData: localeData, builtIn: true, into: &code)
            }
        }
        return GeneratedFile(
            name: CatalogLayout.builtInMessagesFileName(localeTypeName: localeType), utf8: code.utf8)
    }

    /// `allCases` without the pseudo-locales in release builds, and whether a locale is
    /// served: a pseudo-locale is for testing layouts, and a release build (a server, an
    /// app in users' hands) must never answer a request for `en-XA` with disguised text.
    private func servedLocales(pseudo: [SwiftCatalogSet.Locale], into code: inout CodeWriter) {
        let all = model.locales.map { "." + SwiftNames.escaped($0.caseName) }
        let real = model.locales.filter { locale in !pseudo.contains { $0.tag == locale.tag } }
            .map { "." + SwiftNames.escaped($0.caseName) }
        let tags = pseudo.map(\.tag).joined(separator: ", ")
        code.doc("Every locale negotiation may choose. The pseudo-locales (\(tags)) are in debug")
        code.doc("builds only: they test layouts, and a release build never serves them.")
        code.block("\(access) static let allCases: [\(localeType)] = {", close: "}()") { code in
            code.line("#if DEBUG")
            code.line("[\(all.joined(separator: ", "))]")
            code.line("#else")
            code.line("[\(real.joined(separator: ", "))]")
            code.line("#endif")
        }
        code.line()
        code.doc("Whether negotiation may choose this locale: a pseudo-locale only in debug builds.")
        code.block("\(access) var isServed: Bool {") { code in
            code.line("#if DEBUG")
            code.line("true")
            code.line("#else")
            let cases = pseudo.map { "." + SwiftNames.escaped($0.caseName) }.joined(separator: ", ")
            code.block("switch self {", close: "}") { code in
                code.line("case \(cases): false")
                code.line("default: true")
            }
            code.line("#endif")
        }
        code.line()
    }

    private func caseDeclaration(_ message: SwiftMessage, into code: inout CodeWriter) {
        messageDocumentation(message, into: &code)
        code.line("case \(caseSignature(message))")
        code.line()
    }

    /// What the message type's code switches over: the enum itself, or a struct's
    /// stored case.
    private var messageSubject: String {
        GeneratedHelperNames.messageSubject(model.configuration.messageType)
    }

    /// A `"messageType": "struct"` catalog's members: the case list (behind the SPI in a
    /// public catalog, so that apps cannot switch over it and a new message breaks
    /// none of them, while an app's generated texts for these messages still can), the
    /// stored case, and a static member per message that reads as an enum case does.
    private func messageCases(_ catalog: SwiftCatalog, into code: inout CodeWriter) {
        let spi = GeneratedNames.spiPrefix(access)
        let caseType = GeneratedHelperNames.messageCaseType
        let stored = GeneratedHelperNames.messageCase
        code.doc("The messages as cases, for generated code only: apps use the static members.")
        code.block("\(spi)enum \(caseType): Sendable, Hashable {") { code in
            for message in catalog.messages { code.line("case \(caseSignature(message))") }
        }
        code.line()
        code.doc("Which message this is, with its arguments.")
        code.line("\(spi)let \(stored): \(caseType)")
        code.line()
        code.doc("The message `\(stored)` names.")
        code.line("\(spi)init(_ \(stored): \(caseType)) { self.\(stored) = \(stored) }")
        code.line()
        for message in catalog.messages {
            messageDocumentation(message, into: &code)
            let name = SwiftNames.escaped(message.caseName)
            let type = catalog.typeName
            if message.arguments.isEmpty {
                code.line("\(access) static var \(name): \(type) { \(type)(.\(name)) }")
            } else {
                let parameters = message.arguments.map { "\(SwiftNames.escaped($0.label)): \($0.type.swiftType)" }
                let arguments = message.arguments.map {
                    "\(SwiftNames.escaped($0.label)): \(SwiftNames.escaped($0.label))"
                }
                code.line(
                    "\(access) static func \(name)(\(parameters.joined(separator: ", "))) -> \(type) { \(type)(.\(name)(\(arguments.joined(separator: ", ")))) }"
                )
            }
            code.line()
        }
    }

    /// The length of the longest run of backticks in `text`.
    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// A message's case, such as `tooShort(field: LocalizedText, min: Int)`.
    private func caseSignature(_ message: SwiftMessage) -> String {
        let name = SwiftNames.escaped(message.caseName)
        guard !message.arguments.isEmpty else { return name }
        let parameters = message.arguments.map { "\(SwiftNames.escaped($0.label)): \($0.type.swiftType)" }
        return "\(name)(\(parameters.joined(separator: ", ")))"
    }

    /// A message's documentation: the translator's comment, its source text and its
    /// arguments.
    private func messageDocumentation(_ message: SwiftMessage, into code: inout CodeWriter) {
        if !message.translatorComment.isEmpty {
            code.doc(message.translatorComment)
            code.doc("")
        }
        // A fence longer than any run of backticks in the text, which could otherwise
        // close it early (CommonMark: a closing fence is at least as long as the opening).
        let fence = String(repeating: "`", count: max(3, Self.longestBacktickRun(in: message.sourceText) + 1))
        code.doc(fence + "ftl")
        code.doc(message.sourceText)
        code.doc(fence)
        if !message.arguments.isEmpty {
            code.doc("")
            code.doc("- Parameters:")
            for argument in message.arguments {
                code.doc("  - \(argument.label): \(argument.summary ?? "`$\(argument.name)`") (\(argument.type))")
            }
        }
    }

    /// The function a locale's `localized` or attribute accessor calls: for each message,
    /// the text of the pattern that renders it (its own locale's or a fallback's), written
    /// inline, or a call to the pattern's function when it has one. An attribute's lists
    /// only the messages that have the attribute.
    private func dispatchFunction(
        _ name: String, catalog: SwiftCatalog, locale: Int, functions: PatternFunctions,
        cases: [(message: Int, reference: PatternReference?)], optional: Bool, exhaustive: Bool = true,
        into code: inout CodeWriter
    ) {
        let isolation = GeneratedHelperNames.isolation
        let result = optional ? "String?" : "String"
        let appFunctions =
            functions.passesAppFunctions ? ", _ \(GeneratedHelperNames.functions): some \(functionsType)" : ""
        code.block("fileprivate func \(name)(_ \(isolation): ArgumentIsolation\(appFunctions)) -> \(result) {") {
            code in
            code.block("switch \(messageSubject) {") { code in
                // What the inline bodies share (they are all of `locale`'s file), built once.
                var inlineRenderer: BodyRenderer?
                for (messageIndex, reference) in cases {
                    // Read in place: copying a message counts the references of its every field.
                    let caseName = SwiftNames.escaped(catalog.messages[messageIndex].caseName)
                    guard let reference, let unit = catalog.units[reference.locale] else {
                        code.line("case .\(caseName):")
                        code.line("    return \(optional ? "nil" : "\"\"")")
                        continue
                    }
                    let entry = unit.entries[reference.entry]
                    let inline = reference.locale == locale && !functions.isNeeded(reference)
                    let body = entry.ir.pattern(reference.attribute)
                    // Bind only the arguments the text uses (or the function takes): an
                    // unused binding is a compiler warning in the user's build.
                    // A message has few arguments: linear searches beat hashing.
                    let used = inline ? body.argumentsUsed(in: unit) : entry.parameters.map(\.name)
                    // Bound under the entry's own names, which its text and its call use
                    // (a translation's entry names only the variables it takes, so a name
                    // may differ from the case's label: matched by the Fluent name).
                    let bindings = catalog.messages[messageIndex].arguments.map { argument in
                        guard used.contains(argument.name),
                            let local = entry.parameters.first(where: { $0.name == argument.name })
                        else { return "_" }
                        return "let \(SwiftNames.escaped(local.label))"
                    }
                    let binding = used.isEmpty ? "" : "(\(bindings.joined(separator: ", ")))"
                    code.line("case .\(caseName)\(binding):")
                    guard !inline else {
                        let renderer = inlineRenderer ?? bodyRenderer(unit: unit, locale: locale, functions: functions)
                        inlineRenderer = renderer
                        renderer.start(entry: reference.entry)
                        code.indented { renderer.render(body, into: &$0) }
                        continue
                    }
                    let arguments =
                        [isolation] + (functions.passesAppFunctions ? [GeneratedHelperNames.functions] : [])
                        + entry.parameters.map { SwiftNames.escaped($0.label) }
                    let function = GeneratedHelperNames.patternFunction(
                        locale: model.locales[reference.locale].caseName, entry: entry, attribute: reference.attribute)
                    code.line("    return Self.\(function)(\(arguments.joined(separator: ", ")))")
                }
                if !exhaustive {
                    code.line("default:")
                    code.line("    return nil")
                }
            }
        }
    }

    private func bodyRenderer(unit: SwiftUnit, locale: Int, functions: PatternFunctions) -> BodyRenderer {
        bodyRenderer(
            unit: unit, locale: locale, termVariableIndexes: functions.termVariableIndexes[locale],
            passesAppFunctions: functions.passesAppFunctions)
    }

    /// The renderer of one locale's file (``BodyRenderer/start(entry:)`` before each entry);
    /// a call to a shared term goes to the set's shared type (the shared type's own calls
    /// stay among its functions).
    private func bodyRenderer(
        unit: SwiftUnit, locale: Int, termVariableIndexes: [[String: Int]], passesAppFunctions: Bool
    ) -> BodyRenderer {
        let localeModel = model.locales[locale]
        let renderer = BodyRenderer(
            runtime: "\(localeType).\(SwiftNames.escaped(localeModel.caseName)).runtime",
            formatting: declaresOwnFormatting
                ? "\(localeType).\(GeneratedHelperNames.builtInFormatting(localeCase: localeModel.caseName))"
                : "\(localeType).\(SwiftNames.escaped(localeModel.caseName)).formatting",
            localeTag: localeModel.tag, unit: unit, termVariableIndexes: termVariableIndexes,
            localeCase: localeModel.caseName)
        renderer.passesFunctions = passesAppFunctions
        renderer.appFunctions = model.configuration.functions
        renderer.formattingUse = formattingUse
        let localeType = localeType
        let builtIn = declaresOwnFormatting
        renderer.numberStyle = { style in
            "\(localeType).\(GeneratedHelperNames.numberStyle(localeCase: localeModel.caseName, style: style, builtIn: builtIn))"
        }
        let bakery = dateBakery
        renderer.bakedDate = { request in
            guard bakery.format(request, locale: locale) != nil else { return nil }
            bakery.use(request)
            return
                "\(localeType).\(GeneratedHelperNames.date(localeCase: localeModel.caseName, request: request, builtIn: builtIn))"
        }
        if locale < model.sharedTerms.count {
            renderer.sharedTerms = (
                model.sharedTerms[locale], GeneratedHelperNames.sharedTermsType(localeType: localeType)
            )
        }
        return renderer
    }

    /// A function for each pattern of a locale's file that needs one (see
    /// ``PatternFunctions``), taking the arguments its entry uses (its references' included).
    private func patternFunctions(
        _ unit: SwiftUnit, locale: Int, functions: PatternFunctions, into code: inout CodeWriter
    ) {
        var first = true
        patternFunctions(
            unit, locale: locale, termVariableIndexes: functions.termVariableIndexes[locale],
            passesAppFunctions: functions.passesAppFunctions, isNeeded: functions.isNeeded,
            declaration: "fileprivate static func", first: &first, into: &code)
    }

    /// The functions of `unit`'s patterns that `isNeeded` asks for, declared with
    /// `declaration`; a term rendered in the set's shared type is left out (its calls go
    /// there).
    private func patternFunctions(
        _ unit: SwiftUnit, locale: Int, termVariableIndexes: [[String: Int]], passesAppFunctions: Bool,
        isNeeded: (PatternReference) -> Bool, declaration: String, first: inout Bool, into code: inout CodeWriter
    ) {
        let localeModel = model.locales[locale]
        let fileRenderer = bodyRenderer(
            unit: unit, locale: locale, termVariableIndexes: termVariableIndexes, passesAppFunctions: passesAppFunctions
        )
        for (index, entry) in unit.entries.enumerated() where entry.sharedIndex == nil {
            var parameters = ["_ \(GeneratedHelperNames.isolation): ArgumentIsolation"]
            if passesAppFunctions {
                parameters.append("_ \(GeneratedHelperNames.functions): some \(functionsType)")
            }
            for parameter in entry.parameters {
                parameters.append("_ \(SwiftNames.escaped(parameter.label)): \(parameter.type.swiftType)")
            }
            for variable in entry.termVariables.indices {
                parameters.append(
                    "\(GeneratedHelperNames.termArgument(variable)): \(GeneratedHelperNames.termArgumentType)? = nil")
            }
            let patterns: [(attribute: Int?, name: String?)] =
                (entry.ir.value == nil ? [] : [(nil, nil)])
                + entry.ir.attributes.enumerated().map { ($0, $1.name) }
            for pattern in patterns {
                let reference = PatternReference(locale: locale, entry: index, attribute: pattern.attribute)
                guard isNeeded(reference) else { continue }
                if !first { code.line() }
                first = false
                let function = GeneratedHelperNames.patternFunction(
                    locale: localeModel.caseName, entry: entry, attribute: pattern.attribute)
                code.line("// \(entry.displayName)\(pattern.name.map { "." + $0 } ?? "")")
                code.block("\(declaration) \(function)(\(parameters.joined(separator: ", "))) -> String {") { code in
                    fileRenderer.start(entry: index)
                    fileRenderer.render(entry.ir.pattern(pattern.attribute), into: &code)
                }
            }
        }
    }

    private func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
