import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// How a Fluent pattern becomes translation units and back: one unit per pattern level,
/// a selection inside it shown as a placeholder whose variants are units of their own.
///
/// A unit's path is the entry id, `.attribute` for an attribute, then one `:key` per
/// selection entered (`files:few`, `login.title:one`); the second selection of the same
/// level is `::2:key`. Every placeable that is not a selection is a placeholder numbered in
/// order (`1`, `2`, …); selections are `s1`, `s2`, …. Placeholders of the translation that
/// the source does not have get the numbers after the source's.
enum PatternSegments {
    /// A piece of a unit's text.
    enum Part: Sendable, Hashable {
        case text(String)
        /// `id` is the placeholder's id in the unit; `fluent` its Fluent source.
        case placeholder(id: String, fluent: String)
    }

    /// One placeholder of a unit: what it stands for.
    struct Placeholder: Sendable {
        var id: String
        var fluent: String
        /// The placeable itself (nil for a selection: its variants are other units).
        var placeable: Placeable?
        /// For a selection: its index among the level's selections (1-based).
        var selectIndex: Int?
    }

    /// The Fluent text of a placeable, as the formatter writes it.
    static func fluent(_ placeable: Placeable) -> String {
        let serializer = FluentSerializer()
        if case .selectExpression(let select) = placeable.expression {
            return "{ " + serializer.serialize(select.selector) + " -> … }"
        }
        return "{ " + serializer.serialize(placeable.expression) + " }"
    }

    /// A level's placeables in order, with their ids: selections `sN`, others `N`.
    static func placeholders(of pattern: Pattern) -> [Placeholder] {
        var result: [Placeholder] = []
        var number = 0
        var selects = 0
        for element in pattern.elements {
            guard case .placeable(let placeable) = element else { continue }
            if case .selectExpression = placeable.expression {
                selects += 1
                result.append(Placeholder(id: "s\(selects)", fluent: fluent(placeable), selectIndex: selects))
            } else {
                number += 1
                result.append(Placeholder(id: "\(number)", fluent: fluent(placeable), placeable: placeable))
            }
        }
        return result
    }

    /// The parts of a level, numbering placeholders with `ids` (in the level's order).
    static func parts(of pattern: Pattern, ids: [String]) -> [Part] {
        var parts: [Part] = []
        var index = 0
        for element in pattern.elements {
            switch element {
            case .text(let text): parts += textParts(text.value)
            case .placeable(let placeable):
                parts.append(.placeholder(id: ids[index], fluent: fluent(placeable)))
                index += 1
            }
        }
        return parts
    }

    /// Text as parts: a character XML 1.0 cannot carry (a C0 control) becomes a
    /// placeholder `u` + four hex digits (`u0007`), which import reads back as the character.
    static func textParts(_ text: String) -> [Part] {
        guard !text.unicodeScalars.allSatisfy(XMLEscaping.isAllowed) else { return [.text(text)] }
        var parts: [Part] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if XMLEscaping.isAllowed(scalar) {
                current.unicodeScalars.append(scalar)
                continue
            }
            if !current.isEmpty { parts.append(.text(current)) }
            current = ""
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            parts.append(.placeholder(id: "u" + padded, fluent: "{ \"\\u\(padded)\" }"))
        }
        if !current.isEmpty { parts.append(.text(current)) }
        return parts
    }

    /// The scalar of a `u0007`-style placeholder id, when it is one `textParts` writes.
    static func controlScalar(placeholderID id: String) -> Unicode.Scalar? {
        guard id.count == 5, id.hasPrefix("u"), let value = UInt32(id.dropFirst(), radix: 16),
            let scalar = Unicode.Scalar(value), !XMLEscaping.isAllowed(scalar)
        else { return nil }
        return scalar
    }

    /// The ids a translation level's placeholders get: a source placeholder with the same
    /// Fluent text lends its id (each once), selections keep `sN`, others continue after
    /// the source's numbers.
    static func targetIDs(source: [Placeholder], target: [Placeholder]) -> [String] {
        var available = source.filter { $0.selectIndex == nil }
        var next = available.count
        return target.map { placeholder in
            if placeholder.selectIndex != nil { return placeholder.id }
            if let index = available.firstIndex(where: { $0.fluent == placeholder.fluent }) {
                return available.remove(at: index).id
            }
            next += 1
            return "\(next)"
        }
    }

    /// The n-th (1-based) selection of a level.
    static func select(_ index: Int, in pattern: Pattern) -> SelectExpression? {
        var count = 0
        for element in pattern.elements {
            if case .placeable(let placeable) = element, case .selectExpression(let select) = placeable.expression {
                count += 1
                if count == index { return select }
            }
        }
        return nil
    }

    /// The path segment for variant `key` of the level's `index`-th selection.
    static func segment(select index: Int, key: String) -> String {
        index == 1 ? ":" + key : "::\(index):" + key
    }

    /// Every level of `pattern` under `path`, in document order: the level itself, then
    /// each selection's variants.
    static func levels(of pattern: Pattern, path: String) -> [(path: String, pattern: Pattern)] {
        var result = [(path, pattern)]
        var selects = 0
        for element in pattern.elements {
            guard case .placeable(let placeable) = element, case .selectExpression(let select) = placeable.expression
            else { continue }
            selects += 1
            for variant in select.variants {
                result += levels(of: variant.value, path: path + segment(select: selects, key: variant.key.text))
            }
        }
        return result
    }

    /// The plural rules a locale's selections are checked with.
    struct Rules {
        var cardinal: PluralRules?
        var ordinal: PluralRules?
        /// ICU's first samples of each category, found once: finding them takes up to
        /// thousands of ICU calls, and every plural unit asks.
        var cardinalSamples: [PluralCategory: [String]] = [:]
        var ordinalSamples: [PluralCategory: [String]] = [:]

        init(tag: String) {
            let locale = try? IntlLocale(tag, allowingRootData: true)
            cardinal = locale.flatMap { try? PluralRules(locale: $0, type: .cardinal) }
            ordinal = locale.flatMap { try? PluralRules(locale: $0, type: .ordinal) }
            cardinalSamples = Self.samples(cardinal)
            ordinalSamples = Self.samples(ordinal)
        }

        private static func samples(_ rules: PluralRules?) -> [PluralCategory: [String]] {
            guard let rules else { return [:] }
            var result: [PluralCategory: [String]] = [:]
            for category in rules.categories { result[category] = (try? rules.samples(for: category, limit: 8)) ?? [] }
            return result
        }

        /// The first number of `category` for the rules `select` uses.
        func firstSample(_ category: PluralCategory, for select: SelectExpression) -> String? {
            (isOrdinal(select) ? ordinalSamples : cardinalSamples)[category]?.first
        }

        func rules(for select: SelectExpression) -> PluralRules? {
            isOrdinal(select) ? ordinal : cardinal
        }
    }

    static func isOrdinal(_ select: SelectExpression) -> Bool {
        guard case .functionReference(let function) = select.selector, function.id.name == "NUMBER" else {
            return false
        }
        return function.arguments.named.contains { argument in
            argument.name.name == "type" && FluentSerializer().serialize(argument.value.expression) == "\"ordinal\""
        }
    }

    /// Whether a selection chooses by number: every key a number or a plural category.
    static func isPlural(_ select: SelectExpression) -> Bool {
        if case .functionReference(let function) = select.selector, function.id.name == "NUMBER" { return true }
        var informative = false
        for variant in select.variants {
            switch variant.key {
            case .numberLiteral: informative = true
            case .identifier(let name):
                guard IRSelect.pluralKeywords.contains(name.name) else { return false }
                if name.name != "other" { informative = true }
            }
        }
        return informative
    }

    /// The skeleton of a new translation: the source pattern with each plural selection's
    /// category variants replaced by the target locale's categories (number keys kept),
    /// each holding the source variant the category's first sample number selects.
    static func adapted(_ pattern: Pattern, source: Rules, target: Rules) -> Pattern {
        var pattern = pattern
        pattern.elements = pattern.elements.map { element in
            guard case .placeable(var placeable) = element, case .selectExpression(var select) = placeable.expression
            else { return element }
            select.variants = select.variants.map { variant in
                var variant = variant
                variant.value = adapted(variant.value, source: source, target: target)
                return variant
            }
            if isPlural(select), let targetRules = target.rules(for: select) {
                let numbered = select.variants.filter {
                    if case .numberLiteral = $0.key { true } else { false }
                }
                let span = select.span
                let categories = targetRules.categories.map { category in
                    let sample = target.firstSample(category, for: select)
                    let chosen = sourceVariant(in: select, key: category.rawValue, sample: sample, rules: source)
                    return Variant(
                        key: .identifier(Identifier(name: category.rawValue, span: span)), value: chosen.value,
                        isDefault: category == .other, span: span)
                }
                select.variants =
                    numbered.map { variant in
                        var variant = variant
                        variant.isDefault = false
                        return variant
                    } + categories
            }
            placeable.expression = .selectExpression(select)
            return .placeable(placeable)
        }
        return pattern
    }

    /// The source variant that corresponds to a target key: the same key, else (for a
    /// plural category) the variant the source selects for the category's sample number,
    /// else the default.
    static func sourceVariant(in select: SelectExpression, key: String, sample: String?, rules: Rules) -> Variant {
        let fallback = select.variants.first(where: \.isDefault) ?? select.variants[0]
        if let exact = select.variants.first(where: { $0.key.text == key }) { return exact }
        guard IRSelect.pluralKeywords.contains(key), let sample, let sourceRules = rules.rules(for: select),
            let category = try? sourceRules.category(forDecimal: sample)
        else { return fallback }
        return select.variants.first { $0.key.text == category.rawValue } ?? fallback
    }

    /// The source level a target path corresponds to, following `path`'s segments from
    /// `pattern` (whose path is `base`); stops where the source has no such selection.
    static func sourceLevel(
        _ pattern: Pattern, base: String, path: String, targetRules: Rules, sourceRules: Rules
    ) -> Pattern {
        var current = pattern
        for (index, key) in segments(of: path, after: base) {
            guard let select = select(index, in: current) else { break }
            let sample = PluralCategory(rawValue: key).flatMap { targetRules.firstSample($0, for: select) }
            current = sourceVariant(in: select, key: key, sample: sample, rules: sourceRules).value
        }
        return current
    }

    /// The selection the last of `steps` chooses a variant of, walking `pattern`.
    static func selection(along steps: [(Int, String)], in pattern: Pattern) -> SelectExpression? {
        var current = pattern
        for (offset, (index, key)) in steps.enumerated() {
            guard let found = select(index, in: current) else { return nil }
            if offset == steps.count - 1 { return found }
            guard let variant = found.variants.first(where: { $0.key.text == key }) else { return nil }
            current = variant.value
        }
        return nil
    }

    /// The (selection index, key) steps of `path` below `base`.
    static func segments(of path: String, after base: String) -> [(Int, String)] {
        guard path.hasPrefix(base) else { return [] }
        var rest = Substring(path.dropFirst(base.count))
        var result: [(Int, String)] = []
        while rest.hasPrefix(":") {
            rest = rest.dropFirst()
            var index = 1
            if rest.hasPrefix(":") {
                rest = rest.dropFirst()
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                index = Int(digits) ?? 1
                rest = rest.dropFirst(digits.count + 1)
            }
            let key = rest.prefix { $0 != ":" }
            result.append((index, String(key)))
            rest = rest.dropFirst(key.count)
        }
        return result
    }
}
