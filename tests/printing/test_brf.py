"""Embosser files read back: the labels laid out on a sheet's label grid parsed into their cells, one label per
label position; the running list and the player's key on numbered braille pages, their lines read back."""

import re
import subprocess

import pytest

from companion.printing import PrintOptionError
from companion.printing.braille import (BLANK, BRF_CELLS, CONTRACTED, HYPHEN, _call, back_translate, from_brf,
                                        number_braille)
from companion.printing.brf import BraillePage, brf_cards, key_brf, list_brf, page_size
from companion.printing.brf_grid import CELL_MM, Label, Sheet, brf_file, grid_pages, label_lines, page_cells, sheet_grid
from companion.printing.brf import grid_brf
from companion.printing.data import colour_codes, deck_manifest
from companion.printing.sheets import find_sheet
from companion.printing.deck import braille_cells
from companion.printing.describe import COLOUR_MARK_NAMES, SHAPE_NAMES
from companion.printing.stickers import StickerOptions
from companion.printing.tenji import kana_text
from companion.i18n import translate
from tests.printing.test_braille_languages import _normal
from tests.printing.test_cli import companion


def TITLE(lang=None):
    """The title of the test sheets."""
    return "test sheet"


def parse(data):
    """A BRF file as pages of lines of Unicode cells (CR LF lines, form feeds between pages)."""
    text = data.decode("ascii")
    assert "\n" not in text.replace("\r\n", "")
    return [[from_brf(line) for line in page.split("\r\n")[:-1]] for page in text.split("\f")]


def cells_at(page, runs):
    """The braille on one label position: its runs' cells, line by line (blanks at the ends dropped), the lines
    joined as a reader joins them: a word broken with the hyphen (⠤) goes on without it, else a blank."""
    text = ""
    for line, first, count in runs:
        row = page[line] if line < len(page) else ""
        part = row[first:first + count].ljust(count, BLANK).strip(BLANK)
        if part:
            text = text[:-1] + part if text.endswith(HYPHEN) else f"{text}{BLANK}{part}" if text else part
    return text


def test_brf_is_north_american_ascii_braille_as_liblouis_writes_it():
    every = "".join(chr(0x2800 + bits) for bits in range(64))
    assert BRF_CELLS == _call("lou_translateString", "en-us-brf.dis,braille-patterns.cti", every)
    assert from_brf(BRF_CELLS) == every


def test_the_grid_of_a4_is_33_cells_by_29_lines_and_of_letter_34_by_27():
    assert page_cells(sheet_grid(find_sheet("a4-38x21"))) == (33, 29)
    assert page_cells(sheet_grid(find_sheet("letter-67x25"))) == (34, 27)


def test_a_cell_belongs_to_a_label_only_when_all_its_dots_lie_on_it():
    sheet = Sheet("test", TITLE, 210, 297, (Label(10, 10, 30, 25), Label(50, 50, 20, 20, round=True)))
    for label in sheet.labels:
        for line, first, count in label_lines(sheet, label):
            for cell in range(first, first + count):
                for dx in (0, 2.5):
                    for dy in (0, 2.5, 5.0):
                        x, y = cell * CELL_MM[0] + 0.75 + dx, line * CELL_MM[1] + 0.75 + dy
                        if label.round:
                            centre = (label.x + label.width / 2, label.y + label.height / 2)
                            assert ((x - centre[0]) ** 2 + (y - centre[1]) ** 2) ** 0.5 <= label.width / 2 - 1.25
                        else:
                            assert label.x + 1.25 <= x <= label.x + label.width - 1.25
                            assert label.y + 1.25 <= y <= label.y + label.height - 1.25
    assert label_lines(sheet, sheet.labels[0]) == [(2, 2, 4)]  # dots from 11.25 to 38.75 mm across, 11.25 to 33.75 down


@pytest.mark.parametrize("game, lang, sheet", [("rainbow7-rain", "en", "a4-38x21"), ("rainbow7-explorers", "de", "a4-38x21"),
                                               ("rainbow7-explorers", "ja", "letter-67x25"),
                                               ("rainbow-snake", "fr", "letter-67x25"), ("rainbow-field", "en", "a4-plain")])
def test_the_labels_file_puts_each_cards_braille_label_on_a_label_position(game, lang, sheet):
    options = StickerOptions(game=game, lang=lang, sheet=sheet)
    grid = grid_brf(options)
    pages = parse(brf_file(grid.pages))
    columns, lines = page_cells(grid.sheet)
    assert all(len(page) <= lines and all(len(line) <= columns for line in page) for page in pages)
    checked, cards = brf_cards(options)
    expected = [braille_cells(s.key, lang) for card in cards for _ in range(card.copies) for s in card.stickers
                if s.kind == "braille"]
    runs = [label_lines(grid.sheet, label) for label in grid.sheet.labels]
    found = [cells_at(page, position) for page in pages for position in runs]
    assert [cells for cells in found if cells] == expected
    assert sum(1 for cells in found[:len(expected) + grid.passed] if not cells) == grid.passed
    assert not any(found[len(expected) + grid.passed:])
    covered = {(line, cell) for position in runs for line, first, count in position for cell in range(first, first + count)}
    for page in pages:  # nothing off the labels but the registration mark, a full cell at the page's first cell
        assert all(cell == BLANK or (line, index) in covered or ((line, index), cell) == ((0, 0), "⠿")
                   for line, row in enumerate(page) for index, cell in enumerate(row))
        assert (0, 0) in covered or page[0][0] == "⠿"


def test_a_label_fills_its_runs_in_order_without_an_empty_line():
    from companion.printing.brf_grid import fill

    assert fill("⠰⠗⠀⠼⠛", [2, 2], "en") == ["⠰⠗", "⠼⠛"]
    assert fill("⠰⠗⠀⠼⠛", [1, 5], "en") is None
    assert fill("⠗⠑⠧⠻⠎⠑", [4, 4], "en") == ["⠗⠑⠧⠤", "⠻⠎⠑"]


def test_a_label_too_long_for_one_position_goes_on_the_next_that_holds_it():
    sheet = Sheet("test", TITLE, 210, 297, (Label(0, 0, 16, 12), Label(0, 19, 40, 12)))
    grid = grid_pages(sheet, ["⠰⠗⠀⠼⠛"], "en")
    assert grid.passed == 1
    assert cells_at(parse(brf_file(grid.pages))[0], label_lines(sheet, sheet.labels[1])) == "⠰⠗⠀⠼⠛"


def test_used_labels_of_a_part_used_sheet_stay_blank():
    full = grid_brf(StickerOptions(game="rainbow7-rain", sheet="a4-38x21"))
    later = grid_brf(StickerOptions(game="rainbow7-rain", sheet="a4-38x21", start_at=6))
    runs = [label_lines(later.sheet, label) for label in later.sheet.labels]
    first = parse(brf_file(later.pages))[0]
    assert not any(cells_at(first, position) for position in runs[:5])
    assert cells_at(first, runs[5]) == cells_at(parse(brf_file(full.pages))[0], runs[0])


def test_on_the_default_sheet_the_labels_go_on_its_own_labels():
    options = StickerOptions(game="rainbow7-rain")
    assert options.sheet == "a4-38x21"
    assert grid_brf(options).sheet.id == "a4-38x21"


def test_labels_too_small_for_the_braille_put_it_on_a_sheet_of_the_same_paper_whose_labels_hold_them():
    grid = grid_brf(StickerOptions(game="rainbow7-rain", sheet="a4-round-12"))
    assert grid.sheet.id != "a4-round-12" and (grid.sheet.page_width, grid.sheet.page_height) == (210, 297)


def test_a_snake_middle_card_gets_one_braille_label_for_each_end():
    options, cards = brf_cards(StickerOptions(game="rainbow-snake", lang="en"))
    middle = next(card for card in cards if card.id == "middle-red-blue")
    grid = grid_brf(options)
    found = [cells_at(page, label_lines(grid.sheet, label)) for page in parse(brf_file(grid.pages))
             for label in grid.sheet.labels]
    assert [s.key for s in middle.stickers if s.kind == "braille"] == [(("colour", "red"),), (("colour", "blue"),)]
    assert found.count(braille_cells((("colour", "blue"),), "en")) == sum(
        card.copies * sum(1 for s in card.stickers if s.key == (("colour", "blue"),)) for card in cards)


def test_a_refusal_names_the_card_and_the_sheets_in_the_readers_language(monkeypatch):
    """When no A4 sheet's labels hold the Japanese explorers' labels of nine cells (here: A4 sheets of one 20 mm
    round label only), the refusal names the card, the chosen sheet and the sheets that would, never by id."""
    from companion.i18n.errors import translate_error
    from companion.printing import brf_grid

    small = Sheet("small", TITLE, 210, 297, (Label(10, 10, 20, 20, round=True),))
    original = brf_grid.sheet_grid
    monkeypatch.setattr(brf_grid, "sheet_grid",
                        lambda sheet, origin=(0, 0): small if sheet.paper == "A4" else original(sheet, origin))
    monkeypatch.setattr(brf_grid, "candidates", lambda chosen: [find_sheet("a4-round-20"), find_sheet("letter-67x25")])
    options = StickerOptions(game="rainbow7-explorers", lang="ja", sheet="a4-38x21",
                             counts={"sets": 1, "rainbow": 0, "drop": 0, "reverse": 0, "jump": 0, "take": 0})
    with pytest.raises(PrintOptionError) as raised:
        grid_brf(options)
    for lang in ("en", "fr", "ja"):
        said = translate_error(raised.value, lang)
        assert not re.search(r"\b(a4|letter)-[a-z0-9-]+\b|\b[a-z]+-(north|south|east|west)\b", said), said
        assert find_sheet("letter-67x25").short_title(lang) in said and find_sheet("a4-38x21").short_title(lang) in said
    assert translate_error(raised.value, "ja").startswith("東の緑の点字ラベルは")  # the longest label: ミドリ ヒガシ
    assert translate_error(raised.value, "fr").startswith("L’étiquette braille de la carte vert, Est ne tient ni sur les "
                                                          "étiquettes de la planche Avery L7651")


@pytest.mark.parametrize("lang", ["en", "fr", "de", "ja"])
def test_the_list_has_page_numbers_and_never_splits_an_entry(lang):
    page = BraillePage(30, 8)
    pages = parse(list_brf(StickerOptions(game="rainbow7-explorers", lang=lang), page))
    assert len(pages) > 3
    for number, lines in enumerate(pages, start=1):
        assert len(lines) == page.lines and all(len(line) <= page.cells for line in lines)
        assert lines[-1].strip(BLANK) == number_braille(number, lang) and lines[-1].endswith(number_braille(number, lang))
        body = lines[:-1]
        blocks = "\n".join(body).split("\n\n")
        for block in blocks:
            if block.strip():
                assert len(block.split("\n")) <= page.lines - 1


def test_each_card_of_the_list_is_its_name_then_its_label():
    options = StickerOptions(game="rainbow7-rain", lang="en")
    lines = [line for lines in parse(list_brf(options)) for line in lines[:-1]]
    assert back_translate(lines[0], CONTRACTED["en"]).lower().startswith("rainbow 7")
    index = lines.index("⠰⠗⠀⠼⠛")
    assert _normal(back_translate(lines[index - 1], CONTRACTED["en"])) == "red 7: 1 label"


def test_embosser_pages_are_cells_by_lines_within_limits():
    assert page_size("40x25") == BraillePage(40, 25) and page_size(" 32 × 28 ") == BraillePage(32, 28)
    for bad in ("40", "x25", "4x25", "40x2", "abc", ""):
        with pytest.raises(PrintOptionError):
            page_size(bad)


def _read(cells, lang):
    """A braille label read back, normalised: kana (as katakana) for Japanese, liblouis's back-translation for
    the others."""
    return _normal(kana_text(cells) if lang == "ja" else back_translate(cells, CONTRACTED[lang]))


def _spelt(word, lang):
    """A word as ``_read`` gives it back: Japanese hiragana as katakana."""
    if lang == "ja":
        word = "".join(chr(ord(c) + 0x60) if "ぁ" <= c <= "ゖ" else c for c in word)
    return _normal(word)


@pytest.mark.parametrize("lang", ["en", "fr", "ja", "de"])
def test_on_an_embossers_deck_the_braille_spells_the_shapes_that_are_not_raised(lang):
    words = {spec["shape"]: _spelt(spec["braille"][lang], lang) for entry in deck_manifest("rainbow-snake")["cards"]
             for spec in entry["stickers"] if "braille" in spec}
    options, cards = brf_cards(StickerOptions(game="rainbow-snake", lang=lang, method="embosser"))
    grid = grid_brf(options)
    found = {cells_at(page, label_lines(grid.sheet, label)) for page in parse(brf_file(grid.pages))
             for label in grid.sheet.labels}
    expect = {"red-head": ["triangle"], "blue-tail": ["ring"], "rainbow-head": ["star", "triangle"],
              "rainbow-tail": ["star", "ring"]}
    for card in (card for card in cards if card.id in expect):
        [cells] = [braille_cells(s.key, lang) for s in card.stickers if s.kind == "braille"]
        assert cells in found
        assert all(words[shape] in _read(cells, lang) for shape in expect[card.id]), (card.id, _read(cells, lang))
    raised = brf_cards(StickerOptions(game="rainbow-snake", lang=lang, method="swell"))[1]
    assert not any(part == "word" for card in raised for s in card.stickers if s.kind == "braille" for part, _ in s.key)
    rainbow = next(card for card in brf_cards(StickerOptions(game="rainbow7-rain", lang=lang, method="embosser"))[1]
                   if card.id == "rainbow")
    assert [_read(braille_cells(s.key, lang), lang) for s in rainbow.stickers if s.kind == "braille"] == [words["star"]]


@pytest.mark.parametrize("lang", ["en", "fr", "ja", "de"])
def test_braille_values_from_an_embosser_are_in_each_cards_embossed_label(lang):
    """A printed braille value sticker is flat: from an embosser the value goes into the card's braille label."""
    from companion.printing.card_layout import card_items

    options, cards = brf_cards(StickerOptions(game="rainbow7-rain", lang=lang, method="embosser", value="braille"))
    grid = grid_brf(options)
    found = {cells_at(page, label_lines(grid.sheet, label)) for page in parse(brf_file(grid.pages))
             for label in grid.sheet.labels}
    labels = {}
    for card in (card for card in cards if card.id != "rainbow"):
        [sticker] = [s for s in card.stickers if s.kind == "braille"]
        assert ("value", dict(card.params)["value"]) in sticker.key, card.id
        labels[card.id] = braille_cells(sticker.key, lang)
        assert labels[card.id] in found
    assert len(set(labels.values())) == len(labels), "every colour card's embossed label is its own"
    printed = {sticker.kind for card in cards for _, sticker in card_items(card, options)}
    assert "value" not in printed and "colour" in printed, "no flat braille value sticker beside the embossed label"


@pytest.mark.parametrize("game", ["rainbow7-rain", "rainbow7-explorers", "rainbow-snake", "rainbow-field"])
@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_key_says_every_mark_of_the_deck_with_its_meaning_and_lists_every_card(game, lang):
    from companion.printing.braille_key import key_entries
    from companion.printing.braille import contracted_braille
    from companion.printing.describe import card_label

    options, cards = brf_cards(StickerOptions(game=game, lang=lang))
    entries = key_entries(options, cards, lambda card: [])
    data = key_brf(StickerOptions(game=game, lang=lang))
    text = "".join(line for page in parse(data) for line in page[:-1])
    for kind, value in entries:
        if kind == "cells":
            continue
        cells = contracted_braille(value, lang)
        assert cells.replace(BLANK, "") in text.replace(BLANK, "")
        assert _normal(back_translate(cells, CONTRACTED[lang])) == _normal(value), value
    said = " ".join(value for kind, value in entries if kind != "cells")
    joined = ""
    for line in (line.strip(BLANK) for page in parse(data) for line in page[:-1]):
        joined = joined[:-1] + line if joined.endswith(HYPHEN) else f"{joined}{BLANK}{line}" if line else joined
    read_back = _normal(back_translate(joined, CONTRACTED[lang]))
    manifest = deck_manifest(game)
    for colour in manifest["colours"]:
        assert _normal(translate(COLOUR_MARK_NAMES[colour_codes()[colour]["mark"]], lang)) in read_back
    shapes = set(manifest.get("effects", {}).values()) | set(manifest.get("functions", {}).values()) | {
        spec["shape"] for entry in manifest["cards"] for spec in entry["stickers"] if spec["kind"] == "shape"}
    for shape in shapes:
        assert _normal(f"{translate(SHAPE_NAMES[shape], lang)}:") in read_back.replace(" :", ":"), shape
    meanings = [translate(spec["means"], lang) for entry in manifest["cards"] for spec in entry["stickers"]
                if spec["kind"] == "shape"]
    meanings += [function.upper() for function in manifest.get("functions", {})]
    from companion.printing.keycard import effect_words

    meanings += list(effect_words(game, lang).values())
    for meaning in meanings:
        assert _normal(meaning) in read_back, meaning
    if game == "rainbow-field":
        assert _normal(translate("Values: raised dots in groups of five, like the five of a die; count the groups, "
                                 "then the dots left over.", lang)) in read_back
    for card in cards:
        assert card_label(card, lang) in said


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_an_embossers_key_names_the_words_its_braille_spells_and_calls_nothing_else_raised(lang):
    from companion.printing.keycard import FLAT_DOT_WORDS, VALUE_WORDS

    def read_back(game):
        data = key_brf(StickerOptions(game=game, lang=lang, method="embosser"))
        joined = ""
        for line in (line.strip(BLANK) for page in parse(data) for line in page[:-1]):
            joined = joined[:-1] + line if joined.endswith(HYPHEN) else f"{joined}{BLANK}{line}" if line else joined
        return _normal(back_translate(joined, CONTRACTED[lang]))

    snake = read_back("rainbow-snake")
    for spec in (spec for entry in deck_manifest("rainbow-snake")["cards"] for spec in entry["stickers"] if "braille" in spec):
        assert _normal(spec["braille"][lang]) in snake
    field = read_back("rainbow-field")
    flat_then_braille = ("Values: dots in groups of five, printed flat for sight; a finger reads the value in each "
                         "card's braille label.")
    assert _normal(translate(flat_then_braille, lang)) in field  # the embossed label carries the value
    assert _normal(translate(FLAT_DOT_WORDS, lang)) not in field
    assert _normal(translate(VALUE_WORDS["dots"], lang)) not in field
    its = {part: translate(words, lang) for part, words in
           {"colour": "its colour letter", "value": "its value"}.items()}
    field_label = translate("Each card's braille label says {parts}.", lang, parts=its["value"])
    assert _normal(field_label) in field, "a field card's label has its value and no colour"
    assert _normal(its["colour"]) not in field
    assert _normal(its["value"]) not in snake, "a snake card's label has colours and words, no value"
    from companion.i18n import listed

    either = listed([translate("its direction", lang), translate("its function", lang)], lang, "or")
    assert _normal(either) in read_back("rainbow7-explorers"), "an explorers card has a direction or a function"


def test_the_key_in_japanese_is_kana_braille_that_reads_back():
    options, cards = brf_cards(StickerOptions(game="rainbow7-rain", lang="ja"))
    pages = parse(key_brf(options))
    text = " ".join(kana_text(line) for page in pages for line in page[:-1])
    assert "キノコガタ" in text and "アメトークン" in text and "ホシ： レインボー カード" in text


def test_kantenji_cannot_go_to_an_embosser():
    for make in (key_brf, list_brf, grid_brf):
        with pytest.raises(PrintOptionError, match="six-dot"):
            make(StickerOptions(game="rainbow7-rain", lang="ja", braille_system="kantenji", sheet="a4-38x21"))


def test_the_command_writes_the_three_embosser_files_without_a_pdf(tmp_path):
    result = companion("stickers", "rainbow7-rain", "--lang", "ja", "--brf", str(tmp_path / "g.brf"), "--brf-list",
                       str(tmp_path / "l.brf"), "--brf-key", str(tmp_path / "k.brf"), "--brf-page", "32x28",
                       "--sheet", "a4-round-20", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "1行33マス、1ページ29行" in result.stdout  # --lang ja: the stickers' language and the messages'
    for name in ("g", "l", "k"):
        assert (tmp_path / f"{name}.brf").read_bytes().isascii()
    assert all(len(page) == 28 for page in parse((tmp_path / "k.brf").read_bytes()))
    assert not list(tmp_path.glob("*.pdf"))


def dots_on_their_labels(grid, origin):
    """Whether every raised dot of a labels file, embossed from a first cell at ``origin`` (mm across and down from
    the paper's corner), lies on the label it was laid out for, with the margin braille keeps from a label's edge."""
    from companion.printing.tactile import BRAILLE_DOT, BRAILLE_PITCH, LABEL_MARGIN

    reach = BRAILLE_DOT / 2 + LABEL_MARGIN
    rects = find_sheet(grid.sheet.id).label_rects()
    pages, counted = parse(brf_file(grid.pages)), 0
    for page in pages:
        for label, (left, top, width, height) in zip(grid.sheet.labels, rects):
            for line, first, count in label_lines(grid.sheet, label):
                row = page[line] if line < len(page) else ""
                for cell in range(first, min(first + count, len(row))):
                    bits = ord(row[cell]) - 0x2800
                    for dot, (dx, dy) in enumerate([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]):
                        if bits & (1 << dot):
                            counted += 1
                            x = origin[0] + cell * CELL_MM[0] + BRAILLE_DOT / 2 + dx * BRAILLE_PITCH
                            y = origin[1] + line * CELL_MM[1] + BRAILLE_DOT / 2 + dy * BRAILLE_PITCH
                            if not (left + reach <= x <= left + width - reach and top + reach <= y <= top + height - reach):
                                return False
    assert counted > 0
    return True


@pytest.mark.parametrize("origin", [(4.0, 6.0), (2.5, 11.0)])
def test_an_embosser_whose_first_cell_is_off_the_corner_still_puts_each_label_on_its_label(origin):
    """Given where the first cell lands, the file is laid out from there: every dot falls on its own label of the
    paper; the file made for the corner, embossed from there, does not."""
    options = StickerOptions(game="rainbow7-rain", sheet="avery:L7651", braille=True, embosser_origin=origin)
    moved = grid_brf(options)
    assert dots_on_their_labels(moved, origin)
    at_corner = grid_brf(StickerOptions(game="rainbow7-rain", sheet="avery:L7651", braille=True))
    assert dots_on_their_labels(at_corner, (0.0, 0.0)) and not dots_on_their_labels(at_corner, origin)
    assert page_cells(moved.sheet) == (int((210 - origin[0]) // 6.2), int((297 - origin[1]) // 10))


def test_the_guide_and_the_command_say_where_the_first_cell_lands(tmp_path):
    from companion.printing.guide_steps import steps
    from companion.printing.stickers import build

    options = StickerOptions(game="rainbow7-rain", method="embosser", braille=True, embosser_origin=(4.0, 6.5),
                             lang="fr", interface="cli")
    said = " ".join(steps(build(options), [], []))
    assert "4\u00a0mm du bord gauche de la planche et à 6,5\u00a0mm de son bord supérieur" in said
    assert "--embosser-origin 4x6.5" in said
    corner = " ".join(steps(build(StickerOptions(game="rainbow7-rain", method="embosser", braille=True)), [], []))
    assert "the first cell in the sheet's top-left corner" in corner and "“Where the embosser's first cell" in corner
    made = companion("stickers", "rainbow7-rain", "--raise", "embosser", "--braille", "--brf", str(tmp_path / "l.brf"),
                     "--embosser-origin", "4x6", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    refused = companion("stickers", "rainbow7-rain", "--raise", "embosser", "--brf", str(tmp_path / "m.brf"),
                        "--embosser-origin", "31x0", "--lang", "de", cwd=tmp_path)
    assert refused.returncode == 2 and len(refused.stderr.strip().splitlines()) == 1
    assert refused.stderr.startswith("Fehler: Ungültiger Wert für --embosser-origin: Geben Sie an, wo der Braille-Drucker")
    assert refused.stderr.rstrip().endswith("(angegeben: „31x0“)")


def test_the_form_takes_where_the_first_cell_lands_and_says_a_bad_one_at_its_field(client):
    from tests.printing.test_web import field_errors

    query = "submitted=1&game=rainbow7-rain&raise=embosser&braille=on&colour=on&shapes=on&print_lang=en"
    corner = client.get(f"/print/braille-labels.brf?{query}&embosser_origin=0x0")
    moved = client.get(f"/print/braille-labels.brf?{query}&embosser_origin=4x6")
    assert corner.status_code == moved.status_code == 200 and corner.data != moved.data
    refused = client.get(f"/print?{query}&embosser_origin=4&lang=fr")
    assert refused.status_code == 400
    error = field_errors(refused.get_data(as_text=True)).get("embosser_origin", "")
    assert error.startswith("Indiquez") or "4x6" in error, error
    assert 'value="4"' in refused.get_data(as_text=True)  # what was typed stays


def test_the_command_refuses_a_bad_embosser_page_in_one_line(tmp_path):
    result = companion("stickers", "rainbow7-rain", "--brf-list", str(tmp_path / "l.brf"), "--brf-page", "40",
                       cwd=tmp_path)
    assert result.returncode == 2 and "CELLSxLINES" in result.stderr and len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("kind", ["labels", "list", "key"])
def test_the_form_downloads_every_embosser_file_on_the_default_sheet(client, kind):
    response = client.get(f"/print/braille-{kind}.brf?submitted=1&game=rainbow7-rain&print_lang=fr&colour=on&shapes=on")
    assert response.status_code == 200, response.get_data(as_text=True)[:300]
    assert f'filename="braille-{kind}-rainbow7-rain-fr.brf"' in response.headers["Content-Disposition"]
    assert response.data.isascii() and parse(response.data)[0]


def test_the_form_shows_an_embosser_refusal_at_its_field_in_the_page_language(client):
    from tests.printing.test_web import field_errors

    response = client.get("/print/braille-key.brf?submitted=1&game=rainbow7-rain&print_lang=ja&braille_system=kantenji"
                          "&lang=de")
    assert response.status_code == 400
    assert "acht Punkte" in field_errors(response.get_data(as_text=True)).get("braille_system", "")
    assert client.get("/print/braille-other.brf").status_code == 404


def test_lou_translate_reads_the_files_as_braille():
    data = key_brf(StickerOptions(game="rainbow7-rain", lang="en"))
    first = data.split(b"\r\n")[0].decode("ascii")
    read = subprocess.run(["lou_translate", "--backward", "en-us-brf.dis,en-ueb-g2.ctb"], input=first, text=True,
                          capture_output=True, check=True).stdout.strip()
    assert read.lower().startswith("rainbow 7")
