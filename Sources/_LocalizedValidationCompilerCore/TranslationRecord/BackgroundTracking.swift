import Dispatch

/// Runs the translation-record comparison on another core while the analysis goes on:
/// it needs only the parsed files, and on a two-core machine it then costs a check no
/// wall time (`check` of 10,000 messages × 3 locales, stale tracking on). With
/// ``CompilerThreads/isSingle`` it runs at once, on the calling thread.
final class BackgroundTracking: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    /// Written once by the background job before it signals `finished`, read after
    /// waiting for it: the semaphore orders the write before the read.
    private var outcome: (tracking: TranslationTracking, diagnostics: [Diagnostic])?

    /// Starts comparing `units` with `lockFile` (see ``TranslationTracking``).
    init(
        locales: [String], units: [[String: CatalogUnit]], lockFile: TranslationLockFile?, rootPath: String,
        severity: Diagnostic.Severity, includesTable: Bool
    ) {
        let job: @Sendable () -> Void = {
            var diagnostics = DiagnosticCollector()
            let tracking = TranslationTracking(
                locales: locales, units: units, lockFile: lockFile, rootPath: rootPath, severity: severity,
                includesTable: includesTable, diagnostics: &diagnostics)
            self.outcome = (tracking, diagnostics.diagnostics)
            self.finished.signal()
        }
        if CompilerThreads.isSingle { job() } else { DispatchQueue.global().async(execute: job) }
    }

    /// Waits for the comparison; call once.
    func result() -> (tracking: TranslationTracking, diagnostics: [Diagnostic]) {
        finished.wait()
        guard let outcome else { preconditionFailure("the background job signals only after storing its outcome") }
        return outcome
    }
}
