"""The player's braille key: what every raised mark of the deck means, and the deck's cards, from the code data.

Everything comes from the data the stickers are drawn from, so the key
follows any change of the code: the key card's words (``keycard.key_texts``:
every colour mark with its colour and letter, every other shape of the deck
with what it means — effects with what they do, functions, head and tail,
the Rainbow star —, the value and direction dots, the orientation arc, the
braille labels' parts), then every kind of card with how many there are and
its braille labels.

``key_entries`` returns the entries as ``(kind, value)``: ``title``,
``heading`` and ``text`` are words in the sheet's language (``brf`` writes
them in contracted braille), ``cells`` is braille as the label carries it.
"""

from companion.i18n import translate_plural
from companion.printing.data import deck_manifest


def key_entries(options, cards, label_cells):
    """The key and the card list for ``options`` and ``cards`` (see the module); ``label_cells(card)`` gives a
    card's braille labels (cells), none, one or more."""
    from companion.i18n import translate
    from companion.printing.describe import card_label
    from companion.printing.keycard import key_texts

    lang = options.lang
    entries = [("title", deck_manifest(options.game)["title"][lang]), *key_texts(options)]
    entries.append(("heading", translate("The cards", lang)))
    for card in cards:
        entries.append(("text", translate_plural("{card}: {count} card", "{card}: {count} cards", card.copies, lang,
                                                 card=card_label(card, lang))))
        for cells in label_cells(card):
            entries.append(("cells", cells))
    return entries
