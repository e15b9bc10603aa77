import LocalizedValidationIntl

/// Constraints a date must meet, checked by ``Rule/date(style:_:)``.
public struct DateConstraints: Sendable, Hashable {
    /// No later than today (by the injected clock).
    public var notInFuture = false
    /// On or after this date.
    public var earliest: CalendarDate?
    /// On or before this date.
    public var latest: CalendarDate?
    /// At least this many whole years before today (a minimum age).
    public var minimumAge: Int?
    /// At most this many whole years before today (a maximum age).
    public var maximumAge: Int?

    public init(
        notInFuture: Bool = false,
        earliest: CalendarDate? = nil,
        latest: CalendarDate? = nil,
        minimumAge: Int? = nil,
        maximumAge: Int? = nil
    ) {
        self.notInFuture = notInFuture
        self.earliest = earliest
        self.latest = latest
        self.minimumAge = minimumAge
        self.maximumAge = maximumAge
    }

    /// A birth date: not in the future, and optionally a minimum and maximum age.
    public static func birthDate(minimumAge: Int? = nil, maximumAge: Int? = nil) -> DateConstraints {
        DateConstraints(notInFuture: true, minimumAge: minimumAge, maximumAge: maximumAge)
    }
}

extension Rule {
    /// The text must be a real calendar date in the input locale's `style` (strict: no
    /// 31/02, no rollover, four-digit years) or in ISO 8601 (`2024-02-29`), meeting
    /// `constraints`. Ages count whole years; someone born on 29 February has a
    /// birthday on 1 March in common years. The normalized value is the ISO 8601 date.
    public static func date(style: DateStyle = .short, _ constraints: DateConstraints = DateConstraints()) -> Rule {
        Rule.text("date") { text, context in
            let format = IntlDateFormat(locale: context.inputLocale)
            let date: CalendarDate
            if let iso = try? CalendarDate(iso8601: text) {
                date = iso
            } else {
                do {
                    date = try format.parse(text, style: style)
                } catch let error as DateParseError
                    where error.reason == .ambiguousTwoDigitYear || error.reason == .incompleteYear
                {
                    return .invalid(.dateAmbiguousYear(field: context.label))
                } catch {
                    let example = (try? format.format(exampleDate, style: style)) ?? exampleDate.description
                    return .invalid(.dateInvalid(field: context.label, example: example))
                }
            }
            if let failure = check(date, constraints, context) { return failure }
            return .normalized(.text(date.description))
        }
    }

    /// A date in every example message: unambiguous in every locale (day > 12).
    private static let exampleDate = try! CalendarDate(year: 1990, month: 12, day: 31)

    private static func check(_ date: CalendarDate, _ constraints: DateConstraints, _ context: RuleContext)
        -> RuleOutcome?
    {
        if let earliest = constraints.earliest, date < earliest {
            return .invalid(.dateTooEarly(field: context.label, date: earliest))
        }
        if let latest = constraints.latest, date > latest {
            return .invalid(.dateTooLate(field: context.label, date: latest))
        }
        let needsToday = constraints.notInFuture || constraints.minimumAge != nil || constraints.maximumAge != nil
        guard needsToday else { return nil }
        guard let today = try? context.clock.today() else { return .invalid(.unprocessable(field: context.label)) }
        if constraints.notInFuture, date > today { return .invalid(.dateInFuture(field: context.label)) }
        let age = date.wholeYears(until: today)
        if let minimum = constraints.minimumAge, age < minimum { return .invalid(.tooYoung(age: minimum)) }
        if let maximum = constraints.maximumAge, age > maximum { return .invalid(.tooOld(age: maximum)) }
        return nil
    }
}
