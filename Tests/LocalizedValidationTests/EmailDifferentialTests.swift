import Foundation
import LocalizedValidationIntl
import TestSupport
import Testing

@testable import LocalizedValidation

/// The addresses the e-mail parser is compared on: hand-picked edge cases, then local
/// parts and domains combined by a seeded generator.
enum EmailSamples {
    static let handPicked: [String] = [
        // Ordinary ASCII addresses.
        "ana@example.com", "Ana.Silva@example.com.br", "a@b.co", "user+tag@example.com", "user_name@example.org",
        "first.last@sub.domain.example.com", "x@example-site.com", "!#$%&'*+/=?^_`{|}~-@example.com",
        "1234567890@example.com", "o'connor@example.ie", "ana@EXAMPLE.COM", "ANA@Example.Com", "a@b.c",
        "ana@example.co.uk", "{ana}@example.com", "ana=b@example.com", "~@example.com", "ana@a-b-c.d-e",
        "postmaster@example.com", "Postmaster@example.com", "ABUSE@example.com",
        String(repeating: "a", count: 64) + "@example.com", String(repeating: "a", count: 65) + "@example.com",
        "ana@" + String(repeating: "b", count: 63) + ".com", "ana@" + String(repeating: "b", count: 64) + ".com",
        // Syntax errors.
        "anaexample.com", "@example.com", "ana@", "@", "ana@@example.com", "a@b@example.com", "ana maria@example.com",
        "\"ana\"@example.com", "\"ana maria\"@example.com", "ana(comment)@example.com", "ana,b@example.com",
        ".ana@example.com", "ana.@example.com", "a..b@example.com", "ana@.example.com", "ana@example.com.",
        "ana@example..com", "ana@-example.com", "ana@example-.com", "ana@exa_mple.com", "ana@exam ple.com",
        "ana@[192.0.2.1]", "ana@[IPv6:2001:db8::1]", "ana@localhost", "ana@com", "ana@ab--cd.com",
        "ana@xn--ab.com", "ana@xn--bcher-kva.de", "ana@XN--BCHER-KVA.DE", " ana@example.com", "ana@example.com ",
        "Ana <ana@example.com>", "ana@example.com\n", "ana\\@example.com",
        // Top-level domains that are not letters.
        "user@192.168.0.1", "user@example.123", "email@111.222.333.44444", "me@bad.tld-2", "ana@1.2.3.4",
        "ana@example.c0m", "ana@example.x1", "ana@example.co1", "ana@123.com", "ana@1example.com",
        "ana@example.xn--p1ai", "ana@example.рф", "ana@пример.рф",
        // Special-use domain names.
        "ana@site.test", "ana@test", "ana@www.example", "ana@example", "ana@host.invalid", "ana@app.localhost",
        "ana@printer.local", "ana@abcdefghijklmnop.onion", "ana@router.home.arpa", "ana@1.0.0.127.in-addr.arpa",
        "ana@TEST.TEST", "ana@example.net", "ana@example.org", "ana@mail.example.com", "ana@x.alt",
        "ana@corp.internal", "ana@test.com", "ana@local.com", "ana@testing.dev",
        // International local parts.
        "josé@example.com", "jose\u{301}@example.com", "用户@例子.广告", "अजय@डाटा.भारत", "δοκιμή@παράδειγμα.δοκιμή",
        "Я@МойДомен.РФ", "ñandú@ejemplo.com", "müller@münchen.de", "ÅSA@example.se", "ana@faß.de",
        "\u{0645}\u{062D}\u{0645}\u{062F}@example.com", "\u{05E9}\u{05DC}\u{05D5}\u{05DD}@example.com",
        "😀@example.com", "👩\u{200D}💻@example.com", "\u{2764}\u{FE0F}@example.com", "♚@example.com",
        "\u{301}user@example.com", "ana.\u{301}b@example.com", "\u{200D}@example.com", "\u{200C}@example.com",
        "an\u{200D}a@example.com", "क्\u{200D}ष@example.com", "\u{0645}\u{06CC}\u{200C}\u{062E}@example.com",
        "ana\u{200B}@example.com", "ana\u{00AD}@example.com", "ana\u{202E}@example.com", "ana\u{2066}@example.com",
        "ana\u{00A0}maria@example.com", "ana\u{3000}@example.com", "ana\u{2028}@example.com", "ana\u{0007}@example.com",
        "ana\u{0085}@example.com", "ana\u{E000}@example.com", "ana\u{0378}@example.com", "ana\u{FEFF}@example.com",
        "a\u{FF0E}b@example.com", "ana\u{FF20}example.com", "ａｎａ@example.com", "\u{FB01}@example.com",
        "\u{2163}@example.com", "x\u{00B2}@example.com", "ana\u{0301}\u{0301}@example.com",
        String(repeating: "é", count: 32) + "@example.com", String(repeating: "é", count: 33) + "@example.com",
        String(repeating: "用", count: 21) + "@example.com", String(repeating: "用", count: 22) + "@example.com",
        // International domains.
        "ana@bücher.de", "ana@BÜCHER.de", "ana@example\u{3002}com", "ana@example\u{FF0E}com",
        "ana@\u{FF25}\u{FF38}\u{FF21}\u{FF2D}\u{FF30}\u{FF2C}\u{FF25}.com", "ana@col\u{00B7}legi.cat",
        "ana@a\u{00B7}b.cat", "ana@\u{0661}\u{06F1}.com", "ana@\u{0661}\u{0662}.com", "ana@\u{05D0}\u{05F3}.com",
        "ana@example\u{200B}.com", "ana@\u{301}example.com", "ana@ex\u{200D}ample.com", "ana@क्\u{200D}ष.com",
        "ana@\u{05E9}\u{05DC}\u{05D5}\u{05DD}.com", "ana@1.\u{05D0}\u{05D1}.com", "ana@\u{05D0}1.com",
        "ana@\u{0627}\u{0644}\u{0639}\u{0631}\u{0628}\u{064A}\u{0629}.com", "ana@☃.com", "ana@😀.com",
        "ana@ex\u{00AD}ample.com", "ana@ﬁ.com", "ana@\u{2474}.com", "ana@⒈.com", "ana@a\u{2024}com",
        "ana@straße.de", "ana@ΣΊΣΥΦΟΣ.gr", "ana@ٹ.com", "ana@\u{0CF3}.com", "ana@xn--0ca.com",
        "ana@" + Array(repeating: "bücher", count: 14).joined(separator: ".") + ".de",
        String(repeating: "a", count: 64) + "@" + Array(repeating: "bücher", count: 12).joined(separator: ".")
            + ".de",
        "a@" + Array(repeating: String(repeating: "d", count: 63), count: 3).joined(separator: ".") + ".com",
        "a@" + Array(repeating: String(repeating: "d", count: 63), count: 4).joined(separator: ".") + ".com",
    ]

    static let localParts: [String] = [
        "ana", "Ana.Silva", "user+tag", "a", "1", "x_y", "o'neil", "ana..b", ".ana", "ana.", "a b", "\"q\"",
        "josé", "jose\u{301}", "用户", "Иван", "δοκιμή", "अजय", "\u{0645}\u{062D}\u{0645}\u{062F}", "😀", "ñ",
        "\u{301}a", "a\u{200D}b", "a\u{200B}b", "ａ", "a@b", "", "postmaster", "a-b", "a/b",
    ]

    static let domains: [String] = [
        "example.com", "EXAMPLE.COM", "bücher.de", "пример.рф", "例子.广告", "xn--bcher-kva.de", "a.b", "localhost",
        "site.test", "printer.local", "x.onion", "192.168.0.1", "example.123", "bad.tld-2", "-a.com", "a-.com",
        "a_b.com", "ab--c.com", "a..com", ".a.com", "a.com.", "a\u{00B7}b.cat", "l\u{00B7}l.cat", "ex\u{200B}am.com",
        "\u{05E9}\u{05DC}\u{05D5}\u{05DD}.com", "ﬁ.com", "☃.com", "example\u{3002}com", "[192.0.2.1]", "",
    ]

    /// Hand-picked, then 200 local parts and domains combined.
    static func all() -> [String] {
        var random = SplitMix64(state: 6531)
        var samples = handPicked
        for _ in 0..<200 {
            samples.append(random.pick(localParts) + "@" + random.pick(domains))
        }
        return samples
    }
}

/// Every address through both this package's parser and python email-validator (pinned
/// in `Reference/email_reference.py`, installed by `Scripts/test` from `Tests/requirements.txt`) in two configurations;
/// each disagreement must be a policy written down in
/// `Reference/email-known-deviations.txt`.
@Suite struct EmailDifferentialTests {
    /// Our modes, named as the script names its configurations.
    static let modes: [(String, EmailMode)] = [
        ("default", .international),
        ("development", .international(requireDotInDomain: false, allowSpecialUseDomains: true)),
    ]

    @Test func agreesWithEmailValidator() throws {
        let samples = EmailSamples.all()
        #expect(samples.count >= 300)
        let lines = try PythonReference.run("email_reference.py", inputLines: samples.map(PythonReference.hex))
        var theirs: [String: (accepted: String?, message: String)] = [:]
        var versions = ""
        for line in lines {
            if line.hasPrefix("#versions") {
                versions = String(line.dropFirst("#versions ".count))
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let index = Int(fields[0]) else { continue }
            theirs["\(index) \(fields[1])"] = fields[2] == "OK" ? (String(fields[3]), "") : (nil, String(fields[3]))
        }

        // Lines: config, then a policy — "ours-rejects:<our reason>" (every address we
        // reject for that reason while email-validator accepts it) or "ours-accepts:<text>"
        // (every address we accept while email-validator rejects it with a message holding
        // the text) — or one address, as hex; then why.
        let deviations = try PythonReference.knownDeviations("email-known-deviations.txt")
        let isPolicy = { (line: [Substring]) in line[1].hasPrefix("ours-rejects:") || line[1].hasPrefix("ours-accepts:")
        }
        let policies = Set(deviations.filter(isPolicy).map { "\($0[0]) \($0[1])" })
        let acceptancePolicies = deviations.filter { $0[1].hasPrefix("ours-accepts:") }
            .map { (config: String($0[0]), text: String($0[1].dropFirst("ours-accepts:".count))) }
        var listed = Set(deviations.filter { !isPolicy($0) }.map { "\($0[0]) \($0[1])" })
        var usedPolicies = Set<String>()
        var agreements = 0
        var agreementsByConfig: [String: Int] = [:]
        var byPolicy = 0
        var byList = 0
        var unexplained: [String] = []
        for (index, sample) in samples.enumerated() {
            let hex = PythonReference.hex(sample)
            for (config, mode) in Self.modes {
                let ours = EmailAddress.result(sample, mode: mode)
                guard let reference = theirs["\(index) \(config)"] else {
                    unexplained.append("\(config) \(hex): no answer from email-validator")
                    continue
                }
                let agree: Bool
                let policy: String?
                switch ours {
                case .success(let address):
                    agree = reference.accepted == PythonReference.hex(address.address)
                    policy = acceptancePolicies.first { $0.config == config && reference.message.contains($0.text) }
                        .map { "\($0.config) ours-accepts:\($0.text)" }
                case .failure(let error):
                    agree = reference.accepted == nil
                    policy = "\(config) ours-rejects:\(error.reason.rawValue)"
                }
                if agree {
                    agreements += 1
                    agreementsByConfig[config, default: 0] += 1
                } else if let policy, policies.contains(policy) {
                    usedPolicies.insert(policy)
                    byPolicy += 1
                } else if listed.remove("\(config) \(hex)") != nil {
                    byList += 1
                } else {
                    let mine: String =
                        switch ours {
                        case .success(let address): "accepts \(PythonReference.hex(address.address))"
                        case .failure(let error): "rejects (\(error.reason))"
                        }
                    let other = reference.accepted.map { "accepts \($0)" } ?? "rejects (\(reference.message))"
                    unexplained.append(
                        "\(config)\t\(hex)\t\(sample.debugDescription): ours \(mine); email-validator \(other)")
                }
            }
        }
        let total = samples.count * Self.modes.count
        print(
            "E-mail differential (\(versions), ICU \(ICULibrary.version), Unicode \(ICULibrary.unicodeVersion)): "
                + "\(samples.count) addresses × \(Self.modes.count) configurations = \(total) comparisons; "
                + "\(agreements) agree (\(String(format: "%.1f", 100 * Double(agreements) / Double(total)))%), "
                + "\(byPolicy) by documented policy, \(byList) listed deviations; agreement by configuration: "
                + Self.modes.map { "\($0.0) \(agreementsByConfig[$0.0, default: 0])/\(samples.count)" }
                .joined(separator: ", "))
        #expect(unexplained.isEmpty, "disagreements with email-validator:\n\(unexplained.joined(separator: "\n"))")
        #expect(listed.isEmpty, "listed deviations that no longer occur:\n\(listed.sorted().joined(separator: "\n"))")
        #expect(
            policies.subtracting(usedPolicies).isEmpty,
            "policies no address needed:\n\(policies.subtracting(usedPolicies).sorted().joined(separator: "\n"))")
    }
}
