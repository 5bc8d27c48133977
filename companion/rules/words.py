"""Words of the games that refusals and screens name: colours and compass directions, marked for translation.

One source for every layer: the engines wrap them in ``Words`` in a refusal,
the table screens and the printables translate the same messages (their
fills, inks and letters are print data, in printables/codes).
"""

import json
from functools import lru_cache

from companion.resources import PRINTABLES
from companion.rules.errors import N_

COLOUR_NAMES = {"red": N_("red"), "orange": N_("orange"), "yellow": N_("yellow"), "green": N_("green"),
                "light-blue": N_("light blue"), "dark-blue": N_("dark blue"), "violet": N_("violet"),
                "blue": N_("blue"), "navy": N_("navy"), "purple": N_("purple")}
DIRECTION_NAMES = {"north": N_("north"), "south": N_("south"), "east": N_("east"), "west": N_("west")}


@lru_cache(maxsize=1)
def sticker_letters():
    """Direction id → the letter its sticker carries in each language (printables/codes/letters.json): what the
    phone says beside a direction, so a blind player hears the letter they feel (French O for ouest)."""
    return json.loads((PRINTABLES / "codes" / "letters.json").read_text(encoding="utf-8"))


def direction_letter(direction, lang):
    """The sticker letter of ``direction`` ("north", …) in ``lang`` (English's where a language has none)."""
    letters = sticker_letters()[direction]
    return letters.get(lang) or letters["en"]
