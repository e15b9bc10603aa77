import LocalizedValidationIntl

/// The rules PRECIS profiles (``PRECISProfile``) are made of, over ICU's Unicode data.
enum PRECIS {
    /// Every scalar's properties, or nil when the text is ASCII (which needs no contextual
    /// or bidi checks: no ASCII character is contextual or right-to-left).
    static func scalarProperties(_ text: String) throws(PRECISError) -> [ScalarProperties]? {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
        var all: [ScalarProperties] = []
        for scalar in text.unicodeScalars { all.append(try properties(of: scalar)) }
        return all
    }

    /// The width mapping rule: fullwidth and halfwidth characters to their decomposition
    /// (`Ａ` → `A`, `ｱ` → `ア`).
    static func mapWidth(_ text: String) throws(PRECISError) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var mapped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x80, let width = try properties(of: scalar).widthMapping {
                mapped.append(width)
            } else {
                mapped.append(scalar)
            }
        }
        return String(mapped)
    }

    /// The additional mapping rule of OpaqueString and Nickname: non-ASCII spaces
    /// (General_Category Zs) to U+0020; for Nickname, also trimmed and collapsed.
    static func mapSpaces(_ text: String, trimAndCollapse: Bool) throws(PRECISError) -> String {
        if !trimAndCollapse && text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            var isSpace = scalar == " "
            if scalar.value >= 0x80 { isSpace = try properties(of: scalar).generalCategory == .spaceSeparator }
            if !trimAndCollapse {
                result.append(isSpace ? " " : scalar)
                continue
            }
            if isSpace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
    }

    // MARK: - ICU

    static func properties(of scalar: Unicode.Scalar) throws(PRECISError) -> ScalarProperties {
        do {
            return try ScalarProperties(scalar)
        } catch {
            throw PRECISError(reason: .icuFailure, scalar: scalar)
        }
    }

    /// The case mapping rule: Unicode `toLowerCase()`, in no language.
    static func lowercase(_ text: String) throws(PRECISError) -> String {
        do {
            return try UnicodeText.lowercased(text)
        } catch {
            throw PRECISError(reason: .icuFailure)
        }
    }

    static func normalize(_ text: String, _ form: NormalizationForm) throws(PRECISError) -> String {
        do {
            return try UnicodeText.normalized(text, form: form)
        } catch {
            throw PRECISError(reason: .icuFailure)
        }
    }
}
