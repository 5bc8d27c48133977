"""Every sticker fits its card: no overlap, no overhang, or a clear refusal; --card, --start-at, --only."""

import itertools

import pytest

from companion.printing import PrintOptionError
from companion.printing.data import GAMES, sheet_presets
from companion.printing.deck import wanted
from companion.printing.layout import card_layout
from companion.printing.stickers import StickerOptions, build, sticker_pdf
from tests.printing.test_sheet_geometry import label_boxes


def _apart(first, second, round_label):
    if round_label:
        centre = lambda b: (b[0] + b[2] / 2, b[1] + b[3] / 2)  # noqa: E731
        (ax, ay), (bx, by) = centre(first), centre(second)
        return ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 >= first[2] / 2 + second[2] / 2
    return (first[0] + first[2] <= second[0] or second[0] + second[2] <= first[0]
            or first[1] + first[3] <= second[1] or second[1] + second[3] <= first[1])


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("sheet", list(sheet_presets()))
@pytest.mark.parametrize("card", [(), (57, 87), (70, 110)])
def test_no_sticker_overlaps_or_overhangs_on_any_preset_and_card_size(game, sheet, card):
    options = StickerOptions(game=game, sheet=sheet, card=card)
    try:
        built = build(options)
    except PrintOptionError as error:
        assert "Sheets that fit" in str(error)
        return
    preset, size = built["preset"], built["options"].card_size
    label, round_label = (preset.label_width, preset.label_height), preset.shape == "round"
    for deck_card in built["cards"]:
        placed = card_layout([p for p in deck_card.placements if wanted(p[0], options)], size, label, round_label)
        boxes = [box for _, box in placed]
        for x, y, w, h in boxes:
            assert x >= 0 and y >= 0 and x + w <= size[0] and y + h <= size[1], (deck_card.id, sheet)
        for first, second in itertools.combinations(boxes, 2):
            assert _apart(first, second, round_label), (deck_card.id, sheet, first, second)


def test_on_l7651_the_effect_shape_of_a_7_moves_off_the_value_sticker():
    built = build(StickerOptions(game="rainbow7-rain", sheet="a4-38x21"))
    seven = next(card for card in built["cards"] if card.id == "red-7")
    placed = dict((sticker.kind, box) for sticker, box in card_layout(seven.placements, (63, 88), (38.1, 21.2), False))
    assert _apart(placed["shape"], placed["value"], False)


def test_labels_wider_than_the_card_are_refused_with_the_presets_that_fit():
    with pytest.raises(PrintOptionError, match=r"labels of Avery 5160 \(66.7 × 25.4 mm, US Letter\) do not fit a 63 × 88 mm card: "
                                               r"red 1 needs 2 stickers.*nearest first: \w"):
        build(StickerOptions(game="rainbow7-rain", sheet="letter-67x25"))
    assert build(StickerOptions(game="rainbow7-rain", sheet="letter-67x25", card=(70, 110)))["stickers"]


def test_start_at_leaves_the_used_labels_empty():
    preset = sheet_presets()["a4-round-20"]
    pdf = sticker_pdf(StickerOptions(game="rainbow-field", sheet=preset.id, guide=False, start_at=10,
                                     counts={"copies": 1}))
    boxes = label_boxes(pdf)
    assert len(boxes) == 6
    left, top, _, _ = preset.label_box(9)
    assert boxes[0][0] == pytest.approx(left, abs=0.2) and boxes[0][1] == pytest.approx(top, abs=0.2)


def test_only_reprints_the_named_cards():
    built = build(StickerOptions(game="rainbow7-rain", only=("red-7", "violet-2")))
    assert [(s.kind, s.key) for s in built["stickers"]] == [
        ("colour", "red"), ("colour", "violet"), ("shape", "plus"), ("value", 2), ("value", 7)]
    with pytest.raises(PrintOptionError, match="No card red-9"):
        build(StickerOptions(game="rainbow7-rain", only=("red-9",)))


def test_the_refusal_counts_both_ends_of_a_snake_middle_card():
    with pytest.raises(PrintOptionError, match="middle card, red end needs 2 stickers"):
        build(StickerOptions(game="rainbow-snake", sheet="letter-67x25"))


EDGES = {(0.741, 0.741, 0.741), (0.302, 0.302, 0.302)}  # label outlines; cut lines on plain paper


def diagrams_in_pdf(pdf):
    """Each card diagram of the guide as drawn in the PDF: the card's box and its labels' boxes (mm)."""
    import pymupdf

    from tests.printing.pdfmeasure import MM

    found = []
    for page in pymupdf.open(stream=pdf, filetype="pdf"):
        drawings = page.get_drawings()
        cards = [d["rect"] for d in drawings if d.get("color") == (0.0, 0.0, 0.0) and d.get("dashes", "[] 0") != "[] 0"
                 and d["rect"].width > 40]
        for card in cards:
            labels = [d["rect"] for d in drawings if d.get("color") and tuple(round(c, 3) for c in d["color"]) in EDGES
                      and card.x0 - 30 < d["rect"].x0 and d["rect"].x1 < card.x1 + 30
                      and card.y0 - 30 < d["rect"].y0 and d["rect"].y1 < card.y1 + 30]
            found.append(([v / MM for v in card], [[v / MM for v in label] for label in labels]))
    return found


@pytest.mark.parametrize("sheet", list(sheet_presets()))
def test_the_guides_cards_in_the_pdf_are_at_actual_size_with_every_label_on_the_card_and_none_overlapping(sheet):
    round_label = sheet_presets()[sheet].shape == "round"
    checked = 0
    for game in GAMES:
        for braille in (False, True):
            options = StickerOptions(game=game, sheet=sheet, braille=braille,
                                     card=(70, 110) if sheet == "letter-67x25" and game != "rainbow-snake" else ())
            try:
                built = build(options)
            except PrintOptionError:
                continue
            width, height = built["options"].card_size
            for (x0, y0, x1, y1), labels in diagrams_in_pdf(sticker_pdf(options)):
                assert (x1 - x0, y1 - y0) == (pytest.approx(width, abs=0.05), pytest.approx(height, abs=0.05))
                assert labels, (game, sheet)
                for lx0, ly0, lx1, ly1 in labels:
                    assert x0 - 0.05 <= lx0 and y0 - 0.05 <= ly0 and lx1 <= x1 + 0.05 and ly1 <= y1 + 0.05, game
                boxes = [(lx0, ly0, lx1 - lx0, ly1 - ly0) for lx0, ly0, lx1, ly1 in labels]
                for first, second in itertools.combinations(boxes, 2):
                    assert _apart(first, second, round_label), (game, braille, first, second)
                checked += 1
    assert checked >= 4
