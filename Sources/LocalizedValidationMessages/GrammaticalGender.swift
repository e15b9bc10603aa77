/// The grammatical gender of a text in one language: what a message embedding it
/// agrees with (pt-BR "Senha obrigatória", "CPF obrigatório").
///
/// Gender belongs to a translation, not to a meaning: *Password* has none in English,
/// *Senha* is feminine in Portuguese and *Пароль* masculine in Russian. A label message
/// declares it in each locale's catalog with a `.gender` attribute, which the catalog
/// compiler checks against the genders listed here:
///
/// ```ftl
/// field-password = Senha
///     .gender = feminine
/// ```
///
/// and a message selects on the gender of a `Text` argument with `GENDER()`, falling
/// back to a phrasing that fits any label when the label declares none:
///
/// ```ftl
/// required = { GENDER($field) ->
///         [masculine] { $field } obrigatório.
///         [feminine] { $field } obrigatória.
///        *[other] Preencha o campo “{ $field }”.
///     }
/// ```
///
/// A struct with static members rather than an enum, so that a gender a future
/// language needs (Scandinavian *common*) is not a breaking change.
public struct GrammaticalGender: Sendable, Hashable, CustomStringConvertible {
    /// The name a catalog writes: `masculine`, `feminine` or `neuter`.
    public let name: String

    // The genders are computed, not stored: a short literal name costs nothing to make,
    // while a stored static is a once-check and a copy at each of the generated
    // `GENDER()` comparisons (goal R3 of the request benchmark).
    @usableFromInline
    init(name: String) {
        self.name = name
    }

    /// Masculine (pt-BR *o e-mail*, ru *пароль*).
    @inlinable public static var masculine: GrammaticalGender { GrammaticalGender(name: "masculine") }
    /// Feminine (pt-BR *a senha*, ru *почта*).
    @inlinable public static var feminine: GrammaticalGender { GrammaticalGender(name: "feminine") }
    /// Neuter (ru *имя*, de *das Passwort*).
    @inlinable public static var neuter: GrammaticalGender { GrammaticalGender(name: "neuter") }

    /// Every gender a catalog may declare, in the order the compiler lists them.
    public static let all: [GrammaticalGender] = [.masculine, .feminine, .neuter]

    /// The gender a catalog names `name`, or nil for a name that is not one.
    public init?(named name: String) {
        guard let gender = Self.all.first(where: { $0.name == name }) else { return nil }
        self = gender
    }

    public var description: String { name }
}

extension LocalizedMessage {
    /// No gender: the default for catalogs whose messages declare none.
    public func grammaticalGender(languageTags: [String]) -> GrammaticalGender? {
        nil
    }
}

extension LocalizedText {
    /// The gender of this text in the locale best matching `languageTags`: the wrapped
    /// message's `.gender` attribute in the locale it renders in (its fallback's, when
    /// it falls back), or the gender given to verbatim text; nil when none is declared,
    /// and messages then use their neutral phrasing.
    ///
    /// - Parameter languageTags: BCP 47 tags in order of preference, as for
    ///   ``localized(languageTags:isolation:)``.
    /// - Returns: The declared gender, or nil.
    public func grammaticalGender(languageTags: [String]) -> GrammaticalGender? {
        storage.content.grammaticalGender(languageTags: languageTags)
    }
}
