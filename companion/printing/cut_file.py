"""The SVG cut file (``--raise cut``): every tactile piece of a deck as a closed outline at its real size,
for a cutting plotter or a laser cutter (vinyl, adhesive foam or felt).

Conventions, chosen so that Cricut Design Space, Silhouette Studio (Designer Edition, which imports
SVG), Inkscape and LightBurn all read the file the same way:

- Millimetres: ``width="210mm" height="297mm" viewBox="0 0 210 297"``, one user unit = 1 mm, so no
  program guesses a resolution (72 or 96 dpi); the 50 mm reference square shows at once if one did.
- Plain closed ``<path>`` elements (M, L, A, Z only; no ``<use>``, no transforms, no text, no clipping):
  one path a piece, its holes as further subpaths running the other way (``fill-rule="evenodd"``: a
  hole stays a hole whether the program fills by even-odd or non-zero). A cutter cuts along every
  subpath; fill and stroke do not change the cut.
- One ``<g>`` a colour and shape, with an ``id``, a ``<title>`` and an Inkscape layer label that give
  the colour, the shape and the count ("red mushroom × 14"), and ``data-count``. Each piece is filled
  with its colour, and stroked with it (0.1 mm), so that Cricut Design Space puts each colour on its
  own mat, Silhouette cuts by fill or line colour and LightBurn makes one layer a colour: one material
  a colour. The reference square has a grey of its own, a layer to leave out.
- Pieces stand upright as they go on the card (the plus's and the cross's arc towards the top), are at
  least ``kerf`` apart (2 mm or more: room for the blade or the beam, and for weeding) and ``margin``
  from the sheet's edge. Nothing is mirrored (only heat-transfer vinyl is cut mirrored).
"""

from dataclasses import dataclass

from markupsafe import escape

from companion.printing.tactile_shapes import shape

SHEETS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4), "mat-12x12": (304.8, 304.8), "mat-12x24": (304.8, 609.6)}
REFERENCE_MM = 50.0
REFERENCE_FILL = "#808080"
MIN_KERF_MM = 2.0


@dataclass(frozen=True)
class CutGroup:
    """``count`` pieces of one shape (a name of ``tactile_shapes``) at ``size`` mm, cut from the material of
    ``colour`` (its key) and drawn in ``fill``; ``label`` names them for people (in their language)."""

    shape: str
    colour: str
    count: int
    fill: str = "#000000"
    size: float | None = None
    label: str | None = None

    @property
    def group_id(self):
        """The group's id in the file: colour and shape (and size, when the group gives one)."""
        return f"{self.colour}--{self.shape}" + (f"--{_n(self.size)}mm" if self.size is not None else "")

    def title(self):
        """The group's label with its count: given, or "colour shape × count"."""
        return self.label or f"{self.colour} {self.shape} × {self.count}"


def _n(value):
    return f"{value:.4f}".rstrip("0").rstrip(".")


def _bounds(piece, pad=0.01):
    """The piece's bounding box, padded past the flattening of its arcs."""
    points = [p for ring in piece.rings() for p in ring]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad


def layout(groups, sheet=SHEETS["a4"], kerf=MIN_KERF_MM, margin=10.0):
    """Where every piece goes: ``[[(group, shape, x, y), ...] per sheet]``, (x, y) the piece's centre in mm.

    Groups of the same colour and shape are merged; groups follow one another, each starting a new row; a row is as tall as its tallest piece; the 50 mm
    square holds the top-left corner of every sheet, rows beside it start to its right. Raises
    ``ValueError`` for a kerf under 2 mm or a piece larger than the sheet."""
    if kerf < MIN_KERF_MM:
        raise ValueError(f"a kerf of {kerf} mm is under {MIN_KERF_MM} mm")
    merged = {}
    for group in groups:
        if group.group_id in merged:
            first = merged[group.group_id]
            group = CutGroup(first.shape, first.colour, first.count + group.count, first.fill, first.size, first.label)
        merged[group.group_id] = group
    groups = list(merged.values())
    width, height = sheet
    square_bottom, square_right = margin + REFERENCE_MM, margin + REFERENCE_MM + kerf
    sheets, placed = [], []
    x, y, row_height = None, margin, 0.0

    def row_start(top, tall):
        return square_right if top < square_bottom + kerf and top + tall > margin - kerf else margin

    for group in groups:
        piece = shape(group.shape, group.size)
        x0, y0, x1, y1 = _bounds(piece)
        w, h = x1 - x0, y1 - y0
        if w > width - 2 * margin or h > height - 2 * margin - REFERENCE_MM - kerf:
            raise ValueError(f"a {group.shape} of {w:.1f} × {h:.1f} mm does not fit a {width} × {height} mm sheet")
        if x is not None:
            y, x, row_height = y + row_height + kerf, None, 0.0
        for _ in range(group.count):
            if x is None or x + w > width - margin:
                if x is not None:
                    y, row_height = y + row_height + kerf, 0.0
                if y + h > height - margin:
                    sheets.append(placed)
                    placed, y, row_height = [], margin, 0.0
                x = row_start(y, h)
            placed.append((group, piece, x - x0, y - y0))
            x += w + kerf
            row_height = max(row_height, h)
    sheets.append(placed)
    return sheets


def cut_svgs(groups, sheet=SHEETS["a4"], kerf=MIN_KERF_MM, margin=10.0, title="Tactile marks",
             reference=("50 mm reference square", "50 mm reference square: check its size before cutting")):
    """The cut file(s): one SVG document a material sheet (most decks need one), as strings; ``reference``: the
    reference square's layer name and title, in the document's language."""
    width, height = sheet
    documents = []
    for number, placed in enumerate(layout(groups, sheet, kerf, margin), start=1):
        by_group = {}
        for group, piece, x, y in placed:
            by_group.setdefault(group, []).append(piece.path_d(x, y))
        body = []
        for group, paths in by_group.items():
            label = escape(f"{group.title()}" if len(paths) == group.count else f"{group.title()} ({len(paths)} here)")
            fill = escape(group.fill)
            body.append(f'<g id="{escape(group.group_id)}" inkscape:groupmode="layer" inkscape:label="{label}" '
                        f'data-count="{len(paths)}"><title>{label}</title>'
                        + "".join(f'<path d="{d}" fill="{fill}" fill-rule="evenodd" stroke="{fill}" stroke-width="0.1"/>'
                                  for d in paths) + "</g>")
        m, r = _n(margin), _n(REFERENCE_MM)
        square = (f'<g id="reference-50mm" inkscape:groupmode="layer" inkscape:label="{escape(reference[0])}">'
                  f'<title>{escape(reference[1])}</title>'
                  f'<path d="M{m},{m}h{r}v{r}h-{r}Z" fill="{REFERENCE_FILL}" stroke="{REFERENCE_FILL}" '
                  f'stroke-width="0.1"/></g>')
        documents.append(
            f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" '
            f'width="{_n(width)}mm" height="{_n(height)}mm" viewBox="0 0 {_n(width)} {_n(height)}">'
            f'<title>{escape(title)} — {number}</title>{square}{"".join(body)}</svg>\n')
    return documents
