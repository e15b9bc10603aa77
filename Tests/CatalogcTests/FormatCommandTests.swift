import Foundation
import TestSupport
import Testing

/// `catalogc fmt` on files: which file it writes, how, and when it refuses.
@Suite("catalogc fmt files")
struct FormatCommandTests {
    static let unformatted = "hello   =   Hello\nbye = Bye\n"
    static let formatted = "hello = Hello\n\nbye = Bye\n"

    /// The file's inode, permission bits and modification date (of a link itself, not its target).
    private func attributes(_ path: String) throws -> (inode: Int, mode: Int, modified: Date) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (
            try #require(attributes[.systemFileNumber] as? Int), try #require(attributes[.posixPermissions] as? Int),
            try #require(attributes[.modificationDate] as? Date)
        )
    }

    @Test("An absolute path formats that file, not the same name in the current folder")
    func absolutePath() throws {
        let here = try TemporaryDirectory(["x.ftl": Self.unformatted])
        let there = try TemporaryDirectory(["x.ftl": Self.unformatted])
        defer {
            here.remove()
            there.remove()
        }
        let run = try Catalogc.run(["fmt", there.path("x.ftl")], in: here.path)
        #expect(run.status == 0, "\(run)")
        #expect(try there.read("x.ftl") == Array(Self.formatted.utf8))
        #expect(try here.read("x.ftl") == Array(Self.unformatted.utf8))
    }

    @Test("Relative paths, ./ and folders with a trailing slash", arguments: ["x.ftl", "./x.ftl", ".", "./", "sub/.."])
    func relativePaths(argument: String) throws {
        let root = try TemporaryDirectory(["x.ftl": Self.unformatted, "sub/keep.txt": ""])
        defer { root.remove() }
        let run = try Catalogc.run(["fmt", argument], in: root.path)
        #expect(run.status == 0, "\(run)")
        #expect(try root.read("x.ftl") == Array(Self.formatted.utf8))
        #expect(try root.contents() == ["sub", "x.ftl"])
    }

    @Test("A missing path: exit 1 naming it, with or without --check, and nothing is written")
    func missingPath() throws {
        let root = try TemporaryDirectory(["x.ftl": Self.unformatted])
        defer { root.remove() }
        for arguments in [["fmt"], ["fmt", "--check"]] {
            let run = try Catalogc.run(arguments + [root.path("x.ftl"), root.path("missing.ftl")])
            #expect(run.status == 1, "\(run)")
            #expect(run.stderr.contains("no such file or folder: \(root.path("missing.ftl"))"), "\(run)")
            #expect(!run.stderr.contains("USAGE"))
            #expect(try root.read("x.ftl") == Array(Self.unformatted.utf8))
        }
        let folder = try Catalogc.run("fmt", root.path("no-such-folder/"))
        #expect(folder.status == 1, "\(folder)")
        #expect(folder.stderr.contains(root.path("no-such-folder/")))
    }

    @Test("Usage errors still exit 64")
    func usageError() throws {
        let run = try Catalogc.run("fmt", "--frobnicate", "x.ftl")
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("USAGE: catalogc fmt"))
    }

    @Test("A symbolic link: its target is formatted and the link stays a link", arguments: [false, true])
    func symbolicLink(throughFolder: Bool) throws {
        let root = try TemporaryDirectory(["real/target.ftl": Self.unformatted, "links/keep.txt": ""])
        defer { root.remove() }
        let link = root.path("links/link.ftl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../real/target.ftl")

        let run = try Catalogc.run("fmt", throughFolder ? root.path("links") : link)
        #expect(run.status == 0, "\(run)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../real/target.ftl")
        #expect(try root.read("real/target.ftl") == Array(Self.formatted.utf8))
        #expect(try root.contents(of: "links") == ["keep.txt", "link.ftl"])
        #expect(try root.contents(of: "real") == ["target.ftl"])
    }

    @Test("A symbolic link to a folder: the files in it are formatted", arguments: ["linked", "linked/"])
    func symbolicLinkToFolder(argument: String) throws {
        let root = try TemporaryDirectory(["real/en/x.ftl": Self.unformatted])
        defer { root.remove() }
        try FileManager.default.createSymbolicLink(atPath: root.path("linked"), withDestinationPath: "real")
        let run = try Catalogc.run(["fmt", argument], in: root.path)
        #expect(run.status == 0, "\(run)")
        #expect(try root.read("real/en/x.ftl") == Array(Self.formatted.utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root.path("linked")) == "real")
    }

    @Test("The file's mode is kept", arguments: [0o600, 0o644, 0o755, 0o444])
    func modeKept(mode: Int) throws {
        let root = try TemporaryDirectory(["x.ftl": Self.unformatted])
        defer { root.remove() }
        #expect(chmod(root.path("x.ftl"), mode_t(mode)) == 0)
        let run = try Catalogc.run("fmt", root.path("x.ftl"))
        #expect(run.status == 0, "\(run)")
        #expect(try root.read("x.ftl") == Array(Self.formatted.utf8))
        #expect(try attributes(root.path("x.ftl")).mode == mode)
    }

    @Test("A change replaces the file by a rename (a new inode, no leftovers); no change leaves it alone")
    func atomicAndOnlyWhenChanged() throws {
        let root = try TemporaryDirectory(["x.ftl": Self.unformatted])
        defer { root.remove() }
        let before = try attributes(root.path("x.ftl"))
        let run = try Catalogc.run("fmt", root.path)
        #expect(run.status == 0, "\(run)")
        let after = try attributes(root.path("x.ftl"))
        #expect(after.inode != before.inode, "the file was rewritten in place, not replaced")
        #expect(try root.contents() == ["x.ftl"])

        let again = try Catalogc.run("fmt", root.path)
        #expect(again.status == 0, "\(again)")
        let untouched = try attributes(root.path("x.ftl"))
        #expect(untouched.inode == after.inode)
        #expect(untouched.modified == after.modified)
    }

    @Test("--check on a clean folder passes and writes nothing")
    func checkClean() throws {
        let root = try TemporaryDirectory(["en/x.ftl": Self.formatted, "ru/x.ftl": Self.formatted])
        defer { root.remove() }
        let run = try Catalogc.run("fmt", "--check", root.path + "/")
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty)
    }
}
