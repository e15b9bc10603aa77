import Foundation
import PackagePlugin

/// The catalogs folder of the `LocalizedValidation` library `target` depends on (its
/// built-in messages), or nil when it uses no such library or is that library.
func builtInMessagesFolder(for target: Target, in package: Package) -> URL? {
    let libraryName = "LocalizedValidation"
    guard target.name != libraryName,
        let library = target.recursiveTargetDependencies.first(where: { $0.name == libraryName })
    else { return nil }
    // The package that declares the library: its catalogs are the built-in messages.
    var queue = [package]
    var visited: Set<String> = []
    while let candidate = queue.popLast() {
        guard visited.insert(candidate.id).inserted else { continue }
        if candidate.targets.contains(where: { $0.id == library.id }) {
            return CatalogLayout.catalogsFolder(
                targetDirectory: library.directoryURL, packageDirectory: candidate.directoryURL)
        }
        queue += candidate.dependencies.map(\.package)
    }
    return nil
}
