/// The bytes libFuzzer hands a harness, with the ways the harnesses cut them up.
public struct FuzzInput: Sendable {
    /// The input, copied out of libFuzzer's buffer (which is only valid during the call).
    public let bytes: [UInt8]

    /// Copies `size` bytes at `data`; a null pointer is an empty input.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        guard let data, size > 0 else {
            bytes = []
            return
        }
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Creates an input from bytes (for tests and replays).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The input cut at every `separator` byte, at most `maximumParts` parts (the last one
    /// keeps any further separators). Empty parts are kept, so positions stay stable.
    public func parts(separatedBy separator: UInt8, maximumParts: Int) -> [ArraySlice<UInt8>] {
        bytes.split(
            separator: separator, maxSplits: max(0, maximumParts - 1), omittingEmptySubsequences: false)
    }

    /// Text as a web form would receive it: invalid UTF-8 becomes U+FFFD.
    public static func text(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// Stops the process with a message when an invariant fails, so that libFuzzer reports
/// the input as a crash (a harness must trap, not just print, for a violation to count).
public func fuzzRequire(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    var standardError = StandardError()
    print("FUZZ INVARIANT VIOLATED: \(message())", to: &standardError)
    fatalError("fuzz invariant violated")
}

/// Writes to the standard error stream (file descriptor 2) without Foundation.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            _ = systemWrite(2, base, buffer.count)
        }
    }
}

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif
