/// Whitespace is trimmed and lines are split by Unicode scalar, never by `Character`: a
/// `Character` can join a space with the scalar before it (U+0600 ARABIC NUMBER SIGN and the
/// other prepended marks), and CR LF is one `Character`, so trimming or splitting by
/// `Character` would drop a scalar or miss a line break.
extension StringProtocol {
    /// Without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        let scalars = Substring(self).unicodeScalars
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let previous = scalars.index(before: end)
            guard scalars[previous] == " " || scalars[previous] == "\t" else { break }
            end = previous
        }
        return String(Substring(scalars[..<end]))
    }

    /// The lines, split at each LF scalar.
    var linesByScalar: [Substring] {
        Substring(self).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
    }

    /// Without leading and trailing empty lines.
    var trimmingBlankLines: String {
        var lines = linesByScalar
        while let first = lines.first, first.unicodeScalars.allSatisfy({ $0 == " " }) { lines.removeFirst() }
        while let last = lines.last, last.unicodeScalars.allSatisfy({ $0 == " " }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
