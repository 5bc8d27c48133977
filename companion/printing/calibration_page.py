"""The calibration page: one page, printed on the paper of the chosen sheet, that shows what a printer does.

A 100 mm ruler along the top edge and one along the left edge (thick end bars to find by touch, a tick
every millimetre), a crosshair at each of the four corners of the chosen sheet's label grid with, beside
it, where it belongs (mm from the paper's left and top edges), and the labels' outlines, light grey.
Every mark is black and at least 0.6 mm wide, so that the page rises on swell paper for a reader who
measures by touch. The page is a tagged PDF like the others: the marks are artifacts, the words text.
It is printed without correction; with one (``correction``), it checks that correction.
"""

from companion.i18n import format_number, translate
from companion.printing.calibration import RULER_MM, Correction
from companion.printing.marks import svg_background
from companion.printing.sheets import find_sheet

RULER_EDGE = 8.0  # the rulers' baselines, mm from the top and left edges (inside every printer's margin)
CROSS_ARM = 6.0
CROSS_WIDTH = 0.6
GREY = "#b3b3b3"
CORNERS = ("top_left", "top_right", "bottom_left", "bottom_right")
CORNER_LETTERS = {"top_left": "A", "top_right": "B", "bottom_left": "C", "bottom_right": "D"}


def crosshairs(sheet):
    """Where each crosshair belongs: corner name → (x, y) mm from the paper's left and top edges."""
    left, top, right, bottom = sheet.grid_box
    return {"top_left": (left, top), "top_right": (right, top), "bottom_left": (left, bottom),
            "bottom_right": (right, bottom)}


def rulers(sheet):
    """The two rulers: ``{"across": (x, y) of its zero, "down": (x, y) of its zero}``, each RULER_MM long."""
    return {"across": ((sheet.page_width - RULER_MM) / 2, RULER_EDGE),
            "down": (RULER_EDGE, (sheet.page_height - RULER_MM) / 2)}


def _bar(x, y, width, height):
    return f'<rect x="{x:.3f}" y="{y:.3f}" width="{width:.3f}" height="{height:.3f}" fill="#000000"/>'


def ruler_svg(zero, across):
    """One ruler from ``zero``: a tick every mm (longer every 5 and 10), thick bars at 0 and 100 mm to find by
    touch; the ticks point into the page."""
    x0, y0 = zero
    parts = []
    for mm in range(int(RULER_MM) + 1):
        end = mm in (0, int(RULER_MM))
        length = 7.0 if end else 4.5 if mm % 10 == 0 else 3.0 if mm % 5 == 0 else 1.8
        width = 0.8 if end else 0.25
        if across:
            parts.append(_bar(x0 + mm - width / 2, y0, width, length))
        else:
            parts.append(_bar(x0, y0 + mm - width / 2, length, width))
    if across:
        parts.append(_bar(x0, y0, RULER_MM, 0.6))
    else:
        parts.append(_bar(x0, y0, 0.6, RULER_MM))
    return "".join(parts)


def crosshair_svg(x, y):
    """A crosshair centred on (x, y): two bars ``CROSS_WIDTH`` wide, ``2 × CROSS_ARM`` long."""
    return (_bar(x - CROSS_ARM, y - CROSS_WIDTH / 2, 2 * CROSS_ARM, CROSS_WIDTH)
            + _bar(x - CROSS_WIDTH / 2, y - CROSS_ARM, CROSS_WIDTH, 2 * CROSS_ARM))


def marks_svg(sheet):
    """Every mark of the page as one SVG (mm): label outlines (grey), both rulers, the four crosshairs."""
    from companion.printing.marks import label_outline

    outlines = "".join(label_outline(box, sheet, "none", GREY) for box in sheet.label_rects())
    marks = "".join(crosshair_svg(*point) for point in crosshairs(sheet).values())
    marks += ruler_svg(rulers(sheet)["across"], True) + ruler_svg(rulers(sheet)["down"], False)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{sheet.page_width}mm" height="{sheet.page_height}mm" '
            f'viewBox="0 0 {sheet.page_width} {sheet.page_height}">{outlines}{marks}</svg>')


def corner_captions(sheet, lang):
    """Each crosshair's caption: ``(corner, letter, left, top, align, words)``, placed towards the page's centre."""
    captions = []
    for corner, (x, y) in crosshairs(sheet).items():
        words = translate("{letter}: belongs {x} mm from the left edge and {y} mm from the top edge.", lang,
                          letter=CORNER_LETTERS[corner], x=format_number(round(x, 1), lang),
                          y=format_number(round(y, 1), lang))
        right = corner.endswith("right")
        left = x - CROSS_ARM - 1 - 40 if right else x + CROSS_ARM + 1
        top = y + 1.5 if corner.startswith("top") else y - 1.5 - 10
        captions.append((corner, CORNER_LETTERS[corner], left, top, "right" if right else "left", words))
    return captions


def calibration_pdf(sheet_id, lang, correction=None):
    """The calibration page for the sheet ``sheet_id`` in ``lang`` as tagged PDF bytes; ``correction`` (a
    Correction) is applied to everything drawn, to check it (none: the page as the printer prints it)."""
    from companion.printing.pdf import html_to_pdf, page_size_css, render_document, stylesheet

    sheet = find_sheet(sheet_id)
    correction = correction or Correction()
    across, down = rulers(sheet)["across"], rulers(sheet)["down"]
    html = render_document(
        "printing/pdf/calibration.html", lang, sheet=sheet, sheet_title=sheet.title(lang),
        marks=svg_background(marks_svg(sheet), sheet.page_width, sheet.page_height),
        captions=corner_captions(sheet, lang), across=across, down=down,
        corrected=not correction.is_identity,
        transform="" if correction.is_identity else correction.css_transform())
    return html_to_pdf(html, [stylesheet("calibration.css"), page_size_css(sheet.page_width, sheet.page_height)])
