"""Every card of every deck by a stable id, with what the card is and does, in words.

Ids come from the deck manifests (each game folder's ``deck.json``; what their entries
mean is each game's declared ``Deck``, companion/games): each manifest
entry is expanded over its ``each`` choices (the largest counts, so every card
a deck may hold has an id) and named by the card's colour, value, direction,
function or snake part: ``red-7`` and ``rainbow`` (rain tokens), ``red-north``,
``rainbow-north`` and ``drop`` (explorers), ``3`` (field cards), ``red-head``,
``rainbow-tail`` and ``middle-red-blue`` (snake). An id, once published, never changes:
printed QR stickers point to ``/cards/<game>/<id>``.

What a card does beyond its manifest entry is its game's declared ``Deck``: the
effect of the cards of ``effect_value`` by the shape their sticker shows (``effects``),
the function cards' effects (``functions``). A function shown on a colour card keeps the
id it had (``drop``: its page still opens), but its code is no longer printed: a colour
card the volunteer names as showing a function gets one code naming both, ``red-north+drop``
(``combined``), and the others their colour card's. A snake's middle card is named by its two end colours (``middle-red-blue``);
the id ``middle`` of the first printed codes, which named no colour, is kept (``retired``)
so that those codes still open a page.
"""

from dataclasses import dataclass, replace
from functools import lru_cache

from companion.i18n import translate, translate_plural
from companion.games import game as declared_game
from companion.printing.data import GAMES, deck_manifest
from companion.printing.describe import SHAPE_NAMES, card_words
from companion.rules.errors import N_

def _deck(game):
    """The declared deck of ``game`` (its manifest entries, effect cards, paired ids)."""
    return declared_game(game).deck


def _entry(card):
    """``(rule section, name, effect)`` of the manifest entry ``card`` comes from."""
    return _deck(card.game).entries[card.label]


@dataclass(frozen=True)
class Card:
    """One card of a deck: its id, the manifest entry it comes from and the entry's choices for it."""

    game: str
    id: str
    label: str
    params: tuple
    section: str
    shows: str = ""

    @property
    def function(self):
        """The function the card shows: its own (``drop``), or the one a combined id names; "" for none."""
        return self.shows or self.choices.get("function", "")

    @property
    def choices(self):
        """The card's colour, value, direction or function, by name."""
        return dict(self.params)

    @property
    def points(self):
        """What the card is worth in a hand (a card without a value: its deck's ``blank_points``), or None."""
        return self.choices.get("value", _deck(self.game).blank_points)


def largest_counts(game):
    """Every adjustable count of the deck at its maximum, so every card the deck may hold appears."""
    return {name: spec["max"] for name, spec in deck_manifest(game)["counts"].items()}


@lru_cache(maxsize=8)
def catalogue(game):
    """``{id: Card}`` of every card ``game``'s deck may hold, in the manifest's order."""
    from companion.printing.deck import deck_cards

    deck = _deck(game)
    cards, every = {}, deck_cards(game, largest_counts(game))
    for index, entry in enumerate(deck_manifest(game)["cards"]):
        if entry.get("retired"):
            cards[entry["id"]] = Card(game, entry["id"], entry["label"], (), deck.entries[entry["label"]][0])
        for deck_card in (card for card in every if card.entry == index):
            section = deck.entries[deck_card.label][0]
            if deck.effect_value is not None and dict(deck_card.params).get("value") == deck.effect_value:
                section = deck.effect_section
            cards.setdefault(deck_card.id, Card(game, deck_card.id, deck_card.label, _own_params(deck_card), section))
    return cards


def _own_params(deck_card):
    """The entry's choices that the id names (all of them, in the four decks)."""
    return tuple((key, value) for key, value in deck_card.params if f"-{value}-" in f"-{deck_card.id}-")


def card(game, card_id):
    """The card ``card_id`` of ``game`` (a combined id too: ``combined``), or None."""
    if game not in GAMES or not isinstance(card_id, str):
        return None
    return catalogue(game).get(card_id) or combined(game, card_id)


JOIN = "+"


def combined_id(card_id, function):
    """The id of a colour card that shows ``function``: ``red-north+drop``."""
    return f"{card_id}{JOIN}{function}"


def split_id(card_id):
    """``red-north+drop`` → ``("red-north", "drop")``; ``(card_id, "")`` for a plain id."""
    base, join, function = card_id.partition(JOIN)
    return (base, function) if join else (card_id, "")


def combined(game, card_id):
    """The card of a combined id, ``red-north+drop``: the colour card ``red-north`` showing DROP; None when the
    id is not a colour card of ``game`` joined to a function its cards may show."""
    base, function = split_id(card_id)
    found = catalogue(game).get(base)
    if not function or found is None or function not in functions_on(game, found.label):
        return None
    return replace(found, id=card_id, shows=function)


@lru_cache(maxsize=8)
def _carried(game):
    """``{carrier entry's label: (function, …)}``: the functions the cards of each entry may show."""
    out = {}
    for entry in deck_manifest(game)["cards"]:
        if entry.get("on"):
            out[entry["on"]] = out.get(entry["on"], ()) + tuple(entry.get("each", {}).get("function", ()))
    return out


def functions_on(game, label):
    """The functions the cards of the manifest entry ``label`` may show (the explorers' colour cards: all four)."""
    return _carried(game).get(label, ())


def every_card(game):
    """``catalogue(game)`` and every combined card (``red-north+drop``): what a scanned code may name."""
    return _every(game) if game in GAMES else {}


@lru_cache(maxsize=8)
def _every(game):
    cards = dict(catalogue(game))
    for found in catalogue(game).values():
        for function in functions_on(game, found.label):
            cards[combined_id(found.id, function)] = replace(found, id=combined_id(found.id, function), shows=function)
    return cards


def printed_cards(game, deck_cards):
    """``[(Card, copies)]`` for the cards of a deck as counted (``printing.deck.deck_cards``), by id."""
    copies = {}
    for deck_card in deck_cards:
        copies[deck_card.id] = copies.get(deck_card.id, 0) + deck_card.copies
    return [(catalogue(game)[card_id], count) for card_id, count in copies.items() if count > 0]


# A function card's word as a card page says it: the printed capitals, and in Japanese the katakana first,
# as the table and the rule book say it (ドロップ（DROP）; docs/glossary.md).
FUNCTION_WORDS = {"drop": N_("DROP"), "reverse": N_("REVERSE"), "jump": N_("JUMP"), "take": N_("TAKE")}


def _words(card, lang):
    words = card_words(card.choices, lang, card.label)
    if card.choices.get("function") in FUNCTION_WORDS:
        words["function"] = translate(FUNCTION_WORDS[card.choices["function"]], lang)
    return words


SHOWING = N_("{card}, with {function}")


def _seven_effect(card):
    """``(effect name, effect sentence)`` of a card of the deck's ``effect_value`` (by its sticker's shape), or None."""
    deck = _deck(card.game)
    if deck.effect_value is not None and card.choices.get("value") == deck.effect_value:
        return deck.effects[deck_manifest(card.game)["effects"][card.choices["colour"]]]
    return None


def card_name(card, lang, effect=True):
    """The card's name, capitalised, in ``lang``: "Red 7, rain token" (without ``effect``: "Red 7"), "Card 5"."""
    name = translate(_entry(card)[1], lang, **_words(card, lang))
    seven = _seven_effect(card) if effect else None
    if seven:
        name = translate("{card}, {effect}", lang, card=name, effect=translate(seven[0], lang))
    if card.shows:
        name = translate(SHOWING, lang, card=name, function=translate(FUNCTION_WORDS[card.shows], lang))
    return name[:1].upper() + name[1:]


def function_effect(card, lang):
    """What the function a combined card shows does, in one sentence in ``lang``; None for other cards."""
    if not card.shows:
        return None
    return translate(_deck(card.game).functions[card.shows], lang)


def function_section(card):
    """The rule section of the functions a card shows or may show (a combined card, a colour card of the
    explorers), or None."""
    label = card.label if card.shows or functions_on(card.game, card.label) else None
    carried = [entry["label"] for entry in deck_manifest(card.game)["cards"] if label and entry.get("on") == label]
    return _deck(card.game).entries[carried[0]][0] if carried else None


def card_effect(card, lang):
    """What the card does, in one sentence in ``lang``."""
    seven = _seven_effect(card)
    if seven:
        return translate(seven[1], lang)
    if "function" in card.choices:
        return translate(_deck(card.game).functions[card.choices["function"]], lang)
    effect = _entry(card)[2]
    if isinstance(effect, tuple):
        return translate_plural(*effect, card.choices["value"], lang, **_words(card, lang))
    return translate(effect, lang, **_words(card, lang))


def card_sticker(card, lang):
    """The effect shape on a 7's sticker, said in ``lang`` ("Its sticker: plus sign."), or None for other cards."""
    if _seven_effect(card) is None:
        return None
    shape = deck_manifest(card.game)["effects"][card.choices["colour"]]
    return translate("Its sticker: {shape}.", lang, shape=translate(SHAPE_NAMES[shape], lang))
