"""Runs strings through precis-i18n, the reference for PRECISDifferentialTests.

Usage: python3 precis_reference.py INPUT OUTPUT

INPUT has one string a line, as space-separated hex code points ("-" for the empty
string). OUTPUT gets, for each line and profile, a tab-separated line:
    index  profile  OK  hex-of-result
    index  profile  ERR reason
and one line per input listing the code points Python's Unicode data leaves unassigned:
    index  unassigned  hex...
The first line names the versions: "#versions precis-i18n=X unicode=Y".
"""

import importlib.metadata
import sys
import unicodedata

PINNED = "1.1.2"

try:
    from precis_i18n import get_profile
except ImportError:
    sys.stderr.write(
        "python module precis_i18n is missing: run Scripts/test, or "
        f"python3 -m pip install precis-i18n=={PINNED}\n")
    sys.exit(3)

version = importlib.metadata.version("precis-i18n")
if version != PINNED:
    sys.stderr.write(
        f"precis-i18n {version} is installed, the tests pin {PINNED}: "
        f"python3 -m pip install precis-i18n=={PINNED}\n")
    sys.exit(3)

# Our profile names, and the precis-i18n profile that implements each.
PROFILES = [
    ("UsernameCaseMapped", "UsernameCaseMapped"),
    ("UsernameCasePreserved", "UsernameCasePreserved"),
    ("OpaqueString", "OpaqueString"),
    # RFC 8266 enforcement keeps case; its comparison form lowercases.
    ("Nickname", "NicknameCasePreserved"),
    ("NicknameComparison", "NicknameCaseMapped:ToLower"),
]


def decode(line):
    line = line.strip()
    if line == "-":
        return ""
    return "".join(chr(int(part, 16)) for part in line.split())


def encode(text):
    return " ".join("%04X" % ord(c) for c in text) if text else "-"


def main(input_path, output_path):
    profiles = [(ours, get_profile(theirs)) for ours, theirs in PROFILES]
    with open(input_path, encoding="utf-8") as source:
        lines = source.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    with open(output_path, "w", encoding="utf-8") as out:
        out.write(f"#versions precis-i18n={version} unicode={unicodedata.unidata_version}\n")
        for index, line in enumerate(lines):
            text = decode(line)
            unassigned = [c for c in text if unicodedata.category(c) == "Cn"]
            out.write(f"{index}\tunassigned\t{encode(''.join(unassigned))}\n")
            for name, profile in profiles:
                try:
                    result = profile.enforce(text)
                    out.write(f"{index}\t{name}\tOK\t{encode(result)}\n")
                except UnicodeEncodeError as error:
                    out.write(f"{index}\t{name}\tERR\t{error.reason}\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
