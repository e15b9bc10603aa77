import Foundation
import LocalizedValidation
import LocalizedValidationServer
import Synchronization

/// The scaling suite (issue 26): the registration request — JSON body, every rule,
/// problem details rendered in ru — on one thread and on every core at once, beside the
/// same request in as many separate processes, in the same run. Processes share nothing
/// the library could contend on (no lock, no reference count, no cache line of its
/// data, no malloc arena), so their speed-up is what the machine allows this very work;
/// threads that scale worse than processes are held back by the library. A control loop
/// that calls no code of this package is printed beside them.
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
            "\n== Scaling: the registration request (decode + rules + problem details in ru) on 1 and \(cores) "
                + "threads, and in 1 and \(cores) processes")
        let request = Request()
        let control = Control()
        // Warm: every thread's pools hold their clones before anything is timed.
        _ = parallel(threads: cores, iterations: 2_000) { request($0) }
        _ = parallel(threads: cores, iterations: 2_000) { control($0) }
        let iterations = (
            request: calibrate(options) { request($0) }, control: calibrate(options) { control($0) }
        )
        let replicas: Replicas
        do {
            replicas = try Replicas(count: cores, iterations: iterations.request)
        } catch {
            print("scaling: could not start the request's processes: \(error)")
            return 0
        }
        defer { replicas.stop() }
        // Enough rounds that each figure's fastest is a quiet moment of the machine:
        // another guest's load on the host moves a single round by up to 1.6×.
        let rounds = max(options.rounds, 36)
        var times = [[Double]](repeating: [], count: 6)
        var checksum: UInt64 = 0
        for _ in 0..<rounds {
            // Interleaved, so that a busy spell of the machine hits every figure alike.
            let runs = [
                parallel(threads: 1, iterations: iterations.request) { request($0) },
                parallel(threads: cores, iterations: iterations.request) { request($0) },
                replicas.run(processes: 1),
                replicas.run(processes: cores),
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
            threads: Double(cores) * fastest[0] / fastest[1], processes: Double(cores) * fastest[2] / fastest[3],
            control: Double(cores) * fastest[4] / fastest[5]
        )
        var table = TextTable(columns: [
            ("contender", rightAligned: false), ("1 ns/request", rightAligned: true),
            ("\(cores) ns/request", rightAligned: true), ("speed-up", rightAligned: true),
        ])
        table.append([
            "registration request (ru problem details), threads",
            formatNanoseconds(fastest[0] / Double(iterations.request)),
            formatNanoseconds(fastest[1] / Double(iterations.request * cores)), formatRatio(speedUp.threads),
        ])
        table.append([
            "the same request, one process each", formatNanoseconds(fastest[2] / Double(iterations.request)),
            formatNanoseconds(fastest[3] / Double(iterations.request * cores)), formatRatio(speedUp.processes),
        ])
        table.append([
            "control loop (no library code), threads", formatNanoseconds(fastest[4] / Double(iterations.control)),
            formatNanoseconds(fastest[5] / Double(iterations.control * cores)), formatRatio(speedUp.control),
        ])
        print(
            "\n\(name): each thread or process runs the same number of requests; the fastest of \(rounds) "
                + "interleaved rounds; ns/request is wall time per request over all threads or processes")
        print(table.rendered())
        let relative = speedUp.threads / speedUp.processes
        let perRound = (0..<rounds).map { round in
            (times[0][round] / times[1][round]) / (times[2][round] / times[3][round])
        }.sorted()
        let percent = { (ratio: Double) in String(fixed: ratio * 100, decimals: 1) }
        print(
            "per-round threads/processes: median \(percent(perRound[rounds / 2]))%, quartiles "
                + "\(percent(perRound[rounds / 4]))–\(percent(perRound[3 * rounds / 4]))%")
        var goal = Goal(
            "(S) the request scales with the cores on threads as it does in separate processes", showsEveryCase: true)
        goal.check(
            "(S1) threads' speed-up within 1% of the processes' (\(formatRatio(speedUp.threads)) vs "
                + "\(formatRatio(speedUp.processes)))",
            value: "\(String(fixed: relative * 100, decimals: 1))% of the processes'", passed: relative >= 0.99)
        print("\nGoals:")
        print(goal.rendered())
        print(
            "(The control loop multiplies in registers, so the machine's shared caches and memory do not slow it: "
                + "\(String(fixed: speedUp.threads / speedUp.control * 100, decimals: 1))% of its speed-up is "
                + "printed for comparison, not judged.)")
        return checksum
    }

    /// Iterations of `body` on one thread that take about one of the options' batches.
    private static func calibrate(_ options: BenchmarkOptions, _ body: @escaping @Sendable (Int) -> Int) -> Int {
        var iterations = 64
        while true {
            let run = parallel(threads: 1, iterations: iterations, body)
            if run.nanoseconds >= options.batchNanoseconds {
                return max(1, Int(options.batchNanoseconds / run.nanoseconds * Double(iterations)))
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

/// The request's processes: `count` copies of this executable in worker mode
/// (`--scaling-worker`), each warmed up once, then told by a byte on its standard input
/// to run `iterations` requests and answering with its checksum on a line. A run's time
/// is from the first byte sent to the last answer read.
private struct Replicas {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let processes: [Process]
    private let commands: [FileHandle]
    private let answers: [FileHandle]

    init(count: Int, iterations: Int) throws {
        var processes: [Process] = []
        var commands: [FileHandle] = []
        var answers: [FileHandle] = []
        for index in 0..<count {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = ["--scaling-worker", "\(iterations)", "--worker-index", "\(index)"]
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            processes.append(process)
            commands.append(input.fileHandleForWriting)
            answers.append(output.fileHandleForReading)
        }
        (self.processes, self.commands, self.answers) = (processes, commands, answers)
        for answer in answers where Self.readLine(answer) != "ready" {
            stop()
            throw Failure(description: "a worker did not start")
        }
    }

    /// `processes` of the workers run their requests at once.
    func run(processes: Int) -> (nanoseconds: Double, checksum: UInt64) {
        let clock = ContinuousClock()
        let start = clock.now
        for command in commands.prefix(processes) {
            command.write(Data("g".utf8))
        }
        var checksum: UInt64 = 0
        for answer in answers.prefix(processes) {
            checksum &+= UInt64(Self.readLine(answer) ?? "") ?? 0
        }
        return (start.duration(to: clock.now).nanoseconds, checksum)
    }

    /// Closes the workers' input, which ends them, and waits for them.
    func stop() {
        for command in commands { try? command.close() }
        for process in processes { process.waitUntilExit() }
    }

    /// One line from a worker, without its line feed; nil at the end of its output.
    private static func readLine(_ handle: FileHandle) -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(handle.fileDescriptor, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return nil
    }
}

extension ScalingBenchmarks {
    /// `--scaling-worker <iterations> --worker-index <k>`: one of ``Replicas``' processes.
    /// Warms up, says `ready`, then runs `iterations` requests (bodies from `k`, as thread
    /// `k` does) for every byte on its standard input and prints their checksum; exits at
    /// the end of its input.
    static func worker(iterations: Int, index: Int) -> Int32 {
        let request = Request()
        var warm = 0
        for iteration in 0..<2_000 { warm &+= request(index &+ iteration) }
        func say(_ line: String) {
            var bytes = Array(line.utf8) + [UInt8(ascii: "\n")]
            _ = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
        }
        say("ready")
        var command: UInt8 = 0
        while read(0, &command, 1) == 1 {
            var sum = 0
            for iteration in 0..<iterations { sum &+= request(index &+ iteration) }
            say("\(UInt64(truncatingIfNeeded: sum))")
        }
        return warm == Int.min ? 1 : 0
    }
}

/// The start line and the results of one ``ScalingBenchmarks/parallel(threads:iterations:_:)`` run.
private final class ParallelRun: Sendable {
    let ready = Atomic<Int>(0)
    let go = Atomic<Bool>(false)
    let checksum = Atomic<UInt64>(0)
}
