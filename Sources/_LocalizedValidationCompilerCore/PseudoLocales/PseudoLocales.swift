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
/// number and date formats: it is the source text, disguised. The files are generated in
/// memory when `catalogc.json` lists them in `"pseudoLocales"`; diagnostics about them
/// are dropped (the source's own diagnostics already say the same).
package enum PseudoLocales {
    /// The pseudo-locales this compiler can generate.
    package static let supported = ["en-XA", "ar-XB"]

    /// The path printed for a generated file (never a real file: it names no folder).
    static func path(tag: String, catalog: String) -> String {
        "<pseudo-locale \(tag)>/\(catalog).ftl"
    }

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

    /// The input with a generated file per pseudo-locale and source catalog; the paths of
    /// the generated files; and configuration errors (an unknown pseudo-locale, or one
    /// that also has a folder).
    static func expand(_ input: CompilerInput) -> (
        input: CompilerInput, generatedPaths: Set<String>, diagnostics: [Diagnostic]
    ) {
        let configuration = input.configuration
        guard !configuration.pseudoLocales.isEmpty else { return (input, [], []) }
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
        guard let sourceTag = try? IntlLocale(configuration.sourceLocale).identifier else {
            return (input, [], diagnostics)
        }
        let canonical = { (directory: String) in (try? IntlLocale(directory).identifier) ?? directory }
        let sourceFiles = input.files.filter { canonical($0.localeDirectory) == sourceTag }
        var expanded = input
        var generated: Set<String> = []
        let parser = FluentParser()
        for tag in tags(configuration) {
            if input.localeDirectories.contains(where: { canonical($0) == tag }) {
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidConfiguration,
                        "pseudoLocales: \(tag) is generated, but \(input.rootPath) also has a folder for it; remove the folder or the pseudo-locale",
                        at: location))
                continue
            }
            let method = Method(tag: tag)
            expanded.localeDirectories.append(tag)
            for file in sourceFiles {
                let resource = method.transform(parser.parse(file.contents))
                let path = path(tag: tag, catalog: file.catalogName)
                generated.insert(path)
                expanded.files.append(
                    CatalogFile(
                        path: path, localeDirectory: tag, catalogName: file.catalogName,
                        contents: Array(FluentSerializer(includesJunk: false).serialize(resource).utf8)))
            }
        }
        return (expanded, generated, diagnostics)
    }

    /// How one pseudo-locale disguises text.
    package struct Method {
        enum Kind { case accented, bidi }
        let kind: Kind

        package init(tag: String) {
            kind = tag == "ar-XB" ? .bidi : .accented
        }

        func transform(_ resource: Resource) -> Resource {
            var resource = resource
            resource.body = resource.body.map { entry in
                switch entry {
                case .message(var message):
                    message.value = message.value.map { top($0) }
                    message.attributes = message.attributes.map { attribute in
                        var attribute = attribute
                        attribute.value = top(attribute.value)
                        return attribute
                    }
                    return .message(message)
                case .term(var term):
                    // A term is part of the messages that use it: disguised, not bracketed.
                    term.value = inner(term.value)
                    term.attributes = term.attributes.map { attribute in
                        var attribute = attribute
                        attribute.value = inner(attribute.value)
                        return attribute
                    }
                    return .term(term)
                default:
                    return entry
                }
            }
            return resource
        }

        /// A message's value or attribute: disguised, and for `en-XA` lengthened and
        /// bracketed.
        func top(_ pattern: Pattern) -> Pattern {
            var pattern = inner(pattern)
            guard kind == .accented else { return pattern }
            let padding = Self.padding(forLength: Self.visibleLength(of: pattern))
            pattern.elements.insert(.text(TextElement(value: "[", span: pattern.span)), at: 0)
            pattern.elements.append(.text(TextElement(value: padding + "]", span: pattern.span)))
            pattern.elements = Self.mergingText(pattern.elements)
            return pattern
        }

        /// Every text of the pattern disguised, in variants too; placeables kept.
        func inner(_ pattern: Pattern) -> Pattern {
            var pattern = pattern
            pattern.elements = pattern.elements.map { element in
                switch element {
                case .text(var text):
                    text.value = disguise(text.value)
                    return .text(text)
                case .placeable(var placeable):
                    placeable.expression = inner(placeable.expression)
                    return .placeable(placeable)
                }
            }
            return pattern
        }

        private func inner(_ expression: FluentExpression) -> FluentExpression {
            switch expression {
            case .selectExpression(var select):
                select.variants = select.variants.map { variant in
                    var variant = variant
                    variant.value = inner(variant.value)
                    return variant
                }
                return .selectExpression(select)
            case .placeable(var placeable):
                placeable.expression = inner(placeable.expression)
                return .placeable(placeable)
            default:
                return expression
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

        /// Each word (a run of non-space scalars) as RLM RLO word PDF RLM.
        static func bidi(_ text: String) -> String {
            var result = String.UnicodeScalarView()
            var inWord = false
            for scalar in text.unicodeScalars {
                let isSpace = scalar.properties.isWhitespace
                if !isSpace, !inWord { result.append(contentsOf: "\u{200F}\u{202E}".unicodeScalars) }
                if isSpace, inWord { result.append(contentsOf: "\u{202C}\u{200F}".unicodeScalars) }
                inWord = !isSpace
                result.append(scalar)
            }
            if inWord { result.append(contentsOf: "\u{202C}\u{200F}".unicodeScalars) }
            return String(result)
        }

        /// The scalars of literal text a reader sees: text elements and, of a selection,
        /// its default variant.
        static func visibleLength(of pattern: Pattern) -> Int {
            pattern.elements.reduce(0) { total, element in
                switch element {
                case .text(let text): return total + text.value.unicodeScalars.count
                case .placeable(let placeable):
                    if case .selectExpression(let select) = placeable.expression,
                        let variant = select.variants.first(where: \.isDefault)
                    {
                        return total + visibleLength(of: variant.value)
                    }
                    return total + 4  // an argument's typical width
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

        /// Adjacent text elements joined, as the parser would read them back.
        package static func mergingText(_ elements: [PatternElement]) -> [PatternElement] {
            var merged: [PatternElement] = []
            for element in elements {
                if case .text(let text) = element, case .text(var previous)? = merged.last {
                    previous.value += text.value
                    merged[merged.count - 1] = .text(previous)
                } else {
                    merged.append(element)
                }
            }
            return merged
        }
    }
}
