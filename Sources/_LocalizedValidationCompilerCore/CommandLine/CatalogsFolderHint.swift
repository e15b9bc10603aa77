import Foundation

/// What to say when a catalogs folder given to catalogc does not exist: in a Swift
/// package whose catalogs are elsewhere (`Sources/App/Locales`), where they are, so that
/// `catalogc check Locales` run at the package root points at the right folder instead of
/// only saying that `Locales` is missing.
///
/// The package is the nearest folder at or above the current one that holds a
/// `Package.swift`; its catalogs folders are where the build plugin looks for them
/// without the package graph (which only plugins see): `Locales` at the package root and
/// `Sources/<Target>/Locales`.
package enum CatalogsFolderHint {
    /// A diagnostic for `path` when it is not a folder; nil when it is one.
    package static func diagnostic(forMissing path: String) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard !(exists && isDirectory.boolValue) else { return nil }
        return Diagnostic(.error, .unreadableInput, message(forMissing: path, exists: exists), at: nil)
    }

    /// `no folder 'Locales'; this package's catalogs are in Sources/App/Locales`, or without
    /// the second half when no catalogs folder is found.
    static func message(forMissing path: String, exists: Bool) -> String {
        let problem =
            exists
            ? "'\(path)' is not a folder; give the catalogs folder, which holds one folder per locale (Locales/en/Messages.ftl)"
            : "no folder '\(path)'"
        let current = FileManager.default.currentDirectoryPath
        guard let package = packageDirectory(from: current) else { return problem }
        let wanted = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: current)).standardizedFileURL.path
        let found = catalogsFolders(inPackage: package).filter { $0 != wanted }
        guard !found.isEmpty else { return problem }
        let shown = found.map { relative($0, to: current) }
        let list =
            shown.count == 1
            ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
        return "\(problem); this package's catalogs are in \(list)"
    }

    /// The nearest folder at or above `folder` with a `Package.swift`.
    static func packageDirectory(from folder: String) -> String? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        // One step per path component: the loop ends at the root.
        for _ in 0...url.pathComponents.count {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            let parent = url.deletingLastPathComponent().standardizedFileURL
            guard parent.path != url.path else { return nil }
            url = parent
        }
        return nil
    }

    /// `Locales` at the package root and `Sources/<Target>/Locales`, those that are
    /// folders, as absolute paths, the root's first.
    static func catalogsFolders(inPackage package: String) -> [String] {
        let root = URL(fileURLWithPath: package)
        let sources = root.appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        let candidates =
            [root.appendingPathComponent(CatalogLayout.folderName)]
            + targets.filter { !$0.hasPrefix(".") }.sorted().map {
                sources.appendingPathComponent($0).appendingPathComponent(CatalogLayout.folderName)
            }
        return candidates.filter(CatalogLayout.isDirectory).map { $0.standardizedFileURL.path }
    }

    /// `path` relative to `folder` when it is inside it, else as it is.
    private static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
