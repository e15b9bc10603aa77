// Negotiation from a `Foundation.Locale`. FoundationEssentials links no ICU (Foundation's
// internationalization module does), so this module stays ICU-free; generated code
// needs none of it (a user's module need not import Foundation).
import LocalizedValidationCLDR

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SupportedLocale {
    /// The best supported locale for a platform locale, such as the device's
    /// (`Locale.current`) or a SwiftUI view's; the source locale when none matches.
    ///
    /// The identifier becomes a BCP 47 tag as `LocaleNegotiation` reads it (`pt_BR` →
    /// `pt-BR`, keywords such as `@calendar=…` dropped), and negotiation never fails: a
    /// root locale gets the source locale.
    ///
    /// - Parameter locale: A Foundation locale.
    /// - Returns: The supported locale to render in.
    public static func negotiated(_ locale: Locale) -> Self {
        negotiated([LocaleNegotiation.tag(fromLocaleIdentifier: locale.identifier)])
    }
}
