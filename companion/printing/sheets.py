"""Label sheets: the project's own presets (``printables/sheets/*.json``) and every gLabels product template.

A sheet is a page, one label shape (a rectangle with its corner radius, a circle or an ellipse) and one
or more layouts (``nx ny x0 y0 dx dy``, mm from the page's top-left corner). Labels are numbered as
gLabels numbers them: layout by layout in the template's order, row by row from the top left within a
layout. ``Sheet.label_rects()`` gives every label's rectangle in that order: every other part (the
sticker layout, the braille grid, the fit check, the calibration page) takes label positions from it.

Sheet geometry is pure data: templates are read once per process, on first use
(``companion.printing.glabels``); where gLabels' files are missing, the own presets are the catalogue.
"""

import json
import math
import re
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

from companion.i18n import N_, format_number, translate, translate_plural
from companion.printing import glabels
from companion.resources import PRINTABLES

DEFAULT_SHEET = "a4-38x21"
PAPERS = {"A4": (210.0, 297.0), "US-Letter": (215.9, 279.4)}
PAPER_NAMES = {"A4": N_("A4"), "US-Letter": N_("US Letter")}
USABLE_SHAPES = ("rectangle", "round", "ellipse")
OVERLAP_MM = 0.5
# Why a template cannot carry stickers, by reason: the words `companion sheets` and the chooser show.
UNUSABLE = {"cd": N_("CD or DVD label (a ring with a hole)"),
            "continuous": N_("continuous roll, not a sheet of labels"),
            "path": N_("a label of free shape (a path)"),
            "paper": N_("paper size {paper}: stickers are laid out on A4 and US Letter sheets"),
            "empty": N_("the template places no label on the page"),
            "overlap": N_("the template's labels overlap")}


@dataclass(frozen=True)
class Sheet:
    """A label sheet: its product (``brand``, ``part``; none for plain paper), page (mm), label shape and size,
    layouts; ``name`` is the own preset's title (a message) when it is not a product, ``unusable`` the reason
    (a key of ``UNUSABLE``) a gLabels template cannot carry stickers, ``equals`` the gLabels template an own
    preset stands for."""

    id: str
    brand: str
    part: str
    paper: str
    page_width: float
    page_height: float
    shape: str
    label_width: float
    label_height: float
    corner: float
    layouts: tuple
    name: str = ""
    description: str = ""
    cut_lines: bool = False
    unusable: str = ""
    equals: str = ""
    source: str = ""

    @cached_property
    def _rects(self):
        """The labels in numbering order; a label that a later layout repeats at the same place (some templates
        give one grid twice) is counted once."""
        rects = {}
        for layout in self.layouts:
            for row in range(layout.ny):
                for column in range(layout.nx):
                    left, top = layout.x0 + column * layout.dx, layout.y0 + row * layout.dy
                    rects.setdefault((round(left, 2), round(top, 2)), (left, top, self.label_width, self.label_height))
        return tuple(rects.values())

    def overlapping(self):
        """Whether two labels of the sheet overlap by more than ``OVERLAP_MM`` (labels that touch are often given
        a hair too large: Avery L7161's 132.6 pt labels at a 132.5 pt pitch)."""
        rects, width, height = self._rects, self.label_width - OVERLAP_MM, self.label_height - OVERLAP_MM
        for layout in self.layouts:
            if (layout.nx > 1 and abs(layout.dx) < width) or (layout.ny > 1 and abs(layout.dy) < height):
                return True
        if len(self.layouts) == 1:
            return False
        if self.round:
            return any(math.dist(a[:2], b[:2]) < width for index, a in enumerate(rects) for b in rects[index + 1:])
        return any(abs(a[0] - b[0]) < width and abs(a[1] - b[1]) < height
                   for index, a in enumerate(rects) for b in rects[index + 1:])

    def label_rects(self):
        """Every label's ``(left, top, width, height)`` in mm on the page, in the template's numbering order
        (layout by layout, row by row): label number N is ``label_rects()[N - 1]``."""
        return self._rects

    @property
    def per_page(self):
        """How many labels one sheet holds (every layout)."""
        return len(self._rects)

    def label_box(self, index):
        """The ``(left, top, width, height)`` in mm of the ``index``-th label placed (0-based; the index runs on
        from one sheet to the next)."""
        return self._rects[index % self.per_page]

    @property
    def round(self):
        """Whether the label is a circle (two round labels on a card keep apart as circles)."""
        return self.shape == "round"

    @property
    def curved(self):
        """Whether the label is a circle or an ellipse: marks stay inside the largest circle it holds."""
        return self.shape in ("round", "ellipse")

    @property
    def usable(self):
        """Whether stickers can be laid out on this sheet."""
        return not self.unusable

    @property
    def product(self):
        """"Brand part" ("Avery L7651"), or "" for plain paper."""
        return f"{self.brand} {self.part}".strip()

    @cached_property
    def grid_box(self):
        """The ``(left, top, right, bottom)`` mm of the whole label grid (every label's outer edge)."""
        rects = self._rects
        return (min(r[0] for r in rects), min(r[1] for r in rects), max(r[0] + r[2] for r in rects),
                max(r[1] + r[3] for r in rects))

    def paper_name(self, lang=None):
        """The paper size in words ("A4", "US Letter"; another size in mm)."""
        if self.paper in PAPER_NAMES:
            return translate(PAPER_NAMES[self.paper], lang)
        return f"{self.paper} ({_mm(self.page_width, lang)} × {_mm(self.page_height, lang)} mm)"

    def label_words(self, lang=None):
        """The label's shape and size in words: "38.1 × 21.2 mm", "round 12 mm", "oval 40 × 60 mm"."""
        if self.shape == "round":
            return translate("round {diameter} mm", lang, diameter=_mm(self.label_width, lang))
        size = f"{_mm(self.label_width, lang)} × {_mm(self.label_height, lang)}"
        if self.shape == "ellipse":
            return translate("oval {size} mm", lang, size=size)
        return translate("{size} mm", lang, size=size)

    def title(self, lang=None):
        """The sheet as the user finds it in a shop, in ``lang``: "Avery L7651: 38.1 × 21.2 mm labels, 65 per
        sheet, A4"; an own plain-paper preset by its name."""
        if self.name:
            return translate(self.name, lang)
        return translate_plural("{product}: {label}, {count} label per sheet, {paper}",
                                "{product}: {label}, {count} labels per sheet, {paper}", self.per_page, lang,
                                product=self.product, label=self.label_words(lang), paper=self.paper_name(lang))

    def short_title(self, lang=None):
        """The sheet in a list of them: "Avery L7651 (38.1 × 21.2 mm, A4)"; plain paper by its name."""
        if self.name:
            return translate(self.name, lang)
        return translate("{product} ({label}, {paper})", lang, product=self.product, label=self.label_words(lang),
                         paper=self.paper_name(lang))

    def unusable_words(self, lang=None):
        """Why stickers cannot go on this sheet, in ``lang`` ("" when they can)."""
        if not self.unusable:
            return ""
        return translate(UNUSABLE[self.unusable], lang, paper=self.paper_name(lang))

    def search_text(self):
        """What a search matches: brand, part, description, size words, paper (lower case)."""
        words = [self.brand, self.part, self.description, self.paper, self.shape, self.id,
                 f"{self.label_width:g}x{self.label_height:g}", translate(self.name, "en") if self.name else ""]
        return " ".join(words).lower()


def _mm(value, lang):
    return format_number(round(value + 1e-9, 1), lang)


def _layout(raw):
    return glabels.Layout(nx=int(raw["nx"]), ny=int(raw["ny"]), x0=float(raw["x0"]), y0=float(raw["y0"]),
                          dx=float(raw["dx"]), dy=float(raw["dy"]))


def preset_from_json(raw, source=""):
    """An own preset (one ``printables/sheets/*.json`` file, parsed) → Sheet: ``product`` names its brand and
    part (``null`` for plain paper, which has a ``name``), ``glabels`` the template it equals."""
    label, product = raw["label"], raw.get("product") or {}
    return Sheet(id=raw["id"], brand=product.get("brand", ""), part=product.get("part", ""),
                 paper=raw["paper"], page_width=float(raw["page"]["width"]), page_height=float(raw["page"]["height"]),
                 shape=label["shape"], label_width=float(label["width"]), label_height=float(label["height"]),
                 corner=float(label.get("corner", 0)), layouts=tuple(_layout(item) for item in raw["layouts"]),
                 name=raw.get("name", ""), description=product.get("description", ""),
                 cut_lines=raw.get("cut_lines", False), equals=raw.get("glabels", ""), source=source)


def _paper(template):
    """The paper id of a template: its own, or A4 / US-Letter for a custom size equal to one (within 0.5 mm)."""
    if template.paper in PAPERS:
        return template.paper
    for paper, (width, height) in PAPERS.items():
        if abs(template.page_width - width) <= 0.5 and abs(template.page_height - height) <= 0.5:
            return paper
    return template.paper


def template_id(brand, part):
    """The sheet id of a gLabels template: ``avery:L7160`` (brand in lower case, spaces as hyphens)."""
    return "-".join(brand.lower().split()) + ":" + part.strip()


def sheet_from_template(template):
    """A gLabels Template → Sheet (``unusable`` says why when stickers cannot go on it)."""
    frame = template.frame
    paper = _paper(template)
    sheet = Sheet(id=template_id(template.brand, template.part), brand=template.brand, part=template.part,
                  paper=paper, page_width=template.page_width, page_height=template.page_height, shape=frame.shape,
                  label_width=frame.width, label_height=frame.height, corner=frame.corner, layouts=frame.layouts,
                  description=template.description, source=template.source)
    reason = ""
    if frame.shape not in USABLE_SHAPES:
        reason = frame.shape
    elif paper not in PAPERS:
        reason = "paper"
    elif not sheet.per_page or frame.width <= 0 or frame.height <= 0:
        reason = "empty"
    elif sheet.overlapping():
        reason = "overlap"
    return replace(sheet, unusable=reason) if reason else sheet


@lru_cache(maxsize=1)
def own_presets():
    """The project's own presets, by id, in the order of their files' ``order`` field."""
    presets = []
    for path in PRINTABLES.glob("sheets/*.json"):
        raw = json.loads(path.read_text(encoding="utf-8"))
        presets.append((raw.get("order", 99), preset_from_json(raw, source=path.name)))
    return {sheet.id: sheet for _order, sheet in sorted(presets, key=lambda item: (item[0], item[1].id))}


def _natural(text):
    return [int(part) if part.isdigit() else part.lower() for part in re.split(r"(\d+)", text)]


@lru_cache(maxsize=1)
def template_sheets():
    """Every installed gLabels template as a Sheet, by id, sorted by brand then part (numbers in order);
    the first template of an id wins (gLabels does the same)."""
    sheets = {}
    for template in glabels.installed_templates():
        sheet = sheet_from_template(template)
        sheets.setdefault(sheet.id.lower(), sheet)
    return {sheet.id: sheet for sheet in sorted(sheets.values(), key=lambda s: (_natural(s.brand), _natural(s.part)))}


@lru_cache(maxsize=1)
def catalogue():
    """Every sheet by id: the own presets first, then the gLabels templates that no own preset stands for."""
    own = own_presets()
    standing_for = {sheet.equals.lower() for sheet in own.values() if sheet.equals}
    return {**own, **{key: sheet for key, sheet in template_sheets().items() if key.lower() not in standing_for}}


@lru_cache(maxsize=1)
def _index():
    """Lower-case id → sheet, with each own preset also under the id of the template it stands for."""
    index = {key.lower(): sheet for key, sheet in catalogue().items()}
    index.update({sheet.equals.lower(): sheet for sheet in own_presets().values() if sheet.equals})
    return index


def normalised_id(text):
    """A typed sheet name as an id: ``Avery L7160``, ``AVERY:l7160`` → ``avery:l7160``."""
    text = " ".join(text.split()).lower()
    if ":" not in text and " " in text:
        brand, _, part = text.rpartition(" ")
        text = f"{brand}:{part}"
    brand, separator, part = text.partition(":")
    return f"{brand.strip().replace(' ', '-')}{separator}{part.strip()}"


def find_sheet(text):
    """The sheet named ``text`` (an id, in any case, or "Brand part"), usable or not; None if none is."""
    return _index().get(normalised_id(text)) if text else None


def usable_sheets():
    """Every sheet stickers can go on, by id (own presets first)."""
    return {key: sheet for key, sheet in catalogue().items() if sheet.usable}


def search(query, sheets=None):
    """The sheets (of ``sheets``, default every usable one) whose brand, part, size or description hold every
    word of ``query``; best first: exact part number, then part starting with a word, then the rest in
    catalogue order. An empty query finds nothing."""
    words = [word for word in re.split(r"[\s,;]+", query.lower()) if word]
    if not words:
        return []
    pool = usable_sheets() if sheets is None else sheets
    found = []
    for position, sheet in enumerate(pool.values()):
        text = sheet.search_text()
        if all(word in text for word in words):
            part = sheet.part.lower()
            rank = 0 if part in words else (1 if any(part.startswith(word) for word in words) else 2)
            found.append((rank, position, sheet))
    return [sheet for _rank, _position, sheet in sorted(found, key=lambda item: item[:2])]


def nearest_first(sheet, candidates):
    """``candidates`` ordered nearest to ``sheet`` first: the same paper size, then the same shape, then the
    closest label size (the differences of the two sides added), then catalogue order."""
    def distance(other):
        sides, other_sides = sorted((sheet.label_width, sheet.label_height)), sorted((other.label_width, other.label_height))
        return (other.paper != sheet.paper, other.shape != sheet.shape,
                round(abs(other_sides[1] - sides[1]) + abs(other_sides[0] - sides[0]), 3))
    return sorted(candidates, key=distance)
