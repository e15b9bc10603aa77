import Foundation

/// Converts byte offsets in a file to 1-based lines and columns (columns count Unicode
/// scalars), for diagnostics that point inside text elements.
package struct LineIndex: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes, from: 0)
    }

    /// `first` and the offset after every line feed from there on: where each line starts.
    /// Line feeds are found with memchr (every catalog file is indexed on every build).
    static func lineStarts(of bytes: [UInt8], from first: Int) -> [Int] {
        var starts = [first]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = first
            while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
                start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(start)
            }
        }
        return starts
    }

    /// The line and column of `offset`.
    package func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // A byte order mark is not a column.
        let start = low == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : lineStarts[low]
        // Columns count scalars.
        let stop = min(offset, bytes.count)
        return (low + 1, 1 + (start < stop ? UTF8ScalarCount.count(in: bytes, start..<stop) : 0))
    }
}
