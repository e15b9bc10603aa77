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
