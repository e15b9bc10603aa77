#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`.
///
/// For what no request takes once warm: a cache's misses (``LocaleCache``). ThreadSanitizer
/// intercepts pthread locks, but on Linux it cannot see the futex behind
/// `Synchronization.Mutex`, so it reports a race between two writers that the mutex in
/// fact serializes; the concurrency suites run under ThreadSanitizer in CI.
package final class PThreadMutex<State>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Only touched while `mutex` is held.
    private var state: State

    package init(_ state: State) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // Fails only for invalid attributes or exhausted memory; nil attributes are valid.
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
        self.state = state
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the state while holding the lock.
    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        SynchronizationEvents.lockTaken()
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
