import CatalogRuntime
import Intl

/// One problem with one field: which field, a stable code, and a typed message that
/// renders in any locale at the edge.
///
/// ```swift
/// for issue in result.issues {
///     print(issue.path, issue.code, issue.localized(in: locale))  // locale: IntlLocale
///     if issue.code == .required { … }
/// }
/// if case .tooShort(_, let min)? = issue.message.message as? ValidationMessage { … }
/// ```
public struct ValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// The top-level field the issue is about.
    public let field: FieldKey
    /// Where exactly: the field, or a member or element nested in its value; prints as
    /// a JSON Pointer (`/address/street`).
    public let path: FieldPath
    /// A stable, locale-independent code, such as ``ValidationCode/required``,
    /// ``ValidationCode/tooShort`` or ``ValidationCode/emailMissingAt``: for client
    /// code, analytics and tests.
    public let code: ValidationCode
    /// The message, typed: built-in rules give a ``ValidationMessage``; custom rules
    /// give a message of the app's own catalog.
    public let message: LocalizedText

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - field: The top-level field.
    ///   - path: Where inside it, or nil (the default) for the field itself.
    ///   - code: The issue's code.
    ///   - message: The message to render.
    public init(field: FieldKey, path: FieldPath? = nil, code: ValidationCode, message: LocalizedText) {
        self.field = field
        self.path = path ?? FieldPath(field)
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
        message.localized(languageTag: languageTag, isolation: isolation)
    }

    public var description: String { "\(path): \(code)" }
}
