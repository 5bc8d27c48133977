"""SVG for one sticker inside its label; every length is in millimetres (SVG user units).

Tactile marks (dots, braille, shapes, letters) are pure black. Colours are
full fills, or light tints in swell-paper mode so that only the black marks
rise under heat.
"""

import base64
import math

from markupsafe import Markup, escape

from companion.printing import tactile
from companion.printing.braille import number_braille
from companion.printing.data import colour_codes, colour_letter, direction_letters

FONT = "Noto Sans, Noto Sans CJK JP, DejaVu Sans, sans-serif"
BLACK = "#000000"
SWELL_TEXT = "#5e5e5e"  # print letters on swell paper: readable, but grey so that they stay (nearly) flat
SHAPES = ("hollow-square", "cross", "plus", "minus", "star", "triangle", "ring", "diamond")
EDGE_MM = 0.15


def _data_uri(svg):
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def svg_image(svg, alt, css_class, style=""):
    """An ``<img>`` whose source is ``svg`` as a data URI (parsed as XML: fast, and allowed by the CSP).

    In a tagged PDF it is a figure whose alternate text is ``alt``.
    """
    style_attribute = f' style="{escape(style)}"' if style else ""
    return Markup(f'<img class="{css_class}" alt="{escape(alt)}"{style_attribute} src="{_data_uri(svg)}">')


def svg_background(svg, width_mm, height_mm):
    """CSS that paints ``svg`` as a background: in a tagged PDF backgrounds are artifacts (lines that only decorate)."""
    return Markup(f"background: url({_data_uri(svg)}) no-repeat 0 0 / {_n(width_mm)}mm {_n(height_mm)}mm")


def tint(hex_colour, strength=0.25):
    """A light tint of ``hex_colour`` (mixed with white) that stays flat on swell paper."""
    red, green, blue = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(255 - (255 - c) * strength):02x}" for c in (red, green, blue))


def _n(value):
    return f"{value:.3f}".rstrip("0").rstrip(".")


def label_outline(box, preset, fill, stroke):
    """The label's shape, filled, with an optional hairline edge (``stroke`` None: no edge)."""
    x, y, w, h = box
    edge = f' stroke="{stroke}" stroke-width="{_n(EDGE_MM)}"' if stroke else ""
    if preset.curved:
        return f'<ellipse cx="{_n(x + w / 2)}" cy="{_n(y + h / 2)}" rx="{_n(w / 2)}" ry="{_n(h / 2)}" fill="{fill}"{edge}/>'
    corner = f' rx="{_n(preset.corner)}"' if preset.corner else ""
    return f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}"{corner} fill="{fill}"{edge}/>'


def _text(cx, cy, text, size, ink, lang):
    return (f'<text x="{_n(cx)}" y="{_n(cy + size * 0.36)}" font-size="{_n(size)}" font-family="{FONT}" '
            f'font-weight="bold" text-anchor="middle" fill="{ink}" lang="{lang}">{escape(text)}</text>')


def _polygon(points, cx, cy, radius):
    path = " ".join(f"{'M' if i == 0 else 'L'}{_n(cx + px * radius)},{_n(cy + py * radius)}"
                    for i, (px, py) in enumerate(points))
    return path + " Z"


def _plus_points(arm=0.22):
    a, b = arm, 0.95
    return [(-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a), (-b, a), (-b, -a), (-a, -a)]


def shape(cx, cy, name, size):
    """A filled black shape (effect, star, function, head, tail) of about ``size`` mm."""
    radius = size / 2
    if name == "plus":
        return f'<path d="{_polygon(_plus_points(), cx, cy, radius)}" fill="{BLACK}"/>'
    if name == "cross":
        rotated = [((x - y) * 0.7071, (x + y) * 0.7071) for x, y in _plus_points(0.2)]
        return f'<path d="{_polygon(rotated, cx, cy, radius * 1.1)}" fill="{BLACK}"/>'
    if name == "minus":
        return f'<path d="{_polygon([(-0.95, -0.22), (0.95, -0.22), (0.95, 0.22), (-0.95, 0.22)], cx, cy, radius)}" fill="{BLACK}"/>'
    if name == "hollow-square":
        outer = _polygon([(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)], cx, cy, radius)
        inner = _polygon([(-0.42, -0.42), (-0.42, 0.42), (0.42, 0.42), (0.42, -0.42)], cx, cy, radius)
        return f'<path d="{outer} {inner}" fill="{BLACK}" fill-rule="evenodd"/>'
    if name == "star":
        points = [((1.0 if i % 2 == 0 else 0.42) * math.sin(i * math.pi / 5),
                   -(1.0 if i % 2 == 0 else 0.42) * math.cos(i * math.pi / 5) + 0.08) for i in range(10)]
        return f'<path d="{_polygon(points, cx, cy, radius)}" fill="{BLACK}"/>'
    if name == "triangle":
        return f'<path d="{_polygon([(0, -0.9), (0.9, 0.7), (-0.9, 0.7)], cx, cy, radius)}" fill="{BLACK}"/>'
    if name == "diamond":
        return f'<path d="{_polygon([(0, -0.95), (0.75, 0), (0, 0.95), (-0.75, 0)], cx, cy, radius)}" fill="{BLACK}"/>'
    return (f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(radius * 0.68)}" fill="none" stroke="{BLACK}" '
            f'stroke-width="{_n(radius * 0.3)}"/>')


def orientation_cap(cx, cy, radius):
    """A raised arc along the top rim of a round sticker: it goes towards the card's top edge, so that a
    plus is not felt as a cross (or the other way round) when the sticker turns."""
    r = radius - 0.6
    x = r * math.sin(math.radians(35))
    y = cy - r * math.cos(math.radians(35))
    return (f'<path d="M{_n(cx - x)},{_n(y)}A{_n(r)},{_n(r)} 0 0,1 {_n(cx + x)},{_n(y)}" fill="none" '
            f'stroke="{BLACK}" stroke-width="1" stroke-linecap="round"/>')


def sticker_room(box, preset):
    """The part of a label a mark may use (round labels: the circle; the square box is tested against it)."""
    return box, preset.curved


def colour_sticker(sticker, box, preset, style, edge):
    """A colour sticker: the fill, the colour's raised mark and its print letter (flat on swell paper)."""
    x, y, w, h = box
    code = colour_codes()[sticker.key]
    fill = tint(code["fill"]) if style.swell else code["fill"]
    ink = SWELL_TEXT if style.swell else code["ink"]
    mark_ink = BLACK if style.swell else code["ink"]
    letter = colour_letter(sticker.key, style.lang)
    mark_size = max(tactile.COLOUR_MARK_MM, min(w, h) * 0.42)
    side_by_side = w >= 1.6 * h
    if side_by_side:
        mark_at, letter_at, text_size = (x + w * 0.3, y + h / 2), (x + w * 0.68, y + h / 2), h * 0.55
    else:
        room = min(w, h) * (0.86 if preset.curved else 1)
        text_size = max(2.6, room - mark_size - 2.2) * (1 if len(letter) == 1 else 0.8)
        mark_at = (x + w / 2, y + h / 2 - text_size * 0.5 - 0.2)
        letter_at = (x + w / 2, mark_at[1] + mark_size / 2 + 0.7 + text_size * 0.5)
    return (label_outline(box, preset, fill, edge)
            + tactile.colour_mark(*mark_at, code["mark"], mark_size, mark_ink)
            + _text(*letter_at, letter, text_size, ink, style.lang))


def value_mark(value, box, preset, style):
    """A value: countable dot groups, braille (number sign and digits) or large print (6 and 9 underlined)."""
    x, y, w, h = box
    cx, cy = x + w / 2, y + h / 2
    room, round_label = sticker_room(box, preset)
    if style.value == "dots":
        centres = tactile.value_layout(value, room, round_label)
        if centres is None:
            raise ValueError(f"value {value} does not fit a {w} × {h} mm label")
        return tactile.value_dots_path(cx, cy, centres)
    if style.value == "braille":
        lines = tactile.braille_lines(number_braille(value, style.braille_code), room, round_label)
        if lines is None:
            raise ValueError(f"braille {value} does not fit a {w} × {h} mm label")
        return tactile.braille_path(cx, cy, lines)
    size = min(w, h) * (0.86 if round_label else 1) * (0.7 if value < 10 else 0.5)
    text = _text(cx, cy, str(value), size, BLACK, style.lang)
    if value in (6, 9):
        text += (f'<rect x="{_n(cx - size * 0.3)}" y="{_n(cy + size * 0.45)}" width="{_n(size * 0.6)}" '
                 f'height="{_n(max(0.6, size * 0.08))}" fill="{BLACK}"/>')
    return text


def braille_mark(cells, box, preset, style):
    """A braille label: its cells at real size, broken into lines to fit (a broken word ends in the hyphen)."""
    from companion.printing.braille import hyphen

    x, y, w, h = box
    room, round_label = sticker_room(box, preset)
    lines = tactile.braille_lines(cells, room, round_label, hyphen(style.braille_code))
    if lines is None:
        raise ValueError(f"{cells} does not fit a {w} × {h} mm label")
    return tactile.braille_path(x + w / 2, y + h / 2, lines)


def sticker_svg(sticker, box, preset, style, edge=True):
    """The SVG of ``sticker`` on the label at ``box``: background, edge (unless ``edge`` is false) and mark."""
    from companion.printing.deck import braille_cells

    x, y, w, h = box
    cx, cy, size = x + w / 2, y + h / 2, min(w, h)
    if preset.curved:
        size *= 0.86
    edge = style.edge_colour(preset) if edge else None
    if sticker.kind == "colour":
        return colour_sticker(sticker, box, preset, style, edge)
    mark = ""
    if sticker.kind == "value":
        mark = value_mark(sticker.key, box, preset, style)
    elif sticker.kind == "braille":
        mark = braille_mark(braille_cells(sticker.key, style.lang, style.braille_system), box, preset, style)
    elif sticker.kind == "shape":
        mark = shape(cx, cy, sticker.key, size * 0.72)
        if sticker.key in ("plus", "cross") and preset.curved:
            mark = shape(cx, cy + size * 0.05, sticker.key, size * 0.64) + orientation_cap(cx, cy, min(w, h) / 2)
    elif sticker.kind == "letter":
        mark = direction_mark(sticker.key, cx, cy, size, style)
    return label_outline(box, preset, "#ffffff", edge) + mark


def direction_mark(direction, cx, cy, size, style):
    """A direction: its print letter (grey on swell paper, so it stays flat) over a group of raised dots to
    count, clockwise from north: north 1, east 2, south 3, west 4 (the same groups as the value dots)."""
    points, (width, height) = tactile.group_offsets(tactile.DIRECTION_DOTS[direction])
    left, top = cx - width / 2, cy + size * 0.3 - height / 2
    dots = [tactile.dot(left + x, top + y, tactile.VALUE_DOT) for x, y in points]
    ink = SWELL_TEXT if style.swell else BLACK
    return (_text(cx, cy - size * 0.17, direction_letters()[direction][style.lang], size * 0.42, ink, style.lang)
            + tactile.dots_path(dots))



def label_image(sticker, box, preset, style, alt, draw=None):
    """``sticker`` on its label (fill and mark, no edge) as an ``<img>`` placed in mm on the page, described by ``alt``.

    ``draw`` (default ``sticker_svg``) draws the label's content without its edge.

    The SVG is drawn in the label's own coordinates, so that equal stickers share one image (WeasyPrint
    loads each distinct source once). The edges are drawn apart, by ``edges_background``.
    """
    x, y, w, h = box
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(w)}mm" height="{_n(h)}mm" '
           f'viewBox="0 0 {_n(w)} {_n(h)}">'
           f'{(draw or sticker_svg)(sticker, (0, 0, w, h), preset, style, edge=False)}</svg>')
    return svg_image(svg, alt, "label", f"left: {_n(x)}mm; top: {_n(y)}mm; width: {_n(w)}mm; height: {_n(h)}mm")


def edges_background(boxes, preset, style):
    """The edges (cut lines or outlines) of the labels at ``boxes`` as CSS background of a whole page (an
    artifact in the tagged PDF), or an empty string when edges are off."""
    edge = style.edge_colour(preset)
    if not edge:
        return ""
    outlines = "".join(label_outline(box, preset, "none", edge) for box in boxes)
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(preset.page_width)}mm" '
           f'height="{_n(preset.page_height)}mm" viewBox="0 0 {_n(preset.page_width)} {_n(preset.page_height)}">'
           f'{outlines}</svg>')
    return Markup(f"width: {_n(preset.page_width)}mm; height: {_n(preset.page_height)}mm; ") + svg_background(
        svg, preset.page_width, preset.page_height)
