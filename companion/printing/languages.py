"""Phrases in another language than the document's, marked with their own ``lang`` for screen readers.

Two kinds are found in the texts the print documents show: the game words that
stay in English in every edition (``printables/codes/terms.json``: "Rainbow",
"Perfect", the function cards' DROP…), and anything written in Japanese script
(a Japanese name on a French join card).
"""

import json
import re
from functools import lru_cache

from markupsafe import Markup, escape

from companion.printing.data import PRINTABLES

JAPANESE_SCRIPT = "\u3005\u3006\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f"
JAPANESE = re.compile(f"[{JAPANESE_SCRIPT}]+(?:[\\s\u3000・ー]*[{JAPANESE_SCRIPT}]+)*")


@lru_cache(maxsize=1)
def terms():
    """Language → the game words that are always in that language."""
    raw = json.loads((PRINTABLES / "codes" / "terms.json").read_text(encoding="utf-8"))
    return {lang: tuple(words) for lang, words in raw.items() if not lang.startswith("_")}


@lru_cache(maxsize=8)
def _pattern(lang):
    """One regular expression whose named groups find each other language's phrases in a ``lang`` text."""
    groups = [f"(?P<{other}>\\b(?:{'|'.join(map(re.escape, words))})\\b)"
              for other, words in terms().items() if other != lang and words]
    if lang != "ja":
        groups.append(f"(?P<ja>{JAPANESE.pattern})")
    return re.compile("|".join(groups)) if groups else None


def mark_languages(text, lang):
    """``text`` as HTML, each phrase in another language than ``lang`` wrapped in ``<span lang="…">``."""
    text = str(text)
    pattern = _pattern(lang)
    if pattern is None:
        return escape(text)
    parts, start = [], 0
    for match in pattern.finditer(text):
        parts.append(escape(text[start:match.start()]))
        parts.append(Markup('<span lang="{}">{}</span>').format(match.lastgroup, match.group()))
        start = match.end()
    parts.append(escape(text[start:]))
    return Markup("").join(parts)
