/// A small deterministic generator (SplitMix64): tests that draw samples from a seed test
/// the same values on every run and machine, so a failure can be run again. Draw with
/// ``below(_:)``, ``pick(_:)`` and ``chance(_:in:)``, which are written out here: the
/// standard library's `random(in:using:)` is not promised to stay the same across versions.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (the modulo bias is irrelevant for test data).
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// True `numerator` times in `denominator`, on average.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// One of `items`, which must not be empty.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
