import FuzzSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(
    FuzzDriver.run { data, size in
        JSONHarness.run(FuzzInput(data, size))
        return 0
    })
