import _LocalizedValidationCompilerCore

/// The exchange format of `export` and `import`: `--format`, else the file's extension.
enum TranslationFileFormat: String {
    case xliff
    case po

    init(option: String?, path: String) throws(CommandLineArguments.UsageError) {
        guard let option else {
            let lowered = path.lowercased()
            self = lowered.hasSuffix(".po") || lowered.hasSuffix(".pot") ? .po : .xliff
            return
        }
        guard let format = Self(rawValue: option.lowercased()) else {
            throw CommandLineArguments.UsageError(description: "--format must be one of xliff, po, not '\(option)'")
        }
        self = format
    }
}
