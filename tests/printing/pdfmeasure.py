"""Reading rendered PDFs back: vector drawings in millimetres (PyMuPDF), page images (pdftoppm)."""

import subprocess

import pymupdf
from PIL import Image

MM = 72 / 25.4


def drawings_mm(pdf, page_number=0):
    """Every vector drawing of a page, with its bounding box in mm as ``box`` (x0, y0, x1, y1)."""
    document = pymupdf.open(stream=pdf, filetype="pdf")
    page = document[page_number]
    found = []
    for drawing in page.get_drawings():
        rect = drawing["rect"]
        found.append({**drawing, "box": (rect.x0 / MM, rect.y0 / MM, rect.x1 / MM, rect.y1 / MM)})
    return found


def page_count(pdf):
    """How many pages the PDF has."""
    return pymupdf.open(stream=pdf, filetype="pdf").page_count


def page_text(pdf):
    """All the text of the PDF, extracted."""
    return "".join(page.get_text() for page in pymupdf.open(stream=pdf, filetype="pdf"))


def render_pages(pdf, tmp_path, dpi):
    """Render every page with pdftoppm at ``dpi``; return the PIL images (greyscale)."""
    source = tmp_path / "doc.pdf"
    source.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-gray", "-png", "-r", str(dpi), str(source), str(tmp_path / "page")], check=True)
    return [Image.open(path).convert("L") for path in sorted(tmp_path.glob("page-*.png"))]


def filled_quads_mm(pdf, page_number=0, fill=(0.0, 0.0, 0.0)):
    """The corners (mm) of every filled four-sided shape of ``fill`` on a page, as drawn (turned, if the page
    was printed with a turn): one list of four points per shape."""
    document = pymupdf.open(stream=pdf, filetype="pdf")
    quads = []
    for drawing in document[page_number].get_drawings():
        if drawing.get("fill") != fill:
            continue
        points = []
        for item in drawing["items"]:
            if item[0] == "l":
                points.append(item[1])
            elif item[0] == "re":
                rect = item[1]
                points += [rect.tl, rect.tr, rect.br, rect.bl]
            elif item[0] == "qu":
                quad = item[1]
                points += [quad.ul, quad.ur, quad.lr, quad.ll]
        if len(points) == 4:
            quads.append([(point.x / MM, point.y / MM) for point in points])
    return quads
