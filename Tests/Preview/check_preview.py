"""Checks a site written by `catalogc preview` the way a browser and a standards parser see it.

Usage: check_preview.py SITE_DIR PAGE EXPECTED...

1. Parses every .html file of SITE_DIR with html5lib (pinned in Tests/requirements.txt)
   in strict mode: any parse error (the HTML standard's, not just well-formedness) fails.
2. Opens SITE_DIR/PAGE in headless Chromium (Debian's `chromium`), prints the DOM it
   built (--dump-dom), and fails unless every EXPECTED string is in it.
3. Takes a screenshot of the page (SITE_DIR/PAGE.png) and checks it is a non-empty PNG.
4. Checks what a screen reader needs on every page: `lang` on <html>, one <h1> and no
   heading level skipped, a `scope` on every table header, and `lang` and `dir` on every
   text cell (each cell's language is a locale's, not the page's English).
Prints "ok" when all pass.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from importlib.metadata import version

PINNED = "1.1"
if version("html5lib") != PINNED:
    sys.exit(f"html5lib {PINNED} is required, found {version('html5lib')}")

import html5lib  # noqa: E402


def chromium(arguments):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        sys.exit("chromium is not installed: apt-get install chromium (.ci/run does)")
    profile = tempfile.mkdtemp(prefix="preview-chromium-")
    try:
        return subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             f"--user-data-dir={profile}", *arguments],
            capture_output=True, timeout=300, check=True,
        ).stdout.decode("utf-8")
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def accessibility_problems(name, document):
    """What an accessibility linter would report on one parsed page (html5lib's tree)."""
    namespace = "{http://www.w3.org/1999/xhtml}"
    problems = []
    if not document.get("lang"):
        problems.append(f"{name}: <html> has no lang")
    levels = [int(element.tag[-1]) for element in document.iter()
              if isinstance(element.tag, str) and element.tag[len(namespace):] in ("h1", "h2", "h3", "h4", "h5", "h6")]
    if levels.count(1) != 1:
        problems.append(f"{name}: {levels.count(1)} <h1> headings, expected one")
    for previous, level in zip(levels, levels[1:]):
        if level > previous + 1:
            problems.append(f"{name}: heading level {level} follows {previous}")
            break
    for header in document.iter(namespace + "th"):
        if header.get("scope") not in ("col", "row"):
            problems.append(f"{name}: a <th> without scope: {''.join(header.itertext())!r}")
    # The index's progress table is the page's own English; every other table shows
    # catalog text, each cell in its locale's language.
    for table in document.iter(namespace + "table"):
        if "progress" in (table.get("class") or ""):
            continue
        for cell in table.iter(namespace + "td"):
            text = "".join(cell.itertext()).strip()
            if "absent" in (cell.get("class") or "") or not text:
                continue
            if not cell.get("lang") or cell.get("dir") not in ("ltr", "rtl"):
                problems.append(f"{name}: a text cell without lang and dir: {text[:40]!r}")
    return problems


def main():
    site, page, expected = sys.argv[1], sys.argv[2], sys.argv[3:]
    problems = []
    for name in sorted(os.listdir(site)):
        if name.endswith(".html"):
            with open(os.path.join(site, name), "rb") as file:
                parser = html5lib.HTMLParser(strict=True)
                try:
                    document = parser.parse(file)
                except Exception as error:  # html5lib raises ParseError with the position
                    sys.exit(f"{name}: not valid HTML: {error}")
            problems += accessibility_problems(name, document)
    if problems:
        sys.exit("\n".join(problems))
    url = "file://" + os.path.abspath(os.path.join(site, page))
    dom = chromium(["--dump-dom", url])
    missing = [text for text in expected if text not in dom]
    if missing:
        sys.exit(f"the DOM of {page} lacks {missing!r}:\n{dom[:2000]}")
    screenshot = os.path.abspath(os.path.join(site, page + ".png"))
    chromium([f"--screenshot={screenshot}", "--window-size=1200,1600", url])
    with open(screenshot, "rb") as file:
        header = file.read(8)
    if header != b"\x89PNG\r\n\x1a\n" or os.path.getsize(screenshot) < 1000:
        sys.exit(f"no screenshot at {screenshot}")
    print("ok")


if __name__ == "__main__":
    main()
