import LocalizedValidation
import LocalizedValidationMessages

/// The app's three forms, as schemas.
enum Screen: String, CaseIterable, Sendable {
    /// Sign-up: name, e-mail, password, birth date, plan and dependents.
    case signUp = "sign-up"
    /// Profile editing: name, e-mail, age, newsletter, bio.
    case profile
    /// A short registration: e-mail, password and the terms checkbox.
    case registration

    var title: AppText {
        switch self {
        case .signUp: .screenSignUp
        case .profile: .screenProfile
        case .registration: .screenRegistration
        }
    }

    var schema: FormSchema {
        switch self {
        case .signUp: Self.signUpSchema
        case .profile: Self.profileSchema
        case .registration: Self.registrationSchema
        }
    }

    private static let name = FieldSpec(
        "name", label: AppText.fieldName, normalizers: [.trim, .collapseWhitespace, .nfc],
        rules: [.required, .plainText, .length(min: 2, max: 80)])

    private static let email = FieldSpec(
        "email", label: AppText.fieldEmail, normalizers: [.email], rules: [.required, .email(.international)])

    private static let password = FieldSpec(
        "password", label: AppText.fieldPassword, normalizers: [.nfc],
        rules: [.required, .password(.eightCharactersAndDigit)])

    private static let confirmation = FieldSpec(
        "confirmation", label: AppText.fieldConfirmation, normalizers: [.nfc],
        rules: [.required, .confirmation(of: "password")])

    static let signUpSchema = FormSchema([
        name, email, password, confirmation,
        FieldSpec(
            "birthDate", label: AppText.fieldBirthDate,
            rules: [.required, .date(style: .short, .birthDate(maximumAge: 120))]),
        FieldSpec(
            "plan", label: AppText.fieldPlan,
            rules: [.required, .oneOf(["free", "pro", "family"]), freePlanHasNoDependents]),
        FieldSpec("newsletter", label: AppText.fieldNewsletter, rules: []),
        FieldSpec("experience", label: AppText.fieldExperience, rules: [.integer(in: 0...10)]),
        FieldSpec("dependents", label: AppText.fieldDependents, rules: [.integer(in: 0...10)]),
    ])

    static let profileSchema = FormSchema([
        name, email,
        FieldSpec("age", label: AppText.fieldAge, rules: [.required, .integer(in: 13...120)]),
        FieldSpec("newsletter", label: AppText.fieldNewsletter, rules: []),
        FieldSpec(
            "bio", label: AppText.fieldBio, normalizers: [.trim, .nfc],
            rules: [.plainText, .length(max: 140)]),
    ])

    static let registrationSchema = FormSchema([
        email, password, confirmation,
        FieldSpec("terms", label: AppText.fieldTerms, rules: [.mustBeTrue]),
    ])

    /// An app rule with a message from the app's own catalog: the free plan has no
    /// dependents. It reads another field, as cross-field rules do.
    private static let freePlanHasNoDependents = Rule.custom("free-plan-dependents") { value, context in
        guard value.text == "free", let count = dependents(context.values["dependents"]), count > 0
        else { return .valid }
        return .invalid(
            code: "free-plan-dependents", message: LocalizedText(AppText.freePlanDependents(dependents: count)))
    }

    /// The number of dependents, typed (`2`) or sent as a JSON number (`2`); nil when it
    /// is not a whole number, which the field's own rule reports.
    private static func dependents(_ value: FieldValue?) -> Int? {
        if let number = value?.number { return number.intValue }
        return value?.text.flatMap { Int($0) }
    }
}
