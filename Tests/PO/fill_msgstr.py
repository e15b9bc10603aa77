"""Fills a PO export of catalogc as a PO editor would, through translate-toolkit.

Usage: fill_msgstr.py IN.po OUT.po

Reads IN with translate-toolkit's PO store (translate.storage.po.pofile), and gives every
entry whose msgstr is empty one made from its msgid: the text outside the { … }
placeables upper-cased, the whole wrapped in « », the placeables kept as they are. Writes
OUT with the store's own serializer (which re-wraps long lines as gettext does). Prints
one line per entry, "msgctxt<TAB>fuzzy or -<TAB>msgid", for the Swift test to compare with
what it exported. Refuses another translate-toolkit version than the pinned one
(Tests/requirements.txt).
"""

import re
import sys
from importlib.metadata import version

PINNED = "3.20.4"
if version("translate-toolkit") != PINNED:
    sys.exit(f"translate-toolkit {PINNED} is required, found {version('translate-toolkit')}")

from translate.storage import po  # noqa: E402

PLACEABLE = re.compile(r"(\{[^{}]*\})")


def filled(source):
    """The source with its text outside placeables upper-cased, in « »."""
    pieces = PLACEABLE.split(source)
    return "«" + "".join(p if PLACEABLE.fullmatch(p) else p.upper() for p in pieces) + "»"


def main():
    source_path, target_path = sys.argv[1], sys.argv[2]
    with open(source_path, "rb") as handle:
        store = po.pofile(handle)
    for unit in store.units:
        if unit.isheader():
            continue
        fuzzy = "fuzzy" if unit.isfuzzy() else "-"
        print(f"{unit.getcontext()}\t{fuzzy}\t{unit.source}")
        if unit.target:
            continue
        unit.target = filled(unit.source)
    with open(target_path, "wb") as output:
        output.write(bytes(store))


if __name__ == "__main__":
    main()
