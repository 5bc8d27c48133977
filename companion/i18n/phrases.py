"""Japanese lines that break between phrases, never inside a word (BudouX).

Japanese has no spaces: a browser or WeasyPrint may break a line between any
two characters, and a heading then reads 「レインボーの宣/言」. BudouX (Google's
phrase segmenter, from PyPI) marks where the phrases of a sentence meet;
``phrase_breaks`` marks them two ways, one for each renderer:

- pages (``for_print=False``): the text in a ``<span class="phrases">`` that
  keeps Japanese words whole (``word-break: keep-all``, static/css/companion.css)
  with a ``<wbr>`` where two phrases meet, as BudouX advises; a phrase wider
  than a phone's screen may still break (``overflow-wrap: anywhere``), so no
  page ever scrolls sideways;
- PDFs (``for_print=True``): each phrase in a ``<span class="phrase">`` kept on
  one line (``white-space: nowrap``, in each print stylesheet), since WeasyPrint
  has no ``keep-all``.

Either way a line breaks between phrases, 「レインボーの／宣言」, never inside a
word. Other languages are returned as they came (escaped).
"""

import re
from functools import lru_cache

from markupsafe import Markup, escape

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@lru_cache(maxsize=1)
def _parser():
    import budoux

    return budoux.load_default_japanese_parser()


@lru_cache(maxsize=4096)
def _cut(text):
    return tuple(_parser().parse(text))


def phrases(text):
    """``text`` cut into BudouX phrases: 「レインボーの宣言」 → ["レインボーの", "宣言"] (the same texts, the rule
    books' paragraphs and the screens' sentences, come back on every page: each is cut once)."""
    text = str(text)
    return list(_cut(text)) if len(text) <= 2000 else _parser().parse(text)


TAG = re.compile(r"(<[^>]*>)")


def phrase_breaks(html, lang, for_print=True):
    """``html`` (Markup, or text to escape) whose Japanese lines may break only between phrases (the text
    between two tags is cut on its own; tags and entities stay as they are)."""
    html = escape(html)
    if lang != "ja" or not JAPANESE.search(str(html)):
        return html
    parts = []
    for piece in TAG.split(str(html)):
        if piece.startswith("<") or not JAPANESE.search(piece):
            parts.append(piece)
            continue
        cut = [str(escape(phrase)) for phrase in phrases(Markup(piece).unescape()) if phrase]
        if for_print:
            parts.extend(f'<span class="phrase">{phrase}</span>' for phrase in cut)
        else:
            parts.append('<span class="phrases">' + "<wbr>".join(cut) + "</span>")
    return Markup("".join(parts))
