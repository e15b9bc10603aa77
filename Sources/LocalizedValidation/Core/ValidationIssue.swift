import CatalogRuntime
import Intl

/// One problem with one field: which field, a stable code, and a typed message that
/// renders in any locale at the edge.
///
/// ```swift
/// for issue in result.issues {
///     print(issue.field, issue.code, issue.localized(in: locale))  // locale: IntlLocale
/// }
/// if case .tooShort(_, let min)? = issue.message.message as? ValidationMessage { … }
/// ```
public struct ValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// The field the issue is about.
    public let field: FieldKey
    /// A stable, locale-independent code, such as `required`, `too-short` or
    /// `email-missing-at`: for client code, analytics and tests.
    public let code: String
    /// The message, typed: built-in rules give a ``ValidationMessage``; custom rules
    /// give a message of the app's own catalog.
    public let message: LocalizedText

    public init(field: FieldKey, code: String, message: LocalizedText) {
        self.field = field
        self.code = code
        self.message = message
    }

    /// The message in the supported locale best matching `locale`.
    ///
    /// - Parameters:
    ///   - locale: The locale of the request or screen.
    ///   - isolation: `.isolated` wraps each argument in bidi
    ///     isolates, for UI text; the default inserts arguments as they are.
    /// - Returns: The rendered message.
    public func localized(in locale: IntlLocale, isolation: ArgumentIsolation = .none) -> String {
        message.localized(in: locale, isolation: isolation)
    }

    /// The message in the supported locale best matching `languageTags`.
    public func localized(languageTags: [String], isolation: ArgumentIsolation = .none) -> String {
        message.localized(languageTags: languageTags, isolation: isolation)
    }

    /// The message in the supported locale best matching one BCP 47 tag.
    public func localized(languageTag: String, isolation: ArgumentIsolation = .none) -> String {
        message.localized(languageTags: [languageTag], isolation: isolation)
    }

    public var description: String { "\(field): \(code)" }
}
