"""Braille labels as BRF laid out on the label grid of a sheet: embossed on that sheet, each label's braille
falls on its label.

An embosser puts cells at a fixed pitch from the top-left corner of the
paper: 6.2 mm from cell to cell and 10 mm from line to line (``CELL_MM``),
each cell's dots 2.5 mm apart (``tactile``). A sheet page of 210 × 297 mm
is then a page of 33 cells × 29 lines. A cell belongs to a label when all six
of its dot places, with the dots' size and a small margin, lie on the label
(inside its circle for a round label); each label position gets the braille
of one card's label, centred in the cells that belong to it, broken into its
lines at blanks (a longer word with the hyphen); positions with nothing stay
blank, and each sheet page is one BRF page (form feed between them). The page's first cell, where it is on no
label (in the sheet's margin), is a full cell ⠿: the mark a volunteer measures on a test page to find where the
embosser's first cell lands. As the
labels' pitch is rarely a multiple of 10 mm, some rows of labels get fewer
lines of cells than others: a label too long for a position goes on the next
position that holds it, and the one passed over stays blank. The
embosser is set to the same paper, ``cells`` × ``lines``, and no margins; an embosser whose first cell
cannot be at the paper's corner says where it is (``embosser_origin``, mm across and down), and the grid
starts there.

The grid needs only what ``Sheet`` holds — the page size and the label
rectangles of one page in mm — so any source of sheets (the presets, label
templates) can hand one over: ``sheet_grid(preset)`` does it for a preset.
When the chosen sheet's labels are too small for the braille, the labels go on
the first sheet of the same paper whose labels hold them; when none does, the
refusal names the card and the sheets that would.
"""

import math
from dataclasses import dataclass

from companion.rules.errors import N_, Said, Words
from companion.printing import PrintOptionError
from companion.printing.braille import BLANK, brf, checked_six_dot, hyphen
from companion.printing.tactile import BRAILLE_DOT, BRAILLE_PITCH, LABEL_MARGIN, break_at

CELL_MM = (6.2, 10.0)
FULL_CELL = "\u283f"  # ⠿, all six dots
NO_SHEET = N_("none of the sheets")
CANDIDATES, SUGGESTIONS = 40, 3
DOT_PLACES = tuple((column * BRAILLE_PITCH, row * BRAILLE_PITCH) for column in (0, 1) for row in (0, 1, 2))


@dataclass(frozen=True)
class Label:
    """One label position of a sheet page: its rectangle in mm from the page's top-left corner; ``round`` when
    the label is the circle (or ellipse) inside that rectangle."""

    x: float
    y: float
    width: float
    height: float
    round: bool = False


@dataclass(frozen=True)
class Sheet:
    """What the grid needs of a label sheet: its id, its title in a language (``title(lang)``), page size (mm)
    and labels (every page alike), in the order they are numbered and filled."""

    id: str
    title: object
    page_width: float
    page_height: float
    labels: tuple


def sheet_grid(sheet, origin=(0.0, 0.0)):
    """The ``Sheet`` of a label sheet (``companion.printing.sheets.Sheet``): its labels in the template's
    numbering, measured from the embosser's first cell, ``origin`` (mm across and down from the paper's top-left
    corner; the embosser's page is the paper less that). The printer's correction is not applied: an embosser
    feeds the sheet its own way."""
    across, down = origin
    labels = tuple(Label(x - across, y - down, width, height, round=sheet.curved)
                   for x, y, width, height in sheet.label_rects())
    return Sheet(sheet.id, sheet.short_title, sheet.page_width - across, sheet.page_height - down, labels)


def page_cells(sheet):
    """Cells a line and lines a page of the embosser page that matches the sheet's paper."""
    return int(sheet.page_width // CELL_MM[0]), int(sheet.page_height // CELL_MM[1])


def _on_label(label, x, y):
    """Whether a dot centred at (x, y) lies on ``label`` with the margin braille keeps from its edge."""
    reach = BRAILLE_DOT / 2 + LABEL_MARGIN
    if label.round:
        rx, ry = label.width / 2 - reach, label.height / 2 - reach
        if rx <= 0 or ry <= 0:
            return False
        cx, cy = label.x + label.width / 2, label.y + label.height / 2
        return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
    return (label.x + reach <= x <= label.x + label.width - reach
            and label.y + reach <= y <= label.y + label.height - reach)


def label_lines(sheet, label):
    """The cell runs that belong to ``label``: ``[(line, first cell, cell count)]``, top to bottom."""
    columns, lines = page_cells(sheet)
    first_line = max(0, math.floor(label.y / CELL_MM[1]))
    last_line = min(lines - 1, math.ceil((label.y + label.height) / CELL_MM[1]))
    first_cell = max(0, math.floor(label.x / CELL_MM[0]))
    last_cell = min(columns - 1, math.ceil((label.x + label.width) / CELL_MM[0]))
    runs = []
    for line in range(first_line, last_line + 1):
        inside = [cell for cell in range(first_cell, last_cell + 1)
                  if all(_on_label(label, cell * CELL_MM[0] + BRAILLE_DOT / 2 + dx, line * CELL_MM[1] + BRAILLE_DOT / 2 + dy)
                         for dx, dy in DOT_PLACES)]
        if inside:
            runs.append((line, inside[0], inside[-1] - inside[0] + 1))
    return runs


def fill(cells, widths, code):
    """``cells`` broken into lines for runs of ``widths`` cells (in order; at blanks, a word longer than a run
    with the hyphen), or None when they do not fit."""
    words, lines, mark = cells.split(BLANK), [], hyphen(code)
    for width in widths:
        line = ""
        while words:
            joined = f"{line}{BLANK}{words[0]}" if line else words[0]
            if len(joined) <= width:
                line = joined
                words.pop(0)
            elif not line and (index := break_at(words[0], width, mark)) is not None:
                line, words[0] = words[0][:index] + mark, words[0][index:]
                break
            else:
                break
        if not line:
            return None  # a run left empty: the label's braille would have a gap in it
        lines.append(line)
        if not words:
            return lines
    return None


def placed(cells, runs, code):
    """Where a label's braille goes in its cell ``runs``: ``[(line, first cell, text)]`` on the fewest runs,
    as near the label's middle as they can be, each line centred in its run; None when it does not fit."""
    for count in range(1, len(runs) + 1):
        middle = (len(runs) - count) / 2
        for start in sorted(range(len(runs) - count + 1), key=lambda first: abs(first - middle)):
            chosen = runs[start:start + count]
            lines = fill(cells, [width for _, _, width in chosen], code)
            if lines is not None:
                return [(line, cell + (width - len(text)) // 2, text)
                        for (line, cell, width), text in zip(chosen, lines)]
    return None


def holds(sheet, labels, code):
    """Whether each braille label (cells) fits the cell runs of at least one label position of ``sheet``."""
    runs = [label_lines(sheet, label) for label in sheet.labels]
    return all(any(placed(cells, position, code) is not None for position in runs) for cells in set(labels))


@dataclass(frozen=True)
class Grid:
    """Braille labels laid out on a sheet: the sheet, its BRF pages (lists of Unicode braille lines) and how many
    label positions stay blank because the embosser's cells on them cannot hold the label that came next."""

    sheet: Sheet
    pages: list
    passed: int


def grid_pages(sheet, labels, code, skip=0):
    """The ``Grid`` that puts ``labels`` (braille cells, in order) on the label positions of ``sheet``, page after
    page, after ``skip`` used positions of the first page; a position whose cells cannot hold the next label stays
    blank and the label goes on the next one that can."""
    columns, lines = page_cells(sheet)
    runs = [label_lines(sheet, label) for label in sheet.labels]
    covered = {(line, cell) for position in runs for line, first, count in position for cell in range(first, first + count)}
    pages, queue, position, passed = [], list(labels), skip, 0
    while queue:
        grid = [[BLANK] * columns for _ in range(lines)]
        if position == 0 and not any(placed(queue[0], where, code) for where in runs):
            raise ValueError(f"{queue[0]!r} fits no label position of {sheet.id}")
        while queue and position < len(runs):
            where = placed(queue[0], runs[position], code)
            position += 1
            if where is None:
                passed += 1
                continue
            queue.pop(0)
            for line, cell, text in where:
                grid[line][cell:cell + len(text)] = list(text)
        if (0, 0) not in covered:
            grid[0][0] = FULL_CELL  # the registration mark: where the embosser's first cell lands, to measure
        rows = ["".join(row).rstrip(BLANK) for row in grid]
        while rows and not rows[-1]:
            rows.pop()
        pages.append(rows)
        position = 0
    return Grid(sheet, pages, passed)


def brf_file(pages):
    """Grid pages as BRF bytes: CR LF lines, a form feed between sheet pages."""
    return "\f".join("".join(brf(line) + "\r\n" for line in rows) for rows in pages).encode("ascii")


def candidates(chosen):
    """The sheets to try when the chosen one's labels are too small: the own presets first, then gLabels'
    products nearest to the chosen sheet (``sheets.nearest_first``), at most ``CANDIDATES`` of them."""
    from companion.printing.sheets import nearest_first, own_presets, usable_sheets

    own = [sheet for sheet in own_presets().values() if sheet.usable and sheet.id != chosen.id]
    others = [sheet for sheet in usable_sheets().values() if sheet.id != chosen.id and sheet.id not in own_presets()]
    return (own + nearest_first(chosen, others))[:CANDIDATES]


def choose_sheet(options, labels, card_of):
    """The ``Sheet`` the braille labels go on: the chosen sheet when its labels hold every label, else the first
    sheet of the same paper that does (``candidates``); PrintOptionError naming the card and the sheets that hold
    it when none of that paper does. ``card_of(cells)`` is the card whose label is ``cells``."""
    from companion.i18n import listed
    from companion.printing.describe import card_label

    code, origin = options.braille_code, options.embosser_origin
    chosen = options.preset
    if holds(sheet_grid(chosen, origin), labels, code):
        return sheet_grid(chosen, origin)
    tried = candidates(chosen)
    for sheet in tried:
        if sheet.paper == chosen.paper and holds(sheet_grid(sheet, origin), labels, code):
            return sheet_grid(sheet, origin)
    biggest = max(labels, key=len)
    fitting = [sheet for sheet in tried if holds(sheet_grid(sheet, origin), [biggest], code)][:SUGGESTIONS]
    card = card_of(biggest)
    raise PrintOptionError("sheet", N_("The braille label of {card} does not fit on the labels of {sheet}, nor of "
                                       "another sheet of that paper. Sheets whose labels hold it: {choices}."),
                           card=Said(lambda lang: card_label(card, lang)), sheet=Said(chosen.short_title),
                           choices=Said(lambda lang: listed([sheet.short_title(lang) for sheet in fitting], lang, "or"))
                           if fitting else Words(NO_SHEET))


def grid_labels(options, cards):
    """The braille labels to emboss, each card copy's in deck order (a snake's middle card has one for each end):
    ``[(card, cells)]``."""
    from companion.printing.deck import braille_cells

    labels = []
    for card in cards:
        own = [braille_cells(sticker.key, options.lang, options.braille_system) for sticker in card.stickers
               if sticker.kind == "braille"]
        for _ in range(card.copies):
            labels.extend((card, cells) for cells in own)
    return labels


def grid_document(options, cards):
    """The ``Grid`` of every card's braille label on the sheet they go on (see ``choose_sheet``)."""
    checked_six_dot(options)
    labels = grid_labels(options, cards)
    cards_by_cells = {cells: card for card, cells in reversed(labels)}
    sheet = choose_sheet(options, [cells for _, cells in labels], cards_by_cells.get)
    skip = options.start_at - 1 if sheet.id == options.preset.id else 0
    return grid_pages(sheet, [cells for _, cells in labels], options.braille_code, skip)
