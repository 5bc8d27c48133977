"""The placement guide: cards drawn to scale with their stickers, the deck checklist, the ruler, the legend."""

from markupsafe import escape

from companion.i18n import translate
from companion.printing.data import colour_letter, colour_name, deck_manifest, direction_letters, direction_name
from companion.printing.deck import Sticker, wanted
from companion.printing.marks import sticker_svg, svg_image
from companion.rules.errors import N_

CARD_MARGIN = 3.0
RULER_MM = 50

SHAPE_NAMES = {"hollow-square": N_("hollow square"), "cross": N_("cross"), "plus": N_("plus sign"),
               "minus": N_("minus sign"), "star": N_("star"), "triangle": N_("triangle"), "ring": N_("ring"),
               "diamond": N_("diamond")}
FUNCTION_NAMES = {"drop": "DROP", "reverse": "REVERSE", "jump": "JUMP", "take": "TAKE"}


def card_label(card, lang):
    """A card's name in ``lang`` ("red 7", "Rainbow card, north")."""
    params = dict(card.params)
    words = {}
    if "colour" in params:
        words["colour"] = colour_name(params["colour"], lang)
    if "value" in params:
        words["value"] = params["value"]
    if "direction" in params:
        words["direction"] = direction_name(params["direction"], lang)
    if "function" in params:
        words["function"] = FUNCTION_NAMES[params["function"]]
    return translate(card.label, lang, **words)


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
    return translate(SHAPE_NAMES[sticker.key], lang)


def _positions(at, card_size, label_size):
    (cw, ch), (lw, lh) = card_size, label_size
    if at == "top-left":
        return [(CARD_MARGIN, CARD_MARGIN)]
    if at == "under-top-left":
        return [(CARD_MARGIN, CARD_MARGIN + lh + 2)]
    if at == "end":
        return [(CARD_MARGIN, (ch - lh) / 2), (cw - CARD_MARGIN - lw, (ch - lh) / 2)]
    return [((cw - lw) / 2, (ch - lh) / 2)]


def card_diagram(card, options):
    """An SVG of one card at 1:1 with its stickers where they go (as the chosen sheet prints them)."""
    preset = options.preset
    width, height = deck_manifest(options.game)["card_mm"]
    label = (preset.label_width, preset.label_height)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}mm" height="{height}mm" '
             f'viewBox="-0.5 -0.5 {width + 1} {height + 1}">',
             f'<rect x="0" y="0" width="{width}" height="{height}" rx="3" fill="#ffffff" stroke="#000000" '
             f'stroke-width="0.4" stroke-dasharray="2 1"/>']
    for sticker, at in card.placements:
        if not wanted(sticker, options):
            continue
        for index, (x, y) in enumerate(_positions(at, (width, height), label)):
            shown = sticker
            if at == "end" and index == 1:
                colours = deck_manifest(options.game)["colours"]
                shown = Sticker("colour", colours[(colours.index(sticker.key) + 1) % len(colours)])
            parts.append(sticker_svg(shown, (x, y) + label, preset, options))
    parts.append("</svg>")
    return svg_image("".join(parts), card_label(card, options.lang), "card-diagram")


def example_cards(cards):
    """One card for each distinct way of placing stickers (a colour card, a value-7 card, a Rainbow card…)."""
    seen, examples = set(), []
    for card in cards:
        pattern = tuple((sticker.kind, at) for sticker, at in card.placements)
        if pattern not in seen:
            seen.add(pattern)
            examples.append(card)
    return examples


def ruler_image(lang):
    """A 50 mm ruler with a tick every millimetre: measure it to check the print is at actual size."""
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
    return svg_image("".join(parts), translate("A ruler 50 mm long", lang), "ruler")


def legend(options, stickers):
    """Rows of (sample SVG, words) for every distinct sticker on the sheets."""
    rows = []
    for sticker in dict.fromkeys(stickers):
        sample = sticker_svg(sticker, (0.5, 0.5, 12, 12), _SAMPLE, options)
        svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="13mm" height="13mm" viewBox="0 0 13 13" '
               f'>{sample}</svg>')
        rows.append((svg_image(svg, "", "sample"), escape(sticker_words(sticker, options))))
    return rows


class _SamplePreset:
    """A 12 mm square used to draw one sample of each sticker in the legend."""

    shape = "rectangle"
    corner = 1.5
    cut_lines = False
    label_width = label_height = 12


_SAMPLE = _SamplePreset()
