import LocalizedValidationIntl

/// Source variables a translation's variant leaves out: "2 itens" written "itens no
/// carrinho" in pt-BR's `*[other]`, or ru's `[few]` without `{ $count }`.
extension CatalogAnalysis {
    /// Checks each variant of each select of a translation against the source: a
    /// variable the source's corresponding variant (same key, else the source's default)
    /// shows must be shown by the translation's variant, or outside its select. A plural
    /// selector the source shows must be shown in every plural variant, except in one
    /// that holds a single number (en `[one]`, `[0]`), which may write it as a word.
    ///
    /// Runs after ``checkDroppedArguments``: a variable left out of the whole message is
    /// reported there, once.
    mutating func checkVariantPlaceables(
        _ unit: CatalogUnit, graph: ReferenceGraph, arguments: ArgumentResolution, sourceGraph: ReferenceGraph,
        sourceArguments: ArgumentResolution
    ) {
        let sourceTable = sourceGraph.table
        // One context for the file, emptied per message: building one per message copied
        // the unit and the argument resolution each time.
        var context = VariantContext(unit: unit)
        for sourceIndex in 0..<sourceTable.messageCount {
            let sourceEntry = sourceTable.entries[sourceIndex]
            guard let index = graph.table.messageIndex[sourceEntry.name] else { continue }
            let entry = graph.table.entries[index]
            guard !graph.entries[index].hasErrors, !sourceGraph.entries[sourceIndex].hasErrors,
                !arguments.hasUndeclaredUse(in: index)
            else { continue }
            let translated = graph.entries[index].ir
            let source = sourceGraph.entries[sourceIndex].ir
            // Patterns without a select cannot drop a variable per variant.
            guard translated.patterns.contains(where: { $0.containsSelect }) else { continue }
            if Self.allowsDroppedArguments(entry.comment) || Self.allowsDroppedArguments(sourceEntry.comment) {
                continue
            }
            // Left out of the whole message: reported by the message's check.
            let used = VariableNames(arguments.usedNames(in: index))
            let dropped = VariableNames(sourceArguments.usedNames(in: sourceIndex).filter { !used.contains($0) })
            context.start(message: entry.displayName, entry: index, excluded: dropped)
            if let value = translated.value, let sourceValue = source.value {
                checkVariants(
                    in: value, outside: VariableNames(), source: sourceValue, sourceKey: .value, arguments: arguments,
                    context: &context)
            }
            for attribute in translated.attributes {
                guard let sourceAttribute = source.attributes.first(where: { $0.name == attribute.name }) else {
                    continue
                }
                checkVariants(
                    in: attribute.body, outside: VariableNames(), source: sourceAttribute.body,
                    sourceKey: .attribute(attribute.name), arguments: arguments, context: &context)
            }
        }
    }

    /// What the variant walk of one message needs.
    struct VariantContext {
        let unit: CatalogUnit
        private(set) var message = ""
        private(set) var entry = 0
        /// Variables reported for the whole message.
        private(set) var excluded = VariableNames()
        /// Per source pattern or variant body: what it shows and its selects, found once
        /// however many translation variants stand for it, so the check stays linear in
        /// the message.
        var levels: [LevelKey: SourceLevel] = [:]

        /// Per source select (by position): its variants by key, the first of each.
        var variantsByKey: [LevelKey: [String: IRVariant]] = [:]

        /// Up to this many variants, a select's variant for a key is found by comparing.
        static let variantsComparedInPlace = 8

        init(unit: CatalogUnit) {
            self.unit = unit
        }

        /// Starts the walk of one message, forgetting the previous one's source levels.
        mutating func start(message: String, entry: Int, excluded: VariableNames) {
            self.message = message
            self.entry = entry
            self.excluded = excluded
            levels.removeAll(keepingCapacity: true)
            variantsByKey.removeAll(keepingCapacity: true)
        }

        /// The variant of the source's `select` a translation's variant with `key` stands
        /// for: the one with the same key, else the default (ru `[few]` stands for en
        /// `*[other]`). A dictionary per select: as many look-ups as variants, each O(1).
        mutating func corresponding(_ key: IRVariant.Key, in select: IRSelect) -> IRVariant {
            // A few variants (plural categories, genders) are compared in place: building
            // their dictionary cost ten times the look-ups it saves.
            if select.variants.count <= Self.variantsComparedInPlace {
                let text = key.text
                return select.variants.first { $0.key.text == text } ?? select.variants[select.defaultIndex]
            }
            let selectKey = LevelKey(select.location)
            if variantsByKey[selectKey] == nil {
                var byKey: [String: IRVariant] = [:]
                for variant in select.variants where byKey[variant.key.text] == nil {
                    byKey[variant.key.text] = variant
                }
                variantsByKey[selectKey] = byKey
            }
            return variantsByKey[selectKey]?[key.text] ?? select.variants[select.defaultIndex]
        }

        mutating func level(_ nodes: [IRNode], key: LevelKey) -> SourceLevel {
            if let known = levels[key] { return known }
            var level = SourceLevel()
            nodes.collectShown(into: &level.shown)
            nodes.collectFirstSelects(into: &level.firstSelects)
            levels[key] = level
            return level
        }
    }

    /// A source pattern, attribute, or the variant or select at a line and column of the
    /// source file (one message's, so one file): integers hash where the location's text
    /// (`path:line:column`, built per look-up) cost more than the check itself.
    enum LevelKey: Hashable {
        case value
        case attribute(String)
        case position(line: Int, column: Int)

        init(_ location: FileLocation) {
            self = .position(line: location.line, column: location.column)
        }
    }

    /// A source pattern or variant body: the variables it shows, and the first select
    /// on each argument (depth first).
    struct SourceLevel {
        var shown = VariableNames()
        var firstSelects = FirstSelects()

        func firstSelect(on argument: String) -> IRSelect? {
            firstSelects.arguments.position(of: argument).map { firstSelects.selects[$0] }
        }
    }

    /// The first select on each argument, depth first.
    struct FirstSelects {
        var arguments = VariableNames()
        var selects: [IRSelect] = []
    }

    private mutating func checkVariants(
        in nodes: [IRNode], outside: VariableNames, source: [IRNode], sourceKey: LevelKey,
        arguments: ArgumentResolution, context: inout VariantContext
    ) {
        guard nodes.containsSelect else { return }
        // Per variable, how many of these nodes show it: what the nodes beside a select
        // show is then known without walking them again for each select (a message has at
        // most `ArgumentResolution.maximumArguments` variables).
        var counted = VariableNames()
        var counts: [Int] = []
        var ownShown: [VariableNames] = []
        ownShown.reserveCapacity(nodes.count)
        for node in nodes {
            var shown = VariableNames()
            node.collectShown(into: &shown)
            for name in shown.names {
                let position = counted.insert(name)
                if position == counts.count { counts.append(1) } else { counts[position] += 1 }
            }
            ownShown.append(shown)
        }
        let sourceLevel = context.level(source, key: sourceKey)
        for (position, node) in nodes.enumerated() {
            guard case .select(let select) = node, !select.isTermArgument else { continue }
            // Shown beside the select, the variable need not be shown in its variants.
            var others = outside
            for (name, count) in zip(counted.names, counts) where count > (ownShown[position].contains(name) ? 1 : 0) {
                others.insert(name)
            }
            let sourceSelect = sourceLevel.firstSelect(on: select.argument)
            for variant in select.variants {
                var shown = others
                variant.body.collectShown(into: &shown)
                // A reference to another message may show any variable: not judged here.
                if !variant.body.containsCall {
                    let sourceVariant = sourceSelect.map { context.corresponding(variant.key, in: $0) }
                    let required =
                        sourceVariant.map { context.level($0.body, key: LevelKey($0.location)).shown }
                        ?? sourceLevel.shown
                    checkVariant(
                        variant, of: select, shown: shown, sourceVariant: sourceVariant, required: required,
                        selectorShownInSource: sourceLevel.shown.contains(select.argument), arguments: arguments,
                        context: &context)
                }
                guard variant.body.containsSelect else { continue }
                // In a variant of one number (he [one] and [two], an exact [0]) the selector
                // is that number: a nested select's variants may write it as a word too.
                var nestedOutside = others
                if holdsOneNumber(variant, of: select, arguments: arguments, context: context) {
                    nestedOutside.insert(select.argument)
                }
                if let sourceVariant = sourceSelect.map({ context.corresponding(variant.key, in: $0) }) {
                    checkVariants(
                        in: variant.body, outside: nestedOutside, source: sourceVariant.body,
                        sourceKey: LevelKey(sourceVariant.location), arguments: arguments, context: &context)
                } else {
                    checkVariants(
                        in: variant.body, outside: nestedOutside, source: source, sourceKey: sourceKey,
                        arguments: arguments, context: &context)
                }
            }
        }
    }

    /// Whether `variant` of a plural select holds a single number of its selector: a
    /// number key, or a category ICU selects for one number alone (en [one] on an `Int`).
    private mutating func holdsOneNumber(
        _ variant: IRVariant, of select: IRSelect, arguments: ArgumentResolution, context: VariantContext
    ) -> Bool {
        guard select.isPluralSelection, let type = arguments.type(of: select.argument, in: context.entry),
            type.isNumeric
        else { return false }
        switch variant.key {
        case .number: return true
        case .identifier(let key):
            guard let category = PluralCategory(rawValue: key) else { return false }
            return pluralNumbers(
                of: category, ordinal: select.number?.ordinal ?? false, type: type, in: context.unit
            ).count == 1
        }
    }

    private mutating func checkVariant(
        _ variant: IRVariant, of select: IRSelect, shown: VariableNames, sourceVariant: IRVariant?,
        required: VariableNames, selectorShownInSource: Bool, arguments: ArgumentResolution,
        context: inout VariantContext
    ) {
        let tag = context.unit.locale.tag
        let key = variant.key.text
        // The source's variant with the same key (else its default), or, when the source
        // does not select on this argument (a translation's own GENDER()), the source's
        // text at this level: each variant must show what it shows.
        // A number selector is judged by the plural rule below, not by the source's
        // variant; a label selected by GENDER() is text like any other variable. (Names
        // are gathered before sorting: most variants miss none.)
        var missing: [String] = []
        for name in required.names
        where (select.selectsGender || name != select.argument) && !shown.contains(name)
            && !context.excluded.contains(name)
        {
            missing.append(name)
        }
        for name in missing.sorted() {
            let shownBy = sourceVariant.map { "the source's [\($0.key.text)] variant shows" } ?? "the source shows"
            diagnostics.emit(
                Diagnostic(
                    missingSeverity, .droppedArgument,
                    "the \(tag) translation of '\(context.message)' leaves out '{ $\(name) }' in its [\(key)] variant, which \(shownBy); write '{ $\(name) }' in this variant, or put '# \(Self.droppedArgumentDirective)' in the message comment if leaving it out is right",
                    at: variant.location,
                    notes: sourceVariant.map { [.init("the source's [\($0.key.text)] variant", at: $0.location)] } ?? []
                ))
        }
        let name = select.argument
        // The cheap tests first: most variants show their number.
        guard selectorShownInSource, !shown.contains(name), !context.excluded.contains(name),
            select.isPluralSelection,
            let type = arguments.type(of: name, in: context.entry), type.isNumeric
        else { return }
        let numbers: [String]
        switch variant.key {
        case .number: return  // One number: a word may stand for it.
        case .identifier(let category):
            guard let category = PluralCategory(rawValue: category) else { return }
            numbers = pluralNumbers(
                of: category, ordinal: select.number?.ordinal ?? false, type: type, in: context.unit)
        }
        // A category of one number (en and de 'one': 1 alone) may write it as a word.
        guard numbers.count > 1 else { return }
        let shownNumbers = numbers.prefix(4).joined(separator: ", ") + "…"
        diagnostics.emit(
            Diagnostic(
                missingSeverity, .droppedArgument,
                "\(tag) [\(key)] covers \(shownNumbers); the number must be shown: write '{ $\(name) }' in this variant of '\(context.message)' (only a category of a single number, such as en [one], may write it as a word)",
                at: variant.location))
    }

    /// Up to five numbers ICU selects `category` for (integers only for an `Int`): more
    /// than one means the variant cannot name its number with a word.
    private mutating func pluralNumbers(
        of category: PluralCategory, ordinal: Bool, type: ArgumentType, in unit: CatalogUnit
    ) -> [String] {
        let cacheKey = "variant \(unit.locale.tag) \(ordinal) \(category.rawValue) \(type == .int)"
        if let cached = sampleCache[cacheKey] { return cached }
        let rules = ordinal ? unit.locale.ordinal : unit.locale.cardinal
        var found = (try? rules.samples(for: category, limit: 5)) ?? []
        if type == .int { found = PluralReach.wholeNumbers(found) }
        sampleCache[cacheKey] = found
        return found
    }
}

extension [IRNode] {
    /// Whether a select is among these nodes (not inside placeables of other kinds).
    var containsSelect: Bool {
        contains { if case .select = $0 { true } else { false } }
    }

    /// Whether a message or term reference is anywhere in these nodes.
    var containsCall: Bool {
        contains { node in
            switch node {
            case .call: true
            case .select(let select): select.variants.contains { $0.body.containsCall }
            default: false
            }
        }
    }

    /// Adds the first select on each argument, depth first, that `found` lacks.
    func collectFirstSelects(into found: inout CatalogAnalysis.FirstSelects) {
        for node in self {
            guard case .select(let select) = node, !select.isTermArgument else { continue }
            if found.arguments.insert(select.argument) == found.selects.count { found.selects.append(select) }
            for variant in select.variants { variant.body.collectFirstSelects(into: &found) }
        }
    }

    /// Adds the variables these nodes show as text (any variant of a select included).
    func collectShown(into shown: inout VariableNames) {
        for node in self { node.collectShown(into: &shown) }
    }
}

extension IRNode {
    /// Adds the variables this node shows as text (any variant of a select included).
    func collectShown(into shown: inout VariableNames) {
        switch self {
        case .argument(let name, _, _): shown.insert(name)
        case .select(let select) where !select.isTermArgument:
            for variant in select.variants { variant.body.collectShown(into: &shown) }
        default: return
        }
    }
}

/// Variable names, each once, in the order first seen. Most messages have one or two, so
/// up to ``comparedInPlace`` names are compared in place (a hashed set per node and
/// variant was a tenth of a check); past that they are indexed, so that a message with
/// thousands of variables stays linear.
struct VariableNames {
    private(set) var names: [String] = []
    /// Each name's position in ``names``, once there are more than ``comparedInPlace``.
    private var positions: [String: Int]?

    static let comparedInPlace = 16

    init(_ names: some Sequence<String> = []) {
        for name in names { insert(name) }
    }

    func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        return names.firstIndex(of: name)
    }

    func contains(_ name: String) -> Bool { position(of: name) != nil }

    /// Adds `name` unless it is there; returns its position.
    @discardableResult
    mutating func insert(_ name: String) -> Int {
        if let position = position(of: name) { return position }
        names.append(name)
        if positions != nil {
            positions?[name] = names.count - 1
        } else if names.count > Self.comparedInPlace {
            positions = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        }
        return names.count - 1
    }
}
