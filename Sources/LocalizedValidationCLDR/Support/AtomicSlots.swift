import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fixed number of atomics, each on a cache line of its own, and the slot a thread
/// starts from: the lock-free structures of the request path (``ICUObjectPool``'s lent
/// objects, ``LocaleCache``'s reader counts) spread threads over slots so that two cores
/// rarely write the same line.
///
/// `Sendable` is honest: the memory is reached only through the atomics' operations, and
/// `base` never changes.
package final class AtomicSlots<Value: AtomicRepresentable>: Sendable {
    /// Bytes between two slots: a cache line on current x86-64 and ARM cores.
    private static var stride: Int { 64 }

    package let count: Int
    private nonisolated(unsafe) let base: UnsafeMutableRawPointer

    package init(count: Int = processorSlotCount, initialValue: @autoclosure () -> Value) {
        precondition(count > 0, "AtomicSlots: the count must be positive")
        self.count = count
        base = .allocate(byteCount: count * Self.stride, alignment: Self.stride)
        for index in 0..<count {
            (base + index * Self.stride).bindMemory(to: Atomic<Value>.self, capacity: 1)
                .initialize(to: Atomic(initialValue()))
        }
    }

    deinit {
        for index in 0..<count { self[index].deinitialize(count: 1) }
        base.deallocate()
    }

    /// The atomic of slot `index` (0 ..< ``count``), used in place.
    @inline(__always)
    package subscript(index: Int) -> UnsafeMutablePointer<Atomic<Value>> {
        (base + index * Self.stride).assumingMemoryBound(to: Atomic<Value>.self)
    }

    /// The slot after `index`, wrapping around.
    @inline(__always)
    package func next(after index: Int) -> Int { index + 1 == count ? 0 : index + 1 }

    /// Where the calling thread starts: a hash of its pthread identity, so that a thread
    /// keeps coming back to the same slot (and the same lent ICU object, warm in its
    /// core's cache) and threads land on different ones. Reading it costs no system call.
    @inline(__always)
    package func home() -> Int {
        let mixed = threadIdentity() &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 33) % count
    }
}

/// The calling thread's pthread handle as a number.
@inline(__always)
private func threadIdentity() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #elseif canImport(Musl)
        UInt(bitPattern: pthread_self())
    #else
        UInt(pthread_self())
    #endif
}

/// The slots of a pool or a cache: two per online core, at least 4 and at most 128
/// (`sysconf` fails with -1). A server runs about one thread per core for requests, and
/// as many again may call in from other pools (event loops, blocking I/O); a pool keeps
/// only as many clones as ran at once, so spare slots cost 64 bytes each. With more
/// callers still, the structures stay correct: a pool clones a fresh object and closes
/// it after use, readers share a count.
package let processorSlotCount: Int = min(128, max(4, 2 * Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
