/// How an async rule's check ended.
enum CheckEnding: Sendable {
    /// The rule answered.
    case answered(RuleOutcome)
    /// The rule threw.
    case failed
    /// The timer ran out first.
    case timedOut
}

/// Runs `check` against a timer of `timeout` on `sleep`'s clock and returns as soon as
/// either ends, or nil when the calling task is cancelled first.
///
/// The loser is cancelled but not awaited, unlike in a task group (whose scope waits for
/// every child): a store client that ignores cancellation cannot hold a request past its
/// timeout. Its late answer goes nowhere.
func runCheck(
    timeout: Duration,
    sleep: @escaping @Sendable (Duration) async throws -> Void,
    _ check: @escaping @Sendable () async throws -> RuleOutcome
) async -> CheckEnding? {
    let (endings, continuation) = AsyncStream.makeStream(of: CheckEnding.self)
    let work = Task {
        do {
            continuation.yield(.answered(try await check()))
        } catch {
            continuation.yield(.failed)
        }
    }
    let timer = Task {
        do {
            try await sleep(timeout)
            continuation.yield(.timedOut)
        } catch {
            // Cancelled: the check ended first.
        }
    }
    defer {
        work.cancel()
        timer.cancel()
        continuation.finish()
    }
    // The stream's iterator returns nil when this task is cancelled.
    var iterator = endings.makeAsyncIterator()
    guard let ending = await iterator.next(), !Task.isCancelled else { return nil }
    return ending
}
