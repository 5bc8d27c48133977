"""SVG helpers for the print documents; every length is in millimetres (SVG user units): an SVG as an image
(a figure with words in a tagged PDF) or as a background (an artifact), a label's outline, a light tint of a
colour for swell paper, a piece placed on its label. What the stickers draw is ``elements``/``pieces``.
"""

import base64

from markupsafe import Markup, escape

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


def label_image(sticker, box, preset, style, alt, draw):
    """``sticker`` on its label (fill and mark, no edge) as an ``<img>`` placed in mm on the page, described by ``alt``.

    ``draw(sticker, box, preset, style, edge=False)`` draws the label's content without its edge.

    The SVG is drawn in the label's own coordinates, so that equal stickers share one image (WeasyPrint
    loads each distinct source once). The edges are drawn apart, by ``edges_background``.
    """
    x, y, w, h = box
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(w)}mm" height="{_n(h)}mm" '
           f'viewBox="0 0 {_n(w)} {_n(h)}">'
           f'{draw(sticker, (0, 0, w, h), preset, style, edge=False)}</svg>')
    return svg_image(svg, alt, "label", f"left: {_n(x)}mm; top: {_n(y)}mm; width: {_n(w)}mm; height: {_n(h)}mm")


def edges_background(boxes, preset, style, extra=""):
    """The edges (cut lines or outlines) of the labels at ``boxes``, and ``extra`` (SVG: the ruler), as CSS
    background of a whole page (an artifact in the tagged PDF), or an empty string when there is nothing."""
    edge = style.edge_colour(preset)
    if not edge and not extra:
        return ""
    outlines = ("".join(label_outline(box, preset, "none", edge) for box in boxes) if edge else "") + extra
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(preset.page_width)}mm" '
           f'height="{_n(preset.page_height)}mm" viewBox="0 0 {_n(preset.page_width)} {_n(preset.page_height)}">'
           f'{outlines}</svg>')
    return Markup(f"width: {_n(preset.page_width)}mm; height: {_n(preset.page_height)}mm; ") + svg_background(
        svg, preset.page_width, preset.page_height)
