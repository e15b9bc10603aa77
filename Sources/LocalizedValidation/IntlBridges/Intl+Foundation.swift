// The bridges between LocalizedValidationIntl's locale and time-zone types and
// Foundation's live here, not in LocalizedValidationIntl: LocalizedValidationIntl is the
// one module that sees ICU's headers (through CLocalizedValidationICU), and on Linux
// Foundation carries its own copy of ICU, so LocalizedValidationIntl stays
// Foundation-free. This module links both already.
import LocalizedValidationCLDR

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension IntlLocale {
    /// The locale of a `Foundation.Locale`, such as the device's (`Locale.current`) or a
    /// SwiftUI view's (`@Environment(\.locale)`).
    ///
    /// The platform identifier becomes a BCP 47 tag as `LocaleNegotiation` reads it
    /// (`pt_BR` → `pt-BR`; keywords such as `@calendar=…` are dropped), so a locale names
    /// the same catalog locale here as through every other entry point.
    ///
    /// ```swift
    /// let locale = try IntlLocale(Locale(identifier: "pt_BR"))  // pt-BR
    /// ```
    ///
    /// - Parameter locale: A Foundation locale.
    /// - Throws: `IntlError` with reason `invalidLocale` when the identifier is empty (the
    ///   root locale) or names a language ICU has no data for: nothing falls back to
    ///   English silently.
    public init(_ locale: Locale) throws {
        try self.init(LocaleNegotiation.tag(fromLocaleIdentifier: locale.identifier))
    }
}

extension Locale {
    /// The Foundation locale of an `IntlLocale`, identified by its BCP 47 tag.
    ///
    /// - Parameter locale: The locale.
    public init(_ locale: IntlLocale) {
        self.init(identifier: locale.identifier)
    }
}

extension TimeZoneID {
    /// The zone of a `Foundation.TimeZone`, such as the device's (`TimeZone.current`).
    ///
    /// - Parameter timeZone: A Foundation time zone.
    /// - Throws: `TimeZoneError` with reason `invalidTimeZone` when the system's tz
    ///   database does not have the zone's identifier.
    public init(_ timeZone: TimeZone) throws {
        try self.init(timeZone.identifier)
    }
}
