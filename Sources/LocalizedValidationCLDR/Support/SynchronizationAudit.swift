#if DEBUG
    import Synchronization

    /// Debug builds only: counts the locks the library takes and the ICU objects it
    /// clones, for the task that installs it and its child tasks, so that a test can show
    /// that a warm request path takes neither (issue 26). Tests running in parallel do
    /// not disturb the count: it is a task-local value, not a process-wide one.
    ///
    /// ```swift
    /// let audit = SynchronizationAudit()
    /// try await SynchronizationAudit.$current.withValue(audit) { … }
    /// #expect(audit.locksTaken.load(ordering: .relaxed) == 0)
    /// ```
    package final class SynchronizationAudit: Sendable {
        /// Locks taken (a cache miss, a pool's first clone: never a warm request).
        package let locksTaken = Atomic<Int>(0)
        /// ICU objects cloned because no lent one was free.
        package let objectsCloned = Atomic<Int>(0)

        package init() {}

        /// The audit counting for the current task, if any.
        @TaskLocal package static var current: SynchronizationAudit?
    }
#endif

/// The hooks the locks and pools call; empty in release builds.
package enum SynchronizationEvents {
    @inline(__always)
    package static func lockTaken() {
        #if DEBUG
            SynchronizationAudit.current?.locksTaken.add(1, ordering: .relaxed)
        #endif
    }

    @inline(__always)
    package static func objectCloned() {
        #if DEBUG
            SynchronizationAudit.current?.objectsCloned.add(1, ordering: .relaxed)
        #endif
    }
}
