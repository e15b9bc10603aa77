// swift-tools-version:6.2
import PackageDescription

// The Registration example: a separate package that uses LocalizedValidation exactly as
// an app would — by path dependency, with its own catalogs (Sources/Registration/Locales)
// compiled by the build-tool plugin.
let strict = Context.environment["CI"] == "true" || Context.environment["LV_STRICT"] != nil

let package = Package(
    name: "Registration",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "LocalizedValidation", path: "../..")],
    targets: [
        .executableTarget(
            name: "Registration",
            dependencies: [
                .product(name: "LocalizedValidation", package: "LocalizedValidation"),
                .product(name: "LocalizedValidationServer", package: "LocalizedValidation"),
            ],
            exclude: ["Locales"],
            swiftSettings: strict ? [.treatAllWarnings(as: .error)] : [],
            plugins: [.plugin(name: "CatalogCompilerPlugin", package: "LocalizedValidation")]
        )
    ],
    swiftLanguageModes: [.v6]
)
