import LocalizedValidationIntl

/// gettext's `Plural-Forms` header (`nplurals=3; plural=(…);`), derived from a locale's
/// CLDR cardinal rules as ICU applies them to whole numbers, which are all gettext counts.
///
/// The derivation reads ICU's category of each number and writes a C expression over
/// `n`, `n%10`, `n%100` and `n%1000000`: every CLDR rule set for whole numbers that
/// tests the number against small values and its last two digits (with `many` for exact
/// millions, as in es, fr, it and pt) fits that shape. The expression is checked against
/// ICU on 0…1199 and the millions before it is used, so a rule set that does not fit
/// (a few, such as Cornish's, test `n%1000` and `n%100000`) gets no header rather than a
/// wrong one; tests tie every derived expression to ICU over 0…10000 and the powers of
/// ten through gettext's own evaluator.
///
/// The forms are numbered in CLDR order of the categories whole numbers reach: ru
/// `one` 0, `few` 1, `many` 2 (ru `other` holds only fractions), as gettext's usual
/// Russian header numbers them.
enum GettextPluralForms {
    /// The header's value for `rules`, or nil when the rules do not fit the shape above.
    static func header(for rules: PluralRules) -> String? {
        guard rules.type == .cardinal else { return nil }
        func category(_ number: Int) -> PluralCategory? { try? rules.category(for: number) }
        let millions = [1_000_000, 2_000_000, 10_000_000, 1_000_000_000, 1_000_000_000_000]
        var reached = Set<PluralCategory>()
        for number in Array(0..<1200) + millions {
            guard let found = category(number) else { return nil }
            reached.insert(found)
        }
        let forms = rules.categories.filter(reached.contains)
        guard forms.count > 1 else { return "nplurals=1; plural=0;" }
        // The category of each last two digits, from 100…199; 200…1199 must agree.
        var byLastTwo: [PluralCategory] = []
        for rest in 0..<100 {
            guard let found = category(100 + rest) else { return nil }
            byLastTwo.append(found)
        }
        for number in 200..<1200 where category(number) != byLastTwo[number % 100] { return nil }
        var links: [(condition: String, category: PluralCategory)] = []
        // Exact millions (es, fr, it, pt `many`) first, when they differ from 100, 200….
        let million = category(millions[0])
        guard millions.allSatisfy({ category($0) == million }), let million else { return nil }
        if million != byLastTwo[0] { links.append(("n!=0 && n%1000000==0", million)) }
        // Numbers below 100 whose category is not that of their last two digits (en 1).
        var exceptions: [PluralCategory: [Int]] = [:]
        for number in 0..<100 {
            guard let found = category(number) else { return nil }
            if found != byLastTwo[number] { exceptions[found, default: []].append(number) }
        }
        for form in forms {
            if let values = exceptions[form] { links.append((condition(values, of: "n").text, form)) }
        }
        // Then the last two digits; the commonest category is the final `:` branch.
        var residues: [PluralCategory: [Int]] = [:]
        for (rest, found) in byLastTwo.enumerated() { residues[found, default: []].append(rest) }
        let fallback = forms.max { (residues[$0]?.count ?? 0, $1.rawValue) < (residues[$1]?.count ?? 0, $0.rawValue) }
        guard let fallback else { return nil }
        for form in forms where form != fallback {
            if let values = residues[form] { links.append((lastTwoDigits(values), form)) }
        }
        let index = { (form: PluralCategory) in forms.firstIndex(of: form) ?? 0 }
        var expression = "\(index(fallback))"
        for link in links.reversed() {
            expression = "\(link.condition) ? \(index(link.category)) : \(expression)"
        }
        return "nplurals=\(forms.count); plural=(\(expression));"
    }

    /// A condition on `variable` true exactly for `values` (sorted), as ranges:
    /// `n==1`, `n%10>=2 && n%10<=4`, joined by `||`; `isCompound` when it has `||`.
    static func condition(_ values: [Int], of variable: String) -> (text: String, isCompound: Bool) {
        var ranges: [ClosedRange<Int>] = []
        for value in values {
            if let last = ranges.last, last.upperBound + 1 == value {
                ranges[ranges.count - 1] = last.lowerBound...value
            } else {
                ranges.append(value...value)
            }
        }
        let parts = ranges.map { range in
            range.count == 1
                ? "\(variable)==\(range.lowerBound)"
                : "\(variable)>=\(range.lowerBound) && \(variable)<=\(range.upperBound)"
        }
        let joined = parts.count > 1 ? parts.map { $0.contains("&&") ? "(\($0))" : $0 } : parts
        return (joined.joined(separator: " || "), parts.count > 1)
    }

    /// A condition on the last two digits true exactly for `residues` (0…99): by the
    /// last digit with the tens digit's exceptions when that is shorter (ru `one`:
    /// `n%10==1 && n%100!=11`), else by the last two digits (ar `few`: `n%100>=3 &&
    /// n%100<=10`).
    static func lastTwoDigits(_ residues: [Int]) -> String {
        let members = Set(residues)
        let byTwo = condition(residues, of: "n%100").text
        // The last digits most of whose 10 residues are members.
        let digits = (0..<10).filter { digit in (0..<10).filter { members.contains($0 * 10 + digit) }.count > 5 }
        guard !digits.isEmpty else { return byTwo }
        let inDigits = { (rest: Int) in digits.contains(rest % 10) }
        let excluded = (0..<100).filter { inDigits($0) && !members.contains($0) }
        let added = (0..<100).filter { !inDigits($0) && members.contains($0) }
        let last = condition(digits, of: "n%10")
        var text = last.isCompound ? "(\(last.text))" : last.text
        if !excluded.isEmpty {
            let notIn = condition(excluded, of: "n%100")
            text += " && !(\(notIn.text))"
        }
        if !added.isEmpty {
            let alsoIn = condition(added, of: "n%100")
            text = "(\(text)) || \(alsoIn.isCompound ? "(\(alsoIn.text))" : alsoIn.text)"
        }
        return text.count < byTwo.count ? text : byTwo
    }
}
