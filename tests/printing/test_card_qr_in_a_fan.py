"""A card QR code stays readable in a fanned hand: drawn where the app puts it, the next card laid over it as a
right-handed fan lays it (turned about a pivot 10 mm from the left and bottom edges), then read by zxing-cpp."""

import math
import re

import pytest
import zxingcpp
from PIL import Image, ImageDraw

from companion.printing import card_layout
from companion.printing.card_qr import code_box, qr_side
from companion.printing.qr import qr_path
from companion.printing.sheets import find_sheet

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
