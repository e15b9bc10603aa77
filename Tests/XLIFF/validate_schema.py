"""Validates XLIFF files against the OASIS XLIFF 2.0 core schema, with lxml.

Usage: validate_schema.py FILE.xlf...

A second XLIFF 2.0 reader beside translate-toolkit, and a strict one: lxml (libxml2's
XML Schema validator) against the schema vendored in Tests/XLIFF/schema (see its
NOTICE.md), no network. Prints "ok N" when every file is valid; else each error with
its file and line, and exits 1.
"""

import os
import sys

from lxml import etree

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "schema", "xliff_core_2.0.xsd")


def main():
    # no_network: the schema's one import (xml.xsd) is the vendored copy beside it.
    parser = etree.XMLParser(no_network=True, resolve_entities=False)
    schema = etree.XMLSchema(etree.parse(SCHEMA, parser))
    failures = []
    for path in sys.argv[1:]:
        document = etree.parse(path, parser)
        if not schema.validate(document):
            failures += [f"{path}:{error.line}: {error.message}" for error in schema.error_log]
    if failures:
        sys.exit("\n".join(failures))
    print(f"ok {len(sys.argv) - 1}")


if __name__ == "__main__":
    main()
