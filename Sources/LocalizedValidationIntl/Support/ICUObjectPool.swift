import CLocalizedValidationICU
import LocalizedValidationCLDR
import Synchronization

/// Copies of an ICU object that is not thread-safe (a break iterator, a date or number
/// format, a calendar), lent to one caller at a time without a lock.
///
/// ICU documents these objects as unsynchronized ("Multiple threads should not access
/// one formatter concurrently") and their `*_clone` functions as safe on a const object.
/// So the pool keeps the opened object as an immutable prototype, which is only ever
/// cloned, and lends clones from a slot array: taking one is an atomic exchange of a
/// slot, giving it back a compare-and-exchange of an empty one, and each thread starts at
/// its own slot (``AtomicSlots/home()``), so that it gets back the object it used last.
/// When every slot is empty (more callers at once than slots), the caller clones a fresh
/// object; when every slot is full as it gives one back, the object is closed. A pool
/// thus holds at most ``AtomicSlots/count`` clones and the prototype.
///
/// Chosen over one object behind a mutex (what every request on every core queued on,
/// issue 26), thread-local storage (a lookup per use and no bound on dead threads'
/// objects) and a lock-free stack (ABA on reuse): see Documentation/Decisions.md.
final class ICUObjectPool: Sendable {
    /// How to copy and close one kind of ICU object, through the C shim.
    struct Kind: Sendable {
        /// The ICU function, for error messages.
        let name: String
        let clone: @Sendable (OpaquePointer, inout OpaquePointer?) -> cicu_status
        let close: @Sendable (OpaquePointer) -> Void

        static let graphemeIterator = Kind(
            name: "ubrk_clone", clone: { cicu_grapheme_iterator_clone($0, &$1) },
            close: { cicu_grapheme_iterator_close($0) })
        static let dateFormat = Kind(
            name: "udat_clone", clone: { cicu_date_format_clone($0, &$1) }, close: { cicu_date_format_close($0) })
        static let numberFormat = Kind(
            name: "unum_clone", clone: { cicu_number_format_clone($0, &$1) },
            close: { cicu_number_format_close($0) })
    }

    private let kind: Kind
    /// Never used but as the source of clones (ICU's const API, safe from any thread).
    private nonisolated(unsafe) let prototype: OpaquePointer
    /// A lent-out object is in no slot; a free one in exactly one.
    private let slots: AtomicSlots<OpaquePointer?>

    /// Takes ownership of `prototype`, an opened object of `kind`.
    init(_ prototype: OpaquePointer, kind: Kind, slots: Int = processorSlotCount) {
        self.prototype = prototype
        self.kind = kind
        self.slots = AtomicSlots(count: slots, initialValue: nil)
    }

    deinit {
        for index in 0..<slots.count {
            if let object = slots[index].pointee.exchange(nil, ordering: .acquiring) { kind.close(object) }
        }
        kind.close(prototype)
    }

    /// Runs `body` with an object no other caller uses meanwhile.
    ///
    /// - Throws: ``IntlError`` if no object was free and ICU failed to clone one, or what
    ///   `body` throws.
    func withObject<Result>(_ body: (OpaquePointer) throws(IntlError) -> Result) throws(IntlError) -> Result {
        let home = slots.home()
        let object = try take(startingAt: home)
        defer { giveBack(object, startingAt: home) }
        return try body(object)
    }

    /// The number of free objects (for tests).
    var freeCount: Int {
        (0..<slots.count).reduce(0) { $0 + (slots[$1].pointee.load(ordering: .relaxed) == nil ? 0 : 1) }
    }

    private func take(startingAt home: Int) throws(IntlError) -> OpaquePointer {
        var index = home
        for _ in 0..<slots.count {
            // Reading first keeps empty slots' cache lines shared rather than written.
            if slots[index].pointee.load(ordering: .relaxed) != nil,
                let object = slots[index].pointee.exchange(nil, ordering: .acquiring)
            {
                return object
            }
            index = slots.next(after: index)
        }
        SynchronizationEvents.objectCloned()
        var cloned: OpaquePointer?
        let status = kind.clone(prototype, &cloned)
        try checkICU(status, kind.name)
        guard let cloned else { throw IntlError.icu(status, "\(kind.name) returned nothing") }
        return cloned
    }

    private func giveBack(_ object: OpaquePointer, startingAt home: Int) {
        var index = home
        for _ in 0..<slots.count {
            if slots[index].pointee.load(ordering: .relaxed) == nil,
                slots[index].pointee.compareExchange(
                    expected: nil, desired: object, successOrdering: .releasing, failureOrdering: .relaxed
                ).exchanged
            {
                return
            }
            index = slots.next(after: index)
        }
        // Every slot holds an object: keeping this one too would lift the bound.
        kind.close(object)
    }
}
