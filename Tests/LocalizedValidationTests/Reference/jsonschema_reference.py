"""Checks request bodies against a JSON Schema with python jsonschema, the independent
validator of JSONSchemaExportTests.

Usage: python3 jsonschema_reference.py INPUT OUTPUT

INPUT's first line is the schema (JSON, one line); each further line is a body (JSON,
one line). OUTPUT gets one line a body: "valid", or "invalid" and the first error's
JSON path, tab-separated. The first line names the version: "#versions jsonschema=X".
The schema itself must be valid draft 2020-12 (checked against the meta-schema).
"""

import importlib.metadata
import json
import sys

PINNED = {"jsonschema": "4.23.0"}
INSTALL = "python3 -m pip install " + " ".join(f"{name}=={version}" for name, version in PINNED.items())

try:
    from jsonschema import Draft202012Validator
except ImportError:
    sys.stderr.write(f"python module jsonschema is missing: run Scripts/test, or {INSTALL}\n")
    sys.exit(3)

for name, pinned in PINNED.items():
    installed = importlib.metadata.version(name)
    if installed != pinned:
        sys.stderr.write(f"{name} {installed} is installed, the tests need {pinned}: {INSTALL}\n")
        sys.exit(3)

with open(sys.argv[1], encoding="utf-8") as source:
    lines = source.read().split("\n")
schema = json.loads(lines[0])
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)
with open(sys.argv[2], "w", encoding="utf-8") as output:
    output.write(f"#versions jsonschema={importlib.metadata.version('jsonschema')}\n")
    for line in lines[1:]:
        if not line:
            continue
        errors = sorted(validator.iter_errors(json.loads(line)), key=lambda error: list(error.absolute_path))
        if errors:
            output.write("invalid\t" + errors[0].json_path + "\n")
        else:
            output.write("valid\n")
