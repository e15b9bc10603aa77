import Synchronization

/// The path a ``FileLocation`` names, shared by every location in one catalog file.
///
/// The compiler keeps a location per lowered node, use and declaration, and copies them
/// throughout its passes: with the path as a `String`, each copy retained and released
/// it, an atomic operation, about four million of them in a check of a large set (5–7%
/// of its time). A path interned for the process (``interned(_:)``) is instead
/// referred to without reference counting. The table of interned paths is bounded
/// (``PathInterning/capacity``); past it, and for a location made from a plain string,
/// the path is an ordinary `String`. Either way the location reads and compares the same.
package struct LocationPath: Sendable, Hashable {
    private enum Storage: Sendable {
        /// Never released: the table keeps every interned path for the life of the process.
        case interned(Unmanaged<PathInterning.Entry>)
        case owned(String)
    }

    private let storage: Storage

    /// A path a location owns, as any `String`.
    package init(owned path: String) {
        storage = .owned(path)
    }

    /// `path` interned for the process when the table has room, else owned.
    package static func interned(_ path: String) -> LocationPath {
        PathInterning.entry(for: path).map { LocationPath(storage: .interned($0)) } ?? LocationPath(owned: path)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The path.
    package var string: String {
        switch storage {
        case .interned(let entry): entry.takeUnretainedValue().path
        case .owned(let path): path
        }
    }

    /// Whether both name the same path: interned paths are one entry per text, so two of
    /// them compare by identity.
    package static func == (lhs: LocationPath, rhs: LocationPath) -> Bool {
        if case .interned(let left) = lhs.storage, case .interned(let right) = rhs.storage {
            return left.toOpaque() == right.toOpaque()
        }
        return lhs.string == rhs.string
    }

    /// Hashes the path's text, as an owned path with the same text hashes.
    package func hash(into hasher: inout Hasher) {
        switch storage {
        case .interned(let entry): entry._withUnsafeGuaranteedRef { hasher.combine($0.path) }
        case .owned(let path): hasher.combine(path)
        }
    }
}

/// The process's interned location paths: one entry per path text, never freed (locations
/// refer to them without owning them), and at most ``capacity`` of them, so that a
/// long-running process compiling ever new folders keeps a bounded table.
enum PathInterning {
    final class Entry: Sendable {
        let path: String

        init(_ path: String) {
            self.path = path
        }
    }

    /// Paths interned at most; a catalog set has one per file.
    static let capacity = 4_096

    private static let table = Mutex<[String: Unmanaged<Entry>]>([:])

    /// The entry for `path`, made on first use; nil once the table is full.
    static func entry(for path: String) -> Unmanaged<Entry>? {
        table.withLock { table in
            if let entry = table[path] { return entry }
            guard table.count < capacity else { return nil }
            let entry = Unmanaged.passRetained(Entry(path))
            table[path] = entry
            return entry
        }
    }
}
