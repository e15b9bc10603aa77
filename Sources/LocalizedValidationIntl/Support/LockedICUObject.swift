import Synchronization

/// An opened ICU object that is not thread-safe (a UNumberFormat, a UDateFormat), with
/// a mutex that serializes every use of it, closed when the last reference goes.
///
/// ICU documents its format objects as unsynchronized: "Multiple threads should not
/// access one formatter concurrently". Sharing one behind a lock keeps the cost of
/// opening it (locale data loading, pattern compilation) to once per process.
final class LockedICUObject: Sendable {
    private let lock = Mutex<Void>(())
    /// Only touched while `lock` is held (and in deinit, when no one else can).
    private nonisolated(unsafe) let pointer: OpaquePointer
    private let close: @Sendable (OpaquePointer) -> Void

    /// Takes ownership of `pointer`; `close` releases it.
    init(_ pointer: OpaquePointer, close: @escaping @Sendable (OpaquePointer) -> Void) {
        self.pointer = pointer
        self.close = close
    }

    deinit { close(pointer) }

    /// Runs `body` with the object while holding the lock.
    func withLock<Result, Failure: Error>(
        _ body: (OpaquePointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try lock.withLock { _ throws(Failure) -> Result in try body(pointer) }
    }
}
