"""Which colour cards show which function (the explorers' DROP, REVERSE, JUMP, TAKE): the volunteer says it
(``--function-cards drop=red-north,blue-east``, the form's field for each function), so that each such card gets
ONE card QR code, in its corner, that names both its colour card and its function (``red-north+drop``).

The seed does not say which colour card shows which function; a deck maker with the real deck in hand does. A
card is named by its id as the guide lists it (``red-north``) or by its name as the guide prints it in the sheet's
language ("red, north", « rouge, nord »), compared as the game log compares names (Unicode NFC, case folded,
spaces run together). Names are separated by commas or semicolons (、 too); a name that holds a comma ("red, north") is
found by trying the longest run of pieces first. A colour card with two copies of which one shows DROP gets one
plain code and one combined; a function named on no card gets no code of its own (its card carries the colour
card's code). Which cards show what belongs with the deck counts: it is sent with the form (and kept in its
address), not saved on the device.
"""

from companion.i18n import translate
from companion.printing import PrintOptionError
from companion.printing.catalogue import FUNCTION_WORDS, SHOWING, combined_id
from companion.printing.data import deck_manifest
from companion.rules.errors import N_, Np_, Choices, Said
from companion.rules.limits import name_key

LONGEST_NAME = 3  # pieces a card's name may hold between commas ("red, north": 2)


def field(function):
    """The form field (and the error's field) of the cards that show ``function``."""
    return f"function-{function}"


def functions(game):
    """The functions of ``game``'s deck (``drop``, ``reverse``…), in the manifest's order; none for most decks."""
    return list(deck_manifest(game).get("functions", {}))


def parse(text):
    """``"drop=red-north,blue-east; reverse=yellow-south"`` → ``(("drop", ("red-north", "blue-east")),
    ("reverse", ("yellow-south",)))``: the pieces between commas or semicolons, trimmed; a piece without ``=``
    goes on with the function before it (``drop=red, north; blue, east``). ValueError when the text names no
    function first."""
    pairs = []
    for piece in _commas(text).split(","):
        name, equals, first = piece.partition("=")
        if equals:
            if not name.strip():
                raise ValueError(text)
            pairs.append((name.strip().lower(), [first.strip()] if first.strip() else []))
        elif piece.strip():
            if not pairs:
                raise ValueError(text)
            pairs[-1][1].append(piece.strip())
    return tuple((name, tuple(names)) for name, names in pairs)


def pieces(text):
    """A form field's card names, cut at commas, semicolons and new lines: ``"red, north; blue-east"`` →
    ``("red", "north", "blue-east")``."""
    return tuple(piece.strip() for piece in _commas(text).split(",") if piece.strip())


SEPARATORS = str.maketrans({";": ",", "\n": ",", "、": ",", "，": ",", "；": ","})


def _commas(text):
    """``text`` with every separator of names made a comma: semicolons, new lines, the Japanese 、，；."""
    return text.translate(SEPARATORS)


def _key(text):
    return name_key(" ".join(text.split()))


def carriers(cards):
    """``{function: [DeckCard]}``: the colour cards of the deck that may show each function (the cards of the
    entry its manifest entry is ``on``)."""
    by_label = {}
    for card in cards:
        by_label.setdefault(card.label, []).append(card)
    return {dict(card.params)["function"]: by_label.get(card.on, []) for card in cards
            if card.on and "function" in dict(card.params)}


def resolved(options, cards):
    """``options.function_cards`` (function → the names typed) as ``((function, (colour card id, …)), …)``,
    each name made the id it stands for; PrintOptionError for a deck without functions, and at the function's
    field for an unknown function or card, a card that is not a colour card, more cards named than the deck has of
    the function, or a colour card named more often than the deck has copies of it. ``cards``: the deck as counted
    (``deck.deck_cards``)."""
    from companion.printing.describe import card_label

    merged = {}
    for function, typed in options.function_cards:
        merged[function] = merged.get(function, ()) + tuple(typed)
    named = [(function, names) for function, names in merged.items() if names]
    if not named:
        return ()
    known = functions(options.game)
    if not known:
        raise PrintOptionError("function_cards", N_("This deck has no function cards: leave out --function-cards."))
    counts = {card.id: card.copies for card in cards}
    can_show = carriers(cards)
    names = {}
    for card in cards:
        names.setdefault(_key(card.id), card)
        names.setdefault(_key(card_label(card, options.lang)), card)
    used, out = {}, []
    for function, typed in named:
        if function not in known:
            raise PrintOptionError("function_cards",
                                   N_("This deck has no function called {function}. Its functions: {choices}."),
                                   function=function, choices=Choices(known))
        word = Said(lambda lang, function=function: function_word(function, lang))
        total = counts.get(function, 0)
        if not total:
            raise PrintOptionError(field(function), N_("This deck has no {function} card: its count is 0. Set the "
                                                       "count of {function} cards first, or name none."),
                                   function=word)
        ids, example = [], can_show[function][0]
        for card in _cards_named(typed, names, field(function), example, options.lang):
            if card not in can_show[function]:
                raise PrintOptionError(field(function), N_("“{card}” is not a colour card, and only colour cards show "
                                                           "a function: name colour cards, like {example}."),
                                       card=Said(lambda lang, card=card: card_label(card, lang)), example=example.id)
            used[card.id] = used.get(card.id, 0) + 1
            if used[card.id] > card.copies:
                raise PrintOptionError(field(function), Np_(
                    "“{card}” is named {named} times in all, but the deck has only {count} copy of it: name it at "
                    "most {count} time, over all the functions.",
                    "“{card}” is named {named} times in all, but the deck has only {count} copies of it: name it at "
                    "most {count} times, over all the functions."), count=card.copies, named=used[card.id],
                    card=Said(lambda lang, card=card: card_label(card, lang)))
            ids.append(card.id)
        if len(ids) > total:
            raise PrintOptionError(field(function), Np_(
                "{named} cards are named for {function}, but the deck has only {count} {function} card: name at "
                "most {count}, or change the count of {function} cards.",
                "{named} cards are named for {function}, but the deck has only {count} {function} cards: name at "
                "most {count}, or change the count of {function} cards."), count=total, named=len(ids), function=word)
        out.append((function, tuple(ids)))
    return tuple(out)


def _cards_named(typed, names, error_field, example, sheet_lang):
    """The cards ``typed`` names (pieces cut at commas), the longest name first at each place; PrintOptionError
    for a piece that starts no name, with ``example`` (a colour card) as the way to name one."""
    from companion.printing.describe import card_label

    found, index = [], 0
    while index < len(typed):
        for length in range(min(LONGEST_NAME, len(typed) - index), 0, -1):
            card = names.get(_key(", ".join(typed[index:index + length])))
            if card is not None:
                found.append(card)
                index += length
                break
        else:
            raise PrintOptionError(error_field, N_("No colour card “{card}” in this deck. Name each card by its id "
                                                   "in the guide, like {example}, or by its name, like “{name}”."),
                                   card=typed[index], example=example.id,
                                   name=card_label(example, sheet_lang))
    return found


def function_word(function, lang):
    """The function's word as the card pages and the guide say it (DROP; ドロップ（DROP）)."""
    return translate(FUNCTION_WORDS[function], lang)


def shown_label(card, function, lang):
    """A colour card showing ``function``, named as the checklist and the diagrams name it: "red, north, with
    DROP" (``card``: a deck or catalogue card)."""
    from companion.printing.describe import card_label

    return translate(SHOWING, lang, card=card_label(card, lang), function=function_word(function, lang))


def shown_on(options):
    """``{colour card id: [function, …]}`` of ``options.function_cards`` (resolved by ``checks``), a card named
    twice for one function listed twice."""
    out = {}
    for function, ids in options.function_cards:
        for card_id in ids:
            out.setdefault(card_id, []).append(function)
    return out


def code_ids(card_id, copies, options):
    """The card QR codes of ``copies`` copies of the card ``card_id``: first the plain ones, then one that names
    both card and function for each copy that shows a function (at most ``copies``); a card that is shown on a
    colour card (``on``) has none of its own."""
    functions_here = shown_on(options).get(card_id, [])[:copies]
    return [card_id] * (copies - len(functions_here)) + [combined_id(card_id, function) for function in functions_here]
