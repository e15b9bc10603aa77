import LocalizedValidationIntl
import LocalizedValidationMessages

/// Checksums of Brazilian and Russian national identifiers, and the extraction of their
/// digits from what users type.
///
/// Each check accepts the number with or without its usual punctuation (`.`, `-`, `/`
/// and single spaces between digits): `123.456.789-09` and `12345678909` are the same
/// CPF. Only ASCII digits count: a fullwidth `１` or an Arabic-Indic `١` is rejected,
/// since no Brazilian or Russian document prints them and a form that accepts them
/// must still store ASCII.
///
/// ```swift
/// NationalID.isValidCPF("123.456.789-09")          // true
/// NationalID.isValidCNPJ("12.ABC.345/01DE-35")    // true (alphanumeric CNPJ)
/// NationalID.isValidINN("7707083893")             // true
/// NationalID.isValidSNILS("112-233-445 95")       // true
/// ```
public enum NationalID {
    /// The digits of `text` as numbers, with `.`, `-`, `/` and spaces removed; nil when
    /// `text` holds anything else, starts or ends with punctuation, or has two
    /// punctuation characters in a row.
    ///
    /// `digits(of: "123.456.789-09")` is `[1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 9]`.
    public static func digits(of text: String) -> [Int]? {
        guard let characters = characters(of: text, letters: false) else { return nil }
        return characters.map { Int($0) - 0x30 }
    }

    /// Whether `text` is a valid Brazilian CPF (Cadastro de Pessoas Físicas): 11 digits,
    /// the last two mod-11 check digits, and not one digit repeated (`111.111.111-11`
    /// passes the checksum but is not a CPF).
    public static func isValidCPF(_ text: String) -> Bool {
        guard let digits = digits(of: text), digits.count == 11, Set(digits).count > 1 else { return false }
        return digits[9] == brazilianCheckDigit(digits[0..<9], weights: Array((2...10).reversed()))
            && digits[10] == brazilianCheckDigit(digits[0..<10], weights: Array((2...11).reversed()))
    }

    /// Whether `text` is a valid Brazilian CNPJ (Cadastro Nacional da Pessoa Jurídica):
    /// 14 characters, the last two mod-11 check digits with weights 5…2, 9…2 and
    /// 6…2, 9…2, not one character repeated.
    ///
    /// The first 12 characters may be uppercase letters, as in the alphanumeric CNPJ the
    /// Receita Federal issues from July 2026 (Instrução Normativa RFB 2.229/2024); a
    /// letter is worth its ASCII code minus 48 (`A` = 17) and the check digits stay
    /// numeric. Lowercase letters are read as uppercase.
    public static func isValidCNPJ(_ text: String) -> Bool {
        normalizedCNPJ(text) != nil
    }

    /// Whether `text` is a valid Russian INN (ИНН, taxpayer number): 10 digits for an
    /// organization with one check digit, or 12 digits for an individual with two.
    /// Each check digit is a weighted sum mod 11, then mod 10. A number whose region
    /// code (the first two digits) is `00` is rejected: no region has it, and
    /// `0000000000` would otherwise pass.
    public static func isValidINN(_ text: String) -> Bool {
        guard let digits = digits(of: text), digits.count == 10 || digits.count == 12 else { return false }
        guard digits[0] != 0 || digits[1] != 0 else { return false }
        func check(_ weights: [Int]) -> Int {
            zip(digits, weights).reduce(0) { $0 + $1.0 * $1.1 } % 11 % 10
        }
        if digits.count == 10 {
            return digits[9] == check([2, 4, 10, 3, 5, 9, 4, 6, 8])
        }
        return digits[10] == check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8])
            && digits[11] == check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])
    }

    /// Whether `text` is a valid Russian SNILS (СНИЛС, insurance number): 11 digits, the
    /// last two a checksum of the first nine with weights 9…1 (a sum below 100 is the
    /// checksum, 100 and 101 give 00, a larger sum is first taken mod 101).
    ///
    /// Numbers up to 001-001-998 were issued before the checksum existed, so their last
    /// two digits are not checked; 000-000-000 is not a number and is rejected.
    public static func isValidSNILS(_ text: String) -> Bool {
        guard let digits = digits(of: text), digits.count == 11 else { return false }
        let number = digits[0..<9].reduce(0) { $0 * 10 + $1 }
        guard number > 0 else { return false }
        if number <= 1_001_998 { return true }
        var sum = zip(digits[0..<9], (1...9).reversed()).reduce(0) { $0 + $1.0 * $1.1 }
        if sum > 101 { sum %= 101 }
        let checksum = sum < 100 ? sum : 0
        return digits[9] * 10 + digits[10] == checksum
    }

    /// The CNPJ in canonical form (14 characters, letters uppercase), or nil.
    static func normalizedCNPJ(_ text: String) -> String? {
        guard let characters = characters(of: text, letters: true), characters.count == 14,
            Set(characters).count > 1,
            characters[12...].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return nil }
        let values = characters.map { Int($0) - 0x30 }
        let first = brazilianCheckDigit(values[0..<12], weights: [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
        let second = brazilianCheckDigit(values[0..<13], weights: [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
        guard values[12] == first, values[13] == second else { return nil }
        return String(decoding: characters, as: UTF8.self)
    }

    /// The mod-11 check digit CPF and CNPJ share: 0 when the remainder is 0 or 1, else
    /// 11 minus the remainder.
    private static func brazilianCheckDigit(_ values: ArraySlice<Int>, weights: [Int]) -> Int {
        let remainder = zip(values, weights).reduce(0) { $0 + $1.0 * $1.1 } % 11
        return remainder < 2 ? 0 : 11 - remainder
    }

    /// The ASCII digits (and, with `letters`, uppercased ASCII letters) of `text`, with
    /// single separators between them removed.
    private static func characters(of text: String, letters: Bool) -> [UInt8]? {
        var result: [UInt8] = []
        var afterSeparator = true  // no separator at the start
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39:
                result.append(byte)
                afterSeparator = false
            case 0x41...0x5A where letters:
                result.append(byte)
                afterSeparator = false
            case 0x61...0x7A where letters:
                result.append(byte - 0x20)
                afterSeparator = false
            case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: " "):
                if afterSeparator { return nil }
                afterSeparator = true
            default:
                return nil
            }
        }
        return afterSeparator && !result.isEmpty ? nil : result
    }
}

extension Rule {
    /// A Brazilian CPF (see ``NationalID/isValidCPF(_:)``); the value becomes its 11
    /// digits. Fails with `cpf-invalid`.
    public static let cpf = Rule.text("cpf") { text, context in
        guard NationalID.isValidCPF(text), let digits = NationalID.digits(of: text) else {
            return .invalid(.cpfInvalid(field: context.label))
        }
        return .normalized(.text(digits.map(String.init).joined()))
    }

    /// A Brazilian CNPJ, numeric or alphanumeric (see ``NationalID/isValidCNPJ(_:)``);
    /// the value becomes its 14 characters, letters uppercase. Fails with `cnpj-invalid`.
    public static let cnpj = Rule.text("cnpj") { text, context in
        guard let canonical = NationalID.normalizedCNPJ(text) else {
            return .invalid(.cnpjInvalid(field: context.label))
        }
        return .normalized(.text(canonical))
    }

    /// A Russian INN of an organization (10 digits) or an individual (12 digits) (see
    /// ``NationalID/isValidINN(_:)``); the value becomes its digits. Fails with
    /// `inn-invalid`.
    public static let inn = Rule.text("inn") { text, context in
        guard NationalID.isValidINN(text), let digits = NationalID.digits(of: text) else {
            return .invalid(.innInvalid(field: context.label))
        }
        return .normalized(.text(digits.map(String.init).joined()))
    }

    /// A Russian SNILS (see ``NationalID/isValidSNILS(_:)``); the value becomes its 11
    /// digits. Fails with `snils-invalid`.
    public static let snils = Rule.text("snils") { text, context in
        guard NationalID.isValidSNILS(text), let digits = NationalID.digits(of: text) else {
            return .invalid(.snilsInvalid(field: context.label))
        }
        return .normalized(.text(digits.map(String.init).joined()))
    }
}
