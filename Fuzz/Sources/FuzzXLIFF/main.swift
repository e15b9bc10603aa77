import FuzzSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `FuzzXLIFF --write-seeds <folder>` writes the catalog's exports, the seed corpus.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-seeds" {
    for (name, bytes) in XLIFFHarness.seeds() {
        guard let file = fopen(CommandLine.arguments[2] + "/" + name, "wb") else { exit(1) }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
    exit(0)
}

exit(
    FuzzDriver.run { data, size in
        XLIFFHarness.run(FuzzInput(data, size))
        return 0
    })
