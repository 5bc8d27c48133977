"""Tactile marks read back from the PDF: braille at real size, countable value dots, a colour code felt by shape."""

import itertools
import math

import pytest

from companion.i18n import translate
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


def assert_real_braille_spacing(dots, allow_single=False):
    """Dots side by side on a line are 2.5 mm apart within a cell and 6.2 mm from cell to cell: every gap is
    a whole number of cells, plus or minus one column (a blank cell between words allowed; gaps of 16 mm or
    more are between two braille texts side by side); ``allow_single``: a label of one column has no gap."""
    rows = {}
    for x, y, _ in dots:
        rows.setdefault(round(y, 1), []).append(x)
    gaps = [b - a for xs in rows.values() for a, b in zip(sorted(xs), sorted(xs)[1:]) if b - a < 16]
    assert gaps or allow_single
    for gap in gaps:
        cells = round(gap / 6.2)
        assert min(abs(gap - cells * 6.2 - column) for column in (-2.5, 0, 2.5)) < 0.05, gap


def stickers_by_label(options, page=0, strokes=False):
    """``[(sticker, [black drawings inside its label])]`` for one label sheet page (``None``: every sheet page) of
    a flat print whose labels each hold one sticker; black filled drawings, and black stroked ones if
    ``strokes``."""
    built = build(options)
    preset = built["preset"]
    pdf = sticker_pdf(options)
    skip = page_count(pdf) - len(built["pages"])
    stickers = [piece.elements[0][0].sticker for piece in built["pieces"]]
    assert all(len(piece.elements) == 1 for piece in built["pieces"])
    found = []
    for number in range(len(built["pages"])) if page is None else [page]:
        drawings = [d for d in drawings_mm(pdf, skip + number)
                    if d.get("fill") == BLACK or strokes and d.get("color") == BLACK]
        for index, sticker in enumerate(stickers[number * preset.per_page:(number + 1) * preset.per_page]):
            left, top, width, height = preset.label_box(index)
            inside = [d for d in drawings if left <= (d["box"][0] + d["box"][2]) / 2 <= left + width
                      and top <= (d["box"][1] + d["box"][3]) / 2 <= top + height]
            found.append((sticker, inside))
    return found


@pytest.mark.parametrize("sheet", [s for s in sheet_presets() if s not in ("a4-round-12", "letter-round-19")])
def test_braille_has_its_real_size_on_every_preset_where_it_fits(sheet):
    options = StickerOptions(game="rainbow7-rain", sheet=sheet, value="braille", colour=False, shapes=False,
                             guide=False, card=WIDE_CARD.get(sheet, ()), method="flat")
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
    with pytest.raises(PrintOptionError, match=r"At real size, value 1 of red 1 does not fit the labels of Endisch "
                                               r"6500012x \(round 12 mm, A4\)\. Sheets that fit, nearest first: "
                                               r"Rayfilm 1414K \(round 14 mm, A4\), Rayfilm 1818K \(round 18 mm, A4\), "
                                               r"or Endisch 6500020x \(round 20 mm, A4\)\.$"):
        build(StickerOptions(game="rainbow7-rain", sheet="a4-round-12", value="braille", colour=False, shapes=False,
                             method="flat"))


def test_braille_covers_every_value_of_the_field_deck():
    options = StickerOptions(game="rainbow-field", sheet="a4-round-20", value="braille", counts={"highest": 15,
                                                                                                 "copies": 1},
                             guide=False, method="flat")
    cells = {sticker.key: sum(len(dots_of(d)) for d in drawings) for sticker, drawings in stickers_by_label(options)}
    expected = {value: sum(bin(ord(c) - 0x2800).count("1") for c in number_braille(value, "en")) for value in range(1, 16)}
    assert cells == expected


@pytest.mark.parametrize("lang", ["en", "fr", "de", "ja"])
def test_braille_labels_spell_colour_direction_and_function(lang):
    built = build(StickerOptions(game="rainbow7-explorers", sheet="a4-38x21", braille=True, lang=lang, method="flat"))
    spelt = {e.sticker.key for piece in built["pieces"] for e, _, _ in piece.elements if e.sticker.kind == "braille"}
    assert (("colour", "navy"), ("direction", "north")) in spelt
    assert (("function", "reverse"),) in spelt
    assert len(spelt) == 4 * 7 + 4 + 4  # colour cards, Rainbow cards (direction only), function cards


def test_value_dots_are_countable_groups_of_five_two_millimetres_with_more_between():
    options = StickerOptions(game="rainbow-field", sheet="a4-38x21", counts={"highest": 15, "copies": 1}, guide=False,
                             method="flat")
    for sticker, drawings in stickers_by_label(options):
        dots = [dot for drawing in drawings for dot in dots_of(drawing)]
        assert len(dots) == sticker.key
        assert all(dot[2] == pytest.approx(2.0, abs=0.03) for dot in dots)
        for first, second in itertools.combinations(dots, 2):
            clear = math.dist(first[:2], second[:2]) - (first[2] + second[2]) / 2
            assert clear >= 1.5 - 0.02, (sticker, first, second)


@pytest.mark.parametrize("game", ["rainbow7-rain", "rainbow7-explorers", "rainbow-snake"])
@pytest.mark.parametrize("lang", ["en", "fr", "de", "ja"])
def test_print_letters_are_unique_and_never_a_direction_letter(game, lang):
    letters = [colour_codes()[c]["letters"][lang] for c in deck_manifest(game)["colours"]]
    assert len(set(letters)) == len(letters)
    assert not set(letters) & {direction[lang] for direction in direction_letters().values()}


@pytest.mark.parametrize("game, lang", [("rainbow7-rain", "en"), ("rainbow7-explorers", "de"), ("rainbow-snake", "ja")])
def test_the_key_card_says_every_mark_and_shape_in_large_print_and_real_braille(game, lang):
    import pymupdf

    from companion.printing.keycard import key_texts

    options = StickerOptions(game=game, lang=lang)
    built = build(options)
    pdf = sticker_pdf(options)
    document = pymupdf.open(stream=pdf, filetype="pdf")
    title = {"en": "The tactile code", "de": "Der Tastcode", "ja": "触ってわかる記号"}[lang]
    first = next(number for number, page in enumerate(document) if title in page.get_text())
    last = len(document) - len(built["pages"]) - (-(-len(built["qr"]) // built["qr_preset"].per_page) if built["qr"]
                                                   else 0)
    key_pages = range(first, last)
    text = "".join("".join(document[number].get_text().split()) for number in key_pages)
    spans = [span for number in key_pages for block in document[number].get_text("dict")["blocks"]
             for line in block.get("lines", []) for span in line["spans"] if span["text"].strip()]
    others = "".join(translate("The same code in the other games:", lang).split())
    rows = [span for span in spans if others not in "".join(span["text"].split())]
    for name in [colour_name(c, lang) for c in deck_manifest(game)["colours"]]:
        assert any(name in span["text"] and span["size"] >= 18 - 0.01 for span in rows), name
    for _kind, words in key_texts(options)[1:]:
        assert "".join(words.split())[:12] in text, words
    dots = [dot for number in key_pages for drawing in drawings_mm(pdf, number) if drawing.get("fill") == BLACK
            for dot in dots_of(drawing) if abs(dot[2] - 1.5) < 0.05]
    assert len(dots) > 20 * len(key_texts(options))
    assert_real_braille_spacing(dots)


def test_directions_are_felt_as_one_to_four_dots_clockwise_from_north():
    options = StickerOptions(game="rainbow7-explorers", colour=False, shapes=False, guide=False, method="flat",
                             counts={"sets": 1, "rainbow": 0})
    counted = {}
    for sticker, drawings in stickers_by_label(options):
        if sticker.kind == "letter":
            dots = [dot for drawing in drawings for dot in dots_of(drawing)]
            assert all(dot[2] >= 2.0 - 0.03 for dot in dots)
            counted.setdefault(sticker.key, set()).add(len(dots))
    assert counted == {"north": {1}, "east": {2}, "south": {3}, "west": {4}}


def test_on_swell_paper_the_key_cards_words_are_grey_and_its_marks_black():
    import pymupdf

    document = pymupdf.open(stream=sticker_pdf(StickerOptions(game="rainbow7-rain", method="swell")), filetype="pdf")
    key = next(page for page in document if "The tactile code" in page.get_text())
    spans = [span for block in key.get_text("dict")["blocks"] for line in block.get("lines", [])
             for span in line["spans"] if span["text"].strip()]
    assert spans and all(span["color"] != 0 for span in spans)
    assert sum(1 for drawing in key.get_drawings() if drawing.get("fill") == BLACK) > 10


def test_a_braille_label_too_long_for_one_line_wraps_to_fit_a_round_label_at_real_size():
    preset = sheet_presets()["a4-round-20"]
    options = StickerOptions(game="rainbow7-rain", sheet=preset.id, braille=True, colour=False, shapes=False,
                             value="none", guide=False, method="flat")
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
