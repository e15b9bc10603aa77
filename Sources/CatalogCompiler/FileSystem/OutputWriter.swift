import Foundation

/// Writes generated files all or nothing: every file goes to a temporary file beside its
/// destination first, then each is renamed into place (atomic on one file system). A
/// file whose bytes would not change is not touched, so its modification time stays and
/// build systems do not rebuild what depends on it.
public enum OutputWriter {
    /// What a write did.
    public struct Outcome: Sendable, Hashable {
        /// Files whose contents changed (or that were created).
        public var written: [String] = []
        /// Files left alone because their bytes were already right.
        public var unchanged: [String] = []
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
        var staged: [(temporary: String, destination: String)] = []
        let token = ProcessInfo.processInfo.processIdentifier
        do {
            for file in files {
                let destination = CatalogDirectory.join(directory, file.name)
                if let existing = manager.contents(atPath: destination), [UInt8](existing) == file.contents {
                    outcome.unchanged.append(destination)
                    continue
                }
                let temporary = CatalogDirectory.join(directory, ".\(file.name).\(token).tmp")
                guard manager.createFile(atPath: temporary, contents: Data(file.contents)) else {
                    throw WriteError(path: destination, reason: "cannot create a file in \(directory)")
                }
                staged.append((temporary, destination))
            }
            for (index, file) in staged.enumerated() {
                guard rename(file.temporary, file.destination) == 0 else {
                    let reason = String(cString: strerror(errno))
                    for remaining in staged[index...] { try? manager.removeItem(atPath: remaining.temporary) }
                    throw WriteError(path: file.destination, reason: reason)
                }
                outcome.written.append(file.destination)
            }
        } catch let error as WriteError {
            for file in staged { try? manager.removeItem(atPath: file.temporary) }
            throw error
        }
        return outcome
    }

    /// Why an output could not be written.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }
}
