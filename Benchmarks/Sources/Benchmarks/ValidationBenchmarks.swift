import Foundation
import LocalizedValidation
import LocalizedValidationIntl
import LocalizedValidationMessages

/// The validation suite: the registration tutorial's form (e-mail, password of at least 8
/// characters with a digit, confirmation, terms) plus a name, a pt-BR birth date and a
/// 140-character bio, validated by a `FormSchema` and by the tutorial's own Foundation code;
/// the heap over many validations; and hostile input of 1 KB to 1 MB.
enum ValidationBenchmarks {
    /// The prefix of every benchmark name in this suite (`--filter validation`).
    static let prefix = "validation"

    /// Runs the suite, prints its tables and goals, and returns a checksum of all outputs.
    static func run(options: BenchmarkOptions) -> UInt64 {
        let names =
            [formName, heapName, localesName] + HostileSeries.allCases.map(\.name)
            + NestedHostileSeries.allCases.map(\.name)
        guard names.contains(where: options.includes) else { return 0 }
        print("\n== Validation: FormSchema vs the tutorial's Foundation code (the registration tutorial's form)")
        var checksum: UInt64 = 0
        var goals: [Goal] = []
        let form = Form()
        if options.includes(formName) {
            let (sum, goal) = throughput(form, options: options)
            checksum &+= sum
            goals.append(goal)
        }
        if options.includes(heapName) {
            let (sum, goal) = heapGrowth(form, options: options)
            checksum &+= sum
            goals.append(goal)
        }
        let series = HostileSeries.allCases.filter { options.includes($0.name) }
        if !series.isEmpty {
            let (sum, seriesGoals) = hostile(series, form: form, options: options)
            checksum &+= sum
            goals += seriesGoals
        }
        let nested = NestedHostileSeries.allCases.filter { options.includes($0.name) }
        if !nested.isEmpty {
            let (sum, goal) = nestedHostile(nested, environment: form.environment, options: options)
            checksum &+= sum
            goals.append(goal)
        }
        if options.includes(localesName) {
            let (sum, goal) = manyLocales(options: options)
            checksum &+= sum
            goals.append(goal)
        }
        print("\nGoals:")
        for goal in goals { print(goal.rendered()) }
        return checksum
    }

    // MARK: - The form

    static let formName = "\(prefix)/form"
    static let heapName = "\(prefix)/heap"

    /// One submission of the form: what the tutorial's view model holds.
    struct Submission {
        var name: String
        var email: String
        var password: String
        var confirmation: String
        var terms: Bool
        var birthDate: String
        var bio: String

        var values: [FieldKey: FieldValue] {
            [
                "name": .text(name), "email": .text(email), "password": .text(password),
                "confirmation": .text(confirmation), "terms": .flag(terms), "birthDate": .text(birthDate),
                "bio": .text(bio),
            ]
        }
    }

    /// A bio of exactly `count` characters (accented Portuguese, NFC).
    static func bio(_ count: Int) -> String {
        let sample = Array("Engenheira de software em São Paulo; gosto de café, música e programação. ")
        return String((0..<count).map { sample[$0 % sample.count] })
    }

    /// The submissions the throughput benchmark cycles through: two valid, two invalid in
    /// different fields. `failing` lists the fields each should fail on both sides.
    static let submissions: [(submission: Submission, failing: Set<String>)] = [
        (
            Submission(
                name: "  Ana  Souza ", email: "ana.souza@example.com", password: "segredo123",
                confirmation: "segredo123", terms: true, birthDate: "15/06/1990", bio: bio(140)),
            []
        ),
        (
            Submission(
                name: "A", email: "ana.souza@example", password: "curta1", confirmation: "curta2", terms: false,
                birthDate: "31/02/1990", bio: bio(141)),
            ["name", "email", "password", "confirmation", "terms", "birthDate", "bio"]
        ),
        (
            Submission(
                name: "José da Silva", email: " jose.silva+news@example.com.br ", password: "Palavra passe 2024",
                confirmation: "Palavra passe 2024", terms: true, birthDate: "01/01/2000", bio: bio(20)),
            []
        ),
        (
            Submission(
                name: "   ", email: "jose@@example.com", password: "semdigitos", confirmation: "semdigitos",
                terms: true, birthDate: "01/01/2090", bio: bio(200)),
            ["name", "email", "password", "birthDate", "bio"]
        ),
    ]

    /// Both implementations of the form, built once.
    struct Form {
        let schema: FormSchema
        let fields: [String: FieldSpec]
        /// Brazilian input; UTC, as the tutorial's code reads dates.
        let environment: InputEnvironment
        let tutorial = TutorialRegistrationValidator()
        let values: [[FieldKey: FieldValue]] = submissions.map(\.submission.values)

        init() {
            let specs = [
                FieldSpec(
                    "name", label: LocalizedText(verbatim: "Имя"), normalizers: [.trim, .collapseWhitespace],
                    rules: [.required, .length(min: 2)]),
                FieldSpec(
                    "email", label: LocalizedText(verbatim: "Email"), normalizers: [.email],
                    rules: [.required, .email(.international)]),
                FieldSpec(
                    "password", label: LocalizedText(verbatim: "Пароль"), normalizers: [.nfc],
                    rules: [.required, .password(.eightCharactersAndDigit)]),
                FieldSpec(
                    "confirmation", label: LocalizedText(verbatim: "Повторите пароль"), normalizers: [.nfc],
                    rules: [.confirmation(of: "password")]),
                FieldSpec("terms", label: LocalizedText(verbatim: "Условия"), rules: [.mustBeTrue]),
                FieldSpec(
                    "birthDate", label: LocalizedText(verbatim: "Дата рождения"),
                    rules: [.date(style: .short, .birthDate())]),
                FieldSpec("bio", label: LocalizedText(verbatim: "О себе"), rules: [.length(max: 140)]),
            ]
            schema = FormSchema(specs)
            fields = Dictionary(uniqueKeysWithValues: specs.map { ($0.key.rawValue, $0) })
            environment = InputEnvironment(locale: try! IntlLocale("pt-BR"), timeZone: .utc)
        }

        /// FormSchema.validate; returns the number of issues.
        @inline(__always)
        func validate(_ index: Int) -> Int {
            schema.validate(values[index], environment: environment).issues.count
        }

        /// FormSchema.validate, then every issue rendered in Russian as the tutorial's strings
        /// are; returns the number of issues (plus 1 if a message came out empty).
        @inline(__always)
        func validateAndRender(_ index: Int) -> Int {
            let issues = schema.validate(values[index], environment: environment).issues
            var bytes = 0
            for issue in issues { bytes &+= issue.localized(languageTag: "ru").utf8.count }
            return issues.count + (bytes == 0 && !issues.isEmpty ? 1 : 0)
        }

        /// The tutorial's code; returns the number of error strings (plus 1 if one was empty).
        @inline(__always)
        func validateTutorial(_ index: Int) -> Int {
            let errors = tutorial.validate(submissions[index].submission)
            var bytes = 0
            for error in errors { bytes &+= error.message.utf8.count }
            return errors.count + (bytes == 0 && !errors.isEmpty ? 1 : 0)
        }
    }

    /// Checks that both sides fail the same fields for every submission; the differences.
    private static func disagreements(_ form: Form) -> [String] {
        var notes: [String] = []
        for (index, entry) in submissions.enumerated() {
            let ours = Set(
                form.schema.validate(form.values[index], environment: form.environment).issues.map(\.field.rawValue))
            let theirs = Set(form.tutorial.validate(entry.submission).map(\.field))
            if ours != entry.failing || theirs != entry.failing {
                notes.append(
                    "submission \(index): expected \(entry.failing.sorted()), FormSchema \(ours.sorted()), "
                        + "tutorial \(theirs.sorted())")
            }
        }
        return notes
    }

    private static func throughput(_ form: Form, options: BenchmarkOptions) -> (UInt64, Goal) {
        let count = submissions.count
        let contenders = [
            Contender(name: "FormSchema.validate + messages (ru)") { n in
                var index = 0
                return timeLoop(n) {
                    index = index == count - 1 ? 0 : index + 1
                    return form.validateAndRender(index)
                }
            },
            Contender(name: "FormSchema.validate (typed issues)") { n in
                var index = 0
                return timeLoop(n) {
                    index = index == count - 1 ? 0 : index + 1
                    return form.validate(index)
                }
            },
            Contender(name: "tutorial (Foundation)") { n in
                var index = 0
                return timeLoop(n) {
                    index = index == count - 1 ? 0 : index + 1
                    return form.validateTutorial(index)
                }
            },
        ]
        let results = measure(contenders, options: options)
        let tutorialNanoseconds = results[2].nanoseconds(options.statistic)
        var table = TextTable(columns: [
            ("contender", rightAligned: false), ("ns/validation", rightAligned: true),
            ("validations/s", rightAligned: true), ("× tutorial", rightAligned: true),
        ])
        for (contender, result) in zip(contenders, results) {
            let nanoseconds = result.nanoseconds(options.statistic)
            table.append([
                contender.name, formatNanoseconds(nanoseconds), formatBytes(Int((1e9 / nanoseconds).rounded())),
                formatRatio(tutorialNanoseconds / nanoseconds),
            ])
        }
        let batch = String(fixed: options.batchNanoseconds / 1e6, decimals: 0)
        print(
            "\n\(formName): \(count) submissions cycled (2 valid, 2 invalid); the \(options.statistic.rawValue) "
                + "of \(options.rounds) batches of ~\(batch) ms")
        print(table.rendered())
        let notes = disagreements(form)
        if !notes.isEmpty {
            print("Output differences (the two sides did not fail the same fields):")
            for note in notes { print("  " + note) }
        }
        var goal = Goal("(V1) FormSchema at least 3× the tutorial's throughput", showsEveryCase: true)
        for (index, label) in [(1, "typed issues (messages render later, at the edge)"), (0, "messages rendered (ru)")]
        {
            let ratio = tutorialNanoseconds / results[index].nanoseconds(options.statistic)
            goal.check(
                "\(formName): \(label)", value: "\(formatRatio(ratio))", passed: ratio >= 3 && notes.isEmpty)
        }
        return (results.reduce(0) { $0 &+ $1.checksum }, goal)
    }

    // MARK: - Heap

    /// In-use heap before and after many validations (after a warm-up that fills every
    /// cache: ICU formatters, catalogs, break iterators).
    private static func heapGrowth(_ form: Form, options: BenchmarkOptions) -> (UInt64, Goal) {
        let quick = options.rounds < 7
        let validations = quick ? 100_000 : 1_000_000
        let threshold = 1 << 20
        print(
            "\n\(heapName): glibc mallinfo2 in-use bytes (uordblks + hblkhd) around \(formatBytes(validations)) "
                + "validations with messages\(quick ? " (--quick: 100,000 instead of 1,000,000)" : ""), "
                + "after 10,000 to warm up")
        var goal = Goal(
            "(V2) heap growth under \(formatBytes(threshold)) bytes over \(formatBytes(validations)) validations "
                + "(a leak of one 32-byte chunk per validation would add \(formatBytes(32 * validations)))")
        var checksum: UInt64 = 0
        func run(_ iterations: Int, _ body: (Int) -> Int) {
            var sum = 0
            for iteration in 0..<iterations { sum &+= body(iteration % submissions.count) }
            checksum &+= UInt64(truncatingIfNeeded: sum)
        }
        var table = TextTable(columns: [
            ("contender", rightAligned: false), ("validations", rightAligned: true), ("before", rightAligned: true),
            ("after", rightAligned: true), ("growth", rightAligned: true), ("seconds", rightAligned: true),
        ])
        let sides: [(name: String, validations: Int, body: (Int) -> Int)] = [
            ("FormSchema + messages (ru)", validations, form.validateAndRender),
            ("tutorial (Foundation)", validations / 10, form.validateTutorial),
        ]
        for side in sides {
            run(10_000, side.body)
            guard let before = HeapUsage.current() else {
                print("  mallinfo2 is unavailable on this platform")
                return (checksum, goal)
            }
            let clock = ContinuousClock()
            let start = clock.now
            run(side.validations, side.body)
            let seconds = start.duration(to: clock.now).nanoseconds / 1e9
            guard let after = HeapUsage.current() else { return (checksum, goal) }
            let growth = after.totalBytes - before.totalBytes
            table.append([
                side.name, formatBytes(side.validations), formatBytes(before.totalBytes), formatBytes(after.totalBytes),
                formatBytes(growth, signed: true), String(fixed: seconds, decimals: 2),
            ])
            if side.validations == validations {
                goal.check(
                    side.name, value: "\(formatBytes(growth, signed: true)) bytes", passed: growth < threshold)
            }
        }
        print(table.rendered())
        return (checksum, goal)
    }

    // MARK: - Hostile input

    static let hostileSizes = [1 << 10, 10 << 10, 100 << 10, 1 << 20]

    /// A single run longer than this is not repeated: the series is far from linear.
    private static let slowOperationNanoseconds = 250_000_000.0

    private static func hostile(
        _ series: [HostileSeries], form: Form, options: BenchmarkOptions
    ) -> (UInt64, [Goal]) {
        print(
            "\n\(prefix)/hostile: one field of the form (its normalizers and rules, through FormSchema.validate) "
                + "with a value of 1 KB to 1 MB; net = (time − time of the ordinary value) / bytes. Every byte "
                + "budget is lifted (schema, field and rules), so the rules themselves read the whole value; "
                + "with the default budget (\(formatBytes(FormSchema.defaultByteBudget)) bytes) values over it "
                + "fail with too-long-bytes unread")
        var table = TextTable(columns: [
            ("series", rightAligned: false), ("bytes", rightAligned: true), ("µs/validation", rightAligned: true),
            ("ns/byte", rightAligned: true), ("net ns/byte", rightAligned: true), ("issue", rightAligned: false),
        ])
        // "Flat within 2×" is about growth: a series whose cost per byte falls with size (a
        // size cap rejecting at once, as e-mail addresses over 4 KB are) is better than
        // linear, so the goal bounds the worst rise, not the spread.
        var goal = Goal(
            "(V3) hostile input: time per byte never rises more than 2× from 1 KB to 1 MB (linear or better)",
            showsEveryCase: true)
        var checksum: UInt64 = 0
        for entry in series {
            let schema = entry.schema(form)
            let values = entry.values
            func time(_ input: [FieldKey: FieldValue]) -> Double {
                let validate = { schema.validate(input, environment: form.environment).issues.count }
                let clock = ContinuousClock()
                let start = clock.now
                checksum &+= UInt64(validate())
                let probe = start.duration(to: clock.now).nanoseconds
                guard probe < slowOperationNanoseconds else { return probe }
                let result = measure([Contender(name: entry.rawValue) { n in timeLoop(n, validate) }], options: options)
                checksum &+= result[0].checksum
                return result[0].nanoseconds(options.statistic)
            }
            let ordinary = time(values(entry.ordinaryValue))
            var perByte: [Double] = []
            for size in hostileSizes {
                let text = entry.value(bytes: size)
                let input = values(text)
                checksum &+= UInt64(text.utf8.count)
                let nanoseconds = time(input)
                let issue = schema.validate(input, environment: form.environment).issues.first?.code.rawValue ?? "valid"
                perByte.append(nanoseconds / Double(size))
                table.append([
                    entry.rawValue, formatBytes(text.utf8.count), String(fixed: nanoseconds / 1e3, decimals: 1),
                    String(fixed: nanoseconds / Double(size), decimals: 3),
                    String(fixed: (nanoseconds - ordinary) / Double(size), decimals: 3), issue,
                ])
            }
            let spread = (perByte.max() ?? 0) / (perByte.min() ?? 1)
            // The worst rise of the cost per byte from a smaller size to a larger one: above
            // 1 only if bigger inputs cost more per byte (a fall is a size cap at work).
            let rise = perByte.indices.dropFirst().map { perByte[$0] / (perByte[..<$0].min() ?? 1) }.max() ?? 1
            goal.check(
                entry.name, value: "max/min ns per byte = \(formatRatio(spread)), worst rise \(formatRatio(rise))",
                passed: rise <= 2)
        }
        print(table.rendered())
        return (checksum, [goal])
    }
}

/// The registration tutorial's registration checks as the tutorial writes them, with Foundation: trimming with
/// `trimmingCharacters(in:)`, the e-mail regex through `range(of:options:
/// .regularExpression)`, `String.count`, `rangeOfCharacter(from: .decimalDigits)`, and a
/// strict `DateFormatter` for the pt-BR birth date; each failure is an error string.
final class TutorialRegistrationValidator {
    struct FieldError {
        let field: String
        let message: String
    }

    private let emailPattern = #"^[A-Z0-9a-z._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}$"#
    private let dateFormatter: DateFormatter

    init() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "pt_BR")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "dd/MM/yyyy"
        formatter.isLenient = false
        dateFormatter = formatter
    }

    func validate(_ form: ValidationBenchmarks.Submission) -> [FieldError] {
        var errors: [FieldError] = []
        let name = form.name.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty {
            errors.append(FieldError(field: "name", message: "Имя обязательно"))
        } else if name.count < 2 {
            errors.append(FieldError(field: "name", message: "Минимум 2 символа"))
        }
        let email = form.email.trimmingCharacters(in: .whitespacesAndNewlines)
        if email.isEmpty {
            errors.append(FieldError(field: "email", message: "Email обязателен"))
        } else if email.range(of: emailPattern, options: .regularExpression) == nil {
            errors.append(FieldError(field: "email", message: "Некорректный email"))
        }
        if form.password.count < 8 {
            errors.append(FieldError(field: "password", message: "Минимум 8 символов"))
        } else if form.password.rangeOfCharacter(from: .decimalDigits) == nil {
            errors.append(FieldError(field: "password", message: "Нужна хотя бы одна цифра"))
        }
        if form.password != form.confirmation {
            errors.append(FieldError(field: "confirmation", message: "Пароли не совпадают"))
        }
        if !form.terms {
            errors.append(FieldError(field: "terms", message: "Необходимо принять условия"))
        }
        let birthDate = form.birthDate.trimmingCharacters(in: .whitespacesAndNewlines)
        if !birthDate.isEmpty {
            if let date = dateFormatter.date(from: birthDate) {
                if date > Date() { errors.append(FieldError(field: "birthDate", message: "Дата в будущем")) }
            } else {
                errors.append(FieldError(field: "birthDate", message: "Некорректная дата"))
            }
        }
        if form.bio.trimmingCharacters(in: .whitespacesAndNewlines).count > 140 {
            errors.append(FieldError(field: "bio", message: "Не больше 140 символов"))
        }
        return errors
    }
}
