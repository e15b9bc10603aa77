import Foundation
import LocalizedValidation
import LocalizedValidationIntl
import LocalizedValidationMessages

/// The request path of a server: the JSON bytes of a registration request to the app's
/// typed value (or every issue, rendered), through `FormSchema.decode`, against
/// `JSONDecoder` alone decoding the same type and against a hand-written ASCII-only
/// validator of the same fields (JSONDecoder, then byte checks), in the same run.
enum RequestPathBenchmarks {
    static let name = "request/registration"
    static let breakdownName = "request/rules"
    static let perLocaleName = "request/locales"

    /// The app's type.
    struct Registration: Decodable {
        var name: String
        var email: String
        var password: String
        var confirmation: String
        var birthDate: CalendarDate
        var terms: Bool
        var bio: String?
    }

    /// Four request bodies, cycled: two valid, two invalid; the fields each must fail.
    static let payloads: [(json: Data, failing: Set<String>)] = [
        (
            #"{"name": "Ana Souza", "email": "ana.souza@example.com", "password": "segredo123", "confirmation": "segredo123", "birthDate": "1990-06-15", "terms": true, "bio": "Software engineer in Recife; I like coffee, music and programming."}"#,
            []
        ),
        (
            #"{"name": "A", "email": "ana.souza@example", "password": "curta1", "confirmation": "curta2", "birthDate": "2090-01-01", "terms": false, "bio": "ok"}"#,
            ["name", "email", "password", "confirmation", "birthDate", "terms"]
        ),
        (
            #"{"name": "Jose da Silva", "email": "jose.silva+news@example.com.br", "password": "Palavra passe 2024", "confirmation": "Palavra passe 2024", "birthDate": "2000-01-01", "terms": true}"#,
            []
        ),
        (
            #"{"name": "   ", "email": "jose@@example.com", "password": "semdigitos", "confirmation": "semdigitos", "birthDate": "1980-12-31", "terms": true, "bio": ""}"#,
            ["name", "email", "password"]
        ),
    ].map { (Data($0.0.utf8), Set($0.1)) }

    /// The schema: the same fields and rules as the validation suite's form, ISO dates,
    /// and labels from a catalog (`Locales/*/RequestLabels.ftl`, with genders in Russian),
    /// as the documentation tells an app to declare them.
    static func specs() -> [FieldSpec] {
        [
            FieldSpec(
                "name", label: LocalizedText(RequestLabels.fieldName), normalizers: [.trim, .collapseWhitespace],
                rules: [.required, .length(min: 2)]),
            FieldSpec(
                "email", label: LocalizedText(RequestLabels.fieldEmail), normalizers: [.email],
                rules: [.required, .email(.international)]),
            FieldSpec(
                "password", label: LocalizedText(RequestLabels.fieldPassword), normalizers: [.nfc],
                rules: [.required, .password(.eightCharactersAndDigit)]),
            FieldSpec(
                "confirmation", label: LocalizedText(RequestLabels.fieldConfirmation), normalizers: [.nfc],
                rules: [.confirmation(of: "password")]),
            FieldSpec(
                "birthDate", label: LocalizedText(RequestLabels.fieldBirthDate),
                rules: [.required, .date(style: .short, .birthDate())]),
            FieldSpec("terms", label: LocalizedText(RequestLabels.fieldTerms), rules: [.mustBeTrue]),
            FieldSpec("bio", label: LocalizedText(RequestLabels.fieldBio), rules: [.length(max: 140)]),
        ]
    }

    /// A fixed "today" (2024-06-15 in UTC), so both sides judge "in the future" alike.
    static let clock = CalendarClock(timeZone: .utc, now: { 1_718_452_800 })

    static func run(options: BenchmarkOptions) -> UInt64 {
        guard options.includes(name) || options.includes(breakdownName) || options.includes(perLocaleName) else {
            return 0
        }
        print("\n== Request path: JSON bytes → typed value or issues (registration request)")
        let schema = FormSchema(specs())
        let environment = InputEnvironment(locale: try! IntlLocale("pt-BR"), clock: clock)
        let russian = try! IntlLocale("ru")
        let count = payloads.count
        let decoder = JSONDecoder()
        let handWritten = HandWrittenRegistrationValidator(today: "2024-06-15")

        /// Ours: issues counted, or 0 for a typed value; `render` renders every message.
        func ours(_ index: Int, render: Bool) -> Int {
            do {
                let registration = try schema.decode(
                    Registration.self, from: payloads[index].json, environment: environment)
                return registration.name.utf8.count
            } catch let failure as ValidationFailure {
                guard render else { return failure.issues.count }
                var bytes = 0
                for issue in failure.issues { bytes &+= issue.localized(in: russian).utf8.count }
                return failure.issues.count &+ bytes
            } catch {
                return -1
            }
        }
        let issues = issuesPerPayload(schema, environment)
        func jsonDecoderAlone(_ index: Int) -> Int {
            (try? decoder.decode(Registration.self, from: payloads[index].json))?.name.utf8.count ?? -1
        }
        func handWrittenPath(_ index: Int) -> Int {
            guard let registration = try? decoder.decode(Registration.self, from: payloads[index].json) else {
                return -1
            }
            let errors = handWritten.validate(registration)
            return errors.isEmpty ? registration.name.utf8.count : errors.count
        }

        var checksum: UInt64 = 0
        if options.includes(name) {
            func cycling(_ label: String, _ body: @escaping (Int) -> Int) -> Contender {
                Contender(name: label) { n in
                    var index = 0
                    return timeLoop(n) {
                        index = index == count - 1 ? 0 : index + 1
                        return body(index)
                    }
                }
            }
            let contenders = [
                cycling("FormSchema.decode + messages (ru)") { ours($0, render: true) },
                cycling("FormSchema.decode (typed value or issues)") { ours($0, render: false) },
                cycling("JSONDecoder alone") { jsonDecoderAlone($0) },
                cycling("JSONDecoder + hand-written ASCII checks") { handWrittenPath($0) },
                cycling("the same issues rendered alone (ru)") { rendered(issues[$0], in: russian) },
            ]
            // R3 is the rendering's own time over the request's (`rendered(_:in:)`), not the
            // difference of the first two rows: a difference of two close times swings
            // from -24% to +30% between runs on this shared machine where callgrind counts
            // 6%, while a ratio of two times is as steady as each. The suite is cheap, so
            // it always takes at least 11 rounds of 10 ms batches (under a second in all).
            var steadier = options
            steadier.rounds = max(options.rounds, 11)
            steadier.batchNanoseconds = max(options.batchNanoseconds, 10_000_000)
            let results = measure(contenders, options: steadier)
            checksum &+= results.reduce(0) { $0 &+ $1.checksum }
            let time = results.map { $0.nanoseconds(options.statistic) }
            var table = TextTable(columns: [
                ("contender", rightAligned: false), ("ns/request", rightAligned: true), ("median", rightAligned: true),
                ("× JSONDecoder", rightAligned: true), ("× hand-written", rightAligned: true),
            ])
            for (contender, result) in zip(contenders, results) {
                let nanoseconds = result.nanoseconds(options.statistic)
                table.append([
                    contender.name, formatNanoseconds(nanoseconds), formatNanoseconds(result.median),
                    formatRatio(nanoseconds / time[2]), formatRatio(nanoseconds / time[3]),
                ])
            }
            print(
                "\n\(name): \(count) request bodies cycled (2 valid, 2 invalid); the \(options.statistic.rawValue) "
                    + "of \(steadier.rounds) batches")
            print(table.rendered())
            let notes = disagreements(schema, environment, handWritten, decoder)
            if !notes.isEmpty {
                print("Output differences (the two validators did not fail the same fields):")
                for note in notes { print("  " + note) }
            }
            let added = (time[1] - time[2]) / time[2]
            let versusHandWritten = time[1] / time[3]
            let rendering = time[4] / time[1]
            var goal = Goal("(R) the request path", showsEveryCase: true)
            goal.check(
                "(R1) validation adds at most 1× JSONDecoder's own time", value: "adds \(formatRatio(added))",
                passed: added <= 1)
            goal.check(
                "(R2) typed validation within 2× of JSONDecoder + hand-written ASCII checks",
                value: formatRatio(versusHandWritten), passed: versusHandWritten <= 2 && notes.isEmpty)
            goal.check(
                "(R3) rendering the messages (ru) adds at most 10%",
                value: "adds \(String(fixed: rendering * 100, decimals: 1))%", passed: rendering <= 0.10)
            print("\nGoals:")
            print(goal.rendered())
        }
        if options.includes(perLocaleName) {
            checksum &+= renderingPerLocale(schema, environment, options: options)
        }
        if options.includes(breakdownName) {
            checksum &+= breakdown(schema, environment, options: options)
        }
        return checksum
    }

    /// Each payload's issues, as `FormSchema.decode` reports them (none for a valid one).
    private static func issuesPerPayload(_ schema: FormSchema, _ environment: InputEnvironment) -> [[ValidationIssue]] {
        payloads.map { payload in
            do {
                _ = try schema.decode(Registration.self, from: payload.json, environment: environment)
                return []
            } catch let failure as ValidationFailure {
                return failure.issues
            } catch {
                fatalError("the benchmark's payload failed with \(error)")
            }
        }
    }

    /// Renders `issues` in `locale`, as a server does for a failed request: the bytes
    /// rendered, and the count, so the work cannot be skipped.
    private static func rendered(_ issues: [ValidationIssue], in locale: IntlLocale) -> Int {
        var bytes = 0
        for issue in issues { bytes &+= issue.localized(in: locale).utf8.count }
        return issues.count &+ bytes
    }

    /// R3 in every locale the built-in messages exist in: the request suite's issues
    /// rendered alone in each locale (labels from the benchmark's own catalog, translated
    /// and gendered in every locale), over the same requests decoded without rendering,
    /// all in one interleaved run.
    private static func renderingPerLocale(
        _ schema: FormSchema, _ environment: InputEnvironment, options: BenchmarkOptions
    ) -> UInt64 {
        let locales = BenchmarkLocale.allCases.map { try! IntlLocale($0.identifier) }
        let issues = issuesPerPayload(schema, environment)
        func cycling(_ name: String, _ body: @escaping (Int) -> Int) -> Contender {
            Contender(name: name) { n in
                var index = 0
                return timeLoop(n) {
                    index = index == payloads.count - 1 ? 0 : index + 1
                    return body(index)
                }
            }
        }
        let decoding = cycling("FormSchema.decode") { index in
            do {
                return try schema.decode(Registration.self, from: payloads[index].json, environment: environment)
                    .name.utf8.count
            } catch let failure as ValidationFailure {
                return failure.issues.count
            } catch {
                return -1
            }
        }
        let contenders =
            [decoding]
            + locales.map { locale in
                cycling("the issues rendered alone (\(locale.identifier))") { rendered(issues[$0], in: locale) }
            }
        // The same steadier batches as the main suite, and the same ratio of two times.
        var steadier = options
        steadier.rounds = max(options.rounds, 11)
        steadier.batchNanoseconds = max(options.batchNanoseconds, 10_000_000)
        let results = measure(contenders, options: steadier)
        let base = results[0].nanoseconds(options.statistic)
        var table = TextTable(columns: [
            ("locale", rightAligned: false), ("rendering ns/request", rightAligned: true),
            ("rendering adds", rightAligned: true),
        ])
        table.append(["(none: FormSchema.decode, \(formatNanoseconds(base)) ns/request)", "", ""])
        var goal = Goal("(R3) rendering the messages adds at most 10%, per locale", showsEveryCase: true)
        for (locale, result) in zip(locales, results.dropFirst()) {
            let time = result.nanoseconds(options.statistic)
            let added = time / base
            let percent = "\(String(fixed: added * 100, decimals: 1))%"
            table.append([locale.identifier, formatNanoseconds(time), percent])
            goal.check("(R3) \(locale.identifier)", value: "adds \(percent)", passed: added <= 0.10)
        }
        print(
            "\n\(perLocaleName): the request suite's bodies decoded, and their issues rendered alone in each locale; the "
                + "\(options.statistic.rawValue) of \(steadier.rounds) batches")
        print(table.rendered())
        print(goal.rendered())
        return results.reduce(0) { $0 &+ $1.checksum }
    }

    /// Fields each side fails, for every payload; the differences.
    private static func disagreements(
        _ schema: FormSchema, _ environment: InputEnvironment, _ handWritten: HandWrittenRegistrationValidator,
        _ decoder: JSONDecoder
    ) -> [String] {
        var notes: [String] = []
        for (index, payload) in payloads.enumerated() {
            let ours: Set<String>
            do {
                _ = try schema.decode(Registration.self, from: payload.json, environment: environment)
                ours = []
            } catch let failure as ValidationFailure {
                ours = Set(failure.issues.map(\.field.rawValue))
            } catch {
                ours = ["(\(error))"]
            }
            let registration = try! decoder.decode(Registration.self, from: payload.json)
            let theirs = Set(handWritten.validate(registration))
            if ours != payload.failing || theirs != payload.failing {
                notes.append(
                    "payload \(index): expected \(payload.failing.sorted()), FormSchema \(ours.sorted()), "
                        + "hand-written \(theirs.sorted())")
            }
        }
        return notes
    }

    /// The cost of each stage and of each rule alone, on the first (valid) payload.
    private static func breakdown(_ schema: FormSchema, _ environment: InputEnvironment, options: BenchmarkOptions)
        -> UInt64
    {
        let json = payloads[0].json
        let document = try! FieldValue(json: json)
        let values = Dictionary(uniqueKeysWithValues: document.object!.map { (FieldKey($0.key), $0.value) })
        let result = schema.validate(values, environment: environment)
        var contenders = [
            Contender(name: "stage: read the JSON (FieldValue(json:))") { n in
                timeLoop(n) { (try? FieldValue(json: json))?.object?.count ?? 0 }
            },
            Contender(name: "stage: validate (FormSchema.validate)") { n in
                timeLoop(n) { schema.validate(values, environment: environment).values.count }
            },
            Contender(name: "stage: build the type (decode from the result)") { n in
                timeLoop(n) { ((try? schema.decode(Registration.self, from: result))?.name.utf8.count) ?? 0 }
            },
        ]
        for (index, payload) in payloads.enumerated() {
            let label = payload.failing.isEmpty ? "valid" : "failing \(payload.failing.count) fields"
            contenders.append(
                Contender(name: "whole path, payload \(index) (\(label))") { n in
                    timeLoop(n) {
                        do {
                            return try schema.decode(Registration.self, from: payload.json, environment: environment)
                                .name.utf8.count
                        } catch {
                            return 1
                        }
                    }
                })
        }
        // Each field's normalizers alone, then each rule alone on the normalized value.
        for spec in specs() {
            let others: [FieldSpec] =
                spec.key == "confirmation" ? [FieldSpec("password", label: spec.label, rules: [])] : []
            let normalizersOnly = FormSchema(
                [FieldSpec(spec.key, label: spec.label, normalizers: spec.normalizers, rules: [])] + others,
                unknownKeys: .allow)
            contenders.append(
                Contender(name: "\(spec.key) normalizers \(spec.normalizers.map(\.name))") { n in
                    timeLoop(n) { normalizersOnly.validate(values, environment: environment).issues.count }
                })
            let normalized = result.values
            for rule in spec.rules {
                let alone = FormSchema(
                    [FieldSpec(spec.key, label: spec.label, normalizers: [], rules: [rule])] + others,
                    unknownKeys: .allow)
                contenders.append(
                    Contender(name: "\(spec.key) rule \(rule.name)") { n in
                        timeLoop(n) { alone.validate(normalized, environment: environment).issues.count }
                    })
            }
        }
        let empty = FormSchema([], unknownKeys: .allow)
        contenders.append(
            Contender(name: "(overhead: an empty schema over the same values)") { n in
                timeLoop(n) { empty.validate(values, environment: environment).issues.count }
            })
        let results = measure(contenders, options: options)
        var table = TextTable(columns: [("stage or rule", rightAligned: false), ("ns", rightAligned: true)])
        for (contender, result) in zip(contenders, results) {
            table.append([contender.name, formatNanoseconds(result.nanoseconds(options.statistic))])
        }
        print(
            "\n\(breakdownName): each stage, each field's normalizers and each rule alone (a one-field schema, "
                + "so each row includes the overhead row's cost), valid payload")
        print(table.rendered())
        return results.reduce(0) { $0 &+ $1.checksum }
    }
}

/// What a developer writes by hand after `JSONDecoder`: ASCII-only checks of the same
/// fields, returning the failing fields' keys.
struct HandWrittenRegistrationValidator {
    /// Today, as ISO text (ISO dates compare as text).
    let today: String

    func validate(_ registration: RequestPathBenchmarks.Registration) -> [String] {
        var failing: [String] = []
        let name = Array(registration.name.utf8)
        var start = 0
        var end = name.count
        while start < end, name[start] == 0x20 { start += 1 }
        while end > start, name[end - 1] == 0x20 { end -= 1 }
        if end - start < 2 { failing.append("name") }
        if !isEmail(Array(registration.email.utf8)) { failing.append("email") }
        let password = Array(registration.password.utf8)
        if password.count < 8 || !password.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) { failing.append("password") }
        if registration.confirmation != registration.password { failing.append("confirmation") }
        if registration.birthDate.description > today { failing.append("birthDate") }
        if !registration.terms { failing.append("terms") }
        if let bio = registration.bio, bio.utf8.count > 140 { failing.append("bio") }
        return failing
    }

    /// `local@domain.tld`, ASCII letters, digits and `._%+-`, one `@`, a dot in the
    /// domain, no dot at either end of a part or two in a row, a letter TLD.
    private func isEmail(_ bytes: [UInt8]) -> Bool {
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), at > 0, at < bytes.count - 1 else { return false }
        let local = bytes[..<at]
        let domain = bytes[(at + 1)...]
        func isAllowed(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "%"),
                UInt8(ascii: "+"), UInt8(ascii: "-"):
                true
            default: false
            }
        }
        func dotsWellPlaced(_ part: ArraySlice<UInt8>) -> Bool {
            part.first != UInt8(ascii: ".") && part.last != UInt8(ascii: ".")
                && !zip(part, part.dropFirst()).contains { $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".") }
        }
        guard local.allSatisfy(isAllowed), domain.allSatisfy(isAllowed), dotsWellPlaced(local), dotsWellPlaced(domain),
            let lastDot = domain.lastIndex(of: UInt8(ascii: "."))
        else { return false }
        let tld = domain[(lastDot + 1)...]
        return tld.count >= 2
            && tld.allSatisfy { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
    }
}
