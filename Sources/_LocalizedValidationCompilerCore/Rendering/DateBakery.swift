import LocalizedValidationCLDR
import LocalizedValidationIntl

/// The calendar-day formats the bodies of one rendering ask for (``BakedDatePattern``),
/// baked once per request for every locale and kept in the order first used: the file that
/// declares the locale type's statics writes them in that order, for the locales where they
/// baked. A reference, so that every body renderer of a rendering shares it.
final class DateBakery {
    /// The tag whose ICU data each locale formats with, indexed like the model's locales.
    private let dataTags: [String]
    /// The requests a body used, in the order first used.
    private(set) var used: [BakedDatePattern.Request] = []
    private var formats: [BakedDatePattern.Request: [DatePatternFormat?]] = [:]

    init(dataTags: [String]) {
        self.dataTags = dataTags
    }

    /// Forgets what was used (a new file set); the baked formats stay.
    func reset() {
        used = []
    }

    /// The baked format of `request` in the locale at `locale`, nil where it cannot be baked.
    func format(_ request: BakedDatePattern.Request, locale: Int) -> DatePatternFormat? {
        if let known = formats[request] { return known[locale] }
        var byTag: [String: DatePatternFormat?] = [:]
        let baked = dataTags.map { tag in
            if let known = byTag[tag] { return known }
            let format = (try? IntlLocale(tag, allowingRootData: true)).flatMap {
                BakedDatePattern.fromICU(locale: $0, request: request)
            }
            byTag[tag] = format
            return format
        }
        formats[request] = baked
        return baked[locale]
    }

    /// Records that a body formats with `request`'s baked format.
    func use(_ request: BakedDatePattern.Request) {
        if !used.contains(request) { used.append(request) }
    }
}
