import Foundation

/// A fresh folder under the system's temporary directory, filled with the given files;
/// tests call ``remove()`` when done (in a `defer`).
public struct TemporaryDirectory: Sendable {
    /// The folder's path.
    public let path: String

    /// Creates the folder and writes `files` (relative path → UTF-8 text) into it,
    /// creating intermediate folders.
    ///
    /// - Throws: When the folder or a file cannot be created.
    public init(_ files: [String: String] = [:]) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lv-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
        for (relativePath, text) in files {
            try write(relativePath, bytes: Array(text.utf8))
        }
    }

    /// The absolute path of `relativePath` inside the folder.
    public func path(_ relativePath: String) -> String {
        path + "/" + relativePath
    }

    /// Writes `bytes` to `relativePath`, creating intermediate folders.
    ///
    /// - Throws: When the file cannot be written.
    public func write(_ relativePath: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path(relativePath))
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The bytes of `relativePath`.
    ///
    /// - Throws: When the file cannot be read.
    public func read(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(relativePath))))
    }

    /// The names in the folder `relativePath` (the folder itself by default), sorted,
    /// hidden files included.
    ///
    /// - Throws: When the folder cannot be listed.
    public func contents(of relativePath: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: relativePath.isEmpty ? path : path(relativePath)).sorted()
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
