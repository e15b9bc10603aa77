import LocalizedValidation

/// A problem-details object (RFC 9457) for a submission that failed validation: what a
/// server answers with status 422 and `Content-Type: application/problem+json`.
///
/// ```json
/// {
///   "type": "tag:localizedvalidation,2026:validation-failed",
///   "title": "The submitted values are not valid.",
///   "status": 422,
///   "detail": "2 errors",
///   "errors": [
///     { "pointer": "/email", "code": "email-missing-at", "detail": "E-mail must contain an @." },
///     { "pointer": "/terms", "code": "must-be-true", "detail": "Select “Terms” to continue." }
///   ]
/// }
/// ```
///
/// `errors` is this problem type's extension member: one entry per issue, in the
/// result's order, with the issue's JSON Pointer (RFC 6901) into the submitted document,
/// its stable code and its message. Build one with ``init(_:languageTag:type:)``, or the
/// whole response with `ValidationResult.problemResponse(acceptLanguage:supportedLocales:type:prettyPrinted:)`.
public struct ProblemDetails: Sendable, Hashable, Codable {
    /// One issue of the submission.
    public struct FieldError: Sendable, Hashable, Codable {
        /// Where the issue is, as a JSON Pointer into the submitted document (`/email`,
        /// `/address/city`, `/phones/2`).
        public var pointer: String
        /// The issue's stable code (`required`, `email-missing-at`), for client code.
        public var code: String
        /// The issue's message in the response's language.
        public var detail: String

        /// Creates an entry.
        public init(pointer: String, code: String, detail: String) {
            self.pointer = pointer
            self.code = code
            self.detail = detail
        }
    }

    /// The problem type, a URI (``validationFailedType`` by default).
    public var type: String
    /// A short summary of the problem type, in the response's language.
    public var title: String
    /// The HTTP status code: 422 (Unprocessable Content).
    public var status: Int
    /// This occurrence: how many errors, plural-correct (“3 errors”, «3 ошибки»).
    public var detail: String
    /// Every issue, in the result's order.
    public var errors: [FieldError]

    /// The media type of the JSON form (RFC 9457 §3).
    public static let mediaType = "application/problem+json"

    /// The status of a validation failure: 422, Unprocessable Content (RFC 9110
    /// §15.5.21): the request is well-formed, its values are not acceptable.
    public static let validationFailedStatus = 422

    /// The problem type of a validation failure when the app names none: a `tag:` URI
    /// (RFC 4151), which identifies the type without claiming a web page documents it.
    /// Pass your own type URI, one that documents your API's errors, when you have one.
    public static let validationFailedType = "tag:localizedvalidation,2026:validation-failed"

    /// Creates a problem from its members.
    public init(type: String, title: String, status: Int, detail: String, errors: [FieldError]) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
    }

    /// The problem of a result with issues, rendered in one locale; nil when the result
    /// is valid.
    ///
    /// - Parameters:
    ///   - result: The validation result.
    ///   - languageTag: The response's locale (negotiated by
    ///     ``AcceptLanguage/bestMatch(in:)``); every message renders in it.
    ///   - type: The problem type URI; ``validationFailedType`` by default.
    public init?(_ result: ValidationResult, languageTag: String, type: String = ProblemDetails.validationFailedType) {
        guard !result.isValid else { return nil }
        self.init(
            type: type,
            title: ValidationMessage.validationFailed.localized(languageTag: languageTag),
            status: Self.validationFailedStatus,
            detail: ValidationMessage.errorCount(count: result.issues.count).localized(languageTag: languageTag),
            errors: result.issues.map { issue in
                FieldError(
                    pointer: Self.pointer(for: issue), code: issue.code.rawValue,
                    detail: issue.localized(languageTag: languageTag))
            })
    }

    /// The `pointer` of an issue: its path as a JSON Pointer (RFC 6901), such as
    /// `/address/city`. The one place the conversion is made.
    public static func pointer(for issue: ValidationIssue) -> String {
        issue.path.jsonPointer
    }

    /// The problem as `application/problem+json` bytes: members in the RFC's order
    /// (`type`, `title`, `status`, `detail`, `errors`), UTF-8, nothing escaped that JSON
    /// does not require but U+2028 and U+2029 (so the text can sit in a script).
    ///
    /// - Parameter prettyPrinted: Indent by two spaces, one member per line (for
    ///   people); compact by default (for the wire).
    public func json(prettyPrinted: Bool = false) -> [UInt8] {
        var writer = ProblemJSONWriter(prettyPrinted: prettyPrinted)
        writer.write(self)
        return writer.bytes
    }
}
