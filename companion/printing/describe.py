"""Text alternatives, in the document's language, for what the PDFs draw: stickers, card diagrams, QR codes."""

from companion.i18n import listed, translate, translate_plural
from companion.rules.errors import N_
from companion.printing.data import colour_codes, colour_letter, colour_name, direction_letters, direction_name

VALUE_MARKS = {"dots": N_("value {value} in tactile dots"),
               "braille": N_("value {value} in braille: {cells}"),
               "large": N_("value {value} in large print")}
COLOUR_MARK_NAMES = {"half-disc": N_("half disc"), "chevron": N_("chevron"), "three-bars": N_("three bars"), "zigzag": N_("zigzag"),
                     "crescent": N_("crescent"), "arch": N_("arch"), "hexagon": N_("hexagon"), "hourglass": N_("hourglass")}
SHAPE_NAMES = {"hollow-square": N_("hollow square"), "cross": N_("cross"), "plus": N_("plus sign"), "minus": N_("minus sign"),
               "star": N_("star"), "triangle": N_("triangle"), "ring": N_("ring"), "diamond": N_("diamond")}


def card_words(params, lang):
    """A card's colour, value, direction and function as words in ``lang``, for its label's placeholders.

    A function is printed on its card as its name in capitals, in every language (DROP).
    """
    words = {}
    if "colour" in params:
        words["colour"] = colour_name(params["colour"], lang)
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
    return ("・" if lang == "ja" else " ").join(str(words[part]) for part, _ in spelt)


def mark_alt(sticker, options):
    """What a printed sticker shows: "colour mark: raised half disc, letter R (red)", "value 7 in tactile dots",
    "braille label: ⠗ (r)", "shape: star"."""
    from companion.printing.braille import number_braille
    from companion.printing.deck import braille_cells

    lang = options.lang
    if sticker.kind == "colour":
        shape = translate(COLOUR_MARK_NAMES[colour_codes()[sticker.key]["mark"]], lang)
        return translate("colour mark: raised {shape}, letter {letter} ({name})", lang, shape=shape,
                         letter=colour_letter(sticker.key, lang), name=colour_name(sticker.key, lang))
    if sticker.kind == "value":
        cells = number_braille(sticker.key, options.braille_code) if options.value == "braille" else ""
        return translate(VALUE_MARKS.get(options.value, "value {value}"), lang, value=sticker.key, cells=cells)
    if sticker.kind == "braille":
        return translate("braille label: {cells} ({text})", lang,
                         cells=braille_cells(sticker.key, lang, options.braille_system),
                         text=spelt_words(sticker.key, lang))
    if sticker.kind == "letter":
        from companion.printing.tactile import DIRECTION_DOTS

        return translate_plural("direction mark: {letter} ({name}), {count} raised dot",
                                "direction mark: {letter} ({name}), {count} raised dots", DIRECTION_DOTS[sticker.key],
                                lang, letter=direction_letters()[sticker.key][lang],
                                name=direction_name(sticker.key, lang))
    return translate("shape: {shape}", lang, shape=translate(SHAPE_NAMES[sticker.key], lang))


def card_alt(card_name, stickers, options):
    """A card diagram in words: "red 7 — colour mark: R (red), value 7 in tactile dots, shape: plus sign"."""
    return translate("{card} — {marks}", options.lang, card=card_name,
                     marks=listed([mark_alt(sticker, options) for sticker in stickers], options.lang))


def qr_alt(card):
    """A rule card's QR code in words: where it leads ("QR code: rule section “Storm”")."""
    if card.kind == "join":
        return translate("QR code: join this table ({game})", card.lang, game=card.game)
    if card.kind == "game":
        return translate("QR code: the rules of {game}", card.lang, game=card.title)
    return translate("QR code: rule section “{section}” ({game})", card.lang, section=card.title, game=card.kicker)
