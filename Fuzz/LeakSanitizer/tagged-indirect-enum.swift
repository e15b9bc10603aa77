// A minimal reproduction of the LeakSanitizer report that Fuzz/lsan-suppressions.txt
// suppresses for nested fields (not part of any build):
//
//   swiftc -sanitize=address -O Fuzz/LeakSanitizer/tagged-indirect-enum.swift -o /tmp/tagged
//   ASAN_OPTIONS=detect_leaks=1 /tmp/tagged 0      # 1 leak (the global's array box)
//   ASAN_OPTIONS=detect_leaks=1 /tmp/tagged 1000   # the same 1 leak: nothing per schema
//
// Swift stores the case of a multi-payload `indirect enum` in the spare high bits of its
// box pointer: `.object` (tag 0) is a plain pointer, `.array` is the pointer with bit 63
// set (this program prints both). LeakSanitizer only takes plain values for pointers, so
// the box of an `.array` structure held by a global (a harness's `static let schema`),
// and whatever only that box references, look unreachable at exit. Schemas built and
// dropped are freed: the report does not grow with the count. Measured with Swift 6.3.1.
#if canImport(Glibc)
    import Glibc
#endif

final class Payload {
    let fields: [Int]
    init(_ fields: [Int]) { self.fields = fields }
}

/// Shaped like `FieldStructure` (Sources/LocalizedValidation/Nested/FieldSpec+Nested.swift).
indirect enum Structure {
    case object(Payload)
    case array(element: Payload, maximumCount: Int)
}

/// Alive for the whole run, like the harnesses' schemas.
let global: [Structure?] = [.object(Payload([1])), .array(element: Payload([2]), maximumCount: 10)]

@inline(never) func buildAndDrop(_ count: Int) -> Int {
    var total = 0
    for index in 0..<count {
        let structures: [Structure?] = [
            .object(Payload([index])), .array(element: Payload([index]), maximumCount: index),
        ]
        total += structures.count
    }
    return total
}

for value in global {
    withUnsafeBytes(of: value) { print("box pointer as stored: 0x" + String($0.load(as: UInt.self), radix: 16)) }
}
let count = Int(CommandLine.arguments.dropFirst().first ?? "1000") ?? 1000
print("built and dropped", buildAndDrop(count), "structures")
// LeakSanitizer ends the process at exit without flushing a piped stdout.
fflush(stdout)
