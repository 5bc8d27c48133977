"""A deck manifest and the user's counts → the cards to adapt and the stickers to print."""

import itertools
import json
from dataclasses import dataclass, replace
from functools import lru_cache

from companion.printing import PrintOptionError
from companion.printing.data import deck_manifest
from companion.printing.raising import BRAILLE_ONLY
from companion.rules.errors import N_, Choices, Said

DIRECTIONS = ("north", "south", "east", "west")
BRAILLE_PARTS = ("colour", "value", "direction", "function")
WORD = "word"


@dataclass(frozen=True)
class Sticker:
    """One sticker: ``kind`` is colour, value, shape, letter or braille; ``key`` the colour, value, shape, direction,
    or for braille the ``(part, value)`` pairs it spells (colour letter, value, direction letter, function)."""

    kind: str
    key: object


@dataclass(frozen=True)
class DeckCard:
    """A kind of card in the deck, how many there are, and where its stickers go. ``on`` is the label of the
    manifest entry whose cards carry this entry's stickers (a function shown on a colour card), or "";
    ``entry`` the index of its manifest entry."""

    id: str
    label: str
    params: tuple
    copies: int
    placements: tuple
    on: str = ""
    entry: int = -1

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
            titles = deck_manifest(game)["title"]
            raise PrintOptionError("counts", N_("{game} has no count named {name}. Counts: {choices}."),
                                   game=Said(titles.__getitem__), name=name, choices=Choices(list(spec)))
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


def _combos(manifest, counts, entry):
    each = entry.get("each", {})
    names = list(each)
    for combo in itertools.product(*(_choices(manifest, counts, each[name]) for name in names)):
        params = dict(zip(names, combo))
        pairs = entry.get("pairs")
        if pairs == "different" and not manifest["colours"].index(params["colour"]) < manifest["colours"].index(params["other"]):
            continue
        if pairs == "same" and params["colour"] != params["other"]:
            continue
        yield params


def deck_cards(game, counts, braille=()):
    """Every kind of card in the deck with its copies and sticker placements, plus braille labels spelling the
    ``braille`` parts (some of ``BRAILLE_PARTS``, and ``WORD``: the words of its shapes) the card has: one down the card's left side; on a card with
    two ends (a snake's middle card) one at each end, spelling that end's colour; for the stickers another
    card carries (``on``: a function), one beside them, at the centre.

    The manifest's entries (each game's ``deck.json``): ``each`` the choices a card is made for (``$colours``,
    ``$directions``, ``$values`` or a list), ``pairs`` (``different``: two colours in the deck's order;
    ``same``: one colour twice) for cards named by two colours, ``copies`` a number or a count's name, each
    sticker's ``kind``, ``at`` (``top-left``, ``under-top-left``, ``centre``, ``end-left``, ``end-right``) and
    ``of`` (the choice a colour sticker shows, ``colour`` by default), a shape's ``means`` (for the key) and
    ``braille`` (the word a braille label spells for it when shapes are not raised, per language), ``on`` the entry whose cards carry this
    one's stickers, ``retired`` for an id kept only so that its printed QR codes still open a page."""
    manifest = deck_manifest(game)
    cards = []
    for index, entry in enumerate(manifest["cards"]):
        if entry.get("retired"):
            continue
        copies = entry["copies"] if isinstance(entry["copies"], int) else counts[entry["copies"]]
        for params in _combos(manifest, counts, entry):
            placements = tuple((_sticker(manifest, spec, params), spec["at"]) for spec in entry["stickers"])
            placements += _braille_labels(entry, placements, params, braille)
            cards.append(DeckCard(id=entry["id"].format(**params), label=entry["label"], params=tuple(params.items()),
                                  copies=copies, placements=placements, on=entry.get("on", ""), entry=index))
    return [card for card in cards if card.copies > 0]


def _braille_labels(entry, placements, params, braille):
    """The braille labels of one card (see ``deck_cards``)."""
    if not braille:
        return ()
    ends = [(sticker, at) for sticker, at in placements if at in ("end-left", "end-right") and sticker.kind == "colour"]
    if ends:
        return tuple((Sticker("braille", (("colour", sticker.key),)), at) for sticker, at in ends if "colour" in braille)
    spelt = tuple((part, params[part]) for part in braille if part in params)
    if WORD in braille:
        spelt += tuple((WORD, tuple(sorted(spec["braille"].items()))) for spec in entry["stickers"] if "braille" in spec)
    if not spelt:
        return ()
    return ((Sticker("braille", spelt), "centre" if entry.get("on") else "bottom-left"),)


def _sticker(manifest, spec, params):
    kind = spec["kind"]
    if kind == "colour":
        return Sticker("colour", params[spec.get("of", "colour")])
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
        elif part == WORD:
            cells.append(label_part("text", dict(value)[lang], code))
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
    PrintOptionError naming an unknown id."""
    if not only:
        return cards
    known = list(dict.fromkeys(card.id for card in cards))
    unknown = [name for name in only if name not in known]
    if unknown:
        raise PrintOptionError("only", N_("No card {card} in this deck. Cards: {choices}."), card=unknown[0],
                               choices=Choices(known))
    return [replace(card, copies=list(only).count(card.id)) for card in cards if card.id in only]


def wanted(sticker, codes):
    """Whether the chosen code sets print this sticker."""
    if sticker.kind == "colour":
        return codes.colour
    if sticker.kind == "value":
        return codes.value != "none" and not value_in_braille_label(codes)
    if sticker.kind == "shape":
        return codes.shapes
    return True


def value_in_braille_label(options):
    """Whether braille values go into each card's braille label instead of a value sticker of their own: from an
    embosser, where only the embossed labels are braille a finger can read (a printed braille sticker is flat)."""
    return options.value == "braille" and getattr(options, "method", None) in BRAILLE_ONLY


def braille_parts(options):
    """What each card's braille label spells: nothing without braille labels; the value only when the value
    sticker is not braille already; the words of the card's shapes (head, tail, joker) when braille is all a
    finger reads, from an embosser."""
    if not options.braille:
        return ()
    parts = tuple(part for part in BRAILLE_PARTS
                  if part != "value" or options.value != "braille" or value_in_braille_label(options))
    return parts + (WORD,) if options.method in BRAILLE_ONLY else parts


def deck_of(options):
    """The cards to print for ``options``, with their braille labels and as ``--only`` selects them."""
    return select_cards(deck_cards(options.game, options.counts, braille_parts(options)), options.only)
