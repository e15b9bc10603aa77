import Testing

@testable import _LocalizedValidationCompilerCore

/// The names of the generated pattern functions come from the ids they render, so a diff
/// that adds one message shows one new function and renames none (issue 21).
@Suite struct GeneratedHelperNameTests {
    typealias Entry = (id: String, isTerm: Bool, attributes: [String])

    @Test func namesComeFromIdsAndAttributes() {
        let names = GeneratedHelperNames.patternFunctionNames([
            ("too-short", false, []), ("field", false, ["gender", "placeholder-text"]), ("-brand-name", true, ["case"]),
        ])
        #expect(names.map(\.value) == ["tooShort", "field", "term_brandName"])
        #expect(names[1].attributes == ["field_gender", "field_placeholderText"])
        #expect(names[2].attributes == ["term_brandName_case"])
    }

    /// `distinctNames` answers lists whose names neither meet nor are reserved without
    /// its tables, and `lowerCamel` ids already in lower camel case without rebuilding
    /// them: both short cuts give what the general rule gives, over lists built from the
    /// pieces that make names meet (case, `-` against `_`, digits, non-ASCII, reserved).
    @Test func shortCutsNameAsTheGeneralRuleDoes() {
        let pieces = ["a", "b", "A", "B", "-", "_", "1", "é", "Ж", "text", "Text", "-x", "_runtime"]
        let isReserved = { (name: String) in GeneratedNames.functionLocals.contains(name) || name == "b" }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var shortCut = 0
        for _ in 0..<20_000 {
            let ids = (0..<next(5)).map { _ in (0..<(1 + next(3))).map { _ in pieces[next(pieces.count)] }.joined() }
            for id in ids { #expect(SwiftNames.lowerCamel(id) == SwiftNames.lowerCamelInGeneral(id), "\(id)") }
            let camel = ids.map(SwiftNames.lowerCamelInGeneral)
            let count = camel.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            let general = SwiftNames.distinctNames(for: ids, camel: camel, count: count, isReserved: isReserved)
            #expect(SwiftNames.distinctNames(for: ids, isReserved: isReserved) == general, "\(ids)")
            if general == camel { shortCut += 1 }
        }
        // Both kinds of list were drawn: those the short cut answers and those it does not.
        #expect(shortCut > 1_000 && shortCut < 19_000, "\(shortCut)")
    }

    @Test func addingAMessageRenamesNoOtherFunction() {
        let before: [Entry] = [("alpha", false, ["title"]), ("gamma", false, []), ("-brand", true, [])]
        let after: [Entry] = [
            ("alpha", false, ["title"]), ("beta", false, []), ("gamma", false, []), ("-brand", true, []),
        ]
        let old = GeneratedHelperNames.patternFunctionNames(before)
        let new = GeneratedHelperNames.patternFunctionNames(after)
        #expect(old.map(\.value) == ["alpha", "gamma", "term_brand"])
        #expect(new.map(\.value) == ["alpha", "beta", "gamma", "term_brand"])
        #expect(old[0].attributes == new[0].attributes)
    }

    @Test func idsThatMeetStillGetDistinctNames() {
        // A message spelled like a term's name, ids differing by case or by `-` against
        // `_`, and an attribute name meeting a spelled-out id: every name distinct.
        let entries: [Entry] = [
            ("term-brand", false, []), ("-brand", true, []), ("a-b", false, []), ("a_b", false, []),
            ("aB", false, []), ("a", false, ["b"]), ("bottomLinks-privacy", false, []),
            ("bottom-links-privacy", false, []),
        ]
        let names = GeneratedHelperNames.patternFunctionNames(entries)
        let all = names.flatMap { [$0.value] + $0.attributes }
        #expect(Set(all).count == all.count, "\(all)")
        #expect(names[0].value == "termBrand")
        #expect(names[7].value == "bottomLinksPrivacy")
        // The same ids in any run give the same names.
        #expect(GeneratedHelperNames.patternFunctionNames(entries).map(\.value) == names.map(\.value))
    }
}
