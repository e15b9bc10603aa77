import Dispatch
import Foundation

/// Parses and indexes catalog files on every core: files are independent until the
/// analysis compares them, so a catalog set's locales parse side by side (the
/// 10,000-message × 3-locale benchmark on a two-core machine).
///
/// Each file reports into its own collector; the diagnostics come back in the files'
/// order, so the output is exactly that of parsing them one after the other.
enum ParallelParsing {
    /// The unit of each `(file, locale)`, in order, with the diagnostics its indexing
    /// reported (syntax errors, duplicate ids).
    ///
    /// The jobs whose `source` index is nil (the source locale's files) parse first; the
    /// others then get their source file's unit, for the suggestions of their syntax
    /// errors (``SyntaxHint/Source``).
    static func units(
        _ jobs: [(file: CatalogFile, locale: LocaleInfo, source: Int?)]
    ) -> [(unit: CatalogUnit, diagnostics: [Diagnostic])] {
        let first = jobs.indices.filter { jobs[$0].source == nil }
        let second = jobs.indices.filter { jobs[$0].source != nil }
        var results = [(unit: CatalogUnit, diagnostics: [Diagnostic])?](repeating: nil, count: jobs.count)
        for (position, result) in map(first.map { (jobs[$0].file, jobs[$0].locale, nil) }).enumerated() {
            results[first[position]] = result
        }
        let secondJobs = second.map { index in
            (jobs[index].file, jobs[index].locale, jobs[index].source.flatMap { results[$0]?.unit })
        }
        for (position, result) in map(secondJobs).enumerated() {
            results[second[position]] = result
        }
        return results.map { $0! }
    }

    private static func map(
        _ jobs: [(CatalogFile, LocaleInfo, CatalogUnit?)]
    ) -> [(unit: CatalogUnit, diagnostics: [Diagnostic])] {
        guard jobs.count > 1 else { return jobs.map(parse) }
        return concurrentMapInOrder(count: jobs.count) { parse(jobs[$0]) }
    }

    private static func parse(
        _ job: (file: CatalogFile, locale: LocaleInfo, source: CatalogUnit?)
    ) -> (unit: CatalogUnit, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let unit = CatalogUnit(
            file: job.file, locale: job.locale, resource: FluentParser().parse(job.file.contents),
            source: job.source, diagnostics: &diagnostics)
        return (unit, diagnostics.diagnostics)
    }
}

/// `body(0) … body(count − 1)` on every core, their results in index order: the parallel
/// passes (parsing, catalog analysis, Swift naming) each work on independent items and
/// merge in order, so their output is that of a sequential run.
func concurrentMapInOrder<Value>(count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
    if CompilerThreads.isSingle { return (0..<count).map(body) }
    let slots = Slots<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.store(body(index), at: index)
    }
    return slots.values()
}

/// Whether the compiler's parallel passes (and the translation-record comparison) run
/// on the calling thread: `CATALOGC_THREADS=1` in the environment. For measuring a
/// run's CPU time without parallelism's own cost (the compile benchmark's comparison
/// with `msgfmt`), or a machine where the build must not take more than one core; any
/// other value, or none, uses every core. Output is the same either way.
enum CompilerThreads {
    static let environmentVariable = "CATALOGC_THREADS"

    /// Read once per process: the environment does not change under a compilation.
    static let isSingle = ProcessInfo.processInfo.environment[environmentVariable] == "1"
}

/// Memory for one result per job. Each slot is written by exactly one iteration of
/// `concurrentPerform` and read after it returns, which orders the writes before the
/// reads; slots never move, so writers of different slots do not share anything.
final class Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        precondition(index >= 0 && index < count)
        storage[index] = value
    }

    /// Every value; each slot must have been stored.
    func values() -> [Value] {
        (0..<count).map { storage[$0]! }
    }
}
