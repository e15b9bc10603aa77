// swift-tools-version:6.2
import PackageDescription

/// Warnings fail the build in CI (`CI=true`, set by `.ci/run`) or when `LV_STRICT` is
/// set, like the root package.
let strict = Context.environment["CI"] == "true" || Context.environment["LV_STRICT"] != nil
let swiftSettings: [SwiftSetting] = strict ? [.treatAllWarnings(as: .error)] : []
let cSettings: [CSetting] =
    [.enableWarning("all"), .enableWarning("extra")] + (strict ? [.treatAllWarnings(as: .error)] : [])

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "LocalizedValidation", path: "..")
    ],
    targets: [
        // The C limit: the same ICU operations called directly from a C loop. Its public
        // header uses only <stdint.h> types so that Swift code importing Foundation can
        // import it (see DESIGN.md, "Why a C shim").
        .target(
            name: "CBaseline",
            cSettings: cSettings,
            linkerSettings: [
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "CBaseline",
                .product(name: "LocalizedValidationCLDR", package: "LocalizedValidation"),
                .product(name: "LocalizedValidationIntl", package: "LocalizedValidation"),
                .product(name: "LocalizedValidationMessages", package: "LocalizedValidation"),
                .product(name: "_LocalizedValidationCompilerCore", package: "LocalizedValidation"),
                .product(name: "LocalizedValidation", package: "LocalizedValidation"),
                .product(name: "LocalizedValidationServer", package: "LocalizedValidation"),
            ],
            // The render suite's catalogs, compiled by the build plugin into real
            // generated code (the plugin reads them from the folder, not as sources).
            exclude: ["Locales"],
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "CatalogCompilerPlugin", package: "LocalizedValidation")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
