import LocalizedValidationCLDR

/// The names generated code gives its private helpers: the functions rendering each
/// pattern, their parameters and locals.
///
/// Every one starts with `_`. Names derived from the catalogs never do (Fluent ids and
/// variables start with a letter, and so do locale tags), so these cannot collide with a
/// message case, an attribute accessor, an argument label or a locale case.
enum GeneratedHelperNames {
    /// The function rendering one pattern of one locale's file: the locale's case name
    /// and the entry's function name (``patternFunctionNames(_:)``), as `_en_tooShort`,
    /// `_ptBR_field_gender`, `_ru_term_brand`. Locale case names have no `_`, so the parts
    /// cannot run together.
    static func patternFunction(locale: String, entry: SwiftEntry, attribute: Int?) -> String {
        "_\(locale)_" + (attribute.map { entry.attributeFunctionNames[$0] } ?? entry.functionName)
    }

    /// The function names of a file's entries (without the locale), derived from their
    /// ids so that adding or removing a message renames no other function in a diff: a
    /// message's value is its id in lower camel case (`too-short` → `tooShort`), a term's
    /// `term_` and its id (`-brand` → `term_brand`), an attribute the entry's name, `_`
    /// and the attribute's (`field_gender`). Distinct ids get distinct names by the rule
    /// of ``SwiftNames/distinctNames(for:isReserved:)``, and a name that still meets
    /// another (an attribute's against a spelled-out id) takes the id's hash, which
    /// depends on the ids alone.
    static func patternFunctionNames(
        _ entries: [(id: String, isTerm: Bool, attributes: [String])]
    ) -> [(value: String, attributes: [String])] {
        // Messages and terms share one namespace: a message `term-brand` and a term
        // `-brand` must not meet.
        let ids = entries.map { $0.isTerm ? "term-" + $0.id.drop { $0 == "-" } : $0.id }
        // The names distinctNames gives are distinct, and only those holding a `_` (a term's,
        // an attribute's, a spelled-out or hashed one) can meet another: only they are
        // tracked (a set of every name was a third of naming a large catalog).
        var taken = Set<String>()
        func claim(_ name: String, orHashOf id: String) -> String {
            guard name.utf8.contains(UInt8(ascii: "_")) else { return name }
            let unique = taken.insert(name).inserted ? name : SwiftNames.hashed(id)
            taken.insert(unique)
            return unique
        }
        let bases = SwiftNames.distinctNames(for: ids, isReserved: { _ in false }).enumerated().map { index, name in
            let isTermName = entries[index].isTerm && !name.utf8.contains(UInt8(ascii: "_"))
            return claim(isTermName ? "term_" + name.dropFirst(4).lowercasingFirst : name, orHashOf: ids[index])
        }
        return entries.indices.map { index in
            let attributes = SwiftNames.distinctNames(for: entries[index].attributes, isReserved: { _ in false })
            let names = zip(entries[index].attributes, attributes).map { id, attribute in
                claim(bases[index] + "_" + attribute, orHashOf: ids[index] + "-" + id)
            }
            return (bases[index], names)
        }
    }

    /// The isolation parameter of every generated function (a message argument may be
    /// called `isolation`).
    static let isolation = "_isolation"
    /// The app's functions (catalogc.json), a parameter of every generated function of a
    /// catalog that calls one.
    static let functions = "_functions"
    /// The value an app function returned for a selection, the `index`th of its function
    /// (numbered with the plural categories).
    static func value(_ index: Int) -> String { "_value\(index)" }
    /// The text being built in a function body.
    static let text = "_text"
    /// The locale runtime in a function body.
    static let runtime = "_runtime"
    /// The locale's ICU formatting (`LocaleFormatting`) in a function body.
    static let formatting = "_formatting"
    /// The locale type's static an app's texts of the built-in messages format through
    /// ICU with in one locale, declared in their own file (`_nlBuiltInFormatting`).
    static func builtInFormatting(localeCase: String) -> String { "_\(localeCase)BuiltInFormatting" }

    /// The locale type's static holding one locale's baked format of a `NUMBER()` style:
    /// `_ru_percent`, `_en_currencyEURName`, `_ru_unitKilometerPerHourLong`; in an app's texts
    /// of the built-in messages, declared in their own file, `_nl_builtInPercent`. Locale
    /// case names have no `_`, so the parts cannot run together.
    static func numberStyle(localeCase: String, style: NumberStyle, builtIn: Bool) -> String {
        let name: String
        switch style.kind {
        case .decimal: name = "decimal"
        case .percent: name = "percent"
        case .currency(let code, let display): name = "currency" + code + display.name.uppercasingFirst
        case .unit(let unit, let display):
            let words = unit.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
            name = "unit" + words.map { String($0).uppercasingFirst }.joined() + display.name.uppercasingFirst
        }
        return "_\(localeCase)_" + (builtIn ? "builtIn" + name.uppercasingFirst : name)
    }

    /// The locale type's static holding one locale's baked format of a `DATETIME()`
    /// request: `_ru_dateLong` for a calendar day's style, `_ru_date_yMMMMdjmm` for fields,
    /// `_ru_instantDateMediumTimeShort` for an instant's styles; `_nl_builtInDateLong` in an
    /// app's texts of the built-in messages.
    static func date(localeCase: String, request: BakedDatePattern.Request, builtIn: Bool) -> String {
        let name: String =
            switch request {
            case .style(let style): "date" + style.rawValue.uppercasingFirst
            case .skeleton(let skeleton): "date_" + skeleton.filter { $0.isASCII && $0.isLetter }
            case .styles(let date, let time):
                "instant" + (date.map { "Date" + $0.rawValue.uppercasingFirst } ?? "")
                    + (time.map { "Time" + $0.rawValue.uppercasingFirst } ?? "")
            }
        return "_\(localeCase)_" + (builtIn ? "builtIn" + name.uppercasingFirst : name)
    }

    /// The locale type's static holding a list of names (months, weekdays, day periods)
    /// that several of one locale's baked date formats show, written once rather than in
    /// each: `_ru_dateNames_MMM`; `_ru_dateNames_MMM_2` for a second, different list of the
    /// same field; `_nl_builtInDateNames_MMM` in an app's texts of the built-in messages.
    static func dateNames(localeCase: String, field: String, ordinal: Int, builtIn: Bool) -> String {
        let name = "dateNames_" + field.filter { $0.isASCII && $0.isLetter } + (ordinal > 1 ? "_\(ordinal)" : "")
        return "_\(localeCase)_" + (builtIn ? "builtIn" + name.uppercasingFirst : name)
    }

    /// The locale type's static holding one locale's localized GMT format, which its baked
    /// date formats that show a zone's offset share: `_ru_localizedGMT`;
    /// `_nl_builtInLocalizedGMT` in an app's texts of the built-in messages.
    static func localizedGMT(localeCase: String, builtIn: Bool) -> String {
        "_\(localeCase)_" + (builtIn ? "builtInLocalizedGMT" : "localizedGMT")
    }

    /// The locale type's static holding one locale's zone names, which its baked date
    /// formats that show a zone's name share: `_ru_zoneNames`; `_nl_builtInZoneNames` in an
    /// app's texts of the built-in messages.
    static func zoneNames(localeCase: String, builtIn: Bool) -> String {
        "_\(localeCase)_" + (builtIn ? "builtInZoneNames" : "zoneNames")
    }

    /// The locale type's static holding the zones' metazones, which every locale's zone
    /// names share: `_zoneMetazones`; `_builtInZoneMetazones` in an app's texts of the
    /// built-in messages.
    static func zoneMetazones(builtIn: Bool) -> String {
        builtIn ? "_builtInZoneMetazones" : "_zoneMetazones"
    }

    /// The plural category of a selection, the `index`th of its function.
    static func category(_ index: Int) -> String { "_category\(index)" }

    /// The grammatical gender of a `GENDER()` selection's argument, the `index`th
    /// selection of its function (numbered with the plural categories).
    static func gender(_ index: Int) -> String { "_gender\(index)" }

    /// The parameter of a term function for the term's `index`th variable.
    static func termArgument(_ index: Int) -> String { "_t\(index)" }

    /// The type of a term variable's value, declared in each catalog that needs it: the
    /// literal's text, and for a number its value and plural category.
    static let termArgumentType = "_TermArgument"

    /// A `"messageType": "struct"` catalog's case list and the stored case: the
    /// enum generated code switches over, and the struct's one stored property.
    static let messageCaseType = "_Case"
    static let messageCase = "_case"

    /// What generated code switches over to tell a catalog's messages apart: the enum
    /// itself, or a struct catalog's stored case.
    static func messageSubject(_ type: CompilerConfiguration.MessageType) -> String {
        type == .struct ? messageCase : "self"
    }

    /// The type holding the terms rendered once for the set (``SharedTerms``), in the
    /// locale type's file: `_CatalogLocaleTerms`. Catalog types never start with `_`.
    static func sharedTermsType(localeType: String) -> String { "_" + localeType + "Terms" }
}

extension StringProtocol {
    /// The text with its first character lower-cased.
    fileprivate var lowercasingFirst: String {
        guard let first else { return "" }
        return first.lowercased() + dropFirst()
    }

    /// The text with its first character upper-cased.
    fileprivate var uppercasingFirst: String {
        guard let first else { return "" }
        return first.uppercased() + dropFirst()
    }
}

/// The Swift names of the app's functions (catalogc.json), derived from their Fluent
/// names: `SHORT_URL()` is the method `shortUrl(…)`, and a function returning values
/// returns the enum `ShortUrlValue`, whose cases are the values in lower camel case.
enum AppFunctionNames {
    static func method(_ function: String) -> String {
        SwiftNames.escaped(SwiftNames.lowerCamel(function.lowercased()))
    }

    static func valueType(_ function: String) -> String {
        (SwiftNames.upperCamel(function.lowercased()) ?? "Function") + "Value"
    }

    static func valueCase(_ value: String) -> String {
        SwiftNames.escaped(SwiftNames.lowerCamel(value))
    }

    static func option(_ name: String) -> String {
        SwiftNames.escaped(SwiftNames.lowerCamel(name))
    }
}
