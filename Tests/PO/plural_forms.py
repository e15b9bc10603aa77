"""Evaluates gettext Plural-Forms expressions with Python's own gettext module.

Usage: plural_forms.py INPUT OUTPUT

Each INPUT line is `tag<TAB>header<TAB>numbers<TAB>forms`: a Plural-Forms value
(`nplurals=3; plural=(...);`), the numbers to try (comma-separated) and the form ICU's
plural rules give each of them. gettext.c2py (Python's standard library, an evaluator
written independently of catalogc) compiles the expression; each OUTPUT line is
`tag<TAB>ok`, or `tag<TAB>` and the first number whose form differs.
"""

import gettext
import re
import sys


def main():
    source, target = sys.argv[1], sys.argv[2]
    lines = []
    with open(source, encoding="utf-8") as file:
        for line in file:
            tag, header, numbers, forms = line.rstrip("\n").split("\t")
            match = re.fullmatch(r"nplurals=(\d+); plural=(.*);", header)
            if match is None:
                lines.append(f"{tag}\tnot a Plural-Forms value: {header}")
                continue
            count, plural = int(match.group(1)), gettext.c2py(match.group(2))
            result = "ok"
            for number, form in zip(numbers.split(","), forms.split(",")):
                got = plural(int(number))
                if got != int(form) or not 0 <= got < count:
                    result = f"n={number}: the expression gives {got}, ICU's rules form {form} of {count}"
                    break
            lines.append(f"{tag}\t{result}")
    with open(target, "w", encoding="utf-8") as file:
        file.write("".join(line + "\n" for line in lines))


if __name__ == "__main__":
    main()
