#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a catalogs folder, held by a command that
/// reads the translation record and writes it back (`accept`, `import`), so that two
/// runs at once do not both start from the old record and lose one's records.
///
/// The folder is locked, not `catalogc.lock`: the record is replaced by a rename, and a
/// lock on the file replaced would not stop a run that opens the new one. Nothing is
/// left in the folder.
enum CatalogsFolderLock {
    /// Runs `body` holding the lock of `folder` (without it when the folder cannot be
    /// opened: loading the catalogs then reports why).
    static func whileHolding<T>(_ folder: String, _ body: () throws -> T) rethrows -> T {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
