import Foundation
import LocalizedValidation
import LocalizedValidationCLDR
import LocalizedValidationIntl
import LocalizedValidationServer
import Testing

#if DEBUG  // the audit exists in debug builds only

    /// A server's request on every core takes no lock once warm (issue 26): a registration
    /// request (JSON body, rules, problem details rendered in ru) run by many tasks at once,
    /// with the debug builds' ``SynchronizationAudit`` counting every lock the library takes
    /// and every ICU object it clones. CI also runs this suite under ThreadSanitizer.
    @Suite struct RequestPathConcurrencyTests {
        struct Registration: Decodable {
            var name: String
            var email: String
            var password: String
            var confirmation: String
            var birthDate: CalendarDate
            var terms: Bool
            var bio: String?
        }

        static let schema = FormSchema([
            FieldSpec(
                "name", label: LocalizedText(verbatim: "Имя"), normalizers: [.trim, .collapseWhitespace],
                rules: [.required, .length(min: 2)]),
            FieldSpec(
                "email", label: LocalizedText(verbatim: "Эл. почта"), normalizers: [.email],
                rules: [.required, .email(.international)]),
            FieldSpec(
                "password", label: LocalizedText(verbatim: "Пароль"), normalizers: [.nfc],
                rules: [.required, .password(.eightCharactersAndDigit)]),
            FieldSpec(
                "confirmation", label: LocalizedText(verbatim: "Повтор пароля"), normalizers: [.nfc],
                rules: [.confirmation(of: "password")]),
            FieldSpec(
                "birthDate", label: LocalizedText(verbatim: "Дата рождения"),
                rules: [.required, .date(style: .short, .birthDate())]),
            FieldSpec("terms", label: LocalizedText(verbatim: "Условия"), rules: [.mustBeTrue]),
            FieldSpec("bio", label: LocalizedText(verbatim: "О себе"), rules: [.length(max: 140)]),
        ])

        /// Input typed in pt-BR (its short dates), "today" fixed at 2024-06-15 UTC.
        static let environment = InputEnvironment(
            locale: try! IntlLocale("pt-BR"), clock: CalendarClock(timeZone: .utc, now: { 1_718_452_800 }))

        /// A valid body and two that fail: every rule's path, grapheme counting of
        /// non-ASCII text (the ICU break iterator), a date parsed and compared with today.
        static let bodies = [
            #"{"name": "Ana Souza", "email": "ana.souza@example.com", "password": "segredo123", "confirmation": "segredo123", "birthDate": "15/06/1990", "terms": true, "bio": "Engenheira em Recife 👩‍💻"}"#,
            #"{"name": "A", "email": "ana.souza@example", "password": "curta1", "confirmation": "curta2", "birthDate": "01/01/2090", "terms": false, "bio": "ok"}"#,
            #"{"name": "   ", "email": "jose@@example.com", "password": "semdigitos", "confirmation": "semdigitos", "birthDate": "31/12/1980", "terms": true, "bio": "e\u0301\u0301"}"#,
        ].map { Array($0.utf8) }

        /// One request: the issue count and the response's bytes, 0 for a valid body.
        static func request(_ body: [UInt8]) throws -> Int {
            do {
                _ = try schema.decode(Registration.self, from: body, environment: environment)
                return 0
            } catch let failure as ValidationFailure {
                let response = failure.result.problemResponse(
                    acceptLanguage: "ru", supportedLocales: ["en", "pt-BR", "ru"])
                return failure.issues.count * 1_000_000 + (response?.body.count ?? 0)
            }
        }

        /// `tasks` tasks each running every body `rounds` times, counted by a fresh audit;
        /// each result must equal the single-threaded one.
        static func run(tasks: Int, rounds: Int, expected: [Int]) async throws -> (locks: Int, clones: Int) {
            let audit = SynchronizationAudit()
            try await SynchronizationAudit.$current.withValue(audit) {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<tasks {
                        group.addTask {
                            for _ in 0..<rounds {
                                for (index, body) in bodies.enumerated() {
                                    let result = try request(body)
                                    #expect(result == expected[index])
                                }
                            }
                        }
                    }
                    try await group.waitForAll()
                }
            }
            return (audit.locksTaken.load(ordering: .relaxed), audit.objectsCloned.load(ordering: .relaxed))
        }

        @Test(.timeLimit(.minutes(10))) func aWarmRequestPathTakesNoLockOnAnyCore() async throws {
            let expected = try Self.bodies.map { try Self.request($0) }
            #expect(expected[0] == 0 && expected[1] > 6_000_000 && expected[2] > 3_000_000)
            // Warm-up: until a round of concurrent requests takes no lock (every cache
            // filled; the pools hold an object per thread that ran at once).
            var warmedUp = false
            for _ in 0..<20 where !warmedUp {
                warmedUp = try await Self.run(tasks: 8, rounds: 20, expected: expected).locks == 0
            }
            #expect(warmedUp, "the request path still took locks after 20 warm-up rounds")
            let warm = try await Self.run(tasks: 8, rounds: 50, expected: expected)
            #expect(warm.locks == 0, "locks taken by 1,200 warm requests on 8 tasks")
            // A clone is no lock: a task that finds every pooled object lent clones one.
            // With more tasks than slots, on a machine that other tests load, that happens
            // now and then (2 clones in one loaded run); one per request would mean the
            // pool is not reused.
            #expect(warm.clones < 120, "ICU objects cloned by 1,200 warm requests on 8 tasks: \(warm.clones)")
        }

        /// The audit counts: a locale no other test uses fills caches (a lock per miss) and
        /// clones a date format for its first use.
        @Test func theAuditCountsLocksAndClones() async throws {
            let audit = SynchronizationAudit()
            try SynchronizationAudit.$current.withValue(audit) {
                let dates = IntlDateFormat(locale: try IntlLocale("se-FI"))
                _ = try dates.format(CalendarDate(year: 2024, month: 2, day: 29), style: .long)
            }
            #expect(audit.locksTaken.load(ordering: .relaxed) > 0)
            #expect(audit.objectsCloned.load(ordering: .relaxed) > 0)
        }
    }

#endif
