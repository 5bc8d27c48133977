"""The key card: the tactile code explained in large print (18 pt and more) and in braille, in the sheet's
language, for a player to learn by touch.

Every colour mark of the deck with its colour (the other games' colours after, smaller), then every other
raised shape of the deck with what it means (effects, functions, head and tail, the Rainbow star), the value
and direction dots, the orientation arc. Each row is the mark at its printed size, the words in large print,
and the same words in real-size contracted braille under them. On swell paper the marks and the braille are
black and rise; the words are light grey and stay flat.
"""

from companion.i18n import listed, translate
from companion.printing import tactile, tactile_shapes
from companion.printing.catalogue import FUNCTION_WORDS
from companion.printing.braille import contracted_braille, hyphen
from companion.printing.data import colour_codes, colour_letter, colour_name, deck_manifest
from companion.printing.deck import WORD, braille_parts
from companion.printing.describe import COLOUR_MARK_NAMES, SHAPE_NAMES
from companion.printing.raising import BRAILLE_ONLY, SHAPES_RAISED
from companion.printing.marks import svg_image
from companion.rules.errors import N_

BRAILLE_WIDTH_MM = 170.0
VALUE_WORDS = {"dots": N_("Values: raised dots in groups of five, like the five of a die; count the groups, then the "
                          "dots left over."),
               "braille": N_("Values: the number in braille."),
               "large": N_("Values: the number in large print, not raised.")}
FLAT_DOT_WORDS = N_("Values: dots in groups of five, like the five of a die, printed flat; count the groups, then "
                    "the dots left over.")


def braille_block(text, options, width=BRAILLE_WIDTH_MM):
    """``text`` in real-size contracted braille (the sheet's braille code), broken into lines ``width`` mm wide,
    as an image whose words are the text and its cells."""
    code = options.braille_code
    cells = contracted_braille(text, code)
    lines = tactile.braille_lines(cells, (0, 0, width, 400), False, hyphen(code)) or [cells]
    block_w, block_h = tactile.braille_size(lines)
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{block_w + 1:.2f}mm" height="{block_h + 1:.2f}mm" '
           f'viewBox="0 0 {block_w + 1:.3f} {block_h + 1:.3f}">'
           f'{tactile.braille_path((block_w + 1) / 2, (block_h + 1) / 2, lines)}</svg>')
    return svg_image(svg, translate("braille: {cells} ({text})", options.lang, cells=cells, text=text),
                     "key-braille")


def mark_image(name, size, alt):
    """A raised mark of ``tactile_shapes`` at ``size`` mm, black, as an image described by ``alt``."""
    shape = tactile_shapes.shape(name, size)
    xs = [x for ring in shape.rings() for x, _ in ring]
    ys = [y for ring in shape.rings() for _, y in ring]
    width, height = max(xs) - min(xs) + 2, max(ys) - min(ys) + 2
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.2f}mm" height="{height:.2f}mm" '
           f'viewBox="0 0 {width:.3f} {height:.3f}">{shape.path(width / 2, height / 2)}</svg>')
    return svg_image(svg, alt, "key-mark")


def colour_rows(options):
    """One row per colour mark of the deck: ``(image, words, braille, in the deck)``, the deck's colours first
    (colours that share a mark share a row); the other games' colours after them."""
    lang = options.lang
    deck_colours = deck_manifest(options.game)["colours"]
    by_mark = {}
    for colour in sorted(colour_codes(), key=lambda c: (c not in deck_colours, list(colour_codes()).index(c))):
        by_mark.setdefault(colour_codes()[colour]["mark"], []).append(colour)
    rows = []
    for mark, colours in by_mark.items():
        if any(c in deck_colours for c in colours):
            colours = [c for c in colours if c in deck_colours]
        names = listed(list(dict.fromkeys(colour_name(c, lang) for c in colours)), lang)
        letters = " / ".join(dict.fromkeys(colour_letter(c, lang) for c in colours))
        shape = translate(COLOUR_MARK_NAMES[mark], lang)
        words = translate("{shape}: {colours}, letter {letter}", lang, shape=shape, colours=names, letter=letters)
        in_deck = any(c in deck_colours for c in colours)
        size = tactile_shapes.COLOUR_MARK_MM if in_deck else tactile_shapes.MIN_SIZE[mark]
        rows.append((mark_image(mark, size, shape), words,
                     braille_block(words, options) if in_deck else None, in_deck))
    return rows


def effect_words(game, lang):
    """What each effect shape of the deck does in a few words, from the rule cards' key (``{shape: words}``)."""
    from companion.printing.rulecards import card_texts

    words = {}
    for section in card_texts().get(game, {}).get("sections", {}).values():
        for shape, meaning in section.get("key", {}).items():
            words.setdefault(shape, meaning[lang])
    return words


def shape_meanings(options, function_word=str.upper):
    """The deck's other raised shapes (effects, functions, heads, tails, the star) → what each means, in the
    sheet's language, from the deck manifest: ``{shape: [meaning, …]}``; ``function_word(function)`` names a
    function card (DROP as printed, by default)."""
    lang = options.lang
    manifest = deck_manifest(options.game)
    meanings = {}
    effects = effect_words(options.game, lang)
    for effect in dict.fromkeys(manifest.get("effects", {}).values()):
        colours = [colour_name(c, lang) for c, e in manifest["effects"].items() if e == effect]
        said = translate("on the 7 of {colours}", lang, colours=listed(colours, lang))
        if effect in effects:
            said = translate("{effect}, {where}", lang, effect=effects[effect], where=said)
        meanings.setdefault(effect, []).append(said)
    for function, mark in manifest.get("functions", {}).items():
        meanings.setdefault(mark, []).append(function_word(function))
    for entry in manifest["cards"]:
        for spec in entry["stickers"]:
            if spec["kind"] == "shape":
                meanings.setdefault(spec["shape"], []).append(translate(spec["means"], lang))
    return {shape: list(dict.fromkeys(said)) for shape, said in meanings.items()}


def shape_words(options):
    """The words the deck's braille labels spell for its shapes when only the braille is raised (an embosser's
    deck): head, tail, joker, in the sheet's language; none on other methods."""
    if WORD not in braille_parts(options):
        return []
    manifest = deck_manifest(options.game)
    words = [spec["braille"][options.lang] for entry in manifest["cards"] if not entry.get("retired")
             for spec in entry["stickers"] if "braille" in spec]
    return list(dict.fromkeys(words))


def shape_rows(options):
    """The deck's other raised shapes: ``(image, words, braille)``, the words "shape: what it means"."""
    lang = options.lang
    rows = []
    for name, meaning in shape_meanings(options, lambda function: translate(FUNCTION_WORDS[function], lang)).items():
        shape = translate(SHAPE_NAMES[name], lang)
        words = translate("{shape}: {meaning}", lang, shape=shape, meaning=listed(meaning, lang))
        rows.append((mark_image(name, tactile_shapes.SHAPE_MM, shape), words, braille_block(words, options)))
    return rows


def dot_rows(options):
    """The value and direction dots, and the orientation arc, each ``(words, braille)``, for what the deck has."""
    lang = options.lang
    manifest = deck_manifest(options.game)
    texts = []
    has_values = any("value" in entry.get("each", {}) for entry in manifest["cards"])
    raised = options.method in SHAPES_RAISED
    if has_values and options.value == "dots" and not raised and options.braille and options.method in BRAILLE_ONLY:
        texts.append(translate("Values: dots in groups of five, printed flat for sight; a finger reads the value in "
                               "each card's braille label.", lang))
    elif has_values and options.value == "dots" and not raised:
        texts.append(translate(FLAT_DOT_WORDS, lang))
    elif has_values and options.value in VALUE_WORDS:
        texts.append(translate(VALUE_WORDS[options.value], lang))
    if any("direction" in entry.get("each", {}) for entry in manifest["cards"]) and raised:
        texts.append(translate("Directions: a group of raised dots under the letter, clockwise from north: north 1, "
                               "east 2, south 3, west 4.", lang))
    elif any("direction" in entry.get("each", {}) for entry in manifest["cards"]):
        texts.append(translate("Directions: a group of dots under the letter, printed flat, clockwise from north: "
                               "north 1, east 2, south 3, west 4.", lang))
    if {"plus", "cross"} & set(manifest.get("effects", {}).values()):
        texts.append(translate("The plus and the cross each have an arc over their top: it points to the top of "
                               "the card.", lang))
    if options.braille:
        texts.append(label_sentence(options))
    return [(text, braille_block(text, options)) for text in texts]


LABEL_PARTS = {"colour": N_("its colour letter"), "value": N_("its value"), "direction": N_("its direction"),
               "function": N_("its function")}


def label_parts(options):
    """What the deck's braille labels spell, in ``BRAILLE_PARTS`` order: the parts some card's label has."""
    from companion.printing.deck import BRAILLE_PARTS, deck_cards

    found = {part for card in deck_cards(options.game, options.counts, braille_parts(options))
             for sticker in card.stickers if sticker.kind == "braille" for part, _ in sticker.key}
    return [part for part in BRAILLE_PARTS if part in found]


def label_sentence(options):
    """What each card's braille label says, for this deck: only the parts its labels have (a field card has a
    value and no colour, a snake card a colour and no value), and the words for shapes that are not raised."""
    lang = options.lang
    parts, words = label_parts(options), shape_words(options)
    if {"value", "direction", "function"} <= set(parts):  # a card has one of the three (explorers)
        if words:
            return translate("Each card's braille label says its colour letter, its value, direction or function, "
                             "and the word for a shape that is not raised: {words}.", lang, words=listed(words, lang))
        return translate("Each card's braille label says its colour letter and its value, direction or function.",
                         lang)
    colour = [translate(LABEL_PARTS["colour"], lang)] if "colour" in parts else []
    kinds = [translate(LABEL_PARTS[part], lang) for part in parts if part != "colour"]  # a card has one of them
    said = colour + ([listed(kinds, lang, "or")] if kinds else [])
    if words:
        said.append(translate("the word for a shape that is not raised ({words})", lang, words=listed(words, lang)))
    return translate("Each card's braille label says {parts}.", lang, parts=listed(said, lang))


def key_texts(options):
    """The key's words in order, ``[(kind, text)]`` (``heading`` or ``text``): every colour mark of the deck, every
    other shape, the dots: what the key card prints and the braille key (BRF) spells."""
    lang = options.lang
    texts = [("heading", translate("The tactile code", lang))]
    texts += [("text", words) for _image, words, _braille, in_deck in colour_rows(options) if in_deck]
    texts += [("text", words) for _image, words, _braille in shape_rows(options)]
    texts += [("text", words) for words, _braille in dot_rows(options)]
    return texts


def key_context(options):
    """Everything the key card shows, for the template."""
    return {"colours": colour_rows(options), "shapes": shape_rows(options), "dots": dot_rows(options),
            "title": braille_block(translate("The tactile code", options.lang), options)}
