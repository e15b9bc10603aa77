/// The names generated code gives its private helpers: the functions rendering each
/// pattern, their parameters and locals.
///
/// Every one starts with `_`. Names derived from the catalogs never do (Fluent ids and
/// variables start with a letter, and so do locale tags), so these cannot collide with a
/// message case, an attribute accessor, an argument label or a locale case.
enum GeneratedHelperNames {
    /// The function rendering one pattern of one locale's file: `_en_message3`,
    /// `_ptBR_message3_attribute0`, `_ru_term12`. Locale case names have no `_`, so the
    /// parts cannot run together.
    static func patternFunction(locale: String, entry: Int, isTerm: Bool, attribute: Int?) -> String {
        "_\(locale)_\(isTerm ? "term" : "message")\(entry)" + (attribute.map { "_attribute\($0)" } ?? "")
    }

    /// The isolation parameter of every generated function (a message argument may be
    /// called `isolation`).
    static let isolation = "_isolation"
    /// The text being built in a function body.
    static let text = "_text"
    /// The locale runtime in a function body.
    static let runtime = "_runtime"

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
}
