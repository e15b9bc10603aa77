/// Writes a catalog's `grammaticalGender(in:)`, `grammaticalGender(languageTags:)` and
/// `_grammaticalGender(languageTag:)` (`LocalizedMessage`'s requirements) when any of
/// its messages declares a `.gender` in some locale: per locale, the gender of the text
/// the message renders there, which is the fallback's when the locale falls back (a
/// label and its gender always come from the same file). Catalogs without genders keep
/// the protocol's defaults (nil), so their generated code has no gender members.
struct GrammaticalGenderRenderer {
    let model: SwiftCatalogSet
    let catalog: SwiftCatalog

    /// For each locale, the messages grouped by the gender their rendering declares.
    private func genders() -> [[(gender: String, cases: [String])]] {
        model.locales.indices.map { locale in
            var byGender: [String: [String]] = [:]
            for message in catalog.messages {
                // Only the entry's IR is read (copying the whole entry counts references).
                guard let reference = message.renderings[locale].value,
                    let ir = catalog.units[reference.locale]?.entries[reference.entry].ir,
                    let gender = GrammaticalFeatures.declaredGender(ir)
                else { continue }
                byGender[gender, default: []].append(message.caseName)
            }
            return GrammaticalFeatures.genders.compactMap { gender in
                byGender[gender].map { (gender, $0) }
            }
        }
    }

    func render(into code: inout CodeWriter) {
        let genders = genders()
        guard genders.contains(where: { !$0.isEmpty }) else { return }
        let access = model.configuration.accessLevel.rawValue
        let localeType = model.configuration.localeTypeName
        code.line()
        code.doc("The grammatical gender of the message's text in `locale`, from its `.gender` attribute")
        code.doc("there (its fallback's when the locale falls back); nil where none is declared.")
        code.block("\(access) func grammaticalGender(in locale: \(localeType)) -> GrammaticalGender? {") { code in
            code.block("switch locale {") { code in
                for (index, locale) in model.locales.enumerated() {
                    let cases = genders[index]
                    guard !cases.isEmpty else {
                        code.line("case .\(SwiftNames.escaped(locale.caseName)): return nil")
                        continue
                    }
                    code.line("case .\(SwiftNames.escaped(locale.caseName)):")
                    code.indented { code in
                        code.block("switch \(GeneratedHelperNames.messageSubject(model.configuration.messageType)) {") {
                            code in
                            for (gender, names) in cases {
                                let patterns = names.map { ".\(SwiftNames.escaped($0))" }.joined(separator: ", ")
                                code.line("case \(patterns): return .\(gender)")
                            }
                            let declared = cases.reduce(0) { $0 + $1.cases.count }
                            if declared < catalog.messages.count { code.line("default: return nil") }
                        }
                    }
                }
            }
        }
        code.line()
        code.doc("The grammatical gender of the message's text in the supported locale best matching")
        code.doc("`languageTags`, the locale it renders in; nil where none is declared.")
        code.block("\(access) func grammaticalGender(languageTags: [String]) -> GrammaticalGender? {") { code in
            code.line("grammaticalGender(in: \(localeType).negotiated(languageTags))")
        }
        code.line()
        code.doc("`LocalizedMessage`'s one-tag path, behind `grammaticalGender(languageTag:)`.")
        code.block(
            "\(GeneratedNames.spiPrefix(access))func _grammaticalGender(languageTag: String) -> GrammaticalGender? {"
        ) { code in
            code.line("grammaticalGender(in: \(localeType).negotiated(languageTag: languageTag))")
        }
    }
}
