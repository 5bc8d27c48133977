"""The placement guide: cards drawn to scale with their stickers, the deck checklist, the ruler, the legend."""

from companion.i18n import translate
from companion.printing.data import colour_letter, colour_name, deck_manifest, direction_letters, direction_name
from companion.printing.deck import Sticker, braille_cells, wanted
from companion.printing.describe import SHAPE_NAMES, card_alt, card_words, mark_alt, spelt_words
from companion.printing.layout import card_layout
from companion.printing.marks import svg_background, sticker_svg, svg_image

RULER_MM = 50

def card_label(card, lang):
    """A card's name in ``lang`` ("red 7", "Rainbow card, north")."""
    return translate(card.label, lang, **card_words(dict(card.params), lang))


def sticker_words(sticker, options):
    """What a sticker is, in words: "colour R (red)", "value 3", "star"."""
    lang = options.lang
    if sticker.kind == "colour":
        return translate("colour {letter} ({name})", lang, letter=colour_letter(sticker.key, lang),
                         name=colour_name(sticker.key, lang))
    if sticker.kind == "value":
        return translate("value {value}", lang, value=sticker.key)
    if sticker.kind == "letter":
        return translate("letter {letter} ({name})", lang, letter=direction_letters()[sticker.key][lang],
                         name=direction_name(sticker.key, lang))
    if sticker.kind == "braille":
        return translate("braille {cells} ({text})", lang, cells=braille_cells(sticker.key, lang, options.braille_system),
                         text=spelt_words(sticker.key, lang))
    return translate(SHAPE_NAMES[sticker.key], lang)


def card_diagram(card, options):
    """An image of one card at 1:1 with its stickers where they go (as the chosen sheet prints them), described in words."""
    preset = options.preset
    width, height = options.card_size
    label = (preset.label_width, preset.label_height)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width + 1}mm" height="{height + 1}mm" '
             f'viewBox="-0.5 -0.5 {width + 1} {height + 1}">',  # 1 user unit = 1 mm, room for the outline
             f'<rect x="0" y="0" width="{width}" height="{height}" rx="3" fill="#ffffff" stroke="#000000" '
             f'stroke-width="0.4" stroke-dasharray="2 1"/>']
    wanted_placements = [(sticker, at) for sticker, at in card.placements if wanted(sticker, options)]
    placed = card_layout(wanted_placements, (width, height), label, preset.round) or []
    ends = 0
    shown_stickers = []
    for sticker, box in placed:
        shown = sticker
        if sticker.kind == "colour" and dict(card.placements).get(sticker) == "end":
            ends += 1
            if ends == 2:
                colours = deck_manifest(options.game)["colours"]
                shown = Sticker("colour", colours[(colours.index(sticker.key) + 1) % len(colours)])
        parts.append(sticker_svg(shown, box, preset, options))
        shown_stickers.append(shown)
    parts.append("</svg>")
    return svg_image("".join(parts), card_alt(card_label(card, options.lang), shown_stickers, options), "card-diagram")


def example_cards(cards):
    """One card for each distinct way of placing stickers (a colour card, a value-7 card, a Rainbow card…)."""
    seen, examples = set(), []
    for card in cards:
        pattern = tuple((sticker.kind, at) for sticker, at in card.placements)
        if pattern not in seen:
            seen.add(pattern)
            examples.append(card)
    return examples


def ruler_background():
    """A 50 mm ruler with a tick every millimetre, as a CSS background (an artifact: the text under it says what it is)."""
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{RULER_MM + 10}mm" height="12mm" '
             f'viewBox="-5 0 {RULER_MM + 10} 12">',
             f'<rect x="0" y="0" width="{RULER_MM}" height="0.5" fill="#000000"/>']
    for mm in range(RULER_MM + 1):
        length = 5 if mm % 10 == 0 else (3.5 if mm % 5 == 0 else 2)
        parts.append(f'<rect x="{mm - 0.1:.1f}" y="0" width="0.2" height="{length}" fill="#000000"/>')
        if mm % 10 == 0:
            parts.append(f'<text x="{mm}" y="9.5" font-size="3.5" text-anchor="middle" '
                         f'font-family="DejaVu Sans, sans-serif" fill="#000000">{mm}</text>')
    parts.append("</svg>")
    return svg_background("".join(parts), RULER_MM + 10, 12)


def legend_words(sticker, options):
    """A sticker in words for the legend; a colour also names its raised shape ("colour R (red): half disc")."""
    from companion.printing.data import colour_codes
    from companion.printing.describe import COLOUR_MARK_NAMES

    words = sticker_words(sticker, options)
    if sticker.kind != "colour":
        return words
    shape_name = translate(COLOUR_MARK_NAMES[colour_codes()[sticker.key]["mark"]], options.lang)
    return translate("{sticker}: {shape}", options.lang, sticker=words, shape=shape_name)


def legend(options, stickers):
    """Rows of (sample SVG at actual size, words) for every distinct sticker on the sheets."""
    preset = options.preset
    width, height = preset.label_width + 1, preset.label_height + 1
    rows = []
    for sticker in dict.fromkeys(sticker for sticker in stickers if sticker is not None):
        sample = sticker_svg(sticker, (0.5, 0.5, preset.label_width, preset.label_height), preset, options)
        svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}mm" height="{height}mm" '
               f'viewBox="0 0 {width} {height}">{sample}</svg>')
        rows.append((svg_image(svg, mark_alt(sticker, options), "sample"), legend_words(sticker, options)))
    return rows
