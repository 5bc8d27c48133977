"""Embosser output: the key and each card's braille label as BRF (ASCII braille, 40 cells × 25 lines a page).

Every line comes from liblouis (the language's table with the en-us-brf
display table). The key lists each colour with its letter and raised mark,
then the deck's shapes; then one entry per kind of card: how many, which
card, and on the next line the braille label to emboss for it.
"""

from companion.i18n import translate
from companion.rules.errors import N_
from companion.printing import PrintOptionError
from companion.printing.braille import DIGIT_TABLE, BRF_DISPLAY, TABLES, _translate, to_brf
from companion.printing.data import colour_codes, colour_letter, colour_name, deck_manifest, direction_letters
from companion.printing.describe import COLOUR_MARK_NAMES, SHAPE_NAMES
from companion.printing.tactile import wrap_words

LINE_CELLS = 40
PAGE_LINES = 25


def _part_brf(part, value, lang):
    if part == "value":
        return _translate(f"{BRF_DISPLAY},{DIGIT_TABLE.get(lang, TABLES[lang])}", str(value))
    if part == "colour":
        return to_brf(colour_letter(value, lang).lower(), lang)
    if part == "direction":
        return to_brf(direction_letters()[value][lang].lower(), lang)
    return to_brf(value, lang)


def label_brf(spelt, lang):
    """A braille label's parts (as on the sticker sheet) in BRF, a blank between parts."""
    return " ".join(_part_brf(part, value, lang) for part, value in spelt)


def _wrapped(text):
    """``text`` in BRF lines of at most LINE_CELLS cells."""
    return wrap_words(text.split(" "), LINE_CELLS, " ")


def brf_document(options, cards, card_label):
    """The BRF text (CR LF lines, form feed between pages) of the key and the cards' braille labels."""
    lang = options.lang
    if lang == "ja":
        raise PrintOptionError("brf", N_("BRF is six-dot braille and liblouis has no six-dot Japanese table; "
                                         "choose another language for the BRF file."))
    manifest = deck_manifest(options.game)
    entries = [manifest["title"][lang], translate("The tactile code", lang)]
    for colour in manifest["colours"]:
        mark = translate(COLOUR_MARK_NAMES[colour_codes()[colour]["mark"]], lang)
        entries.append(f"{colour_name(colour, lang)}: {colour_letter(colour, lang)}, {mark}")
    shapes = dict.fromkeys(list(manifest.get("effects", {}).values()) + list(manifest.get("functions", {}).values()))
    entries.extend(translate(SHAPE_NAMES[name], lang) for name in shapes)
    lines = []
    for entry in entries:
        lines.extend(_wrapped(to_brf(entry, lang)) + [""])
    for card in cards:
        spelt = dict((sticker.kind, sticker.key) for sticker in card.stickers).get("braille")
        if spelt is None:
            continue
        lines.extend(_wrapped(to_brf(f"{card.copies} × {card_label(card, lang)}", lang)))
        lines.extend(_wrapped(label_brf(spelt, lang)) + [""])
    pages = [lines[start:start + PAGE_LINES] for start in range(0, len(lines), PAGE_LINES)]
    return "\f".join("\r\n".join(page) + "\r\n" for page in pages)
