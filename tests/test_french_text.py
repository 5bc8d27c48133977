"""French a native player would publish where the catalogue alone cannot get it right: colours that agree with
the snake card's part, and counts whose noun needs the plural form of the count (issue 24, native reading)."""

import re

from companion.printing.catalogue import card, card_name
from tests.web.helpers import create_table, post, version


def test_a_snake_cards_colour_agrees_with_its_head_tail_or_middle_part():
    names = {card_id: card_name(card("rainbow-snake", card_id), "fr")
             for card_id in ("green-head", "purple-tail", "blue-head", "red-tail", "middle-green-blue", "middle-purple-purple")}
    assert names == {"green-head": "Tête verte", "purple-tail": "Queue violette", "blue-head": "Tête bleue",
                     "red-tail": "Queue rouge", "middle-green-blue": "Partie du milieu, verte et bleue",
                     "middle-purple-purple": "Partie du milieu, violette aux deux bouts"}
    assert card_name(card("rainbow-snake", "green-head"), "en") == "Green head"


def test_the_other_games_keep_their_masculine_colours():
    assert card_name(card("rainbow7-rain", "green-3"), "fr") == "3 vert"


def test_the_snake_form_counts_the_cards_that_will_lie_in_the_middle_with_their_noun(client):
    client.get("/?lang=fr")
    table = create_table(client, "rainbow-snake", ["Ana", "Ben", "Chloé"])
    page = re.sub(r"[ \t\n]+", " ", client.get(table).get_data(as_text=True))  # str.split() would eat U+202F
    assert "et il n’y aura que 2 cartes au milieu." in page
    for fields in ({"action": "turn", "player": "Ana"}, {"action": "snake", "player": "Ben", "snake": "3"}):
        assert post(client, f"{table}/events", seen=version(client, table), **fields).status_code == 303
    page = re.sub(r"[ \t\n]+", " ", client.get(table).get_data(as_text=True))  # str.split() would eat U+202F
    assert "il n’y aura que 1 carte au milieu." in page and "Au milieu\u202f: 0 carte." in page


def test_the_field_form_counts_its_cards_with_their_noun(client):
    client.get("/?lang=fr")
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    assert "Cartes du terrain (4 cartes)" in client.get(table).get_data(as_text=True)


def test_where_are_we_names_each_play_with_the_french_colon(client):
    client.get("/?lang=fr")
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé", "Dan"])
    for fields in ({"action": "field", "cards": "9 7 5 2"}, {"action": "play", "player": "Ana", "cards": "5"}):
        assert post(client, f"{table}/events", seen=version(client, table), **fields).status_code == 303
    answer = client.get(f"{table}/where", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "Déjà joué\u202f: Ana\u202f: 5." in answer


def test_the_french_rule_books_show_no_raw_phrase_markers(client):
    from companion.rulebook.sections import published

    client.get("/?lang=fr")
    for game in published():
        assert "[[" not in client.get(f"/rules/{game}").get_data(as_text=True), game


def test_the_saved_printers_are_listed_and_quoted_as_french_and_the_shell_expect(tmp_path):
    from tests.command import companion

    saved = companion("calibrate", "--lang", "fr", "--top-left", "5.2,11.3", "--bottom-right", "206.1,287.9",
                      "--save", "laser maison", "--data", tmp_path)
    assert saved.returncode == 0, saved.stderr
    assert 'la commande companion stickers --printer "laser maison" l’applique.' in saved.stdout
    listed = companion("calibrate", "--lang", "fr", "--list", "--data", tmp_path)
    assert listed.stdout.startswith("laser maison\u202f: La correction à reporter dans le formulaire d’impression\u202f:")
