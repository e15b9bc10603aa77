/// How one locale writes an offset from UTC: CLDR's *localized GMT format*, the `O` and
/// `OOOO` fields of a date pattern (`GMT+3`, `GMT-03:00`), and what a zone's name falls
/// back to where the locale has none.
///
/// It is made of three CLDR strings of the locale's zone data and its digits: the text
/// for a zero offset (`GMT`, `UTC` in fr), the pattern around the offset (`GMT{0}`,
/// `{0} گرینویچ` in fa) and the hour format (`+HH:mm;-HH:mm`, `+H.mm;-H.mm` in fi). The
/// short form (`O`) shows the hours without padding and the minutes only when there are
/// some; the long form (`OOOO`) shows both, padded; either shows seconds when the offset
/// has them (the local mean time of a zone before 1972). This is ICU's algorithm
/// (`TimeZoneFormat`); the catalog compiler reads the strings from ICU and tests prove
/// the output equal to ICU's.
///
/// ```swift
/// let en = LocalizedGMTFormat(
///     zeroFormat: "GMT", gmtFormat: "GMT{0}", hourFormat: "+HH:mm;-HH:mm",
///     digits: Array("0123456789".unicodeScalars))
/// en.format(offsetSeconds: 19_800, short: true)  // "GMT+5:30"
/// en.format(offsetSeconds: -10_800, short: false)  // "GMT-03:00"
/// ```
public struct LocalizedGMTFormat: Sendable, Hashable {
    /// The text of a zero offset (CLDR's `gmtZeroFormat`).
    public let zeroFormat: String
    /// The text around the offset, `{0}` where it goes (CLDR's `gmtFormat`).
    public let gmtFormat: String
    /// The positive and the negative offset pattern, `;` between them (CLDR's
    /// `hourFormat`): `H` the hours, `mm` the minutes.
    public let hourFormat: String
    /// The digits zero to nine the offset is written with.
    public let digits: [Unicode.Scalar]
    /// `gmtFormat` before and after `{0}`, quotes removed.
    private let prefix: String
    private let suffix: String
    /// The offset patterns: positive then negative, each with hours only, hours and
    /// minutes, and hours, minutes and seconds.
    private let patterns: [[Item]]

    /// A literal or a field of an offset pattern.
    private enum Item: Sendable, Hashable {
        case text(String)
        case hours
        case minutes
        case seconds
    }

    /// Creates a format.
    ///
    /// - Precondition: ``problem(gmtFormat:hourFormat:)`` finds none and `digits` has ten
    ///   elements.
    public init(zeroFormat: String, gmtFormat: String, hourFormat: String, digits: [Unicode.Scalar]) {
        precondition(digits.count == 10, "LocalizedGMTFormat needs the ten digits 0…9, got \(digits.count)")
        guard let parsed = Self.parse(gmtFormat: gmtFormat, hourFormat: hourFormat) else {
            preconditionFailure(
                "LocalizedGMTFormat: \(Self.problem(gmtFormat: gmtFormat, hourFormat: hourFormat) ?? "invalid")")
        }
        self.zeroFormat = zeroFormat
        self.gmtFormat = gmtFormat
        self.hourFormat = hourFormat
        self.digits = digits
        (prefix, suffix, patterns) = parsed
    }

    /// What is wrong with a locale's `gmtFormat` and `hourFormat`, nil when nothing is:
    /// `gmtFormat` needs `{0}`; `hourFormat` needs a positive and a negative pattern, each
    /// with hours (`H` or `HH`) before minutes (`mm`) and nothing else a field.
    public static func problem(gmtFormat: String, hourFormat: String) -> String? {
        guard Self.parse(gmtFormat: gmtFormat, hourFormat: hourFormat) == nil else { return nil }
        guard firstIndex(of: ["{", "0", "}"], in: Array(gmtFormat.unicodeScalars)) != nil else {
            return "gmtFormat '\(gmtFormat)' has no {0}"
        }
        return
            "hourFormat '\(hourFormat)' is not a positive and a negative pattern with hours and minutes (+HH:mm;-HH:mm)"
    }

    /// `offsetSeconds` (seconds east of UTC) in this format: the zero text for 0, else
    /// the pattern with the sign's offset pattern in it.
    ///
    /// - Parameters:
    ///   - offsetSeconds: Seconds east of UTC, as a zone's rules give it.
    ///   - short: `O` (`GMT+3`, `GMT+5:30`) rather than `OOOO` (`GMT+03:00`).
    public func format(offsetSeconds: Int, short: Bool) -> String {
        guard offsetSeconds != 0 else { return zeroFormat }
        let magnitude = offsetSeconds.magnitude
        let hours = Int(magnitude / 3600)
        let minutes = Int(magnitude / 60 % 60)
        let seconds = Int(magnitude % 60)
        // As ICU: seconds when there are some, minutes when there are some or the form is
        // long, else the hours alone.
        let width = seconds != 0 ? 2 : minutes != 0 || !short ? 1 : 0
        var text = prefix
        for item in patterns[(offsetSeconds < 0 ? 3 : 0) + width] {
            switch item {
            case .text(let literal): text += literal
            case .hours: append(hours, width: short ? 1 : 2, to: &text)
            case .minutes: append(minutes, width: 2, to: &text)
            case .seconds: append(seconds, width: 2, to: &text)
            }
        }
        return text + suffix
    }

    private func append(_ value: Int, width: Int, to text: inout String) {
        text.appendPadded(value, width: width, digits: digits)
    }

    /// The prefix, suffix and six offset patterns, or nil for data ICU would refuse.
    private static func parse(gmtFormat: String, hourFormat: String) -> (String, String, [[Item]])? {
        let gmt = Array(gmtFormat.unicodeScalars)
        guard let argument = firstIndex(of: ["{", "0", "}"], in: gmt) else { return nil }
        let halves = hourFormat.unicodeScalars.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        var patterns: [[Item]] = []
        for half in halves {
            let hoursMinutes = Array(half)
            guard let hours = truncated(hoursMinutes), let hoursMinutesSeconds = expanded(hoursMinutes),
                let h = items(of: hours, fields: [.hours]),
                let hm = items(of: hoursMinutes, fields: [.hours, .minutes]),
                let hms = items(of: hoursMinutesSeconds, fields: [.hours, .minutes, .seconds])
            else { return nil }
            patterns += [h, hm, hms]
        }
        return (unquoted(gmt[..<argument]), unquoted(gmt[(argument + 3)...]), patterns)
    }

    /// The hours-only pattern ICU derives from an hours-and-minutes one: everything up to
    /// the last `H` before the minutes, one `H` kept (`+HH:mm` → `+H`).
    private static func truncated(_ pattern: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        guard let minutes = firstIndex(of: ["m", "m"], in: pattern),
            let hour = pattern[..<minutes].lastIndex(of: "H")
        else { return nil }
        let first = hour > 0 && pattern[hour - 1] == "H" ? hour - 1 : hour
        return Array(pattern[...first])
    }

    /// The pattern with seconds ICU derives: `ss` after the minutes, with the separator
    /// that stands between the hours and the minutes (`+HH:mm` → `+HH:mm:ss`).
    private static func expanded(_ pattern: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        guard let minutes = firstIndex(of: ["m", "m"], in: pattern) else { return nil }
        let separator: ArraySlice<Unicode.Scalar> =
            pattern[..<minutes].lastIndex(of: "H").map { pattern[($0 + 1)..<minutes] } ?? [":"]
        return Array(pattern[..<(minutes + 2)]) + separator + ["s", "s"] + pattern[(minutes + 2)...]
    }

    private static func firstIndex(of needle: [Unicode.Scalar], in pattern: [Unicode.Scalar]) -> Int? {
        guard pattern.count >= needle.count else { return nil }
        return (0...(pattern.count - needle.count)).first { pattern[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The items of an offset pattern, nil unless its fields are exactly `fields` (hours of
    /// one or two letters, minutes and seconds of two) and its quotes are balanced.
    private static func items(of pattern: [Unicode.Scalar], fields: Set<Item>) -> [Item]? {
        var items: [Item] = []
        var literal = ""
        var seen: Set<Item> = []
        var quoted = false
        var index = 0
        while index < pattern.count {
            let scalar = pattern[index]
            if scalar == "'" {
                if index + 1 < pattern.count, pattern[index + 1] == "'" {
                    literal += "'"
                    index += 2
                } else {
                    quoted.toggle()
                    index += 1
                }
                continue
            }
            let field: Item? = quoted ? nil : ["H": .hours, "m": .minutes, "s": .seconds][scalar]
            guard let field else {
                literal.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            var end = index
            while end < pattern.count, pattern[end] == scalar { end += 1 }
            let length = end - index
            guard field == .hours ? length <= 2 : length == 2, seen.insert(field).inserted else { return nil }
            if !literal.isEmpty { items.append(.text(literal)) }
            literal = ""
            items.append(field)
            index = end
        }
        if !literal.isEmpty { items.append(.text(literal)) }
        return !quoted && seen == fields ? items : nil
    }

    /// `text` with CLDR's quoting removed: `''` is a quote, a lone `'` nothing.
    private static func unquoted(_ text: ArraySlice<Unicode.Scalar>) -> String {
        var result = ""
        var previousWasQuote = false
        for scalar in text {
            if scalar == "'" {
                if previousWasQuote { result += "'" }
                previousWasQuote.toggle()
            } else {
                previousWasQuote = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
