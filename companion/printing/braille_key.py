"""The player's braille key: what every raised mark of the deck means, and the deck's cards, from the code data.

Everything comes from the data the stickers are drawn from, so the key
follows any change of the code: the colours and their marks and letters
(``printables/codes/colours.json``), the value code chosen, the direction
dots (``tactile.DIRECTION_DOTS``), the deck's effect, function and other
shapes (the deck manifest, ``keycard.shape_meanings``) with what an effect
does (the rule cards' key, ``printables/cards/rulecards.json``), the
orientation arc, the parts of the braille labels, then every kind of card
with how many there are and its braille label.

``key_entries`` returns the entries as ``(kind, value)``: ``title``,
``heading`` and ``text`` are words in the sheet's language (``brf`` writes
them in contracted braille), ``cells`` is braille as the label carries it.
"""

from companion.i18n import listed, translate, translate_plural
from companion.rules.errors import N_
from companion.printing.data import colour_codes, colour_letter, colour_name, deck_manifest, direction_name

VALUE_WORDS = {"dots": N_("Value: raised dots in groups of five, then the rest (7 is a group of five and a group "
                          "of two)."),
               "braille": N_("Value: the number in braille."),
               "large": N_("Value: the number in large print, not raised.")}
PART_WORDS = {"colour": N_("colour letter"), "value": N_("value"), "direction": N_("direction letter"),
              "function": N_("function")}


def _effect_words(game, lang):
    """What each value-7 effect shape does, from the rule cards' key (``{shape: words}``)."""
    from companion.printing.rulecards import card_texts

    words = {}
    for section in card_texts().get(game, {}).get("sections", {}).values():
        for shape, meaning in section.get("key", {}).items():
            words.setdefault(shape, meaning[lang])
    return words


def _deck_has(cards, param):
    return any(param in dict(card.params) for card in cards)


def key_entries(options, cards, label_cells):
    """The key and the card list for ``options`` and ``cards`` (see the module); ``label_cells(card)`` gives a
    card's braille label (cells) or None."""
    from companion.printing.describe import COLOUR_MARK_NAMES, SHAPE_NAMES
    from companion.printing.guide import card_label
    from companion.printing.keycard import shape_meanings
    from companion.printing.tactile import DIRECTION_DOTS

    lang = options.lang
    manifest = deck_manifest(options.game)
    entries = [("title", manifest["title"][lang]), ("heading", translate("The tactile code", lang))]
    for colour in manifest["colours"]:
        mark = translate(COLOUR_MARK_NAMES[colour_codes()[colour]["mark"]], lang)
        entries.append(("text", translate("{mark}: {colour}, letter {letter}", lang, mark=mark,
                                          colour=colour_name(colour, lang), letter=colour_letter(colour, lang))))
    if _deck_has(cards, "value") and options.value in VALUE_WORDS:
        entries.append(("text", translate(VALUE_WORDS[options.value], lang)))
    if _deck_has(cards, "direction"):
        dots = [translate("{direction} {count}", lang, direction=direction_name(direction, lang), count=count)
                for direction, count in DIRECTION_DOTS.items()]
        entries.append(("text", translate("Direction: raised dots under the letter, {dots}.", lang,
                                          dots=listed(dots, lang))))
    effects = _effect_words(options.game, lang)
    from companion.printing.deck import function_words

    meanings = shape_meanings(options, lambda function: function_words()[function][lang].upper())
    for shape, meaning in meanings.items():
        said = listed(dict.fromkeys(meaning + ([effects[shape]] if shape in effects else [])), lang)
        entries.append(("text", translate("{shape}: {meaning}", lang, shape=translate(SHAPE_NAMES[shape], lang),
                                          meaning=said)))
    if {"plus", "cross"} & set(meanings):
        entries.append(("text", translate("On a round sticker, a raised arc along its edge points to the top of the "
                                          "card: the plus and the cross are told apart by it.", lang)))
    from companion.printing.stickers import braille_parts

    parts = [part for part in braille_parts(options) if _deck_has(cards, part)]
    if parts:
        entries.append(("text", translate("The braille label of a card: {parts}.", lang,
                                          parts=listed([translate(PART_WORDS[p], lang) for p in parts], lang))))
    entries.append(("heading", translate("The cards", lang)))
    for card in cards:
        entries.append(("text", translate_plural("{card}: {count} card", "{card}: {count} cards", card.copies, lang,
                                                 card=card_label(card, lang))))
        cells = label_cells(card)
        if cells:
            entries.append(("cells", cells))
    return entries
