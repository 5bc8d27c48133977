"""Loading the print data: deck manifests, colour and letter codes (sheets: ``companion.printing.sheets``)."""

import json
from functools import lru_cache

from companion.games import all_games, game as declared_game
from companion.i18n import translate, translate_in_context
from companion.printing.sheets import own_presets
from companion.resources import PRINTABLES
from companion.games.wording import sticker_letters
from companion.rules.words import COLOUR_NAMES, DIRECTION_NAMES, SNAKE_PART_COLOUR_NAMES

GAMES = tuple(game.id for game in all_games() if game.deck)  # the games with a printed deck
# The names are messages (companion/rules/words.py); fills, inks and letters are data (printables/codes).


def _read(path):
    return json.loads(path.read_text(encoding="utf-8"))


def sheet_presets():
    """The project's own sheet presets by id (``companion.printing.sheets.own_presets``); every sheet,
    gLabels' templates included: ``sheets.catalogue()``."""
    return own_presets()


@lru_cache(maxsize=8)
def deck_manifest(game):
    """The deck manifest of ``game`` (a dict as in its folder's ``deck.json``)."""
    return _read(declared_game(game).deck_file)


@lru_cache(maxsize=1)
def colour_codes():
    """Colour id → fill, ink and letters per language."""
    return _read(PRINTABLES / "codes" / "colours.json")


def direction_letters():
    """Direction id → its letter per language (one source with the phone: ``companion.rules.words``)."""
    return sticker_letters()


def colour_name(colour, lang, snake_part=False):
    """The colour's name in ``lang``; with ``snake_part``, as it qualifies a snake card's head, tail or middle
    part (agreeing with that noun: « tête verte »)."""
    if snake_part and colour in SNAKE_PART_COLOUR_NAMES:
        return translate_in_context(*SNAKE_PART_COLOUR_NAMES[colour], lang)
    return translate(COLOUR_NAMES[colour], lang)


def direction_name(direction, lang):
    """The direction's name in ``lang``."""
    return translate(DIRECTION_NAMES[direction], lang)


def colour_letter(colour, lang):
    """The colour's code letter(s) in ``lang``."""
    return colour_codes()[colour]["letters"].get(lang) or colour_codes()[colour]["letters"]["en"]
