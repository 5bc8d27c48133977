"""Drawing a card's pieces (``card_layout.Piece``): on a label of the sheet, on a swell sheet, on a placement
diagram; in the inks of the method.

Swell paper: the raised parts pure black, everything else light (fills as tints, print letters and cut lines
``raising.SWELL_GREY``), so that only the marks rise. Flat and embosser labels: the colour's fill with its
mark and letter in the colour's ink. A cut mark is drawn in its colour with a black edge on the diagrams.
"""

from companion.printing.marks import label_outline, tint
from companion.printing.raising import SWELL_GREY, SWELL_INK

BLACK, WHITE = "#000000", "#ffffff"


def inks(piece, style):
    """``(fill, raised ink, print ink)`` of ``piece`` for the method of ``style``."""
    from companion.printing.data import colour_codes

    code = colour_codes().get(piece.fill) if piece.fill else None
    if style.method == "swell":
        return (tint(code["fill"]) if code else WHITE), SWELL_INK, SWELL_GREY
    if code is None:
        return WHITE, BLACK, BLACK
    return code["fill"], code["ink"], code["ink"]


def _n(value):
    return f"{value:.3f}".rstrip("0").rstrip(".")


def content_svg(piece, style, width, height):
    """The piece's elements in a box ``width`` × ``height`` as it stands on the card (upside down if turned)."""
    _fill, raised, printed = inks(piece, style)
    body = "".join(element.svg(dx, dy, raised, printed, style.lang) for element, dx, dy in piece.elements)
    if piece.turned:
        return f'<g transform="rotate(180 {_n(width / 2)} {_n(height / 2)})">{body}</g>'
    return body


def on_label(piece, box, preset, style, edge=None):
    """The piece drawn on the sheet's label at ``box`` (x, y, w, h on the sheet): its fill, then its content, turned
    by 90° when the label lies across the card."""
    x, y, w, h = box
    fill, _raised, _printed = inks(piece, style)
    outline = label_outline(box, preset, fill, edge)
    if piece.across:
        return (outline + f'<g transform="translate({_n(x + w)},{_n(y)}) rotate(90)">'
                f'{content_svg(piece, style, h, w)}</g>')
    return outline + f'<g transform="translate({_n(x)},{_n(y)})">{content_svg(piece, style, w, h)}</g>'


def on_card(piece, style, preset=None, qr_svg=None):
    """The piece drawn where it goes on the card (card coordinates), for a placement diagram: a label with its
    edge, a swell piece with its cut line, cut marks alone (each in its colour with a black edge), a QR label
    with its code (``qr_svg(piece)``)."""
    x, y, w, h = piece.box
    if piece.kind == "qr":
        body = qr_svg(piece) if qr_svg else ""
        edge = (f'<ellipse cx="{_n(x + w / 2)}" cy="{_n(y + h / 2)}" rx="{_n(w / 2)}" ry="{_n(h / 2)}"' if piece.curved
                else f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="1"')
        return body + edge + ' fill="none" stroke="#6b6b6b" stroke-width="0.3"/>'
    if piece.kind == "cut":
        return _cut_marks(piece, style)
    fill, _raised, _printed = inks(piece, style)
    if piece.kind == "label" and preset is not None:
        outline = label_outline(piece.box, preset, fill, "#6b6b6b")
    else:
        outline = (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" fill="{fill}" stroke="#9a9a9a" '
                   f'stroke-width="0.3" stroke-dasharray="1 0.6"/>')
    return outline + f'<g transform="translate({_n(x)},{_n(y)})">{content_svg(piece, style, w, h)}</g>'


def _cut_marks(piece, style):
    """Cut marks on a diagram: each raised shape in its material's colour (black for shapes and dots) with a black
    edge; braille (an embossed strip) inside a dotted outline."""
    from companion.printing.data import colour_codes

    out = []
    for element, ex, ey in piece.placed_elements():
        colour = colour_codes()[element.sticker.key]["fill"] if element.sticker.kind == "colour" else BLACK
        drawn = element.svg(ex, ey, colour, BLACK, style.lang)
        if element.sticker.kind == "colour":
            drawn = drawn.replace('fill-rule="evenodd"/>', 'fill-rule="evenodd" stroke="#000000" stroke-width="0.25"/>')
        if piece.turned:
            drawn = (f'<g transform="rotate(180 {_n(ex + element.width / 2)} {_n(ey + element.height / 2)})">'
                     f'{drawn}</g>')
        if element.sticker.kind in ("braille", "value") and any(p.kind == "braille" for p in element.parts):
            out.append(f'<rect x="{_n(ex - 1)}" y="{_n(ey - 1)}" width="{_n(element.width + 2)}" '
                       f'height="{_n(element.height + 2)}" fill="#ffffff" stroke="#6b6b6b" stroke-width="0.25" '
                       f'stroke-dasharray="0.6 0.6"/>')
        out.append(drawn)
    return "".join(out)
