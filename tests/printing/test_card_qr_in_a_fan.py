"""A card QR code stays readable in a fanned hand: drawn where the app puts it, the next card laid over it as a
right-handed fan lays it (turned about a pivot 10 mm from the left and bottom edges), then read by zxing-cpp."""

import math
import re
import subprocess

import pytest
import zxingcpp
from PIL import Image, ImageDraw

from companion.printing import card_layout, fan
from companion.printing.card_qr import code_box, qr_side
from companion.printing.qr import QUIET_MODULES, qr_path
from companion.printing.sheets import find_sheet
from companion.printing.stickers import StickerOptions, build, sticker_pdf
from tests.printing.pdfmeasure import drawings_mm, page_count

PX = 20  # pixels per mm
CARD = (63, 88)
URLS = ["http://192.168.1.2:8000/" + path for path in ("cards/rainbow7-explorers/purple-north+reverse",
                                                       "cards/rainbow7-rain/light-blue-7")]


def card_with_its_code(url, preset):
    """The card's top-left corner, 30 mm square, with the code drawn where qr_label_svg draws it."""
    side = qr_side(preset)
    label = (card_layout.CARD_MARGIN, card_layout.CARD_MARGIN, preset.label_width, preset.label_height)
    left, top = code_box(label, preset, side)
    modules, path = qr_path(url)
    image = Image.new("L", (CARD[0] * PX, CARD[1] * PX), 255)
    draw, module = ImageDraw.Draw(image), side / modules
    for start, row, length in re.findall(r"M(\d+),(\d+)h(\d+)", path):
        x, y = left + int(start) * module, top + int(row) * module
        draw.rectangle([x * PX, y * PX, (x + int(length) * module) * PX - 1, (y + module) * PX - 1], fill=0)
    return image


def lay_the_next_card(image, degrees):
    """The next card of the fan over this one: the same card turned ``degrees`` clockwise about the pivot."""
    pivot_x, pivot_y, turn = 10, CARD[1] - 10, math.radians(degrees)
    corners = [(0, 0), (CARD[0], 0), CARD, (0, CARD[1])]
    turned = [(pivot_x + (x - pivot_x) * math.cos(turn) - (y - pivot_y) * math.sin(turn),
               pivot_y + (x - pivot_x) * math.sin(turn) + (y - pivot_y) * math.cos(turn)) for x, y in corners]
    ImageDraw.Draw(image).polygon([(x * PX, y * PX) for x, y in turned], fill=140, outline=0)
    return image


@pytest.mark.parametrize("sheet, degrees", [(sheet, degrees) for sheet in ("avery:L7651", "a4-38x21", "letter-19x25",
                                                                          "letter-round-19", "a4-plain")
                                             for degrees in (15, 20)]  # the model's fan, and a looser one
                         + [(sheet, 12) for sheet in ("avery:L7651", "letter-19x25")])  # tighter: in the corner
@pytest.mark.parametrize("url", URLS)
def test_the_code_in_the_corner_is_read_in_a_fanned_hand(sheet, degrees, url):
    image = lay_the_next_card(card_with_its_code(url, find_sheet(sheet)), degrees)
    found = zxingcpp.read_barcodes(image.crop((0, 0, 30 * PX, 30 * PX)))
    assert [code.text for code in found] == [url]


def test_a_code_as_large_as_its_label_was_hidden_by_the_next_card():
    """The check can fail: the code that filled an L7651 label (19.6 mm) lay partly under the next card."""
    url, preset = URLS[0], find_sheet("avery:L7651")
    modules, path = qr_path(url)
    assert qr_side(preset) < 19.6
    image = Image.new("L", (CARD[0] * PX, CARD[1] * PX), 255)
    draw, module = ImageDraw.Draw(image), 19.6 / modules
    for start, row, length in re.findall(r"M(\d+),(\d+)h(\d+)", path):
        x, y = 1.8 + int(start) * module, 1.8 + int(row) * module
        draw.rectangle([x * PX, y * PX, (x + int(length) * module) * PX - 1, (y + module) * PX - 1], fill=0)
    assert zxingcpp.read_barcodes(image.crop((0, 0, 30 * PX, 30 * PX)))  # alone, it reads
    assert not zxingcpp.read_barcodes(lay_the_next_card(image, 15).crop((0, 0, 30 * PX, 30 * PX)))


def card_diagrams(pdf, size):
    """``[(page index, card box, code's symbol box)]`` (mm, page coordinates) of every card QR code drawn on the
    guide's placement diagrams: the black path of many runs inside a dashed card outline of ``size`` (mm)."""
    found = []
    for index in range(page_count(pdf)):
        drawings = drawings_mm(pdf, index)
        cards = [d["box"] for d in drawings if d.get("dashes") and d["type"] == "fs"
                 and abs(d["box"][2] - d["box"][0] - size[0]) < 0.1 and abs(d["box"][3] - d["box"][1] - size[1]) < 0.1]
        for card in cards:
            found += [(index, card, d["box"]) for d in drawings if d["type"] == "f" and d.get("fill") == (0, 0, 0)
                      and len(d["items"]) > 40 and card[0] <= d["box"][0] and d["box"][2] <= card[2]
                      and card[1] <= d["box"][1] and d["box"][3] <= card[3]]
    return found


DIAGRAM_DPI = 600


def rendered_page(pdf, index, tmp_path):
    """Page ``index`` (from 0) of ``pdf`` rendered by pdftoppm at 600 dpi, greyscale."""
    source = tmp_path / "guide.pdf"
    source.write_bytes(pdf)
    stem = tmp_path / f"diagram-{index}"
    subprocess.run(["pdftoppm", "-gray", "-png", "-singlefile", "-r", str(DIAGRAM_DPI), "-f", str(index + 1),
                    "-l", str(index + 1), str(source), str(stem)], check=True)
    return Image.open(f"{stem}.png").convert("L")


@pytest.mark.parametrize("options", [
    StickerOptions(game="rainbow7-explorers", card_qr=True, base_url="http://192.168.1.20:8000",
                   function_cards=(("drop", ("red-north", "blue-east")), ("reverse", ("yellow-south",)))),
    StickerOptions(game="rainbow-snake", method="flat", sheet="a4-round-20", card_qr=True,
                   base_url="http://192.168.1.20:8000"),
    StickerOptions(game="rainbow7-rain", method="cut", sheet="letter-67x25", card_qr=True,
                   base_url="http://192.168.1.20:8000")], ids=["explorers-swell", "snake-flat-round", "rain-cut-letter"])
def test_the_diagram_draws_the_code_as_the_qr_sheet_prints_it_and_a_fanned_hand_reads_it(options, tmp_path):
    """The guide's placement diagrams (1:1) draw each card's code at the size and in the place its QR sheet
    prints it (the old diagram drew 19.6 mm codes, half under the next card); read back from the PDF's vector
    data, then rendered at 600 dpi with the next card of a 15° fan laid over it."""
    built = build(options)
    pdf = sticker_pdf(options)
    diagrams = card_diagrams(pdf, options.card_size)
    assert diagrams
    sheet = drawings_mm(pdf, page_count(pdf) - 1)
    printed = {round(d["box"][2] - d["box"][0], 2) for d in sheet if d["type"] == "f" and d.get("fill") == (0, 0, 0)
               and len(d["items"]) > 40}
    side = qr_side(built["qr_preset"])
    pages = {index: rendered_page(pdf, index, tmp_path) for index, _, _ in diagrams}
    px = DIAGRAM_DPI / 25.4
    for index, card, symbol in diagrams:
        crop = pages[index].crop(tuple(round(v * px) for v in card))
        alone = zxingcpp.read_barcodes(crop, formats=zxingcpp.BarcodeFormat.QRCode)
        assert len(alone) == 1
        url = alone[0].text
        modules = qr_path(url)[0]
        module = side / modules
        assert module >= 0.3
        assert abs(symbol[2] - symbol[0] - (modules - 2 * QUIET_MODULES) * module) < 0.02
        assert round(symbol[2] - symbol[0], 2) in printed  # a code of the same size is on the QR sheet
        right, bottom = symbol[2] - card[0] + QUIET_MODULES * module, symbol[3] - card[1] + QUIET_MODULES * module
        assert fan.in_view(right - 0.01, bottom - 0.01)
        if tuple(options.card_size) != CARD:
            continue  # the snake's landscape cards lie on the table; the fan is of 63 × 88 mm cards
        fanned = lay_the_next_card(crop.resize((CARD[0] * PX, CARD[1] * PX)), 15)
        assert [code.text for code in zxingcpp.read_barcodes(fanned.crop((0, 0, 30 * PX, 30 * PX)))] == [url]
