import Foundation

/// A clock that moves only when a test advances it, and tells the test when tasks have
/// gone to sleep on it, so tests wait for events instead of for time. Locked with
/// `NSLock` (a pthread mutex), which ThreadSanitizer sees.
final class TestClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol, Hashable {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var nextID = 0
    private var sleepers: [Sleeper] = []
    private var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (resumeNow, waiters) = lock.withLock { () -> (Bool, [CheckedContinuation<Void, Never>]) in
                    // Cancelled before this point, the handler below found nothing to remove.
                    if deadline <= current || Task.isCancelled { return (true, []) }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return (false, takeSatisfiedWaiters())
                }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
                for waiter in waiters { waiter.resume() }
            }
        } onCancel: {
            let cancelled = lock.withLock { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward, waking every sleeper whose deadline has come.
    func advance(by duration: Duration) {
        let due = lock.withLock { () -> [Sleeper] in
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Returns once at least `count` tasks sleep on this clock.
    func waitForSleepers(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock { () -> Bool in
                if sleepers.count >= count { return true }
                sleeperWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Waiters whose count is reached, removed from the list; call with the lock held.
    private func takeSatisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
        let satisfied = sleeperWaiters.filter { $0.count <= sleepers.count }.map(\.continuation)
        sleeperWaiters.removeAll { $0.count <= sleepers.count }
        return satisfied
    }
}

/// A fake account store: e-mail lookups that answer at once, or wait until the test
/// answers them, and a record of what was asked and what was cancelled.
actor FakeStore {
    struct Failure: Error {}

    private var taken: Set<String>
    /// Whether lookups wait for ``answer(_:taken:)`` instead of answering at once.
    private let holdsAnswers: Bool
    /// Whether a held lookup ignores cancellation (a client that cannot be interrupted).
    private let ignoresCancellation: Bool
    private var held: [(id: Int, email: String, continuation: CheckedContinuation<Bool, any Error>)] = []
    private var nextID = 0
    private var conditionWaiters:
        [(condition: @Sendable (FakeStore.Record) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    /// What the store has seen.
    struct Record: Sendable {
        var lookups: [String] = []
        var pending: [String] = []
        var cancelled: [String] = []
    }

    private(set) var record = Record()

    init(taken: Set<String> = [], holdsAnswers: Bool = false, ignoresCancellation: Bool = false) {
        self.taken = taken
        self.holdsAnswers = holdsAnswers
        self.ignoresCancellation = ignoresCancellation
    }

    /// Whether an account uses `email`; throws for `fail@…` addresses.
    func isTaken(_ email: String) async throws -> Bool {
        record.lookups.append(email)
        defer { notify() }
        if email.hasPrefix("fail@") { throw Failure() }
        guard holdsAnswers else { return taken.contains(email) }
        nextID += 1
        let id = nextID
        let ignoresCancellation = self.ignoresCancellation
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                held.append((id, email, continuation))
                record.pending.append(email)
                notify()
            }
        } onCancel: {
            guard !ignoresCancellation else { return }
            Task { await self.cancel(id) }
        }
    }

    /// Answers the earliest held lookup of `email`; nothing when none is held yet, so a
    /// test waits for the lookup (``wait(until:)``) before answering it.
    func answer(_ email: String, taken isTaken: Bool) {
        guard let index = held.firstIndex(where: { $0.email == email }) else { return }
        let lookup = held.remove(at: index)
        // One entry: a second lookup of the same address may be held already.
        if let pending = record.pending.firstIndex(of: email) { record.pending.remove(at: pending) }
        lookup.continuation.resume(returning: isTaken)
        notify()
    }

    /// Returns once the record satisfies `condition`.
    func wait(until condition: @escaping @Sendable (Record) -> Bool) async {
        if condition(record) { return }
        await withCheckedContinuation { conditionWaiters.append((condition, $0)) }
    }

    private func cancel(_ id: Int) {
        guard let index = held.firstIndex(where: { $0.id == id }) else { return }
        let lookup = held.remove(at: index)
        if let pending = record.pending.firstIndex(of: lookup.email) { record.pending.remove(at: pending) }
        record.cancelled.append(lookup.email)
        lookup.continuation.resume(throwing: CancellationError())
        notify()
    }

    private func notify() {
        let record = self.record
        let ready = conditionWaiters.filter { $0.condition(record) }
        conditionWaiters.removeAll { $0.condition(record) }
        for waiter in ready { waiter.continuation.resume() }
    }
}
