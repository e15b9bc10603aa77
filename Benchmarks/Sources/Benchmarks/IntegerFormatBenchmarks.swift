import LocalizedValidationCLDR
import LocalizedValidationIntl
@_spi(Generated) import LocalizedValidationMessages

/// Part of the render suite: writing a count, the number in nearly every message, in ru and
/// ar over 0…99,999 (ar with Arabic-Indic digits and U+066C), by the ICU-free
/// `NumberFormatData` catalogc bakes, by what generated code calls (`LocaleRuntime.format`:
/// a table written from that data below 1,024, the data beyond) and by ICU
/// (`IntlNumberFormat.format`), each reported against ICU measured in the same run.
enum IntegerFormatBenchmarks {
    /// The contenders, in table order; ICU is the reference of the ratios.
    enum Method: String, CaseIterable {
        case baked = "NumberFormatData.format (baked)"
        case runtime = "LocaleRuntime.format"
        case icu = "IntlNumberFormat.format (ICU)"
    }

    /// The data catalogc bakes for ru and ar from ICU 72, as in the golden
    /// `Tests/GeneratedCodeTests/Generated/NumberFormats` (the baker is `package` API of the
    /// root package, out of this package's reach); the run checks it against the runtime on
    /// every integer (and both against ICU) before timing.
    static let locales: [(tag: String, runtime: LocaleRuntime, baked: NumberFormatData)] = [
        (
            "ru", BenchmarkLocale.ru.runtime,
            NumberFormatData(
                digits: Array("0123456789".unicodeScalars), decimalSeparator: ",", groupingSeparator: "\u{A0}",
                minusSign: "-", plusSign: "+", primaryGroupingSize: 3)
        ),
        (
            "ar", BenchmarkLocale.ar.runtime,
            NumberFormatData(
                digits: Array("\u{660}\u{661}\u{662}\u{663}\u{664}\u{665}\u{666}\u{667}\u{668}\u{669}".unicodeScalars),
                decimalSeparator: "\u{66B}", groupingSeparator: "\u{66C}", minusSign: "\u{61C}-", plusSign: "\u{61C}+",
                primaryGroupingSize: 3)
        ),
    ]
    static let values = 100_000

    /// Runs the suite for each locale, prints its tables, and returns a checksum of all outputs.
    static func run(options: BenchmarkOptions) -> UInt64 {
        var checksum: UInt64 = 0
        for (tag, runtime, baked) in locales {
            let name = "render/\(tag)/integers"
            guard options.includes(name) else { continue }
            let icu: IntlNumberFormat
            do {
                icu = try IntlNumberFormat(locale: IntlLocale(tag))
            } catch {
                print("\n== \(name): cannot open \(tag): \(error)")
                continue
            }
            print("\n== Render: a count written in \(tag), baked vs runtime vs ICU (\(name))")
            print(
                "   0…\(values - 1) in turn; ns per integer, the \(options.statistic.rawValue) of \(options.rounds)"
                    + " batches")
            var differences = 0
            for value in 0..<values {
                let text = baked.format(value)
                if text != runtime.format(value) || text != (try? icu.format(value)) { differences += 1 }
            }
            let contenders = Method.allCases.map { method in
                Contender(name: method.rawValue) { iterations in
                    switch method {
                    case .baked: loop(iterations) { baked.format($0).utf8.count }
                    case .runtime: loop(iterations) { runtime.format($0).utf8.count }
                    case .icu: loop(iterations) { ((try? icu.format($0)) ?? "").utf8.count }
                    }
                }
            }
            let results = measure(contenders, options: options)
            let nanoseconds = results.map { $0.nanoseconds(options.statistic) }
            var table = TextTable(columns: [
                ("contender", rightAligned: false), ("ns", rightAligned: true), ("/ICU", rightAligned: true),
            ])
            for (method, value) in zip(Method.allCases, nanoseconds) {
                table.append([method.rawValue, formatNanoseconds(value), formatRatio(value / nanoseconds[2])])
            }
            print(table.rendered())
            print("   /ICU: time over IntlNumberFormat.format's in this run")
            if differences > 0 {
                print("\nOutput differences: baked, runtime and ICU differ on \(differences) integers")
            }
            var goal = Goal("(4) generated code writes a count no slower than ICU")
            goal.check(
                name, value: "runtime/ICU = \(formatRatio(nanoseconds[1] / nanoseconds[2]))",
                passed: nanoseconds[1] <= nanoseconds[2] && differences == 0)
            print("\nGoals (ratios of the \(options.statistic.rawValue) batches):")
            print(goal.rendered())
            checksum = results.reduce(checksum) { $0 &+ $1.checksum }
        }
        return checksum
    }

    @inline(__always)
    private static func loop(_ iterations: Int, _ body: (Int) -> Int) -> Sample {
        let clock = ContinuousClock()
        var sum = 0
        var value = 0
        let start = clock.now
        for _ in 0..<iterations {
            sum &+= body(value)
            value = value + 1 == values ? 0 : value + 1
        }
        let elapsed = start.duration(to: clock.now)
        return Sample(
            nanosecondsPerOperation: elapsed.nanoseconds / Double(iterations),
            checksum: UInt64(truncatingIfNeeded: sum))
    }
}
