// The Swift type name of a catalog, from its path under the locale folder. Shared by
// catalogc's compiler (which names the type and its file) and the build plugin (which
// declares the file before catalogc runs), symlinked into each as CatalogLayout.swift is.

/// The rule that names a catalog's Swift type (and its file, `<Type>.swift`) from the
/// catalog's path under its locale folder, without `.ftl`:
///
/// - every character that is not an ASCII letter or digit separates words (`-`, `_`,
///   `.`, `/`, spaces), and each word's first letter is capitalized:
///   `validation-message` → `ValidationMessage`, `firefox/browsers/compare/brave` →
///   `FirefoxBrowsersCompareBrave`;
/// - a character outside ASCII is a word of its own, `U` and its scalar value in hex
///   (`café` → `CafU00E9`), so that every name is ASCII and none is lost;
/// - a name that would start with a digit, or be empty, starts with `Catalog`
///   (`404` → `Catalog404`).
///
/// The name depends only on the path. Two paths may give one name (`a-b.ftl`,
/// `a_b.ftl`): catalogc reports that, naming both.
enum CatalogTypeName {
    static func forCatalog(_ path: String) -> String {
        var result = ""
        var atWordStart = true
        for scalar in path.unicodeScalars {
            if scalar.isASCII {
                let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                let isDigit = ("0"..."9").contains(scalar)
                guard isLetter || isDigit else {
                    atWordStart = true
                    continue
                }
                let character = Character(scalar)
                result += atWordStart ? character.uppercased() : String(character)
                atWordStart = false
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                atWordStart = true
            }
        }
        if let first = result.unicodeScalars.first, ("A"..."Z").contains(first) { return result }
        return "Catalog" + result
    }
}
