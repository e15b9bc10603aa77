#!/usr/bin/env python3
"""Tests of docs_package.py (Scripts/check-docs runs them first): how doc blocks become
the files of the docs' package, and which doc mistakes it refuses, on small made-up docs."""

import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest

SCRIPTS = pathlib.Path(__file__).resolve().parent
REPOSITORY = SCRIPTS.parent

MANIFEST = """```swift
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "https://…/LocalizedValidation.git", branch: "main")],
    targets: [.executableTarget(name: "App")]
)
```
"""


class DocsPackageTests(unittest.TestCase):
    def setUp(self):
        self.folder = pathlib.Path(tempfile.mkdtemp())
        self.repository = self.folder / "repository"
        shutil.copytree(REPOSITORY / "Tests" / "DocsFixture", self.repository / "Tests" / "DocsFixture")
        (self.repository / "Sources/Lib/Lib.docc").mkdir(parents=True)

    def tearDown(self):
        shutil.rmtree(self.folder)

    def run_script(self, readme, article=""):
        (self.repository / "README.md").write_text(readme, encoding="utf-8")
        (self.repository / "Sources/Lib/Lib.docc/Guide.md").write_text(article, encoding="utf-8")
        return subprocess.run(
            [sys.executable, str(SCRIPTS / "docs_package.py"), str(self.repository),
             str(self.folder / "package"), str(self.folder / "fragments")],
            capture_output=True, text=True)

    def read(self, path):
        return (self.folder / "package" / path).read_text(encoding="utf-8")

    def test_the_manifest_depends_on_the_repository_by_path_and_keeps_the_rest(self):
        result = self.run_script(MANIFEST)
        self.assertEqual(result.returncode, 0, result.stderr)
        manifest = self.read("Package.swift")
        self.assertIn(f'.package(name: "LocalizedValidation", path: "{self.repository}")', manifest)
        self.assertNotIn(".package(url:", manifest)
        self.assertIn('    targets: [.executableTarget(name: "App")]\n)', manifest)

    def test_top_level_blocks_share_main_swift_and_keep_their_imports_and_lines(self):
        readme = MANIFEST + "\n```swift\nimport LocalizedValidation\n\nlet a = 1\n```\n\n```swift\nfor b in [a] {\n    print(b)\n}\n// 1\n```\n"
        result = self.run_script(readme)
        self.assertEqual(result.returncode, 0, result.stderr)
        main = self.read("Sources/App/main.swift")
        self.assertIn("import LocalizedValidation", main)
        self.assertLess(main.index("let a = 1"), main.index("for b in [a] {"))
        self.assertIn(f'#sourceLocation(file: "{self.repository}/README.md", line: 13)\nimport LocalizedValidation', main)
        self.assertIn(f'#sourceLocation(file: "{self.repository}/README.md", line: 19)\nfor b in [a] {{', main)
        self.assertEqual(self.read("outputs.tsv"), "README.md\t22\t1\n")

    def test_declarations_get_a_file_and_an_articles_statements_a_function(self):
        article = "```swift\nimport SwiftUI\n\nstruct V: View {\n}\n```\n\n```swift\nlet x = 1\nprint(x)\n```\n"
        result = self.run_script(MANIFEST, article)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("struct V: View {", self.read("Sources/Articles/Guide-line2.swift"))
        sample = self.read("Sources/Articles/Guide.swift")
        self.assertIn("@MainActor func guideSample() async throws {", sample)
        self.assertIn("    let x = 1", sample)

    def test_a_manifest_fragment_becomes_a_package_to_load(self):
        article = '```swift\n.target(name: "App")\n```\n'
        result = self.run_script(MANIFEST, article)
        self.assertEqual(result.returncode, 0, result.stderr)
        fragment = (self.folder / "fragments" / "Guide-2" / "Package.swift").read_text(encoding="utf-8")
        self.assertIn('        .target(name: "App")', fragment)

    def test_commands_come_from_sh_blocks_and_inline_spans_without_placeholders(self):
        readme = ("```sh\nswift run Skipped\n```\n" + MANIFEST
                  + "Run `swift package catalog check` or `swift package <verb>` or `catalogc fmt`.\n"
                  + "```sh\n# a comment\nswift package catalog report   # coverage\n```\n")
        result = self.run_script(readme)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(self.read("commands.tsv"),
                         "README.md\t14\tswift package catalog check\n"
                         "README.md\t17\tswift package catalog report   # coverage\n")

    def test_a_catalog_is_written_where_its_first_line_says(self):
        readme = MANIFEST + "```ftl\n## Sources/App/Locales/en/AppText.ftl\n\nhello = Hello\n```\n"
        result = self.run_script(readme)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(self.read("Sources/App/Locales/en/AppText.ftl"),
                         "## Sources/App/Locales/en/AppText.ftl\n\nhello = Hello\n")

    def test_doc_mistakes_are_refused_with_the_doc_and_line(self):
        cases = {
            MANIFEST + "```ftl\nhello = Hello\n```\n": "README.md:12 (ftl block): the first line must name the file",
            MANIFEST.replace('url: "https://…/LocalizedValidation.git", branch: "main"', 'path: "x"'):
                "expected one `.package(url: …)` dependency",
            MANIFEST + "```\ncode\n```\n": "README.md:11: a code block has no language",
            MANIFEST + "```swift\nlet a = 1\n": "README.md:11: a code block is never closed",
            "```swift\nlet a = 1\n```\n": "no Swift block shows the manifest",
            MANIFEST + '```json\n{"a": }\n```\n': "README.md:12 (json block): invalid JSON",
        }
        for readme, message in cases.items():
            result = self.run_script(readme)
            self.assertEqual(result.returncode, 1, readme)
            self.assertIn(message, result.stderr)


if __name__ == "__main__":
    unittest.main()
