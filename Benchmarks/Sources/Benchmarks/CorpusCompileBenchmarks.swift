import Foundation

/// The real-world compile suite (issue 23, deliverable 8): `catalogc check` and
/// `catalogc generate` (release processes) on Mozilla's catalogs vendored in
/// Tests/RealWorldCorpus, beside Mozilla's own linter `compare-locales` on the same files
/// (`en` the reference, `pt-BR` and `ru` compared with it). Goal: catalogc's check at
/// least 10× faster than compare-locales.
enum CorpusCompileBenchmarks {
    static let sets = ["www-l10n", "fx-private-relay-l10n"]
    /// The compare-locales the README installs (pinned there); the suite finds it by
    /// `$COMPARE_LOCALES`, in `Benchmarks/.venv`, or on `PATH`.
    static let compareLocalesVersion = "9.0.5"

    /// Wall and CPU time of the fastest repetition of each contender, nanoseconds.
    struct Row {
        let set: String
        var check: (wall: Double, cpu: Double)?
        var generate: (wall: Double, cpu: Double)?
        var compareLocales: (wall: Double, cpu: Double)?
        var files = 0
        var bytes = 0
    }

    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Benchmarks
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // Benchmarks (package)
        .deletingLastPathComponent()
        .appendingPathComponent("Tests/RealWorldCorpus")

    static func run(options: BenchmarkOptions) -> UInt64 {
        let sets = sets.filter { options.includes("compile-corpus/\($0)") }
        guard !sets.isEmpty else { return 0 }
        let repetitions = options.rounds >= 7 ? 7 : 3
        print("\n== Compile, real catalogs: catalogc check / generate vs compare-locales (Tests/RealWorldCorpus)")
        print("   ms, the fastest of \(repetitions) repetitions; en the source, pt-BR and ru checked against it")
        var notes: [String] = []
        let catalogc = Tools.catalogc()
        let compareLocales = findCompareLocales()
        if let catalogc { print("   catalogc: \(catalogc)") } else { notes.append(Tools.catalogcMissing) }
        if let compareLocales {
            print("   compare-locales: \(compareLocales)")
        } else {
            notes.append(
                "compare-locales not found: no comparison. Install it as Benchmarks/README.md says "
                    + "(python3 -m venv Benchmarks/.venv && Benchmarks/.venv/bin/pip install compare-locales==\(compareLocalesVersion))"
            )
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "catalogc-corpus-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var rows: [Row] = []
        for set in sets {
            let folder = corpus.appendingPathComponent(set).path
            var row = Row(set: set)
            (row.files, row.bytes) = measureInput(folder)
            if let catalogc {
                row.check = CompileBenchmarks.timeProcesses(repetitions) {
                    CompileBenchmarks.run(catalogc, ["check", folder, "--format", "json"], notes: &notes)
                }
                let output = scratch.appendingPathComponent("out-\(set)").path
                row.generate = CompileBenchmarks.timeProcesses(repetitions) {
                    try? FileManager.default.removeItem(atPath: output)
                    CompileBenchmarks.run(
                        catalogc, ["generate", folder, "--output", output, "--quiet"], notes: &notes)
                }
            }
            if let compareLocales {
                // compare-locales reads a project configuration; this one pairs every file of
                // en with the same path under each locale, as the repositories' l10n.toml do.
                let configuration = scratch.appendingPathComponent("\(set).toml")
                let toml = """
                    basepath = "\(folder)"
                    locales = ["pt-BR", "ru"]
                    [[paths]]
                        reference = "en/**"
                        l10n = "{locale}/**"

                    """
                try? Data(toml.utf8).write(to: configuration)
                row.compareLocales = CompileBenchmarks.timeProcesses(repetitions) {
                    CompileBenchmarks.run(
                        compareLocales, [configuration.path, folder, "pt-BR", "ru"], notes: &notes)
                }
            }
            rows.append(row)
        }
        var table = TextTable(columns: [
            ("set", rightAligned: false), ("files", rightAligned: true), ("ftl KB", rightAligned: true),
            ("check ms", rightAligned: true), ("generate ms", rightAligned: true),
            ("compare-locales ms", rightAligned: true), ("c-l / check", rightAligned: true),
            ("check CPU", rightAligned: true), ("c-l CPU", rightAligned: true), ("CPU ratio", rightAligned: true),
        ])
        func milliseconds(_ value: Double?) -> String { value.map { String(fixed: $0 / 1e6, decimals: 1) } ?? "-" }
        func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
            guard let numerator, let denominator else { return "-" }
            return formatRatio(numerator / denominator)
        }
        for row in rows {
            table.append([
                row.set, String(row.files), String(row.bytes / 1024), milliseconds(row.check?.wall),
                milliseconds(row.generate?.wall), milliseconds(row.compareLocales?.wall),
                ratio(row.compareLocales?.wall, row.check?.wall), milliseconds(row.check?.cpu),
                milliseconds(row.compareLocales?.cpu), ratio(row.compareLocales?.cpu, row.check?.cpu),
            ])
        }
        print(table.rendered())
        print(
            "   CPU = user + system time of the child process (getrusage); wall time includes waiting for a core on a"
                + " loaded machine. compare-locales is Python: most of its time is the interpreter's start and imports,"
                + " as most of catalogc's is its process start on files this small.")
        if !notes.isEmpty {
            print("\nNotes:")
            for note in Set(notes).sorted() { print("  " + note) }
        }
        var goal = Goal("catalogc check at least 10× faster than compare-locales (wall, fastest)", showsEveryCase: true)
        for row in rows {
            guard let check = row.check?.wall, let reference = row.compareLocales?.wall else { continue }
            goal.check(
                "compile-corpus/\(row.set)", value: formatRatio(reference / check), passed: reference >= 10 * check)
        }
        print("\nGoals (fastest repetitions):")
        print(goal.rendered())
        return UInt64(rows.reduce(0) { $0 + $1.bytes })
    }

    /// `$COMPARE_LOCALES`, the README's virtual environment, or `compare-locales` on `PATH`.
    static func findCompareLocales() -> String? {
        if let path = ProcessInfo.processInfo.environment["COMPARE_LOCALES"], !path.isEmpty { return path }
        let venv = corpus.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/.venv/bin/compare-locales").path
        if FileManager.default.isExecutableFile(atPath: venv) { return venv }
        return Tools.onPath("compare-locales")
    }

    /// The number and total size of the set's .ftl files.
    static func measureInput(_ folder: String) -> (files: Int, bytes: Int) {
        var files = 0
        var bytes = 0
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".ftl") else { continue }
            files += 1
            bytes += (try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)[.size] as? Int) ?? 0
        }
        return (files, bytes)
    }
}
