import LocalizedValidationIntl

/// "Did you mean …?": the closest of a few known names to a misspelled one.
enum Suggestion {
    /// The candidate closest to `name` by edit distance, when it is close enough to be
    /// a typo (at most a third of the name's length, and at least one edit): `fev` → `few`.
    /// Ties go to the earlier candidate.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = max(1, name.unicodeScalars.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name, candidate)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        if let best { return best.name }
        // A word cut or ended differently (`neutral` for `neuter`): the one candidate that
        // shares its first four letters and half its length.
        let scalars = Array(name.unicodeScalars)
        guard scalars.count >= 4 else { return nil }
        let sharing = candidates.filter { candidate in
            let other = Array(candidate.unicodeScalars)
            let shared = zip(scalars, other).prefix { $0 == $1 }.count
            return shared >= 4 && shared * 2 >= max(scalars.count, other.count)
        }
        return sharing.count == 1 ? sharing[0] : nil
    }

    /// Like ``closest(to:among:)``, also comparing `name` written in ASCII by ICU's
    /// transliteration (`gênero` → `genero` → `gender`, `сount` with a Cyrillic `с` →
    /// `count`); when nothing is close and there is one candidate, that one (`имя`, a
    /// translated `name`, where the message has only `$name`).
    static func closestTransliterated(to name: String, among candidates: [String]) -> String? {
        guard !candidates.isEmpty else { return nil }
        if let found = closest(to: name, among: candidates) { return found }
        if let ascii = try? ASCIITransliteration.ascii(name), ascii != name,
            let found = closest(to: ascii, among: candidates) ?? candidates.first(where: { $0 == ascii })
        {
            return found
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// Edit distance over Unicode scalars: insertions, deletions, substitutions, and
    /// swaps of two adjacent characters (`nmae` → `name` is one edit, as typists make it).
    static func editDistance(_ first: String, _ second: String) -> Int {
        let left = Array(first.unicodeScalars)
        let right = Array(second.unicodeScalars)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
    }
}
