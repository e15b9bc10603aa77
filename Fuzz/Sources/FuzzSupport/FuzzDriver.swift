import CFuzzer

/// Starts libFuzzer from a harness's own `main`.
///
/// SwiftPM links an executable with `main` aliased to `<Module>_main`, its renamed entry
/// point, so libFuzzer's own `main` (which calls a C `LLVMFuzzerTestOneInput` and needs
/// the module parsed as a library) cannot be used; `LLVMFuzzerRunDriver` is libFuzzer's
/// documented entry for programs with a `main` of their own.
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments (its flags, corpus folders or inputs
    /// to replay), calling `testOneInput` for each input.
    ///
    /// - Returns: libFuzzer's exit status.
    public static func run(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
        var argumentCount = CommandLine.argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argumentCount, &arguments, testOneInput)
    }
}
