"""The pages the stickers print on: the labels of the chosen sheet (flat and embosser methods), or plain swell
sheets of the same paper (swell), each with the 50 mm ruler.

On label sheets each piece goes on the next free label in the template's numbering (``--start-at`` skips the
labels already used). On swell sheets the pieces are packed in rows, ``PIECE_SPACING`` apart, each with its
cut line, after the heater test strip on the first page. Everything on a page is drawn through the printer
correction, ruler included.
"""

from markupsafe import Markup

from companion.printing import guide, pieces as drawing, rulers
from companion.printing.describe import piece_alt
from companion.printing.marks import label_outline, svg_background, svg_image
from companion.printing.raising import CUT_LINE

USED_FILL, USED_EDGE, EMPTY_EDGE = "#d6d6d6", "#6b6b6b", "#9a9a9a"
PIECE_SPACING = 2.0
SWELL_MARGIN, STRIP_HEIGHT = rulers.SWELL_MARGIN, rulers.STRIP_HEIGHT


def printed_pieces(options, laid):
    """Every piece to print, card by card in deck order, each card's copies one after another: no card QR
    labels (their own sheets), no braille on the embosser method (it is embossed), nothing for cut marks."""
    if options.method == "cut":
        return []
    out = []
    for card, layout in laid.cards:
        kept = [piece for piece in layout.pieces if piece.kind != "qr" and not (
            options.method == "embosser" and all(e.sticker.kind == "braille" for e, _, _ in piece.elements))]
        for _ in range(card.copies):
            out.extend(kept)
    return out


def page_usage(options, count):
    """For each label sheet page of ``count`` pieces: ``(used, filled, empty)`` label counts in numbering order —
    labels already used (before ``start_at``, first page only), labels that get a sticker, labels left empty."""
    per_page, skip = options.preset.per_page, options.start_at - 1
    total, pages = skip + count, []
    for start in range(0, max(total, 1), per_page):
        used = max(0, min(skip, start + per_page) - start)
        filled = max(0, min(total, start + per_page) - max(start, skip))
        pages.append((used, filled, per_page - used - filled))
    return pages


def _on_labels(options, pieces):
    """Each label page's ``[(index on the page, piece or None)]``: None for a label already used."""
    per_page = options.preset.per_page
    queue = [None] * (options.start_at - 1) + list(pieces)
    return [list(enumerate(queue[start:start + per_page])) for start in range(0, max(len(queue), 1), per_page)]


def swell_layout(options, pieces):
    """Each swell page's ``[(piece, x, y)]`` (the piece's top-left corner on the page), in rows from the top
    left; the first page starts under the heater test strip."""
    preset = options.preset
    width, height = preset.page_width, preset.page_height
    bottom = height - SWELL_MARGIN - rulers.RULER_BAND
    pages, page = [], []
    x, y, row = SWELL_MARGIN, SWELL_MARGIN + STRIP_HEIGHT + PIECE_SPACING, 0.0
    for piece in pieces:
        w, h = piece.box[2], piece.box[3]
        if x + w > width - SWELL_MARGIN:
            x, y, row = SWELL_MARGIN, y + row + PIECE_SPACING, 0.0
        if y + h > bottom:
            pages.append(page)
            page, x, y, row = [], SWELL_MARGIN, SWELL_MARGIN, 0.0
        page.append((piece, x, y))
        x += w + PIECE_SPACING
        row = max(row, h)
    pages.append(page)
    return pages


def _piece_svg(piece, style, width, height):
    fill, _raised, _printed = drawing.inks(piece, style)
    return (f'<rect x="0" y="0" width="{_n(width)}" height="{_n(height)}" fill="{fill}"/>'
            + drawing.content_svg(piece, style, width, height))


def _n(value):
    return f"{value:.3f}".rstrip("0").rstrip(".")


def _frame_svg(preset, body):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(preset.page_width)}mm" '
            f'height="{_n(preset.page_height)}mm" viewBox="0 0 {_n(preset.page_width)} {_n(preset.page_height)}">'
            f'{body}</svg>')


def _corrected(svg_body, options):
    correction = options.correction
    return svg_body if correction.is_identity else f'<g transform="{correction.svg_transform()}">{svg_body}</g>'


def preview_pages(options, pieces):
    """One SVG per page for the web preview, drawn as on paper (the printer correction applied)."""
    preset = options.preset
    out = []
    if options.method == "swell":
        for number, page in enumerate(swell_layout(options, pieces)):
            body = "".join(f'<g transform="translate({_n(x)},{_n(y)})">{_piece_svg(p, options, p.box[2], p.box[3])}'
                           f'<rect width="{_n(p.box[2])}" height="{_n(p.box[3])}" fill="none" stroke="{CUT_LINE}" '
                           f'stroke-width="0.25"/></g>' for p, x, y in page)
            strip = guide.heater_strip(options)[0] if number == 0 else ""
            out.append(_frame_svg(preset, _corrected(strip + body + rulers.page_ruler(options), options)))
        return out
    if options.method not in ("flat", "embosser"):
        return []
    for page in _on_labels(options, pieces):
        taken = {index for index, _ in page}
        parts = [drawing.on_label(p, preset.label_box(i), preset, options, options.edge_colour(preset)) if p is not None
                 else label_outline(preset.label_box(i), preset, USED_FILL, USED_EDGE) for i, p in page]
        parts += [label_outline(preset.label_box(i), preset, "#ffffff", EMPTY_EDGE)
                  for i in range(preset.per_page) if i not in taken]
        out.append(_frame_svg(preset, _corrected("".join(parts) + rulers.page_ruler(options), options)).replace(
            "<svg ", '<svg class="sheet" ', 1))
    return out


def _image(svg_body, width, height, alt, x, y):
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width)}mm" height="{_n(height)}mm" '
           f'viewBox="0 0 {_n(width)} {_n(height)}">{svg_body}</svg>')
    return svg_image(svg, alt, "label", f"left: {_n(x)}mm; top: {_n(y)}mm; width: {_n(width)}mm; height: {_n(height)}mm")


def page_figures(options, pieces):
    """Each page for the PDF: ``(background CSS, [positioned images])``: the labels' edges or the pieces' cut lines
    and the ruler as the page's background (artifacts in the tagged PDF), every piece an image with its words, in
    reading order (the heater test strip first on the first swell page)."""
    preset = options.preset
    pages = []
    if options.method == "swell":
        for number, page in enumerate(swell_layout(options, pieces)):
            images = []
            if number == 0:
                strip, words = guide.heater_strip(options, origin=(0.0, 0.0))
                images.append(_image(strip, rulers.STRIP_WIDTH, STRIP_HEIGHT, words, SWELL_MARGIN, SWELL_MARGIN))
            images += [_image(_piece_svg(p, options, p.box[2], p.box[3]), p.box[2], p.box[3], piece_alt(p, options), x, y)
                       for p, x, y in page]
            lines = "".join(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(p.box[2])}" height="{_n(p.box[3])}" fill="none" '
                            f'stroke="{CUT_LINE}" stroke-width="0.25"/>' for p, x, y in page)
            if number == 0:
                lines += (f'<rect x="{_n(SWELL_MARGIN)}" y="{_n(SWELL_MARGIN)}" width="{_n(rulers.STRIP_WIDTH)}" '
                          f'height="{_n(STRIP_HEIGHT)}" fill="none" stroke="{CUT_LINE}" stroke-width="0.25"/>')
            pages.append((_background(preset, lines + rulers.page_ruler(options)), images))
        return pages
    if options.method not in ("flat", "embosser"):
        return []
    edge = options.edge_colour(preset)
    for page in _on_labels(options, pieces):
        placed = [(p, preset.label_box(i)) for i, p in page if p is not None]
        images = [_image(drawing.on_label(p, (0, 0, box[2], box[3]), preset, options), box[2], box[3],
                         piece_alt(p, options), box[0], box[1]) for p, box in placed]
        edges = "".join(label_outline(box, preset, "none", edge) for _, box in placed) if edge else ""
        pages.append((_background(preset, edges + rulers.page_ruler(options)), images))
    return pages


def _background(preset, body):
    """``body`` (SVG, page coordinates) as the CSS background of a whole page: an artifact in the tagged PDF."""
    svg = _frame_svg(preset, body)
    return Markup(f"width: {_n(preset.page_width)}mm; height: {_n(preset.page_height)}mm; ") + svg_background(
        svg, preset.page_width, preset.page_height)
