"""The sticker documents the print tests read back, each rendered once per test process (cached by its options),
and where the layout model says each raised part lies on them, to find it in the PDF's vector data.

Every way of raising the marks (``raising.METHODS``) × braille labels or not × the four languages: each
language with its own deck, so that every deck is read back (English the rain tokens: values, the 7s'
effects, the Rainbow star; French the explorers: directions, function cards, the two QR codes of a function
card; Japanese the snake: middle cards with two ends, heads and tails; German the field cards: values to 15),
with small counts where a deck has them (every kind of card still there), and the card QR stickers on.
"""

from functools import lru_cache

import pymupdf

from companion.printing.elements import _shape_box
from companion.printing.raising import METHODS
from companion.printing.stickers import StickerOptions, build, sticker_pdf
from companion.printing import tactile

BASE = "http://192.168.1.20:8000"
LANGS = ("en", "fr", "ja", "de")
DECK_OF = {"en": "rainbow7-rain", "fr": "rainbow7-explorers", "ja": "rainbow-snake", "de": "rainbow-field"}
COUNTS = {"rainbow7-explorers": {"sets": 1, "rainbow": 1, "drop": 1, "reverse": 1, "jump": 1, "take": 1},
          "rainbow-snake": {"middles": 1, "same": 1}, "rainbow-field": {"highest": 12, "copies": 1},
          "rainbow7-rain": {}}
KINDS = [(method, braille, lang) for method in METHODS for braille in (False, True) for lang in LANGS]
MM = 72 / 25.4


def options_of(method, braille, lang, game=None, **more):
    """The options of one kind of document (the language's own deck unless ``game`` names another)."""
    game = game or DECK_OF[lang]
    return StickerOptions(game=game, method=method, braille=braille, lang=lang, counts=COUNTS[game], card_qr=True,
                          base_url=BASE, **more)


@lru_cache(maxsize=None)
def document(method, braille, lang, game=None):
    """``(built, pdf bytes)`` of one kind of document, rendered once per process."""
    options = options_of(method, braille, lang, game)
    return build(options), sticker_pdf(options)


def pages(pdf):
    """The PDF opened with PyMuPDF."""
    return pymupdf.open(stream=pdf, filetype="pdf")


def drawings(page):
    """The page's drawings, each with its box in mm (``box``: x0, y0, x1, y1) around its outline's points (a
    curve's control points, which PyMuPDF's ``rect`` holds, left out)."""
    from tests.printing.tactile_measure import rings_from_drawing

    found = []
    for drawing in page.get_drawings():
        points = [point for ring, _closed in rings_from_drawing(drawing) for point in ring]
        box = ((min(x for x, _ in points), min(y for _, y in points), max(x for x, _ in points),
                max(y for _, y in points)) if points else tuple(v / MM for v in drawing["rect"]))
        found.append({**drawing, "box": box})
    return found


def part_boxes(layout):
    """Every raised part of a laid-out card in card coordinates: ``[(piece index, element, part, (x0, y0, x1, y1))]``
    (a piece turned round has its parts turned about the element's centre, as it is drawn)."""
    found = []
    for index, piece in enumerate(layout.pieces):
        for element, ex, ey in piece.placed_elements():
            if not element.tactile:
                continue
            for part in element.parts:
                if part.kind == "shape":
                    x0, y0, x1, y1 = _shape_box(part.name, part.size)
                elif part.kind == "braille":
                    w, h = tactile.braille_size(list(part.lines))
                    x0, y0, x1, y1 = -w / 2, -h / 2, w / 2, h / 2
                else:
                    continue
                box = (part.x + x0, part.y + y0, part.x + x1, part.y + y1)
                if piece.turned:
                    box = (element.width - box[2], element.height - box[3], element.width - box[0],
                           element.height - box[1])
                found.append((index, element, part, (ex + box[0], ey + box[1], ex + box[2], ey + box[3])))
    return found


def card_outlines(pdf, size):
    """Where each card diagram of the guide is: ``[(page number, (x0, y0) mm)]`` in reading order (the dashed
    black outline of a card of ``size``)."""
    found = []
    for number, page in enumerate(pages(pdf)):
        outlines = [d["box"] for d in drawings(page) if d.get("color") == (0.0, 0.0, 0.0)
                    and d.get("dashes", "[] 0") != "[] 0" and abs(d["box"][2] - d["box"][0] - size[0]) < 0.6
                    and abs(d["box"][3] - d["box"][1] - size[1]) < 0.6]
        found += [(number, (box[0], box[1])) for box in sorted(outlines, key=lambda b: (round(b[1]), b[0]))]
    return found
