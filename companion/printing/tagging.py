"""Tagged PDF (PDF/UA-1) from WeasyPrint, with each element's own language.

WeasyPrint 70 tags the PDF (structure tree, alternate text from ``alt``,
artifacts for backgrounds and borders) when asked for ``pdf/ua-1``, and sets
the document's ``/Lang`` from ``<html lang>``, but it writes no ``/Lang`` on
the structure elements of a ``<span lang="ja">`` inside a French page. Screen
readers need it to switch voice. ``install()`` wraps WeasyPrint's (private)
structure-tree builder so that every element written for an HTML element with
a ``lang`` attribute carries that language. ``pyproject.toml`` pins WeasyPrint
below 71; ``tests/printing/test_tagged_pdf.py`` fails if the hook stops working.
"""

import pydyf
from weasyprint.layout.absolute import AbsolutePlaceholder
from weasyprint.pdf import tags

PDF_VARIANT = "pdf/ua-1"
_WRAPPED = "_companion_wrapped"


def _element_language(box):
    """The ``lang`` attribute of the HTML element that made ``box`` (None for html, body and anonymous text)."""
    if isinstance(box, AbsolutePlaceholder):
        box = box._box
    element = getattr(box, "element", None)
    if element is None or getattr(box, "element_tag", None) in ("html", "body"):
        return None
    return element.get("lang")


def install():
    """Make WeasyPrint's structure elements carry ``/Lang`` where the HTML says ``lang`` (idempotent)."""
    original = tags._build_box_tree
    if getattr(original, _WRAPPED, False):
        return

    def build_box_tree(box, *args):
        lang = _element_language(box)
        for element in original(box, *args):
            if lang and "Lang" not in element:
                element["Lang"] = pydyf.String(lang)
            yield element

    setattr(build_box_tree, _WRAPPED, True)
    tags._build_box_tree = build_box_tree
