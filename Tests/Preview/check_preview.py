"""Checks a site written by `catalogc preview` the way a browser and a standards parser see it.

Usage: check_preview.py SITE_DIR PAGE EXPECTED...

1. Parses every .html file of SITE_DIR with html5lib (pinned in Tests/requirements.txt)
   in strict mode: any parse error (the HTML standard's, not just well-formedness) fails.
2. Opens SITE_DIR/PAGE in headless Chromium (Debian's `chromium`), prints the DOM it
   built (--dump-dom), and fails unless every EXPECTED string is in it.
3. Takes a screenshot of the page (SITE_DIR/PAGE.png) and checks it is a non-empty PNG.
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


def main():
    site, page, expected = sys.argv[1], sys.argv[2], sys.argv[3:]
    for name in sorted(os.listdir(site)):
        if name.endswith(".html"):
            with open(os.path.join(site, name), "rb") as file:
                parser = html5lib.HTMLParser(strict=True)
                try:
                    parser.parse(file)
                except Exception as error:  # html5lib raises ParseError with the position
                    sys.exit(f"{name}: not valid HTML: {error}")
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
