"""Braille at its real size in millimetres, and how values are counted in dots.

Braille is never scaled (BANA / Marburg): dots 1.5 mm across, 2.5 mm apart
within a cell, 6.2 mm from cell to cell, 10 mm from line to line — 12.5 mm
for eight-dot braille (kantenji), whose cells are a row taller. A word is
broken across lines only where the braille rules allow it: never after a
sign that changes the next cell, never inside a number, the first part
ending in the language's hyphen (none in Japanese braille). A value is
counted in groups of five (a die's five), then the rest (``value_groups``);
the dots and every raised mark are drawn by ``tactile_shapes``.
"""

import math

from companion.printing.braille import BLANK, HYPHEN, PREFIXES

BLACK = "#000000"
BRAILLE_DOT = 1.5
BRAILLE_PITCH = 2.5
BRAILLE_CELL = 6.2
BRAILLE_LINE = 10.0
BRAILLE_LINE_EIGHT_DOT = 12.5
LABEL_MARGIN = 0.5
DIRECTION_DOTS = {"north": 1, "east": 2, "south": 3, "west": 4}
DIGIT_CELLS = frozenset("⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠂⠄")  # after the number sign ⠼: digits a–j, decimal point, thousands
ANTOINE_DIGITS = frozenset("⠡⠣⠩⠹⠱⠫⠻⠳⠪⠼")  # French digits, after the French number sign ⠠
NO_LINE_START = frozenset("⠒⠂")  # the long mark and small tsu (Japanese), colon and comma: never first on a line
NUMBER_SIGNS = {"\u283c": DIGIT_CELLS, "\u2820": ANTOINE_DIGITS}


def _n(value):
    return f"{value:.3f}".rstrip("0").rstrip(".")


def dot(cx, cy, diameter):
    """One round dot as path data (every dot of a sticker goes into one path: fewer nodes, faster PDFs)."""
    r = diameter / 2
    return f"M{_n(cx - r)},{_n(cy)}a{_n(r)},{_n(r)} 0 1,0 {_n(2 * r)},0a{_n(r)},{_n(r)} 0 1,0 {_n(-2 * r)},0z"


def dots_path(dots, fill=BLACK):
    """The dots as one filled path."""
    return f'<path d="{"".join(dots)}" fill="{fill}"/>'


def _cell_positions(cell):
    bits = ord(cell) - 0x2800
    order = ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3))
    return [order[index] for index in range(8) if bits >> index & 1]


def _rows(cells):
    return 4 if any(ord(c) - 0x2800 >= 0x40 for c in cells) else 3


def line_pitch(lines):
    """The distance (mm) from one braille line to the next: 10 mm, or 12.5 mm when a cell has dot 7 or 8."""
    return BRAILLE_LINE_EIGHT_DOT if any(_rows(line) == 4 for line in lines) else BRAILLE_LINE


def braille_size(lines):
    """Width and height (mm, dot edge to dot edge) of braille ``lines`` (strings of Unicode cells)."""
    longest = max(len(line) for line in lines)
    rows = max(_rows(line) for line in lines)
    width = (longest - 1) * BRAILLE_CELL + BRAILLE_PITCH + BRAILLE_DOT
    height = (len(lines) - 1) * line_pitch(lines) + (rows - 1) * BRAILLE_PITCH + BRAILLE_DOT
    return width, height


def braille_dot_centres(lines):
    """The centres of the raised dots of braille ``lines`` at real size, relative to the block's centre."""
    width, height = braille_size(lines)
    pitch = line_pitch(lines)
    left, top = -width / 2 + BRAILLE_DOT / 2, -height / 2 + BRAILLE_DOT / 2
    return [(left + cell_index * BRAILLE_CELL + column * BRAILLE_PITCH, top + line_index * pitch + row * BRAILLE_PITCH)
            for line_index, line in enumerate(lines) for cell_index, cell in enumerate(line)
            for column, row in _cell_positions(cell)]


def braille_path(cx, cy, lines):
    """Braille ``lines`` centred on (cx, cy) at real size, as one path of dots."""
    return dots_path([dot(cx + x, cy + y, BRAILLE_DOT) for x, y in braille_dot_centres(lines)])


def braille_fits(lines, box, round_label):
    """Whether braille ``lines`` fit the label: in its box, or on a round label every raised dot inside
    its circle (the corners of the block may be blank cells)."""
    if not round_label:
        width, height = braille_size(lines)
        return width <= box[2] - 2 * LABEL_MARGIN and height <= box[3] - 2 * LABEL_MARGIN
    radius = min(box[2], box[3]) / 2 - LABEL_MARGIN
    return all(math.hypot(x, y) + BRAILLE_DOT / 2 <= radius for x, y in braille_dot_centres(lines))


def braille_lines(cells, box, round_label, hyphen=HYPHEN):
    """``cells`` broken into lines that fit the label (at blanks; a word too long for a line is broken where
    the rules allow, ``hyphen`` ending its first part), or None."""
    words = cells.split(BLANK)
    for per_line in range(len(cells), 0, -1):
        lines = wrap_words(words, per_line, hyphen=hyphen)
        if lines and braille_fits(lines, box, round_label):
            return lines
    return None


def _in_number(word, index):
    """Whether the cells ``index - 1`` and ``index`` of ``word`` are both part of one number (sign and digits)."""
    for sign, digits in NUMBER_SIGNS.items():
        start = word.rfind(sign, 0, index)
        if start >= 0 and all(cell in digits for cell in word[start + 1:index + 1]):
            return True
    return False


def break_at(word, room, hyphen):
    """Where to break ``word`` so that its first part and ``hyphen`` take at most ``room`` cells (two cells
    at least on each side, never after a prefix sign, never inside a number, never before ⠒ or ⠂), or None."""
    for index in range(min(room - len(hyphen), len(word) - 2), 1, -1):
        if word[index - 1] not in PREFIXES and not _in_number(word, index) and word[index] not in NO_LINE_START:
            return index
    return None


def wrap_words(words, per_line, space=BLANK, hyphen=HYPHEN):
    """``words`` (braille cells) in lines of at most ``per_line`` cells, ``space`` between words; a longer word
    is broken by ``break_at``; None when some word cannot be broken to fit."""
    lines, current = [], ""
    for word in words:
        while len(word) > per_line:
            if current:
                lines.append(current)
                current = ""
            index = break_at(word, per_line, hyphen)
            if index is None:
                return None
            lines.append(word[:index] + hyphen)
            word = word[index:]
        joined = f"{current}{space}{word}" if current else word
        if len(joined) <= per_line:
            current = joined
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def value_groups(value):
    """``value`` split into groups of five and a rest: 7 → [5, 2]."""
    return [5] * (value // 5) + ([value % 5] if value % 5 else [])
