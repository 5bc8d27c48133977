"""Choosing a label sheet among gLabels' products: search by brand and part, on the form (GET, no JavaScript),
in the htmx fragment and on the command line; the fit refusal naming products nearest first; part-used sheets."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from companion.i18n.errors import translate_error
from companion.printing import PrintOptionError
from companion.printing.chooser import CHOICES_LIMIT, sheet_choices
from companion.printing.sheets import find_sheet, nearest_first, search, usable_sheets
from companion.printing.sheet_pages import page_usage
from companion.printing.stickers import StickerOptions, build
from tests.printing.test_web import field_errors

COMMAND = [str(Path(sys.executable).with_name("companion"))]


def radios(page):
    """The sheet radio buttons of a page: ``[(value, checked, accessible name)]``."""
    return [(value, bool(checked), " ".join(name.split()))
            for value, checked, name in re.findall(
                r'<input type="radio" id="sheet-\d+" name="sheet" value="([^"]+)"( checked)?> ([^<]+)</label>', page)]


@pytest.mark.parametrize("query, first", [("L7160", "avery:L7160"), ("5160", "letter-67x25"),
                                          ("Herma 4464", "herma:4464"), ("avery l7651", "a4-38x21"),
                                          ("round 20", "a4-round-20")])
def test_typing_a_part_number_finds_the_product_first(query, first):
    assert search(query)[0].id == first


def test_a_search_needs_every_word_and_finds_nothing_for_a_part_that_glabels_does_not_have():
    assert all("herma" in sheet.id for sheet in search("herma 44"))
    assert search("Herma 4360") == []  # not in glabels-data 3.4
    choices = sheet_choices("a4-round-12", "Herma 4360", "en")
    assert "No label sheet matches “Herma 4360”" in choices["status"]
    assert [sheet.id for sheet in choices["sheets"]] == ["a4-round-12"], "the chosen sheet stays in the list"


def test_without_javascript_the_form_narrows_the_list_and_keeps_the_sheet_chosen(client):
    page = client.get("/print?submitted=1&game=rainbow7-rain&sheet=a4-38x21&sheet_q=L7160&find_sheet=1")
    assert page.status_code == 200
    text = page.get_data(as_text=True)
    found = radios(text)
    assert found[0] == ("a4-38x21", True, "Avery L7651: 38.1 × 21.2 mm, 65 labels per sheet, A4")
    assert found[1] == ("avery:L7160", False, "Avery L7160: 64 × 38.1 mm, 21 labels per sheet, A4")
    assert "1 label sheet matches “L7160”." in text and 'class="sheet-preview"' not in text
    assert 'formaction="/print#sheet-choice"' in text


def test_the_fragment_htmx_swaps_holds_the_list_and_the_status_for_the_live_region(client):
    text = client.get("/print/sheets?sheet_q=5160&sheet=a4-round-12&lang=de").get_data(as_text=True)
    assert '<p id="sheet-count" data-hx-swap-oob="innerHTML">' in text
    values = [value for value, _checked, _name in radios(text)]
    assert values[:3] == ["a4-round-12", "letter-67x25", "avery:15160"]
    assert "Etiketten pro Bogen" in text


def test_a_long_list_is_cut_and_says_so():
    choices = sheet_choices("a4-round-12", "avery", "en")
    assert len(choices["sheets"]) == CHOICES_LIMIT + 1
    assert "Type more of the name" in choices["status"]


def test_a_glabels_product_prints_and_its_numbering_drives_start_at(client):
    response = client.get("/print?submitted=1&raise=flat&game=rainbow-field&sheet=avery:L7160&value=large"
                          "&card=70x100&count-highest=9&count-copies=1&start_at=20")
    assert response.status_code == 200
    text = response.get_data(as_text=True)
    assert "Already used, left empty: labels 1 to 19. Stickers: labels 20 to 21. Left empty: label 1." not in text
    assert 'alt="Preview of sticker sheet 1 of 2. Already used, left empty: labels 1 to 19. Stickers: labels 20 to 21."' in text
    assert 'alt="Preview of sticker sheet 2 of 2. Stickers: labels 1 to 7. Left empty: labels 8 to 21."' in text
    refused = client.get("/print?submitted=1&raise=flat&game=rainbow-field&sheet=avery:L7160&value=large&card=70x100"
                         "&start_at=22")
    assert "from 1 to 21" in field_errors(refused.get_data(as_text=True))["start_at"]


def test_page_usage_counts_used_filled_and_empty_labels_in_numbering_order():
    options = build(StickerOptions(game="rainbow-field", sheet="a4-round-20", start_at=90, counts={"copies": 1},
                                   method="flat"))["options"]
    assert page_usage(options, 10) == [(89, 7, 0), (0, 3, 93)]
    assert page_usage(options, 0) == [(89, 0, 7)]


def test_the_preview_greys_the_used_labels_and_outlines_the_empty_ones():
    from companion.printing.sheet_pages import EMPTY_EDGE, USED_EDGE, USED_FILL

    built = build(StickerOptions(game="rainbow-field", sheet="a4-round-20", start_at=5, counts={"copies": 1},
                                 method="flat"))
    (page,) = built["pages"]
    assert page.count(f'fill="{USED_FILL}" stroke="{USED_EDGE}"') == 4
    assert page.count(f'fill="#ffffff" stroke="{EMPTY_EDGE}"') == 96 - 4 - len(built["pieces"])


def test_a_sheet_that_does_not_fit_names_products_that_do_nearest_first_in_the_readers_language():
    options = StickerOptions(game="rainbow7-rain", sheet="avery:L7163", lang="fr", method="flat")
    with pytest.raises(PrintOptionError) as refused:
        build(options)
    message = translate_error(refused.value, "fr")
    assert "Avery L7163 (99,1 × 38,1\u00a0mm, A4)" in message and "avery:" not in message and "red-1" not in message
    assert "1 rouge" in message  # the card by its French name, not its id
    offered = message.split("la plus éloignée\u202f:", 1)[1].split("Sur cette planche", 1)[0]
    named = re.findall(r"([A-Z][\w-]* [\w.-]+) \(", offered)
    assert len(named) == 3
    suggested = [find_sheet(name) for name in named]
    chosen = find_sheet("avery:L7163")
    for sheet in suggested:
        assert sheet.usable and sheet.paper == "A4" and sheet.brand
        build(StickerOptions(game="rainbow7-rain", sheet=sheet.id, method="flat"))  # each one fits
    distances = [abs(s.label_width - chosen.label_width) + abs(s.label_height - chosen.label_height) for s in suggested]
    assert distances == sorted(distances), "nearest first"
    assert [s.id for s in nearest_first(chosen, suggested)] == [s.id for s in suggested]


def test_a_cd_template_is_refused_with_its_reason_and_an_unknown_name_with_similar_ones():
    with pytest.raises(PrintOptionError, match=r"Avery L7676 \(117 × 117 mm, A4\) cannot carry stickers: CD or DVD"):
        build(StickerOptions(game="rainbow-field", sheet="avery:L7676"))
    with pytest.raises(PrintOptionError, match=r"No label sheet is called avery:L716\. Sheets with a similar name: "
                                               r"Avery L7160"):
        build(StickerOptions(game="rainbow-field", sheet="avery:L716"))


def test_companion_sheets_lists_usable_and_not_usable_with_the_reason():
    result = subprocess.run([*COMMAND, "sheets", "--search", "avery l76"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "  avery:L7660" in result.stdout or "  a4-38x21" in result.stdout
    usable, unusable = result.stdout.split("Not usable")
    assert "avery:L7676" in unusable and "CD or DVD label (a ring with a hole)" in unusable
    assert "avery:L7676" not in usable
    everything = subprocess.run([*COMMAND, "sheets"], capture_output=True, text=True, timeout=60).stdout
    assert f"Usable for stickers ({len(usable_sheets())})" in everything


def test_companion_stickers_takes_a_glabels_product(tmp_path):
    output = tmp_path / "l7160.pdf"
    result = subprocess.run([*COMMAND, "stickers", "rainbow-field", "-o", str(output), "--sheet", "avery:L7160",
                             "--card", "70x100", "--value", "large", "--no-guide", "--raise", "flat"],
                            capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    from tests.printing.test_sheet_geometry import assert_matches_sheet, label_boxes

    assert_matches_sheet(label_boxes(output.read_bytes()), find_sheet("avery:L7160"))
