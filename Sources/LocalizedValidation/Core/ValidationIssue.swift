import LocalizedValidationIntl
import LocalizedValidationMessages

/// One problem with one field: which field, a stable code, and a typed message that
/// renders in any locale at the edge.
///
/// ```swift
/// for issue in result.issues {
///     print(issue.path, issue.code, issue.localized(in: locale))  // locale: IntlLocale
///     if issue.code == .required { … }
/// }
/// if issue.message.message as? ValidationMessage == .tooShort(field: label, min: 8) { … }
/// ```
public struct ValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// The top-level field the issue is about.
    public var field: FieldKey { storage.field }
    /// Where exactly: the field, or a member or element nested in its value; prints as
    /// a JSON Pointer (`/address/street`).
    public var path: FieldPath { storage.path }
    /// A stable, locale-independent code, such as ``ValidationCode/required``,
    /// ``ValidationCode/tooShort`` or ``ValidationCode/emailMissingAt``: for client
    /// code, analytics and tests.
    public var code: ValidationCode { storage.code }
    /// The message, typed: built-in rules give a ``ValidationMessage``; custom rules
    /// give a message of the app's own catalog.
    public var message: LocalizedText { storage.message }

    /// The members, immutable and shared: copying an issue (iterating a result's issues,
    /// returning them in a failure) is one reference count, not one per member
    /// (goal R3 of the request benchmark).
    private final class Storage: Sendable {
        let field: FieldKey
        let path: FieldPath
        let code: ValidationCode
        let message: LocalizedText

        init(field: FieldKey, path: FieldPath, code: ValidationCode, message: LocalizedText) {
            self.field = field
            self.path = path
            self.code = code
            self.message = message
        }
    }

    private let storage: Storage

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - field: The top-level field.
    ///   - path: Where inside it, or nil (the default) for the field itself.
    ///   - code: The issue's code.
    ///   - message: The message to render.
    public init(field: FieldKey, path: FieldPath? = nil, code: ValidationCode, message: LocalizedText) {
        storage = Storage(field: field, path: path ?? FieldPath(field), code: code, message: message)
    }

    public static func == (lhs: ValidationIssue, rhs: ValidationIssue) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.field == rhs.field && lhs.path == rhs.path && lhs.code == rhs.code && lhs.message == rhs.message)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(field)
        hasher.combine(path)
        hasher.combine(code)
        hasher.combine(message)
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
