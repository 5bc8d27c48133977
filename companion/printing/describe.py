"""Text alternatives, in the document's language, for what the PDFs draw: stickers, card diagrams, QR codes."""

from companion.i18n import listed, listed_groups, translate, translate_plural
from companion.rules.errors import N_, Np_
from companion.rules.words import SNAKE_PART_LABELS
from companion.printing.data import colour_codes, colour_letter, colour_name, direction_letters, direction_name

VALUE_MARKS = {"dots": N_("value {value} in tactile dots"),
               "braille": N_("value {value} in braille: {cells}"),
               "large": N_("value {value} in large print")}
FLAT_DOTS = N_("value {value} in dots")
RAISED_COLOUR = N_("colour mark: raised {shape}, letter {letter}")
FLAT_COLOUR = N_("colour mark: {shape}, letter {letter}")
RAISED_DIRECTION = Np_("direction mark: {letter}, {count} raised dot", "direction mark: {letter}, {count} raised dots")
FLAT_DIRECTION = Np_("direction mark: {letter}, {count} dot", "direction mark: {letter}, {count} dots")
COLOUR_MARK_NAMES = {"mushroom": N_("mushroom"), "chevron": N_("chevron"), "three-bars": N_("three bars"),
                     "zigzag": N_("zigzag"), "crescent": N_("crescent"), "arch": N_("arch"), "angle": N_("L shape"),
                     "hourglass": N_("hourglass")}
SHAPE_NAMES = {"hollow-square": N_("hollow square"), "cross": N_("cross"), "plus": N_("plus sign"), "minus": N_("minus sign"),
               "star": N_("star"), "triangle": N_("triangle"), "ring": N_("open ring"), "diamond": N_("diamond")}


def card_words(params, lang, label=""):
    """A card's colour, value, direction and function as words in ``lang``, for the placeholders of its
    ``label`` (a snake part's colour agrees with the part: « tête verte »).

    A function is printed on its card as its name in capitals, in every language (DROP).
    """
    words = {}
    snake_part = label in SNAKE_PART_LABELS
    if "colour" in params:
        words["colour"] = colour_name(params["colour"], lang, snake_part)
    if "other" in params:
        words["other"] = colour_name(params["other"], lang, snake_part)
    if "value" in params:
        words["value"] = params["value"]
    if "direction" in params:
        words["direction"] = direction_name(params["direction"], lang)
    if "function" in params:
        words["function"] = params["function"].upper()
    return words


def spelt_words(spelt, lang):
    """What a braille label spells, in ``lang``: "navy east" in English, "bleu marine est" in French, "紺・東"."""
    words = card_words(dict(spelt), lang)
    said = [dict(value)[lang] if part == "word" else str(words[part]) for part, value in spelt]
    return ("・" if lang == "ja" else " ").join(said)


def letter_and_name(letter, name, lang):
    """A printed letter with the word it stands for: "R (red)", « R (rouge) », 「オ（オレンジ）」; the letter alone where
    it is the word itself (Japanese 赤, 北), never 「赤（赤）」."""
    return letter if letter == name else translate("{letter} ({name})", lang, letter=letter, name=name)


def mark_alt(sticker, options):
    """What a printed sticker shows: "colour mark: raised mushroom, letter R (red)", "value 7 in tactile dots",
    "braille label: ⠗ (r)", "shape: star"."""
    from companion.printing.braille import number_braille
    from companion.printing.deck import braille_cells

    lang = options.lang
    flat = options.method == "flat"
    if sticker.kind == "colour":
        shape = translate(COLOUR_MARK_NAMES[colour_codes()[sticker.key]["mark"]], lang)
        return translate(FLAT_COLOUR if flat else RAISED_COLOUR, lang, shape=shape,
                         letter=letter_and_name(colour_letter(sticker.key, lang), colour_name(sticker.key, lang), lang))
    if sticker.kind == "value":
        cells = number_braille(sticker.key, options.braille_code) if options.value == "braille" else ""
        message = FLAT_DOTS if flat and options.value == "dots" else VALUE_MARKS.get(options.value, "value {value}")
        return translate(message, lang, value=sticker.key, cells=cells)
    if sticker.kind == "braille":
        return translate("braille label: {cells} ({text})", lang,
                         cells=braille_cells(sticker.key, lang, options.braille_system),
                         text=spelt_words(sticker.key, lang))
    if sticker.kind == "letter":
        from companion.printing.tactile import DIRECTION_DOTS

        singular, plural = FLAT_DIRECTION if flat else RAISED_DIRECTION
        return translate_plural(singular, plural, DIRECTION_DOTS[sticker.key], lang,
                                letter=letter_and_name(direction_letters()[sticker.key][lang],
                                                       direction_name(sticker.key, lang), lang))
    if sticker.kind == "qr":
        return translate("card QR code", lang)
    return translate("shape: {shape}", lang, shape=translate(SHAPE_NAMES[sticker.key], lang))


def marks_listed(marks, lang):
    """Marks in words, listed: with the language's stronger mark between them when one holds a comma of its own
    ("colour mark: mushroom, letter R (red); value 7 in tactile dots; and …"), so that a listener hears where
    each mark ends."""
    if any("," in mark or "、" in mark for mark in marks):
        return listed_groups(marks, lang)
    return listed(marks, lang)


def piece_alt(piece, options):
    """What a printed piece (a label, a swell piece) shows: its stickers in words, in order (turned round when it
    is read from the card's other end)."""
    words = marks_listed([mark_alt(element.sticker, options) for element, _, _ in piece.elements], options.lang)
    if piece.turned:
        return translate("{marks} (turned round: it is read from the other end of the card)", options.lang, marks=words)
    return words


def card_alt(card_name, stickers, options):
    """A card diagram in words: "red 7 — colour mark: R (red), value 7 in tactile dots, shape: plus sign"."""
    return translate("{card} — {marks}", options.lang, card=card_name,
                     marks=marks_listed([mark_alt(sticker, options) for sticker in stickers], options.lang))


def qr_alt(card):
    """A rule card's QR code in words: where it leads ("QR code: rule section “Storm”")."""
    if card.kind == "join":
        return translate("QR code: join this table ({game})", card.lang, game=card.game)
    if card.kind == "game":
        return translate("QR code: the rules of {game}", card.lang, game=card.title)
    return translate("QR code: rule section “{section}” ({game})", card.lang, section=card.title, game=card.kicker)


def card_label(card, lang):
    """A card's name in ``lang`` ("red 7", "Rainbow card, north")."""
    return translate(card.label, lang, **card_words(dict(card.params), lang, card.label))


def sticker_words(sticker, options):
    """What a sticker is, in words: "colour R (red)", "value 3", "star"."""
    from companion.printing.deck import braille_cells

    lang = options.lang
    if sticker.kind == "colour":
        return translate("colour {letter}", lang,
                         letter=letter_and_name(colour_letter(sticker.key, lang), colour_name(sticker.key, lang), lang))
    if sticker.kind == "value":
        return translate("value {value}", lang, value=sticker.key)
    if sticker.kind == "letter":
        return translate("letter {letter}", lang, letter=letter_and_name(direction_letters()[sticker.key][lang],
                                                                         direction_name(sticker.key, lang), lang))
    if sticker.kind == "braille":
        return translate("braille {cells} ({text})", lang, cells=braille_cells(sticker.key, lang, options.braille_system),
                         text=spelt_words(sticker.key, lang))
    if sticker.kind == "qr":
        return translate("card QR code", lang)
    return translate(SHAPE_NAMES[sticker.key], lang)
