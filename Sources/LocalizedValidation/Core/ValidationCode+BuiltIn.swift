// The built-in codes: one per message of Locales/*/ValidationMessage.ftl (a test checks
// that every message id has its member here).

extension ValidationCode {
    /// `required`: “{ $field } is required.”
    public static let required: ValidationCode = "required"
    /// `invisible-characters`: “{ $field } contains invisible or direction-changing characters.”
    public static let invisibleCharacters: ValidationCode = "invisible-characters"
    /// `unprocessable`: “{ $field } could not be processed.”
    public static let unprocessable: ValidationCode = "unprocessable"
    /// `too-short`: “{ $field } must be at least …”
    public static let tooShort: ValidationCode = "too-short"
    /// `too-long`: “{ $field } must be at most …”
    public static let tooLong: ValidationCode = "too-long"
    /// `wrong-length`: “{ $field } must be exactly …”
    public static let wrongLength: ValidationCode = "wrong-length"
    /// `too-long-bytes`: “{ $field } is too long: at most …”
    public static let tooLongBytes: ValidationCode = "too-long-bytes"
    /// `pattern-mismatch`: “{ $field } is not in the expected format.”
    public static let patternMismatch: ValidationCode = "pattern-mismatch"
    /// `must-be-true`: “Select “{ $field }” to continue.”
    public static let mustBeTrue: ValidationCode = "must-be-true"
    /// `not-one-of`: “{ $field } must be one of the offered options.”
    public static let notOneOf: ValidationCode = "not-one-of"
    /// `confirmation-mismatch`: “{ $field } does not match { $other }.”
    public static let confirmationMismatch: ValidationCode = "confirmation-mismatch"
    /// `submit-failed`: “Something went wrong. Try again.”
    public static let submitFailed: ValidationCode = "submit-failed"
    /// `unknown-field`: ““{ $name }” is not a field of this form.” A submitted key the
    /// schema does not have (``UnknownKeyPolicy/refuse``).
    public static let unknownField: ValidationCode = "unknown-field"
    /// `wrong-type`: “{ $field } has the wrong kind of value.” (text where an object or
    /// an array is expected, or a value the typed output cannot hold)
    public static let wrongType: ValidationCode = "wrong-type"
    /// `too-few-items`: “{ $field } must have at least …”
    public static let tooFewItems: ValidationCode = "too-few-items"
    /// `too-many-items`: “{ $field } can have at most …”
    public static let tooManyItems: ValidationCode = "too-many-items"
    /// `number-invalid`: “{ $field } must be a number.”
    public static let numberInvalid: ValidationCode = "number-invalid"
    /// `number-not-integer`: “{ $field } must be a whole number.”
    public static let numberNotInteger: ValidationCode = "number-not-integer"
    /// `number-out-of-range`: “{ $field } has too many digits to store exactly. …” (a
    /// number the app's decoded type cannot hold without rounding)
    public static let numberOutOfRange: ValidationCode = "number-out-of-range"
    /// `number-too-small`: “{ $field } must be at least { $min }.”
    public static let numberTooSmall: ValidationCode = "number-too-small"
    /// `number-too-large`: “{ $field } must be at most { $max }.”
    public static let numberTooLarge: ValidationCode = "number-too-large"
    /// `integer-out-of-range`: “{ $field } must be between { $min } and { $max }.”
    public static let integerOutOfRange: ValidationCode = "integer-out-of-range"
    /// `date-invalid`: “{ $field } must be a valid date, such as { $example }.”
    public static let dateInvalid: ValidationCode = "date-invalid"
    /// `date-ambiguous-year`: “{ $field } needs the year in four digits.”
    public static let dateAmbiguousYear: ValidationCode = "date-ambiguous-year"
    /// `date-in-future`: “{ $field } cannot be in the future.”
    public static let dateInFuture: ValidationCode = "date-in-future"
    /// `date-too-early`: “{ $field } must be on or after { $date }.”
    public static let dateTooEarly: ValidationCode = "date-too-early"
    /// `date-too-late`: “{ $field } must be on or before { $date }.”
    public static let dateTooLate: ValidationCode = "date-too-late"
    /// `too-young`: “You must be at least …”
    public static let tooYoung: ValidationCode = "too-young"
    /// `too-old`: “The age cannot be more than …”
    public static let tooOld: ValidationCode = "too-old"
    /// `email-invalid`: “{ $field } is not a valid e-mail address.”
    public static let emailInvalid: ValidationCode = "email-invalid"
    /// `email-missing-at`: “{ $field } must contain an @ sign.”
    public static let emailMissingAt: ValidationCode = "email-missing-at"
    /// `email-empty-local-part`: “{ $field } needs a name before the @ sign.”
    public static let emailEmptyLocalPart: ValidationCode = "email-empty-local-part"
    /// `email-empty-domain`: “{ $field } needs a domain after the @ sign.”
    public static let emailEmptyDomain: ValidationCode = "email-empty-domain"
    /// `email-invalid-local-part`: “{ $field } has characters that are not allowed before the @ sign.”
    public static let emailInvalidLocalPart: ValidationCode = "email-invalid-local-part"
    /// `email-dot-placement`: “{ $field } cannot start or end with a dot, or have two dots in a row.”
    public static let emailDotPlacement: ValidationCode = "email-dot-placement"
    /// `email-invalid-domain`: “{ $field } has a domain name that does not exist in this form.”
    public static let emailInvalidDomain: ValidationCode = "email-invalid-domain"
    /// `email-domain-needs-dot`: “{ $field } needs a full domain, such as example.com.”
    public static let emailDomainNeedsDot: ValidationCode = "email-domain-needs-dot"
    /// `email-invalid-top-level-domain`: the top-level label is not letters (an IP address, `example.123`).
    public static let emailInvalidTopLevelDomain: ValidationCode = "email-invalid-top-level-domain"
    /// `email-special-use-domain`: a special-use name (`test`, `localhost`, `onion`…).
    public static let emailSpecialUseDomain: ValidationCode = "email-special-use-domain"
    /// `email-local-part-too-long`: “{ $field } has a name before the @ sign longer than { $max } bytes.”
    public static let emailLocalPartTooLong: ValidationCode = "email-local-part-too-long"
    /// `email-too-long`: “{ $field } is longer than { $max } bytes.”
    public static let emailTooLong: ValidationCode = "email-too-long"
    /// `password-too-short`: “{ $field } must have at least …”
    public static let passwordTooShort: ValidationCode = "password-too-short"
    /// `password-too-long`: “{ $field } can have at most …”
    public static let passwordTooLong: ValidationCode = "password-too-long"
    /// `password-needs-digit`: “{ $field } must contain at least one digit.”
    public static let passwordNeedsDigit: ValidationCode = "password-needs-digit"
    /// `password-too-common`: “{ $field } is too common; choose another.”
    public static let passwordTooCommon: ValidationCode = "password-too-common"
    /// `password-invalid-characters`: “{ $field } contains invisible or control characters that cannot be used in a password.”
    public static let passwordInvalidCharacters: ValidationCode = "password-invalid-characters"
    /// `password-contains-personal-data`: “{ $field } must not contain your name or e-mail address.”
    public static let passwordContainsPersonalData: ValidationCode = "password-contains-personal-data"
    /// `username-invalid`: “{ $field } can only use letters, digits and simple punctuation.”
    public static let usernameInvalid: ValidationCode = "username-invalid"
    /// `nickname-invalid`: “{ $field } contains characters that cannot be used in a name.”
    public static let nicknameInvalid: ValidationCode = "nickname-invalid"
    /// `identifier-mixed-scripts`: “{ $field } mixes letters of different alphabets.”
    public static let identifierMixedScripts: ValidationCode = "identifier-mixed-scripts"
    /// `identifier-confusable`: “{ $field } looks too similar to a name already in use.”
    public static let identifierConfusable: ValidationCode = "identifier-confusable"
    /// `cpf-invalid`: “{ $field } is not a valid CPF.”
    public static let cpfInvalid: ValidationCode = "cpf-invalid"
    /// `cnpj-invalid`: “{ $field } is not a valid CNPJ.”
    public static let cnpjInvalid: ValidationCode = "cnpj-invalid"
    /// `inn-invalid`: “{ $field } is not a valid INN.”
    public static let innInvalid: ValidationCode = "inn-invalid"
    /// `snils-invalid`: “{ $field } is not a valid SNILS.”
    public static let snilsInvalid: ValidationCode = "snils-invalid"
    /// `validation-failed`: “The submitted values are not valid.” (a problem's title)
    public static let validationFailed: ValidationCode = "validation-failed"
    /// `error-count`: “{ $count } errors” (a summary, not an issue)
    public static let errorCount: ValidationCode = "error-count"
    /// `body-unreadable`: “The request body could not be read.” (a 400 problem's title)
    public static let bodyUnreadable: ValidationCode = "body-unreadable"
    /// `body-too-large`: “The request body is too large.” (a 413 problem's title)
    public static let bodyTooLarge: ValidationCode = "body-too-large"
    /// `json-syntax`: “The request body is not valid JSON.” (`JSONInputError.Reason.syntax`)
    public static let jsonSyntax: ValidationCode = "json-syntax"
    /// `json-invalid-utf8`: “The request body contains text that is not UTF-8…” (`.invalidUTF8`)
    public static let jsonInvalidUTF8: ValidationCode = "json-invalid-utf8"
    /// `json-byte-order-mark`: “The request body starts with a byte order mark…” (`.byteOrderMark`)
    public static let jsonByteOrderMark: ValidationCode = "json-byte-order-mark"
    /// `json-not-an-object`: “The request body must be a JSON object of field values.” (`.notAnObject`)
    public static let jsonNotAnObject: ValidationCode = "json-not-an-object"
    /// `json-duplicate-key`: “A key appears twice in the same object…” (`.duplicateKey`)
    public static let jsonDuplicateKey: ValidationCode = "json-duplicate-key"
    /// `json-too-large`: “The request body is larger than this server accepts…” (`.tooLarge`)
    public static let jsonTooLarge: ValidationCode = "json-too-large"
    /// `json-too-deep`: “The request body nests objects and arrays too deeply.” (`.tooDeep`)
    public static let jsonTooDeep: ValidationCode = "json-too-deep"
    /// `json-too-many-elements`: “An object or array in the request body has too many entries.” (`.tooManyElements`)
    public static let jsonTooManyElements: ValidationCode = "json-too-many-elements"
    /// `json-too-many-values`: “The request body holds too many values for its size.” (`.tooManyValues`)
    public static let jsonTooManyValues: ValidationCode = "json-too-many-values"
    /// `json-number-too-long`: “A number in the request body has too many digits.” (`.numberTooLong`)
    public static let jsonNumberTooLong: ValidationCode = "json-number-too-long"
    /// `json-number-out-of-range`: “A number in the request body is out of range…” (`.numberOutOfRange`)
    public static let jsonNumberOutOfRange: ValidationCode = "json-number-out-of-range"
    /// `check-timed-out`: “{ $field } could not be checked in time. Try again.”
    public static let checkTimedOut: ValidationCode = "check-timed-out"
    /// `check-failed`: “{ $field } could not be checked. Try again.”
    public static let checkFailed: ValidationCode = "check-failed"

    /// Every built-in code, in the catalog's order.
    static let builtIn: [ValidationCode] = [
        .required, .invisibleCharacters, .unprocessable, .tooShort, .tooLong, .wrongLength, .tooLongBytes,
        .patternMismatch, .mustBeTrue, .notOneOf, .confirmationMismatch, .submitFailed, .unknownField, .wrongType,
        .tooFewItems,
        .tooManyItems, .numberInvalid,
        .numberNotInteger, .numberOutOfRange, .numberTooSmall, .numberTooLarge, .integerOutOfRange, .dateInvalid,
        .dateAmbiguousYear,
        .dateInFuture, .dateTooEarly, .dateTooLate, .tooYoung, .tooOld, .emailInvalid, .emailMissingAt,
        .emailEmptyLocalPart, .emailEmptyDomain, .emailInvalidLocalPart, .emailDotPlacement, .emailInvalidDomain,
        .emailDomainNeedsDot, .emailInvalidTopLevelDomain, .emailSpecialUseDomain, .emailLocalPartTooLong,
        .emailTooLong, .passwordTooShort, .passwordTooLong, .passwordNeedsDigit, .passwordTooCommon,
        .passwordInvalidCharacters, .passwordContainsPersonalData, .usernameInvalid, .nicknameInvalid,
        .identifierMixedScripts, .identifierConfusable, .cpfInvalid, .cnpjInvalid, .innInvalid, .snilsInvalid,
        .validationFailed, .errorCount, .bodyUnreadable, .bodyTooLarge, .jsonSyntax, .jsonInvalidUTF8,
        .jsonByteOrderMark, .jsonNotAnObject, .jsonDuplicateKey, .jsonTooLarge, .jsonTooDeep, .jsonTooManyElements,
        .jsonTooManyValues, .jsonNumberTooLong, .jsonNumberOutOfRange, .checkTimedOut, .checkFailed,
    ]
}
