import LocalizedValidationIntl

/// Pseudo-locales (`en-XA`, `ar-XB`): translations made by machine from the source
/// locale's catalogs, so that truncated, concatenated, hard-coded or mirrored text shows
/// before any translator has worked. They follow Android's and Chrome's conventions:
///
/// - `en-XA` ("accented"): every ASCII letter accented (`Ŝéţţîñĝš`), each message's value
///   and attributes lengthened by about 40% with padding words and bracketed
///   (`[Ŝéţţîñĝš one two]`), so a cut-off end or two messages glued together show.
/// - `ar-XB` ("bidi"): every word of literal text wrapped in RLM RLO … PDF RLM (U+200F
///   U+202E … U+202C U+200F, as Android's `ar-XB`), so the text reads right to left
///   while staying legible; a layout that does not mirror shows.
///
/// Placeables (variables, references, functions) and the structure of selections are
/// left untouched, and a pseudo-locale renders with the source locale's plural rules and
/// number and date formats: it is the source text, disguised. When `catalogc.json` lists
/// them in `"pseudoLocales"`, each is made from the source locale's checked model (its
/// lowered entries, text nodes disguised), never from text parsed again: nothing is
/// checked twice and no diagnostic can come from it.
package enum PseudoLocales {
    /// The pseudo-locales this compiler can generate.
    package static let supported = ["en-XA", "ar-XB"]

    /// The configured pseudo-locales, canonical, in configuration order.
    static func tags(_ configuration: CompilerConfiguration) -> [String] {
        configuration.pseudoLocales.compactMap { tag in
            supported.first { $0.lowercased() == tag.lowercased().replacingOccurrences(of: "_", with: "-") }
        }
    }

    /// Whether `tag` (canonical) is a configured pseudo-locale.
    package static func isPseudo(_ tag: String, in configuration: CompilerConfiguration) -> Bool {
        tags(configuration).contains(tag)
    }

    /// The locale whose ICU data renders `tag`: the source locale for a pseudo-locale,
    /// else `tag` itself.
    package static func dataTag(for tag: String, in configuration: CompilerConfiguration, source: String) -> String {
        isPseudo(tag, in: configuration) ? source : tag
    }

    /// The pseudo-locales to generate, besides the locale folders of `input`, and the
    /// configuration errors: an unknown pseudo-locale, or one that also has a folder
    /// (which is then not generated).
    static func configured(_ input: CompilerInput) -> (tags: [String], diagnostics: [Diagnostic]) {
        let configuration = input.configuration
        guard !configuration.pseudoLocales.isEmpty else { return ([], []) }
        var diagnostics: [Diagnostic] = []
        let location = input.configurationPath.map { FileLocation(file: $0, line: 1, column: 1) }
        for tag in configuration.pseudoLocales where !supported.contains(where: { $0.lowercased() == tag.lowercased() })
        {
            diagnostics.append(
                Diagnostic(
                    .error, .invalidConfiguration,
                    "pseudoLocales: '\(tag)' is not a pseudo-locale catalogc generates; use \(supported.joined(separator: " or "))",
                    at: location))
        }
        let canonical = { (directory: String) in
            (try? IntlLocale(directory, allowingRootData: true).identifier) ?? directory
        }
        var generated: [String] = []
        for tag in tags(configuration) where !generated.contains(tag) {
            if input.localeDirectories.contains(where: { canonical($0) == tag }) {
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidConfiguration,
                        "pseudoLocales: \(tag) is generated, but \(input.rootPath) also has a folder for it; remove the folder or the pseudo-locale",
                        at: location))
                continue
            }
            generated.append(tag)
        }
        return (generated, diagnostics)
    }

    /// How one pseudo-locale disguises text.
    package struct Method {
        enum Kind { case accented, bidi }
        let kind: Kind

        package init(tag: String) {
            kind = tag == "ar-XB" ? .bidi : .accented
        }

        /// The source locale's checked file, disguised: every entry keeps its arguments
        /// and structure (placeables, selections, references), only literal text changes.
        /// Checked once, in the source; nothing here can add a mistake to report.
        func transform(_ unit: UnitModel) -> UnitModel {
            var unit = unit
            for index in unit.entries.indices {
                // A term is part of the messages that use it: disguised, not bracketed.
                let pattern = unit.entries[index].isTerm ? inner : top
                unit.entries[index].ir.value = unit.entries[index].ir.value.map(pattern)
                for attribute in unit.entries[index].ir.attributes.indices {
                    unit.entries[index].ir.attributes[attribute].body = pattern(
                        unit.entries[index].ir.attributes[attribute].body)
                }
            }
            return unit
        }

        /// A message's value or attribute: disguised, and for `en-XA` lengthened and
        /// bracketed.
        func top(_ pattern: [IRNode]) -> [IRNode] {
            let pattern = inner(pattern)
            guard kind == .accented else { return pattern }
            let padding = Self.padding(forLength: Self.visibleLength(of: pattern))
            var nodes = NodeBuilder()
            nodes.append(text: "[")
            nodes.append(contentsOf: pattern)
            nodes.append(text: padding + "]")
            return nodes.finish()
        }

        /// Every text of the pattern disguised, in variants too; placeables kept.
        func inner(_ pattern: [IRNode]) -> [IRNode] {
            pattern.map { node in
                switch node {
                case .text(let text):
                    return .text(disguise(text))
                case .select(var select):
                    for index in select.variants.indices {
                        select.variants[index].body = inner(select.variants[index].body)
                    }
                    return .select(select)
                case .argument, .termArgument, .call, .appCall:
                    return node
                }
            }
        }

        package func disguise(_ text: String) -> String {
            switch kind {
            case .accented: Self.accented(text)
            case .bidi: Self.bidi(text)
            }
        }

        /// ASCII letters replaced with accented look-alikes (Android's table, in spirit).
        static func accented(_ text: String) -> String {
            var result = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                result.append(accentedLetters[scalar] ?? scalar)
            }
            return String(result)
        }

        private static let accentedLetters: [Unicode.Scalar: Unicode.Scalar] = Dictionary(
            uniqueKeysWithValues: zip(
                "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars,
                "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž".unicodeScalars))

        /// Each word (a run of non-space scalars) that holds a letter as RLM RLO word PDF
        /// RLM. A number (`1,000`, `2024`) stays as it is: right-to-left text shows digits
        /// left to right, and an override would show them reversed.
        static func bidi(_ text: String) -> String {
            var result = String.UnicodeScalarView()
            var word = String.UnicodeScalarView()
            func flushWord() {
                guard !word.isEmpty else { return }
                if word.contains(where: \.properties.isAlphabetic) {
                    result.append(contentsOf: "\u{200F}\u{202E}".unicodeScalars)
                    result.append(contentsOf: word)
                    result.append(contentsOf: "\u{202C}\u{200F}".unicodeScalars)
                } else {
                    result.append(contentsOf: word)
                }
                word.removeAll(keepingCapacity: true)
            }
            for scalar in text.unicodeScalars {
                if scalar.properties.isWhitespace {
                    flushWord()
                    result.append(scalar)
                } else {
                    word.append(scalar)
                }
            }
            flushWord()
            return String(result)
        }

        /// The scalars of literal text a reader sees: text and, of a selection, its
        /// default variant; an argument or a reference counts as a typical argument's width.
        static func visibleLength(of pattern: [IRNode]) -> Int {
            pattern.reduce(0) { total, node in
                switch node {
                case .text(let text): total + text.unicodeScalars.count
                case .select(let select):
                    total
                        + (select.variants.indices.contains(select.defaultIndex)
                            ? visibleLength(of: select.variants[select.defaultIndex].body) : 4)
                case .argument, .termArgument, .call, .appCall: total + 4
                }
            }
        }

        /// About 40% of `length` in padding words (`" one two three"`), at least one word.
        package static func padding(forLength length: Int) -> String {
            let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
            let wanted = max(1, (length * 2 + 4) / 5)
            var padding = ""
            var index = 0
            while padding.unicodeScalars.count < wanted {
                padding += " " + words[index % words.count]
                index += 1
            }
            return padding
        }
    }
}
