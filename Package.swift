// swift-tools-version:6.2
import PackageDescription

/// Warnings fail the build in CI (`CI=true`, set by `.ci/run`) or when `LV_STRICT` is
/// set; a user's build of this package as a dependency is never broken by a new warning.
let strict = Context.environment["CI"] == "true" || Context.environment["LV_STRICT"] != nil
let swiftSettings: [SwiftSetting] = strict ? [.treatAllWarnings(as: .error)] : []
let cSettings: [CSetting] =
    [.enableWarning("all"), .enableWarning("extra")] + (strict ? [.treatAllWarnings(as: .error)] : [])

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
        .library(name: "LocalizedValidation", targets: ["LocalizedValidation"]),
        .library(name: "CatalogRuntime", targets: ["CatalogRuntime"]),
        .library(name: "LocalizedValidationServer", targets: ["LocalizedValidationServer"]),
        .library(name: "CatalogCompiler", targets: ["CatalogCompiler"]),
        .executable(name: "catalogc", targets: ["catalogc"]),
        .plugin(name: "CatalogCompilerPlugin", targets: ["CatalogCompilerPlugin"]),
        .plugin(name: "CatalogCommandPlugin", targets: ["CatalogCommandPlugin"]),
        .plugin(name: "CatalogFormatPlugin", targets: ["CatalogFormatPlugin"]),
    ],
    targets: [
        .target(name: "CICU", cSettings: cSettings, linkerSettings: icuLibraries),
        .target(name: "Intl", dependencies: ["CICU"], swiftSettings: swiftSettings),
        .target(name: "CatalogRuntime", dependencies: ["Intl"], swiftSettings: swiftSettings),
        .target(name: "CatalogCompiler", dependencies: ["Intl"], swiftSettings: swiftSettings),
        .executableTarget(name: "catalogc", dependencies: ["CatalogCompiler"], swiftSettings: swiftSettings),
        .plugin(name: "CatalogCompilerPlugin", capability: .buildTool(), dependencies: ["catalogc"]),
        .plugin(
            name: "CatalogCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "catalog",
                    description: "Check the Fluent catalogs, report their coverage or check their format")
            ),
            dependencies: ["catalogc"]
        ),
        .plugin(
            name: "CatalogFormatPlugin",
            capability: .command(
                intent: .custom(verb: "catalog-fmt", description: "Rewrite the Fluent catalogs in canonical form"),
                permissions: [.writeToPackageDirectory(reason: "catalog-fmt rewrites .ftl files in canonical form")]
            ),
            dependencies: ["catalogc"]
        ),
        .target(
            name: "LocalizedValidation",
            dependencies: ["Intl", "CatalogRuntime"],
            swiftSettings: swiftSettings,
            plugins: ["CatalogCompilerPlugin"]
        ),
        // Server responses: RFC 9457 problem details, Accept-Language negotiation.
        .target(
            name: "LocalizedValidationServer", dependencies: ["LocalizedValidation"], swiftSettings: swiftSettings),
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "IntlTests", dependencies: ["Intl", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "CatalogCompilerTests",
            dependencies: ["CatalogCompiler", "TestSupport"],
            exclude: ["Catalogs", "FluentSpecFixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LocalizedValidationServerTests",
            dependencies: ["LocalizedValidationServer", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LocalizedValidationTests",
            dependencies: ["LocalizedValidation", "TestSupport"],
            exclude: ["Reference", "Agreement"],
            swiftSettings: swiftSettings
        ),
        // Runs the built catalogc as a process: exit codes, stdout, stderr, files.
        // HostileNamesTests also compiles generated code against the built CatalogRuntime.
        .testTarget(
            name: "CatalogcTests", dependencies: ["catalogc", "CatalogCompiler", "CatalogRuntime", "TestSupport"],
            swiftSettings: swiftSettings),
        // Compiles the golden generated files and checks the text they render.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["CatalogRuntime", "Intl", "TestSupport"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
