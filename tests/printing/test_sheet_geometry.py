"""Label positions read back from the rendered PDF match each sheet preset to 0.2 mm; offsets and the ruler."""

import pytest

from companion.printing.data import sheet_presets
from companion.printing.stickers import StickerOptions, sticker_pdf
from tests.printing.pdfmeasure import drawings_mm, page_count

TOLERANCE = 0.2
EDGE_GREY = 0xBD / 255


def edge_boxes(pdf, grey, page_number=0):
    """The label edges of a sheet page: paths stroked in ``grey`` (the page's background, an artifact)."""
    return [d["box"] for d in drawings_mm(pdf, page_number)
            if d.get("color") and all(abs(c - grey) < 0.01 for c in d["color"])]


def label_boxes(pdf, page_number=0):
    """The label shapes of a sheet page: their edges in the label-edge grey."""
    return edge_boxes(pdf, EDGE_GREY, page_number)


def assert_matches_preset(boxes, preset, offset_x=0.0, offset_y=0.0):
    """Every label's centre and size is the preset's, within the tolerance."""
    for index, (x0, y0, x1, y1) in enumerate(boxes):
        left, top, width, height = preset.label_box(index, offset_x, offset_y)
        assert x1 - x0 == pytest.approx(width, abs=TOLERANCE)
        assert y1 - y0 == pytest.approx(height, abs=TOLERANCE)
        assert (x0 + x1) / 2 == pytest.approx(left + width / 2, abs=TOLERANCE), f"label {index} centre x"
        assert (y0 + y1) / 2 == pytest.approx(top + height / 2, abs=TOLERANCE), f"label {index} centre y"


WIDE_CARD = {"letter-67x25": (70, 110)}  # its labels are wider than a 63 mm card


@pytest.mark.parametrize("sheet", ["a4-round-12", "a4-round-20", "a4-38x21", "letter-round-19", "letter-67x25"])
def test_every_label_sits_where_the_preset_says(sheet):
    preset = sheet_presets()[sheet]
    pdf = sticker_pdf(StickerOptions(game="rainbow7-rain", sheet=sheet, guide=False, card=WIDE_CARD.get(sheet, ())))
    boxes = label_boxes(pdf)
    assert len(boxes) == min(109, preset.per_page)
    assert_matches_preset(boxes, preset)
    first_row_right = preset.x0 + (preset.nx - 1) * preset.dx + preset.label_width
    assert first_row_right <= preset.page_width and preset.y0 + (preset.ny - 1) * preset.dy + preset.label_height <= preset.page_height


def test_plain_paper_cut_lines_match_the_grid():
    preset = sheet_presets()["a4-plain"]
    pdf = sticker_pdf(StickerOptions(game="rainbow7-rain", sheet="a4-plain", guide=False))
    boxes = edge_boxes(pdf, 0x4D / 255)
    assert len(boxes) == 109
    assert_matches_preset(boxes, preset)


def test_page_size_is_the_presets():
    pdf = sticker_pdf(StickerOptions(game="rainbow7-rain", sheet="letter-67x25", guide=False, card=(70, 110)))
    import pymupdf

    page = pymupdf.open(stream=pdf, filetype="pdf")[0]
    assert page.rect.width * 25.4 / 72 == pytest.approx(215.9, abs=0.1)
    assert page.rect.height * 25.4 / 72 == pytest.approx(279.4, abs=0.1)


@pytest.mark.parametrize("offset_x, offset_y", [(1.5, 0.0), (0.0, -2.25), (-3.0, 4.0)])
def test_offsets_move_every_label_by_exactly_that(offset_x, offset_y):
    preset = sheet_presets()["a4-round-20"]
    plain = label_boxes(sticker_pdf(StickerOptions(game="rainbow7-rain", sheet=preset.id, guide=False)))
    moved = label_boxes(sticker_pdf(StickerOptions(game="rainbow7-rain", sheet=preset.id, guide=False,
                                                   offset_x=offset_x, offset_y=offset_y)))
    assert len(plain) == len(moved) == preset.per_page
    for before, after in zip(plain, moved):
        assert after[0] - before[0] == pytest.approx(offset_x, abs=0.01)
        assert after[1] - before[1] == pytest.approx(offset_y, abs=0.01)
    assert_matches_preset(moved, preset, offset_x, offset_y)


def test_full_rain_deck_fills_the_expected_number_of_sheets():
    pdf = sticker_pdf(StickerOptions(game="rainbow7-rain", sheet="a4-38x21", guide=False))
    assert page_count(pdf) == 2  # 109 stickers on 65-label sheets
    assert len(label_boxes(pdf, 1)) == 109 - 65


def test_ruler_on_the_guide_is_50_mm():
    pdf = sticker_pdf(StickerOptions(game="rainbow7-rain"))
    bars = [d["box"] for d in drawings_mm(pdf, 0)
            if d.get("fill") == (0.0, 0.0, 0.0) and 0.4 < d["box"][3] - d["box"][1] < 0.6
            and d["box"][2] - d["box"][0] > 40]
    assert len(bars) == 1
    assert bars[0][2] - bars[0][0] == pytest.approx(50.0, abs=0.05)
    ticks = [d["box"] for d in drawings_mm(pdf, 0)
             if d.get("fill") == (0.0, 0.0, 0.0) and abs(d["box"][2] - d["box"][0] - 0.2) < 0.02
             and abs(d["box"][1] - bars[0][1]) < 0.01]
    assert len(ticks) == 51
    assert max(t[0] for t in ticks) - min(t[0] for t in ticks) == pytest.approx(50.0, abs=0.05)


def test_the_us_letter_round_preset_is_sheetlabels_sl115_as_published():
    """SheetLabels SL115 in the gLabels template library: Label-round radius 0.375in, Layout nx 9 ny 12
    x0 0.625in y0 0.656in dx 0.812in dy 0.812in, US Letter."""
    inch = 25.4
    preset = sheet_presets()["letter-round-19"]
    assert (preset.page_width, preset.page_height) == (pytest.approx(8.5 * inch), pytest.approx(11 * inch))
    assert preset.shape == "round" and preset.label_width == preset.label_height == pytest.approx(0.75 * inch)
    assert (preset.nx, preset.ny) == (9, 12)
    assert [preset.x0, preset.y0, preset.dx, preset.dy] == pytest.approx(
        [0.625 * inch, 0.656 * inch, 0.812 * inch, 0.812 * inch], abs=0.001)
