"""Every card fits: its labels on the card without overlap or overhang, 3 mm between raised marks on different
labels, or a refusal before printing that names what fits; --card, --start-at, --only; the diagrams at 1:1."""

import itertools
from dataclasses import replace

import pytest

from companion.printing import PrintOptionError, card_layout
from companion.printing.data import GAMES, sheet_presets
from companion.printing.deck import Sticker
from companion.printing.stickers import StickerOptions, build, sticker_pdf
from tests.printing.test_sheet_geometry import label_boxes


def _box_gap(a, b):
    dx = max(b[0] - a[2], a[0] - b[2], 0.0)
    dy = max(b[1] - a[3], a[1] - b[3], 0.0)
    return (dx * dx + dy * dy) ** 0.5


def assert_card_holds(layout, curved):
    """Every piece of ``layout`` inside the card's margin, apart from the others, its raised parts 3 mm from theirs."""
    width, height = layout.size
    for x, y, w, h in (piece.box for piece in layout.pieces):
        assert x >= card_layout.CARD_MARGIN - 1e-6 and y >= card_layout.CARD_MARGIN - 1e-6
        assert x + w <= width - card_layout.CARD_MARGIN + 1e-6 and y + h <= height - card_layout.CARD_MARGIN + 1e-6
    for first, second in itertools.combinations(layout.pieces, 2):
        if not (curved and first.curved and second.curved):
            assert _box_gap(*[(p.box[0], p.box[1], p.box[0] + p.box[2], p.box[1] + p.box[3]) for p in (first, second)]) \
                >= card_layout.LABEL_GAP - 1e-6, (layout.card.id, first.box, second.box)
        for a, b in itertools.product(first.tactile_boxes(), second.tactile_boxes()):
            assert _box_gap(a, b) >= card_layout.TACTILE_GAP - 1e-6, (layout.card.id, a, b)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("sheet", list(sheet_presets()))
@pytest.mark.parametrize("card", [(), (70, 110)])
def test_no_label_overlaps_overhangs_or_crowds_a_raised_mark_on_any_preset(game, sheet, card):
    options = StickerOptions(game=game, sheet=sheet, card=card, method="flat", braille=True)
    try:
        built = build(options)
    except PrintOptionError as error:
        assert "Sheets that fit, nearest first: " in str(error) and "none with these options" not in str(error)
        return
    for _card, layout in list(built["layout"].cards) + list(built["layout"].whole):
        assert_card_holds(layout, built["preset"].curved)


@pytest.mark.parametrize("sheet", list(sheet_presets()))
@pytest.mark.parametrize("method", ["swell", "cut", "embosser", "flat"])
def test_an_explorers_function_card_is_laid_out_whole_on_every_preset_that_accepts_it(sheet, method):
    """A colour card that shows a function: its colour mark, direction dots, braille and its one QR code (the
    colour card's, in the corner) with the function's shape and braille, all on one card, apart and on it;
    refused before printing otherwise."""
    from companion.printing.data import deck_manifest

    options = StickerOptions(game="rainbow7-explorers", sheet=sheet, method=method, braille=True, card_qr=True,
                             base_url="http://192.168.1.20:8000")
    try:
        built = build(options)
    except PrintOptionError as error:
        assert "Sheets that fit, nearest first: " in str(error) or "changes" in str(error), str(error)
        return
    functions = deck_manifest("rainbow7-explorers")["functions"]
    whole = {card.id: layout for card, layout in built["layout"].whole}
    assert set(whole) == set(functions)
    for function, layout in whole.items():
        stickers = [(element.sticker.kind, element.sticker.key) for piece in layout.pieces
                    for element, _dx, _dy in piece.elements]
        kinds = [kind for kind, _key in stickers]
        assert ("shape", functions[function]) in stickers and ("qr", function) not in stickers, (function, stickers)
        assert kinds.count("qr") == 1 and "colour" in kinds and "letter" in kinds, (function, stickers)
        assert ("braille", (("function", function),)) in stickers, (function, stickers)
        assert_card_holds(layout, built["preset"].curved)


def test_a_5160_label_wider_than_the_card_lies_across_it_down_the_left_edge():
    built = build(StickerOptions(game="rainbow7-rain", sheet="letter-67x25", method="flat"))
    for _card, layout in built["layout"].cards:
        column = [piece for piece in layout.pieces if piece.zone == "column"]
        assert column and all(piece.across and piece.box[2] == pytest.approx(25.4) for piece in column)
        assert all(piece.box[0] == pytest.approx(card_layout.CARD_MARGIN) for piece in column)


def test_labels_too_small_for_a_mark_are_refused_with_the_products_that_fit():
    with pytest.raises(PrintOptionError, match=r"At real size, colour R \(red\) of red 1 does not fit the labels of "
                                               r"Endisch 6500012x \(round 12 mm, A4\)\. Sheets that fit, nearest first: "
                                               r"\w.*\(.*A4\)"):
        build(StickerOptions(game="rainbow7-rain", sheet="a4-round-12", method="flat"))


def test_a_refusal_with_no_product_left_names_the_options_that_fit():
    """US Letter round 19 mm labels cannot hold braille labels; on that sheet the deck fits without them."""
    with pytest.raises(PrintOptionError) as refused:
        build(StickerOptions(game="rainbow7-rain", sheet="letter-round-19", method="flat", braille=True))
    assert "Sheets that fit, nearest first: " in str(refused.value)
    assert "On this sheet it fits with one of these changes: without braille labels" in str(refused.value)


@pytest.mark.parametrize("game", ["rainbow7-explorers", "rainbow-snake"])
def test_a_refusal_with_no_product_and_no_change_on_the_sheet_names_the_change_and_the_products_that_fit(game):
    """Embossed Japanese braille with card QR stickers on OL28: no US Letter product holds the jokers' labels with
    the codes, and no change makes OL28 do; the refusal said only "none with these options". It names the change
    and the products that then fit, and each of them does."""
    from companion.printing.sheets import usable_sheets

    options = StickerOptions(game=game, sheet="letter-19x25", method="embosser", braille=True, card_qr=True,
                             base_url="http://192.168.1.20:8000", lang="ja")
    with pytest.raises(PrintOptionError) as refused:
        build(options)
    said = str(refused.value)
    assert "none with these options. Other sheets fit without card QR stickers: " in said, said
    by_title = {sheet.short_title("en"): sheet for sheet in usable_sheets().values()}
    named = [title for title in by_title if title in said.split("Other sheets fit")[1]]
    assert named and all("US Letter" in title for title in named), named
    for title in named:
        build(replace(options, sheet=by_title[title].id, card_qr=False))


def test_start_at_leaves_the_used_labels_empty():
    preset = sheet_presets()["a4-round-20"]
    pdf = sticker_pdf(StickerOptions(game="rainbow-field", sheet=preset.id, guide=False, start_at=10,
                                     counts={"copies": 1}, method="flat"))
    boxes = label_boxes(pdf)
    assert len(boxes) == 6
    left, top, _, _ = preset.label_box(9)
    assert boxes[0][0] == pytest.approx(left, abs=0.2) and boxes[0][1] == pytest.approx(top, abs=0.2)


def test_only_reprints_the_named_cards():
    built = build(StickerOptions(game="rainbow7-rain", only=("red-7", "violet-2"), method="flat"))
    assert [[e.sticker for e, _, _ in piece.elements] for piece in built["pieces"]] == [
        [Sticker("colour", "violet"), Sticker("value", 2)], [Sticker("colour", "red"), Sticker("value", 7)],
        [Sticker("shape", "plus")]]
    with pytest.raises(PrintOptionError, match="No card red-9"):
        build(StickerOptions(game="rainbow7-rain", only=("red-9",)))


@pytest.mark.parametrize("method", ["flat", "swell", "cut"])
def test_a_snake_middle_card_has_each_ends_colour_and_braille_at_that_end_the_right_one_turned(method):
    built = build(StickerOptions(game="rainbow-snake", method=method, braille=True, lang="ja"))
    width = built["options"].card_size[0]
    for card, layout in built["layout"].cards:
        if not card.id.startswith("middle-"):
            continue
        ends = {zone: [piece for piece in layout.pieces if piece.zone == zone] for zone in ("left", "right")}
        for zone, colour in (("left", dict(card.params)["colour"]), ("right", dict(card.params)["other"])):
            stickers = [e.sticker for piece in ends[zone] for e, _, _ in piece.elements]
            assert Sticker("colour", colour) in stickers and Sticker("braille", (("colour", colour),)) in stickers
            for piece in ends[zone]:
                centre = piece.box[0] + piece.box[2] / 2
                assert (centre < width / 2) if zone == "left" else (centre > width / 2)
                assert piece.turned == (zone == "right")





DIAGRAM_EDGE = (0.42, 0.42, 0.42)  # a label's edge on a diagram (#6b6b6b)


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
            labels = [d["rect"] for d in drawings if d.get("color")
                      and tuple(round(c, 2) for c in d["color"]) == DIAGRAM_EDGE
                      and card.x0 - 1 < d["rect"].x0 and d["rect"].x1 < card.x1 + 1
                      and card.y0 - 1 < d["rect"].y0 and d["rect"].y1 < card.y1 + 1]
            found.append(([v / MM for v in card], [[v / MM for v in label] for label in labels]))
    return found


@pytest.mark.parametrize("sheet", ["a4-38x21", "letter-19x25", "a4-round-20"])
def test_the_guides_cards_in_the_pdf_are_at_actual_size_with_every_label_on_the_card_and_none_overlapping(sheet):
    round_label = sheet_presets()[sheet].shape == "round"
    checked = 0
    for game in GAMES:
        options = StickerOptions(game=game, sheet=sheet, braille=not round_label, method="flat")
        try:
            built = build(options)
        except PrintOptionError:
            continue
        width, height = built["options"].card_size
        diagrams = diagrams_in_pdf(sticker_pdf(options))
        assert diagrams
        for (x0, y0, x1, y1), labels in diagrams:
            assert (x1 - x0, y1 - y0) == (pytest.approx(width, abs=0.05), pytest.approx(height, abs=0.05))
            assert labels, (game, sheet)
            for lx0, ly0, lx1, ly1 in labels:
                assert x0 - 0.05 <= lx0 and y0 - 0.05 <= ly0 and lx1 <= x1 + 0.05 and ly1 <= y1 + 0.05, game
                assert min(lx1 - lx0, ly1 - ly0) == pytest.approx(min(built["preset"].label_width,
                                                                      built["preset"].label_height), abs=0.1)
            for first, second in itertools.combinations(labels, 2):
                if not round_label:
                    assert _box_gap(first, second) >= card_layout.LABEL_GAP - 0.05, (game, first, second)
            checked += 1
    assert checked >= 4
