// The built-in codes: one per message of Locales/*/ValidationMessage.ftl (a test checks
// that every message id has its member here).

extension ValidationCode {
    /// `required`
    public static let required: ValidationCode = "required"
    /// `invisible-characters`
    public static let invisibleCharacters: ValidationCode = "invisible-characters"
    /// `unprocessable`
    public static let unprocessable: ValidationCode = "unprocessable"
    /// `too-short`
    public static let tooShort: ValidationCode = "too-short"
    /// `too-long`
    public static let tooLong: ValidationCode = "too-long"
    /// `wrong-length`
    public static let wrongLength: ValidationCode = "wrong-length"
    /// `too-long-bytes`
    public static let tooLongBytes: ValidationCode = "too-long-bytes"
    /// `pattern-mismatch`
    public static let patternMismatch: ValidationCode = "pattern-mismatch"
    /// `must-be-true`
    public static let mustBeTrue: ValidationCode = "must-be-true"
    /// `not-one-of`
    public static let notOneOf: ValidationCode = "not-one-of"
    /// `confirmation-mismatch`
    public static let confirmationMismatch: ValidationCode = "confirmation-mismatch"
    /// `submit-failed`
    public static let submitFailed: ValidationCode = "submit-failed"
    /// `number-invalid`
    public static let numberInvalid: ValidationCode = "number-invalid"
    /// `number-not-integer`
    public static let numberNotInteger: ValidationCode = "number-not-integer"
    /// `number-too-small`
    public static let numberTooSmall: ValidationCode = "number-too-small"
    /// `number-too-large`
    public static let numberTooLarge: ValidationCode = "number-too-large"
    /// `integer-out-of-range`
    public static let integerOutOfRange: ValidationCode = "integer-out-of-range"
    /// `date-invalid`
    public static let dateInvalid: ValidationCode = "date-invalid"
    /// `date-ambiguous-year`
    public static let dateAmbiguousYear: ValidationCode = "date-ambiguous-year"
    /// `date-in-future`
    public static let dateInFuture: ValidationCode = "date-in-future"
    /// `date-too-early`
    public static let dateTooEarly: ValidationCode = "date-too-early"
    /// `date-too-late`
    public static let dateTooLate: ValidationCode = "date-too-late"
    /// `too-young`
    public static let tooYoung: ValidationCode = "too-young"
    /// `too-old`
    public static let tooOld: ValidationCode = "too-old"
    /// `email-invalid`
    public static let emailInvalid: ValidationCode = "email-invalid"
    /// `email-missing-at`
    public static let emailMissingAt: ValidationCode = "email-missing-at"
    /// `email-empty-local-part`
    public static let emailEmptyLocalPart: ValidationCode = "email-empty-local-part"
    /// `email-empty-domain`
    public static let emailEmptyDomain: ValidationCode = "email-empty-domain"
    /// `email-invalid-local-part`
    public static let emailInvalidLocalPart: ValidationCode = "email-invalid-local-part"
    /// `email-dot-placement`
    public static let emailDotPlacement: ValidationCode = "email-dot-placement"
    /// `email-invalid-domain`
    public static let emailInvalidDomain: ValidationCode = "email-invalid-domain"
    /// `email-domain-needs-dot`
    public static let emailDomainNeedsDot: ValidationCode = "email-domain-needs-dot"
    /// `email-invalid-top-level-domain`
    public static let emailInvalidTopLevelDomain: ValidationCode = "email-invalid-top-level-domain"
    /// `email-special-use-domain`
    public static let emailSpecialUseDomain: ValidationCode = "email-special-use-domain"
    /// `email-local-part-too-long`
    public static let emailLocalPartTooLong: ValidationCode = "email-local-part-too-long"
    /// `email-too-long`
    public static let emailTooLong: ValidationCode = "email-too-long"
    /// `password-too-short`
    public static let passwordTooShort: ValidationCode = "password-too-short"
    /// `password-too-long`
    public static let passwordTooLong: ValidationCode = "password-too-long"
    /// `password-needs-digit`
    public static let passwordNeedsDigit: ValidationCode = "password-needs-digit"
    /// `password-too-common`
    public static let passwordTooCommon: ValidationCode = "password-too-common"
    /// `password-invalid-characters`
    public static let passwordInvalidCharacters: ValidationCode = "password-invalid-characters"
    /// `password-contains-personal-data`
    public static let passwordContainsPersonalData: ValidationCode = "password-contains-personal-data"
    /// `username-invalid`
    public static let usernameInvalid: ValidationCode = "username-invalid"
    /// `nickname-invalid`
    public static let nicknameInvalid: ValidationCode = "nickname-invalid"
    /// `identifier-mixed-scripts`
    public static let identifierMixedScripts: ValidationCode = "identifier-mixed-scripts"
    /// `identifier-confusable`
    public static let identifierConfusable: ValidationCode = "identifier-confusable"
    /// `cpf-invalid`
    public static let cpfInvalid: ValidationCode = "cpf-invalid"
    /// `cnpj-invalid`
    public static let cnpjInvalid: ValidationCode = "cnpj-invalid"
    /// `inn-invalid`
    public static let innInvalid: ValidationCode = "inn-invalid"
    /// `snils-invalid`
    public static let snilsInvalid: ValidationCode = "snils-invalid"

    /// Every built-in code, in the catalog's order.
    static let builtIn: [ValidationCode] = [
        .required, .invisibleCharacters, .unprocessable, .tooShort, .tooLong, .wrongLength, .tooLongBytes, .patternMismatch, .mustBeTrue, .notOneOf, .confirmationMismatch, .submitFailed, .numberInvalid, .numberNotInteger, .numberTooSmall, .numberTooLarge, .integerOutOfRange, .dateInvalid, .dateAmbiguousYear, .dateInFuture, .dateTooEarly, .dateTooLate, .tooYoung, .tooOld, .emailInvalid, .emailMissingAt, .emailEmptyLocalPart, .emailEmptyDomain, .emailInvalidLocalPart, .emailDotPlacement, .emailInvalidDomain, .emailDomainNeedsDot, .emailInvalidTopLevelDomain, .emailSpecialUseDomain, .emailLocalPartTooLong, .emailTooLong, .passwordTooShort, .passwordTooLong, .passwordNeedsDigit, .passwordTooCommon, .passwordInvalidCharacters, .passwordContainsPersonalData, .usernameInvalid, .nicknameInvalid, .identifierMixedScripts, .identifierConfusable, .cpfInvalid, .cnpjInvalid, .innInvalid, .snilsInvalid
    ]
}
