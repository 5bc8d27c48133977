"""Loading the print data: sheet presets, deck manifests, colour and letter codes."""

import json
from dataclasses import dataclass
from functools import lru_cache

from companion.games import all_games, game as declared_game
from companion.i18n import translate
from companion.resources import PRINTABLES
from companion.rules.words import COLOUR_NAMES, DIRECTION_NAMES

GAMES = tuple(game.id for game in all_games() if game.deck)  # the games with a printed deck
# The names are messages (companion/rules/words.py); fills, inks and letters are data (printables/codes).


@dataclass(frozen=True)
class SheetPreset:
    """A label sheet in the gLabels way: page, label shape and size, grid ``nx ny x0 y0 dx dy`` (mm)."""

    id: str
    name: str
    page_width: float
    page_height: float
    shape: str
    label_width: float
    label_height: float
    corner: float
    nx: int
    ny: int
    x0: float
    y0: float
    dx: float
    dy: float
    cut_lines: bool

    @property
    def per_page(self):
        """How many labels one sheet holds."""
        return self.nx * self.ny

    def label_box(self, index, offset_x=0.0, offset_y=0.0):
        """The ``(left, top, width, height)`` in mm of label ``index`` (row by row) on its page."""
        row, column = divmod(index % self.per_page, self.nx)
        return (self.x0 + column * self.dx + offset_x, self.y0 + row * self.dy + offset_y,
                self.label_width, self.label_height)


def _read(path):
    return json.loads(path.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def sheet_presets():
    """Every sheet preset, by id, in a stable order (A4 first)."""
    presets = {}
    for path in sorted(PRINTABLES.glob("sheets/*.json")):
        raw = _read(path)
        label, layout = raw["label"], raw["layout"]
        presets[raw["id"]] = SheetPreset(
            id=raw["id"], name=raw["name"], page_width=raw["page"]["width"], page_height=raw["page"]["height"],
            shape=label["shape"], label_width=label["width"], label_height=label["height"],
            corner=label.get("corner", 0), nx=layout["nx"], ny=layout["ny"], x0=layout["x0"],
            y0=layout["y0"], dx=layout["dx"], dy=layout["dy"], cut_lines=raw.get("cut_lines", False))
    order = ["a4-round-12", "a4-round-20", "a4-38x21", "letter-round-19", "letter-67x25", "a4-plain"]
    return {key: presets[key] for key in sorted(presets, key=lambda k: (order + [k]).index(k))}


@lru_cache(maxsize=8)
def deck_manifest(game):
    """The deck manifest of ``game`` (a dict as in its folder's ``deck.json``)."""
    return _read(declared_game(game).deck_file)


@lru_cache(maxsize=1)
def colour_codes():
    """Colour id → fill, ink and letters per language."""
    return _read(PRINTABLES / "codes" / "colours.json")


@lru_cache(maxsize=1)
def direction_letters():
    """Direction id → its letter per language."""
    return _read(PRINTABLES / "codes" / "letters.json")


def colour_name(colour, lang):
    """The colour's name in ``lang``."""
    return translate(COLOUR_NAMES[colour], lang)


def direction_name(direction, lang):
    """The direction's name in ``lang``."""
    return translate(DIRECTION_NAMES[direction], lang)


def colour_letter(colour, lang):
    """The colour's code letter(s) in ``lang``."""
    return colour_codes()[colour]["letters"].get(lang) or colour_codes()[colour]["letters"]["en"]
