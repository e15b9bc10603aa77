/// Which day someone born on 29 February has their birthday in a common year.
public enum LeapDayBirthdayRule: Sendable, Hashable {
    /// 1 March: the day after 28 February. This is the default: the person has not
    /// lived the whole year until 28 February has passed (the rule in, for example,
    /// the United Kingdom and Hong Kong).
    case marchFirst
    /// 28 February: the last day of February (the rule in, for example, New Zealand).
    case februaryTwentyEighth
}

extension CalendarDate {
    /// The whole years from this date to `date`: an age when this is a birth date.
    ///
    /// The count goes up on each anniversary. For a 29 February birth date the
    /// anniversary in a common year follows `rule`: with ``LeapDayBirthdayRule/marchFirst``
    /// someone born 2000-02-29 is 0 on 2001-02-28 and 1 on 2001-03-01.
    ///
    /// - Parameters:
    ///   - date: The later date ("today"). When it is earlier, the result is the whole
    ///     years from `date` to this date, negated (0 for less than a year).
    ///   - rule: The anniversary of 29 February in common years.
    /// - Returns: The number of anniversaries passed.
    ///
    /// ```swift
    /// let born = try CalendarDate(year: 2000, month: 2, day: 29)
    /// born.wholeYears(until: try CalendarDate(year: 2001, month: 3, day: 1))  // 1
    /// ```
    public func wholeYears(until date: CalendarDate, rule: LeapDayBirthdayRule = .marchFirst) -> Int {
        if date < self { return -date.wholeYears(until: self, rule: rule) }
        var years = date.year - year
        var anniversary = (month, day)
        if month == 2, day == 29, !CalendarDate.isLeapYear(date.year) {
            anniversary = rule == .marchFirst ? (3, 1) : (2, 28)
        }
        if (date.month, date.day) < anniversary { years -= 1 }
        return years
    }
}
