"""The key card: one page that explains the tactile code in large print and in braille.

Every colour of the code (one mark per colour, the same in all four games),
then the deck's other marks (effects, functions, snake ends, the Rainbow
star), the value dots and the orientation arc. Marks are drawn at their
printed size in black, so the page itself can go through a swell-paper
heater; braille is at real size, translated by liblouis.
"""

from companion.i18n import listed, translate
from companion.rules.errors import N_
from companion.printing import tactile
from companion.printing.braille import to_braille
from companion.printing.data import colour_codes, colour_letter, colour_name, deck_manifest
from companion.printing.describe import COLOUR_MARK_NAMES, SHAPE_NAMES
from companion.printing.marks import shape, svg_image

MARK_MM = 8.0
SHAPE_MEANINGS = {"star": N_("Rainbow card"), "triangle": N_("head"), "ring": N_("tail")}


def braille_image(text, lang, code=None):
    """``text`` in real-size braille (``code``, by default the language's) as an image whose alternative is the
    text and its cells."""
    cells = to_braille(text, code or lang)
    width, height = tactile.braille_size([cells])
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width + 1:.2f}mm" height="{height + 1:.2f}mm" '
           f'viewBox="0 0 {width + 1:.3f} {height + 1:.3f}">{tactile.braille_path((width + 1) / 2, (height + 1) / 2, [cells])}</svg>')
    return svg_image(svg, translate("braille: {cells} ({text})", lang, cells=cells, text=text), "key-braille")


def _mark_image(svg_body, alt):
    size = MARK_MM + 2
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}mm" height="{size}mm" viewBox="0 0 {size} {size}">'
           f'{svg_body}</svg>')
    return svg_image(svg, alt, "key-mark")


def colour_rows(options):
    """One row per mark of the code: (mark image, colour names, print letters, braille of the names).

    Colours that share a mark (navy and dark blue) share a row; the deck's own colours come first.
    """
    lang = options.lang
    deck_colours = deck_manifest(options.game)["colours"]
    by_mark = {}
    for colour in sorted(colour_codes(), key=lambda c: (c not in deck_colours, list(colour_codes()).index(c))):
        by_mark.setdefault(colour_codes()[colour]["mark"], []).append(colour)
    rows = []
    for mark, colours in by_mark.items():
        names = " / ".join(dict.fromkeys(colour_name(c, lang) for c in colours))
        letters = " / ".join(dict.fromkeys(colour_letter(c, lang) for c in colours))
        alt = translate(COLOUR_MARK_NAMES[mark], lang)
        image = _mark_image(tactile.colour_mark(1 + MARK_MM / 2, 1 + MARK_MM / 2, mark, MARK_MM), alt)
        rows.append((image, alt, names, letters, braille_image(names.replace(" / ", " "), lang, options.braille_code),
                     any(c in deck_colours for c in colours)))
    return rows


def shape_meanings(options, function_word=str.upper):
    """The deck's other raised shapes (effects, functions, heads, tails, the star) → what each means, in the
    sheet's language, from the deck manifest: ``{shape: [meaning, …]}``; ``function_word(function)`` names a
    function card (DROP as printed, by default)."""
    lang = options.lang
    manifest = deck_manifest(options.game)
    meanings = {}
    for effect in dict.fromkeys(manifest.get("effects", {}).values()):
        colours = [colour_name(c, lang) for c, e in manifest["effects"].items() if e == effect]
        meanings.setdefault(effect, []).append(translate("on the 7 of {colours}", lang, colours=listed(colours, lang)))
    for function, mark in manifest.get("functions", {}).items():
        meanings.setdefault(mark, []).append(function_word(function))
    for entry in manifest["cards"]:
        for spec in entry["stickers"]:
            if spec["kind"] == "shape":
                meanings.setdefault(spec["shape"], []).append(translate(SHAPE_MEANINGS[spec["shape"]], lang))
    return meanings


def shape_rows(options):
    """The deck's other raised shapes and what each means: (image, shape name, meaning)."""
    lang = options.lang
    rows = []
    for name, meaning in shape_meanings(options).items():
        words = translate(SHAPE_NAMES[name], lang)
        image = _mark_image(shape(1 + MARK_MM / 2, 1 + MARK_MM / 2, name, MARK_MM), words)
        rows.append((image, words, listed(dict.fromkeys(meaning), lang)))
    return rows
