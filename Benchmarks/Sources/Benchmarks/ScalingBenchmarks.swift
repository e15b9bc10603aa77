import Foundation
import LocalizedValidation
import LocalizedValidationServer
import Synchronization

/// The scaling suite (issue 26): the registration request — JSON body, every rule,
/// problem details rendered in ru — on one thread and on every core at once, beside a
/// control loop that calls no code of this package, in the same run. A library that
/// serializes requests (a process-wide lock) scales worse than the control; one that
/// does not scales as the machine does.
enum ScalingBenchmarks {
    static let name = "scaling"

    /// The request: the request suite's bodies and schema, a problem response in ru for
    /// the failing ones (what a server sends back).
    struct Request: Sendable {
        let schema = FormSchema(RequestPathBenchmarks.specs())
        let environment = InputEnvironment(locale: try! IntlLocale("pt-BR"), clock: RequestPathBenchmarks.clock)
        let bodies = RequestPathBenchmarks.payloads.map { Array($0.json) }
        let locales = BenchmarkLocale.allCases.map(\.identifier)

        func callAsFunction(_ index: Int) -> Int {
            let body = bodies[index % bodies.count]
            do {
                return try schema.decode(RequestPathBenchmarks.Registration.self, from: body, environment: environment)
                    .name.utf8.count
            } catch let failure as ValidationFailure {
                let response = failure.result.problemResponse(acceptLanguage: "ru", supportedLocales: locales)
                return response?.body.count ?? -1
            } catch {
                return -1
            }
        }
    }

    /// The control: what any request handler does with a body without this package —
    /// copy it (an allocation per request, as a decoded body is) and read every byte
    /// several times (FNV-1a), about as long as the request.
    struct Control: Sendable {
        let bodies = RequestPathBenchmarks.payloads.map { Array($0.json) }

        func callAsFunction(_ index: Int) -> Int {
            var bytes = bodies[index % bodies.count]
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for round in 0..<24 {
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                bytes[round % bytes.count] = UInt8(truncatingIfNeeded: hash)
            }
            return Int(truncatingIfNeeded: hash >> 1)
        }
    }

    static func run(options: BenchmarkOptions) -> UInt64 {
        guard options.includes(name) else { return 0 }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print(
            "\n== Scaling: the registration request (decode + rules + problem details in ru) on 1 thread and on \(cores)"
        )
        let request = Request()
        let control = Control()
        // Warm: every thread's pools hold their clones before anything is timed.
        _ = parallel(threads: cores, iterations: 2_000) { request($0) }
        _ = parallel(threads: cores, iterations: 2_000) { control($0) }
        let iterations = (
            request: calibrate(options) { request($0) }, control: calibrate(options) { control($0) }
        )
        let rounds = max(options.rounds, 5)
        var times = [[Double]](repeating: [], count: 4)
        var checksum: UInt64 = 0
        for _ in 0..<rounds {
            // Interleaved, so that a busy spell of the machine hits every figure alike.
            let runs = [
                parallel(threads: 1, iterations: iterations.request) { request($0) },
                parallel(threads: cores, iterations: iterations.request) { request($0) },
                parallel(threads: 1, iterations: iterations.control) { control($0) },
                parallel(threads: cores, iterations: iterations.control) { control($0) },
            ]
            for (index, run) in runs.enumerated() {
                times[index].append(run.nanoseconds)
                checksum &+= run.checksum
            }
        }
        let fastest = times.map { $0.min()! }
        let speedUp = (
            request: Double(cores) * fastest[0] / fastest[1], control: Double(cores) * fastest[2] / fastest[3]
        )
        var table = TextTable(columns: [
            ("contender", rightAligned: false), ("1 thread ns/request", rightAligned: true),
            ("\(cores) threads ns/request", rightAligned: true), ("speed-up", rightAligned: true),
        ])
        table.append([
            "registration request (ru problem details)", formatNanoseconds(fastest[0] / Double(iterations.request)),
            formatNanoseconds(fastest[1] / Double(iterations.request * cores)), formatRatio(speedUp.request),
        ])
        table.append([
            "control loop (no library code)", formatNanoseconds(fastest[2] / Double(iterations.control)),
            formatNanoseconds(fastest[3] / Double(iterations.control * cores)), formatRatio(speedUp.control),
        ])
        print(
            "\n\(name): each thread runs the same number of requests; the fastest of \(rounds) interleaved "
                + "rounds; ns/request is wall time per request over all threads")
        print(table.rendered())
        let relative = speedUp.request / speedUp.control
        var goal = Goal("(S) the request scales with the cores as the control loop does", showsEveryCase: true)
        goal.check(
            "(S1) request speed-up within 1% of the control's (\(formatRatio(speedUp.request)) vs "
                + "\(formatRatio(speedUp.control)))",
            value: "\(String(fixed: relative * 100, decimals: 1))% of the control's", passed: relative >= 0.99)
        print("\nGoals:")
        print(goal.rendered())
        return checksum
    }

    /// Iterations of `body` on one thread that take about four of the options' batches.
    private static func calibrate(_ options: BenchmarkOptions, _ body: @escaping @Sendable (Int) -> Int) -> Int {
        var iterations = 64
        while true {
            let run = parallel(threads: 1, iterations: iterations, body)
            if run.nanoseconds >= options.batchNanoseconds {
                return max(1, Int(4 * options.batchNanoseconds / run.nanoseconds * Double(iterations)))
            }
            iterations *= 2
        }
    }

    /// `iterations` calls of `body` on each of `threads` threads started together; the
    /// wall time from the start to the last thread's end.
    static func parallel(threads: Int, iterations: Int, _ body: @escaping @Sendable (Int) -> Int) -> (
        nanoseconds: Double, checksum: UInt64
    ) {
        let run = ParallelRun()
        let finished = DispatchSemaphore(value: 0)
        for thread in 0..<threads {
            Thread {
                run.ready.add(1, ordering: .releasing)
                // Spin until every thread exists, so that none starts alone.
                while !run.go.load(ordering: .acquiring) { sched_yield() }
                var sum = 0
                for iteration in 0..<iterations { sum &+= body(thread &+ iteration) }
                run.checksum.wrappingAdd(UInt64(truncatingIfNeeded: sum), ordering: .relaxed)
                finished.signal()
            }.start()
        }
        while run.ready.load(ordering: .acquiring) < threads { sched_yield() }
        let clock = ContinuousClock()
        let start = clock.now
        run.go.store(true, ordering: .releasing)
        for _ in 0..<threads { finished.wait() }
        return (start.duration(to: clock.now).nanoseconds, run.checksum.load(ordering: .relaxed))
    }

    /// `--scaling-requests <n>` / `--scaling-control <n>`: n requests (or control
    /// iterations) split over `threads` threads after a warm-up, untimed, for counting
    /// system calls (`strace -f -c -e trace=futex`, Benchmarks/README.md).
    static func profile(_ count: Int, control: Bool, threads: Int) -> UInt64 {
        let request = Request()
        let loop = Control()
        let body: @Sendable (Int) -> Int
        if control {
            body = { loop($0) }
        } else {
            body = { request($0) }
        }
        _ = parallel(threads: threads, iterations: 100, body)
        return parallel(threads: threads, iterations: count / threads, body).checksum
    }
}

/// The start line and the results of one ``ScalingBenchmarks/parallel(threads:iterations:_:)`` run.
private final class ParallelRun: Sendable {
    let ready = Atomic<Int>(0)
    let go = Atomic<Bool>(false)
    let checksum = Atomic<UInt64>(0)
}
