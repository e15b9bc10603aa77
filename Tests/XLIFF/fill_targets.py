"""Fills an XLIFF 2.0 export of catalogc as a CAT tool would, through translate-toolkit.

Usage: fill_targets.py IN.xlf OUT.xlf

Reads IN with translate-toolkit's XLIFF 2.0 store (translate.storage.xliff2), and gives
every unit that has no <target> one made from its source: the text upper-cased and wrapped
in « », the <ph> placeholders kept as the store parsed them. Marks those units
translated and writes OUT with the store's own serializer. Prints one line per unit,
"id<TAB>state<TAB>source text", for the Swift test to compare with what it exported.
Refuses another translate-toolkit version than the pinned one (Tests/requirements.txt).
"""

import copy
import sys
from importlib.metadata import version

PINNED = "3.20.4"
if version("translate-toolkit") != PINNED:
    sys.exit(f"translate-toolkit {PINNED} is required, found {version('translate-toolkit')}")

from translate.storage import xliff2  # noqa: E402
from translate.storage.placeables import StringElem  # noqa: E402


def transformed(elem):
    """A copy of a rich string with every plain text leaf transformed."""
    result = copy.deepcopy(elem)
    for leaf in result.flatten():
        if type(leaf) is StringElem and all(isinstance(s, str) for s in leaf.sub):
            leaf.sub = [s.upper() for s in leaf.sub]
    return result


def main():
    source_path, target_path = sys.argv[1], sys.argv[2]
    store = xliff2.Xliff2File.parsefile(source_path)
    for unit in store.units:
        state = unit.xmlelement.get("state", "")
        print(f"{unit.getid()}\t{state}\t{unit.source}")
        if unit.xmlelement.find(unit.namespaced("target")) is not None:
            continue
        rich = [transformed(elem) for elem in unit.rich_source]
        rich[0].sub.insert(0, StringElem("«"))
        rich[-1].sub.append(StringElem("»"))
        unit.rich_target = rich
        unit.marktranslated()
    with open(target_path, "wb") as output:
        output.write(bytes(store))


if __name__ == "__main__":
    main()
