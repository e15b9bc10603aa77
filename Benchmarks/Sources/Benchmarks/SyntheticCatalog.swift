/// A deterministic synthetic catalog set for the compile suite: `count` messages in en
/// (the source), pt-BR and ru, written both as Fluent catalogs and as gettext PO files.
///
/// Every third message (`index % 3 == 0`) is a plural select with each locale's full
/// cardinal categories (en one/other, pt-BR one/many/other, ru one/few/many/other) and
/// the formatted count in every variant; the rest are a sentence with a string variable.
/// One source message in five documents its variables in a `# Variables:` comment. The
/// PO files hold the same texts as C format strings (`%s`, `%d`, `#, c-format`), with
/// `msgid_plural` and a `Plural-Forms` header (gettext has fewer forms than CLDR: ru
/// nplurals=3, pt_BR nplurals=2, no `many` for pt-BR and no `other` for ru).
struct SyntheticCatalog {
    enum Language: String, CaseIterable {
        case en
        case ptBR = "pt-BR"
        case ru

        /// The gettext language code (`pt_BR`).
        var gettextCode: String { self == .ptBR ? "pt_BR" : rawValue }

        var pluralForms: String {
            switch self {
            case .en: "nplurals=2; plural=(n != 1);"
            case .ptBR: "nplurals=2; plural=(n > 1);"
            case .ru:
                "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
            }
        }
    }

    let count: Int

    static func isPlural(_ index: Int) -> Bool { index % 3 == 0 }

    /// The simple message's text around its variable, per language.
    private static func simpleText(_ language: Language, _ index: Int) -> (before: String, after: String) {
        switch language {
        case .en: ("The field ", " failed check number \(index).")
        case .ptBR: ("O campo ", " falhou na verificação número \(index).")
        case .ru: ("Поле ", " не прошло проверку номер \(index).")
        }
    }

    /// The plural variants' text after the count: CLDR category → text.
    private static func pluralTexts(_ language: Language, _ index: Int) -> [(category: String, text: String)] {
        switch language {
        case .en:
            [("one", " item in list \(index)"), ("other", " items in list \(index)")]
        case .ptBR:
            [
                ("one", " item na lista \(index)"), ("many", " de itens na lista \(index)"),
                ("other", " itens na lista \(index)"),
            ]
        case .ru:
            [
                ("one", " товар в списке \(index)"), ("few", " товара в списке \(index)"),
                ("many", " товаров в списке \(index)"), ("other", " товара в списке \(index)"),
            ]
        }
    }

    /// Messages per `.ftl` file: an app splits its catalogs well below the compiler's
    /// limit of messages with arguments per catalog (`catalog-too-large`, 500).
    static let messagesPerFile = 400

    /// The `.ftl` files of `language`, in order: `Synthetic0.ftl`, `Synthetic1.ftl`, …
    /// with ``messagesPerFile`` messages each.
    func fluentFiles(_ language: Language) -> [(name: String, text: String)] {
        stride(from: 0, to: count, by: Self.messagesPerFile).enumerated().map { file, start in
            ("Synthetic\(file).ftl", fluent(language, start..<min(start + Self.messagesPerFile, count)))
        }
    }

    /// The Fluent source of the messages `indices` in `language`.
    func fluent(_ language: Language, _ indices: Range<Int>) -> String {
        var text = "### Synthetic catalog of \(count) messages (\(language.rawValue)), \(indices).\n\n"
        text.reserveCapacity(indices.count * 160)
        for index in indices {
            let id = "msg-\(index)"
            if Self.isPlural(index) {
                if language == .en, index % 5 == 0 {
                    text += "# Variables:\n#   $count (Int) - how many items\n"
                }
                text += "\(id) = { $count ->\n"
                let variants = Self.pluralTexts(language, index)
                for (position, variant) in variants.enumerated() {
                    let marker = position == variants.count - 1 ? "   *" : "    "
                    text += "\(marker)[\(variant.category)] { $count }\(variant.text)\n"
                }
                text += "  }\n"
            } else {
                if language == .en, index % 5 == 1 {
                    text += "# Variables:\n#   $name (String) - the field's label\n"
                }
                let (before, after) = Self.simpleText(language, index)
                text += "\(id) = \(before){ $name }\(after)\n"
            }
        }
        return text
    }

    /// The `.po` file of `language`: msgids are the English texts.
    func po(_ language: Language) -> String {
        var text = """
            msgid ""
            msgstr ""
            "Project-Id-Version: synthetic 1.0\\n"
            "Report-Msgid-Bugs-To: \\n"
            "PO-Revision-Date: 2024-01-01 00:00+0000\\n"
            "Last-Translator: Benchmarks <bench@example.com>\\n"
            "Language-Team: \(language.gettextCode) <bench@example.com>\\n"
            "Language: \(language.gettextCode)\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "Plural-Forms: \(language.pluralForms)\\n"


            """
        text.reserveCapacity(count * 200)
        for index in 0..<count {
            text += "#, c-format\n"
            if Self.isPlural(index) {
                let english = Self.pluralTexts(.en, index)
                text += "msgid \"%d\(english[0].text)\"\nmsgid_plural \"%d\(english[1].text)\"\n"
                let variants = Self.pluralTexts(language, index)
                // gettext's forms: en and pt_BR one/other; ru one/few/many (CLDR's
                // `other` is for fractions, which gettext cannot select).
                let forms = language == .ru ? Array(variants.prefix(3)) : [variants.first!, variants.last!]
                for (form, variant) in forms.enumerated() {
                    text += "msgstr[\(form)] \"%d\(variant.text)\"\n"
                }
            } else {
                let english = Self.simpleText(.en, index)
                let translated = Self.simpleText(language, index)
                text += "msgid \"\(english.before)%s\(english.after)\"\n"
                text += "msgstr \"\(translated.before)%s\(translated.after)\"\n"
            }
            text += "\n"
        }
        return text
    }
}
