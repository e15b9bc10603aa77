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
/// its stable code and its message. At most `FormSchema.maximumIssues` entries are
/// listed for one request; when more issues were found, `detail` counts them all and the
/// extension member `omittedErrors` (after `errors`, present only then) says how many
/// are not listed, so that the answer stays bounded whatever the body holds. Build one with `init(_:languageTag:type:)`, or the
/// whole response with `ValidationResult.problemResponse(acceptLanguage:supportedLocales:type:prettyPrinted:)`.
///
/// A body that could not be read at all (`JSONInputError`) is a problem too, status 400
/// (413 when it is too large), with one entry in `errors` that also gives the byte
/// `offset` where reading stopped:
///
/// ```json
/// {
///   "type": "tag:localizedvalidation,2026:unreadable-body",
///   "title": "The request body could not be read.",
///   "status": 400,
///   "detail": "The request body is not valid JSON.",
///   "errors": [
///     { "pointer": "/email", "code": "json-syntax", "detail": "The request body is not valid JSON.", "offset": 10 }
///   ]
/// }
/// ```
///
/// The JSON is written by ``json(prettyPrinted:)`` alone (the type is `Decodable`, for
/// clients and tests that read a problem back, but not `Encodable`: one writer, whose
/// output is safe to embed in HTML).
public struct ProblemDetails: Sendable, Hashable, Decodable {
    /// One issue of the submission.
    public struct FieldError: Sendable, Hashable, Decodable {
        /// Where the issue is, as a JSON Pointer into the submitted document (`/email`,
        /// `/address/city`, `/phones/2`).
        public var pointer: String
        /// The issue's stable code (`required`, `email-missing-at`), for client code.
        public var code: String
        /// The issue's message in the response's language.
        public var detail: String
        /// For a body that could not be read, the byte offset where reading stopped;
        /// nil (and left out of the JSON) for a validation issue.
        public var offset: Int?

        /// Creates an entry.
        public init(pointer: String, code: String, detail: String, offset: Int? = nil) {
            self.pointer = pointer
            self.code = code
            self.detail = detail
            self.offset = offset
        }
    }

    /// The problem type, a URI (``validationFailedType`` by default).
    public var type: String
    /// A short summary of the problem type, in the response's language.
    public var title: String
    /// The HTTP status code: 422 (Unprocessable Content) for a validation failure, 400
    /// or 413 for a body that could not be read.
    public var status: Int
    /// This occurrence: how many errors, plural-correct (“3 errors”, «3 ошибки»); for a
    /// body that could not be read, why.
    public var detail: String
    /// Every issue, in the result's order, at most `FormSchema.maximumIssues`.
    public var errors: [FieldError]
    /// How many issues were found beyond ``errors`` and not listed
    /// (`ValidationResult.omittedIssueCount`); 0, and left out of the JSON, when
    /// ``errors`` lists them all.
    public var omittedErrors: Int

    /// The media type of the JSON form (RFC 9457 §3).
    public static let mediaType = "application/problem+json"

    /// The status of a validation failure: 422, Unprocessable Content (RFC 9110
    /// §15.5.21): the request is well-formed, its values are not acceptable.
    public static let validationFailedStatus = 422

    /// The problem type of a validation failure when the app names none: a `tag:` URI
    /// (RFC 4151), which identifies the type without claiming a web page documents it.
    /// Pass your own type URI, one that documents your API's errors, when you have one.
    public static let validationFailedType = "tag:localizedvalidation,2026:validation-failed"

    /// The status of a body that could not be read as JSON: 400, Bad Request (RFC 9110
    /// §15.5.1).
    public static let unreadableBodyStatus = 400

    /// The status of a body over the size limit: 413, Content Too Large (RFC 9110
    /// §15.5.14).
    public static let bodyTooLargeStatus = 413

    /// The problem type of a body that could not be read (or is too large) when the app
    /// names none; a `tag:` URI like ``validationFailedType``.
    public static let unreadableBodyType = "tag:localizedvalidation,2026:unreadable-body"

    /// Creates a problem from its members.
    public init(
        type: String, title: String, status: Int, detail: String, errors: [FieldError], omittedErrors: Int = 0
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
        self.omittedErrors = omittedErrors
    }

    private enum CodingKeys: String, CodingKey {
        case type, title, status, detail, errors, omittedErrors
    }

    /// Reads a problem back; `omittedErrors` is 0 when the member is missing.
    ///
    /// - Throws: `DecodingError` when a member is missing or of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            type: try container.decode(String.self, forKey: .type),
            title: try container.decode(String.self, forKey: .title),
            status: try container.decode(Int.self, forKey: .status),
            detail: try container.decode(String.self, forKey: .detail),
            errors: try container.decode([FieldError].self, forKey: .errors),
            omittedErrors: try container.decodeIfPresent(Int.self, forKey: .omittedErrors) ?? 0)
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
        self.init(
            result, type: type, builtIn: { $0.localized(languageTag: languageTag) },
            issue: { $0.localized(languageTag: languageTag) })
    }

    /// The problem of a result with issues, rendered in one of the app's locales: the
    /// built-in messages in the app's own texts where its catalogs give them
    /// (`BuiltInMessageOverrides`); nil when the result is valid.
    ///
    /// - Parameters:
    ///   - result: The validation result.
    ///   - locale: The response's locale, a value of the app's generated locale type.
    ///   - type: The problem type URI; ``validationFailedType`` by default.
    public init?<Locale: SupportedLocale & RawRepresentable<String>>(
        _ result: ValidationResult, locale: Locale, type: String = ProblemDetails.validationFailedType
    ) {
        self.init(
            result, type: type, builtIn: { $0.localized(in: locale) }, issue: { $0.localized(in: locale) })
    }

    private init?(
        _ result: ValidationResult, type: String, builtIn: (ValidationMessage) -> String,
        issue render: (ValidationIssue) -> String
    ) {
        guard !result.isValid else { return nil }
        self.init(
            type: type,
            title: builtIn(.validationFailed),
            status: Self.validationFailedStatus,
            detail: builtIn(.errorCount(count: result.totalIssueCount)),
            errors: result.issues.prefix(FormSchema.maximumIssues).map { issue in
                FieldError(pointer: Self.pointer(for: issue), code: issue.code.rawValue, detail: render(issue))
            },
            omittedErrors: result.totalIssueCount - min(result.issues.count, FormSchema.maximumIssues))
    }

    /// The problem of a body that could not be read, rendered in one locale: status 400,
    /// or 413 when it is over the size limit; one entry in ``errors`` with the reason's
    /// stable code (`json-syntax`, `json-invalid-utf8`, `json-duplicate-key`…: `json-`
    /// and the reason's name, the id of the built-in message that explains it), the JSON
    /// Pointer of the member being read (`""` outside every member) and the byte offset.
    ///
    /// - Parameters:
    ///   - error: Why the body could not be read.
    ///   - languageTag: The response's locale (negotiated by
    ///     ``AcceptLanguage/bestMatch(in:)``); the title and detail render in it.
    ///   - type: The problem type URI; ``unreadableBodyType`` by default.
    public init(_ error: JSONInputError, languageTag: String, type: String = ProblemDetails.unreadableBodyType) {
        self.init(error, type: type) { $0.localized(languageTag: languageTag) }
    }

    /// The problem of a body that could not be read, rendered in one of the app's
    /// locales: the built-in messages in the app's own texts where its catalogs give them
    /// (`BuiltInMessageOverrides`).
    ///
    /// - Parameters:
    ///   - error: Why the body could not be read.
    ///   - locale: The response's locale, a value of the app's generated locale type.
    ///   - type: The problem type URI; ``unreadableBodyType`` by default.
    public init<Locale: SupportedLocale & RawRepresentable<String>>(
        _ error: JSONInputError, locale: Locale, type: String = ProblemDetails.unreadableBodyType
    ) {
        self.init(error, type: type) { $0.localized(in: locale) }
    }

    private init(_ error: JSONInputError, type: String, render: (ValidationMessage) -> String) {
        let tooLarge = error.reason == .tooLarge
        let (code, message) = Self.codeAndMessage(for: error.reason)
        let detail = render(message)
        self.init(
            type: type,
            title: render(tooLarge ? .bodyTooLarge : .bodyUnreadable),
            status: tooLarge ? Self.bodyTooLargeStatus : Self.unreadableBodyStatus,
            detail: detail,
            errors: [
                FieldError(pointer: error.pointer, code: code.rawValue, detail: detail, offset: error.offset)
            ])
    }

    /// The code and the built-in message that say why a body could not be read: the
    /// message's id is the code, as for every built-in message (`json-syntax`).
    static func codeAndMessage(for reason: JSONInputError.Reason) -> (ValidationCode, ValidationMessage) {
        switch reason {
        case .invalidUTF8: (.jsonInvalidUTF8, .jsonInvalidUtf8)
        case .byteOrderMark: (.jsonByteOrderMark, .jsonByteOrderMark)
        case .notAnObject: (.jsonNotAnObject, .jsonNotAnObject)
        case .duplicateKey: (.jsonDuplicateKey, .jsonDuplicateKey)
        case .tooLarge: (.jsonTooLarge, .jsonTooLarge)
        case .tooDeep: (.jsonTooDeep, .jsonTooDeep)
        case .tooManyElements: (.jsonTooManyElements, .jsonTooManyElements)
        case .tooManyValues: (.jsonTooManyValues, .jsonTooManyValues)
        case .numberTooLong: (.jsonNumberTooLong, .jsonNumberTooLong)
        case .numberOutOfRange: (.jsonNumberOutOfRange, .jsonNumberOutOfRange)
        default: (.jsonSyntax, .jsonSyntax)
        }
    }

    /// The `pointer` of an issue: its path as a JSON Pointer (RFC 6901), such as
    /// `/address/city`. The one place the conversion is made.
    public static func pointer(for issue: ValidationIssue) -> String {
        issue.path.jsonPointer
    }

    /// The problem as `application/problem+json` bytes: members in the RFC's order
    /// (`type`, `title`, `status`, `detail`, `errors`), UTF-8, and safe to embed in an
    /// HTML `<script>`: in every string (keys and pointers a client sent back included)
    /// `<`, `>`, `&`, U+2028, U+2029 and the bidirectional controls (U+061C, U+200E,
    /// U+200F, U+202A–U+202E, U+2066–U+2069) are written as JSON `\u` escapes (`<` as `\u003c`), so no
    /// `</script>` can close the element and no submitted text can reorder what a page
    /// shows around it.
    ///
    /// - Parameter prettyPrinted: Indent by two spaces, one member per line (for
    ///   people); compact by default (for the wire).
    public func json(prettyPrinted: Bool = false) -> [UInt8] {
        var writer = ProblemJSONWriter(prettyPrinted: prettyPrinted)
        writer.write(self)
        return writer.bytes
    }
}
