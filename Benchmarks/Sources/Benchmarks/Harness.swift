import LocalizedValidationIntl

/// How long, how often and what to measure, from the command line.
struct BenchmarkOptions {
    /// Batches per contender; the median of them is reported.
    var rounds = 7
    /// The wall time each batch aims at; the iteration count is sized to it.
    var batchNanoseconds = 20_000_000.0
    /// The minimum wall time a contender runs before its batches are timed.
    var warmupNanoseconds = 10_000_000.0
    /// Only benchmarks whose name contains this text (case-insensitive) run.
    var filter: String?
    /// Which batch stands for a contender in tables and ratios.
    var statistic = Statistic.minimum
    /// `--profile-render <n>`: render the request suite's issues n times, untimed, and
    /// exit (`RenderProfile`), for `perf stat` and callgrind.
    var profileRenderRepetitions: Int?
    /// `--profile-request <n>` / `--profile-request-render <n>` /
    /// `--profile-json-decoder <n>`: n requests of the request suite (cycling its
    /// bodies) through `FormSchema.decode`, without or with every issue rendered, or
    /// through `JSONDecoder` alone (`RenderProfile`): R1 and R3 in instructions.
    var profileRequestRepetitions: (count: Int, contender: RenderProfile.RequestContender)?
    /// `--profile-locale <tag>`: the locale the profile modes render in (default `ru`),
    /// for R3 per locale in instructions.
    var profileLocale = "ru"
    /// `--memory`: only the memory suite (`MemoryBenchmarks`).
    var memoryOnly = false
    /// `--memory-child <shape>`: measure one shape in this process and print it (the
    /// memory suite runs itself so, once per shape).
    var memoryChild: String?
    /// `--scaling-requests <n>` / `--scaling-control <n>`: n registration requests (or
    /// control iterations) on `--threads` threads, untimed (`ScalingBenchmarks.profile`),
    /// for `strace -f -c -e trace=futex`.
    var scalingProfile: (count: Int, control: Bool)?
    /// `--threads <k>`: the threads of the scaling profile modes (default 2).
    var scalingThreads = 2
    /// `--scaling-worker <n> --worker-index <k>`: be one of the scaling suite's request
    /// processes (it starts them itself).
    var scalingWorker: (iterations: Int, index: Int)?

    /// How the batches of a contender are summarized.
    enum Statistic: String {
        /// The fastest batch: on a shared machine interference only ever adds time, so
        /// the fastest batch is the closest to the undisturbed cost.
        case minimum = "fastest"
        /// The median batch.
        case median
    }

    static let usage = """
        usage: Benchmarks [--quick] [--median] [--filter <substring>] [--profile-render <n>]
                          [--profile-request <n>] [--profile-request-render <n>]
                          [--profile-json-decoder <n>] [--profile-locale <tag>] [--memory]
                          [--scaling-requests <n>] [--scaling-control <n>] [--threads <k>]
          --quick               3 batches of ~5 ms per contender (CI); default 7 of ~20 ms
          --median              report the median batch instead of the fastest
          --filter <substring>  run only benchmarks whose name contains it, e.g. trim/emoji
          --profile-render <n>  only render the request suite's issues n times (for perf/callgrind)
          --profile-request <n>, --profile-request-render <n>, --profile-json-decoder <n>
                                only decode n request bodies: ours without or with rendering,
                                or JSONDecoder alone (same use; R1 and R3 in instructions)
          --profile-locale <tag>  the locale the profile modes render in (default ru)
          --memory              only the memory suite: peak memory per hostile 1 MiB body
          --scaling-requests <n>, --scaling-control <n>
                                only n registration requests (or control loop iterations)
                                split over --threads threads (default 2), for strace
        """

    /// A command-line mistake; `main.swift` prints ``message`` and the usage and exits 64.
    struct UsageError: Error {
        let message: String
    }

    /// Nil when `--help` was asked for.
    init?(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                rounds = 3
                batchNanoseconds = 5_000_000
                warmupNanoseconds = 2_000_000
            case "--median":
                statistic = .median
            case "--filter":
                guard let value = remaining.popFirst(), !value.isEmpty else {
                    throw UsageError(message: "--filter needs a substring")
                }
                filter = value
            case "--profile-render":
                guard let value = remaining.popFirst(), let repetitions = Int(value), repetitions >= 0 else {
                    throw UsageError(message: "--profile-render needs a count")
                }
                profileRenderRepetitions = repetitions
            case "--profile-request", "--profile-request-render", "--profile-json-decoder":
                guard let value = remaining.popFirst(), let count = Int(value), count >= 0 else {
                    throw UsageError(message: "\(argument) needs a count")
                }
                let contender: RenderProfile.RequestContender =
                    switch argument {
                    case "--profile-request": .decode
                    case "--profile-request-render": .decodeAndRender
                    default: .jsonDecoderAlone
                    }
                profileRequestRepetitions = (count, contender)
            case "--profile-locale":
                guard let value = remaining.popFirst(), (try? IntlLocale(value)) != nil else {
                    throw UsageError(message: "--profile-locale needs a BCP 47 tag, such as ar")
                }
                profileLocale = value
            case "--memory":
                memoryOnly = true
            case "--scaling-requests", "--scaling-control":
                guard let value = remaining.popFirst(), let count = Int(value), count >= 0 else {
                    throw UsageError(message: "\(argument) needs a count")
                }
                scalingProfile = (count, argument == "--scaling-control")
            case "--threads":
                guard let value = remaining.popFirst(), let threads = Int(value), threads > 0 else {
                    throw UsageError(message: "--threads needs a positive count")
                }
                scalingThreads = threads
            case "--scaling-worker", "--worker-index":
                guard let value = remaining.popFirst(), let count = Int(value), count >= 0 else {
                    throw UsageError(message: "\(argument) needs a count")
                }
                let worker = scalingWorker ?? (0, 0)
                scalingWorker =
                    argument == "--scaling-worker" ? (count, worker.index) : (worker.iterations, count)
            case "--memory-child":
                guard let value = remaining.popFirst() else {
                    throw UsageError(message: "--memory-child needs a shape")
                }
                memoryChild = value
            case "-h", "--help":
                return nil
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
    }

    func includes(_ name: String) -> Bool {
        guard let filter else { return true }
        return name.lowercased().contains(filter.lowercased())
    }
}

/// One timed batch: the time per operation and a checksum of the outputs, which the
/// caller accumulates and prints so that no work can be optimized away.
struct Sample {
    var nanosecondsPerOperation: Double
    var checksum: UInt64
}

/// One implementation of a benchmarked operation.
struct Contender {
    let name: String
    /// Runs the operation the given number of times (at least 1) and times it.
    let run: (Int) -> Sample
}

/// The result for one contender in one benchmark.
struct Measurement {
    /// Median of the batches' nanoseconds per operation.
    let median: Double
    /// Fastest batch's nanoseconds per operation.
    let minimum: Double
    /// The batch the options ask to report, in nanoseconds per operation.
    func nanoseconds(_ statistic: BenchmarkOptions.Statistic) -> Double {
        switch statistic {
        case .minimum: minimum
        case .median: median
        }
    }
    /// Checksum of one operation's output (its length), to compare contenders' results.
    let outputPerOperation: UInt64
    /// Sum of the checksums of every batch.
    let checksum: UInt64
}

/// Times `body` run `iterations` times in a loop. Inlined into each caller so that the
/// loop calls the operation directly, as the C baseline's loop does.
@inline(__always)
func timeLoop(_ iterations: Int, _ body: () -> Int) -> Sample {
    let clock = ContinuousClock()
    var sum = 0
    let start = clock.now
    for _ in 0..<iterations {
        sum &+= body()
    }
    let elapsed = start.duration(to: clock.now)
    return Sample(
        nanosecondsPerOperation: elapsed.nanoseconds / Double(iterations),
        checksum: UInt64(truncatingIfNeeded: sum))
}

/// Times `body` on `values` in turn, wrapping around, `iterations` times in all: a
/// benchmark over a spread of inputs rather than one. Inlined like ``timeLoop(_:_:)``.
@inline(__always)
func timeCycle<Value>(_ values: [Value], _ iterations: Int, _ body: (Value) -> Int) -> Sample {
    let clock = ContinuousClock()
    var sum = 0
    var index = 0
    let start = clock.now
    for _ in 0..<iterations {
        sum &+= body(values[index])
        index = index + 1 == values.count ? 0 : index + 1
    }
    let elapsed = start.duration(to: clock.now)
    return Sample(
        nanosecondsPerOperation: elapsed.nanoseconds / Double(iterations),
        checksum: UInt64(truncatingIfNeeded: sum))
}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// Measures the contenders of one benchmark side by side.
///
/// Each contender is warmed up and its batch size calibrated to the target batch time;
/// then the batches run in rounds, one batch of every contender per round, so that a
/// slow spell of a noisy machine hits all of them alike and their ratios stay fair.
func measure(_ contenders: [Contender], options: BenchmarkOptions) -> [Measurement] {
    let iterations = contenders.map { calibrate($0, options: options) }
    var samples = [[Sample]](repeating: [], count: contenders.count)
    for _ in 0..<options.rounds {
        for index in contenders.indices {
            samples[index].append(contenders[index].run(iterations[index]))
        }
    }
    return samples.indices.map { index in
        let times = samples[index].map(\.nanosecondsPerOperation).sorted()
        let checksum = samples[index].reduce(UInt64(0)) { $0 &+ $1.checksum }
        return Measurement(
            median: times[times.count / 2],
            minimum: times[0],
            outputPerOperation: samples[index][0].checksum / UInt64(iterations[index]),
            checksum: checksum)
    }
}

/// Runs `contender` for at least the warm-up time with growing batches and returns the
/// iteration count that takes about one target batch time.
///
/// The first call is not timed: it pays one-time costs (opening ICU for a locale builds
/// a table of 1,024 numbers, about 2 ms) that made a one-call estimate end the warm-up
/// under `--quick`, every batch then one call long and 5–13× slower per call than a
/// warm batch. The estimate is also confirmed by one batch of its own size.
private func calibrate(_ contender: Contender, options: BenchmarkOptions) -> Int {
    _ = contender.run(1)
    var iterations = 1
    var spent = 0.0
    var perOperation = 0.0
    while true {
        let sample = contender.run(iterations)
        perOperation = max(sample.nanosecondsPerOperation, 0.1)
        let batch = perOperation * Double(iterations)
        spent += batch
        if spent >= options.warmupNanoseconds && batch >= options.batchNanoseconds / 4 { break }
        if batch < options.batchNanoseconds / 4 { iterations *= 2 }
    }
    let estimate = max(1, Int(options.batchNanoseconds / perOperation))
    let confirmed = max(contender.run(estimate).nanosecondsPerOperation, 0.1)
    return max(1, Int(options.batchNanoseconds / confirmed))
}
