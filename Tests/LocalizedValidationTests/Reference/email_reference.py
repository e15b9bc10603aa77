"""Runs addresses through python email-validator, the reference for EmailDifferentialTests.

Usage: python3 email_reference.py INPUT OUTPUT

INPUT has one address a line, as space-separated hex code points. OUTPUT gets, for
each line and configuration, a tab-separated line:
    index  config  OK  hex-of-normalized-address
    index  config  ERR message
The first line names the versions: "#versions email-validator=X idna=Y unicode=Z".

Configurations (check_deliverability=False in both: no DNS):
    default      globally_deliverable=True, test_environment=False (the library's defaults)
    development  globally_deliverable=False, test_environment=True
"""

import importlib.metadata
import sys
import unicodedata

PINNED = {"email-validator": "2.4.0", "idna": "3.13"}
INSTALL = "python3 -m pip install " + " ".join(f"{name}=={version}" for name, version in PINNED.items())

try:
    from email_validator import EmailNotValidError, validate_email
except ImportError:
    sys.stderr.write(f"python module email_validator is missing: run Scripts/test, or {INSTALL}\n")
    sys.exit(3)

for name, pinned in PINNED.items():
    installed = importlib.metadata.version(name)
    if installed != pinned:
        sys.stderr.write(f"{name} {installed} is installed, the tests pin {pinned}: {INSTALL}\n")
        sys.exit(3)

CONFIGS = {
    "default": {"globally_deliverable": True, "test_environment": False},
    "development": {"globally_deliverable": False, "test_environment": True},
}


def decode(line):
    line = line.strip()
    if line == "-":
        return ""
    return "".join(chr(int(part, 16)) for part in line.split())


def encode(text):
    return " ".join("%04X" % ord(c) for c in text) if text else "-"


def main(input_path, output_path):
    with open(input_path, encoding="utf-8") as source:
        lines = source.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    versions = " ".join(f"{name}={importlib.metadata.version(name)}" for name in PINNED)
    with open(output_path, "w", encoding="utf-8") as out:
        out.write(f"#versions {versions} unicode={unicodedata.unidata_version}\n")
        for index, line in enumerate(lines):
            address = decode(line)
            for config, options in CONFIGS.items():
                try:
                    result = validate_email(address, check_deliverability=False, **options)
                    out.write(f"{index}\t{config}\tOK\t{encode(result.normalized)}\n")
                except EmailNotValidError as error:
                    message = str(error).replace("\t", " ").replace("\n", " ")
                    out.write(f"{index}\t{config}\tERR\t{message}\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
