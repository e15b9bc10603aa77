import Testing

@testable import LocalizedValidation

/// Check digits computed here, independently of the implementation, from the published
/// algorithms; the fixed examples below were also checked by hand.
private enum Reference {
    static func mod11(_ digits: [Int], _ weights: [Int]) -> Int {
        let remainder = zip(digits, weights).map(*).reduce(0, +) % 11
        return remainder < 2 ? 0 : 11 - remainder
    }

    static func cpf(_ base: [Int]) -> [Int] {
        let first = mod11(base, [10, 9, 8, 7, 6, 5, 4, 3, 2])
        return base + [first, mod11(base + [first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])]
    }

    static func cnpj(_ base: [Int]) -> [Int] {
        let first = mod11(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
        return base + [first, mod11(base + [first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])]
    }

    static func inn(_ base: [Int]) -> [Int] {
        func check(_ digits: [Int], _ weights: [Int]) -> Int { zip(digits, weights).map(*).reduce(0, +) % 11 % 10 }
        if base.count == 9 { return base + [check(base, [2, 4, 10, 3, 5, 9, 4, 6, 8])] }
        let first = check(base, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])
        return base + [first, check(base + [first], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])]
    }

    static func snils(_ base: [Int]) -> [Int] {
        var sum = zip(base, [9, 8, 7, 6, 5, 4, 3, 2, 1]).map(*).reduce(0, +)
        if sum > 101 { sum %= 101 }
        let check = sum < 100 ? sum : 0
        return base + [check / 10, check % 10]
    }

    /// Deterministic pseudo-random digits (a linear congruential generator).
    static func bases(count: Int, length: Int, seed: UInt64) -> [[Int]] {
        var state = seed
        return (0..<count).map { _ in
            (0..<length).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % 10)
            }
        }
    }

    static func text(_ digits: [Int]) -> String { digits.map(String.init).joined() }
}

/// Every number that differs from `valid` in exactly one digit.
private func corruptions(of valid: [Int]) -> [String] {
    var result: [String] = []
    for index in valid.indices {
        for digit in 0...9 where digit != valid[index] {
            var copy = valid
            copy[index] = digit
            result.append(Reference.text(copy))
        }
    }
    return result
}

@Suite struct NationalIDTests {
    @Test func publishedExamples() {
        #expect(NationalID.isValidCPF("123.456.789-09"))
        #expect(NationalID.isValidCPF("12345678909"))
        #expect(NationalID.isValidCNPJ("12.345.678/0001-95"))
        #expect(NationalID.isValidCNPJ("11.222.333/0001-81"))
        #expect(NationalID.isValidCNPJ("12.ABC.345/01DE-35"))  // the Receita Federal's alphanumeric example
        #expect(NationalID.isValidCNPJ("12abc34501de35"))
        #expect(NationalID.isValidINN("7707083893"))  // an organization
        #expect(NationalID.isValidINN("500100732259"))  // an individual
        #expect(NationalID.isValidSNILS("112-233-445 95"))
        #expect(NationalID.isValidSNILS("123-456-789 64"))
    }

    /// Generated numbers are valid; every single-digit corruption is judged exactly as
    /// the reference algorithm judges it. Mod-11 check digits map remainders 0 and 1 to
    /// the same digit, so a few corruptions are valid numbers too (`53604502900` is one
    /// digit away from a valid CPF and is itself valid): no implementation can reject
    /// those. Most are rejected, and every corruption of the published examples is.
    @Test func generatedNumbersAndTheirSingleDigitCorruptions() {
        var corrupted = 0
        var stillValid = 0
        for base in Reference.bases(count: 60, length: 9, seed: 1) {
            let cpf = Reference.cpf(base)
            guard Set(cpf).count > 1 else { continue }
            #expect(NationalID.isValidCPF(Reference.text(cpf)))
            for corrupt in corruptions(of: cpf) {
                let digits = corrupt.map { Int(String($0))! }
                let expected = Reference.cpf(Array(digits.prefix(9))) == digits && Set(digits).count > 1
                #expect(NationalID.isValidCPF(corrupt) == expected, "\(corrupt)")
                corrupted += 1
                if expected { stillValid += 1 }
            }
        }
        for base in Reference.bases(count: 60, length: 12, seed: 2) {
            let cnpj = Reference.cnpj(base)
            #expect(NationalID.isValidCNPJ(Reference.text(cnpj)))
            for corrupt in corruptions(of: cnpj) {
                let digits = corrupt.map { Int(String($0))! }
                let expected = Reference.cnpj(Array(digits.prefix(12))) == digits
                #expect(NationalID.isValidCNPJ(corrupt) == expected, "\(corrupt)")
                corrupted += 1
                if expected { stillValid += 1 }
            }
        }
        #expect(stillValid * 100 < corrupted)
        for base in Reference.bases(count: 40, length: 9, seed: 3) + Reference.bases(count: 40, length: 10, seed: 4) {
            let inn = Reference.inn(base)
            guard inn[0] != 0 || inn[1] != 0 else { continue }
            #expect(NationalID.isValidINN(Reference.text(inn)))
        }
        for base in Reference.bases(count: 40, length: 9, seed: 5) {
            let snils = Reference.snils(base)
            guard base.reduce(0, { $0 * 10 + $1 }) > 1_001_998 else { continue }
            #expect(NationalID.isValidSNILS(Reference.text(snils)))
        }
    }

    @Test func singleDigitCorruptionsOfThePublishedBrazilianExamples() {
        // 2+2+3… weighs 220 ≡ 0 (mod 11) where 1+2+3… weighed 210 ≡ 1: both give check digit 0.
        let cpf = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 9]
        #expect(corruptions(of: cpf).filter(NationalID.isValidCPF) == ["22345678909"])
        for cnpj in [[1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 1, 9, 5], [1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1, 8, 1]] {
            for corrupt in corruptions(of: cnpj) { #expect(!NationalID.isValidCNPJ(corrupt), "\(corrupt)") }
        }
    }

    /// The INN's check digit is a remainder mod 11 taken mod 10, so 0 and 10 collide and a
    /// few single-digit changes keep a valid number: every corruption must be judged
    /// exactly as the reference algorithm judges it. SNILS catches every change of this one.
    @Test func singleDigitCorruptionsOfRussianNumbers() {
        let published = ["7707083893", "500100732259"].map { $0.map { Int(String($0))! } }
        let generated =
            (Reference.bases(count: 20, length: 9, seed: 6) + Reference.bases(count: 20, length: 10, seed: 7))
            .map(Reference.inn)
        for valid in published + generated where valid[0] != 0 || valid[1] != 0 {
            let checkDigits = valid.count == 10 ? 1 : 2
            for corrupt in corruptions(of: valid) {
                let digits = corrupt.map { Int(String($0))! }
                let expected = Reference.inn(Array(digits.dropLast(checkDigits))) == digits && digits[0...1] != [0, 0]
                #expect(NationalID.isValidINN(corrupt) == expected, "\(corrupt)")
            }
        }
        let snils = [1, 1, 2, 2, 3, 3, 4, 4, 5, 9, 5]
        for corrupt in corruptions(of: snils) { #expect(!NationalID.isValidSNILS(corrupt), "\(corrupt)") }
    }

    @Test func punctuationVariants() {
        for text in ["123.456.789-09", "123456789-09", "123 456 789 09", "123-456-789-09", "123.456.789/09"] {
            #expect(NationalID.isValidCPF(text), "\(text)")
        }
        for text in [
            "123..456.789-09", ".12345678909", "12345678909-", "123_456_789_09", "123.456.789–09",
            "１２３４５６７８９０９", "123.456.789-0a", "", "  ",
        ] {
            #expect(!NationalID.isValidCPF(text), "\(text)")
        }
        #expect(NationalID.digits(of: "12.345.678/0001-95") == [1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 1, 9, 5])
        #expect(NationalID.digits(of: "12a") == nil)
    }

    @Test func repeatedDigitsAndWrongLengthsAreRejected() {
        for digit in 0...9 {
            #expect(!NationalID.isValidCPF(String(repeating: String(digit), count: 11)))
            #expect(!NationalID.isValidCNPJ(String(repeating: String(digit), count: 14)))
        }
        #expect(!NationalID.isValidINN("0000000000"))
        #expect(!NationalID.isValidINN("000000000000"))
        #expect(!NationalID.isValidSNILS("000-000-000 00"))
        #expect(NationalID.isValidSNILS("001-001-998 00"))  // issued before the checksum
        #expect(!NationalID.isValidCPF("1234567890"))
        #expect(!NationalID.isValidCPF("123456789090"))
        #expect(!NationalID.isValidCNPJ("1234567800019"))
        #expect(!NationalID.isValidINN("77070838930"))
        #expect(!NationalID.isValidINN("770708389"))
        #expect(!NationalID.isValidSNILS("1122334459"))
        #expect(!NationalID.isValidCNPJ("12.ABC.345/01DE-3A"))  // check digits stay numeric
    }

    @Test func rulesNormalizeToDigits() {
        #expect(result(of: .text("123.456.789-09"), rules: [.cpf]).text("value") == "12345678909")
        #expect(result(of: .text("12.345.678/0001-95"), rules: [.cnpj]).text("value") == "12345678000195")
        #expect(result(of: .text("12.abc.345/01de-35"), rules: [.cnpj]).text("value") == "12ABC34501DE35")
        #expect(result(of: .text("7707083893"), rules: [.inn]).text("value") == "7707083893")
        #expect(result(of: .text("123-456-789 64"), rules: [.snils]).text("value") == "12345678964")
        #expect(code(of: .text("123.456.789-00"), rules: [.cpf]) == "cpf-invalid")
        #expect(code(of: .text("12.345.678/0001-96"), rules: [.cnpj]) == "cnpj-invalid")
        #expect(code(of: .text("7707083894"), rules: [.inn]) == "inn-invalid")
        #expect(code(of: .text("123-456-789 65"), rules: [.snils]) == "snils-invalid")
        #expect(code(of: .absent, rules: [.cpf]) == nil)
    }

    @Test func messagesRenderInEveryLocale() {
        let issue = result(of: .text("123"), rules: [.inn]).issues.first
        #expect(issue?.message.localized(languageTag: "ru").contains("ИНН") == true)
        #expect(issue?.message.localized(languageTag: "pt-BR").contains("INN") == true)
        #expect(issue?.message.localized(languageTag: "en") == "Value is not a valid INN.")
    }
}
