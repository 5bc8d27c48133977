"""Calibration: a printer that scales 101 %, shifts and turns the page is measured on the calibration page
(read back from its PDF, then moved as that printer would move it) and corrected to 0.1 mm at every corner
of the label grid, through the maths, the web form and the command line."""

import math
import re
from urllib.parse import parse_qsl, urlsplit

import pytest

from companion.printing import PrintOptionError
from companion.printing.calibration import (Correction, Measurements, PrinterError, checked_correction,
                                            correction_from, error_words, printer_error)
from companion.printing.calibration_page import calibration_pdf, crosshairs
from companion.printing.sheets import find_sheet
from tests.printing.pdfmeasure import filled_quads_mm
from tests.printing.test_sheet_geometry import label_boxes

PRINTER = PrinterError(shift_x=1.5, shift_y=1.5, scale_x=1.01, scale_y=1.01, rotation=0.3)
SHEET = "a4-38x21"
CORNER_TOLERANCE = 0.1


def _centre(points):
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


def _sides(points):
    return sorted(math.dist(points[i], points[(i + 1) % 4]) for i in range(2))


def measured_page(pdf):
    """What the calibration page draws, read from its PDF: each crosshair's centre and each ruler's end bars'
    centres (mm on the page)."""
    quads = filled_quads_mm(pdf)
    bars = [_centre(q) for q in quads if _sides(q) == [pytest.approx(0.6, abs=0.05), pytest.approx(12, abs=0.5)]]
    ends = [q for q in quads if _sides(q) == [pytest.approx(0.8, abs=0.05), pytest.approx(7, abs=0.3)]]
    crosses = []
    for centre in bars:  # the two bars of a crosshair share their centre
        if not any(math.dist(centre, other) < 0.5 for other in crosses):
            crosses.append(centre)
    across = sorted((_centre(q) for q in ends if abs(q[0][1] - q[2][1]) > 3), key=lambda c: c[0])
    down = sorted((_centre(q) for q in ends if abs(q[0][0] - q[2][0]) > 3), key=lambda c: c[1])
    return crosses, across, down


def nearest(point, points):
    return min(points, key=lambda other: math.dist(point, other))


def what_the_user_measures(printer=PRINTER, sheet=SHEET):
    """The calibration page's PDF printed by ``printer``: where crosshairs A and D land (mm from the paper's
    left and top edges) and how long each ruler comes out."""
    crosses, across, down = measured_page(calibration_pdf(sheet, "en"))
    expected = crosshairs(find_sheet(sheet))
    assert len(crosses) == 4 and len(across) == len(down) == 2
    top_left = printer.apply(*nearest(expected["top_left"], crosses))
    bottom_right = printer.apply(*nearest(expected["bottom_right"], crosses))
    ruler = lambda ends: math.dist(printer.apply(*ends[0]), printer.apply(*ends[1]))  # noqa: E731
    return {"tl_x": top_left[0], "tl_y": top_left[1], "br_x": bottom_right[0], "br_y": bottom_right[1],
            "ruler_x": ruler(across), "ruler_y": ruler(down)}


def assert_printed_to_size(pdf, sheet=SHEET, printer=PRINTER):
    """The corrected calibration page, printed by ``printer``: every crosshair where it belongs."""
    crosses, across, down = measured_page(pdf)
    for corner, point in crosshairs(find_sheet(sheet)).items():
        printed = printer.apply(*nearest(point, crosses))
        assert math.dist(printed, point) <= CORNER_TOLERANCE, (corner, printed, point)
    for ends in (across, down):
        assert math.dist(printer.apply(*ends[0]), printer.apply(*ends[1])) == pytest.approx(100, abs=CORNER_TOLERANCE)


def assert_labels_printed_in_place(pdf, sheet=SHEET, printer=PRINTER):
    """A corrected sticker sheet printed by ``printer``: each label's centre where the sheet has it; the grid's
    outer corners (first and last labels of the first and last rows) where the sheet has them."""
    preset = find_sheet(sheet)
    boxes = label_boxes(pdf)
    assert len(boxes) == preset.per_page
    for index, box in enumerate(boxes):
        left, top, width, height = preset.label_box(index)
        centre = printer.apply((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        assert math.dist(centre, (left + width / 2, top + height / 2)) <= CORNER_TOLERANCE, index + 1


@pytest.mark.parametrize("printer", [PRINTER, PrinterError(-2, 0.7, 0.985, 1.012, -0.45), PrinterError()])
def test_the_correction_undoes_the_printer_exactly(printer):
    correction = printer.correction()
    for point in [(0, 0), (210, 0), (0, 297), (210, 297), (105, 148.5)]:
        assert printer.apply(*correction.apply(*point)) == pytest.approx(point, abs=1e-6)


def test_a_print_scaled_101_percent_shifted_and_turned_is_measured_back_from_the_calibration_page():
    measured = what_the_user_measures()
    corners = crosshairs(find_sheet(SHEET))
    measurements = Measurements(measured["ruler_x"], measured["ruler_y"],
                                (measured["tl_x"] - corners["top_left"][0], measured["tl_y"] - corners["top_left"][1]),
                                (measured["br_x"] - corners["bottom_right"][0],
                                 measured["br_y"] - corners["bottom_right"][1]),
                                corners["top_left"], corners["bottom_right"])
    found = printer_error(measurements)
    assert (found.scale_x, found.scale_y, found.rotation) == pytest.approx((1.01, 1.01, 0.3), abs=1e-4)
    assert (found.shift_x, found.shift_y) == pytest.approx((1.5, 1.5), abs=0.01)
    without_rulers = printer_error(Measurements(None, None, measurements.top_left, measurements.bottom_right,
                                                corners["top_left"], corners["bottom_right"]))
    assert (without_rulers.scale_x, without_rulers.rotation) == pytest.approx((1.01, 0.3), abs=1e-4)
    assert "1.01" not in " ".join(error_words(found, "en"))
    assert error_words(found, "en") == ["It prints 1 % too large across the page.",
                                        "It prints 1 % too large down the page.",
                                        "It turns the page 0.3° clockwise.",
                                        "It shifts everything 1.5 mm to the right and 1.5 mm down."]


@pytest.mark.parametrize("fields", [("tl_x", "tl_y", "br_x", "br_y", "ruler_x", "ruler_y"),
                                    ("tl_x", "tl_y", "br_x", "br_y")])
def test_the_web_form_corrects_the_printer_to_a_tenth_of_a_millimetre_at_every_corner(client, fields):
    measured = what_the_user_measures()
    typed = {field: f"{measured[field]:.2f}".replace(".", ",") for field in fields}  # decimal commas, as in French
    page = client.get("/print/calibrate", query_string={"submitted": "1", "sheet": SHEET, "lang": "fr", **typed})
    assert page.status_code == 200
    text = page.get_data(as_text=True)
    assert "Votre imprimante" in text or "imprime" in text
    links = dict((label, href.replace("&amp;", "&")) for href, label in re.findall(r'<a href="([^"]+)">([^<]+)</a>', text))
    check = next(href for label, href in links.items() if href.startswith("/print/calibrate.pdf?"))
    stickers = next(href for label, href in links.items() if href.startswith("/print?"))
    checked = client.get(check)
    assert checked.status_code == 200 and checked.content_type == "application/pdf"
    assert_printed_to_size(checked.data)
    query = dict(parse_qsl(urlsplit(stickers).query))
    assert query["sheet"] == SHEET
    corrected = client.get("/print/stickers.pdf", query_string={**query, "submitted": "1", "game": "rainbow-field",
                                                                "raise": "flat",
                                                                "value": "large", "count-highest": "15",
                                                                "count-copies": "5"})
    assert corrected.status_code == 200
    from tests.printing.pdfmeasure import page_count

    assert_labels_printed_in_place(_sheet_page(corrected.data, page_count(corrected.data)))


def _sheet_page(pdf, pages, sheet=SHEET):
    """The first full sheet page of a sticker document (after its guide pages), as a one-page PDF."""
    import pymupdf

    source = pymupdf.open(stream=pdf, filetype="pdf")
    for number in range(pages):
        if len(label_boxes(pdf, number)) == find_sheet(sheet).per_page:
            single = pymupdf.open()
            single.insert_pdf(source, from_page=number, to_page=number)
            return single.tobytes()
    raise AssertionError("no sheet page")


def test_the_command_line_keeps_the_correction_by_name_and_applies_it(tmp_path):
    """``companion calibrate`` and ``companion stickers --printer``, the entry point run in this process."""
    from tests.command import companion as run

    measured = what_the_user_measures()
    page = run("calibrate", "-o", str(tmp_path / "calibration.pdf"), "--sheet", "avery:L7651", "--lang", "de")
    assert page.returncode == 0, page.stderr
    assert (tmp_path / "calibration.pdf").read_bytes().startswith(b"%PDF")
    saved = run("calibrate", "--sheet", SHEET, "--top-left", f"{measured['tl_x']:.2f},{measured['tl_y']:.2f}",
                "--bottom-right", f"{measured['br_x']:.2f};{measured['br_y']:.2f}".replace(".", ","),
                "--ruler-across", f"{measured['ruler_x']:.2f}", "--ruler-down", f"{measured['ruler_y']:.2f}",
                "--save", "library laser", "--data", str(tmp_path))
    assert saved.returncode == 0, saved.stderr
    assert "It prints 1 % too large across the page." in saved.stdout and "library laser" in saved.stdout
    assert (tmp_path / "printers.json").is_file()
    listed = run("calibrate", "--list", "--data", str(tmp_path))
    assert listed.stdout.startswith("library laser: The correction to use on the print form: move right")
    output = tmp_path / "corrected.pdf"
    printed = run("stickers", "rainbow-field", "-o", str(output), "--sheet", SHEET, "--no-guide", "--value", "large",
                  "--raise", "flat",
                  "--count", "highest=15", "--count", "copies=5", "--printer", "library laser", "--data", str(tmp_path))
    assert printed.returncode == 0, printed.stderr
    assert_labels_printed_in_place(output.read_bytes())
    check = run("calibrate", "-o", str(tmp_path / "check.pdf"), "--sheet", SHEET, "--printer", "library laser",
                "--data", str(tmp_path))
    assert check.returncode == 0, check.stderr
    assert_printed_to_size((tmp_path / "check.pdf").read_bytes())
    unknown = run("stickers", "rainbow-field", "-o", str(output), "--printer", "home inkjet", "--data", str(tmp_path))
    assert unknown.returncode == 2 and "No printer is saved as home inkjet" in unknown.stderr
    assert len(unknown.stderr.strip().splitlines()) == 1
    forgot = run("calibrate", "--forget", "library laser", "--data", str(tmp_path))
    assert forgot.returncode == 0 and run("calibrate", "--list", "--data", str(tmp_path)).stdout.startswith("No printer")
    none_saved = run("stickers", "rainbow-field", "-o", str(output), "--printer", "library laser", "--data", str(tmp_path))
    assert none_saved.returncode == 2 and "none is saved yet" in none_saved.stderr and ": -" not in none_saved.stderr


@pytest.mark.parametrize("correction, field, words", [
    (Correction(scale_x=94.0), "scale_x", "Fit to page"),
    (Correction(scale_y=103.5), "scale_y", "Fit to page"),
    (Correction(rotation=2.5), "rotation", "paper guides"),
    (Correction(offset_y=-11), "offset_y", "between -10 and 10"),
])
def test_a_correction_beyond_what_a_printer_does_is_refused_saying_what_to_change(correction, field, words):
    with pytest.raises(PrintOptionError, match=words) as refused:
        checked_correction(correction)
    assert refused.value.field == field


def test_a_scale_beyond_three_percent_keeps_braille_from_being_rescaled():
    assert checked_correction(Correction(scale_x=97.0, scale_y=103.0))
    with pytest.raises(PrintOptionError):
        correction_from(Measurements(ruler_x=94.0, ruler_y=94.0))


@pytest.mark.parametrize("query, field, words", [
    ("tl_x=4,7", "tl_y", "both distances of crosshair A"),
    ("ruler_x=cent", "ruler_x", "millimetres"),
    ("", "measurements", "at least one measurement"),
    ("ruler_x=90&ruler_y=90", "measurements", "Fit to page"),
])
def test_the_calibration_form_refuses_what_it_cannot_use_by_the_field(client, query, field, words):
    from tests.printing.test_web import field_errors

    page = client.get(f"/print/calibrate?submitted=1&sheet={SHEET}&{query}")
    assert page.status_code == 400
    text = page.get_data(as_text=True)
    message = field_errors(text).get(field) or re.search(rf'<p id="{field}-error">([^<]*)</p>', text).group(1)
    assert words in message


def test_the_calibration_page_says_every_step_in_words_and_where_each_crosshair_belongs(client):
    page = client.get(f"/print/calibrate?sheet={SHEET}").get_data(as_text=True)
    assert "By touch" in page and "tactile ruler" in page and "swell paper" in page
    assert "It belongs 4.7 mm from the left edge and 10.9 mm from the top edge." in page
    assert "It belongs 205.2 mm from the left edge and 286.5 mm from the top edge." in page
    from tests.printing.pdfmeasure import page_text

    text = " ".join(page_text(calibration_pdf(SHEET, "fr")).split())
    assert "A : doit se trouver à 4,7 mm du bord gauche" in text.replace("\u202f", " ").replace("\u00a0", " ")
