import FuzzSupport
import FuzzTranslationFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `FuzzPO --write-seeds <folder>` writes the catalog's exports, the seed corpus.
TranslationFileHarness.po.writeSeedsIfAsked()

exit(
    FuzzDriver.run { data, size in
        TranslationFileHarness.po.run(FuzzInput(data, size))
        return 0
    })
