import CBaseline
import Foundation
import LocalizedValidationIntl

/// The text suite: `UnicodeText` trim, fold, NFC and grapheme count against the same ICU
/// calls made from a C loop (the limit) and against Foundation's nearest equivalents.
enum TextBenchmarks {
    enum Operation: String, CaseIterable {
        case trim
        case fold
        case nfc
        case graphemes
    }

    enum Script: String, CaseIterable {
        case ascii
        case latin
        case cyrillic
        case emoji

        /// The characters a benchmark text cycles through.
        var sample: String {
            switch self {
            case .ascii:
                "The Quick Brown Fox Jumps Over The Lazy Dog. "
            case .latin:
                // NFC (precomposed); checked in `input(_:length:)`.
                "Jos\u{E9} A\u{E7}\u{E3}o M\u{FC}ller Bront\u{EB} \u{C6}r\u{F8}sk\u{F8}bing \u{C7}elik "
                    + "\u{D1}and\u{FA} Fran\u{E7}oise "
            case .cyrillic:
                "Привет, Мир! Съешь же ещё этих мягких французских булок. Ёлка "
            case .emoji:
                // Family (ZWJ), skin tones, a flag, a variation selector, ZWJ professions
                // with skin tones, holding hands with two tones, a rainbow flag.
                "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}\u{1F44D}\u{1F3FD}"
                    + "\u{1F1E7}\u{1F1F7}\u{2764}\u{FE0F}\u{1F468}\u{1F3FF}\u{200D}\u{1F4BB}\u{1F600}"
                    + "\u{1F9D1}\u{1F3FB}\u{200D}\u{1F91D}\u{200D}\u{1F9D1}\u{1F3FE}\u{1F389}"
                    + "\u{1F44B}\u{1F3FC}\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}\u{1F469}\u{1F3FD}"
                    + "\u{200D}\u{1F52C}"
            }
        }
    }

    static let lengths = [8, 32, 256]

    /// White space around the trim input: ASCII spaces at the start, NO-BREAK SPACE and EM
    /// SPACE at the end (White_Space for Intl and ICU, `whitespaces` for Foundation).
    static let trimLeading = "  "
    static let trimTrailing = "\u{00A0}\u{2003}"

    /// A text of `length` user-perceived characters cycling through the script's sample.
    static func text(_ script: Script, length: Int) -> String {
        let sample = Array(script.sample)
        return String((0..<length).map { sample[$0 % sample.count] })
    }

    /// One line of the table.
    struct Row {
        let operation: Operation
        let script: Script
        let length: Int
        let bytes: Int
        let intl: Measurement
        let c: Measurement
        let foundation: Measurement
        let statistic: BenchmarkOptions.Statistic

        var intlNanoseconds: Double { intl.nanoseconds(statistic) }
        var cNanoseconds: Double { c.nanoseconds(statistic) }
        var foundationNanoseconds: Double { foundation.nanoseconds(statistic) }

        var name: String { "\(operation.rawValue)/\(script.rawValue)/\(length)" }
        /// How many times the C limit Intl takes; the goal is at most 1.3.
        var intlOverC: Double { intlNanoseconds / cNanoseconds }
        /// How many times faster Intl is than Foundation.
        var foundationOverIntl: Double { foundationNanoseconds / intlNanoseconds }
    }

    /// Runs the suite, prints its table and goals, and returns a checksum of all outputs.
    static func run(options: BenchmarkOptions) -> UInt64 {
        let names = Operation.allCases.flatMap { operation in
            Script.allCases.flatMap { script in lengths.map { "\(operation.rawValue)/\(script.rawValue)/\($0)" } }
        }
        guard names.contains(where: options.includes) else { return 0 }
        print("== Text: UnicodeText vs the C limit (ICU from C) vs Foundation")
        let batch = String(fixed: options.batchNanoseconds / 1e6, decimals: 0)
        print(
            "   ns per operation: the \(options.statistic.rawValue) of \(options.rounds) batches of ~\(batch) ms"
                + " per contender")
        var rows: [Row] = []
        var checksum: UInt64 = 0
        var notes: [String] = []
        for operation in Operation.allCases {
            for script in Script.allCases {
                for length in lengths {
                    let name = "\(operation.rawValue)/\(script.rawValue)/\(length)"
                    guard options.includes(name) else { continue }
                    let text = text(script, length: length)
                    if script == .latin, (try? UnicodeText.isNormalized(text, form: .nfc)) != true {
                        notes.append("\(name): the Latin sample is not NFC")
                    }
                    let input = operation == .trim ? trimLeading + text + trimTrailing : text
                    let results = measure(contenders(operation, input), options: options)
                    let row = Row(
                        operation: operation, script: script, length: length, bytes: input.utf8.count,
                        intl: results[0], c: results[1], foundation: results[2], statistic: options.statistic)
                    let unit = operation == .graphemes ? "clusters" : "UTF-8 bytes"
                    let intlOutput = row.intl.outputPerOperation
                    for (contender, output) in [("C", row.c), ("Foundation", row.foundation)]
                    where output.outputPerOperation != intlOutput {
                        notes.append(
                            "\(name): Intl output \(intlOutput) \(unit), \(contender) "
                                + "\(output.outputPerOperation)")
                    }
                    checksum = results.reduce(checksum) { $0 &+ $1.checksum }
                    rows.append(row)
                }
            }
        }
        print(table(rows).rendered())
        if !notes.isEmpty {
            print("\nOutput differences (the contenders did not compute the same result):")
            for note in notes { print("  " + note) }
        }
        print("\nGoals (ratios of the \(options.statistic.rawValue) batches):")
        for goal in goals(rows) { print(goal.rendered()) }
        return checksum
    }

    /// Intl, the C limit and Foundation, in that order, on the same input.
    private static func contenders(_ operation: Operation, _ input: String) -> [Contender] {
        switch operation {
        case .trim:
            return [
                Contender(name: "Intl") { n in timeLoop(n) { UnicodeText.trimmed(input).utf8.count } },
                Contender(name: "C") { n in runC(input, n, cbaseline_trim) },
                Contender(name: "Foundation") { n in
                    timeLoop(n) { input.trimmingCharacters(in: .whitespacesAndNewlines).utf8.count }
                },
            ]
        case .fold:
            return [
                Contender(name: "Intl") { n in
                    timeLoop(n) { try! UnicodeText.caseFolded(input).utf8.count }
                },
                Contender(name: "C") { n in runC(input, n, cbaseline_fold) },
                Contender(name: "Foundation") { n in
                    timeLoop(n) { input.folding(options: .caseInsensitive, locale: nil).utf8.count }
                },
            ]
        case .nfc:
            return [
                Contender(name: "Intl") { n in
                    timeLoop(n) { try! UnicodeText.normalized(input, form: .nfc).utf8.count }
                },
                Contender(name: "C") { n in runC(input, n, cbaseline_nfc) },
                Contender(name: "Foundation") { n in
                    timeLoop(n) { input.precomposedStringWithCanonicalMapping.utf8.count }
                },
            ]
        case .graphemes:
            return [
                Contender(name: "Intl") { n in timeLoop(n) { try! UnicodeText.graphemeCount(input) } },
                Contender(name: "C") { n in runC(input, n, cbaseline_grapheme_count) },
                Contender(name: "Foundation") { n in timeLoop(n) { input.count } },
            ]
        }
    }

    /// Calls a CBaseline loop on the UTF-8 bytes of `input`.
    private static func runC(
        _ input: String,
        _ iterations: Int,
        _ function: (UnsafePointer<CChar>?, Int32, Int64, UnsafeMutablePointer<UInt64>?) -> Double
    ) -> Sample {
        var input = input
        var checksum: UInt64 = 0
        let nanoseconds = input.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                function(chars.baseAddress, Int32(chars.count), Int64(iterations), &checksum)
            }
        }
        return Sample(nanosecondsPerOperation: nanoseconds, checksum: checksum)
    }

    private static func table(_ rows: [Row]) -> TextTable {
        var table = TextTable(columns: [
            ("op", rightAligned: false), ("script", rightAligned: false), ("length", rightAligned: true),
            ("bytes", rightAligned: true), ("Intl ns", rightAligned: true), ("C ns", rightAligned: true),
            ("Foundation ns", rightAligned: true), ("Intl/C", rightAligned: true),
            ("Foundation/Intl", rightAligned: true),
        ])
        for row in rows {
            table.append([
                row.operation.rawValue, row.script.rawValue, String(row.length), String(row.bytes),
                formatNanoseconds(row.intlNanoseconds), formatNanoseconds(row.cNanoseconds),
                formatNanoseconds(row.foundationNanoseconds), formatRatio(row.intlOverC),
                formatRatio(row.foundationOverIntl),
            ])
        }
        return table
    }

    private static func goals(_ rows: [Row]) -> [Goal] {
        var nearC = Goal("(1) Intl at most 1.3× the C limit, every op and case")
        var beatsFoundation = Goal("(2) Intl at least 10× faster than Foundation for trim, fold and NFC")
        var graphemes = Goal(
            "(3) Intl grapheme count of ASCII and Latin no slower than String.count", showsEveryCase: true)
        for row in rows {
            nearC.check(
                row.name, value: "Intl/C = \(formatRatio(row.intlOverC))", passed: row.intlOverC <= 1.3)
            if row.operation != .graphemes {
                beatsFoundation.check(
                    row.name, value: "Foundation/Intl = \(formatRatio(row.foundationOverIntl))",
                    passed: row.foundationOverIntl >= 10)
            } else if row.script == .ascii || row.script == .latin {
                let ratio = row.intlNanoseconds / row.foundationNanoseconds
                graphemes.check(
                    row.name, value: "Intl/String.count = \(String(fixed: ratio, decimals: 3))",
                    passed: ratio <= 1.0)
            }
        }
        return [nearC, beatsFoundation, graphemes]
    }
}
