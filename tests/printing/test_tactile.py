"""Tactile marks read back from the PDF: braille at real size, countable value dots, a colour code felt by shape."""

import itertools
import math

import pytest

from companion.printing import PrintOptionError
from companion.printing.braille import number_braille
from companion.printing.deck import braille_cells
from companion.printing.data import colour_codes, colour_name, deck_manifest, direction_letters, sheet_presets
from companion.printing.stickers import StickerOptions, build, sticker_pdf
from tests.printing.pdfmeasure import drawings_mm, page_count

BLACK = (0.0, 0.0, 0.0)
WIDE_CARD = {"letter-67x25": (70, 110)}


def _points(drawing):
    """Every point of a drawing (rectangles as their four corners), in mm."""
    for item in drawing["items"]:
        for point in item[1:]:
            if hasattr(point, "x0"):
                corners = [(point.x0, point.y0), (point.x1, point.y0), (point.x1, point.y1), (point.x0, point.y1)]
                yield from ((x * 25.4 / 72, y * 25.4 / 72) for x, y in corners)
            elif hasattr(point, "x"):
                yield point.x * 25.4 / 72, point.y * 25.4 / 72


def _subpaths(drawing):
    """The on-curve points of each closed subpath of a path, in mm."""
    subpaths, last = [], None
    for item in drawing["items"]:
        if item[0] not in ("l", "c"):
            continue
        start, end = item[1], item[-1]
        if last is None or (start.x, start.y) != (last.x, last.y):
            subpaths.append([])
        subpaths[-1].append((end.x * 25.4 / 72, end.y * 25.4 / 72))
        last = end
    return subpaths


def dots_of(drawing):
    """The round dots of a black path, as (centre x, centre y, diameter) in mm."""
    dots = []
    for points in _subpaths(drawing):
        cx, cy = sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)
        dots.append((cx, cy, 2 * sum(math.dist(p, (cx, cy)) for p in points) / len(points)))
    return dots


def assert_real_braille_spacing(dots):
    """Dots side by side on a line are 2.5 mm apart within a cell and 6.2 mm from cell to cell: every gap is
    a whole number of cells, plus or minus one column (a blank cell between words allowed; gaps of 16 mm or
    more are between two braille texts side by side)."""
    rows = {}
    for x, y, _ in dots:
        rows.setdefault(round(y, 1), []).append(x)
    gaps = [b - a for xs in rows.values() for a, b in zip(sorted(xs), sorted(xs)[1:]) if b - a < 16]
    assert gaps
    for gap in gaps:
        cells = round(gap / 6.2)
        assert min(abs(gap - cells * 6.2 - column) for column in (-2.5, 0, 2.5)) < 0.05, gap


def stickers_by_label(options, page=0, strokes=False):
    """``[(sticker, [black drawings inside its label])]`` for one sheet page (``None``: every sheet page);
    black filled drawings, and black stroked ones (the ring, the orientation arc) if ``strokes``."""
    built = build(options)
    preset = built["preset"]
    pdf = sticker_pdf(options)
    skip = page_count(pdf) - len(built["pages"])
    found = []
    for number in range(len(built["pages"])) if page is None else [page]:
        drawings = [d for d in drawings_mm(pdf, skip + number)
                    if d.get("fill") == BLACK or strokes and d.get("color") == BLACK]
        for index, sticker in enumerate(built["stickers"][number * preset.per_page:(number + 1) * preset.per_page]):
            left, top, width, height = preset.label_box(index)
            inside = [d for d in drawings if left <= (d["box"][0] + d["box"][2]) / 2 <= left + width
                      and top <= (d["box"][1] + d["box"][3]) / 2 <= top + height]
            found.append((sticker, inside))
    return found


@pytest.mark.parametrize("sheet", [s for s in sheet_presets() if s != "a4-round-12"])
def test_braille_has_its_real_size_on_every_preset_where_it_fits(sheet):
    options = StickerOptions(game="rainbow7-rain", sheet=sheet, value="braille", colour=False, shapes=False,
                             guide=False, card=WIDE_CARD.get(sheet, ()))
    checked = 0
    for _sticker, drawings in stickers_by_label(options):
        dots = [dot for drawing in drawings for dot in dots_of(drawing)]
        assert all(dot[2] == pytest.approx(1.5, abs=0.05) for dot in dots)
        columns = sorted({round(dot[0], 2) for dot in dots})
        rows = sorted({round(dot[1], 2) for dot in dots})
        # ⠼ uses both columns of its cell; the digit's first column is one cell further on.
        assert columns[1] - columns[0] == pytest.approx(2.5, abs=0.05)
        assert columns[-1] - columns[0] == pytest.approx(6.2, abs=0.05) or columns[2] - columns[0] == pytest.approx(6.2, abs=0.05)
        assert all(b - a == pytest.approx(2.5, abs=0.05) for a, b in zip(rows, rows[1:]))
        checked += 1
    assert checked >= 49 or checked == sheet_presets()[sheet].per_page


def test_braille_too_big_for_a_label_is_refused_naming_the_presets_that_fit():
    with pytest.raises(PrintOptionError, match=r"Sheets that fit, nearest first: Rayfilm 1414K \(round 14 mm, A4\), "
                                               r"Rayfilm 1818K \(round 18 mm, A4\), or Endisch 6500020x \(round 20 mm, A4\)\.$"):
        build(StickerOptions(game="rainbow7-rain", sheet="a4-round-12", value="braille"))


def test_braille_covers_every_value_of_the_field_deck():
    options = StickerOptions(game="rainbow-field", sheet="a4-round-20", value="braille", counts={"highest": 15,
                                                                                                 "copies": 1}, guide=False)
    cells = {sticker.key: sum(len(dots_of(d)) for d in drawings) for sticker, drawings in stickers_by_label(options)}
    expected = {value: sum(bin(ord(c) - 0x2800).count("1") for c in number_braille(value, "en")) for value in range(1, 16)}
    assert cells == expected


@pytest.mark.parametrize("lang", ["en", "fr", "de", "ja"])
def test_braille_labels_spell_colour_direction_and_function(lang):
    built = build(StickerOptions(game="rainbow7-explorers", sheet="a4-38x21", braille=True, lang=lang))
    spelt = {sticker.key for sticker in built["stickers"] if sticker.kind == "braille"}
    assert (("colour", "navy"), ("direction", "north")) in spelt
    assert (("function", "reverse"),) in spelt
    assert len(spelt) == 4 * 7 + 4 + 4  # colour cards, Rainbow cards (direction only), function cards


def test_value_dots_are_countable_groups_of_five():
    options = StickerOptions(game="rainbow-field", sheet="a4-38x21", counts={"highest": 15, "copies": 1}, guide=False)
    for sticker, drawings in stickers_by_label(options):
        dots = [dot for drawing in drawings for dot in dots_of(drawing)]
        assert len(dots) == sticker.key
        assert all(dot[2] >= 1.5 - 0.02 for dot in dots)
        for first, second in itertools.combinations(dots, 2):
            clear = math.dist(first[:2], second[:2]) - (first[2] + second[2]) / 2
            assert clear >= 1.0 - 0.02, (sticker, first, second)


def _signature(drawings):
    """A shape's outline, independent of its size, place and rotation: its kinds of segments and the
    distances of its points from their centre, scaled to the farthest."""
    points = [p for drawing in drawings for p in _points(drawing)]
    cx, cy = sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)
    far = max(math.dist(p, (cx, cy)) for p in points)
    kinds = tuple(sorted(item[0] for drawing in drawings for item in drawing["items"]))
    return kinds, tuple(sorted(round(math.dist(p, (cx, cy)) / far, 1) for p in points))


def _marks(game, **options):
    found = {}
    for sticker, drawings in stickers_by_label(StickerOptions(game=game, swell=True, guide=False, **options),
                                               page=None, strokes=True):
        if drawings:
            found.setdefault((sticker.kind, sticker.key), drawings)
    return found


@pytest.mark.parametrize("sheet", list(sheet_presets()))
def test_every_colour_has_its_own_raised_shape_distinct_from_every_other_mark(sheet):
    marks = {}
    for game in ("rainbow7-rain", "rainbow7-explorers", "rainbow-snake"):
        card = {"rainbow-snake": (150, 70)}.get(game, WIDE_CARD[sheet]) if sheet in WIDE_CARD else ()
        if sheet == "letter-44x13" and game == "rainbow-snake":
            card = (100, 63)  # two 44.5 mm labels side by side at the ends of a snake card
        marks.update(_marks(game, value="none", sheet=sheet, card=card))
    colours = {key: drawings for (kind, key), drawings in marks.items() if kind == "colour"}
    assert set(colours) == set(colour_codes())
    others = [_signature(d) for (kind, _), d in marks.items() if kind == "shape"]
    for colour, drawings in colours.items():
        box = [min(d["box"][0] for d in drawings), min(d["box"][1] for d in drawings),
               max(d["box"][2] for d in drawings), max(d["box"][3] for d in drawings)]
        assert max(box[2] - box[0], box[3] - box[1]) >= 6.0, colour
        assert _signature(drawings) not in others, colour
    for first, second in itertools.combinations(colours, 2):
        same_mark = colour_codes()[first]["mark"] == colour_codes()[second]["mark"]
        assert same_mark == (colour_codes()[first]["fill"] == colour_codes()[second]["fill"]), (first, second)
        if not same_mark:
            assert _signature(colours[first]) != _signature(colours[second]), (first, second)


@pytest.mark.parametrize("game", ["rainbow7-rain", "rainbow7-explorers", "rainbow-snake"])
@pytest.mark.parametrize("lang", ["en", "fr", "de", "ja"])
def test_print_letters_are_unique_and_never_a_direction_letter(game, lang):
    letters = [colour_codes()[c]["letters"][lang] for c in deck_manifest(game)["colours"]]
    assert len(set(letters)) == len(letters)
    assert not set(letters) & {direction[lang] for direction in direction_letters().values()}


@pytest.mark.parametrize("game, lang", [("rainbow7-rain", "en"), ("rainbow7-explorers", "de"), ("rainbow-snake", "en")])
def test_the_key_card_is_one_page_of_large_print_and_real_braille(game, lang):
    import pymupdf

    document = pymupdf.open(stream=sticker_pdf(StickerOptions(game=game, sheet="a4-round-20", lang=lang)),
                            filetype="pdf")
    title = {"en": "The tactile code", "de": "Der Tastcode"}[lang]
    key = next(number for number, page in enumerate(document) if title in page.get_text())
    assert "groups of five" in document[key].get_text() or "Fünfergruppen" in document[key].get_text()
    names = [colour_name(c, lang) for c in deck_manifest(game)["colours"]]
    spans = [span for block in document[key].get_text("dict")["blocks"] for line in block.get("lines", [])
             for span in line["spans"]]
    for name in names:
        assert any(name in span["text"] and span["size"] >= 14 for span in spans), name
    dots = [dot for drawing in drawings_mm(document.tobytes(), key) if drawing.get("fill") == BLACK
            for dot in dots_of(drawing) if abs(dot[2] - 1.5) < 0.05]
    assert len(dots) > 10 * len(names)
    assert_real_braille_spacing(dots)


def test_directions_are_felt_as_one_to_four_dots_clockwise_from_north():
    options = StickerOptions(game="rainbow7-explorers", colour=False, shapes=False, guide=False,
                             counts={"sets": 1, "rainbow": 0})
    counted = {}
    for sticker, drawings in stickers_by_label(options):
        if sticker.kind == "letter":
            dots = [dot for drawing in drawings for dot in dots_of(drawing)]
            assert all(dot[2] >= 1.5 - 0.02 for dot in dots)
            counted.setdefault(sticker.key, set()).add(len(dots))
    assert counted == {"north": {1}, "east": {2}, "south": {3}, "west": {4}}


def test_on_swell_paper_the_key_cards_words_are_grey_and_its_marks_black():
    import pymupdf

    document = pymupdf.open(stream=sticker_pdf(StickerOptions(game="rainbow7-rain", sheet="a4-round-20", swell=True)),
                            filetype="pdf")
    key = next(page for page in document if "The tactile code" in page.get_text())
    spans = [span for block in key.get_text("dict")["blocks"] for line in block.get("lines", [])
             for span in line["spans"] if span["text"].strip()]
    assert spans and all(span["color"] != 0 for span in spans)
    assert sum(1 for drawing in key.get_drawings() if drawing.get("fill") == BLACK) > 10


def test_a_braille_label_too_long_for_one_line_wraps_to_fit_a_round_label_at_real_size():
    preset = sheet_presets()["a4-round-20"]
    options = StickerOptions(game="rainbow7-rain", sheet=preset.id, braille=True, colour=False, shapes=False,
                             value="none", guide=False)
    labels = [(sticker, drawings) for sticker, drawings in stickers_by_label(options, page=None)
              if sticker.kind == "braille"]
    assert len(labels) == 49
    for index, (sticker, drawings) in enumerate(labels):
        left, top, width, _ = preset.label_box(index)
        dots = [dot for drawing in drawings for dot in dots_of(drawing)]
        assert len(dots) == sum(bin(ord(c) - 0x2800).count("1") for c in braille_cells(sticker.key, "en"))
        assert all(dot[2] == pytest.approx(1.5, abs=0.05) for dot in dots)
        assert all(math.dist(dot[:2], (left + width / 2, top + width / 2)) + dot[2] / 2 <= width / 2 - 0.45
                   for dot in dots), sticker
        rows = sorted({round(dot[1], 2) for dot in dots})
        assert rows[-1] - rows[0] == pytest.approx(10.0 + 2 * 2.5, abs=0.05)  # two lines, 10 mm apart
