"""Card pages (/cards/<game>/<card>, what a card QR sticker opens) and "My hand" (/t/<id>/hand)."""

import re
from html import unescape

import pytest

from companion.printing.catalogue import card_effect, card_name, catalogue
from companion.printing.data import GAMES
from tests.conftest import CSRF_TOKEN
from tests.web.helpers import create_table, post, version


def main_text(response):
    """The visible text of the page's main region, whitespace collapsed."""
    main = re.search(r"<main.*?</main>", response.get_data(as_text=True), re.S).group(0)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", main)).split())


def headings(response):
    """The text of every h1 on the page."""
    return [unescape(re.sub(r"<[^>]+>", "", h)).strip()
            for h in re.findall(r"<h1[^>]*>(.*?)</h1>", response.get_data(as_text=True), re.S)]


@pytest.mark.parametrize("lang", ["en", "fr", "ja", "de"])
def test_every_card_of_every_deck_has_a_page_named_in_the_phones_language(client, lang):
    for game in GAMES:
        for card in catalogue(game).values():
            response = client.get(f"/cards/{game}/{card.id}", headers={"Accept-Language": lang})
            assert response.status_code == 200, (game, card.id)
            assert headings(response) == [card_name(card, lang)]
            page = response.get_data(as_text=True)
            assert f'<html lang="{lang}">' in page
            assert card_effect(card, lang) in unescape(page)
            assert f'href="/rules/{game}/{card.section}"' in page


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_effect_is_one_sentence_and_a_sevens_sticker_is_said_apart(client, lang):
    for game in GAMES:
        for card in catalogue(game).values():
            paragraphs = re.findall(r"<p>(.*?)</p>", main_html(client.get(f"/cards/{game}/{card.id}?lang={lang}")),
                                    re.S)
            effect = unescape(paragraphs[0])
            assert effect == card_effect(card, lang)
            assert len(re.findall(r"[.!?](?:\s|$)", effect)) == 1, (game, card.id, effect)
    seven = [unescape(p) for p in re.findall(r"<p>(.*?)</p>", main_html(client.get("/cards/rainbow7-rain/red-7?lang=en")))]
    assert seven[:2] == ["Played in a combination (not alone): you choose another player, who takes a rain token.",
                         "Its sticker: plus sign."]


@pytest.mark.parametrize("lang", ["en", "fr", "ja", "de"])
def test_every_card_pages_rule_link_opens_its_section_in_the_phones_language(client, lang):
    links = {(game, card.section) for game in GAMES for card in catalogue(game).values()}
    for game, section in sorted(links):
        response = client.get(f"/rules/{game}/{section}", headers={"Accept-Language": lang})
        assert response.status_code == 200, (game, section)
        page = response.get_data(as_text=True)
        assert f'<html lang="{lang}">' in page
        card_page = client.get(f"/cards/{game}/{next(c.id for c in catalogue(game).values() if c.section == section)}",
                               headers={"Accept-Language": lang})
        link_text = re.search(r'<a href="/rules/[^"]+">(.*?)</a>', main_html(card_page), re.S).group(1)
        title = unescape(link_text).split(": ", 1)[-1].split("\uff1a", 1)[-1].strip().strip("«»\u202f")
        assert title in unescape(re.sub(r"<[^>]+>", "", "".join(headings_html(response)))), (game, section, title)


def main_html(response):
    """The page's main region, as HTML."""
    return re.search(r"<main.*?</main>", response.get_data(as_text=True), re.S).group(0)


def headings_html(response):
    """Every heading (h1–h3) of the page, as HTML."""
    return re.findall(r"<h[1-3][^>]*>.*?</h[1-3]>", response.get_data(as_text=True), re.S)


def test_card_ids_follow_the_deck_manifests():
    assert {"red-7", "violet-1", "rainbow"} <= set(catalogue("rainbow7-rain"))
    assert len(catalogue("rainbow7-rain")) == 7 * 7 + 1
    assert {"navy-north", "rainbow-west", "drop", "take"} <= set(catalogue("rainbow7-explorers"))
    assert list(catalogue("rainbow-field")) == [str(value) for value in range(1, 16)]
    colours = ("red", "orange", "yellow", "green", "blue", "purple")
    pairs = {f"middle-{a}-{b}" for i, a in enumerate(colours) for b in colours[i:]}
    assert set(catalogue("rainbow-snake")) == ({f"{colour}-{part}" for colour in colours for part in ("head", "tail")}
                                               | pairs | {"middle", "rainbow-head", "rainbow-tail"})


def test_a_seven_names_its_effect_and_links_to_the_effects_section(client):
    response = client.get("/cards/rainbow7-rain/red-7?lang=en")
    assert headings(response) == ["Red 7, rain token"]
    assert "you choose another player, who takes a rain token" in main_text(response)
    assert 'href="/rules/rainbow7-rain/seven-effects"' in response.get_data(as_text=True)
    assert headings(client.get("/cards/rainbow7-rain/rainbow?lang=fr")) == ["Carte Rainbow"]
    assert headings(client.get("/cards/rainbow7-explorers/navy-north?lang=ja")) == ["北の紺"]


@pytest.mark.parametrize("lang, one, two", [("en", "Worth 1 point when", "Worth 2 points when"),
                                            ("fr", "Vaut 1 point quand", "Vaut 2 points quand"),
                                            ("de", "Zählt 1 Punkt,", "Zählt 2 Punkte,")])
def test_a_field_cards_worth_takes_the_plural_its_value_needs(client, lang, one, two):
    assert one in main_text(client.get(f"/cards/rainbow-field/1?lang={lang}"))
    assert two in main_text(client.get(f"/cards/rainbow-field/2?lang={lang}"))


@pytest.mark.parametrize("path", ["/cards/rainbow7-rain/red-8", "/cards/rainbow7-rain/RED-7", "/cards/chess/red-7",
                                  "/cards/rainbow-field/0", "/cards/rainbow-snake/middle-red"])
def test_an_unknown_card_is_a_404_page(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert "This page does not exist" in response.get_data(as_text=True)


def hand_text(response):
    """The text of the hand summary region."""
    region = re.search(r'<section id="hand-summary".*?</section>', response.get_data(as_text=True), re.S).group(0)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", region)).split())


def hand_post(client, table, path="/hand", lang="en", **fields):
    """Post a change of the hand as its forms do: the hand and the change in the body, the token with them."""
    return client.post(f"{table}{path}?lang={lang}", data={"csrf_token": CSRF_TOKEN, **fields})


def test_the_hand_reads_back_in_order_with_its_total_rainbow_counting_zero(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    response = hand_post(client, table, hand="red-3,rainbow", add="violet-2")
    assert response.status_code == 200
    assert hand_text(response).startswith("Your hand: 3 cards Red 3 Remove Rainbow card Remove Violet 2 Remove "
                                          "Hand total: 5 (7 or less")
    assert "Added: Violet 2. 3 cards in your hand." in response.get_data(as_text=True)
    assert 'data-hand="red-3,rainbow,violet-2"' in response.get_data(as_text=True)
    removed = hand_post(client, table, "/hand/summary", hand="red-3,rainbow,violet-2", remove="0")
    assert hand_text(removed).startswith("Your hand: 2 cards Rainbow card Remove Violet 2 Remove Hand total: 2")
    said = removed.get_data(as_text=True)
    assert '<div id="hand-announcer" data-hx-swap-oob="innerHTML"><p>Removed: Red 3. 2 cards in your hand.</p>' in said
    assert '<input type="hidden" name="hand" value="rainbow,violet-2" data-hx-swap-oob=' in said
    assert "Your hand is empty" in hand_text(hand_post(client, table, "/hand/summary", hand="red-3", clear="1"))


def test_hand_cards_are_never_in_a_url(client):
    """The hand travels in POST bodies only: no form of the page sends it by GET, no link or address holds it."""
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    post(client, f"{table}/events", seen="0", action="field", cards="1 2 3 4")
    page = hand_post(client, table, hand="2,2,3", add="4").get_data(as_text=True)
    forms = re.findall(r"<form\b[^>]*>", page)
    hand_forms = [form for form in forms if "data-hand-form" in form]
    assert len(hand_forms) >= 5  # the kept hand, the scan, the list, each Remove, Empty
    assert all('method="post"' in form and "data-hx-post=" in form and "data-hx-get" not in form
               for form in hand_forms)
    assert not re.search(r"hand=[^\"&]*2", page)  # no address on the page carries the cards
    live = re.search(r'<div id="hand-live" hidden data-hx-get="([^"]+)"', page).group(1)
    assert live == f"{table}/hand/state?v=1"
    assert client.get(f"{table}/hand/state?v=1", headers={"HX-Request": "true"}).status_code == 204
    post(client, f"{table}/events", seen="1", action="play", player="Ana", cards="5 5")
    changed = client.get(f"{table}/hand/state?v=1", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert f'data-hx-get="{table}/hand/state?v=2"' in changed and 'data-hx-post="' + f'{table}/hand/plays"' in changed
    assert "2,2,3" not in changed  # the server holds no hand: the phone posts its own for the plays
    plays = hand_post(client, table, "/hand/plays", hand="2,2,3,4").get_data(as_text=True)
    assert plays.startswith('<div id="hand-plays">') and "Sets: 2 2" in plays and "Runs" not in plays
    assert client.get(f"{table}/hand?hand=2,2,3&add=4").get_data(as_text=True).count("Remove") == 0


def test_the_hand_page_offers_every_card_grouped_and_is_private(client):
    table = create_table(client, "rainbow7-explorers", ["Ana", "Ben", "Chloé"])
    response = client.get(f"{table}/hand?lang=en")
    page = response.get_data(as_text=True)
    assert re.findall(r'<optgroup label="([^"]+)"', page) == ["North", "South", "East", "West", "Other cards"]
    choice = re.search(r'<select id="card-choice".*?</select>', page, re.S).group(0)
    assert len(re.findall(r"<option value=", choice)) == len(catalogue("rainbow7-explorers"))
    assert response.headers["Permissions-Policy"].startswith("camera=(self)")
    assert response.headers["Cache-Control"] == "no-store"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    assert "Hand total" not in hand_text(hand_post(client, table, "/hand/summary", hand="red-north,drop"))
    assert client.get(table).headers["Permissions-Policy"].startswith("camera=()")
    assert f'href="{table}/hand"' in client.get(table).get_data(as_text=True)


@pytest.mark.parametrize("fields, message", [
    ({"hand": "red-3,blue-9"}, "“blue-9” is not a card of this game; it was left out."),
    ({"hand": "red-3", "add": "nothing"}, "Choose a card from the list."),
    ({"hand": "red-3", "remove": "4"}, "That card is no longer in your hand."),
    ({"hand": "red-3", "remove": "\u0663"}, "That card is no longer in your hand."),
    ({"hand": "red-3", "remove": "9" * 5000}, "That card is no longer in your hand."),
    ({"hand": ",".join(["red-1"] * 61)}, "A hand holds at most 60 cards here."),
])
def test_bad_hand_input_is_a_400_with_a_message(client, fields, message):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    for path in ("/hand", "/hand/summary"):
        response = hand_post(client, table, path, **fields)
        assert response.status_code == 400
        assert message in hand_text(response)


def test_an_unknown_table_has_no_hand(client):
    assert client.get("/t/nosuchtable/hand").status_code == 404
    assert hand_post(client, "/t/nosuchtable", "/hand/summary").status_code == 404
    assert client.get("/t/nosuchtable/hand/state?v=0").status_code == 404


def test_field_hand_lists_the_plays_this_round_allows(client):
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    hand = "2,2,3,4"
    assert "The field for round 1 is not laid out yet." in hand_text(hand_post(client, table, hand=hand))
    post(client, f"{table}/events", seen=str(version(client, table)), action="field", cards="1 2 3 4")
    fresh = hand_text(hand_post(client, table, hand=hand))
    assert "Single cards: 2, 3, and 4 Sets: 2 2 Runs: 2 3, 2 3 4, and 3 4" in fresh
    post(client, f"{table}/events", seen=str(version(client, table)), action="play", player="Ana", cards="5 5")
    after_set = hand_text(hand_post(client, table, "/hand/summary", hand=hand))
    assert "Single cards: 2, 3, and 4 Sets: 2 2" in after_set and "Runs" not in after_set


def test_a_scanned_colour_card_that_shows_a_function_goes_in_the_hand_by_both_names(client):
    """Its one code names both (red-north+drop, printing/function_cards): the hand takes it like any card."""
    table = create_table(client, "rainbow7-explorers", ["Ana", "Ben", "Chloé"])
    response = hand_post(client, table, hand="blue-east", add="red-north+drop")
    assert response.status_code == 200
    assert "Added: Red, north, with DROP. 2 cards in your hand." in unescape(response.get_data(as_text=True))
    assert "not a card of this game" not in unescape(response.get_data(as_text=True))
