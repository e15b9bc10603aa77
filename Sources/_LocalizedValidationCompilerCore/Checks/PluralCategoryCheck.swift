import LocalizedValidationIntl

/// Plural selects: keys that are no category of the locale, categories without a variant.
extension CatalogAnalysis {
    /// Walks every select, nested ones included, and checks the numeric ones' keys.
    mutating func checkSelects(
        in nodes: [IRNode], entry: Int, arguments: ArgumentResolution, unit: CatalogUnit
    ) {
        for node in nodes {
            guard case .select(let select) = node else { continue }
            for variant in select.variants {
                checkSelects(in: variant.body, entry: entry, arguments: arguments, unit: unit)
            }
            let type = select.isTermArgument ? nil : arguments.type(of: select.argument, in: entry)
            checkDuplicateKeys(select, type: type)
            guard !select.isTermArgument, !select.selectsGender, let type, type.isNumeric else { continue }
            checkNumericKeys(select, type: type)
            checkPluralKeys(
                select, type: type, range: arguments.range(of: select.argument, in: entry), unit: unit)
        }
    }

    /// The keys of a plural select against the locale's categories, and the categories
    /// an argument of this type can reach that have no variant.
    mutating func checkPluralKeys(
        _ select: IRSelect, type: ArgumentType, range: ClosedRange<Int>?, unit: CatalogUnit
    ) {
        let ordinal = select.number?.ordinal ?? false
        let rules = ordinal ? unit.locale.ordinal : unit.locale.cardinal
        let categories = rules.categories.map(\.rawValue)
        let kind = ordinal ? "an ordinal" : "a"
        // At most six categories: an array beats hashing.
        var present: [String] = []
        for variant in select.variants {
            guard case .identifier(let key) = variant.key else { continue }
            if categories.contains(key) {
                present.append(key)
            } else if PluralCategory(rawValue: key) != nil, unit.locale.hasRootPluralRules {
                // `[one]` in `oc`, whose rules are root's: the folder's one
                // `locale-data-fallback` warning already says no variant but `other` is
                // selected; the variant stays for the day ICU has the language's rules.
                continue
            } else if PluralCategory(rawValue: key) != nil {
                // A category of other languages (`[one]` kept from the source in Japanese):
                // valid Fluent that no number selects here, as a runtime skips it. A dead
                // variant, like a repeated key: a warning, so a catalog real projects ship
                // still builds.
                let listed = categories.map { "[\($0)]" }.joined(separator: ", ")
                diagnostics.emit(
                    Diagnostic(
                        .warning, .invalidVariantKey,
                        "the variant [\(key)] can never be selected: \(key) is not \(kind) plural category in \(unit.locale.tag), which has \(listed); remove the variant",
                        at: variant.location))
            } else {
                let listed = categories.map { "[\($0)]" }.joined(separator: ", ")
                var message = "[\(key)] is not \(kind) plural category in \(unit.locale.tag), which has \(listed)"
                if let suggestion = Suggestion.closest(to: key, among: categories) {
                    message += "; did you mean [\(suggestion)]?"
                    // The misspelled variant is that category's: one mistake, one diagnostic.
                    present.append(suggestion)
                } else {
                    message += "; rename or remove the variant"
                }
                diagnostics.emit(Diagnostic(.error, .invalidVariantKey, message, at: variant.location))
            }
        }
        // Only numbers (and `*[other]`): an exact-value select, as Fluent matches it; plural
        // completeness applies once a key names a category.
        guard !select.allowsFallback, present.contains(where: { $0 != "other" }) else { return }
        // Exact keys by value, as the numbers ICU samples are written (`1`, `0.5`).
        let exact = Set(
            select.variants.compactMap { variant -> String? in
                guard case .number(let text) = variant.key else { return nil }
                return PluralReach.canonical(text)
            })
        // Enough samples to tell a category exact keys cover (all its samples among them).
        let limit = max(8, exact.count + 1)
        for category in rules.categories where !present.contains(category.rawValue) {
            let cacheKey = "\(unit.locale.tag) \(ordinal) \(category.rawValue) \(type == .int) \(limit)"
            let samples: [String]
            if let cached = sampleCache[cacheKey] {
                samples = cached
            } else {
                var found = (try? rules.samples(for: category, limit: limit)) ?? []
                // An Int argument never takes a fraction: categories only fractions reach
                // (ru 'other': 1.5) cannot be selected.
                if type == .int { found = PluralReach.wholeNumbers(found) }
                sampleCache[cacheKey] = found
                samples = found
            }
            guard !samples.isEmpty else { continue }
            // Exact keys that cover every number of the category (`[1]` for en `one` on an
            // Int: ICU selects it for 1 alone) stand for its variant. Fewer samples than
            // asked for means ICU found no more below 10¹⁸.
            if samples.count < limit, samples.allSatisfy({ exact.contains($0) }) { continue }
            let shown = samples.prefix(5).joined(separator: ", ") + (samples.count > 5 ? "…" : "")
            let fallback = select.variants[select.defaultIndex].key.text
            var severity = Diagnostic.Severity.error
            var remedy = ""
            if PluralReach.onlyMillions(samples) {
                // Portuguese, Spanish, French, Italian, Catalan 'many' (exact millions in
                // ICU 72): a count that never gets there needs no variant, and saying so is
                // the fix. Undeclared, a warning in every profile: the catalogs real
                // projects ship (Anki, Firefox Monitor, COSMIC) have no such variant, and
                // every runtime shows *[other] for a million ("1 000 000 fichiers"). A
                // declared range that reaches a million says the variant is needed.
                if let range, range.upperBound < PluralReach.million { continue }
                severity = range == nil ? .warning : missingSeverity
                remedy =
                    ", or declare the values '$\(select.argument)' takes in the source's '# Variables:' comment ('$\(select.argument) (\(type), 0...999999)') if it never reaches a million"
            } else if samples.allSatisfy({ $0.contains(".") }) {
                // Only fractions reach it (ru 'other': 1.5) and the argument is a Number, as
                // Mozilla's '(number)' counts are: likely a count, so said as a missing
                // translation is (a warning in debug), with the fix for a count.
                severity = missingSeverity
                remedy =
                    ", or declare '$\(select.argument)' an Int in the source's '# Variables:' comment if it counts things"
            }
            diagnostics.emit(
                Diagnostic(
                    severity, .missingPluralCategory,
                    "\(unit.locale.tag): no [\(category.rawValue)] variant; ICU selects '\(category.rawValue)' for \(shown), which now get *[\(fallback)]; add [\(category.rawValue)], or put '# \(Lowerer.fallbackDirective)' in the message comment if *[\(fallback)] is right for them\(remedy)",
                    at: select.location))
        }
    }
}
