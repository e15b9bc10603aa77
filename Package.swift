// swift-tools-version:6.0
import PackageDescription

/// ICU from the system (Debian's libicu-dev); reached only through the CICU shim.
let icuLibraries: [LinkerSetting] = [
    .linkedLibrary("icui18n"),
    .linkedLibrary("icuuc"),
    .linkedLibrary("icudata"),
]

let package = Package(
    name: "LocalizedValidation",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Intl", targets: ["Intl"]),
        .library(name: "CatalogCompiler", targets: ["CatalogCompiler"]),
    ],
    targets: [
        .target(
            name: "CICU",
            cSettings: [.unsafeFlags(["-Wall", "-Wextra", "-Werror"])],
            linkerSettings: icuLibraries
        ),
        .target(name: "Intl", dependencies: ["CICU"]),
        .testTarget(name: "IntlTests", dependencies: ["Intl"]),
        .target(name: "CatalogCompiler", path: "Sources/CatalogCompiler"),
        .testTarget(name: "CatalogCompilerTests", dependencies: ["CatalogCompiler"]),
    ],
    swiftLanguageModes: [.v6]
)
