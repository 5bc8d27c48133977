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
