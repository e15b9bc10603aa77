import CBaseline
@_spi(Generated) import LocalizedValidationMessages

/// The render suite: a ru plural message with a formatted count rendered by the code
/// `catalogc` generates (the build plugin compiles `Locales/` into this target), against
/// ICU's `umsg_format` (opened once, and opened per call) and against the bare ICU calls
/// the rendering needs (the limit), all in C loops on the same counts.
enum RenderBenchmarks {
    /// The counts every contender cycles through, one per operation: one, few, many,
    /// one again (21) and a grouped number (1000 is `1 000` in ru, with U+00A0).
    static let counts: [Int] = [1, 2, 5, 21, 1000]

    /// The contenders, in table order; the first is generated code.
    enum Method: String, CaseIterable {
        case generated = "generated"
        case limit = "limit"
        case limitUTF8 = "limit+UTF-8"
        case preopened = "umsg pre-opened"
        case openPerCall = "umsg per call"
        // The breakdown (informational): the halves of generated code and of the limit.
        case runtimePlural = "  LocaleRuntime.plural"
        case runtimeFormat = "  LocaleRuntime.format"
        case selectOnly = "  uplrules_select"
        case formatOnly = "  unum_formatInt64"

        var cMethod: cbaseline_message_method? {
            switch self {
            case .generated: nil
            case .limit: CBASELINE_MESSAGE_LIMIT
            case .limitUTF8: CBASELINE_MESSAGE_LIMIT_UTF8
            case .preopened: CBASELINE_MESSAGE_PREOPENED
            case .openPerCall: CBASELINE_MESSAGE_OPEN_PER_CALL
            case .runtimePlural, .runtimeFormat: nil
            case .selectOnly: CBASELINE_MESSAGE_SELECT_ONLY
            case .formatOnly: CBASELINE_MESSAGE_FORMAT_ONLY
            }
        }
    }

    static let benchmarkName = "render/ru/plural"

    /// Runs the suite, prints its table and goals, and returns a checksum of all outputs.
    static func run(options: BenchmarkOptions) -> UInt64 {
        guard options.includes(benchmarkName) else { return 0 }
        print("\n== Render: generated code vs ICU MessageFormat vs the C limit (\(benchmarkName))")
        print(
            "   `items` in ru with counts \(counts.map(String.init).joined(separator: ", ")) in turn; ns per message,"
                + " the \(options.statistic.rawValue) of \(options.rounds) batches")
        let notes = checkOutputs()
        let contenders = Method.allCases.map { method in
            Contender(name: method.rawValue) { iterations in
                if let cMethod = method.cMethod { return runC(cMethod, iterations) }
                return runSwift(method, iterations)
            }
        }
        let results = measure(contenders, options: options)
        let nanoseconds = results.map { $0.nanoseconds(options.statistic) }
        var table = TextTable(columns: [
            ("contender", rightAligned: false), ("ns", rightAligned: true), ("/limit", rightAligned: true),
            ("/generated", rightAligned: true),
        ])
        for (method, value) in zip(Method.allCases, nanoseconds) {
            table.append([
                method.rawValue, formatNanoseconds(value), formatRatio(value / nanoseconds[1]),
                formatRatio(value / nanoseconds[0]),
            ])
        }
        print(table.rendered())
        print(
            "   /limit: time over the limit's; /generated: time over generated code's (how many times faster"
                + " generated code is); the indented rows are the breakdown: each half of generated code"
                + " (LocaleRuntime) and of the limit (ICU), alone")
        if !notes.isEmpty {
            print("\nOutput differences (the contenders did not render the same text):")
            for note in notes { print("  " + note) }
        }
        let generated = nanoseconds[0]
        var nearLimit = Goal("(1) generated code at most 1.3× the limit (uplrules_select + unum_format)")
        nearLimit.check(
            benchmarkName, value: "generated/limit = \(formatRatio(generated / nanoseconds[1]))",
            passed: generated <= 1.3 * nanoseconds[1])
        var beatsPreopened = Goal("(2) generated code at least 4× faster than pre-opened umsg_format")
        beatsPreopened.check(
            benchmarkName, value: "umsg/generated = \(formatRatio(nanoseconds[3] / generated))",
            passed: nanoseconds[3] >= 4 * generated)
        var beatsPerCall = Goal("(3) generated code at least 40× faster than umsg_open + umsg_format per call")
        beatsPerCall.check(
            benchmarkName, value: "umsg per call/generated = \(formatRatio(nanoseconds[4] / generated))",
            passed: nanoseconds[4] >= 40 * generated)
        print("\nGoals (ratios of the \(options.statistic.rawValue) batches):")
        for goal in [nearLimit, beatsPreopened, beatsPerCall] { print(goal.rendered()) }
        return results.reduce(0) { $0 &+ $1.checksum }
    }

    /// A Swift contender in a loop over the counts; the checksum sums UTF-8 lengths.
    private static func runSwift(_ method: Method, _ iterations: Int) -> Sample {
        switch method {
        case .runtimePlural:
            let runtime = BenchmarkLocale.ru.runtime
            return timeCycle(counts, iterations) { runtime.plural($0) == .other ? 1 : 0 }
        case .runtimeFormat:
            let runtime = BenchmarkLocale.ru.runtime
            return timeCycle(counts, iterations) { runtime.format($0).utf8.count }
        default:
            return timeCycle(counts, iterations) { RenderMessages.items(count: $0).localized(in: .ru).utf8.count }
        }
    }

    private static func runC(_ method: cbaseline_message_method, _ iterations: Int) -> Sample {
        let counts = counts.map(Int64.init)
        var checksum: UInt64 = 0
        let nanoseconds = counts.withUnsafeBufferPointer { buffer in
            cbaseline_plural_message(method, buffer.baseAddress, Int32(buffer.count), Int64(iterations), &checksum)
        }
        return Sample(nanosecondsPerOperation: nanoseconds, checksum: checksum)
    }

    /// Renders every count with every contender once and lists the texts that differ from
    /// generated code's; also checks the expected ru text for 1000.
    private static func checkOutputs() -> [String] {
        var notes: [String] = []
        for count in counts {
            let generated = RenderMessages.items(count: count).localized(in: .ru)
            if count == 1000, generated != "1\u{00A0}000 товаров" {
                notes.append("generated(1000) = \"\(generated)\", expected \"1\u{00A0}000 товаров\"")
            }
            for method in Method.allCases.prefix(5) {
                guard let cMethod = method.cMethod else { continue }
                var bytes = [CChar](repeating: 0, count: 1024)
                let length = cbaseline_plural_message_once(cMethod, Int64(count), &bytes, Int32(bytes.count))
                let text = String(decoding: bytes[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if text != generated {
                    notes.append("\(method.rawValue)(\(count)) = \"\(text)\", generated \"\(generated)\"")
                }
            }
        }
        return notes
    }
}
