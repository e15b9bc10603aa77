// swift-tools-version:6.2
import PackageDescription

// A downstream package, as a user's would be: it depends on LocalizedValidation by path
// and compiles its own catalogs (Sources/Greeter/Locales) with the build-tool plugin.
// .ci/run builds and runs it, and checks that a no-op rebuild does not re-run catalogc.
let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "LocalizedValidation", path: "../..")],
    targets: [
        .executableTarget(
            name: "Greeter",
            dependencies: [.product(name: "LocalizedValidationMessages", package: "LocalizedValidation")],
            exclude: ["Locales"],
            plugins: [.plugin(name: "CatalogCompilerPlugin", package: "LocalizedValidation")]
        )
    ],
    swiftLanguageModes: [.v6]
)
