import FuzzSupport
import FuzzTranslationFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `FuzzXLIFF --write-seeds <folder>` writes the catalog's exports, the seed corpus.
TranslationFileHarness.xliff.writeSeedsIfAsked()

exit(
    FuzzDriver.run { data, size in
        TranslationFileHarness.xliff.run(FuzzInput(data, size))
        return 0
    })
