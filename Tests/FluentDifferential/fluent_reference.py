"""Renders messages with fluent.runtime, the reference for FluentDifferentialTests.

Usage: python3 fluent_reference.py CATALOGS SOURCE-LOCALE INPUT OUTPUT

CATALOGS is a catalog set (<CATALOGS>/<locale>/**/*.ftl). Every file of a locale goes
into one FluentBundle, as the compiler reads a locale as one bundle; a message a locale
lacks is rendered from SOURCE-LOCALE's bundle, the generated code's fallback. INPUT has
one request a line, tab-separated:
    locale  -  message-id  attribute-or-"-"  argument...
where each argument is name=kind:value, kind one of int, float, string, date (value
YYYY-MM-DD), datetime (ISO 8601 with its offset). OUTPUT gets one line per request: the rendered text with backslashes and
line feeds escaped (\\ and \n), then, when fluent.runtime reported errors, a tab and
the errors. Isolation marks are off (use_isolating=False), as in the generated code's
default. The first line names the versions: "#versions fluent.runtime=X babel=Y".
"""

import datetime
import importlib.metadata
import os
import sys

PINNED = {"fluent.runtime": "0.4.0", "fluent.syntax": "0.19.0", "babel": "2.12.1"}
INSTALL = "python3 -m pip install " + " ".join(f"{name}=={version}" for name, version in PINNED.items())

try:
    from fluent.runtime import FluentBundle, FluentResource
except ImportError:
    sys.stderr.write(f"python module fluent.runtime is missing: run Scripts/test, or {INSTALL}\n")
    sys.exit(3)

for name, pinned in PINNED.items():
    version = importlib.metadata.version(name)
    if version != pinned:
        sys.stderr.write(f"{name} {version} is installed, the tests pin {pinned}: {INSTALL}\n")
        sys.exit(3)


def argument(text):
    name, _, typed = text.partition("=")
    kind, _, value = typed.partition(":")
    if kind == "int":
        return name, int(value)
    if kind == "float":
        return name, float(value)
    if kind == "date":
        return name, datetime.date.fromisoformat(value)
    if kind == "datetime":
        return name, datetime.datetime.fromisoformat(value)
    return name, value


def escape(text):
    return text.replace("\\", "\\\\").replace("\n", "\\n")


def main():
    catalogs, source, input_path, output_path = sys.argv[1:5]
    bundles = {}

    def bundle(locale):
        if locale not in bundles:
            result = FluentBundle([locale], use_isolating=False)
            root = os.path.join(catalogs, locale)
            paths = sorted(
                os.path.join(folder, name)
                for folder, _, names in os.walk(root)
                for name in names
                if name.endswith(".ftl")
            )
            for path in paths:
                with open(path, encoding="utf-8") as file:
                    result.add_resource(FluentResource(file.read()))
            bundles[locale] = result
        return bundles[locale]

    lines = [f"#versions fluent.runtime={PINNED['fluent.runtime']} babel={PINNED['babel']}"]
    with open(input_path, encoding="utf-8") as requests:
        for request in requests.read().splitlines():
            locale, _, message_id, attribute, *arguments = request.split("\t")
            fluent = bundle(locale)
            if not fluent.has_message(message_id):
                fluent = bundle(source)
            message = fluent.get_message(message_id)
            pattern = message.value if attribute == "-" else message.attributes[attribute]
            text, errors = fluent.format_pattern(pattern, dict(argument(a) for a in arguments))
            line = escape(text)
            if errors:
                line += "\t" + "; ".join(repr(error) for error in errors)
            lines.append(line)
    with open(output_path, "w", encoding="utf-8") as output:
        output.write("\n".join(lines) + "\n")


main()
