import Foundation
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// The compile suite: `catalogc generate` end to end (a release process, as a build
/// runs it) on synthetic catalogs of 10,000 and 20,000 messages × 3 locales, against GNU
/// gettext's `msgfmt --check` on the same messages as PO files, plus an in-process
/// breakdown of the compiler core's phases.
enum CompileBenchmarks {
    static let sizes = [10_000, 20_000]

    /// Timings of one catalog size, in nanoseconds (fastest repetition).
    struct Row {
        let messages: Int
        /// Wall time of the whole `catalogc generate` process.
        var process: Double?
        /// Its CPU time (user + system), which a loaded machine does not inflate.
        var processCPU: Double?
        var msgfmt: Double?
        var msgfmtCPU: Double?
        /// Wall and CPU time of the whole `catalogc check` process with a translation
        /// record of every translation (stale tracking on).
        var checkProcess: Double?
        var checkProcessCPU: Double?
        /// CPU time of the same `generate` and `check` processes on one thread
        /// (`CATALOGC_THREADS=1`) against msgfmt's, in paired rounds: what the goals
        /// against msgfmt compare, since parallelism should only add headroom, not hide a cost.
        var generateOneThread: PairedRatios?
        var checkOneThread: PairedRatios?
        /// In process: `FluentCatalogs.check` with the record.
        var checkWithRecord = 0.0
        var load = 0.0
        var parse = 0.0
        var check = 0.0
        var compile = 0.0
        var write = 0.0
        var inputBytes = 0
        var outputBytes = 0

        var name: String { "compile/\(messages)" }
    }

    /// One command's CPU against msgfmt's, round by round (see ``pairedRounds``).
    struct PairedRatios {
        /// The command's CPU time in each round, in nanoseconds.
        var cpu: [Double] = []
        /// Its CPU time over msgfmt's in the same round.
        var ratios: [Double] = []

        var medianCPU: Double { Self.median(cpu) }
        var medianRatio: Double { Self.median(ratios) }
        /// `median (lowest–highest)` of the ratios.
        var summary: String {
            let sorted = ratios.sorted()
            return "\(formatRatio(medianRatio)) (\(formatRatio(sorted.first ?? 0))–\(formatRatio(sorted.last ?? 0)))"
        }

        static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return .nan }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }

    /// Runs the suite, prints its tables and goals, and returns a checksum of the outputs.
    static func run(options: BenchmarkOptions) -> UInt64 {
        let sizes = sizes.filter { options.includes("compile/\($0)") }
        guard !sizes.isEmpty else { return 0 }
        // Whole processes and whole compilations are long: a few repetitions, the fastest.
        let repetitions = options.rounds >= 7 ? 5 : 2
        // msgfmt's fastest CPU time, for the tables; goals (5) and (6) use paired rounds.
        let cpuRepetitions = 5
        let pairedRoundCount = 7
        print("\n== Compile: catalogc generate vs msgfmt --check (3 locales: en source, pt-BR, ru)")
        print(
            "   ms, the fastest of \(repetitions) repetitions (of \(cpuRepetitions) for msgfmt; 1-thread CPU: the median"
                + " of \(pairedRoundCount) paired rounds);"
                + " a third of the messages are plural selects")
        // BENCHMARK_CATALOGS=<dir> keeps the generated catalogs there, for profiling.
        let kept = ProcessInfo.processInfo.environment["BENCHMARK_CATALOGS"].flatMap { $0.isEmpty ? nil : $0 }
        let root =
            kept
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "catalogc-bench-\(ProcessInfo.processInfo.processIdentifier)"
            ).path
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: root) } }
        let catalogc = Tools.catalogc()
        let msgfmt = Tools.onPath("msgfmt")
        var notes: [String] = []
        if let catalogc { print("   catalogc: \(catalogc)") } else { notes.append(Tools.catalogcMissing) }
        if let msgfmt { print("   msgfmt: \(msgfmt)") } else { notes.append("msgfmt not found on PATH: no comparison") }
        var rows: [Row] = []
        var checksum: UInt64 = 0
        var startup: (wall: Double, cpu: Double)?
        if let catalogc {
            let folder = root + "/startup"
            write(SyntheticCatalog(count: 1), to: folder)
            startup = timeCatalogc(catalogc, folder: folder, repetitions: repetitions, notes: &notes)
        }
        for size in sizes {
            let folder = root + "/\(size)"
            let catalog = SyntheticCatalog(count: size)
            var row = Row(messages: size)
            row.inputBytes = write(catalog, to: folder)
            if let catalogc {
                (row.process, row.processCPU) = timeCatalogc(
                    catalogc, folder: folder, repetitions: repetitions, notes: &notes)
            }
            if let msgfmt {
                (row.msgfmt, row.msgfmtCPU) = timeProcesses(cpuRepetitions) {
                    for language in SyntheticCatalog.Language.allCases {
                        let po = folder + "/po/\(language.gettextCode).po"
                        run(msgfmt, ["--check", "-o", "/dev/null", po], notes: &notes)
                    }
                }
            }
            checksum &+= breakdown(&row, folder: folder, repetitions: repetitions, notes: &notes)
            if let catalogc {
                (row.checkProcess, row.checkProcessCPU) = timeProcesses(repetitions) {
                    run(catalogc, ["check", folder + "/Locales", "--format", "json"], notes: &notes)
                }
                if let msgfmt {
                    (row.checkOneThread, row.generateOneThread) = pairedRounds(
                        pairedRoundCount, catalogc: catalogc, msgfmt: msgfmt, folder: folder, notes: &notes)
                }
            }
            rows.append(row)
            if kept == nil { try? FileManager.default.removeItem(atPath: folder) }
        }
        print(table(rows).rendered())
        print(
            "\n   catalogc check with stale tracking on (a catalogc.lock recording every translation) vs msgfmt --check"
        )
        print(checkTable(rows).rendered())
        if let startup {
            print(
                "   catalogc startup (the same catalogs with 1 message): \(milliseconds(startup.wall)) ms wall, "
                    + "\(milliseconds(startup.cpu)) ms CPU")
        }
        print(
            "   CPU = user + system time of the child processes (getrusage), the fastest repetition; wall time"
                + " includes waiting for a core on a loaded machine; 1-thread = the same process with CATALOGC_THREADS=1"
                + " (every pass on one thread), what goals (5) and (6) compare: each of \(pairedRoundCount) rounds runs"
                + " msgfmt, check and generate once, in a rotating order, and gives one ratio each; median (range)")
        print(
            "   in process: load = read the files; parse = FluentParser only; check = FluentCatalogs.check (parse +"
                + " analysis); render = compile − check; write = OutputWriter")
        if !notes.isEmpty {
            print("\nNotes:")
            for note in Set(notes).sorted() { print("  " + note) }
        }
        print("\nGoals ((1)–(4): fastest repetitions; (5), (6): the median of the paired rounds):")
        for goal in goals(rows) { print(goal.rendered()) }
        return checksum
    }

    /// Writes the Fluent catalogs under `<folder>/Locales` and the PO files under
    /// `<folder>/po`; returns the Fluent bytes written.
    @discardableResult
    private static func write(_ catalog: SyntheticCatalog, to folder: String) -> Int {
        var bytes = 0
        for language in SyntheticCatalog.Language.allCases {
            let locale = folder + "/Locales/\(language.rawValue)"
            try! FileManager.default.createDirectory(atPath: locale, withIntermediateDirectories: true)
            try! FileManager.default.createDirectory(atPath: folder + "/po", withIntermediateDirectories: true)
            for (name, text) in catalog.fluentFiles(language) {
                let fluent = Data(text.utf8)
                bytes += fluent.count
                try! fluent.write(to: URL(fileURLWithPath: locale + "/" + name))
            }
            try! Data(catalog.po(language).utf8).write(
                to: URL(fileURLWithPath: folder + "/po/\(language.gettextCode).po"))
        }
        return bytes
    }

    /// `catalogc generate` into a fresh output folder per repetition: the fastest wall
    /// and CPU times.
    private static func timeCatalogc(
        _ catalogc: String, folder: String, repetitions: Int, singleThread: Bool = false, notes: inout [String]
    ) -> (wall: Double, cpu: Double) {
        var best = (wall: Double.infinity, cpu: Double.infinity)
        for _ in 0..<repetitions {
            try? FileManager.default.removeItem(atPath: folder + "/out")
            let times = timeProcesses(1) {
                run(
                    catalogc, ["generate", folder + "/Locales", "--output", folder + "/out", "--quiet"],
                    singleThread: singleThread, notes: &notes)
            }
            best = (min(best.wall, times.wall), min(best.cpu, times.cpu))
        }
        return best
    }

    /// One-thread CPU of `catalogc check` and `generate` against msgfmt's, in `rounds`
    /// paired rounds: each round runs the three once, in an order that rotates, and gives
    /// a ratio per command. Measured apart, the fastest of five msgfmt runs moved 1.6×
    /// between runs on a shared machine (238–377 ms), so a ratio of fastest times measured
    /// minutes apart compared two machine states; within a round a load that comes and
    /// goes weighs on both sides of the ratio. Runs after the translation record is
    /// written, so `check` tracks staleness (goal 5).
    private static func pairedRounds(
        _ rounds: Int, catalogc: String, msgfmt: String, folder: String, notes: inout [String]
    ) -> (check: PairedRatios, generate: PairedRatios) {
        var check = PairedRatios()
        var generate = PairedRatios()
        for round in 0..<rounds {
            var msgfmtCPU = 0.0
            var checkCPU = 0.0
            var generateCPU = 0.0
            for step in 0..<3 {
                switch (step + round) % 3 {
                case 0:
                    msgfmtCPU =
                        timeProcesses(1) {
                            for language in SyntheticCatalog.Language.allCases {
                                let po = folder + "/po/\(language.gettextCode).po"
                                run(msgfmt, ["--check", "-o", "/dev/null", po], notes: &notes)
                            }
                        }.cpu
                case 1:
                    checkCPU =
                        timeProcesses(1) {
                            run(
                                catalogc, ["check", folder + "/Locales", "--format", "json"], singleThread: true,
                                notes: &notes)
                        }.cpu
                default:
                    generateCPU =
                        timeCatalogc(
                            catalogc, folder: folder, repetitions: 1, singleThread: true, notes: &notes
                        ).cpu
                }
            }
            check.cpu.append(checkCPU)
            check.ratios.append(checkCPU / msgfmtCPU)
            generate.cpu.append(generateCPU)
            generate.ratios.append(generateCPU / msgfmtCPU)
        }
        return (check, generate)
    }

    /// The fastest wall time and the fastest CPU time (user + system of the child
    /// processes `body` waited for) of `repetitions` runs, in nanoseconds.
    static func timeProcesses(_ repetitions: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
        var best = (wall: Double.infinity, cpu: Double.infinity)
        for _ in 0..<repetitions {
            let before = childrenCPU()
            let wall = minimum(1, body)
            best = (min(best.wall, wall), min(best.cpu, childrenCPU() - before))
        }
        return best
    }

    /// The CPU time of every terminated and waited-for child so far, in nanoseconds.
    private static func childrenCPU() -> Double {
        var usage = rusage()
        _ = getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        func nanoseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3 }
        return nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime)
    }

    /// The in-process phases; returns a checksum of the generated text's length.
    private static func breakdown(_ row: inout Row, folder: String, repetitions: Int, notes: inout [String]) -> UInt64 {
        var input: CompilerInput?
        row.load = minimum(repetitions) {
            let loaded = CatalogDirectory.load(folder + "/Locales")
            input = loaded.input
        }
        guard let input else {
            notes.append("\(row.name): CatalogDirectory.load failed")
            return 0
        }
        let sources = input.files.map { String(decoding: $0.contents, as: UTF8.self) }
        var entries = 0
        row.parse = minimum(repetitions) {
            entries = sources.reduce(0) { $0 + FluentParser().parse($1).body.count }
        }
        var diagnostics: [Diagnostic] = []
        row.check = minimum(repetitions) { diagnostics = FluentCatalogs.check(input) }
        // The translation record `catalogc accept` writes for every translation; later
        // checks (and the check process) track staleness against it.
        var recorded = input
        for locale in ["pt-BR", "ru"] {
            let acceptance = FluentCatalogs.acceptTranslations(recorded, locale: locale, messages: [])
            guard let lock = acceptance.lock, !acceptance.hasErrors else {
                notes.append(
                    "\(row.name): accept \(locale) failed: \(acceptance.diagnostics.first.map { "\($0)" } ?? "")")
                break
            }
            recorded.translationLock = TranslationLockFile(
                path: folder + "/Locales/" + TranslationLock.fileName, contents: lock.serialized())
        }
        if let lock = recorded.translationLock {
            _ = FileManager.default.createFile(atPath: lock.path, contents: Data(lock.contents))
        }
        var recordDiagnostics: [Diagnostic] = []
        row.checkWithRecord = minimum(repetitions) { recordDiagnostics = FluentCatalogs.check(recorded) }
        if recordDiagnostics.count != diagnostics.count {
            notes.append("\(row.name): the record added \(recordDiagnostics.count - diagnostics.count) diagnostics")
        }
        var result: CompilerResult?
        row.compile = minimum(repetitions) { result = FluentCatalogs.compile(input) }
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        if warnings > 0 || result?.hasErrors != false {
            let first = diagnostics.first.map { ": first: \($0)" } ?? ""
            notes.append("\(row.name): \(diagnostics.count) diagnostics (\(warnings) warnings)\(first)")
        }
        let files = (result?.files ?? []).map { ($0.name, Array($0.contents.utf8)) }
        row.outputBytes = files.reduce(0) { $0 + $1.1.count }
        row.write = minimum(repetitions) {
            try? FileManager.default.removeItem(atPath: folder + "/out-in-process")
            _ = try? OutputWriter.write(files, to: folder + "/out-in-process")
        }
        return UInt64(row.outputBytes + entries)
    }

    /// The fastest of `repetitions` runs of `body`, in nanoseconds.
    private static func minimum(_ repetitions: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<repetitions {
            let start = clock.now
            body()
            best = min(best, start.duration(to: clock.now).nanoseconds)
        }
        return best
    }

    /// Runs a process to completion, its output to files; notes a failure or any output.
    /// `singleThread` sets `CATALOGC_THREADS=1`, which keeps catalogc on one thread.
    static func run(_ executable: String, _ arguments: [String], singleThread: Bool = false, notes: inout [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if singleThread {
            var environment = ProcessInfo.processInfo.environment
            environment["CATALOGC_THREADS"] = "1"
            process.environment = environment
        }
        // A pipe could fill up and block the child; a file cannot.
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent(
            "catalogc-bench-stderr-\(ProcessInfo.processInfo.processIdentifier)"
        ).path
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let errors = FileHandle(forWritingAtPath: errorPath)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            notes.append("cannot run \(executable): \(error)")
            return
        }
        try? errors?.close()
        let output = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        let tool = URL(fileURLWithPath: executable).lastPathComponent
        if process.terminationStatus != 0 {
            notes.append(
                "\(tool) \(arguments.first ?? "") exited with \(process.terminationStatus): \(output.prefix(300))")
        } else if !output.isEmpty {
            notes.append("\(tool) printed: \(output.prefix(300))")
        }
    }

    private static func milliseconds(_ nanoseconds: Double?) -> String {
        guard let nanoseconds else { return "-" }
        return String(fixed: nanoseconds / 1e6, decimals: 1)
    }

    private static func table(_ rows: [Row]) -> TextTable {
        var table = TextTable(columns: [
            ("messages", rightAligned: true), ("ftl KB", rightAligned: true), ("Swift KB", rightAligned: true),
            ("catalogc ms", rightAligned: true), ("msgfmt ms", rightAligned: true),
            ("catalogc/msgfmt", rightAligned: true), ("catalogc CPU", rightAligned: true),
            ("msgfmt CPU", rightAligned: true), ("CPU ratio", rightAligned: true), ("1-thread CPU", rightAligned: true),
            ("1-thread ratio", rightAligned: true), ("load", rightAligned: true),
            ("parse", rightAligned: true),
            ("check", rightAligned: true), ("render", rightAligned: true), ("write", rightAligned: true),
        ])
        for row in rows {
            let ratio = row.process.flatMap { process in row.msgfmt.map { formatRatio(process / $0) } } ?? "-"
            let cpuRatio = row.processCPU.flatMap { process in row.msgfmtCPU.map { formatRatio(process / $0) } } ?? "-"
            let singleRatio = row.generateOneThread?.summary ?? "-"
            table.append([
                "\(row.messages) × 3", String(row.inputBytes / 1024), String(row.outputBytes / 1024),
                milliseconds(row.process), milliseconds(row.msgfmt), ratio, milliseconds(row.processCPU),
                milliseconds(row.msgfmtCPU), cpuRatio, milliseconds(row.generateOneThread?.medianCPU), singleRatio,
                milliseconds(row.load),
                milliseconds(row.parse), milliseconds(row.check), milliseconds(row.compile - row.check),
                milliseconds(row.write),
            ])
        }
        return table
    }

    private static func checkTable(_ rows: [Row]) -> TextTable {
        var table = TextTable(columns: [
            ("messages", rightAligned: true), ("check ms", rightAligned: true), ("msgfmt ms", rightAligned: true),
            ("check/msgfmt", rightAligned: true), ("check CPU", rightAligned: true), ("msgfmt CPU", rightAligned: true),
            ("CPU ratio", rightAligned: true), ("1-thread CPU", rightAligned: true),
            ("1-thread ratio", rightAligned: true), ("in-process check", rightAligned: true),
            ("with record", rightAligned: true),
        ])
        for row in rows {
            let ratio = row.checkProcess.flatMap { check in row.msgfmt.map { formatRatio(check / $0) } } ?? "-"
            let cpuRatio =
                row.checkProcessCPU.flatMap { check in row.msgfmtCPU.map { formatRatio(check / $0) } } ?? "-"
            let singleRatio = row.checkOneThread?.summary ?? "-"
            table.append([
                "\(row.messages) × 3", milliseconds(row.checkProcess), milliseconds(row.msgfmt), ratio,
                milliseconds(row.checkProcessCPU), milliseconds(row.msgfmtCPU), cpuRatio,
                milliseconds(row.checkOneThread?.medianCPU), singleRatio, milliseconds(row.check),
                milliseconds(row.checkWithRecord),
            ])
        }
        return table
    }

    private static func goals(_ rows: [Row]) -> [Goal] {
        var underOneSecond = Goal("(1) catalogc generate of 10,000 messages × 3 locales in under 1 s")
        var nearMsgfmt = Goal("(2) catalogc generate of 10,000 messages within 2× msgfmt --check")
        var linear = Goal("(3) 20,000 messages within 2.2× the time of 10,000")
        var checkNearMsgfmt = Goal(
            "(4) catalogc check of 10,000 messages × 3 locales, stale tracking on, within 1× msgfmt --check")
        var checkCPU = Goal(
            "(5) catalogc check of 10,000 messages × 3 locales, stale tracking on, on one thread: CPU within 1× msgfmt --check"
        )
        var generateCPU = Goal(
            "(6) catalogc generate of 10,000 messages × 3 locales on one thread: CPU within 1.5× msgfmt --check")
        let small = rows.first { $0.messages == 10_000 }
        if let small, let paired = small.checkOneThread {
            checkCPU.check(
                small.name,
                value: "1-thread CPU ratio \(paired.summary), median of \(paired.ratios.count) rounds (goal 1×)",
                passed: paired.medianRatio <= 1)
        }
        if let small, let paired = small.generateOneThread {
            generateCPU.check(
                small.name,
                value: "1-thread CPU ratio \(paired.summary), median of \(paired.ratios.count) rounds (goal 1.5×)",
                passed: paired.medianRatio <= 1.5)
        }
        let large = rows.first { $0.messages == 20_000 }
        if let small, let process = small.process {
            let cpu = small.processCPU.map { ", \(milliseconds($0)) ms CPU" } ?? ""
            underOneSecond.check(
                small.name, value: "\(milliseconds(process)) ms wall\(cpu)", passed: process < 1e9)
            if let msgfmt = small.msgfmt {
                let cpuRatio =
                    small.processCPU.flatMap { process in
                        small.msgfmtCPU.map { ", CPU ratio \(formatRatio(process / $0))" }
                    } ?? ""
                nearMsgfmt.check(
                    small.name, value: "catalogc/msgfmt = \(formatRatio(process / msgfmt)) wall\(cpuRatio)",
                    passed: process <= 2 * msgfmt)
            }
        }
        if let small, let check = small.checkProcess, let msgfmt = small.msgfmt {
            let cpuRatio =
                small.checkProcessCPU.flatMap { process in
                    small.msgfmtCPU.map { ", CPU ratio \(formatRatio(process / $0))" }
                } ?? ""
            checkNearMsgfmt.check(
                small.name, value: "check/msgfmt = \(formatRatio(check / msgfmt)) wall\(cpuRatio)",
                passed: check <= msgfmt)
        }
        if let small, let large, let smallTime = small.process, let largeTime = large.process {
            let cpuRatio =
                large.processCPU.flatMap { largeCPU in
                    small.processCPU.map { ", CPU \(formatRatio(largeCPU / $0))" }
                } ?? ""
            linear.check(
                large.name, value: "20k/10k = \(formatRatio(largeTime / smallTime)) wall\(cpuRatio)",
                passed: largeTime <= 2.2 * smallTime)
        }
        return [underOneSecond, nearMsgfmt, linear, checkNearMsgfmt, checkCPU, generateCPU]
    }
}

/// Finds the external programs the compile suite runs.
enum Tools {
    static let catalogcMissing =
        "catalogc not found: set CATALOGC, or run `swift build -c release --product catalogc` at the root"

    /// `$CATALOGC`; else a `catalogc` beside this executable; else the root package's
    /// release build. (The build plugin's tool is `CatalogBuildTool`, which only generates.)
    static func catalogc() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CATALOGC"], !path.isEmpty { return path }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let directory = executable.deletingLastPathComponent().path
        let candidates = [directory + "/catalogc", ".build/release/catalogc", "../.build/release/catalogc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The first executable named `name` on `PATH`.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
