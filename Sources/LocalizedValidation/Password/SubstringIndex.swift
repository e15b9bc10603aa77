/// Answers "does this text occur in the indexed text?" in time proportional to the
/// query, for any number of queries: a suffix automaton (Blumer et al., 1985) over the
/// indexed text's characters (grapheme clusters, compared as `Character`s).
///
/// Built in time linear in the indexed text, so checking a password against every
/// word of a user's name and address costs the length of the password plus the length
/// of the words, where a naive search costs their product (80,000 characters against a
/// similar 80,000-character name took a minute).
struct SubstringIndex {
    /// Each state's transitions, by character number.
    private var transitions: [[Int: Int]] = [[:]]
    /// The length of the longest text reaching each state.
    private var lengths: [Int] = [0]
    /// Each state's suffix link (-1 for the initial state).
    private var links: [Int] = [-1]
    /// A number for each distinct character of the indexed text.
    private var numbers: [Character: Int] = [:]

    /// Indexes the characters of `text`.
    init(_ text: String) {
        var last = 0
        for character in text {
            let symbol: Int
            if let known = numbers[character] {
                symbol = known
            } else {
                symbol = numbers.count
                numbers[character] = symbol
            }
            last = append(symbol, after: last)
        }
    }

    /// Whether `text` is a substring of the indexed text, in whole characters (the
    /// empty text always is).
    func contains(_ text: some StringProtocol) -> Bool {
        var state = 0
        for character in text {
            guard let symbol = numbers[character], let next = transitions[state][symbol] else { return false }
            state = next
        }
        return true
    }

    /// Extends the automaton by one character; returns the new last state.
    private mutating func append(_ symbol: Int, after last: Int) -> Int {
        let current = newState(length: lengths[last] + 1, link: -1, transitions: [:])
        var state = last
        while state != -1, transitions[state][symbol] == nil {
            transitions[state][symbol] = current
            state = links[state]
        }
        guard state != -1 else {
            links[current] = 0
            return current
        }
        let next = transitions[state][symbol]!
        if lengths[state] + 1 == lengths[next] {
            links[current] = next
            return current
        }
        let clone = newState(length: lengths[state] + 1, link: links[next], transitions: transitions[next])
        while state != -1, transitions[state][symbol] == next {
            transitions[state][symbol] = clone
            state = links[state]
        }
        links[next] = clone
        links[current] = clone
        return current
    }

    private mutating func newState(length: Int, link: Int, transitions outgoing: [Int: Int]) -> Int {
        transitions.append(outgoing)
        lengths.append(length)
        links.append(link)
        return lengths.count - 1
    }
}
