import Synchronization

/// A thread-safe, per-locale cache of values that are costly to create (opened ICU
/// objects). A value is created at most once per key and then shared.
final class LocaleCache<Value: Sendable>: Sendable {
    private let storage = Mutex<[String: Value]>([:])

    init() {}

    /// The cached value for `key`, created by `make` on first use.
    ///
    /// `make` runs outside the lock (ICU object creation can take milliseconds); if two
    /// tasks race, the first stored value wins and the other is dropped.
    func value(for key: String, make: () throws(IntlError) -> Value) throws(IntlError) -> Value {
        if let cached = storage.withLock({ $0[key] }) { return cached }
        let created = try make()
        return storage.withLock { values in
            if let existing = values[key] { return existing }
            values[key] = created
            return created
        }
    }
}
