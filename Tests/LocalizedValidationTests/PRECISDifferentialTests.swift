import Foundation
import LocalizedValidationIntl
import TestSupport
import Testing

@testable import LocalizedValidation

/// The strings the PRECIS profiles are compared on: hand-picked edge cases, then strings
/// made of code points drawn from every general category.
enum PRECISSamples {
    static let handPicked: [String] = [
        "", " ", "  ", "juliet", "Juliet", "juliet@example.com", "ANA.Silva", "a b", " a", "a ", "a  b",
        // Hangul: conjoining jamo, decomposed and precomposed syllables, compatibility jamo.
        "\u{1100}\u{1161}", "\u{1100}\u{1161}\u{11A8}", "가", "각", "\u{3131}", "\u{115F}", "\u{1160}", "\u{3164}",
        "\u{FFA0}", "\u{D7B0}",
        // Compatibility characters: Kelvin, Ohm, Angstrom, ligatures, Roman numerals, super- and
        // subscripts, fullwidth and halfwidth forms, circled and parenthesized characters.
        "\u{212A}evin", "\u{2126}", "\u{212B}", "\u{FB00}", "\u{FB01}x", "Richard \u{2163}", "\u{2173}",
        "x\u{00B2}", "H\u{2082}O", "ＡＮＡ", "ａｎａ", "ｱｲｳ", "ﾊﾟ", "\u{FFE8}", "\u{FF5E}", "\u{3000}a", "①", "⑴",
        "\u{1D400}", "\u{00A8}", "\u{00AA}", "\u{01C5}", "\u{01C4}", "\u{0132}", "\u{2000}a",
        // Case mapping: Greek final sigma, Turkish dotted I, sharp s, title case.
        "ΣΊΣΥΦΟΣ", "\u{03A3}", "\u{03C2}", "İpek", "ı", "fußball", "STRASSE", "\u{1E9E}", "Ǆemal", "ǅemal",
        "\u{0130}", "ΑΣ", "\u{1F88}",
        // Marks: leading, stacked, enclosing, spacing.
        "\u{0301}a", "a\u{0301}", "e\u{0301}\u{0327}", "a\u{20DD}", "क\u{093F}", "\u{093F}",
        // Joiners in and out of context.
        "क्\u{200D}ष", "क\u{200D}ष", "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}", "a\u{200C}b",
        "\u{200D}", "\u{200C}", "👩\u{200D}💻", "\u{0628}\u{200C}", "क्\u{200C}",
        // CONTEXTO characters.
        "l\u{00B7}l", "col\u{00B7}legi", "a\u{00B7}b", "\u{00B7}", "\u{03B1}\u{0375}\u{03B1}", "\u{0375}a",
        "\u{05D0}\u{05F3}", "a\u{05F4}", "カ\u{30FB}ナ", "a\u{30FB}b", "\u{0661}\u{0662}", "\u{06F1}\u{06F2}",
        "\u{0661}\u{06F1}", "\u{0628}\u{0661}",
        // Right-to-left text and the Bidi Rule.
        "\u{05E9}\u{05DC}\u{05D5}\u{05DD}", "\u{05E9}c", "1\u{05E9}", "\u{05E9}1", "\u{0627}\u{0644}\u{0639}",
        "\u{0627}1\u{0661}", "a\u{05E9}", "\u{05E9}\u{0301}", "\u{0627}.\u{0628}", "\u{05D0}-1",
        // Spaces of every kind.
        "a\u{00A0}b", "a\u{1680}b", "a\u{2002}b", "a\u{2009}b", "a\u{202F}b", "a\u{205F}b", "a\u{3000}b",
        "\u{00A0}", "\u{3000}\u{00A0}", " a \u{3000} b ", "a\tb", "a\nb",
        // Invisible and control characters.
        "a\u{200B}b", "a\u{00AD}b", "a\u{202E}b", "a\u{2066}b", "a\u{FEFF}", "a\u{2060}", "\u{FE0F}",
        "\u{2764}\u{FE0F}", "a\u{034F}b", "a\u{180E}", "\u{0007}", "\u{007F}", "\u{0085}", "a\u{E0041}",
        "\u{E000}", "\u{F0000}", noncharacter(0xFFFE), noncharacter(0xFDD0), "\u{1BCA0}",
        // Unassigned here and in every Unicode version so far.
        "\u{0378}", "a\u{0378}", "\u{E0080}",
        // New in Unicode 15.0 (ICU 72), unassigned in Python 3.11's Unicode 14.0.
        "\u{0CF3}", "\u{1E030}", "\u{11F04}", "\u{1F6DC}", "\u{31350}", "\u{1B132}",
        // Symbols, punctuation, emoji.
        "♚", "€5", "«a»", "a—b", "😀", "Ana 😀", "🇧🇷", "👍🏽", "a!b", "~", "\u{2028}", "\u{2029}",
        // Scripts.
        "Иван", "δοκιμή", "用户", "ユーザー", "अजय", "தமிழ்", "ไทย", "ລາວ", "ᏣᎳᎩ", "ꯃꯤꯇꯩ", "𐐷",
        // Other exceptions of RFC 5892.
        "\u{0640}", "a\u{0640}b", "\u{07FA}", "\u{302E}", "\u{3031}", "\u{3007}", "\u{0F0B}", "\u{06FD}",
    ]

    /// A noncharacter, which Swift literals cannot spell.
    private static func noncharacter(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

    /// Code points of every general category, from ICU's data (planes 0, 1, 2 and 14).
    static func categoryPools() -> [[Unicode.Scalar]] {
        var pools: [Unicode.GeneralCategory: [Unicode.Scalar]] = [:]
        let ranges: [ClosedRange<UInt32>] = [0...0x2FFFF, 0xE0000...0xE01EF, 0xF0000...0xF0010]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), let properties = try? ScalarProperties(scalar) else {
                    continue
                }
                pools[properties.generalCategory, default: []].append(scalar)
            }
        }
        return pools.keys.map { "\($0)" }.sorted().compactMap { name in
            pools.first { "\($0.key)" == name }?.value
        }
    }

    /// Hand-picked, then six strings per general category, then 100 mixtures.
    static func all() -> [String] {
        var random = SplitMix64(state: 8264)
        let pools = categoryPools()
        var samples = handPicked
        for pool in pools {
            for template in 0..<6 {
                let scalar = random.pick(pool)
                let parts: [Unicode.Scalar] =
                    switch template {
                    case 0: [scalar]
                    case 1: ["a", scalar]
                    case 2: [scalar, "b"]
                    case 3: ["x", scalar, "y"]
                    case 4: ["A", scalar]
                    default: [scalar, scalar]
                    }
                samples.append(String(String.UnicodeScalarView(parts)))
            }
        }
        let letters = pools.filter { ScalarPropertiesCategory.isLetterOrMark($0.first) }
        for _ in 0..<100 {
            let length = 1 + Int(random.next() % 5)
            var view = String.UnicodeScalarView()
            for _ in 0..<length {
                let pool = random.next() % 3 == 0 ? random.pick(pools) : random.pick(letters)
                view.append(random.pick(pool))
            }
            samples.append(String(view))
        }
        return samples
    }
}

/// Whether a pool holds letters or marks, the characters identifiers are made of.
enum ScalarPropertiesCategory {
    static func isLetterOrMark(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar, let properties = try? ScalarProperties(scalar) else { return false }
        switch properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .otherLetter, .modifierLetter, .nonspacingMark, .spacingMark:
            return true
        default: return false
        }
    }
}

/// Every string through both this package's profiles and precis-i18n (pinned in
/// `Reference/precis_reference.py`, installed by `Scripts/test` from `Tests/requirements.txt`); each disagreement must be
/// explained in `Reference/precis-known-deviations.txt`.
@Suite struct PRECISDifferentialTests {
    /// Our forms, named as the script names them.
    static var forms: [(String, (String) throws(PRECISError) -> String)] {
        [
            (
                "UsernameCaseMapped",
                { (text) throws(PRECISError) in try PRECISProfile.usernameCaseMapped.enforced(text) }
            ),
            (
                "UsernameCasePreserved",
                { (text) throws(PRECISError) in try PRECISProfile.usernameCasePreserved.enforced(text) }
            ),
            ("OpaqueString", { (text) throws(PRECISError) in try PRECISProfile.opaqueString.enforced(text) }),
            ("Nickname", { (text) throws(PRECISError) in try PRECISProfile.nickname.enforced(text) }),
            ("NicknameComparison", { (text) throws(PRECISError) in try PRECISProfile.nickname.comparedForm(text) }),
        ]
    }

    @Test func agreesWithPrecisI18n() throws {
        let samples = PRECISSamples.all()
        #expect(samples.count >= 300)
        let lines = try PythonReference.run("precis_reference.py", inputLines: samples.map(PythonReference.hex))
        var theirs: [String: String] = [:]  // "index profile" → "OK hex" or "ERR"
        var unassignedThere: [Int: [Unicode.Scalar]] = [:]
        var versions = ""
        for line in lines {
            if line.hasPrefix("#versions") {
                versions = String(line.dropFirst("#versions ".count))
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4 || fields.count == 3, let index = Int(fields[0]) else { continue }
            if fields[1] == "unassigned" {
                unassignedThere[index] =
                    fields[2] == "-"
                    ? []
                    : fields[2].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            } else {
                theirs["\(index) \(fields[1])"] = fields[2] == "OK" ? "OK \(fields[3])" : "ERR"
            }
        }

        let deviations = try PythonReference.knownDeviations("precis-known-deviations.txt")
        let unicodeVersionExplained = deviations.contains {
            $0.first == "*" && $0.dropFirst().first == "unicode-version"
        }
        var listed = Set(deviations.filter { $0.first != "*" }.map { "\($0[0]) \($0[1])" })
        var agreements = 0
        var explainedByUnicodeVersion = 0
        var explainedByList = 0
        var unexplained: [String] = []
        for (index, sample) in samples.enumerated() {
            let hex = PythonReference.hex(sample)
            // Characters assigned in ICU's Unicode but not in Python's.
            let newHere = (unassignedThere[index] ?? []).contains { scalar in
                (try? ScalarProperties(scalar))?.generalCategory != .unassigned
            }
            for (name, form) in Self.forms {
                let ours: String
                do throws(PRECISError) {
                    ours = "OK " + PythonReference.hex(try form(sample))
                } catch {
                    ours = "ERR"
                }
                guard let reference = theirs["\(index) \(name)"] else {
                    unexplained.append("\(name) \(hex): no answer from precis-i18n")
                    continue
                }
                if ours == reference {
                    agreements += 1
                } else if newHere && unicodeVersionExplained {
                    explainedByUnicodeVersion += 1
                } else if listed.remove("\(name) \(hex)") != nil {
                    explainedByList += 1
                } else {
                    unexplained.append("\(name)\t\(hex)\tours: \(ours), precis-i18n: \(reference)")
                }
            }
        }
        let total = samples.count * Self.forms.count
        print(
            "PRECIS differential (\(versions), ICU \(ICULibrary.version), Unicode \(ICULibrary.unicodeVersion)): \(samples.count) strings × "
                + "\(Self.forms.count) forms = \(total) comparisons; \(agreements) agree "
                + "(\(String(format: "%.1f", 100 * Double(agreements) / Double(total)))%), "
                + "\(explainedByUnicodeVersion) differ by Unicode version, \(explainedByList) listed deviations")
        #expect(unexplained.isEmpty, "disagreements with precis-i18n:\n\(unexplained.joined(separator: "\n"))")
        #expect(listed.isEmpty, "listed deviations that no longer occur:\n\(listed.sorted().joined(separator: "\n"))")
    }
}
