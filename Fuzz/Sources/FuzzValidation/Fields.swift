import LocalizedValidation
import LocalizedValidationIntl
import LocalizedValidationMessages

/// The fuzzed form: one field per built-in rule and normalizer, labeled with its key.
enum Fields {
    static let flags: Set<FieldKey> = ["terms", "newsletter"]

    static let blocklist = try! PasswordBlocklist(["password", "12345678", "qwertyuiop", "senha123", "пароль123"])

    static let all: [FieldSpec] = [
        field("name", rules: [.required, .plainText, .length(min: 2, max: 60)]),
        field("email", normalizers: [.email], rules: [.required, .email(.international)]),
        field("email-html", normalizers: [.email], rules: [.email(.html)]),
        field("email-local", rules: [.email(.international(requireDotInDomain: false))]),
        field("password", normalizers: [.nfc], rules: [.required, .password(.eightCharactersAndDigit)]),
        field(
            "password-nist", normalizers: [.nfc],
            rules: [
                .password(.nist(mode: .singleFactor, blocklist: blocklist, personalDataFields: ["name", "email"]))
            ]),
        field("confirmation", normalizers: [.nfc], rules: [.confirmation(of: "password")]),
        field("amount", rules: [.number(min: -1e9, max: 1e9)]),
        field("age", rules: [.integer(in: 0...150)]),
        field("date-short", rules: [.date(style: .short)]),
        field("date-medium", rules: [.date(style: .medium, DateConstraints(notInFuture: true))]),
        field("birth-date", rules: [.date(style: .long, .birthDate(minimumAge: 18, maximumAge: 120))]),
        field("cpf", rules: [.cpf]),
        field("cnpj", rules: [.cnpj]),
        field("inn", rules: [.inn]),
        field("snils", rules: [.snils]),
        field("username", rules: [.username(existing: ["admin", "ana.silva"])]),
        field("username-loose", rules: [.username(restriction: .minimallyRestrictive)]),
        field("nickname", rules: [.nickname(existing: ["Ana Maria", "root"])]),
        field("plan", rules: [.oneOf(["free", "pro", "équipe"])]),
        field("code", rules: [.pattern(#/[A-Z]{2}[0-9]{4}/#)]),
        // Truncation last, the order an app writes: a cut just past a space exposes white
        // space, which the chain's next pass trims (`Corpus/validation/truncate-after-trim`).
        field("bio", normalizers: [.trim, .collapseWhitespace, .truncate(graphemes: 140)], rules: [.plainText]),
        field("code-points", normalizers: [.nfkc], rules: [.length(min: 1, max: 12, unit: .codePoints)]),
        field("utf16", normalizers: [.caseFold], rules: [.length(max: 12, unit: .utf16)]),
        field("utf8", normalizers: [.turkicCaseFold], rules: [.length(min: 3, unit: .utf8)]),
        field("raw", normalizers: [], rules: [.required, .length(max: 3)]),
        field("terms", rules: [.mustBeTrue]),
        field("newsletter", rules: [.required]),
    ]

    private static func field(
        _ key: FieldKey, normalizers: [Normalizer] = [.trim, .nfc], rules: [Rule]
    ) -> FieldSpec {
        FieldSpec(key, label: LocalizedText(verbatim: key.rawValue), normalizers: normalizers, rules: rules)
    }
}
