import Foundation
import LocalizedValidation
import LocalizedValidationIntl

extension ValidationBenchmarks {
    /// Hostile values of 1 KB to 1 MB in one field of the form (with the fields a rule
    /// of it reads), every byte budget lifted so that the rules read the whole value.
    enum HostileSeries: String, CaseIterable {
        /// Plain ASCII words in the name (trim, collapse, required, length ≥ 2).
        case nameASCII = "name-ascii"
        /// `a` and a flood of U+0301 COMBINING ACUTE ACCENT in the name: one grapheme.
        case nameCombining = "name-combining"
        /// The same flood in the bio (trim, NFC, length ≤ 140).
        case bioCombining = "bio-combining"
        /// The flood in a bio that truncates to 140 characters, then checks the length.
        case bioTruncated = "bio-truncated"
        /// Alternating U+200B and U+202E with letters in the bio, checked by `plainText`.
        case bioInvisible = "bio-invisible"
        /// `a.a.a.…a@example.com` in the e-mail field.
        case emailDotted = "email-dotted"
        /// `ana@exa` + a flood of U+200B + `mple.com`: what IDNA would drop.
        case emailInvisible = "email-invisible"
        /// A password of N digits, and the same confirmation.
        case passwordDigits = "password-digits"
        /// A password of `a`s and a digit, the name half as many `a`s and a `b`: what a
        /// naive search of the name in the password takes quadratic time on.
        case passwordPersonal = "password-personal"
        /// A user name of ASCII letters (PRECIS, UTS #39 restriction level, skeleton).
        case username = "username"

        var name: String { "\(prefix)/hostile/\(rawValue)" }

        /// The field that gets the hostile value.
        private var field: String {
            switch self {
            case .nameASCII, .nameCombining: "name"
            case .bioCombining, .bioTruncated, .bioInvisible: "bio"
            case .emailDotted, .emailInvisible: "email"
            case .passwordDigits, .passwordPersonal: "password"
            case .username: "username"
            }
        }

        /// The schema: the form's field (or the series' own), budgets lifted.
        func schema(_ form: Form) -> FormSchema {
            func lifted(_ spec: FieldSpec) -> FieldSpec {
                FieldSpec(
                    spec.key, label: spec.label, normalizers: spec.normalizers,
                    rules: spec.rules.map { $0.withByteBudget(nil) }, byteBudget: .max)
            }
            let specs: [FieldSpec]
            switch self {
            case .nameASCII, .nameCombining, .bioCombining, .emailDotted, .emailInvisible:
                specs = [form.fields[field]!]
            case .bioTruncated:
                specs = [
                    FieldSpec(
                        "bio", label: LocalizedText(verbatim: "Bio"), normalizers: [.truncate(graphemes: 140)],
                        rules: [.length(max: 140)])
                ]
            case .bioInvisible:
                specs = [
                    FieldSpec("bio", label: LocalizedText(verbatim: "Bio"), rules: [.plainText, .length(max: 140)])
                ]
            case .passwordDigits:
                specs = [form.fields["password"]!, form.fields["confirmation"]!]
            case .passwordPersonal:
                let policy = PasswordPolicy(minimumLength: 8, personalDataFields: ["name"])
                specs = [
                    FieldSpec(
                        "password", label: LocalizedText(verbatim: "Password"), normalizers: [.nfc],
                        rules: [.password(policy)]),
                    FieldSpec("name", label: LocalizedText(verbatim: "Name"), rules: []),
                ]
            case .username:
                specs = [
                    FieldSpec(
                        "username", label: LocalizedText(verbatim: "User name"),
                        rules: [.username(existing: ["ana", "joão"])])
                ]
            }
            return FormSchema(specs.map(lifted), byteBudget: .max)
        }

        /// The values to validate, with `text` in the series' field.
        func values(_ text: String) -> [FieldKey: FieldValue] {
            switch self {
            case .passwordDigits: ["password": .text(text), "confirmation": .text(text)]
            case .passwordPersonal:
                ["password": .text(text), "name": .text(String(repeating: "a", count: text.utf8.count / 2) + "b")]
            default: [FieldKey(field): .text(text)]
            }
        }

        /// A value of `bytes` UTF-8 bytes.
        func value(bytes: Int) -> String {
            switch self {
            case .nameASCII:
                let words = String(repeating: "Ana Souza ", count: bytes / 10)
                return words + String(repeating: "a", count: bytes - words.utf8.count)
            case .nameCombining, .bioCombining, .bioTruncated:
                return "a" + String(repeating: "\u{301}", count: (bytes - 1) / 2) + (bytes % 2 == 0 ? "a" : "")
            case .bioInvisible:
                // "a" U+200B "b" U+202E: 8 bytes.
                let unit = "a\u{200B}b\u{202E}"
                return String(repeating: unit, count: bytes / 8) + String(repeating: "a", count: bytes % 8)
            case .emailDotted:
                let tail = "a@example.com"
                let dots = String(repeating: "a.", count: (bytes - tail.utf8.count) / 2)
                return (bytes - tail.utf8.count) % 2 == 0 ? dots + tail : "a" + dots + tail
            case .emailInvisible:
                let ends = ("ana@exa", "mple.com")
                let room = bytes - ends.0.utf8.count - ends.1.utf8.count
                return ends.0 + String(repeating: "\u{200B}", count: room / 3) + String(repeating: "m", count: room % 3)
                    + ends.1
            case .passwordDigits:
                return String(repeating: "1", count: bytes)
            case .passwordPersonal:
                return String(repeating: "a", count: bytes - 1) + "1"
            case .username:
                return String(repeating: "a", count: bytes)
            }
        }

        /// A short, ordinary value, to show the fixed cost of the field.
        var ordinaryValue: String {
            switch self {
            case .nameASCII, .nameCombining: "Ana Souza"
            case .bioCombining, .bioTruncated, .bioInvisible: "Engenheira de software."
            case .emailDotted, .emailInvisible: "ana.souza@example.com"
            case .passwordDigits: "segredo123"
            case .passwordPersonal: "correct horse 42"
            case .username: "ana.souza"
            }
        }
    }

    // MARK: - Many locales

    static let localesName = "\(prefix)/locales"

    /// A number and a date field validated with a new input locale tag per request
    /// (`en-x-1`, `en-x-2`…, as an app that takes `inputLocale` from requests sees): the
    /// time per request and the process's resident memory as the number of distinct tags
    /// grows. Before the caches were keyed by resolved locale and capped, 16,000 tags grew
    /// the process to 2.2 GB.
    static func manyLocales(options: BenchmarkOptions) -> (UInt64, Goal) {
        let quick = options.rounds < 7
        let steps = quick ? [1_000, 10_000, 30_000] : [1_000, 10_000, 100_000]
        let schema = FormSchema([
            FieldSpec("amount", label: LocalizedText(verbatim: "Amount"), rules: [.number(min: 0)]),
            FieldSpec("birthDate", label: LocalizedText(verbatim: "Birth date"), rules: [.date(style: .short)]),
        ])
        let values: [FieldKey: FieldValue] = ["amount": .text("1,234.5"), "birthDate": .text("2/29/2000")]
        print(
            "\n\(localesName): FormSchema.validate with a number and a date field, each request with a new tag "
                + "(en-x-<n>, en-<any region>-x-r<n>, pt-<any script>-<any region>-v<n>, ar-u-nu-latn-x-<n>); "
                + "resident memory from /proc/self/statm")
        var checksum: UInt64 = 0
        var next = 0
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        /// Two letters from `number`: every region subtag, or part of a script's.
        func pair(_ number: Int) -> String { "\(letters[number % 26])\(letters[number / 26 % 26])" }
        /// A tag no earlier request used: private use, any region, any script, a variant.
        func freshTag() -> String {
            next += 1
            switch next % 4 {
            case 0: return "en-x-\(next)"
            case 1: return "en-\(pair(next / 4))-x-r\(next)"
            case 2: return "pt-q\(pair(next / 4))z-\(pair(next / 7))-v\(100_000 + next % 900_000)"
            default: return "ar-u-nu-latn-x-\(next)"
            }
        }
        func request() {
            let locale = try! IntlLocale(freshTag())
            checksum &+= UInt64(
                schema.validate(values, environment: InputEnvironment(locale: locale, timeZone: .utc)).issues.count + 1)
        }
        for _ in 0..<1_000 { request() }  // warm up
        let clock = ContinuousClock()
        let startRSS = residentBytes()
        var table = TextTable(columns: [
            ("distinct tags", rightAligned: true), ("µs/request", rightAligned: true),
            ("RSS", rightAligned: true), ("RSS growth", rightAligned: true),
        ])
        var perRequest: [Double] = []
        var done = 0
        for step in steps {
            let count = step - done
            let start = clock.now
            for _ in 0..<count { request() }
            let nanoseconds = start.duration(to: clock.now).nanoseconds / Double(count)
            done = step
            perRequest.append(nanoseconds)
            let rss = residentBytes()
            table.append([
                formatBytes(step), String(fixed: nanoseconds / 1e3, decimals: 1), formatBytes(rss),
                formatBytes(rss - startRSS, signed: true),
            ])
        }
        print(table.rendered())
        let growth = residentBytes() - startRSS
        let rise = perRequest.indices.dropFirst().map { perRequest[$0] / (perRequest[..<$0].min() ?? 1) }.max() ?? 1
        var goal = Goal(
            "(V4) \(formatBytes(steps.last!)) distinct request tags: time per request rises at most 2×, "
                + "resident memory grows under 8 MiB", showsEveryCase: true)
        goal.check(
            localesName, value: "worst rise \(formatRatio(rise)), RSS \(formatBytes(growth, signed: true)) bytes",
            passed: rise <= 2 && growth < 8 << 20)
        return (checksum, goal)
    }

    /// The process's resident set size in bytes (Linux `/proc/self/statm`; 0 elsewhere).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
