/// A thread-safe, per-locale cache of values that are costly to create (opened ICU
/// objects), holding at most ``capacity`` of them: when full, the least recently used
/// entry is dropped (its ICU objects close once no caller holds them any more).
///
/// Keys are the locale ICU resolves a tag to (``IntlLocale/dataICUIdentifier``), not the
/// tag: `en-x-1` and `en-x-2` share one entry. The capacity bounds what is left: an app
/// that takes the input locale from a request sees whatever tags clients send, and
/// ICU has hundreds of locales, each with numbering-system variants.
final class LocaleCache<Value: Sendable>: Sendable {
    /// The most entries a cache created without a capacity holds: more locales than any
    /// app serves at once, a few megabytes of ICU objects at most.
    static var defaultCapacity: Int { 64 }

    private struct Entry {
        let value: Value
        /// The cache's use counter when the entry was last returned.
        var lastUse: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var uses: UInt64 = 0
    }

    /// The most entries the cache holds.
    let capacity: Int
    /// A pthread mutex rather than `Synchronization.Mutex`: every read updates a use
    /// counter, and ThreadSanitizer sees only pthread locks (see ``PThreadMutex``).
    private let storage = PThreadMutex<State>(State())

    init(capacity: Int = LocaleCache.defaultCapacity) {
        precondition(capacity > 0, "LocaleCache: the capacity must be positive")
        self.capacity = capacity
    }

    /// The number of entries (for tests).
    var count: Int { storage.withLock { $0.entries.count } }

    /// Whether `key` has an entry, without counting as a use (for tests).
    func contains(_ key: String) -> Bool { storage.withLock { $0.entries[key] != nil } }

    /// The cached value for `key`, created by `make` on first use.
    ///
    /// `make` runs outside the lock (ICU object creation can take milliseconds); if two
    /// tasks race, the first stored value wins and the other is dropped.
    func value(for key: String, make: () throws(IntlError) -> Value) throws(IntlError) -> Value {
        if let cached = storage.withLock({ state in Self.use(key, in: &state) }) { return cached }
        let created = try make()
        return storage.withLock { state in
            if let existing = Self.use(key, in: &state) { return existing }
            if state.entries.count >= capacity { Self.evictLeastRecentlyUsed(&state) }
            state.uses += 1
            state.entries[key] = Entry(value: created, lastUse: state.uses)
            return created
        }
    }

    /// The entry's value, marked as just used (one hash of the key: this is the path
    /// of every number and date a form parses).
    private static func use(_ key: String, in state: inout State) -> Value? {
        guard let index = state.entries.index(forKey: key) else { return nil }
        state.uses += 1
        state.entries.values[index].lastUse = state.uses
        return state.entries.values[index].value
    }

    /// Drops the entry used longest ago: a scan of at most `capacity` entries, done only
    /// when a new ICU object has just been opened, which costs far more.
    private static func evictLeastRecentlyUsed(_ state: inout State) {
        guard let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { return }
        state.entries[oldest] = nil
    }
}
