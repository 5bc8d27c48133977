"""What each sticker of a card is made of, at its real size: the raised marks (``tactile_shapes``), the braille,
the print letters and digits, how much room they take and how they are drawn.

An ``Element`` is one sticker's content in a box of its own (mm, y down, its top-left corner at 0, 0):
``parts`` are what is drawn in it, ``tactile`` whether a finger reads it (a mark, dots, braille) or only an
eye (large print). ``variants`` gives the ways a sticker can be drawn, the preferred first: a colour mark of
9 mm (down to its minimum size), a shape of 12 mm (down to 10), braille on one line or broken into more,
value dots in a row of groups or in a block, print letters from 5 mm to 3.5 mm. No variant is smaller than
``tactile_shapes`` allows (its ``MIN_SIZE``): a sticker that does not fit with the smallest is refused,
never shrunk further.
"""

import math
from dataclasses import dataclass
from functools import cached_property, lru_cache

from markupsafe import escape

from companion.printing import tactile, tactile_shapes
from companion.printing.braille import BLANK, hyphen, number_braille

FONT = "Noto Sans, Noto Sans CJK JP, DejaVu Sans, sans-serif"
LETTER_SIZES = (5.0, 4.5, 4.0, 3.5)  # print letters (font size, mm): 5 mm is about 14 pt, 3.5 mm 10 pt
LARGE_DIGITS = (10.0, 8.0, 6.5)
MARK_SIZES = (9.0, 8.5, 8.0)
SHAPE_SIZES = (12.0, 11.0, 10.0)
STAR_SIZES = (12.0, 11.0, 10.0)
DOT_MM = tactile_shapes.DOT_MM
LETTER_GAP = 1.0  # from a mark to its print letter
GROUP_GAP = 3.0  # between two groups of value dots: felt as two groups
DIRECTION_LETTER = 4.0


@dataclass(frozen=True)
class Part:
    """One drawn thing of an element, in the element's own box: ``kind`` is ``shape`` (a raised outline of
    ``tactile_shapes``: ``name``, ``size``, centred on ``x``, ``y``), ``braille`` (``lines`` of cells, the block
    centred on ``x``, ``y``), ``text`` (print ``text`` of font ``size`` centred on ``x``, ``y``) or ``rule``
    (a print bar ``x``, ``y``, ``size`` wide, ``height`` tall: the line under a large 6 or 9)."""

    kind: str
    x: float
    y: float
    name: str = ""
    size: float = 0.0
    lines: tuple = ()
    text: str = ""
    height: float = 0.0


@dataclass(frozen=True)
class Element:
    """One sticker's content: its ``sticker`` (``deck.Sticker``), its box (``width`` × ``height`` mm), its
    ``parts``, whether it is ``tactile``, and ``shrink``: 0 at its preferred size, more when it is drawn
    smaller (braille broken into more lines, dots in another block are not smaller)."""

    sticker: object
    width: float
    height: float
    parts: tuple
    tactile: bool = True
    shrink: int = 0

    @cached_property
    def _hull(self):
        points = []
        for part in self.parts:
            if part.kind == "shape":
                points += [p for ring in tactile_shapes.shape(part.name, part.size).rings(part.x, part.y)
                           for p in ring[::4]]
            elif part.kind == "braille":
                reach = tactile.BRAILLE_DOT / 2
                for x, y in tactile.braille_dot_centres(list(part.lines)):
                    points += [(part.x + x + dx * reach, part.y + y + dy * reach)
                               for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (0.7, 0.7), (-0.7, 0.7),
                                              (0.7, -0.7), (-0.7, -0.7))]
            elif part.kind == "text":
                w, h = text_size(part.text, part.size)
                points += [(part.x + sx * w / 2, part.y + sy * h / 2) for sx in (-1, 1) for sy in (-1, 1)]
            else:
                points += [(part.x, part.y), (part.x + part.size, part.y + part.height)]
        return tuple(points)

    def hull(self):
        """Points (element coordinates) whose convex hull holds everything drawn: for the fit in a round label."""
        return self._hull

    def svg(self, x, y, tactile_ink, print_ink, lang):
        """The element drawn with its top-left corner at (x, y): raised parts in ``tactile_ink``, print in
        ``print_ink``."""
        out = []
        for part in self.parts:
            px, py = x + part.x, y + part.y
            if part.kind == "shape":
                out.append(tactile_shapes.shape(part.name, part.size).path(px, py, tactile_ink))
            elif part.kind == "braille":
                out.append(tactile.braille_path(px, py, list(part.lines)).replace('fill="#000000"',
                                                                                 f'fill="{tactile_ink}"'))
            elif part.kind == "text":
                out.append(text_svg(px, py, part.text, part.size, print_ink, lang))
            else:
                out.append(f'<rect x="{_n(px)}" y="{_n(py)}" width="{_n(part.size)}" height="{_n(part.height)}" '
                           f'fill="{print_ink}"/>')
        return "".join(out)

    def tactile_boxes(self, x=0.0, y=0.0):
        """The boxes ``(left, top, right, bottom)`` of the element's raised parts, placed at (x, y)."""
        return [(x + x0, y + y0, x + x1, y + y1) for x0, y0, x1, y1 in self._raised]

    @cached_property
    def _raised(self):
        x = y = 0.0
        boxes = []
        for part in self.parts:
            if part.kind == "shape":
                bx0, by0, bx1, by1 = _shape_box(part.name, part.size)
                boxes.append((x + part.x + bx0, y + part.y + by0, x + part.x + bx1, y + part.y + by1))
            elif part.kind == "braille":
                w, h = tactile.braille_size(list(part.lines))
                boxes.append((x + part.x - w / 2, y + part.y - h / 2, x + part.x + w / 2, y + part.y + h / 2))
        return tuple(boxes)


def _n(value):
    return f"{value:.3f}".rstrip("0").rstrip(".")


@lru_cache(maxsize=512)
def _shape_box(name, size):
    """The bounding box of a tactile shape centred on (0, 0)."""
    points = [p for ring in tactile_shapes.shape(name, size).rings() for p in ring]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def is_wide(char):
    """Whether ``char`` is set a full em wide (CJK)."""
    return ord(char) >= 0x2E80


def text_size(text, size):
    """A generous estimate of the box of ``text`` in bold at font ``size`` (mm): CJK a full em a character,
    Latin capitals 0.74 em; the height of capitals (0.74 em) or of CJK (0.9 em)."""
    width = sum(1.0 if is_wide(char) else 0.74 for char in text) * size
    return width, size * (0.9 if any(is_wide(char) for char in text) else 0.74)


def text_svg(cx, cy, text, size, ink, lang):
    """Print ``text`` in bold, centred on (cx, cy)."""
    return (f'<text x="{_n(cx)}" y="{_n(cy + size * 0.36)}" font-size="{_n(size)}" font-family="{FONT}" '
            f'font-weight="bold" text-anchor="middle" fill="{ink}" lang="{lang}">{escape(text)}</text>')


def _shape_element(sticker, name, size, shrink=0):
    x0, y0, x1, y1 = _shape_box(name, size)
    return Element(sticker, x1 - x0, y1 - y0, (Part("shape", -x0, -y0, name=name, size=size),), shrink=shrink)


def _colour_variants(sticker, mark, letter, with_letter):
    from companion.printing.tactile_shapes import MIN_SIZE

    variants = []
    sizes = [size for size in MARK_SIZES if size >= MIN_SIZE[mark] - 1e-9] or [MIN_SIZE[mark]]
    for mark_rank, size in enumerate(sizes):
        shape = _shape_element(sticker, mark, size, mark_rank)
        if not with_letter:
            variants.append(shape)
            continue
        for letter_rank, letter_size in enumerate(LETTER_SIZES):
            lw, lh = text_size(letter, letter_size)
            width = max(shape.width, lw)
            parts = (Part("shape", shape.parts[0].x + (width - shape.width) / 2, shape.parts[0].y, name=mark,
                          size=size),
                     Part("text", width / 2, shape.height + LETTER_GAP + lh / 2, text=letter, size=letter_size))
            variants.append(Element(sticker, width, shape.height + LETTER_GAP + lh, parts,
                                    shrink=mark_rank + letter_rank))
    return sorted(variants, key=lambda variant: variant.shrink)


def _group_layouts(groups):
    """Ways to lay out value dot groups: ``[[row of counts], …]``, the fewest rows first."""
    layouts = []
    for columns in range(len(groups), 0, -1):
        layouts.append([groups[start:start + columns] for start in range(0, len(groups), columns)])
    return layouts


def _dots_element(sticker, groups_grid):
    sizes = {count: _shape_box(f"dots-{count}", DOT_MM) for count in range(1, 6)}
    rows = []
    for row in groups_grid:
        widths = [sizes[count][2] - sizes[count][0] for count in row]
        heights = [sizes[count][3] - sizes[count][1] for count in row]
        rows.append((row, widths, heights))
    width = max(sum(widths) + GROUP_GAP * (len(widths) - 1) for _, widths, _ in rows)
    height = sum(max(heights) for _, _, heights in rows) + GROUP_GAP * (len(rows) - 1)
    parts, top = [], 0.0
    for row, widths, heights in rows:
        left, row_height = 0.0, max(heights)
        for count, w, h in zip(row, widths, heights):
            bx0, by0, _, _ = sizes[count]
            parts.append(Part("shape", left - bx0, top + (row_height - h) / 2 - by0, name=f"dots-{count}", size=DOT_MM))
            left += w + GROUP_GAP
        top += row_height + GROUP_GAP
    return Element(sticker, width, height, tuple(parts))


def braille_element(sticker, lines):
    """Braille ``lines`` (cells) as an element."""
    width, height = tactile.braille_size(list(lines))
    return Element(sticker, width, height, (Part("braille", width / 2, height / 2, lines=tuple(lines)),))


def braille_variants(sticker, cells, code):
    """The braille of ``cells`` on one line, then broken at blanks (a word with the hyphen) into more lines of
    fewer cells: every distinct way, widest first."""
    seen, variants = set(), []
    for per_line in range(len(cells), 0, -1):
        lines = tactile.wrap_words(cells.split(BLANK), per_line, hyphen=hyphen(code))
        if lines and tuple(lines) not in seen:
            seen.add(tuple(lines))
            variants.append(braille_element(sticker, lines))
    return variants


def _large_variants(sticker, value):
    variants = []
    for rank, size in enumerate(LARGE_DIGITS):
        size = size if value < 10 else size * 0.8
        w, h = text_size(str(value), size)
        parts = [Part("text", w / 2, h / 2, text=str(value), size=size)]
        height = h
        if value in (6, 9):
            bar = max(0.6, size * 0.08)
            parts.append(Part("rule", w / 2 - size * 0.3, h + 0.6, size=size * 0.6, height=bar))
            height = h + 0.6 + bar
        variants.append(Element(sticker, w, height, tuple(parts), tactile=False, shrink=rank))
    return variants


def _direction_variants(sticker, letter, with_letter):
    from companion.printing.tactile import DIRECTION_DOTS

    count = DIRECTION_DOTS[sticker.key]
    dots = _dots_element(sticker, [[count]])
    if not with_letter:
        return [dots]
    variants = []
    for rank, letter_size in enumerate((5.0, DIRECTION_LETTER, 3.5)):
        lw, lh = text_size(letter, letter_size)
        width = max(dots.width, lw)
        parts = (Part("text", width / 2, lh / 2, text=letter, size=letter_size),
                 *(Part(p.kind, p.x + (width - dots.width) / 2, p.y + lh + LETTER_GAP, name=p.name, size=p.size)
                   for p in dots.parts))
        variants.append(Element(sticker, width, lh + LETTER_GAP + dots.height, parts, shrink=rank))
    return variants


def variants(sticker, style, printed=True):
    """Every way ``sticker`` can be drawn for ``style`` (the sticker options), the preferred first; ``printed``
    false leaves out print letters (a cut mark has none). An empty list: nothing to draw (no value)."""
    from companion.printing.data import colour_codes, colour_letter, direction_letters
    from companion.printing.deck import braille_cells

    kind, key = sticker.kind, sticker.key
    if kind == "colour":
        return _colour_variants(sticker, colour_codes()[key]["mark"], colour_letter(key, style.lang), printed)
    if kind == "shape":
        return [_shape_element(sticker, key, size, rank)
                for rank, size in enumerate(STAR_SIZES if key == "star" else SHAPE_SIZES)]
    if kind == "value":
        if style.value == "dots":
            return [_dots_element(sticker, grid) for grid in _group_layouts(tactile.value_groups(key))]
        if style.value == "braille":
            return braille_variants(sticker, number_braille(key, style.braille_code), style.braille_code)
        if style.value == "large" and printed:
            return _large_variants(sticker, key)
        return []
    if kind == "letter":
        return _direction_variants(sticker, direction_letters()[key][style.lang], printed)
    if kind == "braille":
        return braille_variants(sticker, braille_cells(key, style.lang, style.braille_system), style.braille_code)
    raise ValueError(f"no element for a {kind} sticker")


def fits_round(points, width, height, radius):
    """Whether ``points`` (in a ``width`` × ``height`` box centred in a circle of ``radius``) lie in the circle."""
    cx, cy = width / 2, height / 2
    return all(math.hypot(x - cx, y - cy) <= radius + 1e-9 for x, y in points)
