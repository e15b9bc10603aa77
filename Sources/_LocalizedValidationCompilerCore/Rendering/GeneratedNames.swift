/// Every name the generated Swift declares or refers to on its own, kept beside the
/// renderer that writes them: the name checks compare the catalogs' names against these
/// lists, and `GeneratedNamesListTests` scans rendered output for any name missing here. A
/// renderer change that emits a new type, member, parameter or local must add it here.
/// (Swift's keywords, escaped wherever the renderer writes a catalog's name, are
/// `SwiftNames.keywords`.)
enum GeneratedNames {
    /// Types and modules the generated files name without qualification (or that
    /// qualify others). A generated type of the same name
    /// would shadow them in the user's module, so no catalog or locale type may take one.
    /// `Self`, `Any`, `Type` and `Protocol` are keywords a type cannot be named after.
    static let referencedTypes: Set<String> = [
        // Modules: imported, or qualifying a name.
        "Swift", "LocalizedValidationMessages", "LocalizedValidationIntl", "LocalizedValidationCLDR",
        "LocalizedValidationFormatting",
        // The standard library.
        "String", "Int", "Double", "Sendable", "Hashable", "CaseIterable", "Codable",
        // LocalizedValidationMessages and LocalizedValidationIntl.
        "LocalizedMessage", "LocalizedText", "ArgumentIsolation", "LocaleRuntime", "LocaleNegotiation",
        "SupportedLocale", "GeneratedLocale", "MessageText", "PackedLocaleTag",
        "PluralCategory", "GrammaticalGender",
        // LocalizedValidationFormatting.
        "LocaleFormatting",
        // LocalizedValidationCLDR: the baked plural rules, number and date formats, quotation
        // marks, and the plain data of options and days.
        "PluralRuleSet", "PluralRule", "PluralRelation", "NumberFormatData", "QuotationMarks",
        "NumberStyleFormat", "NumberAffixes", "DatePatternFormat", "LocalizedGMTFormat", "TimeZoneNames",
        "TimeZoneMetazones", "DecimalFormatOptions",
        "CalendarDate", "ZonedDateTime", "DateTimeFormatOptions",
        // Associated types of the locale enum's conformances (CaseIterable,
        // RawRepresentable): inside it they would hide a type of the same name.
        "AllCases", "RawValue",
        // Keywords in type position.
        "Self", "Any", "Type", "Protocol",
    ]

    /// Members every generated catalog enum declares or inherits (from
    /// `LocalizedMessage`, `Hashable`), plus a few kept free for future members. A message
    /// case or attribute accessor of the same base name would clash with them.
    static let catalogMembers: Set<String> = [
        "messageID", "localized", "hashValue", "hash", "description", "allCases", "rawValue", "arguments", "id",
        "grammaticalGender",
    ]

    /// The methods every generated catalog enum declares taking `in locale:`, which an
    /// attribute accessor (`label(in:isolation:)`) of the same name would duplicate.
    static let catalogMethods: Set<String> = ["localized", "grammaticalGender"]

    /// The private function rendering one locale's messages (`_enValue`), or one
    /// locale's attribute (`_enAttribute_label` for `.label`), declared in each catalog
    /// enum. A helper, starting with `_`: no message case or accessor can meet it, an
    /// attribute `.value` (`_enAttribute_value`) does not meet the messages' function, and
    /// the accessor is kept as it is, so distinct accessors (`self_`, `Self_`) give
    /// distinct functions.
    static func catalogRenderFunction(localeCase: String, accessor: String?) -> String {
        "_" + localeCase + (accessor.map { "Attribute_" + $0 } ?? "Value")
    }

    /// Members the generated locale enum declares or synthesizes (`RawRepresentable`,
    /// `CaseIterable`, `Hashable`, `Codable`); a locale case of the same name would clash.
    static let localeMembers: Set<String> = [
        "source", "identifier", "negotiationFallbacks", "negotiated", "runtime", "formatting", "isServed", "rawValue",
        "allCases",
        "hashValue",
        "hash",
        "encode", "init", "RawValue", "AllCases",
    ]

    /// The cached runtime of one locale (`enRuntime`), a static member of the locale enum.
    static func localeRuntimeMember(localeCase: String) -> String {
        localeCase + "Runtime"
    }

    /// The cached ICU formatting of one locale (`enFormatting`), a static member of the
    /// locale enum when the module's catalogs format through ICU.
    static func localeFormattingMember(localeCase: String) -> String {
        localeCase + "Formatting"
    }

    /// Parameters and locals of the generated functions that message arguments are bound
    /// beside: an argument label equal to one would shadow it in the rendering code. The
    /// private helpers' names all start with `_` (``GeneratedHelperNames``), which no name
    /// derived from a catalog can.
    static let functionLocals: Set<String> = ["_runtime", "_formatting", "_text"]

    /// Whether `name` is one of the private helpers' names (``GeneratedHelperNames``):
    /// functions, parameters, locals and types that start with `_`.
    static func isHelperName(_ name: String) -> Bool { name.hasPrefix("_") }

    /// Parameters of generated functions that bind no message argument
    /// (`localized(in locale:)`, the locale type's `negotiated(languageTag tag:)`): no
    /// catalog name can shadow them, but they are listed so that this list is the whole
    /// vocabulary.
    static let otherLocals: Set<String> = ["isolation", "locale", "languageTags", "languageTag", "tag"]

    /// The attributes of a member that implements one of `LocalizedMessage`'s
    /// `@_spi(Generated)` requirements: in a public catalog the member is public and
    /// behind the same SPI (apps see only the API that calls it); in an internal one it
    /// is internal.
    static func spiPrefix(_ access: String) -> String {
        access == "public" ? "@_spi(Generated) public " : access.isEmpty ? "" : access + " "
    }

    /// Names Swift reads as something else after a dot (`Messages.self`, `.init`,
    /// `Messages.Type`), so a case or accessor cannot usefully have them even in
    /// backticks.
    static let unusableMembers: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_"]

    static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
