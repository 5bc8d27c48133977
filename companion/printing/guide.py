"""The placement guide: how to make the deck by the method chosen, in the words of the form (web) or of the
command line; every distinct card layout drawn at 1:1; the checklist; the rulers and the heater test strip.
"""

from markupsafe import Markup

from companion.i18n import listed, translate
from companion.printing import guide_steps
from companion.printing.describe import card_alt, card_label, sticker_words
from companion.printing.marks import svg_image
from companion.printing.raising import METHOD_NAMES, SWELL_GREY, TACTILE
from companion.printing.rulers import STRIP_WIDTH, SWELL_MARGIN, ruler_background



def piece_words(piece, options):
    """A piece in words for the checklist: its stickers joined ("colour R (red) with value 3")."""
    words = [sticker_words(element.sticker, options) for element, _, _ in piece.elements]
    if len(words) == 1:
        return words[0]
    return translate("{first} with {rest}", options.lang, first=words[0], rest=listed(words[1:], options.lang))


def _n(value):
    return f"{value:.3f}".rstrip("0").rstrip(".")


def card_diagram(layout, options, qr_svg=None, name=None):
    """An image of a laid-out card at 1:1, every piece where it goes, described in words (``name``: the card's,
    its label's by default)."""
    from companion.printing.pieces import on_card

    width, height = layout.size
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width + 1)}mm" height="{_n(height + 1)}mm" '
             f'viewBox="-0.5 -0.5 {_n(width + 1)} {_n(height + 1)}">',
             f'<rect x="0" y="0" width="{_n(width)}" height="{_n(height)}" rx="3" fill="#ffffff" stroke="#000000" '
             f'stroke-width="0.4" stroke-dasharray="2 1"/>']
    parts += [on_card(piece, options, options.preset, qr_svg) for piece in layout.pieces]
    parts.append("</svg>")
    stickers = [element.sticker for piece in layout.pieces for element, _, _ in piece.elements]
    return svg_image("".join(parts), card_alt(name or card_label(layout.card, options.lang), stickers, options),
                     "card-diagram")


def diagram_layouts(laid):
    """One layout for each distinct way a card is laid out (its pieces' zones, contents and places), whole cards
    (a function shown on a colour card) included: ``[CardLayout]``."""
    seen, kept = set(), []
    for _card, layout in list(laid.cards) + list(laid.whole):
        if layout.card.on:
            continue
        pattern = tuple((piece.zone, piece.kind, tuple(e.sticker.kind for e, _, _ in piece.elements), piece.across,
                         round(piece.box[0]), round(piece.box[1])) for piece in layout.pieces)
        if pattern not in seen:
            seen.add(pattern)
            kept.append(layout)
    return kept


def _qr_drawer(options):
    """How a diagram draws a card QR label: its code, from the card's own address, at the size and place the card
    QR sheet prints it (``card_qr.qr_side``, ``card_qr.code_box``), so the diagram shows what a fanned hand keeps
    in view."""
    if not options.card_qr:
        return None
    from companion.printing.card_qr import card_url, code_box, qr_preset, qr_side
    from companion.printing.qr import qr_path

    preset = qr_preset(options)
    side = qr_side(preset)

    def draw(piece):
        modules, path = qr_path(card_url(options.base_url, options.game, piece.card_id))
        left, top = code_box(piece.box, preset, side)
        return (f'<path transform="translate({_n(left)},{_n(top)}) scale({side / modules:.5f})" d="{path}" '
                f'fill="#000000"/>')
    return draw


def diagrams(built):
    """``[(card name, image)]``: every distinct card layout at 1:1 (``diagram_layouts``)."""
    options = built["options"]
    drawer = _qr_drawer(options)
    named = [(diagram_name(layout.card, options.lang), layout) for layout in diagram_layouts(built["layout"])]
    return [(name, card_diagram(layout, options, drawer, name)) for name, layout in named]


def diagram_name(card, lang):
    """A diagram's card name: "red, north, with DROP" for a function drawn on the colour card named as showing it
    (``deck_layout``: the whole card keeps its carrier's label), else the card's label."""
    from companion.printing.function_cards import shown_label

    function = dict(card.params).get("function")
    if function and "colour" in dict(card.params) and "{function}" not in card.label:
        return shown_label(card, function, lang)
    return card_label(card, lang)


def checklist(built):
    """``[(copies, card name, what goes on it)]`` card by card, in the order of the card QR stickers: a colour card
    named as showing a function on a row of its own for each function, with that function's shape and its code
    (which names the function too); a function's own row counts the cards that show it and were not named."""
    from itertools import groupby

    from companion.printing.catalogue import split_id
    from companion.printing.function_cards import code_ids, shown_label

    options = built["options"]
    words_of = {card.id: [piece_words(piece, options) for piece in layout.pieces if piece.kind != "qr"]
                for card, layout in built["layout"].cards}
    rows, named = [], {}
    for card, _layout in built["layout"].cards:
        words = words_of[card.id]
        if card.on:
            if card.copies - named.get(card.id, 0) > 0:
                rows.append((card.copies - named.get(card.id, 0), card_label(card, options.lang),
                             listed(words, options.lang)))
            continue
        if not options.card_qr:
            rows.append((card.copies, card_label(card, options.lang), listed(words, options.lang)))
            continue
        for code, same in groupby(code_ids(card.id, card.copies, options)):
            copies, function = len(list(same)), split_id(code)[1]
            name = card_label(card, options.lang) if code == card.id else shown_label(card, function, options.lang)
            shown = words_of.get(function, []) if code != card.id else []
            named[function] = named.get(function, 0) + (copies if shown else 0)
            rows.append((copies, name, listed(words + shown + [translate("card QR code", options.lang)],
                                               options.lang)))
    return rows


def heater_strip(options, origin=None):
    """The heater test strip of the first swell sheet: ``(SVG, words)``. Black bars 0.5 to 3 mm wide, dots of
    1 to 2 mm, full braille cells and a colour mark must rise; a grey square and grey words (as grey as the
    print on the pieces) must stay flat. ``origin``: where its top-left corner is (the page's margin by default)."""
    from companion.printing import tactile, tactile_shapes
    from companion.printing.elements import text_svg

    ox, oy = origin if origin is not None else (SWELL_MARGIN, SWELL_MARGIN)
    lang = options.lang
    title = translate("Heater test: heat this strip first.", lang)
    parts = [text_svg(ox + STRIP_WIDTH / 2, oy + 4, title, 3.2, SWELL_GREY, lang)]
    x = ox + 6
    for width in (0.5, 1.0, 1.5, 2.0, 3.0):
        parts.append(f'<rect x="{_n(x)}" y="{_n(oy + 8)}" width="{width}" height="12" fill="#000000"/>')
        x += width + 3
    for diameter in (1.0, 1.5, 2.0):
        parts.append(tactile.dots_path([tactile.dot(x + diameter / 2, oy + 14, diameter)]))
        x += diameter + 3
    parts.append(tactile.braille_path(x + 8, oy + 14, ["⠿⠿⠿"]))
    x += 22
    parts.append(tactile_shapes.shape("mushroom").path(x + 5, oy + 14))
    x += 16
    parts.append(f'<rect x="{_n(x)}" y="{_n(oy + 8)}" width="12" height="12" fill="{SWELL_GREY}"/>')
    x += 16
    flat = translate("Black rises; grey stays flat.", lang)
    parts.append(text_svg(x + (ox + STRIP_WIDTH - 4 - x) / 2, oy + 14, flat, 3.0, SWELL_GREY, lang))
    words = translate("Heater test strip: black bars 0.5 to 3 mm wide, dots, full braille cells and a colour mark, "
                      "which must rise; a grey square and grey words, which must stay flat.", lang)
    return "".join(parts), words


def guide_context(built, sheet_pages, qr_pages):
    """What the guide pages show: the method and its steps, the notes, the diagrams and the checklist."""
    options = built["options"]
    return {"method": translate(METHOD_NAMES[options.method], options.lang), "tactile": options.method in TACTILE,
            "steps": guide_steps.steps(built, sheet_pages, qr_pages), "notes": guide_steps.notes(built),
            "function_codes": guide_steps.function_codes(built),
            "diagrams": diagrams(built), "checklist": checklist(built), "ruler": ruler_background(),
            "fan": Markup(translate("Everything a player reads runs down the left edge of the card, which a fanned hand "
                                    "keeps in view; the effect and function shapes go in the middle.", options.lang))}
