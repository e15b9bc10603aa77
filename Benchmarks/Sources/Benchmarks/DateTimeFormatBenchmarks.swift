import LocalizedValidationCLDR
import LocalizedValidationIntl

/// Part of the render suite: a `DateTime` in ru as generated code formats it without ICU
/// against ICU's date format (`DateTimeFormatter`, what generated code called before), each
/// reported against ICU in the same run, over 10,000 instants in Moscow and New York:
/// `DATETIME($when)` (the medium date and the short time: the baked `DatePatternFormat`,
/// the zone's local time from the tz database) and `DATETIME($when, timeStyle: "full")`
/// (the generated message: the zone's name from the baked `TimeZoneNames`).
enum DateTimeFormatBenchmarks {
    /// ru's medium date and short time as catalogc bakes it from ICU 72
    /// (`Tests/GeneratedCodeTests/Generated/Functions`); the run checks it against ICU on
    /// every instant before timing.
    static let russian = DatePatternFormat(
        pattern: "d MMM y\u{202F}'г'., HH:mm", digits: Array("0123456789".unicodeScalars),
        names: [
            "MMM": ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."]
        ])

    /// 2020-01-01T00:00Z onward, 7 h 13 min 17.5 s apart: every hour, both sides of New
    /// York's daylight-saving changes.
    static let instants: [Double] = (0..<10_000).map { 1_577_836_800 + Double($0) * 25_997.5 }

    /// Runs the suite, prints its tables and goal, and returns a checksum of all outputs.
    static func run(options: BenchmarkOptions) -> UInt64 {
        var goal = Goal("(6) generated code writes an instant no slower than ICU, and the same text")
        var checksum: UInt64 = 0
        checksum &+= compare(
            name: "render/ru/instants", title: "DATETIME() of an instant in ru", timeStyle: .short,
            baked: ("DatePatternFormat.format", { russian.format($0) }), options: options, goal: &goal)
        // The full time style shows the zone's name, baked into the generated catalog.
        checksum &+= compare(
            name: "render/ru/zoneNames", title: "DATETIME() of an instant with its zone's name in ru",
            timeStyle: .full,
            baked: ("generated message", { RenderMessages.whenFull(when: $0).localized(in: .ru) }),
            options: options, goal: &goal)
        guard !goal.checks.isEmpty else { return checksum }
        print("\nGoals (ratios of the \(options.statistic.rawValue) batches):")
        print(goal.rendered())
        return checksum
    }

    /// Times `baked` against ICU's formatter of each value's zone with ru's medium date
    /// (for the instants) or no date (for the zone names) and `timeStyle`, after comparing
    /// their texts on every instant; prints the table and adds the result to `goal`.
    private static func compare(
        name: String, title: String, timeStyle: DateStyle,
        baked: (name: String, format: @Sendable (ZonedDateTime) -> String), options: BenchmarkOptions,
        goal: inout Goal
    ) -> UInt64 {
        guard options.includes(name) else { return 0 }
        let zones: [TimeZoneID]
        let formatters: [DateTimeFormatter]
        let dateStyle: DateStyle? = timeStyle == .short ? .medium : nil
        do {
            let locale = try IntlLocale("ru")
            zones = [try TimeZoneID("Europe/Moscow"), try TimeZoneID("America/New_York")]
            formatters = try zones.map {
                try DateTimeFormatter(
                    locale: locale, options: DateTimeFormatOptions(dateStyle: dateStyle, timeStyle: timeStyle),
                    timeZone: $0)
            }
        } catch {
            print("\n== \(name): cannot open ru: \(error)")
            return 0
        }
        print("\n== Render: \(title), baked vs ICU (\(name))")
        print(
            "   \(instants.count) instants in turn, in Moscow and New York; ns per instant, the "
                + "\(options.statistic.rawValue) of \(options.rounds) batches")
        let values = instants.enumerated().map {
            ZonedDateTime(secondsSince1970: $1, timeZone: zones[$0 % zones.count])
        }
        // ICU's formatter of each value's zone, as generated code used to open it.
        let icuCalls = values.enumerated().map { (formatters[$0 % zones.count], $1.secondsSince1970) }
        var differences = 0
        for (value, call) in zip(values, icuCalls)
        where baked.format(value) != (try? call.0.format(secondsSince1970: call.1)) {
            differences += 1
        }
        let format = baked.format
        let contenders = [
            Contender(name: "baked (\(baked.name))") { iterations in
                timeCycle(values, iterations) { format($0).utf8.count }
            },
            Contender(name: "ICU (DateTimeFormatter.format)") { iterations in
                timeCycle(icuCalls, iterations) { ((try? $0.0.format(secondsSince1970: $0.1)) ?? "").utf8.count }
            },
        ]
        let results = measure(contenders, options: options)
        let nanoseconds = results.map { $0.nanoseconds(options.statistic) }
        var table = TextTable(columns: [
            ("contender", rightAligned: false), ("ns", rightAligned: true), ("/ICU", rightAligned: true),
        ])
        for (index, contender) in contenders.enumerated() {
            table.append([
                contender.name, formatNanoseconds(nanoseconds[index]), formatRatio(nanoseconds[index] / nanoseconds[1]),
            ])
        }
        print(table.rendered())
        print("   /ICU: time over the same instants formatted by ICU in this run")
        if differences > 0 { print("\nOutput differences: baked and ICU differ on \(differences) instants") }
        goal.check(
            "\(name)", value: "baked/ICU = \(formatRatio(nanoseconds[0] / nanoseconds[1]))",
            passed: nanoseconds[0] <= nanoseconds[1] && differences == 0)
        return results.reduce(0) { $0 &+ $1.checksum }
    }
}
