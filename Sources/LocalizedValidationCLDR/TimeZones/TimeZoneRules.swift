/// One time zone's offsets from UTC over time, read from a TZif file (RFC 8536) or fixed.
///
/// This is what turns an instant into local time without ICU: the system's tz database
/// (``TimeZoneDatabase``) is usually newer than the tzdata ICU carries, and code that
/// needs only an offset should not link ICU. Offsets and daylight saving flags are kept
/// (no abbreviations): the transition times, the offset and flag each one switches to,
/// the ones before the first, and the footer's POSIX rule for the instants after the last.
///
/// The flags are the ones CLDR's zone names go by, ICU's: daylight saving time is the
/// *later* clock of a pair. The tz database's main data writes Irish, Moroccan and
/// 1990s Namibian time with *negative* daylight saving time (winter GMT is Dublin's
/// "daylight" time, IST its standard time); ICU reads the "rearguard" form, where the
/// same clocks have positive daylight saving time. Such pairs are flipped here, so a zone
/// is named as ICU names it (`Irish Standard Time` in summer).
///
/// ```swift
/// let lisbon = TimeZoneDatabase.rules(for: "Europe/Lisbon")
/// lisbon?.offset(atSecondsSince1970: 1_719_835_200)  // 3600: 2024-07-01T12:00Z is summer time
/// ```
package struct TimeZoneRules: Sendable, Hashable {
    /// The largest TZif file accepted: real ones are under 10 KiB (fat, with leap seconds),
    /// so a larger one is refused before any count in it is believed.
    package static let maximumFileSize = 1 << 20

    /// Transition instants, seconds since 1970-01-01T00:00Z, non-decreasing.
    let transitions: [Int64]
    /// The offset (seconds east of UTC) in effect from each transition on.
    let offsetsAfterTransitions: [Int32]
    /// Whether each transition starts daylight saving time (positive, as ICU counts it).
    let daylightAfterTransitions: [Bool]
    /// The offset before the first transition: time type 0.
    let initialOffset: Int
    /// Whether time type 0 is daylight saving time.
    let initialDaylight: Bool
    /// The footer's rule, for the instants on or after the last transition (and for all of
    /// them when there is no transition).
    let footer: PosixRule?

    /// A fixed offset (custom `GMT±hh:mm` ids, UTC): the same at every instant.
    ///
    /// - Parameter fixedOffsetSeconds: Seconds east of UTC.
    package init(fixedOffsetSeconds: Int) {
        transitions = []
        offsetsAfterTransitions = []
        daylightAfterTransitions = []
        initialOffset = fixedOffsetSeconds
        initialDaylight = false
        footer = nil
    }

    /// Parses a TZif file of version 1, 2, 3 or 4.
    ///
    /// The 64-bit data block of versions 2 and later is used when present (the 32-bit one
    /// ends in 2038), the version 1 block otherwise. The footer's POSIX TZ string
    /// (`CET-1CEST,M3.5.0,M10.5.0/3`, `<+03>-3`, with the Jn and n day forms and the
    /// negative and over-24-hour times RFC 8536 §3.3.1 allows) extends the rules after the
    /// last transition. Leap-second records (the `right/` zones) are applied to the
    /// transition times, which then count POSIX seconds like the instants asked about.
    ///
    /// Every count is checked against the bytes that remain before anything is read, so
    /// the work is linear in the file's size and nothing is read out of bounds.
    ///
    /// - Parameter bytes: The whole file.
    /// - Throws: ``TimeZoneRulesError`` for a file that is larger than
    ///   ``maximumFileSize``, truncated, or breaks a rule of RFC 8536.
    package init(tzif bytes: [UInt8]) throws(TimeZoneRulesError) {
        guard bytes.count <= Self.maximumFileSize else {
            throw TimeZoneRulesError(
                "file of \(bytes.count) bytes is larger than the limit of \(Self.maximumFileSize)", offset: 0)
        }
        var reader = TZifReader(bytes: bytes)
        let first = try reader.header()
        let block: TZifReader.DataBlock
        var footer: PosixRule?
        if first.version == 0 {
            block = try reader.dataBlock(first, timeSize: 4)
        } else {
            // The version 1 block only duplicates the 64-bit data, truncated to 32 bits.
            try reader.skip(first.size(timeSize: 4), what: "version 1 data block")
            let second = try reader.header()
            guard second.version == first.version else {
                throw TimeZoneRulesError(
                    "second header has version \(second.version), the first \(first.version)", offset: reader.index - 40
                )
            }
            block = try reader.dataBlock(second, timeSize: 8)
            footer = try reader.footer()
        }
        guard reader.index == bytes.count else {
            throw TimeZoneRulesError(
                "\(bytes.count - reader.index) bytes after the end of the data", offset: reader.index)
        }
        transitions = block.transitions
        offsetsAfterTransitions = block.offsets
        initialOffset = block.initialOffset
        (daylightAfterTransitions, initialDaylight) = Self.positiveDaylight(
            transitions: block.transitions, offsets: block.offsets, daylight: block.daylight,
            initialOffset: block.initialOffset,
            initialDaylight: block.initialDaylight)
        self.footer = footer
    }

    /// The daylight flags with negative daylight saving time turned positive: a daylight
    /// period between two standard periods of one higher offset (Dublin's winter between
    /// two summers) is the standard time of the pair, and they its daylight time
    /// (rearguard form, as ICU has it), unless one lasts a year or more, which daylight
    /// saving time never does (Dublin's year-round +1 of 1968–1971 was standard time). A
    /// daylight period beside a standard one of another offset is a change of zone
    /// (Chisinau's German summer time of 1941, beside Moscow time), not negative daylight
    /// saving time.
    private static func positiveDaylight(
        transitions: [Int64], offsets: [Int32], daylight: [Bool], initialOffset: Int, initialDaylight: Bool
    ) -> ([Bool], Bool) {
        // The periods in order: time type 0's, then each transition's.
        let periodOffsets = [Int32(clamping: initialOffset)] + offsets
        let flags = [initialDaylight] + daylight
        var positive = flags
        for period in flags.indices.dropFirst().dropLast() where flags[period] {
            let (before, after) = (period - 1, period + 1)
            guard !flags[before], !flags[after], periodOffsets[before] == periodOffsets[after],
                periodOffsets[before] > periodOffsets[period]
            else { continue }
            positive[period] = false
            // Period k runs from transition k - 1 to transition k.
            for neighbour in [before, after] where neighbour >= 1 && neighbour < transitions.count {
                if transitions[neighbour] - transitions[neighbour - 1] < 366 * 86_400 { positive[neighbour] = true }
            }
        }
        return (Array(positive.dropFirst()), positive[0])
    }

    /// Seconds east of UTC at an instant.
    ///
    /// Before the first transition the offset is time type 0's (RFC 8536 §3.2); on or after
    /// the last, the footer's rule's when the file has one, else the last transition's.
    /// A binary search: O(log n), no allocation.
    ///
    /// - Parameter seconds: Seconds since 1970-01-01T00:00Z, any `Int64`.
    /// - Returns: The offset, for example `-10800` in São Paulo.
    package func offset(atSecondsSince1970 seconds: Int64) -> Int {
        state(atSecondsSince1970: seconds).offset
    }

    /// Seconds east of UTC at an instant, and whether it is daylight saving time there
    /// (positive daylight saving time, as ICU and CLDR's zone names count it); as
    /// ``offset(atSecondsSince1970:)``, O(log n) and no allocation.
    package func state(atSecondsSince1970 seconds: Int64) -> (offset: Int, isDaylight: Bool) {
        guard let last = transitions.last else {
            return footer?.state(atSecondsSince1970: seconds) ?? (initialOffset, initialDaylight)
        }
        if seconds < transitions[0] { return (initialOffset, initialDaylight) }
        if seconds >= last, let footer { return footer.state(atSecondsSince1970: seconds) }
        // The last index whose transition is at or before `seconds`: transitions[0] is.
        var low = 0
        var high = transitions.count
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if transitions[middle] <= seconds { low = middle } else { high = middle }
        }
        return (Int(offsetsAfterTransitions[low]), daylightAfterTransitions[low])
    }
}

/// Why bytes are not a TZif file or a string not a POSIX TZ rule, and where.
package struct TimeZoneRulesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, with the byte offset (``offset``) it was found at.
    package let message: String
    /// The offset in bytes from the start of the file (or of the TZ string) of the problem.
    package let offset: Int

    /// Creates an error; `message` gains " at byte `offset`".
    package init(_ problem: String, offset: Int) {
        self.message = "\(problem) at byte \(offset)"
        self.offset = offset
    }

    package var description: String { message }
}

extension TimeZoneRules {
    /// A POSIX TZ rule (`CET-1CEST,M3.5.0,M10.5.0/3`) as a TZif footer writes it: standard
    /// time, and optionally daylight saving time with the rules that start and end it.
    ///
    /// Kept as rules rather than expanded into transitions so any year costs the same, and
    /// evaluated arithmetically (days from the civil date), with no table.
    package struct PosixRule: Sendable, Hashable {
        /// Standard time's offset, seconds east of UTC (the string writes it west: `CET-1`).
        package let standardOffset: Int
        /// Daylight saving time, or nil when the zone has none.
        package let daylight: Daylight?

        /// Daylight saving time's offset and the two yearly rules that bound it.
        package struct Daylight: Sendable, Hashable {
            /// Seconds east of UTC (one hour east of standard time when the string omits it).
            package let offset: Int
            /// When DST starts each year, in standard local time.
            package let start: Transition
            /// When DST ends each year, in daylight saving local time.
            package let end: Transition
        }

        /// One yearly transition: a day of the year and a local time of day.
        package struct Transition: Sendable, Hashable {
            /// Which day of the year.
            package let day: Day
            /// Seconds after that day's local midnight, -167...167 hours (RFC 8536 §3.3.1;
            /// 02:00:00 when the string omits it).
            package let time: Int
        }

        /// The three forms of a day in a POSIX TZ rule.
        package enum Day: Sendable, Hashable {
            /// `Jn`: day 1...365, February 29 never counted (J60 is always March 1).
            case julian(Int)
            /// `n`: day 0...365 from January 1, February 29 counted in leap years.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday `weekday` (0 Sunday) of week `week` (1...5, 5 the last) of
            /// month `month` (1...12).
            case monthWeekday(month: Int, week: Int, weekday: Int)
        }

        /// Parses a POSIX TZ string with RFC 8536's extensions.
        ///
        /// - Parameter string: `CET-1CEST,M3.5.0,M10.5.0/3`, `<+03>-3`, `UTC0`.
        /// - Throws: ``TimeZoneRulesError`` with the offset of the problem in the string's
        ///   UTF-8 bytes; also for daylight saving time without rules (`EST5EDT`), whose
        ///   default POSIX leaves to the implementation.
        package init(parsing string: String) throws(TimeZoneRulesError) {
            try self.init(bytes: Array(string.utf8)[...])
        }

        /// Parses the bytes of a TZ string; errors carry the slice's own indices, which
        /// are file offsets for a footer.
        init(bytes: ArraySlice<UInt8>) throws(TimeZoneRulesError) {
            var parser = PosixParser(text: bytes, index: bytes.startIndex)
            try parser.name()
            // The string writes offsets west of UTC.
            standardOffset = -(try parser.offset(maximumHours: 24))
            if parser.atEnd {
                daylight = nil
                return
            }
            try parser.name()
            var dstOffset = standardOffset + 3600
            if let byte = parser.peek(), byte != UInt8(ascii: ",") {
                dstOffset = -(try parser.offset(maximumHours: 24))
            }
            guard parser.peek() == UInt8(ascii: ",") else {
                throw parser.error(parser.atEnd ? "daylight saving time without rules" : "expected ','")
            }
            parser.index += 1
            let start = try parser.transition()
            try parser.expect(UInt8(ascii: ","))
            let end = try parser.transition()
            guard parser.atEnd else { throw parser.error("unexpected character after the end rule") }
            daylight = Daylight(offset: dstOffset, start: start, end: end)
        }

        /// Seconds east of UTC at an instant, without allocating.
        ///
        /// The transitions of the surrounding years are computed and the last one at or
        /// before the instant decides; a start and an end at the same instant (year-round
        /// DST, `EST5EDT,0/0,J365/25`) leave DST in effect, as RFC 8536 §3.3.1 says.
        ///
        /// - Parameter seconds: Seconds since 1970-01-01T00:00Z, any `Int64`.
        /// - Returns: The standard or the daylight saving offset.
        package func offset(atSecondsSince1970 seconds: Int64) -> Int {
            state(atSecondsSince1970: seconds).offset
        }

        /// The offset at an instant and whether it is daylight saving time, positive as
        /// ICU counts it: a rule whose daylight offset is below its standard one (Dublin's
        /// `IST-1GMT0,M10.5.0,M3.5.0/1`) has its "standard" part as the daylight time.
        package func state(atSecondsSince1970 seconds: Int64) -> (offset: Int, isDaylight: Bool) {
            guard let daylight else { return (standardOffset, false) }
            // The Gregorian calendar repeats every 400 years, a whole number of weeks, so the
            // rules do too: moving the instant into 1970...2369 keeps the answer and keeps
            // every product below far from overflow, whatever `seconds` is.
            let cycle: Int64 = 146_097 * 86_400
            var reduced = seconds % cycle
            if reduced < 0 { reduced += cycle }
            let year = Self.year(ofDaysSince1970: reduced / 86_400)
            var latest = Int64.min
            var inDaylight = false
            // Two years back: a transition may be written up to 167 hours past its year.
            for transitionYear in (year - 2)...(year + 1) {
                let end = daylight.end.instant(inYear: transitionYear, offsetBefore: daylight.offset)
                let start = daylight.start.instant(inYear: transitionYear, offsetBefore: standardOffset)
                if end <= reduced, end > latest {
                    latest = end
                    inDaylight = false
                }
                if start <= reduced, start >= latest {
                    latest = start
                    inDaylight = true
                }
            }
            return (inDaylight ? daylight.offset : standardOffset, inDaylight != (daylight.offset < standardOffset))
        }

        /// The proleptic Gregorian year of a day.
        static func year(ofDaysSince1970 days: Int64) -> Int64 {
            Int64(CalendarDate.civil(daysSince1970: Int(days)).year)
        }

        /// Days from 1970-01-01 to a proleptic Gregorian date.
        static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
            Int64(CalendarDate.daysSince1970(year: Int(year), month: Int(month), day: Int(day)))
        }

        static func isLeap(_ year: Int64) -> Bool { CalendarDate.isLeapYear(Int(year)) }
    }
}

extension TimeZoneRules.PosixRule.Transition {
    /// The instant of this transition in `year`, given the offset in effect before it
    /// (standard time's for a start, DST's for an end: the time is local time then).
    func instant(inYear year: Int64, offsetBefore: Int) -> Int64 {
        typealias Rule = TimeZoneRules.PosixRule
        let january1 = Rule.daysSince1970(year: year, month: 1, day: 1)
        let days: Int64
        switch day {
        case .julian(let number):
            days = january1 + Int64(number) - 1 + (number >= 60 && Rule.isLeap(year) ? 1 : 0)
        case .zeroBased(let number):
            days = january1 + Int64(number)
        case .monthWeekday(let month, let week, let weekday):
            let first = Rule.daysSince1970(year: year, month: Int64(month), day: 1)
            // 1970-01-01 was a Thursday (4).
            var firstWeekday = (first + 4) % 7
            if firstWeekday < 0 { firstWeekday += 7 }
            var offset = (Int64(weekday) - firstWeekday + 7) % 7 + 7 * Int64(week - 1)
            let length = Self.monthLength(month, leap: Rule.isLeap(year))
            // Week 5 is the last such weekday, which may be in the fourth week.
            while offset >= length { offset -= 7 }
            days = first + offset
        }
        return days * 86_400 + Int64(time) - Int64(offsetBefore)
    }

    static func monthLength(_ month: Int, leap: Bool) -> Int64 {
        switch month {
        case 2: leap ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// Reads a POSIX TZ string; every error names the index it stopped at.
private struct PosixParser {
    let text: ArraySlice<UInt8>
    var index: Int

    var atEnd: Bool { index == text.endIndex }

    func peek() -> UInt8? { atEnd ? nil : text[index] }

    func error(_ problem: String) -> TimeZoneRulesError {
        TimeZoneRulesError("TZ string: \(problem)", offset: index)
    }

    mutating func expect(_ byte: UInt8) throws(TimeZoneRulesError) {
        guard peek() == byte else { throw error("expected '\(Character(Unicode.Scalar(byte)))'") }
        index += 1
    }

    /// A zone abbreviation: three or more letters, or `<...>` with three or more letters,
    /// digits, `+` or `-` (POSIX's quoted form, `<+03>`).
    mutating func name() throws(TimeZoneRulesError) {
        let start = index
        if peek() == UInt8(ascii: "<") {
            index += 1
            while let byte = peek(), Self.isLetter(byte) || Self.isDigit(byte) || byte == 0x2B || byte == 0x2D {
                index += 1
            }
            guard index - start - 1 >= 3 else { throw error("quoted name shorter than 3 characters") }
            try expect(UInt8(ascii: ">"))
        } else {
            while let byte = peek(), Self.isLetter(byte) { index += 1 }
            guard index - start >= 3 else { throw error("name shorter than 3 letters") }
        }
    }

    /// `[+|-]hh[:mm[:ss]]` in seconds, hours at most `maximumHours`: 24 for an offset
    /// (POSIX), 167 for a transition time (RFC 8536 §3.3.1).
    mutating func offset(maximumHours: Int) throws(TimeZoneRulesError) -> Int {
        var sign = 1
        if let byte = peek(), byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            sign = byte == UInt8(ascii: "-") ? -1 : 1
            index += 1
        }
        let hours = try number(maximumDigits: maximumHours > 99 ? 3 : 2, range: 0...maximumHours, what: "hours")
        var seconds = hours * 3600
        if peek() == UInt8(ascii: ":") {
            index += 1
            seconds += try twoDigits(what: "minutes") * 60
            if peek() == UInt8(ascii: ":") {
                index += 1
                seconds += try twoDigits(what: "seconds")
            }
        }
        return sign * seconds
    }

    /// `date[/time]`.
    mutating func transition() throws(TimeZoneRulesError) -> TimeZoneRules.PosixRule.Transition {
        let day: TimeZoneRules.PosixRule.Day
        switch peek() {
        case UInt8(ascii: "J"):
            index += 1
            day = .julian(try number(maximumDigits: 3, range: 1...365, what: "Julian day"))
        case UInt8(ascii: "M"):
            index += 1
            let month = try number(maximumDigits: 2, range: 1...12, what: "month")
            try expect(UInt8(ascii: "."))
            let week = try number(maximumDigits: 1, range: 1...5, what: "week")
            try expect(UInt8(ascii: "."))
            let weekday = try number(maximumDigits: 1, range: 0...6, what: "weekday")
            day = .monthWeekday(month: month, week: week, weekday: weekday)
        case let byte? where Self.isDigit(byte):
            day = .zeroBased(try number(maximumDigits: 3, range: 0...365, what: "day"))
        default:
            throw error("expected a date (Jn, n or Mm.w.d)")
        }
        var time = 7200
        if peek() == UInt8(ascii: "/") {
            index += 1
            time = try offset(maximumHours: 167)
        }
        return .init(day: day, time: time)
    }

    mutating func twoDigits(what: String) throws(TimeZoneRulesError) -> Int {
        let start = index
        let value = try number(maximumDigits: 2, range: 0...59, what: what)
        guard index - start == 2 else {
            index = start
            throw error("\(what) need two digits")
        }
        return value
    }

    /// One to `maximumDigits` ASCII digits whose value is in `range`.
    mutating func number(maximumDigits: Int, range: ClosedRange<Int>, what: String) throws(TimeZoneRulesError) -> Int {
        let start = index
        var value = 0
        while index - start < maximumDigits, let byte = peek(), Self.isDigit(byte) {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            index += 1
        }
        guard index > start else { throw error("expected \(what)") }
        guard range.contains(value), peek().map(Self.isDigit) != true else {
            index = start
            throw error("\(what) out of range \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
}

/// Walks a TZif file; every read is preceded by a check that the bytes are there.
private struct TZifReader {
    let bytes: [UInt8]
    var index = 0

    struct Header {
        /// 0 for version 1, else the ASCII digit's value (2, 3, 4).
        let version: Int
        let isUTCCount: Int
        let isStandardCount: Int
        let leapCount: Int
        let transitionCount: Int
        let typeCount: Int
        let characterCount: Int

        /// The data block's size with times of `timeSize` bytes (counts are at most the
        /// file size, so this cannot overflow).
        func size(timeSize: Int) -> Int {
            transitionCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                + isStandardCount + isUTCCount
        }
    }

    struct DataBlock {
        var transitions: [Int64]
        var offsets: [Int32]
        var daylight: [Bool]
        var initialOffset: Int
        var initialDaylight: Bool
    }

    func error(_ problem: String, at offset: Int) -> TimeZoneRulesError {
        TimeZoneRulesError(problem, offset: offset)
    }

    mutating func skip(_ count: Int, what: String) throws(TimeZoneRulesError) {
        guard count <= bytes.count - index else {
            throw error("truncated \(what): \(count) bytes needed, \(bytes.count - index) left", at: index)
        }
        index += count
    }

    /// A big-endian integer of `size` bytes (4 or 8), sign-extended; in bounds by the caller's check.
    mutating func signed(size: Int) -> Int64 {
        var value: UInt64 = 0
        for offset in 0..<size { value = value << 8 | UInt64(bytes[index + offset]) }
        index += size
        return size == 4 ? Int64(Int32(truncatingIfNeeded: value)) : Int64(bitPattern: value)
    }

    mutating func header() throws(TimeZoneRulesError) -> Header {
        let start = index
        guard bytes.count - index >= 44 else {
            throw error("truncated header: 44 bytes needed, \(bytes.count - index) left", at: index)
        }
        guard bytes[index..<index + 4].elementsEqual("TZif".utf8) else {
            throw error("not a TZif file (magic)", at: index)
        }
        let versionByte = bytes[index + 4]
        let version: Int
        switch versionByte {
        case 0: version = 0
        case UInt8(ascii: "2")...UInt8(ascii: "4"): version = Int(versionByte - UInt8(ascii: "0"))
        default: throw error("unsupported version byte \(versionByte)", at: index + 4)
        }
        index += 20
        var counts: [Int] = []
        for _ in 0..<6 {
            let count = Int(UInt32(truncatingIfNeeded: signed(size: 4)))
            // Refused before any arithmetic: each element takes at least one byte.
            guard count <= bytes.count else { throw error("count \(count) exceeds the file size", at: index - 4) }
            counts.append(count)
        }
        let header = Header(
            version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
            transitionCount: counts[3], typeCount: counts[4], characterCount: counts[5])
        guard header.typeCount > 0 else { throw error("no local time types", at: start + 36) }
        guard header.isUTCCount == 0 || header.isUTCCount == header.typeCount else {
            throw error("isutcnt \(header.isUTCCount) is neither 0 nor typecnt", at: start + 20)
        }
        guard header.isStandardCount == 0 || header.isStandardCount == header.typeCount else {
            throw error("isstdcnt \(header.isStandardCount) is neither 0 nor typecnt", at: start + 24)
        }
        return header
    }

    mutating func dataBlock(_ header: Header, timeSize: Int) throws(TimeZoneRulesError) -> DataBlock {
        let size = header.size(timeSize: timeSize)
        guard size <= bytes.count - index else {
            throw error("truncated data block: counts need \(size) bytes, \(bytes.count - index) left", at: index)
        }
        var transitions: [Int64] = []
        transitions.reserveCapacity(header.transitionCount)
        for number in 0..<header.transitionCount {
            let time = signed(size: timeSize)
            if number > 0, time <= transitions[number - 1] {
                throw error("transition times not in ascending order", at: index - timeSize)
            }
            transitions.append(time)
        }
        let indicesStart = index
        index += header.transitionCount
        var typeOffsets: [Int32] = []
        var typeDaylight: [Bool] = []
        typeOffsets.reserveCapacity(header.typeCount)
        typeDaylight.reserveCapacity(header.typeCount)
        for _ in 0..<header.typeCount {
            let utoff = signed(size: 4)
            guard utoff != Int64(Int32.min) else { throw error("utoff is -2^31", at: index - 4) }
            guard bytes[index] <= 1 else { throw error("isdst is neither 0 nor 1", at: index) }
            guard Int(bytes[index + 1]) < header.characterCount else {
                throw error("designation index outside the \(header.characterCount) characters", at: index + 1)
            }
            typeDaylight.append(bytes[index] == 1)
            index += 2
            typeOffsets.append(Int32(utoff))
        }
        var offsets: [Int32] = []
        var daylight: [Bool] = []
        offsets.reserveCapacity(header.transitionCount)
        daylight.reserveCapacity(header.transitionCount)
        for position in indicesStart..<indicesStart + header.transitionCount {
            let type = Int(bytes[position])
            guard type < header.typeCount else { throw error("local time type \(type) does not exist", at: position) }
            offsets.append(typeOffsets[type])
            daylight.append(typeDaylight[type])
        }
        index += header.characterCount
        if header.leapCount > 0 { try applyLeapSeconds(count: header.leapCount, timeSize: timeSize, to: &transitions) }
        index += header.isStandardCount + header.isUTCCount
        return DataBlock(
            transitions: transitions, offsets: offsets, daylight: daylight, initialOffset: Int(typeOffsets[0]),
            initialDaylight: typeDaylight[0])
    }

    /// With leap-second records, transition times count leap seconds; subtracting the
    /// correction in effect at each turns them into POSIX seconds. One merge pass.
    mutating func applyLeapSeconds(count: Int, timeSize: Int, to transitions: inout [Int64])
        throws(TimeZoneRulesError)
    {
        var occurrences: [Int64] = []
        var corrections: [Int64] = []
        occurrences.reserveCapacity(count)
        corrections.reserveCapacity(count)
        for number in 0..<count {
            let occurrence = signed(size: timeSize)
            if number > 0, occurrence <= occurrences[number - 1] {
                throw error("leap-second records not in ascending order", at: index - timeSize)
            }
            occurrences.append(occurrence)
            corrections.append(signed(size: 4))
        }
        var leap = -1
        for number in transitions.indices {
            while leap + 1 < count, occurrences[leap + 1] <= transitions[number] { leap += 1 }
            if leap >= 0 { transitions[number] -= corrections[leap] }
            if number > 0, transitions[number] < transitions[number - 1] {
                throw error("transition times out of order after leap-second correction", at: index)
            }
        }
    }

    /// `\n`, a TZ string (possibly empty), `\n`: the footer of versions 2 and later.
    mutating func footer() throws(TimeZoneRulesError) -> TimeZoneRules.PosixRule? {
        guard index < bytes.count, bytes[index] == 0x0A else {
            throw error(index < bytes.count ? "footer does not start with a newline" : "missing footer", at: index)
        }
        let start = index + 1
        guard let end = bytes[start...].firstIndex(of: 0x0A) else {
            throw error("footer without final newline", at: start)
        }
        index = end + 1
        if start == end { return nil }
        return try TimeZoneRules.PosixRule(bytes: bytes[start..<end])
    }
}
