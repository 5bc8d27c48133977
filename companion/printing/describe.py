"""Text alternatives, in the document's language, for what the PDFs draw: stickers, card diagrams, QR codes."""

from companion.i18n import translate
from companion.printing.data import colour_letter, colour_name, direction_letters

BRAILLE_LETTER_NAMES = "abcdefg"
VALUE_MARKS = {"dots": "value {value} in tactile dots",
               "braille": "value {value} in braille: number sign and {letter}",
               "large": "value {value} in large print"}
SHAPE_NAMES = {"hollow-square": "hollow square", "cross": "cross", "plus": "plus sign", "minus": "minus sign",
               "star": "star", "triangle": "triangle", "ring": "ring", "diamond": "diamond"}


def joined(parts, lang):
    """``parts`` as one list in ``lang`` ("a, b, c"; Japanese "a、b、c")."""
    return ("、" if lang == "ja" else ", ").join(parts)


def mark_alt(sticker, options):
    """What a printed sticker shows: "colour mark: R (red)", "value 7 in tactile dots", "shape: star"."""
    lang = options.lang
    if sticker.kind == "colour":
        return translate("colour mark: {letter} ({name})", lang, letter=colour_letter(sticker.key, lang),
                         name=colour_name(sticker.key, lang))
    if sticker.kind == "value":
        letter = BRAILLE_LETTER_NAMES[sticker.key - 1] if options.value == "braille" else ""
        return translate(VALUE_MARKS.get(options.value, "value {value}"), lang, value=sticker.key, letter=letter)
    if sticker.kind == "letter":
        return translate("letter mark: {letter} ({name})", lang, letter=direction_letters()[sticker.key][lang],
                         name=direction_letters()[sticker.key]["names"][lang])
    return translate("shape: {shape}", lang, shape=translate(SHAPE_NAMES[sticker.key], lang))


def card_alt(card_name, stickers, options):
    """A card diagram in words: "red 7 — colour mark: R (red), value 7 in tactile dots, shape: plus sign"."""
    return translate("{card} — {marks}", options.lang, card=card_name,
                     marks=joined([mark_alt(sticker, options) for sticker in stickers], options.lang))


def qr_alt(card):
    """A rule card's QR code in words: where it leads ("QR code: rule section “Storm”")."""
    if card.kind == "join":
        return translate("QR code: join this table ({game})", card.lang, game=card.game)
    if card.kind == "game":
        return translate("QR code: the rules of {game}", card.lang, game=card.title)
    return translate("QR code: rule section “{section}” ({game})", card.lang, section=card.title, game=card.kicker)
