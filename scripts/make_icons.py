"""Draw the app icons (PNG) from the design of static/icon.svg: four rainbow arcs.

Run from the repository root: ``.venv/bin/python scripts/make_icons.py``.
Writes static/icons/icon-192.png, icon-512.png and icon-maskable-512.png
(the maskable one keeps the arcs inside the central safe circle, 80 % of the width).
"""

from pathlib import Path

from PIL import Image, ImageDraw

ARCS = (("#d7191c", 26), ("#ffd92f", 19), ("#1a9641", 12), ("#2b83ba", 5))  # colour, radius in the 64-unit SVG
STROKE = 6
FOLDER = Path(__file__).resolve().parent.parent / "static" / "icons"


def draw(size, scale_of_design, background):
    """The icon at ``size`` px; the 64-unit design scaled to ``scale_of_design`` of the width, centred."""
    supersample = 4
    full = size * supersample
    image = Image.new("RGBA", (full, full), background)
    pen = ImageDraw.Draw(image)
    unit = full * scale_of_design / 64
    height = ARCS[0][1] + STROKE / 2  # the rainbow is a half disc this high: centre it vertically
    cx, cy = full / 2, full / 2 + height / 2 * unit
    for colour, radius in ARCS:
        outer = radius + STROKE / 2
        box = (cx - outer * unit, cy - outer * unit, cx + outer * unit, cy + outer * unit)
        pen.arc(box, start=180, end=360, fill=colour, width=round(STROKE * unit))
    return image.resize((size, size), Image.LANCZOS)


def main():
    """Write the three PNG icons."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    draw(192, 0.95, "#ffffff").save(FOLDER / "icon-192.png", optimize=True)
    draw(512, 0.95, "#ffffff").save(FOLDER / "icon-512.png", optimize=True)
    draw(512, 0.76, "#ffffff").save(FOLDER / "icon-maskable-512.png", optimize=True)


if __name__ == "__main__":
    main()
