import LocalizedValidationIntl
import LocalizedValidationMessages

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where and when the input was typed: the locale whose digits, separators and date
/// order the user typed in, and the clock and time zone that say which day is today.
///
/// Validation has no default for either. An English default reads a Brazilian
/// `05/06/1990` as 6 May (it is 5 June) and rejects `31/12/1990` and `1.234,5`; a UTC
/// default puts an age check a day off for an evening user in São Paulo. Say which
/// locale and zone the input comes from — the device's, the user's profile, a request
/// header — and pass them to ``FormSchema/validate(_:environment:)`` or
/// ``FormModel/init(schema:environment:values:policy:debounce:sleepClock:)``.
///
/// ```swift
/// // A server: the user's profile says where they are.
/// let input = InputEnvironment(locale: try IntlLocale("pt-BR"), timeZone: try TimeZoneID("America/Sao_Paulo"))
/// // An app: the device's settings, chosen explicitly.
/// let device = try InputEnvironment(locale: .current, timeZone: .current)
/// ```
///
/// This is not the locale messages render in: render each issue in the locale of the
/// request or screen.
public struct InputEnvironment: Sendable {
    /// The locale the user typed in: numbers and dates are parsed with its separators
    /// and date order.
    public var locale: IntlLocale
    /// Today's date in the user's time zone, for date rules.
    public var clock: CalendarClock

    /// The zone whose calendar day is "today".
    public var timeZone: TimeZoneID { clock.timeZone }

    /// An environment with the system clock read in `timeZone`.
    ///
    /// - Parameters:
    ///   - locale: The locale the user typed in.
    ///   - timeZone: The user's time zone.
    public init(locale: IntlLocale, timeZone: TimeZoneID) {
        self.init(locale: locale, clock: CalendarClock(timeZone: timeZone))
    }

    /// An environment with a clock of your own (a fixed one in tests).
    ///
    /// - Parameters:
    ///   - locale: The locale the user typed in.
    ///   - clock: Today's date and the user's time zone.
    public init(locale: IntlLocale, clock: CalendarClock) {
        self.locale = locale
        self.clock = clock
    }

    /// An environment from Foundation's locale and time zone, such as the device's
    /// (`.current`) or a SwiftUI view's (`@Environment(\.locale)`,
    /// `@Environment(\.timeZone)`), with the system clock.
    ///
    /// - Parameters:
    ///   - locale: The locale the user typed in.
    ///   - timeZone: The user's time zone.
    /// - Throws: `IntlError` when ICU has no data for the locale's language (or the
    ///   locale is the root locale) or does not know the zone.
    public init(locale: Locale, timeZone: TimeZone) throws {
        self.init(locale: try IntlLocale(locale), timeZone: try TimeZoneID(timeZone))
    }
}
