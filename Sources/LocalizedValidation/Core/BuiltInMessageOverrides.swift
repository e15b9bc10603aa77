import LocalizedValidationMessages

/// An app's own texts for the built-in messages (``ValidationMessage``): its generated
/// locale type conforms when the app's catalogs hold `Locales/<locale>/ValidationMessage.ftl`
/// files, in a locale the library lacks (`nl`, every message) or with the app's own
/// wording in one it has (any of the messages).
///
/// Nothing is registered: the texts belong to the app's locale type, so rendering in one
/// of its values uses them (`ValidationMessage`'s and `ValidationIssue`'s
/// `localized(in:isolation:)` given a value of the type, and `problemResponse` given the
/// type).
/// The build plugin writes the conformance (`<LocaleType>+ValidationMessage.swift`) after
/// checking each file against the library's source: message ids, variables, the
/// language's plural categories.
public protocol BuiltInMessageOverrides: SupportedLocale {
    /// The app's text of `message` in this locale; nil where the app's file gives none
    /// and the library's text serves.
    ///
    /// - Parameters:
    ///   - message: A built-in message.
    ///   - isolation: `.isolated` wraps arguments in bidi isolates, for UI text.
    func localized(_ message: ValidationMessage, isolation: ArgumentIsolation) -> String?

    /// Whether the app gives every built-in message in this locale, as it must in a
    /// locale the library has no messages in.
    var hasEveryBuiltInMessage: Bool { get }
}

extension SupportedLocale where Self: RawRepresentable<String> {
    /// Whether the built-in messages exist in this locale: the library ships them in a
    /// locale negotiation matches to it (`pt` is served by `pt-BR`), or the app gives
    /// every one of them (`BuiltInMessageOverrides.hasEveryBuiltInMessage`).
    ///
    /// A locale without them would show the library's English messages beside the app's
    /// own labels; `problemResponse` leaves such locales out of negotiation, and the build
    /// plugin warns about each.
    public var hasBuiltInMessages: Bool {
        if let app = self as? any BuiltInMessageOverrides, app.hasEveryBuiltInMessage { return true }
        return ValidationLocale(bestMatching: [rawValue]) != nil
    }
}

extension SupportedLocale where Self: RawRepresentable<String> & CaseIterable {
    /// The app's locales that have the built-in messages (`hasBuiltInMessages`), in the
    /// type's order (its source locale first): what a response's locale is negotiated
    /// among, so that its `Content-Language` is the language of all its text.
    public static var localesWithBuiltInMessages: [Self] {
        allCases.filter(\.hasBuiltInMessages)
    }
}

extension ValidationMessage {
    /// The message in one of the app's locales: the app's own text where its catalogs
    /// give one (`BuiltInMessageOverrides`), else the built-in text in the locale that
    /// negotiation matches to the app's locale's tag. Labels render in the app's locale.
    ///
    /// ```swift
    /// ValidationMessage.required(field: LocalizedText(AppText.email)).localized(in: AppLocale.nl)
    /// // "Vul het veld ‘E-mailadres’ in."
    /// ```
    ///
    /// - Parameters:
    ///   - locale: A value of the app's generated locale type.
    ///   - isolation: `.isolated` wraps arguments in bidi isolates, for UI text.
    /// - Returns: The rendered text.
    public func localized<Locale: SupportedLocale & RawRepresentable<String>>(
        in locale: Locale, isolation: ArgumentIsolation = .none
    ) -> String {
        if let app = locale as? any BuiltInMessageOverrides, let text = app.localized(self, isolation: isolation) {
            return text
        }
        return localized(languageTag: locale.rawValue, isolation: isolation)
    }
}

extension ValidationIssue {
    /// The message in one of the app's locales: a built-in message in the app's own text
    /// where its catalogs give one (`BuiltInMessageOverrides`), any other message as
    /// its catalog renders the locale's tag.
    ///
    /// - Parameters:
    ///   - locale: A value of the app's generated locale type, such as `AppLocale.nl`.
    ///   - isolation: `.isolated` wraps arguments in bidi isolates, for UI text.
    /// - Returns: The rendered message.
    public func localized<Locale: SupportedLocale & RawRepresentable<String>>(
        in locale: Locale, isolation: ArgumentIsolation = .none
    ) -> String {
        message.localized(in: locale, isolation: isolation)
    }
}

extension LocalizedText {
    /// The text in one of the app's locales: a built-in message in the app's own text
    /// where its catalogs give one (`BuiltInMessageOverrides`), any other message as its
    /// catalog renders the locale's tag.
    ///
    /// - Parameters:
    ///   - locale: A value of the app's generated locale type, such as `AppLocale.nl`.
    ///   - isolation: `.isolated` wraps arguments in bidi isolates, for UI text.
    /// - Returns: The rendered text.
    public func localized<Locale: SupportedLocale & RawRepresentable<String>>(
        in locale: Locale, isolation: ArgumentIsolation = .none
    ) -> String {
        if let builtIn = message as? ValidationMessage {
            return builtIn.localized(in: locale, isolation: isolation)
        }
        return localized(languageTag: locale.rawValue, isolation: isolation)
    }
}
