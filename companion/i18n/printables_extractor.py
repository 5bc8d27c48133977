"""A Babel extractor for the print data: the ``label``, ``name`` and ``means`` texts of deck manifests and sheet
presets.

Registered as the ``printables`` extraction method (``babel.cfg``), so ``pybabel extract``
finds "Rainbow card, {direction}" in a game's ``deck.json`` like a ``N_()`` in Python.
"""

import json
import re

TEXT_FIELD = re.compile(r'"(?:label|name|means)"\s*:\s*("(?:\\.|[^"\\])*")')
PLACEHOLDER = re.compile(r"\{\w*\}")


def extract(fileobj, keywords, comment_tags, options):
    """Yield ``(line, function, message, comments)`` for each label/name with words (not "{value}")."""
    for number, line in enumerate(fileobj.read().decode("utf-8").splitlines(), start=1):
        for match in TEXT_FIELD.finditer(line):
            text = json.loads(match.group(1))
            if any(char.isalpha() for char in PLACEHOLDER.sub("", text)):
                yield number, None, text, []
