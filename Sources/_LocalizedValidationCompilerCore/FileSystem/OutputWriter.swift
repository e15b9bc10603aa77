import Foundation

/// Writes generated files all or nothing: every file goes to a temporary file beside its
/// destination first, each file it replaces is kept as a hard-linked backup, then each is
/// renamed into place (atomic on one file system); if a rename fails, the files already
/// replaced are restored from their backups. A file whose bytes would not change is not
/// touched, so its modification time stays and build systems do not rebuild what depends
/// on it.
public enum OutputWriter {
    /// What a write did.
    public struct Outcome: Sendable, Hashable {
        /// Files whose contents changed (or that were created).
        public var written: [String] = []
        /// Files left alone because their bytes were already right.
        public var unchanged: [String] = []
    }

    /// A file about to replace (or create) its destination.
    private struct Staged {
        var temporary: String
        var destination: String
        /// The previous file, hard-linked here until every rename has succeeded.
        var backup: String?
    }

    /// Writes `files` (name → contents) into `directory`, creating it if needed.
    ///
    /// - Throws: ``WriteError`` naming the file that failed; nothing was replaced then.
    public static func write(_ files: [(name: String, contents: [UInt8])], to directory: String) throws -> Outcome {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: directory, reason: error.localizedDescription)
        }
        var outcome = Outcome()
        var staged: [Staged] = []
        let token = ProcessInfo.processInfo.processIdentifier
        func removeLeftovers() {
            for file in staged {
                try? manager.removeItem(atPath: file.temporary)
                if let backup = file.backup { try? manager.removeItem(atPath: backup) }
            }
        }
        for file in files {
            let destination = CatalogDirectory.join(directory, file.name)
            if hasContents(destination, file.contents) {
                outcome.unchanged.append(destination)
                continue
            }
            let temporary = CatalogDirectory.join(directory, ".\(file.name).\(token).tmp")
            if let reason = create(temporary, file.contents) {
                try? manager.removeItem(atPath: temporary)
                removeLeftovers()
                throw WriteError(path: destination, reason: "cannot create a file in \(directory): \(reason)")
            }
            staged.append(Staged(temporary: temporary, destination: destination))
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: destination, isDirectory: &isDirectory) else { continue }
            let backup = CatalogDirectory.join(directory, ".\(file.name).\(token).bak")
            guard !isDirectory.boolValue, link(destination, backup) == 0 else {
                let reason = isDirectory.boolValue ? "it is a folder" : String(cString: strerror(errno))
                removeLeftovers()
                throw WriteError(path: destination, reason: reason)
            }
            staged[staged.count - 1].backup = backup
        }
        for (index, file) in staged.enumerated() {
            guard rename(file.temporary, file.destination) != 0 else { continue }
            let reason = String(cString: strerror(errno))
            // Put back what the earlier renames replaced.
            for done in staged[..<index] {
                if let backup = done.backup {
                    _ = rename(backup, done.destination)
                } else {
                    try? manager.removeItem(atPath: done.destination)
                }
            }
            removeLeftovers()
            throw WriteError(path: file.destination, reason: reason)
        }
        removeLeftovers()
        outcome.written = staged.map(\.destination)
        return outcome
    }

    /// Whether the regular file at `path` holds exactly `contents`; false when it is
    /// missing or unreadable (it is then replaced). The size is compared first, so a file
    /// that changed length is not read.
    private static func hasContents(_ path: String, _ contents: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == contents.count
        else { return false }
        // Read into a buffer of the expected size plus one byte: a file that grew since
        // `fstat` does not compare equal.
        var existing = [UInt8](repeating: 0, count: contents.count + 1)
        var filled = 0
        while filled < existing.count {
            let count = existing.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        guard filled == contents.count else { return false }
        return contents.isEmpty
            || existing.withUnsafeBytes { old in
                contents.withUnsafeBytes { new in memcmp(old.baseAddress!, new.baseAddress!, new.count) == 0 }
            }
    }

    /// Creates (or truncates) the file at `path` with `contents`, written straight from
    /// the bytes (generated files are megabytes: no copy into `Data`); nil on success, else
    /// why not.
    private static func create(_ path: String, _ contents: [UInt8]) -> String? {
        // 0o666 less the umask, as `FileManager.createFile` makes files.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        do {
            try FileReplacement.writeAll(contents, to: descriptor, path: path)
        } catch {
            close(descriptor)
            return error.reason
        }
        // A full disk may show only when the file is closed (NFS): a failure too.
        guard close(descriptor) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }

    /// Why an output could not be written.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }
}
