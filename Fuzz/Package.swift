// swift-tools-version:6.2
import PackageDescription

/// Warnings fail the build in CI (`CI=true`, set by `.ci/run`) or when `LV_STRICT` is
/// set, like the root package.
let strict = Context.environment["CI"] == "true" || Context.environment["LV_STRICT"] != nil
let strictSettings: [SwiftSetting] = strict ? [.treatAllWarnings(as: .error)] : []

/// A harness is an executable linked with libFuzzer and AddressSanitizer; its `main`
/// starts libFuzzer's driver (see `FuzzDriver`). `Fuzz/run` instruments the package
/// under test as well, with `-Xswiftc` flags for AddressSanitizer and coverage (not
/// `-sanitize=fuzzer`, which would link libFuzzer into the build plugin's tool too).
let harnessSettings: [SwiftSetting] = strictSettings + [.unsafeFlags(["-sanitize=fuzzer,address"])]
let harnessLinking: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "LocalizedValidation", path: "..")
    ],
    targets: [
        // What the harnesses share: splitting input, structural comparison, traps.
        .target(name: "CFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzer"], swiftSettings: strictSettings),
        // Fluent: parse → serialize → reparse (same tree) → check and generate Swift.
        .executableTarget(
            name: "FuzzCatalog",
            dependencies: [
                "FuzzSupport", .product(name: "_LocalizedValidationCompilerCore", package: "LocalizedValidation"),
            ],
            swiftSettings: harnessSettings,
            linkerSettings: harnessLinking
        ),
        // FormSchema.validate with every built-in rule and normalizer.
        .executableTarget(
            name: "FuzzValidation",
            dependencies: [
                "FuzzSupport",
                .product(name: "LocalizedValidation", package: "LocalizedValidation"),
                .product(name: "LocalizedValidationMessages", package: "LocalizedValidation"),
                .product(name: "LocalizedValidationIntl", package: "LocalizedValidation"),
            ],
            swiftSettings: harnessSettings,
            linkerSettings: harnessLinking
        ),
        // Locale tags (IntlLocale) and Accept-Language negotiation (LocalizedValidationMessages).
        .executableTarget(
            name: "FuzzLocale",
            dependencies: [
                "FuzzSupport",
                .product(name: "LocalizedValidationMessages", package: "LocalizedValidation"),
                .product(name: "LocalizedValidationIntl", package: "LocalizedValidation"),
            ],
            swiftSettings: harnessSettings,
            linkerSettings: harnessLinking
        ),
        // The bounded JSON reader (limits, agreement with JSONSerialization, round trip)
        // and typed decoding of a JSON body.
        .executableTarget(
            name: "FuzzJSON",
            dependencies: ["FuzzSupport", .product(name: "LocalizedValidation", package: "LocalizedValidation")],
            swiftSettings: harnessSettings,
            linkerSettings: harnessLinking
        ),
        // Translation-file import (XLIFF, PO) into catalogs: one harness, two executables.
        .target(
            name: "FuzzTranslationFiles",
            dependencies: [
                "FuzzSupport", .product(name: "_LocalizedValidationCompilerCore", package: "LocalizedValidation"),
                .product(name: "_LocalizedValidationTranslation", package: "LocalizedValidation"),
            ],
            swiftSettings: strictSettings
        ),
        // XLIFF import: the XML reader and the import into catalogs.
        .executableTarget(
            name: "FuzzXLIFF",
            dependencies: ["FuzzSupport", "FuzzTranslationFiles"],
            swiftSettings: harnessSettings,
            linkerSettings: harnessLinking
        ),
        // gettext PO import: the PO reader and the import into catalogs.
        .executableTarget(
            name: "FuzzPO",
            dependencies: ["FuzzSupport", "FuzzTranslationFiles"],
            swiftSettings: harnessSettings,
            linkerSettings: harnessLinking
        ),
        // Accept-Language negotiation and problem-details responses.
        .executableTarget(
            name: "FuzzServer",
            dependencies: [
                "FuzzSupport",
                .product(name: "LocalizedValidation", package: "LocalizedValidation"),
                .product(name: "LocalizedValidationServer", package: "LocalizedValidation"),
            ],
            swiftSettings: harnessSettings,
            linkerSettings: harnessLinking
        ),
    ],
    swiftLanguageModes: [.v6]
)
