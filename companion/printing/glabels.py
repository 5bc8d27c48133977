"""gLabels' product templates (Debian ``glabels-data``): the XML files read into plain records, in mm.

The format is gLabels' own (``glabels-2.3.dtd``, the "Manually creating templates" page of its help):
a ``Glabels-templates`` file holds ``Template`` elements, each with a ``brand`` and ``part`` (or the
older ``name="Brand Part"``), a paper ``size`` (an id of ``paper-sizes.xml``, or ``Other`` with its
own ``width`` and ``height``), a ``description`` or translatable ``_description``, ``Meta``
categories and one label element: ``Label-rectangle`` (``width height round``), ``Label-round``
(``radius``), ``Label-ellipse`` (``width height``), ``Label-cd`` (``radius hole``, optionally clipped
to ``width height``), ``Label-path`` (``d``) or ``Label-continuous`` (``width``, a roll). The label
holds ``Markup-*`` hints (never printed) and one or more ``Layout`` grids (``nx ny x0 y0 dx dy``).
A template with ``equiv="PART"`` is a clone of an earlier template of the same brand, under another
part number; an ``Alias`` child (gLabels 2) names another brand and part for the same product.

Lengths carry a unit (``pt``, ``in``, ``mm``, ``cm``, ``pc``); none means points. Nothing here knows
about stickers: ``companion.printing.sheets`` turns templates into sheets.
"""

import logging
import os
import re
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

LOG = logging.getLogger(__name__)
MM_PER_UNIT = {"pt": 25.4 / 72, "in": 25.4, "mm": 1.0, "cm": 10.0, "pc": 25.4 / 6}
LENGTH = re.compile(r"\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*([a-z]*)\s*")
# Where Debian's glabels-data (gLabels 3) and gLabels 4 (glabels-qt) install their templates.
TEMPLATE_FOLDERS = ("/usr/share/libglabels-3.0/templates", "/usr/local/share/libglabels-3.0/templates",
                    "/usr/share/glabels-qt/templates", "/usr/local/share/glabels-qt/templates")
# The two paper sizes every installation knows, for template files found without their paper-sizes.xml.
BUILT_IN_PAPER = {"A4": (210.0, 297.0), "US-Letter": (215.9, 279.4)}


class TemplateError(ValueError):
    """A template (or a length in it) that does not follow gLabels' format."""


@dataclass(frozen=True)
class Layout:
    """One grid of labels: ``nx`` across, ``ny`` down, the first label's top-left corner at (``x0``, ``y0``)
    mm from the page's top-left corner, ``dx``/``dy`` from one label's corner to the next."""

    nx: int
    ny: int
    x0: float
    y0: float
    dx: float
    dy: float


@dataclass(frozen=True)
class Markup:
    """A hint drawn in gLabels' editor but never printed: ``kind`` (margin, line, circle, rect, ellipse) and
    its lengths in mm by attribute name."""

    kind: str
    lengths: tuple


@dataclass(frozen=True)
class Frame:
    """The label's shape and size (mm): ``shape`` is rectangle, round, ellipse, cd, path or continuous;
    ``corner`` the corner radius of a rectangle, ``hole`` a CD's hole radius, ``path`` a path's data."""

    shape: str
    width: float
    height: float
    corner: float = 0.0
    hole: float = 0.0
    path: str = ""
    layouts: tuple = ()
    markups: tuple = ()


@dataclass(frozen=True)
class Template:
    """One product: brand, part number, description, paper (id and size in mm), its label frame, its
    categories; ``equiv`` names the part it is a clone of (same brand), ``source`` the file it came from."""

    brand: str
    part: str
    description: str
    paper: str
    page_width: float
    page_height: float
    frame: Frame
    categories: tuple = ()
    equiv: str = ""
    product_url: str = ""
    source: str = ""


def length_mm(text, default=0.0):
    """A gLabels length (``"2.625in"``, ``"5"`` = 5 pt, ``"3.2mm"``) in mm; ``default`` when absent or empty.

    As in gLabels, a unit without a number (``round="in"``, one template does it) reads as 0;
    an unknown unit is an error.
    """
    if text is None or not text.strip():
        return default
    match = LENGTH.fullmatch(text)
    if match is None and text.strip() in MM_PER_UNIT:
        LOG.debug("gLabels length without a number: %r read as 0", text)
        return 0.0
    unit = (match.group(2) or "pt") if match else None
    if unit not in MM_PER_UNIT:
        raise TemplateError(f"not a length: {text!r}")
    return float(match.group(1)) * MM_PER_UNIT[unit]


def _tag(element):
    """The element's name without its XML namespace (gLabels 3 files declare one, older ones do not)."""
    return element.tag.rpartition("}")[2] if isinstance(element.tag, str) else ""


def _children(element, name=None):
    return [child for child in element if _tag(child) and (name is None or _tag(child) == name)]


def _int(element, name, default):
    try:
        return int(element.get(name, default))
    except ValueError:
        raise TemplateError(f"{name} is not a whole number: {element.get(name)!r}") from None


def parse_layout(element):
    """A ``Layout`` element → Layout (gLabels' defaults: one label, at the page's corner)."""
    return Layout(nx=_int(element, "nx", 1), ny=_int(element, "ny", 1), x0=length_mm(element.get("x0")),
                  y0=length_mm(element.get("y0")), dx=length_mm(element.get("dx")), dy=length_mm(element.get("dy")))


MARKUP_LENGTHS = {"margin": ("size", "x_size", "y_size"), "line": ("x1", "y1", "x2", "y2"),
                  "circle": ("x0", "y0", "radius"), "rect": ("x1", "y1", "w", "h", "r"),
                  "ellipse": ("x1", "y1", "w", "h")}


def parse_markup(element):
    """A ``Markup-*`` element → Markup, or None for a kind gLabels does not define."""
    kind = _tag(element).removeprefix("Markup-")
    if kind not in MARKUP_LENGTHS:
        return None
    return Markup(kind, tuple((name, length_mm(element.get(name))) for name in MARKUP_LENGTHS[kind]
                              if element.get(name) is not None))


def parse_frame(element):
    """A ``Label-*`` element → Frame with its layouts (in file order) and markups."""
    shape = _tag(element).removeprefix("Label-")
    get = element.get
    if shape == "rectangle":
        frame = Frame("rectangle", length_mm(get("width")), length_mm(get("height")), corner=length_mm(get("round")))
    elif shape == "round":
        diameter = 2 * length_mm(get("radius"))
        frame = Frame("round", diameter, diameter)
    elif shape == "ellipse":
        frame = Frame("ellipse", length_mm(get("width")), length_mm(get("height")))
    elif shape == "cd":
        diameter = 2 * length_mm(get("radius"))
        frame = Frame("cd", length_mm(get("width"), diameter), length_mm(get("height"), diameter),
                      hole=length_mm(get("hole")))
    elif shape == "path":
        frame = Frame("path", 0.0, 0.0, path=get("d", ""))
    elif shape == "continuous":
        height = length_mm(get("height"), length_mm(get("default_height")))
        frame = Frame("continuous", length_mm(get("width")), height)
    else:
        raise TemplateError(f"unknown label element Label-{shape}")
    markups = tuple(markup for markup in (parse_markup(child) for child in _children(element)
                                          if _tag(child).startswith("Markup-")) if markup)
    return replace(frame, layouts=tuple(parse_layout(child) for child in _children(element, "Layout")),
                   markups=markups)


def _brand_part(element):
    brand, part = element.get("brand", "").strip(), element.get("part", "").strip()
    if not (brand and part):
        brand, _, part = element.get("name", "").strip().partition(" ")
        part = part.strip()
    if not (brand and part):
        raise TemplateError("a template needs brand and part (or name)")
    return brand, part


def _meta(element):
    categories = tuple(meta.get("category") for meta in _children(element, "Meta") if meta.get("category"))
    urls = [meta.get("product_url") for meta in _children(element, "Meta") if meta.get("product_url")]
    return categories, urls[0] if urls else ""


def parse_template(element, papers, earlier, source=""):
    """A ``Template`` element → its Templates (the product, then any ``Alias``); ``papers`` maps paper ids
    to (width, height) mm, ``earlier`` maps ``(brand, part)`` to the templates read before (for ``equiv``)."""
    brand, part = _brand_part(element)
    categories, url = _meta(element)
    equiv = element.get("equiv", "").strip()
    if equiv:
        original = earlier.get((brand, equiv))
        if original is None:
            raise TemplateError(f"{brand} {part}: equiv={equiv!r} names no earlier template of {brand}")
        template = replace(original, part=part, equiv=equiv, categories=tuple(dict.fromkeys(
            original.categories + categories)), product_url=url or original.product_url, source=source)
    else:
        paper = element.get("size", "").strip()
        if paper in papers:
            width, height = papers[paper]
        else:
            width, height = length_mm(element.get("width")), length_mm(element.get("height"))
            paper = paper or "Other"
        frames = [child for child in _children(element) if _tag(child).startswith("Label-")]
        if not frames:
            raise TemplateError(f"{brand} {part}: no Label element")
        description = element.get("_description") or element.get("description") or ""
        template = Template(brand, part, description, paper, width, height, parse_frame(frames[0]), categories,
                            product_url=url, source=source)
    aliases = [replace(template, brand=alias.get("brand", "").strip() or brand, part=_alias_part(alias))
               for alias in _children(element, "Alias")]
    return [template, *(alias for alias in aliases if alias.part)]


def _alias_part(alias):
    if alias.get("part"):
        return alias.get("part").strip()
    return alias.get("name", "").strip().partition(" ")[2].strip()


def parse_paper_sizes(text):
    """``paper-sizes.xml`` → paper id → (width, height) in mm."""
    root = ElementTree.fromstring(text)
    return {paper.get("id"): (length_mm(paper.get("width")), length_mm(paper.get("height")))
            for paper in _children(root, "Paper-size") if paper.get("id")}


def parse_templates(text, papers=None, earlier=None, source=""):
    """Every template of one ``Glabels-templates`` file (text), in file order. A template that breaks the
    format is skipped (logged at debug level), as gLabels skips it with a warning; ``earlier`` (updated) lets ``equiv`` reach templates
    of files read before."""
    papers = {**BUILT_IN_PAPER, **(papers or {})}
    earlier = {} if earlier is None else earlier
    root = ElementTree.fromstring(text)
    if _tag(root) != "Glabels-templates":
        raise TemplateError(f"{source or 'this file'} is not a Glabels-templates file")
    found = []
    for element in _children(root, "Template"):
        try:
            templates = parse_template(element, papers, earlier, source)
        except TemplateError as error:
            LOG.debug("gLabels template skipped (%s): %s", source, error)
            continue
        for template in templates:
            earlier.setdefault((template.brand, template.part), template)
            found.append(template)
    return found


def template_folder():
    """The folder of gLabels' template files: ``COMPANION_GLABELS_TEMPLATES`` if set (empty: none), else the
    first installed one, else None."""
    configured = os.environ.get("COMPANION_GLABELS_TEMPLATES")
    if configured is not None:
        return Path(configured) if configured and Path(configured).is_dir() else None
    return next((Path(folder) for folder in TEMPLATE_FOLDERS if Path(folder).is_dir()), None)


@lru_cache(maxsize=4)
def read_folder(folder):
    """Every template in ``folder`` (``*-templates.xml`` and ``*.template``, by name), once per process;
    a file that cannot be read or parsed is skipped with a warning in the log."""
    folder = Path(folder)
    papers = {}
    if (folder / "paper-sizes.xml").is_file():
        try:
            papers = parse_paper_sizes((folder / "paper-sizes.xml").read_bytes())
        except (OSError, ElementTree.ParseError, TemplateError) as error:
            LOG.warning("gLabels paper sizes not read: %s", error)
    earlier, found = {}, []
    for path in sorted([*folder.glob("*-templates.xml"), *folder.glob("*.template")]):
        try:
            found += parse_templates(path.read_bytes(), papers, earlier, source=path.name)
        except (OSError, ElementTree.ParseError, TemplateError) as error:
            LOG.warning("gLabels template file %s not read: %s", path.name, error)
    return tuple(found)


def installed_templates():
    """gLabels' templates installed on this machine (none when ``glabels-data`` is not installed)."""
    folder = template_folder()
    return read_folder(str(folder)) if folder else ()
