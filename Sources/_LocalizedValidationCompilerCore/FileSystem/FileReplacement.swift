import Foundation

/// Replaces the contents of an existing file in place, as `catalogc fmt` does: the new bytes
/// go to a temporary file in the same folder, which is then renamed over the file, so a
/// reader sees the old contents or the new, never a mix, and an interrupted write leaves the
/// file as it was.
///
/// What identifies the file is kept: a symbolic link is followed and the file it points to is
/// replaced (the link stays a link), and the new file gets the old one's permission bits
/// (and, where the process may set them, its owner and group).
package enum FileReplacement {
    /// Why a file could not be replaced.
    package struct ReplacementError: Error, Sendable, CustomStringConvertible {
        /// The path as the caller gave it.
        package let path: String
        /// What went wrong.
        package let reason: String
        /// `cannot write <path>: <reason>`.
        package var description: String { "cannot write \(path): \(reason)" }
    }

    /// Replaces the contents of the regular file at `path`, following symbolic links.
    ///
    /// - Parameters:
    ///   - path: The file, absolute or relative to the current folder; a symbolic link is
    ///     replaced by nothing: the file it resolves to gets the new contents.
    ///   - contents: The new bytes.
    /// - Throws: ``ReplacementError`` when the file does not exist, is not a regular file, or
    ///   the temporary file cannot be written or renamed; the file is unchanged then.
    package static func replaceContents(ofFileAt path: String, with contents: [UInt8]) throws(ReplacementError) {
        func failure(_ reason: String) -> ReplacementError { ReplacementError(path: path, reason: reason) }
        let target = try resolvedPath(path)
        var status = stat()
        guard stat(target, &status) == 0 else { throw failure(lastError()) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw failure("it is not a regular file") }

        let (directory, name) = split(target)
        let (descriptor, temporary) = try createTemporaryFile(in: directory, for: name, path: path)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(contents, to: descriptor, path: path)
            // Owner first: changing it can clear the set-user-ID bits that fchmod then restores.
            // Only a privileged process may give a file away; otherwise the file keeps ours.
            _ = fchown(descriptor, status.st_uid, status.st_gid)
            guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { throw failure(lastError()) }
            guard fsync(descriptor) == 0 else { throw failure(lastError()) }
        }
        guard rename(temporary, target) == 0 else { throw failure(lastError()) }
        renamed = true
    }

    /// The absolute path of the file `path` names, every symbolic link resolved.
    static func resolvedPath(_ path: String) throws(ReplacementError) -> String {
        guard let resolved = realpath(path, nil) else {
            throw ReplacementError(path: path, reason: lastError())
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder and the name of an absolute path; the folder of `/name` is `/`.
    static func split(_ absolutePath: String) -> (directory: String, name: String) {
        guard let slash = absolutePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", absolutePath) }
        let name = String(absolutePath[absolutePath.index(after: slash)...])
        let directory = String(absolutePath[..<slash])
        return (directory.isEmpty ? "/" : directory, name)
    }

    /// Creates `.<name>.<pid>-<n>.tmp` in `directory`, readable and writable by us only until
    /// the mode is copied; `O_EXCL` makes sure no existing file (or link) is reused.
    private static func createTemporaryFile(
        in directory: String, for name: String, path: String
    ) throws(ReplacementError) -> (descriptor: Int32, path: String) {
        let prefix = CatalogDirectory.join(directory, ".\(name).\(getpid())")
        for attempt in 0..<100 {
            let temporary = "\(prefix)-\(attempt).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return (descriptor, temporary) }
            guard errno == EEXIST else {
                throw ReplacementError(path: path, reason: "cannot create a file in \(directory): \(lastError())")
            }
        }
        throw ReplacementError(path: path, reason: "cannot create a file in \(directory): too many leftovers")
    }

    /// Writes all of `bytes` to `descriptor`, retrying interrupted and partial writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(ReplacementError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                guard errno == EINTR else { throw ReplacementError(path: path, reason: lastError()) }
                continue
            }
            offset += written
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
