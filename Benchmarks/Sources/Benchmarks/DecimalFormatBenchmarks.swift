import LocalizedValidationCLDR
import LocalizedValidationIntl
@_spi(Generated) import LocalizedValidationMessages

/// Part of the render suite: `NUMBER()` with options in ru, as generated code formats it
/// without ICU (`LocaleRuntime.format(_:options:)` and, for a percent, with the style's
/// baked `NumberStyleFormat`) against ICU's number formatter (`DecimalFormatter`, what
/// generated code called before), each reported against ICU measured in the same run.
/// Prices with two fraction digits and shares as percents with one, over 10,000 values.
enum DecimalFormatBenchmarks {
    /// A price: two fraction digits.
    static let price = DecimalFormatOptions(minimumFractionDigits: 2, maximumFractionDigits: 2)
    /// A share: a percent with at most one fraction digit.
    static let share = DecimalFormatOptions(maximumFractionDigits: 1, style: .percent)
    /// ru's percent as catalogc bakes it from ICU 72 (`Tests/GeneratedCodeTests/Generated/
    /// Functions`); the run checks it against ICU on every value before timing.
    static let russianPercent = NumberStyleFormat(
        numbers: BenchmarkLocale.ru.runtime.numbers, scale: 2,
        affixes: NumberAffixes(positiveSuffix: "\u{A0}%", negativePrefix: "-", negativeSuffix: "\u{A0}%"))
    static let values: [Double] = (0..<10_000).map { Double($0) * 13.37 - 20_000 }

    /// Runs the suite, prints its table and goal, and returns a checksum of all outputs.
    static func run(options: BenchmarkOptions) -> UInt64 {
        let name = "render/ru/decimals"
        guard options.includes(name) else { return 0 }
        let runtime = BenchmarkLocale.ru.runtime
        let prices: DecimalFormatter
        let shares: DecimalFormatter
        do {
            let russian = try IntlLocale("ru")
            prices = try DecimalFormatter(locale: russian, options: price)
            shares = try DecimalFormatter(locale: russian, options: share)
        } catch {
            print("\n== \(name): cannot open ru: \(error)")
            return 0
        }
        print("\n== Render: NUMBER() with options in ru, baked vs ICU (\(name))")
        print(
            "   \(values.count) values in turn; ns per number, the \(options.statistic.rawValue) of \(options.rounds)"
                + " batches")
        var differences = 0
        for value in values {
            if runtime.format(value, options: price) != (try? prices.format(value)) { differences += 1 }
            if runtime.format(value / 1000, options: share, style: russianPercent) != (try? shares.format(value / 1000))
            {
                differences += 1
            }
        }
        let contenders = [
            Contender(name: "price, baked (LocaleRuntime.format)") { iterations in
                timeCycle(values, iterations) { runtime.format($0, options: price).utf8.count }
            },
            Contender(name: "price, ICU (DecimalFormatter.format)") { iterations in
                timeCycle(values, iterations) { ((try? prices.format($0)) ?? "").utf8.count }
            },
            Contender(name: "percent, baked (LocaleRuntime.format)") { iterations in
                timeCycle(values, iterations) {
                    runtime.format($0 / 1000, options: share, style: russianPercent).utf8.count
                }
            },
            Contender(name: "percent, ICU (DecimalFormatter.format)") { iterations in
                timeCycle(values, iterations) { ((try? shares.format($0 / 1000)) ?? "").utf8.count }
            },
        ]
        let results = measure(contenders, options: options)
        let nanoseconds = results.map { $0.nanoseconds(options.statistic) }
        var table = TextTable(columns: [
            ("contender", rightAligned: false), ("ns", rightAligned: true), ("/ICU", rightAligned: true),
        ])
        for (index, contender) in contenders.enumerated() {
            let icu = nanoseconds[index / 2 * 2 + 1]
            table.append([contender.name, formatNanoseconds(nanoseconds[index]), formatRatio(nanoseconds[index] / icu)])
        }
        print(table.rendered())
        print("   /ICU: time over the same numbers formatted by ICU in this run")
        if differences > 0 { print("\nOutput differences: baked and ICU differ on \(differences) numbers") }
        var goal = Goal("(5) generated code writes NUMBER() with options no slower than ICU, and the same text")
        goal.check(
            "\(name) price", value: "baked/ICU = \(formatRatio(nanoseconds[0] / nanoseconds[1]))",
            passed: nanoseconds[0] <= nanoseconds[1] && differences == 0)
        goal.check(
            "\(name) percent", value: "baked/ICU = \(formatRatio(nanoseconds[2] / nanoseconds[3]))",
            passed: nanoseconds[2] <= nanoseconds[3] && differences == 0)
        print("\nGoals (ratios of the \(options.statistic.rawValue) batches):")
        print(goal.rendered())
        return results.reduce(0) { $0 &+ $1.checksum }
    }
}
