/// Rewrites of ICU's date patterns (CLDR syntax) for strict parsing and for formatting.
enum DatePattern {
    /// Spaces ICU puts in patterns and output (ru `2024 г.` has U+202F before `г.`);
    /// users type U+0020, so both patterns and input map them to it (one UTF-16 unit
    /// each, so offsets do not move).
    static let spaces: Set<UInt16> = [0x00A0, 0x202F, 0x2007, 0x2009]

    /// The pattern used for parsing: numeric day and month with any number of digits
    /// (`dd` in pt-BR would refuse `1/2/2024`), the year as `yyyy` (so ICU does not move
    /// a two-digit year into a century; the caller rejects years below 100), and
    /// every kind of space as U+0020.
    static func forParsing(_ pattern: [UInt16]) -> [UInt16] {
        rewrite(pattern) { letter, count in
            switch letter {
            case "d": return "d"
            case "M" where count <= 2, "L" where count <= 2: return String(letter)
            case "y": return "yyyy"
            default: return String(repeating: letter, count: count)
            }
        }
    }

    /// The pattern used for formatting: the year always in full (`y`), so that en's
    /// short `M/d/yy` prints `2/29/2024`, which parses back without ambiguity.
    static func forFormatting(_ pattern: [UInt16]) -> [UInt16] {
        rewrite(pattern, normalizingSpaces: false) { letter, count in
            letter == "y" ? "y" : String(repeating: letter, count: count)
        }
    }

    /// The numeric fields of a parsing pattern in order: `d`, `M` (for `M`/`L` with one
    /// or two letters) and `y`.
    static func numericFields(_ pattern: [UInt16]) -> [Character] {
        var fields: [Character] = []
        _ = rewrite(pattern) { letter, length in
            switch letter {
            case "d", "y": fields.append(letter)
            case "M" where length <= 2, "L" where length <= 2: fields.append("M")
            default: break
            }
            return ""
        }
        return fields
    }

    /// Calls `field` for each run of a pattern letter outside quotes and replaces it.
    private static func rewrite(
        _ pattern: [UInt16], normalizingSpaces: Bool = true, _ field: (Character, Int) -> String
    ) -> [UInt16] {
        var result: [UInt16] = []
        var index = 0
        var quoted = false
        while index < pattern.count {
            let unit = pattern[index]
            if unit == 0x27 {  // ' starts or ends a literal; '' is a quote either way.
                quoted.toggle()
                result.append(unit)
                index += 1
                continue
            }
            let isLetter = (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
            if quoted || !isLetter {
                result.append(normalizingSpaces && spaces.contains(unit) ? 0x20 : unit)
                index += 1
                continue
            }
            var end = index
            while end < pattern.count, pattern[end] == unit { end += 1 }
            let letter = Character(Unicode.Scalar(UInt8(unit)))
            result.append(contentsOf: field(letter, end - index).utf16)
            index = end
        }
        return result
    }
}
