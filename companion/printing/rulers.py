"""What every sheet page carries besides its stickers: the 50 mm ruler (in the widest margin between the labels and
the strip a printer leaves blank at the paper's edge), and the margins of the swell sheets with their heater
test strip. Drawn inside the printer correction, like the stickers, so that the ruler checks the whole print.
"""

from companion.printing.marks import svg_background

RULER_MM = 50
RULER_BAND = 6.0
PRINTER_EDGE = 4.0  # most printers leave the paper's outer 4 mm blank
SWELL_MARGIN = 12.0
STRIP_WIDTH = 186.0
STRIP_HEIGHT = 26.0


def _n(value):
    return f"{value:.3f}".rstrip("0").rstrip(".")


def ruler_svg(x=0.0, y=0.0, ink="#000000", vertical=False):
    """A 50 mm ruler (a tick every millimetre, numbered every 10) ``RULER_BAND`` mm tall, its top-left corner at
    (x, y), as SVG; ``vertical`` runs it down the page (its ticks to the right)."""
    parts = [f'<rect x="0" y="0" width="{RULER_MM}" height="0.4" fill="{ink}"/>']
    for mm in range(RULER_MM + 1):
        length = 3 if mm % 10 == 0 else (2.2 if mm % 5 == 0 else 1.4)
        parts.append(f'<rect x="{mm - 0.1:.1f}" y="0" width="0.2" height="{length}" fill="{ink}"/>')
        if mm % 10 == 0:
            parts.append(f'<text x="{mm}" y="5.4" font-size="2.2" text-anchor="middle" '
                         f'font-family="DejaVu Sans, sans-serif" fill="{ink}">{mm}</text>')
    turn = f" translate({RULER_BAND},0) rotate(90)" if vertical else ""
    return f'<g transform="translate({_n(x)},{_n(y)}){turn}">{"".join(parts)}</g>'


def ruler_background():
    """The guide page's 50 mm ruler as a CSS background (an artifact: the text under it says what it is)."""
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{RULER_MM + 10}mm" height="{RULER_BAND}mm" '
           f'viewBox="-5 0 {RULER_MM + 10} {RULER_BAND}">{ruler_svg()}</svg>')
    return svg_background(svg, RULER_MM + 10, RULER_BAND)


def ruler_spot(preset, method):
    """Where the 50 mm ruler goes on a sheet page: ``(x, y, vertical)``, in the widest margin between the labels
    and the strip a printer leaves blank at the paper's edge (``PRINTER_EDGE``), clear of the labels; on swell
    sheets, the bottom margin."""
    width, height = preset.page_width, preset.page_height
    if method == "swell":
        return (width - SWELL_MARGIN - RULER_MM, height - SWELL_MARGIN - RULER_BAND + 3, False)
    left, top, right, bottom = preset.grid_box
    bands = [(top - PRINTER_EDGE, "top"), (height - bottom - PRINTER_EDGE, "bottom"),
             (left - PRINTER_EDGE, "left"), (width - right - PRINTER_EDGE, "right")]
    room, side = max(bands)
    inset = PRINTER_EDGE + max(0.0, (room - RULER_BAND) / 2)
    if side == "top":
        return ((width - RULER_MM) / 2, inset, False)
    if side == "bottom":
        return ((width - RULER_MM) / 2, height - inset - RULER_BAND, False)
    if side == "left":
        return (inset, (height - RULER_MM) / 2, True)
    return (width - inset - RULER_BAND, (height - RULER_MM) / 2, True)


def page_ruler(options):
    """The 50 mm ruler of a sheet page (SVG, page coordinates): on swell paper it is black and rises too."""
    x, y, vertical = ruler_spot(options.preset, options.method)
    return ruler_svg(x, y, vertical=vertical)
