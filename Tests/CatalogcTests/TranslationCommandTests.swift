import Foundation
import TestSupport
import Testing

/// `catalogc accept`, stale translations in `check`, `report --format json` and merging the
/// translation record with git, run as processes.
@Suite("catalogc accept and report")
struct TranslationCommandTests {
    static let catalogs = [
        "Locales/en/Shop.ftl": "greeting = Hello\ntitle = Shop\nfarewell = Goodbye\nhelp = Help\n",
        "Locales/ru/Shop.ftl": "greeting = Привет\ntitle = Магазин\nfarewell = До свидания\nhelp = Помощь\n",
        "Locales/pt-BR/Shop.ftl": "greeting = Olá\n",
    ]

    private func edit(_ root: TemporaryDirectory, _ file: String, _ old: String, _ new: String) throws {
        let text = String(decoding: try root.read(file), as: UTF8.self)
        try root.write(file, bytes: Array(text.replacingOccurrences(of: old, with: new).utf8))
    }

    @Test(
        "accept writes Locales/catalogc.lock; a changed source is a stale warning, an error in release; accept clears it"
    )
    func acceptAndCheck() throws {
        let root = try TemporaryDirectory(Self.catalogs)
        defer { root.remove() }
        let first = try Catalogc.run(["accept", "ru"], in: root.path)
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains("accepted 4 translations of ru"), "\(first)")
        let lock = String(decoding: try root.read("Locales/catalogc.lock"), as: UTF8.self)
        #expect(lock.contains("ru\tShop\tgreeting\t"), "\(lock)")
        #expect(lock.hasSuffix("\tHello\n") || lock.contains("\tHello\n"))

        try edit(root, "Locales/en/Shop.ftl", "Hello", "Hi there")
        let check = try Catalogc.run(["check", root.path("Locales")])
        #expect(check.status == 0, "\(check)")
        #expect(
            check.stderr.contains(
                "\(root.path("Locales/ru/Shop.ftl")):1:1: warning: the source text of 'greeting' changed"), "\(check)")
        #expect(check.stderr.contains("\(root.path("Locales/catalogc.lock")):9:1: note: translated from: Hello"))
        #expect(check.stderr.contains("\(root.path("Locales/en/Shop.ftl")):1:1: note: the source now: Hi there"))
        let release = try Catalogc.run(["check", root.path("Locales"), "--profile", "release"])
        #expect(release.status == 1)
        #expect(release.stderr.contains("error: the source text of 'greeting' changed"), "\(release)")

        let again = try Catalogc.run(["accept", "ru", "greeting", "--catalogs", root.path("Locales")])
        #expect(again.stdout.contains("accepted 1 translation of ru (1 were stale)"), "\(again)")
        let clean = try Catalogc.run(["check", root.path("Locales")])
        #expect(!clean.stderr.contains("stale-translation"), "\(clean)")
    }

    @Test("accept: an unknown message is exit 1 and nothing is written; no locale is a usage error")
    func acceptErrors() throws {
        let root = try TemporaryDirectory(Self.catalogs)
        defer { root.remove() }
        let typo = try Catalogc.run(["accept", "ru", "gretting"], in: root.path)
        #expect(typo.status == 1)
        #expect(typo.stderr.contains("did you mean 'greeting'?"), "\(typo)")
        #expect(!FileManager.default.fileExists(atPath: root.path("Locales/catalogc.lock")))
        let usage = try Catalogc.run(["accept"], in: root.path)
        #expect(usage.status == 64)
    }

    @Test("report --format json: the documented shape; --locale filters; --fail-on stale exits 1")
    func reportJSON() throws {
        let root = try TemporaryDirectory(Self.catalogs)
        defer { root.remove() }
        _ = try Catalogc.run(["accept", "ru"], in: root.path)
        try edit(root, "Locales/en/Shop.ftl", "Goodbye", "See you")
        let run = try Catalogc.run(["report", root.path("Locales"), "--format", "json", "--locale", "ru"])
        #expect(run.status == 0, "\(run)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect(object?["sourceLocale"] as? String == "en")
        let locales = object?["locales"] as? [[String: Any]] ?? []
        #expect(locales.count == 1)
        let ru = locales.first ?? [:]
        #expect(ru["locale"] as? String == "ru")
        #expect(
            [ru["translated"], ru["stale"], ru["missing"], ru["fallback"], ru["total"]].map { $0 as? Int } == [
                3, 1, 0, 0, 4,
            ])
        let messages = object?["messages"] as? [[String: Any]] ?? []
        let farewell = messages.first { $0["id"] as? String == "farewell" }
        #expect(farewell?["source"] as? String == "See you")
        let cell = (farewell?["locales"] as? [String: Any])?["ru"] as? [String: Any]
        #expect(cell?["status"] as? String == "stale")
        #expect(cell?["recordedSource"] as? String == "Goodbye")

        let failing = try Catalogc.run(["report", root.path("Locales"), "--fail-on", "missing,stale"])
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("ru has 1 stale (--fail-on)"), "\(failing)")
        #expect(failing.stderr.contains("pt-BR has 3 missing (--fail-on)"), "\(failing)")
        let onlyMissing = try Catalogc.run(
            ["report", root.path("Locales"), "--fail-on", "missing", "--locale", "ru", "--format", "json"])
        #expect(onlyMissing.status == 0, "\(onlyMissing)")
        let wrong = try Catalogc.run(["report", root.path("Locales"), "--fail-on", "typos"])
        #expect(wrong.status == 64)
    }

    // MARK: Concurrency and line ends

    /// Two `catalogc accept` runs at once each read the record, add their line and write
    /// it back: without a lock one run's record was lost (9 times in 10). Ten rounds, each
    /// must keep both.
    @Test("Two accepts at once keep both records (the catalogs folder is locked)")
    func concurrentAcceptsKeepBothRecords() throws {
        let root = try TemporaryDirectory(Self.catalogs)
        defer { root.remove() }
        for round in 1...10 {
            try? FileManager.default.removeItem(atPath: root.path("Locales/catalogc.lock"))
            let runs = [["accept", "ru", "greeting"], ["accept", "ru", "farewell"]].map { arguments in
                let process = Process()
                process.executableURL = Catalogc.executable
                process.arguments = arguments + ["--catalogs", root.path("Locales"), "--quiet"]
                return process
            }
            for process in runs { try process.run() }
            for process in runs { process.waitUntilExit() }
            #expect(runs.allSatisfy { $0.terminationStatus == 0 })
            let lock = String(decoding: try root.read("Locales/catalogc.lock"), as: UTF8.self)
            #expect(
                lock.contains("ru\tShop\tgreeting\t") && lock.contains("ru\tShop\tfarewell\t"),
                "round \(round): \(lock)")
        }
    }

    /// A record checked out with CR LF (git's `core.autocrlf`) reads as it was written:
    /// nothing unreadable, nothing stale, and `accept` keeps every record.
    @Test("A record with CR LF line ends is read whole")
    func recordWithCRLFIsRead() throws {
        let root = try TemporaryDirectory(Self.catalogs)
        defer { root.remove() }
        #expect(try Catalogc.run(["accept", "ru", "--catalogs", root.path("Locales"), "--quiet"]).status == 0)
        let lock = String(decoding: try root.read("Locales/catalogc.lock"), as: UTF8.self)
        try root.write("Locales/catalogc.lock", bytes: Array(lock.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        let check = try Catalogc.run(["check", root.path("Locales")])
        #expect(check.status == 0, "\(check)")
        #expect(!check.stderr.contains("cannot be read") && !check.stderr.contains("stale"), "\(check)")
        let report = try Catalogc.run(["report", root.path("Locales"), "--format", "json"])
        #expect(report.stdout.contains("\"final\""), "\(report)")
        #expect(try Catalogc.run(["accept", "pt-BR", "--catalogs", root.path("Locales"), "--quiet"]).status == 0)
        let rewritten = String(decoding: try root.read("Locales/catalogc.lock"), as: UTF8.self)
        #expect(rewritten.components(separatedBy: "\tShop\t").count == 6, "4 ru and 1 pt-BR records: \(rewritten)")
        #expect(!rewritten.contains("\r"))
    }

    // MARK: Merging with git

    /// Runs git in `directory` with a fixed identity; returns its exit status.
    @discardableResult
    private func git(_ arguments: [String], in directory: String) throws -> Catalogc.Run {
        try Catalogc.run(
            ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main"]
                + arguments, in: directory, executable: URL(fileURLWithPath: "/usr/bin/git"))
    }

    @Test(
        "Two branches accept neighbouring records: git merges them cleanly; the same record on both: markers that check explains and accept cleans"
    )
    func gitMerge() throws {
        let root = try TemporaryDirectory(Self.catalogs)
        defer { root.remove() }
        try git(["init", "-q"], in: root.path)
        _ = try Catalogc.run(["accept", "ru"], in: root.path)
        try git(["add", "-A"], in: root.path)
        try git(["commit", "-qm", "base"], in: root.path)
        // The source of two neighbouring records (farewell, greeting) changes; each branch
        // accepts one of them.
        try edit(root, "Locales/en/Shop.ftl", "Hello", "Hi")
        try edit(root, "Locales/en/Shop.ftl", "Goodbye", "Bye")
        try git(["commit", "-qam", "new source"], in: root.path)
        try git(["checkout", "-qb", "other"], in: root.path)
        _ = try Catalogc.run(["accept", "ru", "farewell"], in: root.path)
        try git(["commit", "-qam", "accept farewell"], in: root.path)
        try git(["checkout", "-q", "main"], in: root.path)
        _ = try Catalogc.run(["accept", "ru", "greeting"], in: root.path)
        try git(["commit", "-qam", "accept greeting"], in: root.path)
        let merge = try git(["merge", "-q", "--no-edit", "other"], in: root.path)
        #expect(merge.status == 0, "\(merge)")
        let check = try Catalogc.run(["check", "Locales"], in: root.path)
        #expect(!check.stderr.contains("stale-translation"), "\(check)")
        #expect(!check.stderr.contains("translation-record"), "\(check)")

        // Both branches accept greeting: one after editing the translation. A real conflict.
        try edit(root, "Locales/en/Shop.ftl", "Hi\n", "Hi again\n")
        try git(["commit", "-qam", "newer source"], in: root.path)
        try git(["checkout", "-qb", "third"], in: root.path)
        try edit(root, "Locales/ru/Shop.ftl", "Привет", "Здравствуйте")
        _ = try Catalogc.run(["accept", "ru", "greeting"], in: root.path)
        try git(["commit", "-qam", "retranslate greeting"], in: root.path)
        try git(["checkout", "-q", "main"], in: root.path)
        _ = try Catalogc.run(["accept", "ru", "greeting"], in: root.path)
        try git(["commit", "-qam", "accept greeting again"], in: root.path)
        let conflicted = try git(["merge", "-q", "--no-edit", "third"], in: root.path)
        #expect(conflicted.status != 0, "the same line changed on both sides: \(conflicted)")
        let explained = try Catalogc.run(["check", "Locales"], in: root.path)
        #expect(explained.status == 0, "a warning in debug, never a crash: \(explained)")
        #expect(
            explained.stderr.contains("Locales/catalogc.lock:9:1: warning: catalogc.lock has merge conflict markers"),
            "\(explained)")
        // Both sides' lines are read; the one matching the merged translation counts.
        #expect(!explained.stderr.contains("stale-translation"), "\(explained)")
        let states = try Catalogc.run(["report", "Locales", "--format", "json"], in: root.path)
        #expect(states.stdout.contains("\"state\" : \"final\""), "\(states)")
        let cleaned = try Catalogc.run(["accept", "ru", "title"], in: root.path)
        #expect(cleaned.status == 0, "\(cleaned)")
        let lock = String(decoding: try root.read("Locales/catalogc.lock"), as: UTF8.self)
        #expect(!lock.contains("<<<<<<<") && !lock.contains(">>>>>>>"), "\(lock)")
        #expect(lock.split(separator: "\n").filter { !$0.hasPrefix("#") }.count == 4, "\(lock)")
        let final = try Catalogc.run(["check", "Locales"], in: root.path)
        #expect(!final.stderr.contains("stale-translation") && !final.stderr.contains("translation-record"), "\(final)")
    }

    @Test("The plugins' layout names the same record file as the compiler")
    func layoutAgrees() throws {
        let layout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Plugins/Shared/CatalogLayout.swift")
        let text = try String(contentsOf: layout, encoding: .utf8)
        #expect(text.contains("static let translationRecordFileName = \"catalogc.lock\""))
    }
}
