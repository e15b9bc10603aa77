import Foundation

/// Reads a catalogs folder (`Locales/<locale>/<Catalog>.ftl`, catalogs in sub-folders of a
/// locale folder too, plus an optional `catalogc.json`) into a ``CompilerInput``.
public enum CatalogDirectory {
    /// The configuration file name looked for inside the catalogs folder.
    package static let configurationFileName = "catalogc.json"

    /// Loads the catalogs under `path`.
    ///
    /// - Parameters:
    ///   - path: The catalogs folder, as the user wrote it (printed in diagnostics).
    ///   - configurationPath: A configuration file to use instead of
    ///     `<path>/catalogc.json`.
    /// - Returns: The input, or diagnostics saying what could not be read.
    public static func load(
        _ path: String,
        configurationPath: String? = nil
    ) -> (input: CompilerInput?, diagnostics: [Diagnostic]) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return (nil, [unreadable("catalogs folder '\(path)' does not exist or is not a folder")])
        }
        var diagnostics: [Diagnostic] = []
        var configuration = CompilerConfiguration()
        let configPath = configurationPath ?? join(path, configurationFileName)
        if manager.fileExists(atPath: configPath) {
            do {
                configuration = try CompilerConfiguration.decode(try readBytes(configPath))
            } catch let error as ConfigurationError {
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidConfiguration, error.message,
                        at: FileLocation(file: configPath, line: 1, column: 1)))
            } catch {
                diagnostics.append(unreadable("cannot read \(configPath): \(error.localizedDescription)"))
            }
        } else if configurationPath != nil {
            diagnostics.append(unreadable("configuration file '\(configPath)' does not exist"))
        }
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: path).sorted()
        } catch {
            return (nil, diagnostics + [unreadable("cannot list '\(path)': \(error.localizedDescription)")])
        }
        var directories: [String] = []
        var files: [CatalogFile] = []
        for entry in entries where !entry.hasPrefix(".") {
            let localePath = join(path, entry)
            guard manager.fileExists(atPath: localePath, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            directories.append(entry)
            // A catalog per file, sub-folders included: its name is its path under the
            // locale folder, without `.ftl` (`firefox/browsers/brave`).
            for name in catalogPaths(in: localePath) {
                let filePath = join(localePath, name + ".ftl")
                do {
                    files.append(
                        CatalogFile(
                            path: filePath, localeDirectory: entry, catalogName: name,
                            contents: try readBytes(filePath)))
                } catch {
                    diagnostics.append(unreadable("cannot read \(filePath): \(error.localizedDescription)"))
                }
            }
        }
        let lockPath = join(path, TranslationLock.fileName)
        var lock: TranslationLockFile?
        if manager.fileExists(atPath: lockPath) {
            do {
                lock = TranslationLockFile(path: lockPath, contents: try readBytes(lockPath))
            } catch {
                diagnostics.append(unreadable("cannot read \(lockPath): \(error.localizedDescription)"))
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        let input = CompilerInput(
            files: files, localeDirectories: directories, configuration: configuration,
            configurationPath: manager.fileExists(atPath: configPath) ? configPath : nil, rootPath: path,
            translationLock: lock)
        return (input, diagnostics)
    }

    /// The `.ftl` files under `path` (a file or a folder, searched recursively), sorted.
    ///
    /// A file is returned as given, whatever its extension; a folder's files are its path
    /// joined with their relative paths, leaving out hidden files and folders.
    ///
    /// - Throws: ``MissingPath`` when nothing exists at `path` (or it is a symbolic link to
    ///   nothing), so a mistyped path is an error rather than an empty folder.
    package static func fluentFiles(under path: String) throws(MissingPath) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MissingPath(path: path)
        }
        guard isDirectory.boolValue else { return [path] }
        // The enumerator does not descend into a symbolic link it starts from (`link` or
        // `link/`): list the folder the path resolves to, and name the files through the path
        // as given.
        let listed = (try? FileReplacement.resolvedPath(path)) ?? path
        let enumerator = FileManager.default.enumerator(atPath: listed)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".ftl"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                found.append(join(path, relative))
            }
        }
        return found.sorted()
    }

    /// A path that names no file or folder.
    package struct MissingPath: Error, Sendable, CustomStringConvertible {
        /// The path as given.
        package let path: String
        /// `no such file or folder: <path>`.
        package var description: String { "no such file or folder: \(path)" }
    }

    /// The catalogs of a locale folder: the paths of its `.ftl` files under it, searched
    /// through sub-folders, without `.ftl`, sorted; hidden files and folders left out.
    static func catalogPaths(in folder: String) -> [String] {
        let manager = FileManager.default
        var paths: [String] = []
        for name in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !name.hasPrefix(".") {
            let path = join(folder, name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                paths += catalogPaths(in: path).map { name + "/" + $0 }
            } else if name.hasSuffix(".ftl") {
                paths.append(String(name.dropLast(4)))
            }
        }
        return paths
    }

    /// The most bytes a file of a catalogs folder (a catalog, the configuration, the
    /// translation record) may have: 256 MiB, a thousand times a large real catalog, so
    /// that a runaway file is refused before its syntax tree (about twelve times the file)
    /// fills the memory, and every source location fits in 32 bits.
    package static let maximumFileSize = 256 << 20

    /// A file over ``maximumFileSize``; it reads the same however it is printed
    /// (`localizedDescription` or interpolated).
    package struct FileTooLarge: LocalizedError, CustomStringConvertible, Sendable {
        /// Its size in bytes.
        package let size: Int
        package var description: String {
            "the file has \(size) bytes, over the \(CatalogDirectory.maximumFileSize >> 20) MiB a file of a catalogs folder may have; split it into several catalogs"
        }
        package var errorDescription: String? { description }
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumFileSize {
            throw FileTooLarge(size: size)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        // The file may have grown since its size was read.
        guard data.count <= maximumFileSize else { throw FileTooLarge(size: data.count) }
        return [UInt8](data)
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func unreadable(_ message: String) -> Diagnostic {
        Diagnostic(.error, .unreadableInput, message, at: nil)
    }
}
