"""The print pages through the test client: forms, previews, PDFs, 400s with messages, the join card."""

import re

import pytest

from companion import store
from tests.printing.pdfmeasure import page_text


def field_errors(page):
    """The per-field messages a page shows, by field id."""
    return dict(re.findall(r'<p id="([\w-]+)-error" class="field-error">([^<]*)</p>', page))


def test_sticker_form_and_nav_link(client):
    response = client.get("/print")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert page.count("<h1") == 1 and 'for="sheet_q"' in page and 'name="sheet" value="a4-38x21" checked' in page
    assert 'name="swell"' not in page
    assert page.index("How will the marks be raised?") < page.index('for="game"'), "the form asks that first"
    assert [value for value in re.findall(r'name="raise" value="(\w+)"', page)] == ["swell", "cut", "embosser", "flat"]
    assert 'id="raise-swell" name="raise" value="swell" aria-describedby="raise-swell-hint" checked' in page
    assert "A blind player cannot feel them." in page
    assert 'href="/print"' in client.get("/").get_data(as_text=True)
    assert "style=" not in page


def test_preview_shows_the_first_sheet(client):
    response = client.get("/print?submitted=1&raise=flat&game=rainbow7-explorers&sheet=a4-38x21&count-sets=1&value=dots")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert "data:image/svg+xml;base64," in page
    assert "stickers on" in page and 'id="count-sets"' in page
    assert "style=" not in page


def test_unchecked_boxes_are_kept_off(client):
    page = client.get("/print?submitted=1&raise=flat&game=rainbow7-rain&value=none").get_data(as_text=True)
    assert 'id="colour" name="colour" checked' not in page
    assert "0 stickers" in page or "stickers on 0" in page


def test_sticker_pdf_download(client):
    response = client.get("/print/stickers.pdf?submitted=1&game=rainbow7-rain&colour=on&shapes=on&print_lang=de")
    assert response.status_code == 200
    assert response.content_type == "application/pdf"
    assert "attachment" in response.headers["Content-Disposition"]
    assert "So entstehen die Karten" in page_text(response.data) and "Schwellpapier" in page_text(response.data)


@pytest.mark.parametrize("query, field, words", [
    ("offset_x=abc", "offset_x", "millimetres"),
    ("offset_y=25", "offset_y", "between -10 and 10"),
    ("game=rainbow7-explorers&count-sets=9", "count-sets", "from 1 to 4"),
    ("game=rainbow7-explorers&count-drop=many", "count-drop", "whole number"),
    ("sheet=a3", "sheet", "No label sheet is called a3"),
    ("game=chess", "game", "Choose one of the games"),
    ("print_lang=xx", "print_lang", "Choose one of the languages"),
])
@pytest.mark.parametrize("path", ["/print", "/print/stickers.pdf"])
def test_bad_sticker_options_give_400_and_a_message_by_the_field(client, path, query, field, words):
    response = client.get(f"{path}?submitted=1&{query}")
    assert response.status_code == 400
    assert response.content_type.startswith("text/html")
    page = response.get_data(as_text=True)
    assert words in field_errors(page)[field]
    assert f'aria-describedby="{field}-error"' in page or f"{field}-error\"" in page


def test_messages_follow_the_page_language(client):
    page = client.get("/print?submitted=1&offset_x=abc&lang=fr").get_data(as_text=True)
    assert "Saisissez un nombre de millimètres" in field_errors(page)["offset_x"]


def test_rule_cards_form_and_pdf(client):
    page = client.get("/print/rule-cards?game=rainbow7-rain&print_lang=fr&base_url=https://r.example.org")
    assert page.status_code == 200
    text = page.get_data(as_text=True)
    assert "https://r.example.org/rules/rainbow7-rain/seven-effects?lang=fr" in text
    response = client.get("/print/rule-cards.pdf?game=rainbow7-rain&print_lang=fr&base_url=https://r.example.org")
    assert response.status_code == 200 and response.content_type == "application/pdf"
    assert "Les effets des 7" in " ".join(page_text(response.data).split())


def test_rule_cards_default_to_this_sites_address(client):
    text = client.get("/print/rule-cards?game=rainbow-snake").get_data(as_text=True)
    assert "http://localhost/rules/rainbow-snake/jokers?lang=en" in text


@pytest.mark.parametrize("path", ["/print/rule-cards", "/print/rule-cards.pdf"])
def test_bad_base_url_gives_400_and_a_message(client, path):
    response = client.get(f"{path}?base_url=javascript:alert(1)")
    assert response.status_code == 400
    assert "must start with http" in field_errors(response.get_data(as_text=True))["base_url"]


def test_join_card_for_a_table(app, client):
    table = store.create_table("rainbow7-rain", ["Ana", "Ben", "Chloé"], {}, engine=app.extensions["companion_db"])
    response = client.get(f"/t/{table.id}/join-card.pdf")
    assert response.status_code == 200 and response.content_type == "application/pdf"
    text = page_text(response.data)
    assert "Players: Ana, Ben, and Chloé" in " ".join(text.split()) and "Rainbow 7" in text
    french = page_text(client.get(f"/t/{table.id}/join-card.pdf", headers={"Accept-Language": "fr"}).data)
    assert "Joueurs\u202f: Ana, Ben et Chloé" in french.replace("\n", " ")


def test_join_card_of_a_missing_table_is_404(client):
    assert client.get("/t/no-such-table/join-card.pdf").status_code == 404


def test_the_form_reprints_a_few_cards_from_a_part_used_sheet(client):
    response = client.get("/print?submitted=1&raise=flat&game=rainbow7-rain&sheet=a4-38x21&colour=on&shapes=on"
                          "&only=red-7,violet-2&start_at=5")
    assert response.status_code == 200
    assert "3 stickers on 1 sheet" in response.get_data(as_text=True)


@pytest.mark.parametrize("query, field, words", [
    ("sheet=a4-round-12", "sheet", "Sheets that fit, nearest first"),
    ("sheet=a4-round-12&card=70x", "card", "63x88"),
    ("only=red-9", "only", "No card red-9"),
    ("start_at=999", "start_at", "from 1 to 65"),
    ("value=braille&sheet=a4-round-12", "sheet", "Rayfilm 1414K (round 14 mm, A4)"),
    ("raise=paint", "raise", "Choose one of the ways of raising the marks"),
])
def test_labels_that_do_not_fit_are_refused_on_the_form(client, query, field, words):
    method = "" if "raise=" in query else "raise=flat&"
    response = client.get(f"/print?submitted=1&game=rainbow7-rain&{method}{query}")
    assert response.status_code == 400
    assert words in field_errors(response.get_data(as_text=True)).get(field, "")


def test_the_form_shows_the_deck_count_before_any_preview_and_every_sheet_after(client):
    page = client.get("/print?game=rainbow7-rain").get_data(as_text=True)
    assert "This deck: 60 pieces on 1 swell sheet." in page and "sheet-preview" not in page
    page = client.get("/print?submitted=1&game=rainbow7-rain&raise=flat&sheet=a4-38x21&colour=on&shapes=on&braille=on"
                      ).get_data(as_text=True)
    assert page.count('class="sheet-preview"') == 2
    assert "Preview of sticker sheet 2 of 2" in page
    swell = client.get("/print?submitted=1&game=rainbow7-rain&raise=swell&colour=on&shapes=on&braille=on"
                       ).get_data(as_text=True)
    assert "Preview of swell sheet 2 of 2." in swell and "60 pieces on 2 swell sheets." in swell


def test_the_cut_method_offers_the_cut_file_and_the_placement_sheet(client):
    query = "submitted=1&game=rainbow7-rain&raise=cut&colour=on&shapes=on"
    page = client.get(f"/print?{query}").get_data(as_text=True)
    assert "The cut file has 1 sheet of material." in page
    assert 'formaction="/print/marks.svg"' in page and "Download the placement sheet (PDF)" in page
    svg = client.get(f"/print/marks.svg?{query}")
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml"
    assert 'filename="marks-rainbow7-rain.svg"' in svg.headers["Content-Disposition"]
    assert svg.get_data(as_text=True).startswith("<?xml") and 'id="reference-50mm"' in svg.get_data(as_text=True)
    assert client.get(f"/print/marks.svg?{query}&part=2").status_code == 404
    assert client.get(f"/print/marks.svg?{query}&part=x").status_code == 404
    refused = client.get("/print/marks.svg?submitted=1&game=rainbow7-rain&offset_x=abc")
    assert refused.status_code == 400 and "millimetres" in field_errors(refused.get_data(as_text=True))["offset_x"]


def test_a_loopback_base_url_is_flagged_with_the_wifi_addresses(client, monkeypatch):
    monkeypatch.setattr("companion.web.lan.lan_addresses", lambda: ["192.168.1.20"])
    page = client.get("/print/rule-cards?base_url=http://127.0.0.1:8000").get_data(as_text=True)
    assert 'id="base_url-loopback"' in page and "http://192.168.1.20:8000" in page
    assert 'aria-describedby="base_url-hint base_url-loopback"' in page
    page = client.get("/print/rule-cards?base_url=http://192.168.1.20:8000").get_data(as_text=True)
    assert 'id="base_url-loopback"' not in page


def test_card_qr_stickers_on_a_loopback_base_url_are_flagged_with_the_wifi_addresses(client, monkeypatch):
    monkeypatch.setattr("companion.web.lan.lan_addresses", lambda: ["192.168.1.20"])
    asked = "/print?submitted=1&game=rainbow-snake&sheet=a4-38x21&card_qr=on&base_url=http://localhost:8000"
    page = client.get(asked).get_data(as_text=True)
    assert 'id="base_url-loopback"' in page and ">http://192.168.1.20:8000</a>" in page
    assert 'aria-describedby="base_url-hint base_url-loopback"' in page
    link = re.search(r'<a href="([^"]+)">http://192.168.1.20:8000</a>', page).group(1).replace("&amp;", "&")
    again = client.get(link).get_data(as_text=True)  # the same choices on the Wi-Fi address
    assert 'id="base_url-loopback"' not in again and 'value="http://192.168.1.20:8000"' in again
    assert 'id="card_qr" name="card_qr" aria-describedby="card_qr-hint" checked' in again
    without_qr = client.get(asked.replace("&card_qr=on", "")).get_data(as_text=True)
    assert 'id="base_url-loopback"' not in without_qr  # the address only matters for card QR stickers


def test_rule_card_form_prints_tactile_cards_on_swell_paper(client):
    form = client.get("/print/rule-cards").get_data(as_text=True)
    assert 'name="tactile"' in form and 'name="swell"' in form
    response = client.get("/print/rule-cards.pdf?game=rainbow-snake&print_lang=fr&base_url=https://e.org"
                          "&tactile=on&swell=on")
    assert response.status_code == 200 and response.data.startswith(b"%PDF")
    assert "Têtes et queues arc-en-ciel" in " ".join(page_text(response.data).split())  # the section it opens


@pytest.mark.parametrize("lang", ["fr", "ja", "de"])
def test_every_sheet_preset_name_is_translated(lang):
    from companion.printing.sheets import own_presets

    for preset in own_presets().values():
        assert preset.title(lang) != preset.title("en"), preset.id


def test_the_form_downloads_braille_labels_as_brf(client):
    from companion.printing.braille import brf

    response = client.get("/print/braille-list.brf?submitted=1&game=rainbow7-explorers&sheet=a4-38x21&print_lang=de"
                          "&colour=on&shapes=on")
    assert response.status_code == 200
    assert 'filename="braille-list-rainbow7-explorers-de.brf"' in response.headers["Content-Disposition"]
    assert brf("⠠⠗⠀⠠⠝") in response.data.decode("ascii").split("\r\n")  # red, north: each letter with its sign
    refused = client.get("/print/braille-list.brf?submitted=1&game=rainbow7-rain&print_lang=ja&sheet=a4-round-20"
                         "&braille_system=kantenji")
    assert refused.status_code == 400
    assert "six-dot" in field_errors(refused.get_data(as_text=True)).get("braille_system", "")


def test_the_wifi_address_offered_for_a_loopback_base_url_keeps_the_cards_for_blind_players(client, monkeypatch):
    monkeypatch.setattr("companion.web.lan.lan_addresses", lambda: ["192.168.1.20"])
    page = client.get("/print/rule-cards?base_url=http://127.0.0.1:8000&tactile=on&swell=on").get_data(as_text=True)
    assert "base_url=http://192.168.1.20:8000&amp;tactile=on&amp;swell=on" in page.replace("%3A", ":").replace("%2F", "/")
