extension String {
    /// Appends `value` (not negative) in `digits` (zero to nine), padded with zeros to
    /// `width`: the numeric fields of a date pattern and the hours, minutes and seconds of
    /// an offset.
    mutating func appendPadded(_ value: Int, width: Int, digits: [Unicode.Scalar]) {
        var divisor = 1
        var length = 1
        while divisor <= value / 10 {
            divisor *= 10
            length += 1
        }
        for _ in length..<max(width, length) { unicodeScalars.append(digits[0]) }
        while divisor > 0 {
            unicodeScalars.append(digits[value / divisor % 10])
            divisor /= 10
        }
    }
}
