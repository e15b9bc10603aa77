import Foundation
import TestSupport
import Testing

/// `catalogc preview`: the site parses cleanly with html5lib (strict), and headless
/// Chromium (Debian's `chromium`) builds the DOM we expect and takes a screenshot.
@Suite("Translator preview")
struct PreviewTests {
    @Test func previewOpensInChromiumAndParsesStrictly() throws {
        let scratch = try XLIFFRoundTripTests.copy("Basic")
        defer { scratch.remove() }
        // A right-to-left locale: the bidi pseudo-locale.
        try scratch.write(
            "Locales/catalogc.json",
            bytes: Array(#"{ "localeTypeName": "BasicLocale", "pseudoLocales": ["ar-XB"] }"#.utf8))
        let site = scratch.path("site")
        let run = try Catalogc.run("preview", scratch.path("Locales"), "--output", site)
        #expect(run.status == 0, "\(run)")
        #expect(
            try scratch.contents(of: "site") == [
                "ar-XB.html", "en.html", "index.html", "preview.css", "pt-BR.html", "ru.html",
            ])

        let index = String(decoding: try scratch.read("site/index.html"), as: UTF8.self)
        #expect(index.contains(#"<progress max="23" value="17">73%</progress>"#), "\(index)")
        let russian = String(decoding: try scratch.read("site/ru.html"), as: UTF8.self)
        // Every ru category, with CLDR's sample numbers; [0] does not hide 'many'.
        #expect(russian.contains("<th scope=\"row\">few · 2</th>"))
        #expect(russian.contains("<th scope=\"row\">many · 5</th>"))
        #expect(russian.contains(#"<bdi class="arg" title="$count">5</bdi> файлов"#), "\(russian)")
        // Sample dates, variable descriptions, flags.
        #expect(russian.contains("7 марта 2025"))
        #expect(russian.contains("<dd>the field&#39;s label, already localized</dd>"))
        #expect(russian.contains("status-missing"))
        let arabic = String(decoding: try scratch.read("site/ar-XB.html"), as: UTF8.self)
        #expect(arabic.contains(#"<td lang="ar-XB" dir="rtl">"#))

        let script = XLIFFRoundTripTests.repository.appendingPathComponent("Tests/Preview/check_preview.py").path
        let check = try Catalogc.run(
            [
                "python3", script, site, "ru.html", "Минимум <bdi class=\"arg\" title=\"$min\">2</bdi> символа.",
                "many · 5",
            ],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(
            check.status == 0 && check.stdout.contains("ok"),
            "run Scripts/test (html5lib) and install chromium: \(check)")
        let rtl = try Catalogc.run(
            ["python3", script, site, "ar-XB.html", #"dir="rtl""#], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(rtl.status == 0, "\(rtl)")
    }

    /// Every variant of every selection: a `GENDER()` selection's rows (each gender and a
    /// label without one) times the plural categories of a nested selection, the labels'
    /// `.gender`, language names beside codes, one column layout, an index, and the
    /// accessibility checks of check_preview.py (headings, `scope`, `lang`/`dir`).
    @Test func everyGenderAndPluralVariantIsShown() throws {
        let scratch = try TemporaryDirectory([
            "Locales/en/Messages.ftl": """
            field-password = Password

            # Variables:
            #   $field (Text) - the field's label
            #   $min (Int) - the fewest characters
            too-short = { $field } needs { $min ->
                    [one] { $min } character
                   *[other] { $min } characters
                }.

            """,
            "Locales/pt-BR/Messages.ftl": """
            field-password = Senha
                .gender = feminine
            too-short =
                { GENDER($field) ->
                    [masculine] { $field } curto: { $min ->
                        [one] mínimo { $min } caractere
                       *[other] mínimo { $min } caracteres
                    }.
                    [feminine] { $field } curta: { $min ->
                        [one] mínimo { $min } caractere
                       *[other] mínimo { $min } caracteres
                    }.
                   *[other] O campo { $field } precisa de { $min ->
                        [one] { $min } caractere
                       *[other] { $min } caracteres
                    }.
                }

            """,
        ])
        defer { scratch.remove() }
        let site = scratch.path("site")
        let run = try Catalogc.run("preview", scratch.path("Locales"), "--output", site)
        #expect(run.status == 0, "\(run)")
        let page = String(decoding: try scratch.read("site/pt-BR.html"), as: UTF8.self)
        // Three genders' rows (no [neuter] variant: none) times pt-BR's one, many, other.
        for row in [
            "$field masculine · one · 0", "$field feminine · one · 0", "$field feminine · many · 1000000",
            "$field feminine · other · 2", "$field no gender · other · 2",
        ] {
            #expect(page.contains("<th scope=\"row\">\(row)</th>"), "\(row): \(page)")
        }
        #expect(!page.contains("$field neuter"))
        #expect(
            page.contains(
                #"<bdi class="arg" title="$field">field</bdi> curta: mínimo <bdi class="arg" title="$min">2</bdi> caracteres."#
            ))
        #expect(page.contains("Grammatical gender (<code>.gender</code>): en: none declared · pt-BR: feminine"))
        #expect(page.contains("<h1>pt-BR — Portuguese (Brazil), português (Brasil)</h1>"))
        #expect(page.contains(#"<col class="sample">"#) && page.contains(#"<input type="search" id="search""#))
        #expect(page.contains(##"<a href="#Messages.too-short"><code>too-short</code></a>"##))
        let index = String(decoding: try scratch.read("site/index.html"), as: UTF8.self)
        #expect(index.contains(">en — English</a> (source)"))

        let script = XLIFFRoundTripTests.repository.appendingPathComponent("Tests/Preview/check_preview.py").path
        let check = try Catalogc.run(
            ["python3", script, site, "pt-BR.html", "curta: mínimo"], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(check.status == 0 && check.stdout.contains("ok"), "\(check)")
        // For looking at: the screenshot check_preview.py took.
        try? FileManager.default.removeItem(atPath: "/tmp/preview-gender-pt-BR.png")
        try? FileManager.default.copyItem(atPath: site + "/pt-BR.html.png", toPath: "/tmp/preview-gender-pt-BR.png")
    }

    @Test func staleTranslationsAreFlaggedWithTheirOldSource() throws {
        let scratch = try XLIFFRoundTripTests.copy("Basic")
        defer { scratch.remove() }
        try XLIFFRoundTripTests.acceptRussianThenEditRequiredSource(in: scratch)
        #expect(try Catalogc.run("preview", scratch.path("Locales"), "--output", scratch.path("site")).status == 0)
        let russian = String(decoding: try scratch.read("site/ru.html"), as: UTF8.self)
        let article = russian.components(separatedBy: "id=\"Messages.required\"")[1].components(
            separatedBy: "</article>")[0]
        // The whole badge, not cut off.
        #expect(article.contains("stale: the source changed since this translation was accepted"), "\(article)")
        #expect(article.contains("Translated from: <code>{ $field } is required.</code>"), "\(article)")
        let index = String(decoding: try scratch.read("site/index.html"), as: UTF8.self)
        let row = index.components(separatedBy: "<tr id=\"locale-ru\">")[1].components(separatedBy: "</tr>")[0]
        #expect(row.contains("<td class=\"count\">1</td>"), "one stale: \(row)")
    }

    @Test func everythingFromTheCatalogIsEscaped() throws {
        let scratch = try TemporaryDirectory([
            "Locales/en/Messages.ftl": """
            # <script>alert("comment")</script> & more
            # Variables:
            #   $name (String) - the <b>name</b>
            hello = <img src=x onerror="alert(1)"> { $name } &amp;

            """
        ])
        defer { scratch.remove() }
        let run = try Catalogc.run("preview", scratch.path("Locales"), "--output", scratch.path("site"))
        #expect(run.status == 0, "\(run)")
        let page = String(decoding: try scratch.read("site/en.html"), as: UTF8.self)
        // The one script is the page's own search (PreviewSite.searchScript).
        #expect(page.components(separatedBy: "<script>").count == 2 && !page.contains("<img") && !page.contains("<b>"))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"))
        #expect(page.contains("&amp;amp;"))
        #expect(page.contains("&lt;script&gt;alert(&quot;comment&quot;)&lt;/script&gt; &amp; more"))
    }
}
