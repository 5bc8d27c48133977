"""Find every message the app translates, to check each has French, Japanese and German text.

Run ``python -m companion.i18n.extract`` to list the messages that still lack
a translation (the i18n test fails on the same list).
"""

import ast
import re
import sys

from companion import PROJECT_ROOT
from companion.i18n import catalog

CALL = re.compile(r"""(?<![\w.])(?:_|N_|translate|gettext|ngettext)\(\s*(?P<q>["'])(?P<text>(?:\\.|(?!(?P=q)).)*)(?P=q)""", re.S)
PLURAL = re.compile(r"""ngettext\(\s*(["'])(?:\\.|(?!\1).)*\1\s*,\s*(?P<q>["'])(?P<text>(?:\\.|(?!(?P=q)).)*)(?P=q)""", re.S)
LANGS = ("fr", "ja", "de")


MARKERS = {"_", "N_", "translate", "gettext", "ngettext"}


def messages():
    """{message: first file it appears in} for every marked message in templates and the package."""
    found = {}
    for path in sorted((PROJECT_ROOT / "templates").rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        for pattern in (CALL, PLURAL):
            for match in pattern.finditer(text):
                message = match.group("text").replace('\\"', '"').replace("\\'", "'")
                found.setdefault(message, str(path.relative_to(PROJECT_ROOT)))
    for path in sorted((PROJECT_ROOT / "companion").rglob("*.py")):
        for message in python_messages(path.read_text(encoding="utf-8")):
            found.setdefault(message, str(path.relative_to(PROJECT_ROOT)))
    return found


def python_messages(source):
    """The literal first arguments (both, for ngettext) of translation calls in Python source."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS:
            count = 2 if node.func.id == "ngettext" else 1
            for argument in node.args[:count]:
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    yield argument.value


def missing():
    """[(message, file, missing languages)] for messages without every translation."""
    known = catalog()
    result = []
    for message, path in messages().items():
        absent = [lang for lang in LANGS if lang not in known.get(message, {})]
        if absent:
            result.append((message, path, absent))
    return result


if __name__ == "__main__":
    for message, path, absent in missing():
        print(f"{path}: {message!r} lacks {', '.join(absent)}")
    sys.exit(0)
