"""Tagged PDF (PDF/UA-1) from WeasyPrint, with each element's own language and one element per HTML element.

WeasyPrint 70 tags the PDF (structure tree, alternate text from ``alt``,
artifacts for backgrounds and borders) when asked for ``pdf/ua-1``, and sets
the document's ``/Lang`` from ``<html lang>``. Three things it leaves, which a
screen reader notices, are done here:

- ``/Lang`` on the structure elements of a ``<span lang="ja">`` inside a French
  page (so the reader switches voice);
- elements that hold nothing (an empty ``<div>`` whose background draws the
  label edges, an artifact) are left out of the tree;
- WeasyPrint builds the tree page by page, so a list that crosses a page break
  is two lists: ``merge_page_continuations`` joins the pieces of one HTML
  element back into one structure element.

``install()`` wraps WeasyPrint's (private) structure-tree builder; the merge is a
``write_pdf`` finisher (public). ``pyproject.toml`` pins WeasyPrint below 71;
``tests/printing/test_tagged_pdf.py`` fails if either stops working.
"""

import pydyf
from weasyprint.layout.absolute import AbsolutePlaceholder
from weasyprint.pdf import tags

PDF_VARIANT = "pdf/ua-1"
_WRAPPED = "_companion_wrapped"
_SOURCES = "_companion_sources"


def _html_element(box):
    """The HTML element that made ``box`` (None for html, body and page boxes)."""
    if isinstance(box, AbsolutePlaceholder):
        box = box._box
    element = getattr(box, "element", None)
    if element is None or getattr(box, "element_tag", None) in ("html", "body"):
        return None
    return element


def install():
    """Make WeasyPrint's structure elements carry ``/Lang`` where the HTML says ``lang``, drop empty ones, and
    remember which HTML element made each (for ``merge_page_continuations``). Idempotent."""
    original = tags._build_box_tree
    if getattr(original, _WRAPPED, False):
        return

    def build_box_tree(box, parent, pdf, *args):
        source = _html_element(box)
        lang = source.get("lang") if source is not None else None
        sources = pdf.__dict__.setdefault(_SOURCES, {})
        for element in original(box, parent, pdf, *args):
            if not element["K"]:
                continue
            if lang and "Lang" not in element:
                element["Lang"] = pydyf.String(lang)
            if source is not None:
                sources.setdefault(element.number, source)
            yield element

    setattr(build_box_tree, _WRAPPED, True)
    tags._build_box_tree = build_box_tree


def _struct_elements(pdf):
    return {item.reference: item for item in pdf.objects
            if isinstance(item, pydyf.Dictionary) and item.get("Type") == "/StructElem"}


def _merge(element, elements, sources):
    """Join, under ``element`` and below, each run of sibling pieces of one HTML element (same type)."""
    kept, previous = pydyf.Array(), None
    for kid in element["K"]:
        child = elements.get(kid) if isinstance(kid, bytes) else None
        continues = (child is not None and previous is not None and child["S"] == previous["S"]
                     and sources.get(child.number) is not None
                     and sources.get(child.number) is sources.get(previous.number)
                     and all(isinstance(grandkid, bytes) and grandkid in elements for grandkid in child["K"]))
        if continues:
            for grandkid in child["K"]:
                elements[grandkid]["P"] = previous.reference
                previous["K"].append(grandkid)
            continue
        kept.append(kid)
        previous = child
    element["K"] = kept
    for kid in kept:
        if isinstance(kid, bytes) and kid in elements:
            _merge(elements[kid], elements, sources)


def merge_page_continuations(document, pdf):
    """``write_pdf`` finisher: one structure element per HTML element even across page breaks."""
    sources = pdf.__dict__.pop(_SOURCES, None)
    if not sources or "StructTreeRoot" not in pdf.catalog:
        return
    elements = _struct_elements(pdf)
    for reference in list(elements):
        if elements[reference]["S"] == "/Document":
            _merge(elements[reference], elements, sources)
