"""Label positions read back from the rendered PDF match each sheet to 0.1 mm: the own presets and gLabels'
templates (mm, inches and points; round, oval and rectangular; several layouts); the printer correction."""

import pytest

from companion.printing.calibration import Correction
from companion.printing.sheets import find_sheet, own_presets
from companion.printing.stickers import StickerOptions, build, sticker_pdf
from tests.printing.pdfmeasure import drawings_mm, page_count

TOLERANCE = 0.1
EDGE_GREY = 0xBD / 255


def edge_boxes(pdf, grey, page_number=0):
    """The label edges of a sheet page: paths stroked in ``grey`` (the page's background, an artifact)."""
    return [d["box"] for d in drawings_mm(pdf, page_number)
            if d.get("color") and all(abs(c - grey) < 0.01 for c in d["color"])]


def label_boxes(pdf, page_number=0):
    """The label shapes of a sheet page: their edges in the label-edge grey."""
    return edge_boxes(pdf, EDGE_GREY, page_number)


def assert_matches_sheet(boxes, sheet, correction=Correction()):
    """Label N of the page (in drawing order) is the sheet's label N: its size, and its centre where the
    correction puts it, within the tolerance."""
    assert boxes
    for index, (x0, y0, x1, y1) in enumerate(boxes):
        left, top, width, height = sheet.label_box(index)
        if correction.rotation == 0:
            assert x1 - x0 == pytest.approx(width * correction.scale_x / 100, abs=TOLERANCE), f"label {index + 1} width"
            assert y1 - y0 == pytest.approx(height * correction.scale_y / 100, abs=TOLERANCE), f"label {index + 1} height"
        centre = correction.apply(left + width / 2, top + height / 2)
        assert (x0 + x1) / 2 == pytest.approx(centre[0], abs=TOLERANCE), f"label {index + 1} centre x"
        assert (y0 + y1) / 2 == pytest.approx(centre[1], abs=TOLERANCE), f"label {index + 1} centre y"


FIELD_STICKERS = 60  # the field deck counted as below: values 1 to 15, four copies


def field_sheet_pdf(sheet, **options):
    """The field deck's 60 value stickers (large print: they fit any label) on ``sheet``, sheets only, on a
    card large enough for any label."""
    return sticker_pdf(StickerOptions(game="rainbow-field", sheet=sheet, value="large", guide=False, method="flat",
                                      card=(150, 190), counts={"highest": 15, "copies": 4}, **options))


WIDE_CARD = {"letter-67x25": (70, 110)}  # its labels are wider than a 63 mm card


@pytest.mark.parametrize("sheet", [key for key, preset in own_presets().items() if not preset.cut_lines])
def test_every_label_of_an_own_preset_sits_where_the_preset_says(sheet):
    preset = own_presets()[sheet]
    pdf = field_sheet_pdf(sheet)
    boxes = label_boxes(pdf)
    assert len(boxes) == min(FIELD_STICKERS, preset.per_page)
    assert_matches_sheet(boxes, preset)
    left, top, right, bottom = preset.grid_box
    assert left >= 0 and top >= 0 and right <= preset.page_width and bottom <= preset.page_height


@pytest.mark.parametrize("sheet, shape, labels", [
    ("avery:L7160", "rectangle", 21),  # lengths in points (181.4 x 108 pt)
    ("avery:5163", "rectangle", 10),  # inches
    ("rayfilm:1414K", "round", 247),  # millimetres, round
    ("endisch:6406342x", "ellipse", 18),  # oval
    ("staples:EU BC Supreme", "rectangle", 10),  # two layouts side by side: numbered layout by layout
    ("jac:987349-2", "rectangle", 5),  # three layouts in three places of the page
])
def test_every_label_of_a_glabels_template_sits_where_the_template_says(sheet, shape, labels):
    template = find_sheet(sheet)
    assert (template.shape, template.per_page) == (shape, labels)
    pdf = field_sheet_pdf(sheet)
    boxes = label_boxes(pdf)
    assert len(boxes) == min(labels, FIELD_STICKERS)
    assert_matches_sheet(boxes, template)


def test_the_template_numbering_runs_layout_by_layout_then_row_by_row():
    sheet = find_sheet("jac:987349-2")  # Layouts: 1 x 2 at (133.5, 5.5), 1 x 2 at (133, 216.5), 1 x 1 at (5.5, 130)
    assert [box[:2] for box in sheet.label_rects()] == [
        pytest.approx((133.5, 5.5)), pytest.approx((133.5, 44.5)), pytest.approx((133.0, 216.5)),
        pytest.approx((133.0, 255.5)), pytest.approx((5.5, 130.0))]
    staples = find_sheet("staples:EU BC Supreme")
    assert [round(box[0]) for box in staples.label_rects()] == [15] * 5 + [110] * 5


def test_plain_paper_cut_lines_match_the_grid():
    preset = own_presets()["a4-plain"]
    pdf = field_sheet_pdf("a4-plain")
    boxes = edge_boxes(pdf, 0x4D / 255)
    assert len(boxes) == FIELD_STICKERS
    assert_matches_sheet(boxes, preset)


@pytest.mark.parametrize("sheet, size", [("letter-67x25", (215.9, 279.4)), ("avery:L7160", (210, 297))])
def test_page_size_is_the_sheets(sheet, size):
    import pymupdf

    page = pymupdf.open(stream=field_sheet_pdf(sheet), filetype="pdf")[0]
    assert (page.rect.width * 25.4 / 72, page.rect.height * 25.4 / 72) == (pytest.approx(size[0], abs=0.1),
                                                                           pytest.approx(size[1], abs=0.1))


@pytest.mark.parametrize("offset_x, offset_y", [(1.5, 0.0), (0.0, -2.25), (-3.0, 4.0)])
def test_offsets_move_every_label_by_exactly_that(offset_x, offset_y):
    preset = own_presets()["a4-round-20"]
    plain = label_boxes(field_sheet_pdf(preset.id))
    moved = label_boxes(field_sheet_pdf(preset.id, offset_x=offset_x, offset_y=offset_y))
    assert len(plain) == len(moved) == FIELD_STICKERS
    for before, after in zip(plain, moved):
        assert after[0] - before[0] == pytest.approx(offset_x, abs=0.01)
        assert after[1] - before[1] == pytest.approx(offset_y, abs=0.01)
    assert_matches_sheet(moved, preset, Correction(offset_x, offset_y))


def test_a_scale_and_turn_correction_moves_every_drawn_label_as_its_matrix_says():
    correction = Correction(offset_x=-1.2, offset_y=0.8, scale_x=99.0, scale_y=101.0, rotation=-0.4)
    preset = own_presets()["a4-38x21"]
    boxes = label_boxes(field_sheet_pdf(preset.id, offset_x=-1.2, offset_y=0.8, scale_x=99, scale_y=101, rotation=-0.4))
    assert len(boxes) == 60
    assert_matches_sheet(boxes, preset, correction)


def test_full_rain_deck_fills_the_expected_number_of_sheets():
    options = StickerOptions(game="rainbow7-rain", sheet="a4-38x21", guide=False, method="flat", braille=True)
    count = len(build(options)["pieces"])  # 49 colour-and-value labels, 49 braille labels, 7 effects, 4 stars
    pdf = sticker_pdf(options)
    assert count == 109 and page_count(pdf) == 2
    assert len(label_boxes(pdf, 1)) == count - 65


def test_ruler_on_the_guide_is_50_mm():
    pdf = sticker_pdf(StickerOptions(game="rainbow7-rain"))
    bars = [d["box"] for d in drawings_mm(pdf, 0)
            if d.get("fill") == (0.0, 0.0, 0.0) and 0.3 < d["box"][3] - d["box"][1] < 0.5
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
    preset = own_presets()["letter-round-19"]
    (layout,) = preset.layouts
    assert (preset.page_width, preset.page_height) == (pytest.approx(8.5 * inch), pytest.approx(11 * inch))
    assert preset.shape == "round" and preset.label_width == preset.label_height == pytest.approx(0.75 * inch)
    assert (layout.nx, layout.ny) == (9, 12)
    assert [layout.x0, layout.y0, layout.dx, layout.dy] == pytest.approx(
        [0.625 * inch, 0.656 * inch, 0.812 * inch, 0.812 * inch], abs=0.001)
