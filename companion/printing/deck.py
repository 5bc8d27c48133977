"""A deck manifest and the user's counts → the cards to adapt and the stickers to print."""

import itertools
import json
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from companion.printing import PrintOptionError
from companion.printing.data import deck_manifest
from companion.rules.errors import N_, Choices

DIRECTIONS = ("north", "south", "east", "west")
KIND_ORDER = ("colour", "shape", "letter", "value", "braille")
BRAILLE_PARTS = ("colour", "value", "direction", "function")


@dataclass(frozen=True)
class Sticker:
    """One sticker: ``kind`` is colour, value, shape, letter or braille; ``key`` the colour, value, shape, direction,
    or for braille the ``(part, value)`` pairs it spells (colour letter, value, direction letter, function)."""

    kind: str
    key: object


@dataclass(frozen=True)
class DeckCard:
    """A kind of card in the deck, how many there are, and where its stickers go."""

    id: str
    label: str
    params: tuple
    copies: int
    placements: tuple
    extra: bool

    @property
    def stickers(self):
        """The stickers one such card needs."""
        return tuple(sticker for sticker, _at in self.placements)


def counts_for(game, given=None):
    """The deck's adjustable counts: defaults overridden by ``given`` (name → int), range-checked."""
    spec = deck_manifest(game)["counts"]
    counts = {name: item["default"] for name, item in spec.items()}
    for name, value in (given or {}).items():
        if name not in spec:
            raise PrintOptionError("counts", N_("{game} has no count named {name}."), game=game, name=name)
        low, high = spec[name]["min"], spec[name]["max"]
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise PrintOptionError(f"count-{name}", N_("The count {name} must be a whole number from {low} to {high}."),
                                   name=name, low=low, high=high)
        counts[name] = value
    return counts


def _choices(manifest, counts, values):
    if values == "$colours":
        return manifest["colours"]
    if values == "$directions":
        return list(DIRECTIONS)
    if values == "$values":
        return list(range(1, counts["highest"] + 1))
    return values


def deck_cards(game, counts, braille=()):
    """Every kind of card in the deck with its copies and sticker placements, plus a braille label spelling
    the ``braille`` parts (some of ``BRAILLE_PARTS``) the card has."""
    manifest = deck_manifest(game)
    cards = []
    for entry in manifest["cards"]:
        each = entry.get("each", {})
        names = list(each)
        copies = entry["copies"] if isinstance(entry["copies"], int) else counts[entry["copies"]]
        for combo in itertools.product(*(_choices(manifest, counts, each[name]) for name in names)):
            params = dict(zip(names, combo))
            placements = tuple((_sticker(manifest, spec, params), spec["at"]) for spec in entry["stickers"])
            spelt = tuple((part, params[part]) for part in braille if part in params)
            if braille and spelt:
                placements += ((Sticker("braille", spelt), "bottom-left"),)
            cards.append(DeckCard(id=entry["id"].format(**params), label=entry["label"], params=tuple(params.items()), copies=copies,
                                  placements=placements, extra=entry.get("extra", False)))
    return [card for card in cards if card.copies > 0]


def _sticker(manifest, spec, params):
    kind = spec["kind"]
    if kind == "colour":
        return Sticker("colour", params["colour"])
    if kind == "value":
        return Sticker("value", params["value"])
    if kind == "letter":
        return Sticker("letter", params["direction"])
    if kind == "effect":
        return Sticker("shape", manifest["effects"][params["colour"]])
    if kind == "function":
        return Sticker("shape", manifest["functions"][params["function"]])
    return Sticker("shape", spec["shape"])


def braille_cells(spelt, lang, system="kana"):
    """The braille (Unicode cells) of a braille label's parts, blank between parts: the colour and direction
    letters with the letter sign a lone letter needs, the value's number sign and digits, the function word
    (``companion.printing.braille.label_part``); ``system`` chooses kantenji for Japanese."""
    from companion.printing.braille import BLANK, braille_code, label_part
    from companion.printing.data import colour_letter, direction_letters

    code = braille_code(lang, system)
    cells = []
    for part, value in spelt:
        if part == "value":
            cells.append(label_part("number", value, code))
        elif part == "colour":
            cells.append(label_part("letters", colour_letter(value, lang).lower(), code))
        elif part == "direction":
            cells.append(label_part("letters", direction_letters()[value][lang].lower(), code))
        else:
            cells.append(label_part("word", function_words()[value][lang], code))
    return BLANK.join(cells)


@lru_cache(maxsize=1)
def function_words():
    """Function id → how a braille label spells it per language (``printables/codes/functions.json``)."""
    from companion.resources import PRINTABLES

    raw = json.loads((PRINTABLES / "codes" / "functions.json").read_text(encoding="utf-8"))
    return {function: words for function, words in raw.items() if not function.startswith("_")}


def select_cards(cards, only):
    """The cards named in ``only`` (card ids; a name given twice prints twice), in deck order;
    PrintOptionError naming an unknown id. An id may name several kinds (the snake's ``middle``)."""
    if not only:
        return cards
    known = list(dict.fromkeys(card.id for card in cards))
    unknown = [name for name in only if name not in known]
    if unknown:
        raise PrintOptionError("only", N_("No card {card} in this deck. Cards: {choices}."), card=unknown[0],
                               choices=Choices(known))
    return [DeckCard(**{**card.__dict__, "copies": list(only).count(card.id)}) for card in cards if card.id in only]


def wanted(sticker, codes):
    """Whether the chosen code sets print this sticker."""
    if sticker.kind == "colour":
        return codes.colour
    if sticker.kind == "value":
        return codes.value != "none"
    if sticker.kind == "shape":
        return codes.shapes
    return True


def sticker_list(game, cards, codes):
    """Every sticker to print, grouped by kind then key, in the order they go on the sheet."""
    tally = Counter()
    for card in cards:
        for sticker in card.stickers:
            if wanted(sticker, codes):
                tally[sticker] += card.copies
    keys = list(deck_manifest(game)["colours"]) + list(DIRECTIONS)
    order = sorted(tally, key=lambda s: (KIND_ORDER.index(s.kind), keys.index(s.key) if s.key in keys else 0,
                                         str(s.key).zfill(3)))
    return [sticker for sticker in order for _ in range(tally[sticker])]
