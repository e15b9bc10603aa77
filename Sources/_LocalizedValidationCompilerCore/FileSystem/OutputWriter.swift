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
            if let existing = manager.contents(atPath: destination), [UInt8](existing) == file.contents {
                outcome.unchanged.append(destination)
                continue
            }
            let temporary = CatalogDirectory.join(directory, ".\(file.name).\(token).tmp")
            guard manager.createFile(atPath: temporary, contents: Data(file.contents)) else {
                removeLeftovers()
                throw WriteError(path: destination, reason: "cannot create a file in \(directory)")
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

    /// Why an output could not be written.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }
}
