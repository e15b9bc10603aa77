// What the DocC articles' samples use without showing where it comes from (the README
// shows them in full): a form schema, the submitted values and the screen's locale.
// Scripts/check-docs copies this file into the Articles target it builds from the
// articles.
import LocalizedValidation

/// A sign-up form, as the README's tour builds it.
let signUp = FormSchema([
    FieldSpec(
        "email", label: LocalizedText(verbatim: "E-mail"), normalizers: [.email],
        rules: [.required, .email(.international)]),
    FieldSpec("terms", label: LocalizedText(verbatim: "Terms"), rules: [.mustBeTrue]),
])

/// The submitted values, such as a decoded request body.
let values: [FieldKey: FieldValue] = ["email": .text("ana"), "terms": .flag(true)]

/// The locale of the screen that shows the errors.
let screenLocale = try! IntlLocale("ru")
