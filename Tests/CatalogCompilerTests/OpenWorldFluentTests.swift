import LocalizedValidationIntl
import Testing

@testable import _LocalizedValidationCompilerCore

/// Found by compiling public catalogs the tests did not have (Firefox Monitor, Send, COSMIC
/// Files and Settings, Ruffle, Pontoon, Firefox's English): each test is the class of one
/// finding, checked and, where it compiles, generated.
@Suite("Open-world Fluent")
struct OpenWorldFluentTests {
    // MARK: References across the files of a locale

    @Test("reference-cycle through other files of the locale: reported in each file, at its own reference")
    func cycleAcrossFiles() {
        let messages = MarkedCatalogs([
            "en/A": "x = X { 1️⃣y }\n",
            "en/B": "y = Y { 2️⃣z }\n",
            "en/C": "z = Z { 3️⃣x }\n",
        ])
        let diagnostics = messages.check()
        expectFindings(
            diagnostics,
            [
                Finding(.referenceCycle, .error, at: messages.at("1️⃣")),
                Finding(.referenceCycle, .error, at: messages.at("2️⃣")),
                Finding(.referenceCycle, .error, at: messages.at("3️⃣")),
            ])
        // Each is read from the reference it is reported at.
        #expect(diagnostics.contains { $0.message.contains("reference cycle: y → z → x → y") })
        #expect(diagnostics.contains { $0.message.contains("reference cycle: x → y → z → x") })

        let terms = MarkedCatalogs([
            "en/brands": "-t = T { 1️⃣m }\n",
            "en/Messages": "m = M { 2️⃣-t }\n",
        ])
        expectFindings(
            terms.check(),
            [
                Finding(.referenceCycle, .error, at: terms.at("1️⃣")),
                Finding(.referenceCycle, .error, at: terms.at("2️⃣")),
            ])
    }

    @Test("A chain through more files than references may chain: too deep, at each file's own reference")
    func chainAcrossManyFiles() {
        // F0 → F1 → … → F99: the message of file i heads a chain of 99 - i references.
        let files = (0..<100).map { index in
            let next = index == 99 ? "end" : "{ m\(index + 1) }"
            return CatalogFile(
                path: "Locales/en/F\(index).ftl", localeDirectory: "en", catalogName: "F\(index)",
                contents: Array("m\(index) = \(index) \(next)\n".utf8))
        }
        let input = CompilerInput(
            files: files, localeDirectories: nil, configuration: CompilerConfiguration(),
            configurationPath: "Locales/catalogc.json")
        let diagnostics = FluentCatalogs.check(input)
        #expect(diagnostics.allSatisfy { $0.id == .nestingTooDeep }, "\(diagnostics.map(\.description))")
        // Files 0…35 head chains of 64 references or more, each reported once, in its own
        // file (a file imports no entry past the deepest chain allowed, so the chain it
        // sees ends there: the depth is reached at its own reference).
        let files0To35 = (0..<36).map { "Locales/en/F\($0).ftl" }
        #expect(diagnostics.compactMap(\.location?.file).sorted() == files0To35.sorted(), "\(diagnostics)")
    }

    @Test("unknown-reference: a term reference to a message, and a message reference to a term, say which exists")
    func messageOrTerm() {
        let catalogs = MarkedCatalogs([
            "en/brands": "-brand = Firefox\n",
            "en/Messages": "header = Header\nuse-term = { 1️⃣-header }\nuse-message = { 2️⃣brand }\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.unknownReference, .error, at: catalogs.at("1️⃣")),
                Finding(.unknownReference, .error, at: catalogs.at("2️⃣")),
            ])
        #expect(diagnostics.contains { $0.message.hasSuffix("'header' is a message: write { header }") })
        #expect(diagnostics.contains { $0.message.hasSuffix("'-brand' is a term: write { -brand }") })
    }

    // MARK: Line ends

    @Test("A catalog with CR LF or lone CR line ends: every line it quotes in a doc comment is a comment")
    func crLineEndsInDocComments() {
        let source =
            "# Variables:\r\n#   $n (Int) - how many\r\nsel = { $n ->\r\n    [one] one\r\n   *[other] many\r\n}\r\n"
            + "    .title = Title\r\n"
        let catalogs = MarkedCatalogs(["en/Messages": source])
        let swift = catalogs.generatedSwift()
        #expect(!swift.contains("\r"))
        #expect(swift.contains("    ///     [one] one\n"), "\(swift)")
        #expect(swift.contains("    ///     .title = Title\n"), "\(swift)")
        // A line of the quoted source outside a comment would be code in the enum.
        #expect(!swift.split(separator: "\n").contains { $0.trimmingPrefix(" ").hasPrefix(".title") })

        var writer = CodeWriter()
        writer.doc("a\r\nb\rc\nd\r")
        #expect(String(decoding: writer.utf8, as: UTF8.self) == "/// a\n/// b\n/// c\n/// d\n///\n")
    }

    // MARK: Types from translations

    @Test(
        "A variable the source only shows (or selects with a lone *[other]) takes the number its translations select plural forms on"
    )
    func translationsTypeAnOpenVariable() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            finished = { $finished } finished
            social-proof = { $users ->
               *[other] Trusted by { $users } million people
            }
            size = { $size } MB

            """,
            "cs/Messages": """
            finished =
                { $finished } { $finished ->
                    [one] dokončena
                    [few] dokončeny
                   *[other] dokončeno
                }
            social-proof = Důvěřuje nám { $users } milionů lidí
            size = { $size } MB

            """,
            "ru/Messages": """
            social-proof =
                { $users ->
                    [one] Нам доверяет { $users } миллион человек
                    [few] Нам доверяют { $users } миллиона человек
                   *[many] Нам доверяют { $users } миллионов человек
                }
            size = { NUMBER($size, maximumFractionDigits: 1) } МБ
            finished = { $finished } готово

            """,
        ])
        expectFindings(catalogs.check(), [])
        let swift = catalogs.generatedSwift()
        #expect(swift.contains("case finished(finished: Int)"), "\(swift)")
        #expect(swift.contains("case socialProof(users: Int)"), "\(swift)")
        #expect(swift.contains("case size(size: Double)"), "\(swift)")
    }

    @Test("A variable the source types stays typed: a translation's plural forms on a text selector are a mismatch")
    func sourceTypeStands() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            greeting = { $gender ->
                [male] He
               *[other] They
            } said hi

            """,
            "ru/Messages": """
            greeting = { 1️⃣$gender ->
                [one] Он
               *[other] Они
            } поздоровались

            """,
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.typeMismatch, .error, at: catalogs.at("1️⃣"))])
        // Inferred in the source, not declared: the message says so.
        #expect(message(of: .typeMismatch, in: diagnostics).contains("is String (inferred)"))
    }

    @Test("A declared String selects its keys as text, plural category names included (Firefox's $rangePlural)")
    func declaredStringSelectsText() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   $rangePlural (String) - the plural category the app chose
            #   $range (String) - such as 3-7
            reading-time = { $rangePlural ->
                [one] { $range } min reading time
               *[other] { $range } mins reading time
            }

            """,
            "ru/Messages": """
            reading-time = { $rangePlural ->
                [one] { $range } минута чтения
                [few] { $range } минуты чтения
               *[many] { $range } минут чтения
            }

            """,
        ])
        expectFindings(catalogs.check(), [])
        let swift = catalogs.generatedSwift()
        #expect(swift.contains("case readingTime(rangePlural: String, range: String)"), "\(swift)")
        #expect(swift.contains("if rangePlural == \"one\" {"), "\(swift)")
        #expect(swift.contains("} else if rangePlural == \"few\" {"), "\(swift)")
    }

    // MARK: # Variables:

    @Test("# Variables: a wrapped description line that starts with the variable continues it")
    func wrappedDescriptionStartingWithTheVariable() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   $domain (String): the host name a webextension asks for,
            #     $domain should be treated as plural (it may include subdomains).
            #   $count (Int) - how many
            #     $other (Int) - declares another variable: not a continuation
            one-domain = Access your data for sites in { $domain } domains ({ $count }, { $other })

            """
        ])
        expectFindings(catalogs.check(), [])
        let swift = catalogs.generatedSwift()
        #expect(
            swift.contains(
                "///   - domain: the host name a webextension asks for, $domain should be treated as plural (it may include subdomains). (String)"
            ), "\(swift)")
        #expect(swift.contains("case oneDomain(domain: String, count: Int, other: Int)"), "\(swift)")
    }

    // MARK: Locale folders

    @Test("A locale folder ICU has no data for, a deprecated code, and und: each said as what it is")
    func localeFoldersSaidAsWhatTheyAre() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "hello = Hello\n",
            "cak/Messages": "hello = Saqarik\n",
            "iw/Messages": "hello = שלום\n",
            "und/Messages": "hello = ?\n",
            "qaa/Messages": "hello = ?\n",
        ])
        let diagnostics = catalogs.check()
        let texts = diagnostics.map(\.message)
        // `cak` is a language ICU 72 has no data for: it compiles with root's, said once.
        #expect(
            diagnostics.filter { $0.id == .localeDataFallback }.map(\.severity) == [.warning], "\(texts)")
        #expect(
            texts.contains {
                $0.contains("Locales/cak") && $0.contains("has no data for 'cak'")
                    && $0.contains("plural rules are root's ([other] only)")
            }, "\(texts)")
        #expect(texts.contains { $0.contains("Locales/und") && $0.contains("it names no language") }, "\(texts)")
        #expect(texts.contains { $0.contains("Locales/qaa") && $0.contains("private-use language") }, "\(texts)")
        #expect(!texts.contains { $0.contains("not a BCP 47") || $0.contains("not a well-formed") }, "\(texts)")
        // `iw` is Hebrew under its current code: a warning to rename the folder, not an error.
        #expect(
            diagnostics.contains { $0.severity == .warning && $0.message.contains("Locales/iw in canonical form: he") },
            "\(texts)")
        #expect(diagnostics.filter { $0.severity == .error }.count == 2, "\(texts)")
    }

    @Test(
        "Languages ICU lacks data for (oc: none; scn: plural rules only) compile with one locale-data-fallback warning each and root's data"
    )
    func languagesWithoutICUData() throws {
        let catalogs = MarkedCatalogs([
            "en/App":
                "# Variables:\n#   $count (Int) - files\nfiles = { $count ->\n    [one] One file\n   *[other] { $count } files\n}\n"
                + "# Variables:\n#   $day (Date) - a day\nwhen = { DATETIME($day, dateStyle: \"short\") }\n"
                + "# Variables:\n#   $amount (Double) - a price\nprice = { NUMBER($amount, minimumFractionDigits: 2) }\n"
                + "big = { 1234567 } files\n",
            "oc/App":
                "files = { $count ->\n    [one] Un fichièr\n   *[other] { $count } fichièrs\n}\nwhen = { DATETIME($day, dateStyle: \"short\") }\nprice = { NUMBER($amount, minimumFractionDigits: 2) }\nbig = { 1234567 } file\n",
            "scn/App":
                "files = { $count ->\n    [one] Un file\n    [1️⃣few] Picca file\n   *[other] { $count } file\n}\nwhen = { DATETIME($day, dateStyle: \"short\") }\nprice = { NUMBER($amount, minimumFractionDigits: 2) }\nbig = { 1234567 } file\n",
        ])
        let diagnostics = catalogs.check()
        // One warning per folder, none per message: [one] in oc is covered by its folder's
        // warning; [few] in scn is a dead variant under ICU's own rules for scn, as in ja.
        expectFindings(
            diagnostics,
            [
                Finding(.localeDataFallback, .warning, at: nil), Finding(.localeDataFallback, .warning, at: nil),
                Finding(.invalidVariantKey, .warning, at: catalogs.at("1️⃣")),
            ])
        let fallbacks = diagnostics.filter { $0.id == .localeDataFallback }.map(\.message).sorted()
        let version = ICULibrary.version
        #expect(
            fallbacks == [
                "the locale folder Locales/oc compiles with fallback data: ICU \(version) has no data for 'oc' (Occitan): its plural rules are root's ([other] only), so every number selects [other] or the default variant, and a variant such as [one] is never selected (not repeated per message); numbers, dates and quotation marks are written with ICU's root data (1234.5 as 1,234.5, 29 February 2024 as 2024-02-29, quotes as “…”)",
                "the locale folder Locales/scn compiles with fallback data: ICU \(version) has the plural rules of 'scn' (Sicilian) ([one], [other]) but no locale data; numbers, dates and quotation marks are written with ICU's root data (1234.5 as 1,234.5, 29 February 2024 as 2024-02-29, quotes as “…”)",
            ], "\(fallbacks)")
        // Generated: root's rules (only other) for oc, ICU's own for scn, root's numbers.
        let swift = catalogs.generatedSwift()
        #expect(swift.contains("case oc"), "\(swift)")
        #expect(
            swift.contains("\"oc\",\n        cardinal: PluralRuleSet([]),\n        ordinal: PluralRuleSet([]),"),
            "\(swift)")
        #expect(
            swift.contains("\"scn\",\n        cardinal: PluralRuleSet([\n            // one: i = 1 and v = 0"),
            "\(swift)")
        let ocRuntime = try #require(swift.range(of: "private static let ocRuntime"))
        let ocData = swift[ocRuntime.upperBound...].prefix(900)
        #expect(ocData.contains("decimalSeparator: \".\", groupingSeparator: \",\""), "\(ocData)")
        #expect(ocData.contains("digits: [\"0\", \"1\", \"2\""), "\(ocData)")
        // Dates and number literals are root's too, baked at compile time.
        for tag in ["oc", "scn"] {
            #expect(
                swift.contains("static let _\(tag)_dateShort = DatePatternFormat(\n        pattern: \"y-MM-dd\","),
                "\(swift)")
        }
        #expect(swift.components(separatedBy: "1,234,567 file\"").count == 3, "\(swift)")
        // The generated code does not depend on the machine's default locale.
        #expect(!ocData.contains("en_US_POSIX"), "\(ocData)")
    }

    @Test("A tag that is wrong, not short of data, is still refused: malformed, und, private use only, pt_BR")
    func malformedLocaleFoldersStillRefused() {
        for directory in ["en--US", "und", "x-private", "pt_BR", "qtz"] {
            let catalogs = MarkedCatalogs(["en/App": "hello = Hello\n", "\(directory)/App": "hello = ?\n"])
            let diagnostics = catalogs.check()
            #expect(
                diagnostics.contains { $0.id == .invalidLocaleDirectory && $0.severity == .error },
                "\(directory): \(diagnostics.map(\.description))")
            #expect(!diagnostics.contains { $0.id == .localeDataFallback }, "\(directory)")
        }
    }

    // MARK: Thunderbird, pdf.js, WebThings, COSMIC Term and Edit, popsicle (stop 42)

    @Test(
        "A plural category the locale lacks ([one] in Japanese) is a dead variant: a warning, and the catalog generates"
    )
    func categoryTheLocaleLacks() {
        let catalogs = MarkedCatalogs([
            "en/App":
                "# Variables:\n#   $count (Int) - files\ndelete = { $count ->\n    [one] Delete one file\n   *[other] Delete { $count } files\n}\n",
            "ja/App": "delete = { $count ->\n    [1️⃣one] 1 個のファイルを削除\n   *[other] { $count } 個のファイルを削除\n}\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.invalidVariantKey, .warning, at: catalogs.at("1️⃣"))])
        #expect(
            diagnostics.contains {
                $0.message.contains("the variant [one] can never be selected: one is not a plural category in ja")
            })
        // What is not a category anywhere stays an error: a typo or a translated key.
        let typo = MarkedCatalogs([
            "en/App":
                "# Variables:\n#   $count (Int) - files\ndelete = { $count ->\n    [one] Delete one file\n   *[other] Delete { $count } files\n}\n",
            "de/App":
                "delete = { $count ->\n    [1️⃣eins] Eine Datei löschen\n   *[other] { $count } Dateien löschen\n}\n",
        ])
        expectFindings(typo.check(), [Finding(.invalidVariantKey, .error, at: typo.at("1️⃣"))])
        let swift = catalogs.generatedSwift()
        #expect(swift.contains("ファイルを削除"))
    }

    @Test("Legacy codes ICU resolves (tl, sh) compile with their data; a canonical tag ICU cannot open is not advised")
    func legacyCodesAndUnopenableCanonicalTags() {
        let catalogs = MarkedCatalogs([
            "en/App": "hello = Hello\n",
            "tl/App": "hello = Kumusta\n",
            "sh/App": "hello = Zdravo\n",
            "hy-arevmda/App": "hello = Բարեւ\n",
        ])
        let diagnostics = catalogs.check()
        #expect(diagnostics.allSatisfy { $0.severity != .error }, "\(diagnostics.map(\.description))")
        // Each named by the code ICU reads it as, which compiles.
        #expect(diagnostics.contains { $0.message.contains("Locales/tl in canonical form: fil") })
        #expect(diagnostics.contains { $0.message.contains("Locales/sh in canonical form: sr-Latn") })
        // hy-arevmda is read with hy's data; its canonical tag, hyw, has none, so renaming
        // the folder to it would break the build: no such advice.
        #expect(!diagnostics.contains { $0.message.contains("hyw") }, "\(diagnostics.map(\.description))")
    }

    @Test("A message holding a Markdown fence keeps its doc comment's code block whole")
    func backtickFenceInMessage() {
        let catalogs = MarkedCatalogs([
            "en/App": "help-code =\n ```\n cargo run\n ````\n"
        ])
        let swift = catalogs.generatedSwift()
        // The fence is longer than the longest run of backticks in the text (4).
        #expect(swift.contains("/// `````ftl"), "\(swift)")
        #expect(SwiftRenderer.longestBacktickRun(in: "a ``` b ```` c") == 4)
    }

    @Test("U+200B between Khmer or Thai words is their word separator; elsewhere it is still reported")
    func zeroWidthSpaceInScriptsWithoutSpaces() {
        let catalogs = MarkedCatalogs([
            "en/App": "a = Delete the file\nb = Delete\n",
            "km/App": "a = លុប\u{200B}ឯកសារ\nb = Delete1️⃣\u{200B}file\n",
            "th/App": "a = ลบ\u{200B}ไฟล์\nb = ลบ\n",
        ])
        expectFindings(
            catalogs.check().filter { $0.id == .invisibleCharacter },
            [Finding(.invisibleCharacter, .warning, at: catalogs.at("1️⃣"))])
    }

    @Test("A run of one invisible character is reported once, at its start")
    func invisibleRunReportedOnce() {
        let catalogs = MarkedCatalogs([
            "en/App": "a = Delete the file\n",
            "de/App": "a = Datei1️⃣\u{200B}\u{200B}\u{200B}\u{200B} löschen2️⃣\u{200B}\n",
        ])
        expectFindings(
            catalogs.check().filter { $0.id == .invisibleCharacter },
            [
                Finding(.invisibleCharacter, .warning, at: catalogs.at("1️⃣")),
                Finding(.invisibleCharacter, .warning, at: catalogs.at("2️⃣")),
            ])
    }

    @Test(
        "A direction mark (RLM before a leading Latin name) is a warning in every profile; an override stays an error in release",
        arguments: [CompilerConfiguration.Profile.debug, .release])
    func directionMarks(profile: CompilerConfiguration.Profile) {
        let catalogs = MarkedCatalogs(
            [
                "en/App": "-brand = Firefox\ndesktop = { -brand } for Desktop\noverride = Text\n",
                "he/App":
                    "-brand = Firefox\ndesktop = 1️⃣\u{200F}{ -brand } למחשבים שולחניים\noverride = 2️⃣\u{202E}טקסט\n",
            ],
            configure: { $0.profile = profile })
        let diagnostics = catalogs.check().filter { $0.id == .invisibleCharacter }
        expectFindings(
            diagnostics,
            [
                Finding(.invisibleCharacter, .warning, at: catalogs.at("1️⃣")),
                Finding(.invisibleCharacter, profile == .release ? .error : .warning, at: catalogs.at("2️⃣")),
            ])
        let mark = diagnostics.first { $0.location == catalogs.at("1️⃣") }?.message ?? ""
        #expect(mark.contains("U+200F (RIGHT-TO-LEFT MARK) is an invisible direction mark"), "\(mark)")
        #expect(!mark.contains("reorder"), "\(mark)")
    }

    @Test("A translation without the select its source only selects on: nothing in Japanese, a warning in Afrikaans")
    func droppedSelectorOnly() {
        let source = "cards = { $count ->\n    [one] card from the deck\n   *[other] cards from the deck\n}\n"
        let catalogs = MarkedCatalogs(
            [
                "en/App": source,
                "ja/App": "cards = 枚のカード\n",
                "af/App": "1️⃣cards = kaarte van die pak\n",
            ], configure: { $0.profile = .release })
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.droppedArgument, .warning, at: catalogs.at("1️⃣"))])
        let text = diagnostics.first?.message ?? ""
        #expect(text.contains("does not select on '$count'") && text.contains("[one], [other]"), "\(text)")
    }

    @Test("A variable of an attribute the translation lacks is that attribute's mistake, not a dropped argument")
    func droppedArgumentOfMissingAttribute() {
        let catalogs = MarkedCatalogs(
            [
                "en/App": "wired = Wired\n    .adapter = Wired adapter { $id }\n",
                "af/App": "1️⃣wired = Bedraad\n",
            ], configure: { $0.profile = .release })
        expectFindings(catalogs.check(), [Finding(.attributeMismatch, .error, at: catalogs.at("1️⃣"))])
    }

    @Test("A select nested in a variant of one number may write that number as a word (Anki's Hebrew)")
    func nestedSelectInOneNumberVariant() {
        let catalogs = MarkedCatalogs(
            [
                "en/App":
                    "studied = { $cards ->\n    [one] { $cards } card\n   *[other] { $cards } cards\n} in { $minutes ->\n    [one] { $minutes } minute.\n   *[other] { $minutes } minutes.\n}\n",
                "he/App":
                    "studied = { $cards ->\n    [one] { $minutes ->\n        [one] כרטיס אחד בדקה.\n       *[other] כרטיס אחד ב{ $minutes } דקות.\n    }\n"
                    + "   *[other] { $minutes ->\n        [1️⃣one] בדקה.\n       *[other] { $cards } כרטיסים ב{ $minutes } דקות.\n    }\n}\n",
            ], configure: { $0.profile = .release })
        // Under [one] (1 alone) the word is right; under *[other] the count must show.
        expectFindings(
            catalogs.check().filter { $0.id == .droppedArgument },
            [Finding(.droppedArgument, .error, at: catalogs.at("1️⃣"))])
    }

    @Test("Translated keys of a string select are never selected: errors with the source's key at that position")
    func translatedStringSelectKeys() {
        let source =
            "next = Ready in { $unit ->\n    [seconds] { $n } seconds\n    [minutes] { $n } minutes\n   *[hours] { $n } hours\n}.\n"
        let catalogs = MarkedCatalogs([
            "en/App": source,
            "da/App":
                "next = Klar om { $unit ->\n    [1️⃣sekunder] { $n } sekunder\n    [2️⃣minutter] { $n } minutter\n   *[timer] { $n } timer\n}.\n",
            "de/App":
                "next = Bereit in { $unit ->\n    [seconds] { $n } Sekunden\n    [3️⃣sekunden] { $n } Sekunden\n    [minutes] { $n } Minuten\n   *[hours] { $n } Stunden\n}.\n",
        ])
        let diagnostics = catalogs.check().filter { $0.id == .invalidVariantKey }
        expectFindings(
            diagnostics,
            [
                Finding(.invalidVariantKey, .error, at: catalogs.at("1️⃣")),
                Finding(.invalidVariantKey, .error, at: catalogs.at("2️⃣")),
                Finding(.invalidVariantKey, .warning, at: catalogs.at("3️⃣")),
            ])
        let first = diagnostics.first { $0.location == catalogs.at("1️⃣") }?.message ?? ""
        #expect(first.contains("did you mean [seconds]?"), "\(first)")
        #expect(first.contains("[seconds], [minutes], [hours]"), "\(first)")
    }

    @Test("A deliberately empty message ({ \"\" }) in the source and its translations is not reported")
    func deliberatelyEmptyMessage() {
        let catalogs = MarkedCatalogs([
            "en/App": "langpack-contributors = { \"\" }\n",
            "de/App": "langpack-contributors = { \"\" }\n",
        ])
        #expect(catalogs.check().isEmpty)
    }

    @Test(
        "A source's type-mismatch is reported at the source, not again in each translation that uses the argument alike"
    )
    func sourceMismatchNotRepeatedInTranslations() {
        let catalogs = MarkedCatalogs([
            "en/Viewer":
                "# Variables:\n#   $dateObj (Date) - when the file was made\nmade = { DATETIME(1️⃣$dateObj, dateStyle: \"short\", timeStyle: \"medium\") }\n# Variables:\n#   $n (String) - a size as the app writes it\nsize = { $n }\n",
            "fr/Viewer":
                "made = { DATETIME($dateObj, dateStyle: \"short\", timeStyle: \"medium\") }\nsize = { NUMBER(2️⃣$n) }\n",
        ])
        // The translation's own, different mistake is still its own error.
        expectFindings(
            catalogs.check().filter { $0.id == .typeMismatch },
            [
                Finding(.typeMismatch, .error, at: catalogs.at("1️⃣")),
                Finding(.typeMismatch, .error, at: catalogs.at("2️⃣")),
            ])
    }
}
