import Foundation
import LocalizedValidation
import LocalizedValidationIntl

/// `--profile-render <n>`: what R3 of the request suite adds, alone and untimed, for
/// instruction counts (`perf stat -e instructions:u`, `valgrind --tool=callgrind`),
/// which a loaded machine does not disturb as it does wall time. The issues of the
/// request suite's invalid bodies are collected once; then every issue is rendered in
/// `locale` (Russian by default) `n` times, as `issue.localized(in:)` renders them in the suite. The
/// difference between two counts (say 100,000 and 0) divided by the renders is the
/// cost of one message.
enum RenderProfile {
    static func run(repetitions: Int, locale tag: String) -> Int {
        let schema = FormSchema(RequestPathBenchmarks.specs())
        let environment = InputEnvironment(
            locale: try! IntlLocale("pt-BR"), clock: RequestPathBenchmarks.clock)
        let locale = try! IntlLocale(tag)
        let issues = RequestPathBenchmarks.payloads.flatMap {
            try! schema.validate(json: $0.json, environment: environment).issues
        }
        var bytes = 0
        for _ in 0..<repetitions {
            for issue in issues { bytes &+= issue.localized(in: locale).utf8.count }
        }
        print("\(issues.count) issues rendered \(repetitions) times")
        return bytes
    }

    /// What `requests(_:_:)` runs: the request suite's first three contenders.
    enum RequestContender {
        case decode, decodeAndRender, jsonDecoderAlone
    }

    /// `count` requests as the request suite's contenders run them, the bodies cycled:
    /// through `FormSchema.decode`, with every issue of a failing body rendered in
    /// `locale` for `.decodeAndRender`, or through `JSONDecoder` alone. Differences
    /// between two counts give R1 and R3 in instructions.
    static func requests(_ count: Int, _ contender: RequestContender, locale tag: String) -> Int {
        let schema = FormSchema(RequestPathBenchmarks.specs())
        let environment = InputEnvironment(
            locale: try! IntlLocale("pt-BR"), clock: RequestPathBenchmarks.clock)
        let locale = try! IntlLocale(tag)
        let payloads = RequestPathBenchmarks.payloads
        let decoder = JSONDecoder()
        var total = 0
        for request in 0..<count {
            let body = payloads[request % payloads.count].json
            if contender == .jsonDecoderAlone {
                total &+=
                    (try? decoder.decode(RequestPathBenchmarks.Registration.self, from: body))?.name.utf8.count ?? 1
                continue
            }
            do {
                let registration = try schema.decode(
                    RequestPathBenchmarks.Registration.self, from: body, environment: environment)
                total &+= registration.name.utf8.count
            } catch let failure as ValidationFailure {
                total &+= failure.issues.count
                guard contender == .decodeAndRender else { continue }
                for issue in failure.issues { total &+= issue.localized(in: locale).utf8.count }
            } catch {
                total &+= 1
            }
        }
        print("\(count) requests, \(contender)")
        return total
    }
}
