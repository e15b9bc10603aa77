import Foundation
import _LocalizedValidationCompilerCore

/// The compile-scaling suite: `FluentCatalogs.compile` (check + generate, in process) on
/// catalogs of one shape at growing sizes, to show that time and generated size grow in
/// proportion to the catalog, whatever its references, terms and attributes.
///
/// The shapes are the hostile ones: a chain where each message references the previous
/// one twice (inlined, 22 lines would be 2^21 copies), the same with terms referenced
/// four times, a distinct attribute per message, many attributes on one message, one
/// long line, and many plain messages.
enum CompileScalingBenchmarks {
    /// The catalog sizes, in bytes: 1 KB → 1 MB (1 KB → 100 KB with `--quick`).
    static func sizes(quick: Bool) -> [Int] {
        quick ? [1_000, 10_000, 100_000] : [1_000, 10_000, 100_000, 1_000_000]
    }

    /// One catalog shape, built to about a given size.
    struct Shape: Sendable {
        let name: String
        /// The Fluent source of about `bytes` bytes, in one or more catalog files.
        let files: @Sendable (_ bytes: Int) -> [String]

        init(name: String, source: @escaping @Sendable (_ bytes: Int) -> String) {
            self.name = name
            self.files = { [source($0)] }
        }

        init(name: String, files: @escaping @Sendable (_ bytes: Int) -> [String]) {
            self.name = name
            self.files = files
        }
    }

    static let shapes: [Shape] = [
        Shape(name: "reference-chain") { bytes in
            // Blocks of 22 messages, each referencing the previous one twice.
            var text = ""
            var block = 0
            while text.utf8.count < bytes {
                text += "b\(block)m0 = x\n"
                for index in 1..<22 {
                    text += "b\(block)m\(index) = { b\(block)m\(index - 1) }{ b\(block)m\(index - 1) }\n"
                }
                block += 1
            }
            return text
        },
        Shape(name: "term-fan-out") { bytes in
            // Blocks of 12 terms, each referencing the previous one four times, and a message.
            var text = ""
            var block = 0
            while text.utf8.count < bytes {
                text += "-b\(block)t0 = x\n"
                for index in 1..<12 {
                    let reference = "{ -b\(block)t\(index - 1) }"
                    text += "-b\(block)t\(index) = \(reference)\(reference)\(reference)\(reference)\n"
                }
                text += "b\(block) = { -b\(block)t11 }\n"
                block += 1
            }
            return text
        },
        Shape(name: "attribute-per-message") { bytes in
            var text = ""
            var index = 0
            while text.utf8.count < bytes {
                text += "m\(index) = value \(index)\n    .attribute\(index) = text \(index)\n"
                index += 1
            }
            return text
        },
        Shape(name: "attributes-on-one-message") { bytes in
            var text = "m = value\n"
            var index = 0
            while text.utf8.count < bytes {
                text += "    .attribute\(index) = text \(index)\n"
                index += 1
            }
            return text
        },
        Shape(name: "long-line") { bytes in
            // One message whose one line mixes text, literals and (ten) variables.
            var text = "long = start"
            var index = 0
            while text.utf8.count < bytes {
                text += " word { \"literal\" } { $v\(index % 10) } { 42 }"
                index += 1
            }
            return text + "\n"
        },
        Shape(
            name: "many-messages",
            files: { bytes in
                // Split in files of 400, below the limit of messages with arguments per
                // catalog (catalog-too-large), as an app would.
                var files: [String] = []
                var text = ""
                var total = 0
                var index = 0
                while total + text.utf8.count < bytes {
                    text += "m\(index) = { $count ->\n    [one] { $count } thing\n   *[other] { $count } things\n  }\n"
                    index += 1
                    if index % 400 == 0 {
                        total += text.utf8.count
                        files.append(text)
                        text = ""
                    }
                }
                return text.isEmpty ? files : files + [text]
            }),
    ]

    struct Row {
        let shape: String
        let inputBytes: Int
        /// The fastest compile, in nanoseconds.
        var nanoseconds = 0.0
        var outputBytes = 0
        var errors = 0

        var nanosecondsPerByte: Double { nanoseconds / Double(inputBytes) }
    }

    /// Runs the suite, prints its table and goals, and returns a checksum of the outputs.
    static func run(options: BenchmarkOptions) -> UInt64 {
        let shapes = shapes.filter { options.includes("compile-scaling/\($0.name)") }
        guard !shapes.isEmpty else { return 0 }
        let quick = options.rounds < 7
        let sizes = sizes(quick: quick)
        print("\n== Compile scaling: FluentCatalogs.compile (check + generate) by catalog shape and size")
        print(
            "   one locale (en); thread CPU time, the fastest of several compiles (at least 3, and ~\(quick ? 20 : 100) ms)"
        )
        var rows: [Row] = []
        var checksum: UInt64 = 0
        for shape in shapes {
            for size in sizes {
                let sources = shape.files(size)
                let input = CompilerInput(
                    files: sources.enumerated().map { index, source in
                        CatalogFile(
                            path: "Locales/en/Scaling\(index).ftl", localeDirectory: "en",
                            catalogName: "Scaling\(index)", contents: Array(source.utf8))
                    })
                var row = Row(shape: shape.name, inputBytes: sources.reduce(0) { $0 + $1.utf8.count })
                var result: CompilerResult?
                row.nanoseconds = fastest(minimumNanoseconds: quick ? 20e6 : 100e6) {
                    result = FluentCatalogs.compile(input)
                }
                row.outputBytes = (result?.files ?? []).reduce(0) { $0 + $1.contents.utf8.count }
                row.errors = (result?.diagnostics ?? []).filter { $0.severity == .error }.count
                checksum &+= UInt64(row.outputBytes)
                rows.append(row)
            }
        }
        print(table(rows).rendered())
        print("   ns/byte = compile time per input byte; out/in = generated Swift bytes per input byte")
        print("\nGoals (fastest compiles):")
        for goal in goals(rows) { print(goal.rendered()) }
        return checksum
    }

    /// The fastest run of `body`, in nanoseconds of this thread's CPU time (a loaded
    /// machine makes wall time wait for a core; CPU time does not): at least 3 runs, and
    /// more until `minimumNanoseconds` have passed.
    private static func fastest(minimumNanoseconds: Double, _ body: () -> Void) -> Double {
        var best = Double.infinity
        var total = 0.0
        var runs = 0
        while runs < 3 || total < minimumNanoseconds {
            let start = threadCPUNanoseconds()
            body()
            let elapsed = threadCPUNanoseconds() - start
            best = min(best, elapsed)
            total += elapsed
            runs += 1
        }
        return best
    }

    private static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    private static func table(_ rows: [Row]) -> TextTable {
        var table = TextTable(columns: [
            ("shape", rightAligned: false), ("ftl bytes", rightAligned: true), ("compile CPU ms", rightAligned: true),
            ("ns/byte", rightAligned: true), ("Swift bytes", rightAligned: true), ("out/in", rightAligned: true),
            ("errors", rightAligned: true),
        ])
        for row in rows {
            table.append([
                row.shape, String(row.inputBytes), String(fixed: row.nanoseconds / 1e6, decimals: 2),
                String(fixed: row.nanosecondsPerByte, decimals: 1), String(row.outputBytes),
                String(fixed: Double(row.outputBytes) / Double(row.inputBytes), decimals: 2), String(row.errors),
            ])
        }
        return table
    }

    private static func goals(_ rows: [Row]) -> [Goal] {
        var time = Goal("(1) compile time per byte, largest catalog / smallest, at most 2×", showsEveryCase: true)
        var size = Goal(
            "(2) generated bytes per input byte, largest catalog / smallest, at most 2×", showsEveryCase: true)
        var clean = Goal("(3) every catalog compiles without errors")
        for shape in Set(rows.map(\.shape)).sorted() {
            let shapeRows = rows.filter { $0.shape == shape }.sorted { $0.inputBytes < $1.inputBytes }
            guard let smallest = shapeRows.first, let largest = shapeRows.last else { continue }
            let timeRatio = largest.nanosecondsPerByte / smallest.nanosecondsPerByte
            time.check(
                shape, value: "\(formatRatio(timeRatio)) (\(largest.inputBytes / 1000) KB vs \(smallest.inputBytes) B)",
                passed: timeRatio <= 2)
            let outputRatio =
                (Double(largest.outputBytes) / Double(largest.inputBytes))
                / (Double(smallest.outputBytes) / Double(smallest.inputBytes))
            size.check(shape, value: formatRatio(outputRatio), passed: outputRatio <= 2)
            for row in shapeRows {
                clean.check("\(shape)/\(row.inputBytes)", value: "\(row.errors) errors", passed: row.errors == 0)
            }
        }
        return [time, size, clean]
    }
}
