import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// One file of the translator preview.
public struct PreviewFile: Sendable, Hashable {
    /// The file name, such as `ru.html`.
    public let name: String
    public let contents: [UInt8]
}

extension FluentCatalogs {
    /// The translator preview: a static HTML site (no server; script only reveals a
    /// search box) with, for each locale, every message beside its source, rendered for
    /// every combination of its variants (plural categories with CLDR's sample numbers,
    /// `GENDER()` genders, string keys, sample dates), arguments highlighted, comments,
    /// variable descriptions and labels' `.gender` shown, and missing, stale and fallback
    /// messages flagged; right-to-left locales laid out right to left; an index of
    /// catalogs and messages per page; and a site index with each locale's name and
    /// progress.
    ///
    /// - Returns: The files (`index.html`, `preview.css`, `<locale>.html`; none when the
    ///   catalogs cannot be read) and the diagnostics of the run.
    public static func preview(_ input: CompilerInput) -> (files: [PreviewFile], diagnostics: [Diagnostic]) {
        let analysis = analyze(input)
        guard let model = analysis.model else { return ([], analysis.diagnostics) }
        let table = translationStates(input).table
        let site = PreviewSite(model: model, table: table)
        return (site.files(), analysis.diagnostics)
    }
}

/// Writes the preview's pages from the checked model.
struct PreviewSite {
    let model: CatalogSetModel
    let table: TranslationStateTable?
    let dataTags: [String]
    /// Per locale, cardinal then ordinal: each category with ICU's first samples, found
    /// once (finding them takes up to thousands of ICU calls).
    let pluralSamples: [[[(category: PluralCategory, samples: [String])]]]

    init(model: CatalogSetModel, table: TranslationStateTable?) {
        self.model = model
        self.table = table
        let source = model.locales[0].tag
        dataTags = model.locales.map { PseudoLocales.dataTag(for: $0.tag, in: model.configuration, source: source) }
        pluralSamples = dataTags.map { tag in
            [PluralRules.RuleType.cardinal, .ordinal].map { type in
                guard let locale = try? IntlLocale(tag, allowingRootData: true),
                    let rules = try? PluralRules(locale: locale, type: type)
                else {
                    return []
                }
                return rules.categories.map { ($0, (try? rules.samples(for: $0, limit: 8)) ?? []) }
            }
        }
    }

    /// Languages written right to left (their usual script is Arabic, Hebrew, Thaana,
    /// Syriac or N'Ko), and the bidi pseudo-locale.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "nqo", "ps", "sd", "syr", "ug", "ur", "yi",
    ]

    static func isRightToLeft(_ tag: String) -> Bool {
        if tag == "ar-XB" { return true }
        if tag.contains("-Latn") || tag.contains("-Cyrl") { return false }
        return rightToLeftLanguages.contains(String(tag.prefix { $0 != "-" }))
    }

    /// How a locale serves a message.
    enum Status: String {
        case source, translated, final, stale, missing, fallback, generated

        var label: String {
            switch self {
            case .source: "source"
            case .translated: "translated"
            case .final: "final"
            case .stale: "stale: the source changed since this translation was accepted"
            case .missing: "missing: shows the source"
            case .fallback: "fallback"
            case .generated: "pseudo-locale"
            }
        }
    }

    func status(locale: Int, catalog: CatalogModel, message: MessageModel) -> Status {
        if locale == 0 { return .source }
        let tag = model.locales[locale].tag
        if PseudoLocales.isPseudo(tag, in: model.configuration) { return .generated }
        let valueLocale = message.renderings[locale].valueLocale
        if valueLocale != locale { return valueLocale == 0 ? .missing : .fallback }
        switch table?.status(locale: tag, catalog: catalog.name, message: message.id)?.state {
        case .stale?: return .stale
        case .final?: return .final
        default: return .translated
        }
    }

    func files() -> [PreviewFile] {
        var files = [
            PreviewFile(name: "index.html", contents: Array(index().utf8)),
            PreviewFile(name: "preview.css", contents: Array(Self.css.utf8)),
        ]
        for index in model.locales.indices {
            files.append(
                PreviewFile(name: "\(model.locales[index].tag).html", contents: Array(page(locale: index).utf8)))
        }
        return files
    }

    // MARK: Pages

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escape(title))</title>
        <link rel="stylesheet" href="preview.css">
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    func index() -> String {
        var rows = ""
        for (index, locale) in model.locales.enumerated() {
            var counts: [Status: Int] = [:]
            var total = 0
            for catalog in model.catalogs {
                for message in catalog.messages {
                    counts[status(locale: index, catalog: catalog, message: message), default: 0] += 1
                    total += 1
                }
            }
            let done =
                (counts[.translated] ?? 0) + (counts[.final] ?? 0) + (counts[.source] ?? 0) + (counts[.generated] ?? 0)
            let percent = total == 0 ? 100 : done * 100 / total
            let kind =
                index == 0
                ? " (source)" : PseudoLocales.isPseudo(locale.tag, in: model.configuration) ? " (pseudo-locale)" : ""
            rows += """
                <tr id="locale-\(Self.escape(locale.tag))">
                <th scope="row"><a href="\(Self.escape(locale.tag)).html" hreflang="\(Self.escape(locale.tag))">\(Self.escape(named(locale.tag)))</a>\(kind)</th>
                <td><progress max="\(total)" value="\(done)">\(percent)%</progress> <span class="count">\(done)/\(total) (\(percent)%)</span></td>
                <td class="count">\(counts[.stale] ?? 0)</td>
                <td class="count">\(counts[.missing] ?? 0)</td>
                <td class="count">\(counts[.fallback] ?? 0)</td>
                </tr>

                """
        }
        let body = """
            <header>
            <h1>Catalog preview</h1>
            <p>Every message of every locale, rendered with sample arguments. Source locale: \(Self.escape(named(model.locales[0].tag))).</p>
            </header>
            <main>
            <table class="progress">
            <thead><tr><th scope="col">Locale</th><th scope="col">Translated</th><th scope="col">Stale</th><th scope="col">Missing</th><th scope="col">Fallback</th></tr></thead>
            <tbody>
            \(rows)</tbody>
            </table>
            </main>
            """
        return document(title: "Catalog preview", body: body)
    }

    /// A locale's names for a reader of English and of the language itself, after its
    /// tag: "ru — Russian, русский" (ICU's display names).
    func named(_ tag: String) -> String {
        guard let locale = try? IntlLocale(tag, allowingRootData: true),
            let english = try? locale.displayName(in: .english)
        else {
            return tag
        }
        let native = (try? locale.displayName(in: locale)) ?? english
        return native == english || native.isEmpty ? "\(tag) — \(english)" : "\(tag) — \(english), \(native)"
    }

    func page(locale: Int) -> String {
        let tag = model.locales[locale].tag
        let sourceTag = model.locales[0].tag
        let direction = Self.isRightToLeft(tag) ? "rtl" : "ltr"
        var sections = ""
        var index = ""
        for catalog in model.catalogs {
            let anchor = Self.escape("catalog-" + catalog.name)
            index +=
                "<li><a href=\"#\(anchor)\">\(Self.escape(catalog.name))</a> (\(catalog.messages.count) messages)\n"
            index += "<details><summary>Messages of \(Self.escape(catalog.name))</summary>\n<ul class=\"messages\">\n"
            sections += "<section class=\"catalog\" id=\"\(anchor)\">\n"
            sections += "<h2>\(Self.escape(catalog.name))</h2>\n"
            for message in catalog.messages {
                let status = status(locale: locale, catalog: catalog, message: message)
                index +=
                    "<li><a href=\"#\(Self.escape(catalog.name + "." + message.id))\"><code>\(Self.escape(message.id))</code></a> <span class=\"status status-\(status.rawValue)\">\(Self.escape(status.rawValue))</span></li>\n"
                sections += article(message, catalog: catalog, locale: locale, direction: direction)
            }
            index += "</ul>\n</details>\n</li>\n"
            sections += "</section>\n"
        }
        let body = """
            <header>
            <h1>\(Self.escape(named(tag)))\(locale == 0 ? " (source)" : "")</h1>
            <p><a href="index.html">All locales</a> · source: \(Self.escape(named(sourceTag))) · text direction: \(direction == "rtl" ? "right to left" : "left to right")</p>
            </header>
            <nav aria-labelledby="index-heading">
            <h2 id="index-heading">Catalogs</h2>
            <div id="search-box" hidden>
            <label for="search">Find a message (id or text)</label>
            <input type="search" id="search" autocomplete="off">
            </div>
            <ul class="catalogs">
            \(index)</ul>
            </nav>
            <main>
            \(sections)</main>
            <script>
            \(Self.searchScript)
            </script>
            """
        return document(title: "\(tag) — catalog preview", body: body)
    }

    /// Shows the search box and hides the messages that do not contain what is typed.
    /// Without script the box stays hidden and the index serves.
    static let searchScript = """
        document.getElementById("search-box").hidden = false;
        document.getElementById("search").addEventListener("input", function (event) {
          var query = event.target.value.toLowerCase();
          document.querySelectorAll("article.message").forEach(function (article) {
            article.hidden = query !== "" && article.textContent.toLowerCase().indexOf(query) < 0;
          });
        });
        """

    private func article(_ message: MessageModel, catalog: CatalogModel, locale: Int, direction: String) -> String {
        let status = status(locale: locale, catalog: catalog, message: message)
        let tag = model.locales[locale].tag
        var html =
            "<article class=\"message status-\(status.rawValue)\" id=\"\(Self.escape(catalog.name + "." + message.id))\">\n"
        var label = status.label
        if status == .fallback { label += ": shows \(model.locales[message.renderings[locale].valueLocale].tag)" }
        html += "<h3><code>\(Self.escape(message.id))</code> <span class=\"status\">\(Self.escape(label))</span></h3>\n"
        if !message.translatorComment.isEmpty {
            html += "<p class=\"comment\">\(Self.escape(message.translatorComment))</p>\n"
        }
        let genders = [(0, message.renderings[0]), (locale, message.renderings[locale])].compactMap {
            (index, rendering) -> String? in
            guard index == 0 || locale != 0, let reference = rendering.value,
                let unit = catalog.units[reference.locale]
            else { return nil }
            let gender = GrammaticalFeatures.declaredGender(unit.entries[reference.entry].ir)
            return "\(model.locales[index].tag): \(gender ?? "none declared")"
        }
        if genders.contains(where: { !$0.hasSuffix("none declared") }) {
            html +=
                "<p class=\"gender\">Grammatical gender (<code>.gender</code>): \(Self.escape(genders.joined(separator: " · ")))</p>\n"
        }
        if !message.arguments.isEmpty {
            html += "<dl class=\"variables\">\n"
            for argument in message.arguments {
                html += "<dt><code>$\(Self.escape(argument.name))</code> (\(Self.escape(argument.type.rawValue)))</dt>"
                html += "<dd>\(Self.escape(argument.summary ?? "no description"))</dd>\n"
            }
            html += "</dl>\n"
        }
        if status == .stale,
            let recorded = table?.status(locale: tag, catalog: catalog.name, message: message.id)?.recordedSourceText
        {
            html += "<p class=\"stale-note\">Translated from: <code>\(Self.escape(recorded))</code></p>\n"
        }
        let interpreter = PatternInterpreter(model: model, catalog: catalog, dataTags: dataTags)
        let rendering = message.renderings[locale]
        let source = message.renderings[0]
        var patterns: [(name: String, source: PatternReference?, target: PatternReference?)] = [
            ("", source.value, rendering.value)
        ]
        for (name, _) in catalog.attributes
        where name != GrammaticalFeatures.genderAttribute
            && (source.attributes[name] != nil || rendering.attributes[name] != nil)
        {
            patterns.append(("." + name, source.attributes[name], rendering.attributes[name]))
        }
        let (rows, total) = samples(message, catalog: catalog, locale: locale)
        // One column layout for every table of the site (preview.css fixes the widths).
        html += "<table>\n<colgroup><col class=\"sample\"><col class=\"text\">"
        html += locale != 0 ? "<col class=\"text\"></colgroup>\n" : "</colgroup>\n"
        html += "<thead><tr><th scope=\"col\">Sample</th>"
        html += "<th scope=\"col\">\(Self.escape(model.locales[0].tag)) (source)</th>"
        if locale != 0 { html += "<th scope=\"col\">\(Self.escape(tag))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for sample in rows {
            for pattern in patterns where pattern.source != nil || pattern.target != nil {
                html +=
                    "<tr><th scope=\"row\">\(Self.escape(pattern.name.isEmpty ? sample.label : pattern.name + " · " + sample.label))</th>"
                html += cell(
                    pattern.source.map { interpreter.render($0, arguments: sample.values) }, tag: model.locales[0].tag,
                    direction: Self.isRightToLeft(model.locales[0].tag) ? "rtl" : "ltr")
                if locale != 0 {
                    html += cell(
                        pattern.target.map { interpreter.render($0, arguments: sample.values) }, tag: tag,
                        direction: direction)
                }
                html += "</tr>\n"
            }
        }
        html += "</tbody>\n</table>\n"
        if total > rows.count {
            html +=
                "<p class=\"more\">The first \(rows.count) of \(total) combinations of the selections are shown.</p>\n"
        }
        html += "</article>\n"
        return html
    }

    private func cell(_ pieces: [PatternInterpreter.Piece]?, tag: String, direction: String) -> String {
        guard let pieces else { return "<td class=\"absent\">—</td>" }
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let value): text += Self.escape(value)
            case .argument(let name, let value):
                text += "<bdi class=\"arg\" title=\"$\(Self.escape(name))\">\(Self.escape(value))</bdi>"
            }
        }
        return "<td lang=\"\(Self.escape(tag))\" dir=\"\(direction)\">\(text)</td>"
    }

    // MARK: Samples

    struct Sample {
        var label: String
        var values: [String: PatternInterpreter.Value]
    }

    static let sampleDates = ["2025-03-07", "2024-12-31"]

    /// The most rows a message is shown with: each selection multiplies them, and a
    /// message with many would make a page no one reads (the rest are counted).
    static let maximumSamples = 96

    /// One argument the rows vary: each value it takes, with the row label's part.
    struct Dimension {
        var argument: String
        var values: [(label: String, value: PatternInterpreter.Value)]
    }

    /// The argument sets a message is shown with: every combination of the variants its
    /// selections choose (in the locale's text and the source's), nested ones included:
    /// each plural category of the locale with CLDR's first sample number of it (whole
    /// numbers for an `Int`), each gender of a `GENDER()` selection and a label without
    /// one, each key of a string selection, and each sample date; at most
    /// ``maximumSamples`` (the second value says how many there are in all).
    func samples(_ message: MessageModel, catalog: CatalogModel, locale: Int) -> ([Sample], total: Int) {
        var defaults: [String: PatternInterpreter.Value] = [:]
        for argument in message.arguments {
            switch argument.type {
            case .string: defaults[argument.name] = .string(argument.name)
            case .text: defaults[argument.name] = .text(argument.name, gender: nil)
            case .int: defaults[argument.name] = .int(7)
            case .number: defaults[argument.name] = .number("2.5")
            case .date: defaults[argument.name] = CalendarDate(Self.sampleDates[0]).map { .date($0) }
            // 2025-03-07T14:30:00Z, in UTC: the first sample date, in the afternoon.
            case .dateTime:
                defaults[argument.name] = .dateTime(ZonedDateTime(secondsSince1970: 1_741_357_800, timeZone: .utc))
            }
        }
        var dimensions: [Dimension] = []
        // A number an exact variant (`[0]`) catches would not show the category.
        let exact = numberKeys(message, catalog: catalog, locale: locale)
        for selector in selectors(message, catalog: catalog, locale: locale) {
            let type = message.arguments.first { $0.name == selector.argument }?.type
            var values: [(String, PatternInterpreter.Value)] = []
            switch selector.kind {
            case .plural(let ordinal):
                let isInt = type == .int
                for (category, categorySamples) in pluralSamples[locale][ordinal ? 1 : 0] {
                    let found = isInt ? PluralReach.wholeNumbers(categorySamples) : categorySamples
                    guard
                        let number = found.first(where: { sample in !exact.contains { Double($0) == Double(sample) } })
                            ?? found.first
                    else { continue }
                    values.append(
                        ("\(category.rawValue) · \(number)", isInt ? .int(Int(number) ?? 0) : .number(number)))
                }
            case .gender(let keys):
                for key in GrammaticalFeatures.genders + ["other"] where keys.contains(key) || key == "other" {
                    let gender = GrammaticalFeatures.genders.contains(key) ? key : nil
                    values.append(
                        ("$\(selector.argument) \(gender ?? "no gender")", .text(selector.argument, gender: gender)))
                }
            case .string(let keys):
                values = keys.map { ("$\(selector.argument) = \($0)", .string($0)) }
            }
            if !values.isEmpty { dimensions.append(Dimension(argument: selector.argument, values: values)) }
        }
        for argument in message.arguments where argument.type == .date {
            let values = Self.sampleDates.compactMap { text in
                CalendarDate(text).map { (text, PatternInterpreter.Value.date($0)) }
            }
            dimensions.append(Dimension(argument: argument.name, values: values))
        }
        var samples = [Sample(label: "", values: defaults)]
        var total = 1
        for dimension in dimensions {
            let (product, overflow) = total.multipliedReportingOverflow(by: dimension.values.count)
            total = overflow ? .max : product
            var next: [Sample] = []
            for sample in samples {
                for (label, value) in dimension.values where next.count < Self.maximumSamples {
                    var values = sample.values
                    values[dimension.argument] = value
                    next.append(
                        Sample(label: sample.label.isEmpty ? label : sample.label + " · " + label, values: values))
                }
            }
            samples = next
        }
        if samples.count == 1, samples[0].label.isEmpty { samples[0].label = "sample" }
        return (samples, max(total, samples.count))
    }

    /// How a selection chooses: what the preview varies for it.
    enum SelectorKind: Equatable {
        case plural(ordinal: Bool)
        /// `GENDER($label)`, with the genders its variants name.
        case gender(Set<String>)
        /// A string selector, with its keys in order of appearance.
        case string([String])
    }

    /// The message arguments the locale's and the source's text select on (value and
    /// attributes, nested selections included), in order of appearance, each once.
    func selectors(
        _ message: MessageModel, catalog: CatalogModel, locale: Int
    ) -> [(argument: String, kind: SelectorKind)] {
        var found: [(argument: String, kind: SelectorKind)] = []
        func visit(_ nodes: [IRNode]) {
            for node in nodes {
                guard case .select(let select) = node else { continue }
                if !select.isTermArgument {
                    let keys = select.variants.map(\.key.text)
                    let index = found.firstIndex { $0.argument == select.argument }
                    switch (select.selectsGender, select.isPluralSelection, index.map { found[$0].kind }) {
                    case (true, _, .gender(let known)?): found[index!].kind = .gender(known.union(keys))
                    case (true, _, nil): found.append((select.argument, .gender(Set(keys))))
                    case (false, true, nil):
                        found.append((select.argument, .plural(ordinal: select.number?.ordinal == true)))
                    case (false, false, .string(let known)?):
                        found[index!].kind = .string(known + keys.filter { !known.contains($0) })
                    case (false, false, nil): found.append((select.argument, .string(keys)))
                    default: break
                    }
                }
                for variant in select.variants { visit(variant.body) }
            }
        }
        let renderings = [message.renderings[locale], message.renderings[0]]
        for rendering in renderings {
            for reference in [rendering.value].compactMap({ $0 })
                + rendering.attributes.keys.sorted().compactMap({ rendering.attributes[$0] })
            {
                guard let unit = catalog.units[reference.locale] else { continue }
                let ir = unit.entries[reference.entry].ir
                visit(reference.attribute.map { ir.attributes[$0].body } ?? ir.value ?? [])
            }
        }
        return found
    }

    /// The number keys (`[0]`) of the message's selections, in the locale and the source.
    private func numberKeys(_ message: MessageModel, catalog: CatalogModel, locale: Int) -> [String] {
        var keys: [String] = []
        func visit(_ nodes: [IRNode]) {
            for node in nodes {
                guard case .select(let select) = node else { continue }
                for variant in select.variants {
                    if case .number(let key) = variant.key { keys.append(key) }
                    visit(variant.body)
                }
            }
        }
        for reference in [message.renderings[locale].value, message.renderings[0].value].compactMap({ $0 }) {
            guard let unit = catalog.units[reference.locale] else { continue }
            visit(unit.entries[reference.entry].ir.value ?? [])
        }
        return keys
    }

    static let css = """
        body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
        header p { color: #555; }
        table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; width: 100%; table-layout: fixed; }
        col.sample { width: 16rem; }
        th, td { border: 1px solid #ccc; padding: 0.3rem 0.6rem; text-align: start; vertical-align: top; overflow-wrap: anywhere; }
        thead th { background: #f2f2f2; }
        th[scope=row] { font-weight: normal; color: #555; }
        table.progress { table-layout: auto; }
        .arg { background: #fff2a8; border-radius: 3px; padding: 0 0.15rem; font-weight: 600; }
        .status { display: inline-block; font-size: 0.8rem; font-weight: normal; padding: 0.1rem 0.4rem; border-radius: 3px; background: #e6f4ea; white-space: normal; }
        .status-stale .status, .status.status-stale { background: #fde2c2; }
        .status-missing .status, .status-fallback .status, .status.status-missing, .status.status-fallback { background: #fbd3d3; }
        .status-generated .status, .status.status-generated { background: #e3e3fa; }
        .status-missing td[lang], .status-fallback td[lang] { color: #666; }
        .comment { font-style: italic; }
        .gender { color: #333; }
        .variables dt { float: left; clear: left; margin-inline-end: 0.5rem; }
        .variables dd { margin-inline-start: 0; }
        .stale-note code { white-space: pre-wrap; }
        .absent { color: #999; }
        .more { color: #555; font-style: italic; }
        nav ul.catalogs { padding-inline-start: 1.2rem; }
        nav ul.messages { columns: 3 14rem; list-style: none; padding-inline-start: 0; }
        #search-box { margin: 0.5rem 0; }
        #search { margin-inline-start: 0.5rem; width: 20rem; }
        progress { vertical-align: middle; }
        .count { font-variant-numeric: tabular-nums; }
        """
}
