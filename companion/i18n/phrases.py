"""Japanese lines that break between phrases, never inside a word (BudouX).

Japanese has no spaces: a browser or WeasyPrint may break a line between any
two characters, and a heading then reads 「レインボーの宣/言」. BudouX (Google's
phrase segmenter, from PyPI) marks where the phrases of a sentence meet;
``phrase_breaks`` puts each phrase in a ``<span class="phrase">`` that the
stylesheets keep on one line (``white-space: nowrap``: WeasyPrint has no
``word-break: keep-all``), so a line breaks only between phrases:
「レインボーの／宣言」. Other languages are returned as they came (escaped).
The class lives in static/css/companion.css and in each print stylesheet.
"""

import re
from functools import lru_cache

from markupsafe import Markup, escape

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@lru_cache(maxsize=1)
def _parser():
    import budoux

    return budoux.load_default_japanese_parser()


def phrases(text):
    """``text`` cut into BudouX phrases: 「レインボーの宣言」 → ["レインボーの", "宣言"]."""
    return _parser().parse(str(text))


TAG = re.compile(r"(<[^>]*>)")


def phrase_breaks(html, lang):
    """``html`` (Markup, or text to escape) whose Japanese lines may break only between phrases (the text
    between two tags is cut on its own; tags and entities stay as they are)."""
    html = escape(html)
    if lang != "ja" or not JAPANESE.search(str(html)):
        return html
    parts = []
    for piece in TAG.split(str(html)):
        if piece.startswith("<") or not JAPANESE.search(piece):
            parts.append(piece)
        else:
            parts.extend(f'<span class="phrase">{escape(phrase)}</span>'
                         for phrase in phrases(Markup(piece).unescape()) if phrase)
    return Markup("".join(parts))
