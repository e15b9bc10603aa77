#!/usr/bin/env python3
"""Turns the code blocks of README.md and the DocC articles into a downstream package.

Scripts/check-docs runs this, then builds the package and runs the commands. Usage:

    docs_package.py <repository> <package-folder> <fragments-folder>

Writes, in <package-folder>:
  Package.swift      the README's manifest block, its `.package(url: …)` dependency
                     replaced by a path dependency on <repository>, then the harness's
                     additions (the Articles target, the SwiftUI stand-in, strict warnings)
  Sources/App/       the README's Swift blocks: top-level code in main.swift (the blocks
                     share one scope, as the tour builds on itself), each declaration
                     block in a file of its own, plus Tests/DocsFixture/App/Prelude.swift
  Sources/Articles/  the DocC articles' Swift blocks: an article's top-level code in one
                     function, declarations in files of their own, plus
                     Tests/DocsFixture/Articles/Prelude.swift
  Sources/SwiftUI/   Tests/DocsFixture/SwiftUI on Linux, where SwiftUI does not exist
  every ```ftl block at the path its first line names (`## Sources/App/Locales/en/X.ftl`)
  commands.tsv       doc, line and text of every shell command the docs show
  catalogs.tsv       each catalog's path, doc and first line in the doc
  outputs.tsv        lines the README's tour says it prints: a `// ` comment right after
                     a top-level `}` (a loop that prints) is a line the App must print
and in <fragments-folder>, one package per manifest fragment (`.target(…)`) for
`swift package dump-package`. Every block keeps exactly the imports it shows, and Swift
code carries #sourceLocation lines, so compiler errors point at the doc's own lines.
"""

import json
import pathlib
import re
import shutil
import sys

FENCE = re.compile(r"^```(\S*)\s*$")
INLINE_COMMAND = re.compile(r"`(swift (?:package|run)\b[^`]*)`")
DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s+)*((public|private|fileprivate|internal|final|open)\s+)*"
    r"(struct|class|enum|actor|extension|protocol|func)\s"
)
PACKAGE_URL = re.compile(r'\.package\(url:[^)]*\)')

# Blocks that are run elsewhere: (doc, first line of the block) -> why.
SKIPPED_SHELL_BLOCKS = {
    ("README.md", 1): "the README's first commands are run by .ci/run itself",
}


class DocsError(Exception):
    """A doc block that cannot become part of the package."""


class Block:
    """One fenced code block: its doc, language, the line of its first code line, text."""

    def __init__(self, doc, language, line, lines):
        self.doc = doc
        self.language = language
        self.line = line
        self.lines = lines

    @property
    def where(self):
        return f"{self.doc}:{self.line} ({self.language} block)"

    def code_lines(self):
        """Lines that are neither blank nor comments."""
        return [line for line in self.lines if line.strip() and not line.strip().startswith("//")]


def read_doc(repository, relative):
    """The doc's fenced blocks and the shell commands its prose shows."""
    text = (repository / relative).read_text(encoding="utf-8").splitlines()
    blocks, commands = [], []
    index = 0
    while index < len(text):
        match = FENCE.match(text[index])
        if not match:
            for command in INLINE_COMMAND.findall(text[index]):
                if "<" not in command and "…" not in command:  # placeholders are prose
                    commands.append((relative, index + 1, command))
            index += 1
            continue
        language = match.group(1)
        start = index + 1
        end = start
        while end < len(text) and text[end].strip() != "```":
            end += 1
        if end == len(text):
            raise DocsError(f"{relative}:{index + 1}: a code block is never closed")
        if not language:
            raise DocsError(f"{relative}:{index + 1}: a code block has no language; name it (swift, sh, ftl, json)")
        blocks.append(Block(relative, language, start + 1, text[start:end]))
        index = end + 1
    return blocks, commands


def located(block, lines, first_line, indent=""):
    """Lines of Swift that report errors at their line of the doc."""
    path = json.dumps(str(block.absolute), ensure_ascii=False)
    return (
        [f"#sourceLocation(file: {path}, line: {first_line})"]
        + [indent + line if line.strip() else "" for line in lines]
        + ["#sourceLocation()"]
    )


def split_imports(block):
    """(import lines with their offsets, the other lines and the offset of the first)."""
    imports = [(offset, line) for offset, line in enumerate(block.lines) if line.startswith("import ")]
    last_import = imports[-1][0] if imports else -1
    return imports, block.lines[last_import + 1:], last_import + 1


def swift_file(header, blocks, function=None):
    """A Swift file of top-level code blocks (in `function` when given) or one declaration block."""
    imports, body = [], []
    for block in blocks:
        block_imports, rest, offset = split_imports(block)
        for import_offset, line in block_imports:
            imports += located(block, [line], block.line + import_offset)
        body += located(block, rest, block.line + offset, "    " if function else "")
    if function:
        body = [f"@MainActor func {function}() async throws {{"] + body + ["}"]
    return "\n".join([f"// Generated by Scripts/check-docs from {header}. Edit the doc, not this file."] + imports + body) + "\n"


def path_dependency(repository):
    """The dependency on this repository, by path (named, as the folder may be called anything)."""
    return f'.package(name: "LocalizedValidation", path: {json.dumps(str(repository), ensure_ascii=False)})'


def manifest(block, repository):
    """The README's manifest with a path dependency on the repository, and the harness's additions."""
    text = "\n".join(block.lines) + "\n"
    dependency = path_dependency(repository)
    replaced, count = PACKAGE_URL.subn(dependency, text)
    if count != 1:
        raise DocsError(f"{block.where}: expected one `.package(url: …)` dependency to replace, found {count}")
    return replaced + HARNESS


HARNESS = """
// ---- Added by Scripts/check-docs; not part of the README's manifest. ----
// The DocC articles' samples compile in a target of their own; on Linux a stand-in
// module replaces SwiftUI; the docs' code builds with warnings as errors.
package.targets.append(
    .target(
        name: "Articles",
        dependencies: [
            .product(name: "LocalizedValidation", package: "LocalizedValidation"),
            .product(name: "LocalizedValidationServer", package: "LocalizedValidation"),
        ]
    )
)
#if os(Linux)
    package.targets.append(.target(name: "SwiftUI"))
    for target in package.targets where ["App", "Articles"].contains(target.name) {
        target.dependencies.append("SwiftUI")
    }
#endif
for target in package.targets where ["App", "Articles"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
"""


def fragment_manifest(block, repository):
    """A package whose targets are the fragment, for `swift package dump-package`."""
    dependency = path_dependency(repository)
    body = "\n".join("        " + line if line.strip() else "" for line in block.lines)
    return (
        "// swift-tools-version:6.2\n"
        f"// Generated by Scripts/check-docs from {block.where}.\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '    name: "Fragment",\n'
        f"    dependencies: [{dependency}],\n"
        "    targets: [\n"
        f"{body}\n"
        "    ]\n"
        ")\n"
    )


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def main():
    repository, package, fragments = (pathlib.Path(argument).resolve() for argument in sys.argv[1:4])
    fixture = repository / "Tests" / "DocsFixture"
    docs = ["README.md"] + sorted(
        str(path.relative_to(repository)) for path in repository.glob("Sources/*/*.docc/*.md")
    )

    for stale in ["Package.swift", "Sources", "Locales", "commands.tsv", "catalogs.tsv", "outputs.tsv"]:
        path = package / stale
        if path.is_dir():
            shutil.rmtree(path)
        elif path.exists():
            path.unlink()
    if fragments.exists():
        shutil.rmtree(fragments)
    package.mkdir(parents=True, exist_ok=True)
    fragments.mkdir(parents=True)

    commands, catalogs, manifests, catalog_sources, outputs = [], {}, [], [], []
    for doc in docs:
        blocks, inline_commands = read_doc(repository, doc)
        commands += inline_commands
        target = "App" if doc == "README.md" else "Articles"
        name = pathlib.Path(doc).stem
        statements = []
        for block in blocks:
            block.absolute = repository / doc
            if block.language == "sh":
                if (doc, block.line - 1) in SKIPPED_SHELL_BLOCKS:
                    continue
                for offset, line in enumerate(block.lines):
                    if line.strip() and not line.strip().startswith("#"):
                        commands.append((doc, block.line + offset, line.strip()))
            elif block.language == "ftl":
                header = re.match(r"^## (\S+\.ftl)$", block.lines[0] if block.lines else "")
                if not header:
                    raise DocsError(f"{block.where}: the first line must name the file: `## Sources/App/Locales/en/AppText.ftl`")
                if header.group(1) in catalogs:
                    raise DocsError(f"{block.where}: {header.group(1)} is already shown at {catalogs[header.group(1)]}")
                catalogs[header.group(1)] = block.where
                write(package / header.group(1), "\n".join(block.lines) + "\n")
                catalog_sources.append((header.group(1), doc, block.line))
            elif block.language == "json":
                try:
                    json.loads("\n".join(block.lines))
                except json.JSONDecodeError as error:
                    raise DocsError(f"{block.where}: invalid JSON: {error}")
            elif block.language == "swift":
                code = block.code_lines()
                first = next((line for line in code if not line.startswith("import ")), "")
                if any("let package = Package(" in line for line in code):
                    if doc != "README.md" or manifests:
                        raise DocsError(f"{block.where}: only the README shows a whole manifest")
                    manifests.append(block)
                    write(package / "Package.swift", manifest(block, repository))
                elif first.startswith("."):
                    folder = fragments / f"{name}-{block.line}"
                    write(folder / "Package.swift", fragment_manifest(block, repository))
                    with open(fragments / "fragments.tsv", "a", encoding="utf-8") as listing:
                        listing.write(f"{doc}\t{block.line}\t{folder}\n")
                elif DECLARATION.match(first):
                    write(package / "Sources" / target / f"{name}-line{block.line}.swift", swift_file(block.where, [block]))
                else:
                    statements.append(block)
            else:
                raise DocsError(f"{block.where}: no check knows the language '{block.language}'")
        if statements:
            if target == "App":
                for block in statements:
                    for offset, line in enumerate(block.lines[1:], start=1):
                        if block.lines[offset - 1] == "}" and line.startswith("// "):
                            outputs.append((doc, block.line + offset, line[3:]))
                write(package / "Sources/App/main.swift", swift_file(f"{doc}, its top-level code blocks", statements))
            else:
                function = re.sub(r"\W", "", name[0].lower() + name[1:]) + "Sample"
                write(package / "Sources/Articles" / f"{name}.swift", swift_file(f"{doc}, its top-level code blocks", statements, function))

    if not manifests:
        raise DocsError("README.md: no Swift block shows the manifest (`let package = Package(`)")
    for target in ["App", "Articles"]:
        (package / "Sources" / target).mkdir(parents=True, exist_ok=True)
        shutil.copy(fixture / target / "Prelude.swift", package / "Sources" / target / "Prelude.swift")
    if sys.platform.startswith("linux"):
        (package / "Sources/SwiftUI").mkdir(parents=True)
        shutil.copy(fixture / "SwiftUI" / "SwiftUI.swift", package / "Sources/SwiftUI/SwiftUI.swift")
    with open(package / "commands.tsv", "w", encoding="utf-8") as listing:
        for doc, line, command in commands:
            listing.write(f"{doc}\t{line}\t{command}\n")
    (fragments / "fragments.tsv").touch()
    with open(package / "outputs.tsv", "w", encoding="utf-8") as listing:
        for doc, line, text in outputs:
            listing.write(f"{doc}\t{line}\t{text}\n")
    with open(package / "catalogs.tsv", "w", encoding="utf-8") as listing:
        for path, doc, line in catalog_sources:
            listing.write(f"{path}\t{doc}\t{line}\n")


if __name__ == "__main__":
    try:
        main()
    except DocsError as error:
        print(f"check-docs: {error}", file=sys.stderr)
        sys.exit(1)
