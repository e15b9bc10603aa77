import LocalizedValidationCLDR
import LocalizedValidationIntl
import Testing
import _LocalizedValidationCompilerCore

/// A zone's offset (`O`, `OOOO`: `timeZoneName: "shortOffset"` and `"longOffset"`), written
/// without ICU from the locale's localized GMT format, is what ICU writes: in every locale
/// ICU has at the baker's check offsets, and in locales of every shape of the data at every
/// quarter hour from −14:00 to +14:00.
@Suite struct LocalizedGMTFormatTests {
    static let requests: [BakedDatePattern.Request] = [.skeleton("jmO"), .skeleton("jmOOOO")]

    /// Every quarter hour from −14:00 to +14:00.
    static let quarterHours = (-56...56).map { $0 * 900 }

    /// 2024-02-29T10:30:15Z.
    static let instant = 1_709_202_615.0

    @Test func everyLocaleBakesItsOffsetFormat() async throws {
        let tags = try BakedNumberFormatDataTests.localeTags().map(\.tag)
        let unbaked = await withTaskGroup(of: [String].self) { group in
            for chunk in 0..<4 {
                group.addTask {
                    var unbaked: [String] = []
                    for (index, tag) in tags.enumerated() where index % 4 == chunk {
                        guard let locale = try? IntlLocale(tag) else {
                            unbaked.append("\(tag): does not open")
                            continue
                        }
                        for request in Self.requests
                        where BakedDatePattern.fromICU(locale: locale, request: request) == nil {
                            let pattern = (try? BakedDatePattern.pattern(of: request, locale: locale)) ?? "-"
                            unbaked.append("\(tag) \(request.description) ('\(pattern)')")
                        }
                    }
                    return unbaked
                }
            }
            return await group.reduce(into: [String]()) { $0 += $1 }
        }
        print("offsets baked: \(tags.count) locales × \(Self.requests.count) requests, \(unbaked.count) not baked")
        // The baker compares with ICU before it bakes: a format it refuses is one that
        // differs. The locales whose date pattern is not baked at all (haw's, gd's) are
        // the only ones allowed.
        #expect(unbaked.isEmpty, "\(unbaked.prefix(30).joined(separator: "\n"))")
    }

    @Test(arguments: [
        "en", "en-GB", "ru", "pt-BR", "fa", "ar", "ar-EG", "he", "fi", "da", "fr", "de", "ja", "zh-Hant", "hi",
        "bn", "my", "ur", "ps", "ne", "mr", "th", "ko", "sv", "nb", "uk", "ka", "ckb", "sr-Latn", "es-419",
    ])
    func offsetsMatchICUAtEveryQuarterHour(tag: String) throws {
        let locale = try IntlLocale(tag)
        var compared = 0
        for request in Self.requests {
            let format = try #require(BakedDatePattern.fromICU(locale: locale, request: request), "\(request)")
            let options = try #require(request.instantOptions)
            for offset in Self.quarterHours {
                let zone = try TimeZoneID(BakedDatePattern.offsetIdentifier(offset))
                let icu = try DateTimeFormatter(locale: locale, options: options, timeZone: zone)
                let baked = format.format(ZonedDateTime(secondsSince1970: Self.instant, timeZone: zone))
                #expect(try icu.format(secondsSince1970: Self.instant) == baked, "\(tag) \(request) \(offset)")
                compared += 1
            }
        }
        #expect(compared == 2 * Self.quarterHours.count)
    }

    /// Offsets with seconds (local mean time before 1972) show them, as ICU does: zones
    /// where ICU's data and the system's agree on such an offset.
    @Test func offsetsWithSecondsMatchICU() throws {
        let cases: [(zone: String, seconds: Int64)] = [
            ("Africa/Monrovia", 13_046_400),  // 1970-06-01, −0:44:30
            ("Europe/Dublin", -2_208_988_800),  // 1900-01-01, −0:25:21
            ("Asia/Kolkata", -2_208_988_800),  // 1900, Madras time +5:21:10
        ]
        var compared = 0
        for (id, seconds) in cases {
            guard let zone = try? TimeZoneID(id),
                try ICUZoneOffset.offsets(inZone: id, atSecondsSince1970: [seconds])
                    == [zone.offset(atSecondsSince1970: seconds)],
                zone.offset(atSecondsSince1970: seconds) % 60 != 0
            else { continue }
            for tag in ["en", "ru", "fa", "fi", "he"] {
                let locale = try IntlLocale(tag)
                for request in Self.requests {
                    let format = try #require(BakedDatePattern.fromICU(locale: locale, request: request))
                    let icu = try DateTimeFormatter(locale: locale, options: request.instantOptions!, timeZone: zone)
                    let value = ZonedDateTime(secondsSince1970: Double(seconds), timeZone: zone)
                    #expect(try icu.format(secondsSince1970: Double(seconds)) == format.format(value), "\(tag) \(id)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 10, "no zone with seconds in both ICU's and the system's data")
    }

    /// A zone's specific name (`z`, `zzzz`: `timeZoneName: "short"` and `"long"`, the long
    /// and full time styles) is what ICU writes, for every zone ICU and the system both
    /// have, in January and July of years across the metazone changes, wherever their
    /// data agree on the offset; the offset stands in where the locale has no name.
    @Test(arguments: [
        "en", "en-GB", "en-AU", "ru", "pt-BR", "pt", "es-MX", "fr-CA", "de", "ja", "ar", "he", "fa", "zh-Hant",
    ])
    func zoneNamesMatchICUInEveryZone(tag: String) throws {
        let locale = try IntlLocale(tag)
        let requests: [BakedDatePattern.Request] = [
            .skeleton("jmz"), .skeleton("jmzzzz"), .styles(date: nil, time: .long), .styles(date: .full, time: .full),
        ]
        let formats = try requests.map { try #require(BakedDatePattern.fromICU(locale: locale, request: $0), "\($0)") }
        let metazones = try ICUZoneStrings.metazones()
        let zones = Set(
            TimeZoneMetazones.lines(metazones.mappings).map { $0[0] }
                + TimeZoneMetazones.lines(metazones.canonicalIDs).map { $0[0] })
        // January and July, 12:00 UTC, of years before, between and after metazone changes.
        let instants: [Int64] = [1971, 1978, 1985, 1995, 2005, 2012, 2016, 2021, 2024].flatMap { year in
            [1, 7].map { month in Int64(CalendarDate.daysSince1970(year: year, month: month, day: 15)) * 86_400 + 43_200
            }
        }
        var compared = 0
        var dataDiffer = 0
        var differences: [String] = []
        for id in zones.sorted() {
            guard let zone = try? TimeZoneID(id),
                let icuStates = try? ICUZoneOffset.states(inZone: id, atSecondsSince1970: instants)
            else { continue }
            // Where the tz data differ (ICU 72 carries 2022's; Mexico dropped daylight
            // saving time since), the names may too.
            let agreed = zip(instants, icuStates).filter { $1 == zone.rules.state(atSecondsSince1970: $0) }.map(\.0)
            dataDiffer += instants.count - agreed.count
            for (request, format) in zip(requests, formats) {
                let icu = try DateTimeFormatter(locale: locale, options: request.instantOptions!, timeZone: zone)
                for instant in agreed {
                    let expected = try icu.format(secondsSince1970: Double(instant))
                    let baked = format.format(ZonedDateTime(secondsSince1970: Double(instant), timeZone: zone))
                    if expected != baked {
                        differences.append("\(tag) \(id) \(instant) \(request): ICU '\(expected)', baked '\(baked)'")
                    }
                    compared += 1
                }
            }
        }
        print(
            "zone names in \(tag): \(compared) compared with ICU, \(differences.count) differences; "
                + "\(dataDiffer) instants where ICU's tz data and the system's differ")
        #expect(differences.isEmpty, "\(differences.prefix(20).joined(separator: "\n"))")
        #expect(compared > 10_000)
        #expect(dataDiffer * 50 < compared / requests.count, "the tz data differ at more than 2% of the instants")
    }

    @Test func theShapesOfTheData() {
        let ascii = Array("0123456789".unicodeScalars)
        let en = LocalizedGMTFormat(zeroFormat: "GMT", gmtFormat: "GMT{0}", hourFormat: "+HH:mm;-HH:mm", digits: ascii)
        #expect(en.format(offsetSeconds: 0, short: true) == "GMT")
        #expect(en.format(offsetSeconds: 3 * 3600, short: true) == "GMT+3")
        #expect(en.format(offsetSeconds: 3 * 3600, short: false) == "GMT+03:00")
        #expect(en.format(offsetSeconds: -(9 * 3600 + 1800), short: true) == "GMT-9:30")
        #expect(en.format(offsetSeconds: 12 * 3600 + 2700, short: false) == "GMT+12:45")
        #expect(en.format(offsetSeconds: -2670, short: true) == "GMT-0:44:30")
        #expect(en.format(offsetSeconds: -2670, short: false) == "GMT-00:44:30")
        // fi: another separator, hours unpadded in the data (the form decides the padding).
        let fi = LocalizedGMTFormat(zeroFormat: "UTC", gmtFormat: "UTC{0}", hourFormat: "+H.mm;-H.mm", digits: ascii)
        #expect(fi.format(offsetSeconds: 19_800, short: false) == "UTC+05.30")
        #expect(fi.format(offsetSeconds: 3 * 3600 + 61, short: true) == "UTC+3.01.01")
        // Text after the argument, and quoted text in either pattern.
        let quoted = LocalizedGMTFormat(
            zeroFormat: "Z", gmtFormat: "'{'{0}'}'''", hourFormat: "'H'+HH:mm;'m'-HH:mm", digits: ascii)
        #expect(quoted.format(offsetSeconds: 3600, short: false) == "{H+01:00}'")
        #expect(quoted.format(offsetSeconds: -3600, short: true) == "{m-1}'")
        // Offsets no real zone has are written, not trapped on: a TZif file may say anything.
        #expect(en.format(offsetSeconds: Int(Int32.max), short: false) == "GMT+596523:14:07")
        #expect(en.format(offsetSeconds: Int(Int32.min) + 1, short: true) == "GMT-596523:14:07")
    }

    @Test func dataThatIsNotAFormatIsNamed() {
        #expect(LocalizedGMTFormat.problem(gmtFormat: "GMT{0}", hourFormat: "+HH:mm;-HH:mm") == nil)
        #expect(LocalizedGMTFormat.problem(gmtFormat: "GMT", hourFormat: "+HH:mm;-HH:mm")?.contains("{0}") == true)
        for hours in ["+HH:mm", "+HH;-HH", "+HH:mm:ss;-HH:mm:ss", "+mm:HH;-mm:HH", "+HHH:mm;-HHH:mm", "+HH:m;-HH:m"] {
            #expect(
                LocalizedGMTFormat.problem(gmtFormat: "GMT{0}", hourFormat: hours)?.contains("hourFormat") == true,
                "\(hours)")
        }
    }
}
