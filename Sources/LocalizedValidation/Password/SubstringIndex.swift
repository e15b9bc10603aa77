/// Answers "does this text occur in the indexed text?" in time proportional to the
/// query, for any number of queries: a suffix automaton (Blumer et al., 1985) over the
/// indexed text's characters (grapheme clusters, compared as `Character`s).
///
/// Built in time linear in the indexed text, so checking a password against every
/// word of a user's name and address costs the length of the password plus the length
/// of the words, where a naive search costs their product (80,000 characters against a
/// similar 80,000-character name took a minute).
struct SubstringIndex {
    /// The length of the longest text reaching each state.
    private var lengths: [Int] = [0]
    /// Each state's suffix link (-1 for the initial state).
    private var links: [Int] = [-1]
    /// Each state's first two transitions, inline (symbol -1: none): most states have
    /// one or two, and arrays indexed by state keep the walks along suffix links in
    /// cache where a hash table per state, or one for all, would miss on every step.
    private var firstSymbols: [Int32] = [-1]
    private var firstTargets: [Int32] = [0]
    private var secondSymbols: [Int32] = [-1]
    private var secondTargets: [Int32] = [0]
    /// The further transitions of the states that have more than two, by state.
    private var moreTargets: [Int: [Int32: Int32]] = [:]

    /// A number for each one-byte character (ASCII but CR LF, which is one character of
    /// two bytes) of the indexed text, by byte; -1 for none.
    private var asciiNumbers = [Int32](repeating: -1, count: 128)
    /// A number for each other distinct single-scalar character, by scalar (hashing a
    /// scalar is far cheaper than hashing a `Character`).
    private var scalarNumbers: [UInt32: Int] = [:]
    /// A number for each distinct character of several scalars (`e` + U+0301, emoji).
    private var clusterNumbers: [Character: Int] = [:]
    /// The number of distinct characters numbered so far.
    private var symbolCount = 0

    /// Indexes the characters of `text`, which must be in NFC (as the texts it is asked
    /// about must be): characters are then equal exactly when their scalars are.
    init(_ text: String) {
        var last = 0
        for character in text {
            let symbol = number(of: character) ?? addNumber(for: character)
            last = append(symbol, after: last)
        }
    }

    /// Whether `text` is a substring of the indexed text, in whole characters (the
    /// empty text always is).
    func contains(_ text: some StringProtocol) -> Bool {
        var state = 0
        for character in text {
            guard let symbol = number(of: character), let next = target(of: state, symbol) else { return false }
            state = next
        }
        return true
    }

    private func number(of character: Character) -> Int? {
        let utf8 = character.utf8
        if utf8.count == 1 {
            let number = asciiNumbers[Int(utf8.first!)]
            return number < 0 ? nil : Int(number)
        }
        let scalars = character.unicodeScalars
        if scalars.count == 1 { return scalarNumbers[scalars.first!.value] }
        return clusterNumbers[character]
    }

    private mutating func addNumber(for character: Character) -> Int {
        let symbol = symbolCount
        symbolCount += 1
        let utf8 = character.utf8
        let scalars = character.unicodeScalars
        if utf8.count == 1 {
            asciiNumbers[Int(utf8.first!)] = Int32(symbol)
        } else if scalars.count == 1 {
            scalarNumbers[scalars.first!.value] = symbol
        } else {
            clusterNumbers[character] = symbol
        }
        return symbol
    }

    /// Extends the automaton by one character; returns the new last state.
    private mutating func append(_ symbol: Int, after last: Int) -> Int {
        let current = newState(length: lengths[last] + 1, link: -1)
        var state = last
        while state != -1, target(of: state, symbol) == nil {
            setTarget(of: state, symbol, to: current)
            state = links[state]
        }
        guard state != -1 else {
            links[current] = 0
            return current
        }
        let next = target(of: state, symbol)!
        if lengths[state] + 1 == lengths[next] {
            links[current] = next
            return current
        }
        let clone = newState(length: lengths[state] + 1, link: links[next])
        firstSymbols[clone] = firstSymbols[next]
        firstTargets[clone] = firstTargets[next]
        secondSymbols[clone] = secondSymbols[next]
        secondTargets[clone] = secondTargets[next]
        moreTargets[clone] = moreTargets[next]
        while state != -1, target(of: state, symbol) == next {
            setTarget(of: state, symbol, to: clone)
            state = links[state]
        }
        links[next] = clone
        links[current] = clone
        return current
    }

    private func target(of state: Int, _ symbol: Int) -> Int? {
        let symbol = Int32(symbol)
        if firstSymbols[state] == symbol { return Int(firstTargets[state]) }
        if secondSymbols[state] == symbol { return Int(secondTargets[state]) }
        // Slots fill in order and never empty: a free one means no further transitions.
        if secondSymbols[state] == -1 { return nil }
        return moreTargets[state]?[symbol].map(Int.init)
    }

    private mutating func setTarget(of state: Int, _ symbol: Int, to target: Int) {
        let symbol = Int32(symbol)
        if firstSymbols[state] == symbol || firstSymbols[state] == -1 {
            firstSymbols[state] = symbol
            firstTargets[state] = Int32(target)
        } else if secondSymbols[state] == symbol || secondSymbols[state] == -1 {
            secondSymbols[state] = symbol
            secondTargets[state] = Int32(target)
        } else {
            moreTargets[state, default: [:]][symbol] = Int32(target)
        }
    }

    private mutating func newState(length: Int, link: Int) -> Int {
        lengths.append(length)
        links.append(link)
        firstSymbols.append(-1)
        firstTargets.append(0)
        secondSymbols.append(-1)
        secondTargets.append(0)
        return lengths.count - 1
    }
}
