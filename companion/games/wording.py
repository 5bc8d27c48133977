"""Small wording helpers for the table sentences: joining sentences, counting things, the stickers' letters."""

import json
from functools import lru_cache

from companion.i18n import joined_sentences, translate_plural
from companion.resources import PRINTABLES


def sentences(parts):
    """Sentences joined as the phone's language writes them (Japanese needs no space after 。)."""
    return joined_sentences(parts)


def counted(count, singular, plural, **params):
    """The plural form of ``singular``/``plural`` that ``count`` takes, translated (``pybabel`` extracts
    ``counted(n, "...", "...")`` as one plural message: pass the literals, not ``N_()``)."""
    return translate_plural(singular, plural, count, **params)


@lru_cache(maxsize=1)
def sticker_letters():
    """Direction id → the letter its sticker carries in each language (printables/codes/letters.json): what the
    phone says beside a direction, so a blind player hears the letter they feel (French O for ouest)."""
    return json.loads((PRINTABLES / "codes" / "letters.json").read_text(encoding="utf-8"))


def direction_letter(direction, lang):
    """The sticker letter of ``direction`` ("north", …) in ``lang`` (English's where a language has none)."""
    letters = sticker_letters()[direction]
    return letters.get(lang) or letters["en"]
