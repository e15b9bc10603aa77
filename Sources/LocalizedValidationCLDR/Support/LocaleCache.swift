import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread-safe cache of values that are costly to create (opened ICU objects, a time
/// zone's rules read from disk), holding at most ``capacity`` of them: when full, the least
/// recently used entry is dropped (its ICU objects close once no caller holds them any
/// more).
///
/// Most keys are the locale ICU resolves a tag to (`IntlLocale.dataICUIdentifier`), not
/// the tag: `en-x-1` and `en-x-2` share one entry; ``TimeZoneDatabase`` keys by zone id.
/// The capacity bounds what is left: an app that takes the input locale or zone from a
/// request sees whatever clients send, and ICU has hundreds of locales, each with
/// numbering-system variants.
///
/// A hit takes no lock (every request reads these caches, on every core): the entries are
/// an immutable snapshot that a miss replaces, under a lock, with a copy holding the new
/// entry. A reader announces itself in its slot of ``AtomicSlots`` (its own cache line)
/// while it reads the snapshot, and a replaced snapshot is released only once every slot
/// has been seen empty after the swap, so no reader can be holding it (read-copy-update).
/// Recency is kept per entry as the snapshot generation it was last read in, written only
/// when it changes: a warm hit writes nothing shared.
///
/// In LocalizedValidationCLDR, the lowest module that needs it (time zones); LocalizedValidationIntl
/// keeps its ICU objects in them.
package final class LocaleCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most entries a cache created without a capacity holds: more locales than any
    /// app serves at once, a few megabytes of ICU objects at most.
    package static var defaultCapacity: Int { 64 }

    private final class Entry: Sendable {
        let value: Value
        /// The generation of the last snapshot the entry was read in (approximate under
        /// races, which only makes eviction pick a slightly different old entry).
        let lastUse: Atomic<UInt64>

        init(_ value: Value, generation: UInt64) {
            self.value = value
            lastUse = Atomic(generation)
        }
    }

    private final class Snapshot: Sendable {
        let entries: [Key: Entry]
        /// One more than the snapshot it replaced.
        let generation: UInt64

        init(_ entries: [Key: Entry], generation: UInt64) {
            self.entries = entries
            self.generation = generation
        }
    }

    /// The most entries the cache holds.
    package let capacity: Int
    /// The current snapshot, retained once by the cache.
    private let current: Atomic<Unmanaged<Snapshot>>
    /// Readers inside a snapshot, per slot.
    private let readers = AtomicSlots<Int>(initialValue: 0)
    /// Serializes misses, and holds snapshots replaced while readers might still be in
    /// them. A pthread mutex: ThreadSanitizer sees only pthread locks (``PThreadMutex``).
    private let writer = PThreadMutex<[Unmanaged<Snapshot>]>([])

    /// Replaced snapshots kept before a miss waits for readers to leave them.
    private static var retiredLimit: Int { 8 }

    package init(capacity: Int = LocaleCache.defaultCapacity) {
        precondition(capacity > 0, "LocaleCache: the capacity must be positive")
        self.capacity = capacity
        current = Atomic(Unmanaged.passRetained(Snapshot([:], generation: 0)))
    }

    deinit {
        current.load(ordering: .acquiring).release()
        writer.withLock { retired in for snapshot in retired { snapshot.release() } }
    }

    /// The number of entries (for tests).
    var count: Int { read { $0.entries.count } }

    /// Whether `key` has an entry, without counting as a use (for tests).
    func contains(_ key: Key) -> Bool { read { $0.entries[key] != nil } }

    /// The cached value for `key`, created by `make` on first use.
    ///
    /// `make` runs outside the lock (ICU object creation can take milliseconds); if two
    /// tasks race, the first stored value wins and the other is dropped.
    package func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let cached = use(key) { return cached }
        let created = try make()
        return insert(created, for: key)
    }

    /// Runs `body` on the current snapshot, announced in the thread's reader slot so that
    /// no miss releases the snapshot meanwhile.
    private func read<Result>(_ body: (Snapshot) -> Result) -> Result {
        let slot = readers[readers.home()]
        // Sequentially consistent with the writer's swap and scan: a reader counted after
        // the scan read the slot loads the new snapshot.
        slot.pointee.add(1, ordering: .sequentiallyConsistent)
        defer { slot.pointee.subtract(1, ordering: .releasing) }
        return current.load(ordering: .sequentiallyConsistent)._withUnsafeGuaranteedRef(body)
    }

    /// The entry's value, marked as used in this generation.
    private func use(_ key: Key) -> Value? {
        read { snapshot in
            guard let entry = snapshot.entries[key] else { return nil }
            if entry.lastUse.load(ordering: .relaxed) < snapshot.generation {
                entry.lastUse.store(snapshot.generation, ordering: .relaxed)
            }
            return entry.value
        }
    }

    private func insert(_ created: Value, for key: Key) -> Value {
        writer.withLock { retired in
            // Only writers, all under this lock, replace the snapshot.
            let old = current.load(ordering: .acquiring)
            let snapshot = old.takeUnretainedValue()
            if let existing = snapshot.entries[key] { return existing.value }
            var entries = snapshot.entries
            if entries.count >= capacity,
                let oldest = entries.min(by: {
                    $0.value.lastUse.load(ordering: .relaxed) < $1.value.lastUse.load(ordering: .relaxed)
                })?.key
            {
                // A scan of at most `capacity` entries, on a miss, which opened ICU
                // objects that cost far more.
                entries[oldest] = nil
            }
            let generation = snapshot.generation + 1
            entries[key] = Entry(created, generation: generation)
            current.store(
                Unmanaged.passRetained(Snapshot(entries, generation: generation)), ordering: .sequentiallyConsistent)
            retired.append(old)
            releaseUnread(&retired)
            return created
        }
    }

    /// Releases the replaced snapshots once every reader slot is seen empty after the
    /// last swap (a reader that arrives later reads the new snapshot). A slot busy at
    /// every miss only delays this; past ``retiredLimit`` snapshots the miss waits.
    private func releaseUnread(_ retired: inout [Unmanaged<Snapshot>]) {
        var index = 0
        while index < readers.count {
            if readers[index].pointee.load(ordering: .sequentiallyConsistent) == 0 {
                index += 1
            } else if retired.count <= Self.retiredLimit {
                return
            } else {
                sched_yield()
            }
        }
        for snapshot in retired { snapshot.release() }
        retired.removeAll(keepingCapacity: true)
    }
}
