// swift-tools-version:6.2
import PackageDescription

/// Warnings fail the build in CI (`CI=true`, set by `.ci/run`) or when `LV_STRICT` is
/// set; a user's build of this package as a dependency is never broken by a new warning.
let strict = Context.environment["CI"] == "true" || Context.environment["LV_STRICT"] != nil
let swiftSettings: [SwiftSetting] = strict ? [.treatAllWarnings(as: .error)] : []
let cSettings: [CSetting] =
    [.enableWarning("all"), .enableWarning("extra")] + (strict ? [.treatAllWarnings(as: .error)] : [])

/// Set by `Scripts/build-catalogc` for its static release build of catalogc alone: SwiftPM
/// builds the tool of every build plugin the package applies before it plans the build, so
/// the library's catalog plugin would compile ICU's shim, Intl and the compiler a second
/// time, for nothing catalogc links. No other build sets it.
let buildsCatalogcOnly = Context.environment["LV_BUILD_CATALOGC_ONLY"] != nil

/// ICU from the system (Debian's libicu-dev); reached only through the CLocalizedValidationICU shim.
let icuLibraries: [LinkerSetting] = [
    .linkedLibrary("icui18n"),
    .linkedLibrary("icuuc"),
    .linkedLibrary("icudata"),
]

let package = Package(
    name: "LocalizedValidation",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LocalizedValidationCLDR", targets: ["LocalizedValidationCLDR"]),
        .library(name: "LocalizedValidationIntl", targets: ["LocalizedValidationIntl"]),
        .library(name: "LocalizedValidation", targets: ["LocalizedValidation"]),
        .library(name: "LocalizedValidationMessages", targets: ["LocalizedValidationMessages"]),
        .library(name: "LocalizedValidationFormatting", targets: ["LocalizedValidationFormatting"]),
        .library(name: "LocalizedValidationServer", targets: ["LocalizedValidationServer"]),
        // Underscored: the compiler and the translation tools, for this package's own
        // tools, tests, fuzzers and benchmarks. Not supported API; may change in any release.
        .library(name: "_LocalizedValidationCompilerCore", targets: ["_LocalizedValidationCompilerCore"]),
        .library(name: "_LocalizedValidationTranslation", targets: ["_LocalizedValidationTranslation"]),
        .executable(name: "catalogc", targets: ["catalogc"]),
        .plugin(name: "CatalogCompilerPlugin", targets: ["CatalogCompilerPlugin"]),
        .plugin(name: "CatalogCommandPlugin", targets: ["CatalogCommandPlugin"]),
        .plugin(name: "CatalogWritePlugin", targets: ["CatalogWritePlugin"]),
    ],
    targets: [
        // The folder keeps the short name the project's checks know; the module name carries the
        // package's prefix so it cannot clash with another package's ICU shim.
        .target(
            name: "CLocalizedValidationICU", path: "Sources/CICU", cSettings: cSettings, linkerSettings: icuLibraries),
        // CLDR data evaluated without ICU (plural categories, operands, rules): the bottom of
        // the graph, so code that only renders messages need not link ICU.
        .target(name: "LocalizedValidationCLDR", swiftSettings: swiftSettings),
        .target(
            name: "LocalizedValidationIntl", dependencies: ["CLocalizedValidationICU", "LocalizedValidationCLDR"],
            swiftSettings: swiftSettings),
        // What generated catalogs render with: plural rules, integers and quotation marks
        // baked into the generated code, negotiation. No ICU: an app whose catalogs need
        // nothing more links none.
        .target(
            name: "LocalizedValidationMessages", dependencies: ["LocalizedValidationCLDR"], swiftSettings: swiftSettings
        ),
        // `NUMBER()` with options and `DATETIME()` through ICU, for the generated catalogs
        // that use them (their code imports this module only then).
        .target(
            name: "LocalizedValidationFormatting",
            dependencies: ["LocalizedValidationCLDR", "LocalizedValidationIntl", "LocalizedValidationMessages"],
            swiftSettings: swiftSettings),
        // Parse, check, generate, format: everything the build plugin's tool needs.
        .target(
            name: "_LocalizedValidationCompilerCore",
            dependencies: ["LocalizedValidationCLDR", "LocalizedValidationIntl"],
            swiftSettings: swiftSettings),
        // XLIFF (FoundationXML), PO, coverage reports, the HTML preview: only catalogc links them.
        .target(
            name: "_LocalizedValidationTranslation", dependencies: ["_LocalizedValidationCompilerCore"],
            swiftSettings: swiftSettings),
        // The user-facing CLI, every verb.
        .executableTarget(
            name: "catalogc",
            dependencies: [
                "LocalizedValidationIntl", "_LocalizedValidationCompilerCore", "_LocalizedValidationTranslation",
            ],
            swiftSettings: swiftSettings),
        // What the build plugin runs: `generate` only, so an app's build compiles no
        // translation tooling. Not a product.
        .executableTarget(
            name: "CatalogBuildTool", dependencies: ["_LocalizedValidationCompilerCore"], swiftSettings: swiftSettings),
        .plugin(name: "CatalogCompilerPlugin", capability: .buildTool(), dependencies: ["CatalogBuildTool"]),
        // Every catalogc verb on the package's catalogs, in two plugins because SwiftPM grants
        // permissions per plugin: `catalog` writes nothing into the package (check, report,
        // fmt --check, export to stdout, preview under .build), so CI needs no permission;
        // `catalog-write` runs the verbs that write (fmt, accept, import, --output).
        .plugin(
            name: "CatalogCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "catalog",
                    description:
                        "Check, report on, export or preview the Fluent catalogs (catalog-write for the verbs that write)"
                )
            ),
            dependencies: ["catalogc"]
        ),
        .plugin(
            name: "CatalogWritePlugin",
            capability: .command(
                intent: .custom(
                    verb: "catalog-write",
                    description:
                        "Format, accept, import, export or preview the Fluent catalogs, writing into the package"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "catalog-write rewrites .ftl files (fmt, import), the translation record catalogc.lock (accept, import) or the --output of export and preview"
                    )
                ]
            ),
            dependencies: ["catalogc"]
        ),
        .target(
            name: "LocalizedValidation",
            dependencies: ["LocalizedValidationIntl", "LocalizedValidationMessages", "LocalizedValidationFormatting"],
            swiftSettings: swiftSettings,
            plugins: buildsCatalogcOnly ? [] : ["CatalogCompilerPlugin"]
        ),
        // Server responses: RFC 9457 problem details, Accept-Language negotiation.
        .target(
            name: "LocalizedValidationServer", dependencies: ["LocalizedValidationCLDR", "LocalizedValidation"],
            swiftSettings: swiftSettings),
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(
            name: "IntlTests", dependencies: ["LocalizedValidationIntl", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "CatalogCompilerTests",
            dependencies: [
                "_LocalizedValidationCompilerCore", "_LocalizedValidationTranslation", "LocalizedValidationCLDR",
                "LocalizedValidationIntl", "TestSupport",
            ],
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
            exclude: ["Reference", "Agreement", "HostileBodies"],
            swiftSettings: swiftSettings
        ),
        // Runs the built catalogc as a process: exit codes, stdout, stderr, files.
        // HostileNamesTests also compiles generated code against the built LocalizedValidationMessages.
        .testTarget(
            name: "CatalogcTests",
            dependencies: [
                "catalogc", "CatalogBuildTool", "_LocalizedValidationCompilerCore", "LocalizedValidationMessages",
                "LocalizedValidationFormatting", "TestSupport",
            ],
            swiftSettings: swiftSettings),
        // Mozilla's catalogs (Tests/RealWorldCorpus): the goldens of their generated code,
        // compiled, and every message rendered beside fluent.runtime. One target per set, as
        // each set has its own `Brands` catalog.
        .testTarget(
            name: "WWWCorpusTests",
            dependencies: ["LocalizedValidationMessages", "LocalizedValidationFormatting", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "RelayCorpusTests",
            dependencies: ["LocalizedValidationMessages", "LocalizedValidationFormatting", "TestSupport"],
            swiftSettings: swiftSettings),
        // Compiles the golden generated files and checks the text they render.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: [
                "LocalizedValidationMessages", "LocalizedValidationFormatting", "LocalizedValidationIntl",
                "LocalizedValidationCLDR", "TestSupport",
                // Bakes number data and quotation marks from ICU for the runtime tests' own runtimes.
                "_LocalizedValidationCompilerCore",
                // The built-in messages' locales, whose generated runtimes carry baked plural rules too.
                "LocalizedValidation",
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// `LV_APPLE_ICU=<toolchain>/usr/lib/swift` builds ICU's shim and Intl against the
/// toolchain's copy of Apple's patched ICU (`_FoundationICU`, headers in
/// `_foundation_unicode/`) instead of Debian's, and declares only them and their tests: the
/// closest stand-in for the ICU of Apple platforms that Linux has (`Scripts/test-apple-icu`).
/// No user's build sets it.
if let appleICU = Context.environment["LV_APPLE_ICU"] {
    let kept: Set<String> = [
        "LocalizedValidationCLDR", "CLocalizedValidationICU", "LocalizedValidationIntl", "TestSupport", "IntlTests",
    ]
    package.targets = package.targets.filter { kept.contains($0.name) }
    package.products = [.library(name: "LocalizedValidationIntl", targets: ["LocalizedValidationIntl"])]
    for target in package.targets where target.name == "CLocalizedValidationICU" {
        target.cSettings = cSettings + [.define("CICU_APPLE_ICU"), .unsafeFlags(["-I", appleICU])]
        target.linkerSettings = [.unsafeFlags(["-L", appleICU + "/linux"]), .linkedLibrary("_FoundationICU")]
    }
}
