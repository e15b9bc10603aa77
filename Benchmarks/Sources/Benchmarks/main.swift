import Foundation

// Runs every suite and prints its table and goals. Always exits 0 once the suites ran:
// the goals are a report, and CI must not fail on a noisy machine.
let options: BenchmarkOptions
do throws(BenchmarkOptions.UsageError) {
    guard let parsed = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst())) else {
        print(BenchmarkOptions.usage)
        exit(0)
    }
    options = parsed
} catch {
    FileHandle.standardError.write(Data("error: \(error.message)\n\(BenchmarkOptions.usage)\n".utf8))
    exit(64)
}

if let repetitions = options.profileRenderRepetitions {
    print("checksum \(RenderProfile.run(repetitions: repetitions, locale: options.profileLocale))")
    exit(0)
}
if let shape = options.memoryChild {
    exit(MemoryBenchmarks.child(shape))
}
if let worker = options.scalingWorker {
    exit(ScalingBenchmarks.worker(iterations: worker.iterations, index: worker.index))
}
if let (count, control) = options.scalingProfile {
    print("checksum \(ScalingBenchmarks.profile(count, control: control, threads: options.scalingThreads))")
    exit(0)
}
if options.memoryOnly {
    print("\nchecksum \(MemoryBenchmarks.run(options: options))")
    exit(0)
}
if let (count, contender) = options.profileRequestRepetitions {
    print("checksum \(RenderProfile.requests(count, contender, locale: options.profileLocale))")
    exit(0)
}

let checksums = [
    TextBenchmarks.run(options: options),
    RenderBenchmarks.run(options: options),
    IntegerFormatBenchmarks.run(options: options),
    DecimalFormatBenchmarks.run(options: options),
    DateTimeFormatBenchmarks.run(options: options),
    CompileBenchmarks.run(options: options),
    CompileScalingBenchmarks.run(options: options),
    CorpusCompileBenchmarks.run(options: options),
    ValidationBenchmarks.run(options: options),
    RequestPathBenchmarks.run(options: options),
    ScalingBenchmarks.run(options: options),
    MemoryBenchmarks.run(options: options),
]
print("\nchecksum \(checksums.reduce(0, &+)) (sum of every output; proves the work was done)")
