"""The Rainbow field-card table through the test client: every action, bad input, private seat views."""

import io
import json
import re

import pytest

from companion import store
from tests.web.helpers import create_table, exported, post, version

FOUR = ["Ana", "Ben", "Chloé", "Dan"]
# The four-player game of tests/rules/test_field.py, as typed at the table: (player, cards, hand empty).
FOUR_PLAYER_PLAYS = [
    ("Ana", "4", False), ("Ben", "6 6", False), ("Chloé", "7", False), ("Dan", "2 2 2", False),
    ("Dan", "5 3 4", False), ("Ana", "1,2", False), ("Ben", "10", True), ("Chloé", "6 5", False),
    ("Dan", "8", False), ("Ana", "7", True), ("Chloé", "3 3", False),
]
TWO_PLAYER_PLAYS = [
    ("Ben", "5 5", False), ("Ana", "1", False), ("Ben", "7", True), ("Ana", "6 6 6", False),
    ("Ana", "2 3 4", False), ("Ben", "8 9", False), ("Ana", "5", True), ("Ben", "3 4 5", True),
]


def table_id(table):
    return table.rsplit("/", 1)[1]


def lay(client, table, cards, **extra):
    """Post the field of round 1."""
    return post(client, f"{table}/events", seen=str(version(client, table)), action="field", cards=cards, **extra)


def play(client, table, player, cards, empty=False, **extra):
    """Post one play as the play form sends it."""
    fields = {"seen": str(version(client, table)), "action": "play", "player": player, "cards": cards, **extra}
    if empty:
        fields["empty"] = "yes"
    return post(client, f"{table}/events", **fields)


def play_all(client, table, plays):
    for player, cards, empty in plays:
        response = play(client, table, player, cards, empty)
        assert response.status_code == 303, response.get_data(as_text=True)[-3000:]


def seat_keys(app, table):
    return store.load_table(table_id(table), engine=app.extensions["companion_db"]).seat_keys


@pytest.fixture
def four(client):
    return create_table(client, "rainbow-field", FOUR)


@pytest.fixture
def finished_four(client, four):
    assert lay(client, four, "3 8 1 5").status_code == 303
    play_all(client, four, FOUR_PLAYER_PLAYS)
    return four


# --- creating tables ---------------------------------------------------------------------------------


def test_new_table_page_explains_the_variant_and_private_scores(client):
    page = client.get("/tables/new?game=rainbow-field").get_data(as_text=True)
    assert page.count('name="first"') == 8
    assert "With 2 or 3 players" in page and "Scores stay private until the end" in page
    assert 'href="/rules/rainbow-field#variant-2-3"' in page


@pytest.mark.parametrize("names, field_size", [(["Ana", "Ben"], 4), (["Ana", "Ben", "Chloé"], 6),
                                               (FOUR, 4), (FOUR + ["Eve", "Finn", "Gus", "Hana"], 8)])
def test_tables_for_two_three_four_and_eight_ask_for_the_right_field(client, names, field_size):
    table = create_table(client, "rainbow-field", names, first=1)
    page = client.get(table).get_data(as_text=True)
    assert f"Field cards ({field_size} cards)" in page
    assert f"{names[1]} plays first." in page
    assert exported(client, table)["options"] == {"first_player": names[1]}


def test_one_player_is_refused(client, csrf):
    response = client.post("/tables", data={"csrf_token": csrf, "game": "rainbow-field", "name-0": "Ana", "first": "0"})
    assert response.status_code == 400
    assert "2 to 8 players" in response.get_data(as_text=True)


# --- recording -----------------------------------------------------------------------------------------


def test_field_accepts_full_width_digits_and_japanese_separators(client, four):
    assert lay(client, four, "３、８　1，5").status_code == 303
    assert exported(client, four)["events"] == [{"type": "field", "cards": [3, 8, 1, 5]}]
    page = client.get(four).get_data(as_text=True)
    assert re.findall(r'<li class="field-card">(\d+)</li>', page) == ["8", "5", "3", "1"]
    assert "Round 1: Ana&#39;s turn." in page and "Cards Ana played" in page
    assert 'href="/rules/rainbow-field#plays"' in page


def test_a_play_records_cards_kind_and_empty_hand(client, four):
    lay(client, four, "3 8 1 5")
    assert play(client, four, "Ana", "５ ４ ３", empty=True).status_code == 303
    assert exported(client, four)["events"][-1] == {"type": "play", "player": "Ana", "cards": [5, 4, 3], "empty": True}
    page = client.get(four).get_data(as_text=True)
    assert "Ana: 5 4 3 (a run)" in page
    assert "This round: runs only (or a single card)." in page
    assert "out (no cards left)" in page


def test_end_of_round_shows_pick_order_but_not_the_card_each_play_took(client, four):
    lay(client, four, "3 8 1 5")
    play_all(client, four, FOUR_PLAYER_PLAYS[:4])
    page = client.get(four).get_data(as_text=True)
    rows = re.findall(r'<td class="number">(\d+)</td>\s*<th scope="row">([^<]+)</th>\s*<td>([\d ]+)</td>\s*</tr>', page)
    assert rows == [("1", "Dan", "2 2 2"), ("2", "Ben", "6 6"), ("3", "Chloé", "7"), ("4", "Ana", "4")]
    assert "Round 1: order of the picks" in page and "Takes" not in page and "left over" not in page
    history = client.get(f"{four}/history").get_data(as_text=True)
    assert "End of round 1. Pick order: Dan, Ben, Chloé, and Ana." in history and "takes 8" not in history
    assert 'id="log-warning"' in page and "anyone could work out everyone&#39;s field cards" in page
    assert "/log.json" not in page  # no link to the log while it would tell the picks
    refused = client.get(f"{four}/log.json")
    assert refused.status_code == 409 and "once the game is over" in refused.get_data(as_text=True)
    assert '"events"' not in refused.get_data(as_text=True)
    assert re.findall(r'<li class="field-card">(\d+)</li>', page) == ["7", "6", "6", "4", "2", "2", "2"]
    assert "Round 2: Dan&#39;s turn." in page


def test_a_play_that_gets_no_card_says_nothing(client, four):
    lay(client, four, "3 8 1 5")
    play_all(client, four, FOUR_PLAYER_PLAYS[:9])
    play_all(client, four, FOUR_PLAYER_PLAYS[9:10])
    response = play(client, four, "Chloé", "3 3", htmx=True)
    assert "End of round 3. Picks: Chloé takes 10, Dan takes 6, and Ana takes 5." in response.get_data(as_text=True)


def test_scores_stay_off_the_table_screen_until_the_end(client, four):
    lay(client, four, "3 8 1 5")
    play_all(client, four, FOUR_PLAYER_PLAYS[:9])  # Dan has 15, Chloé 9, Ben 9, Ana 7
    page = client.get(four).get_data(as_text=True)
    assert "Final scores" not in page and "Score" not in page and "Your total" not in page
    where = client.get(f"{four}/where", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "Round 3: Ana&#39;s turn." in where and "Out: Ben." in where
    assert "Scores" not in where and "15" not in where
    history = client.get(f"{four}/history").get_data(as_text=True)
    assert "Scores" not in history and "Winners" not in history


def test_whole_four_player_game_ends_with_scores_and_winner(client, finished_four):
    page = client.get(finished_four).get_data(as_text=True)
    assert "Game over after round 3." in page and "Winner: Dan" in page
    scores = dict(re.findall(r'<th scope="row">([^<]+)</th>\s*<td class="number">(\d+)</td>\s*<td>(?:winner)?</td>', page))
    assert scores == {"Ana": "12", "Ben": "9", "Chloé": "19", "Dan": "21"}
    assert "Record the play" not in page
    assert "Field cards left over (discarded): 5 4 3 2 1" in page
    where = client.get(f"{finished_four}/where", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "Game over after round 3. Scores: Ana 12, Ben 9, Chloé 19, and Dan 21. Winner: Dan." in where
    assert where.count("Game over") == 1  # said once, not "Game over after round 3. Game over. Scores: …"
    assert 'id="log-warning"' not in page  # the picks are public once the game is over


def test_two_player_variant_game_with_spare_hands(client):
    table = create_table(client, "rainbow-field", ["Ana", "Ben"], first=1)
    lay(client, table, "2 9 4 4")
    play_all(client, table, TWO_PLAYER_PLAYS[:2])
    page = client.get(table).get_data(as_text=True)
    assert "Play 2 of 2 for Ben this round." in page and page.count("<td>not used yet</td>") == 2
    response = play(client, table, "Ben", "7", empty=True, htmx=True)
    assert "Ben&#39;s hand is empty: the spare hand becomes the hand." in response.get_data(as_text=True)
    play_all(client, table, TWO_PLAYER_PLAYS[3:])
    page = client.get(table).get_data(as_text=True)
    assert "Winner: Ana" in page and exported(client, table)["events"][-1]["cards"] == [3, 4, 5]
    scores = dict(re.findall(r'<th scope="row">([^<]+)</th>\s*<td class="number">(\d+)</td>', page))
    assert scores == {"Ana": "23", "Ben": "21"}


def test_three_player_game_records_both_plays_of_each_player(client):
    table = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé"])
    lay(client, table, "1 2 3 4 5 6")
    play_all(client, table, [("Ana", "7", True), ("Ben", "2 2", False), ("Chloé", "9", False),
                             ("Ana", "8 8", True), ("Ben", "4", False), ("Chloé", "3 3 3", True)])
    page = client.get(table).get_data(as_text=True)
    assert "Round 2: Chloé&#39;s turn." in page
    assert re.search(r'<th scope="row">Ana</th>\s*<td>out \(no cards left\)</td>\s*<td>used</td>', page)
    assert re.search(r'<th scope="row">Chloé</th>\s*<td>to play now</td>\s*<td>now the hand</td>', page)
    assert re.search(r'<th scope="row">Ben</th>\s*<td>in the game</td>\s*<td>not used yet</td>', page)
    assert len(re.findall(r'<td class="number">[1-6]</td>\s*<th scope="row">', page)) == 6


# --- bad input: a clear message, nothing recorded -----------------------------------------------------


@pytest.mark.parametrize("fields, message", [
    ({"action": "field", "cards": ""}, "Type the field cards"),
    ({"action": "field", "cards": "3 8 x 5"}, "“x” is not a card value"),
    ({"action": "field", "cards": "3 8 0 5"}, "“0” is not a card value"),
    ({"action": "field", "cards": "3 8 1"}, "With 4 players, the field for round 1 needs 4 cards, not 3"),
    ({"action": "play", "player": "Ana", "cards": "4"}, "The field for round 1 must be entered first"),
    ({"action": "dance"}, "Choose what to record"),
])
def test_bad_input_before_the_field(client, four, fields, message):
    response = post(client, f"{four}/events", seen="0", **fields)
    assert response.status_code == 422
    assert message in response.get_data(as_text=True)
    assert version(client, four) == 0


@pytest.mark.parametrize("player, cards, message", [
    ("Ana", "", "Type the cards played"),
    ("Ana", "3 5", "A run must be consecutive values, like 3 4 5 (not 3 5)"),
    ("Ana", "3 3 4", "3 3 4 is neither a set"),
    ("Ben", "6", "Ben cannot play now: it is Ana&#39;s turn"),
    ("Zoë", "6", "Choose who played."),
    ("Ana", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 "
            "37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61", "That is 61 cards"),
])
def test_bad_plays_are_refused(client, four, player, cards, message):
    lay(client, four, "3 8 1 5")
    response = play(client, four, player, cards)
    assert response.status_code == 422
    assert message in response.get_data(as_text=True)
    assert version(client, four) == 1


def test_a_run_in_a_set_round_is_refused_in_the_players_language(client, four):
    lay(client, four, "3 8 1 5")
    play(client, four, "Ana", "4 4")
    response = post(client, f"{four}/events?lang=ja", seen="2", action="play", player="Ben", cards="5 6")
    assert response.status_code == 422
    assert "このラウンドはセットのラウンドです。" in response.get_data(as_text=True)
    english = post(client, f"{four}/events?lang=en", seen="2", action="play", player="Ben", cards="5 6").get_data(as_text=True)
    assert "This round is a round of sets: play a set (like 5 5) or a single card." in english
    assert version(client, four) == 2


def test_second_field_and_stale_or_missing_version_are_refused(client, four):
    lay(client, four, "3 8 1 5")
    second = lay(client, four, "1 2 3 4")
    assert second.status_code == 422 and "The field is laid out only once" in second.get_data(as_text=True)
    stale = post(client, f"{four}/events", seen="0", action="play", player="Ana", cards="4")
    assert stale.status_code == 409
    missing = post(client, f"{four}/events", action="play", player="Ana", cards="4")
    assert missing.status_code == 400
    assert version(client, four) == 1


def test_the_form_keeps_what_was_typed_after_a_refusal(client, four):
    lay(client, four, "3 8 1 5")
    page = play(client, four, "Ana", "3 5", empty=True).get_data(as_text=True)  # without JavaScript: typed again
    assert 'value="3 5"' in page and re.search(r'id="play-empty"[^>]*checked', page)
    refused = play(client, four, "Ana", "3 5", empty=True, htmx=True).get_data(as_text=True)
    assert 'id="table-actions"' not in refused  # htmx leaves the phone's form, and what it typed, in place


# --- undo, redo, announcements -------------------------------------------------------------------------


def test_undo_and_redo_of_the_play_that_ends_a_round(client, four):
    lay(client, four, "3 8 1 5")
    play_all(client, four, FOUR_PLAYER_PLAYS[:4])
    undone = post(client, f"{four}/undo", seen=str(version(client, four)), htmx=True).get_data(as_text=True)
    assert "Undone: Dan plays 2 2 2 (a set). Round 1: Dan&#39;s turn." in undone  # the state now, not then
    assert "End of round" not in undone
    redone = post(client, f"{four}/redo", seen=str(version(client, four)), htmx=True).get_data(as_text=True)
    assert "Redone: Dan plays 2 2 2 (a set)." in redone and "Round 2: Dan&#39;s turn." in redone
    assert len(exported(client, four)["events"]) == 5


def test_announcements_of_the_field_and_a_play(client, four):
    field = lay(client, four, "3 8 1 5", htmx=True).get_data(as_text=True)
    assert "Field of round 1: 8 5 3 1. Ana plays first.\u200b\u200b</p>" in field
    played = play(client, four, "Ana", "4", htmx=True).get_data(as_text=True)
    assert "Ana plays 4 (a single card). Next: Ben.\u200b</p>" in played
    assert "Cards Ben played" in played  # the play form now names the next player


def test_table_screen_in_japanese(client, four):
    lay(client, four, "3 8 1 5")
    page = client.get(f"{four}?lang=ja").get_data(as_text=True)
    text = re.sub(r"<wbr>|</?span[^>]*>", "", page)  # Japanese phrases are kept whole in spans, broken at <wbr>
    assert "第1ラウンド：Anaの番です。" in text and "Anaが出したカード" in text


# --- private seat views -------------------------------------------------------------------------------


def test_table_screen_shows_no_seat_key(app, client, finished_four):
    page = client.get(finished_four).get_data(as_text=True)
    assert all(key not in page for key in seat_keys(app, finished_four).values())
    assert f'href="{finished_four}/seats"' in page


def test_seat_list_opens_a_private_view_only_by_its_key(app, client, finished_four):
    keys = seat_keys(app, finished_four)
    seats = client.get(f"{finished_four}/seats")
    assert seats.status_code == 200 and seats.headers["Cache-Control"] == "no-store"
    assert all(key not in seats.get_data(as_text=True) for key in keys.values())
    opened = post(client, f"{finished_four}/seats", player="Chloé")
    assert opened.status_code == 303 and opened.headers["Location"] == f"{finished_four}/seat/{keys['Chloé']}"
    view = client.get(opened.headers["Location"])
    body = view.get_data(as_text=True)
    assert view.status_code == 200 and "Your total: 19" in body and "Chloé&#39;s seat" in body
    assert re.findall(r'<li class="field-card">(\d+)</li>', body) == ["3", "6", "10"]
    assert view.headers["Cache-Control"] == "no-store" and "noindex" in view.headers["X-Robots-Tag"]
    assert '<meta name="robots" content="noindex, nofollow">' in body
    assert "Open my seat view (Chloé)" in client.get(f"{finished_four}/seats").get_data(as_text=True)
    for wrong in ["nope", keys["Chloé"][:-1], keys["Chloé"] + "x", "x" * 65]:
        assert client.get(f"{finished_four}/seat/{wrong}").status_code == 404


def test_a_key_only_opens_its_own_table(app, client, four):
    other = create_table(client, "rainbow-field", FOUR)
    assert client.get(f"{other}/seat/{seat_keys(app, four)['Ana']}").status_code == 404
    assert client.get(f"{four}/seat/{seat_keys(app, four)['Ana']}").status_code == 200


def test_a_seat_opened_on_a_second_phone_warns_its_player(app, client, finished_four, csrf):
    post(client, f"{finished_four}/seats", player="Dan")
    post(client, f"{finished_four}/seats", player="Dan")  # the same phone again: not counted twice
    other = app.test_client()
    with other.session_transaction() as session:
        session["csrf"] = csrf
    post(other, f"{finished_four}/seats", player="Dan")
    view = client.get(f"{finished_four}/seat/{seat_keys(app, finished_four)['Dan']}").get_data(as_text=True)
    assert "this seat was opened on 2 phones" in view
    assert "Held by this phone." in client.get(f"{finished_four}/seats").get_data(as_text=True)
    assert "Already opened on 2 phones." in app.test_client().get(f"{finished_four}/seats").get_data(as_text=True)


def test_seat_list_refuses_a_stranger(client, four):
    response = post(client, f"{four}/seats", player="Zoë")
    assert response.status_code == 400 and "Tap your own name in the list." in response.get_data(as_text=True)


def test_seat_view_is_polled_like_the_table_and_announces_a_new_total(app, client, four):
    key = seat_keys(app, four)["Dan"]
    lay(client, four, "3 8 1 5")
    play_all(client, four, FOUR_PLAYER_PLAYS[:4])
    assert f'data-hx-get="{four}/seat/{key}/state?v=5"' in client.get(f"{four}/seat/{key}").get_data(as_text=True)
    unchanged = client.get(f"{four}/seat/{key}/state?v=5", headers={"HX-Request": "true"})
    assert unchanged.status_code == 204
    assert client.get(f"{four}/seat/wrong-key/state?v=4", headers={"HX-Request": "true"}).status_code == 404
    changed = client.get(f"{four}/seat/{key}/state?v=4", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert 'id="seat-state"' in changed and "Your total: 8" in changed
    assert "Your total is now 8." in changed and "Pick order: Dan, Ben, Chloé, and Ana." in changed
    assert "takes 8" not in changed  # the announcement says no one's field card; the seat shows Dan's own


def test_games_without_private_scores_have_no_seat_views(client):
    rain = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    assert client.get(f"{rain}/seats").status_code == 404


# --- export and import ----------------------------------------------------------------------------------


def test_export_import_round_trip_of_a_whole_game(client, csrf, finished_four):
    log = exported(client, finished_four)
    assert log["game"] == "rainbow-field" and len(log["events"]) == 12
    upload = io.BytesIO(json.dumps(log, ensure_ascii=False).encode("utf-8"))
    response = client.post("/tables/import", data={"csrf_token": csrf, "log": (upload, "game.json")},
                           content_type="multipart/form-data")
    assert response.status_code == 303
    copy = response.headers["Location"]
    assert copy != finished_four and exported(client, copy) == log
    page = client.get(copy).get_data(as_text=True)
    assert "Winner: Dan" in page and "Game over after round 3." in page


def test_import_of_a_half_game_continues_it(client, csrf, four):
    lay(client, four, "3 8 1 5")
    play_all(client, four, FOUR_PLAYER_PLAYS[:5])
    upload = io.BytesIO(json.dumps(exported(client, four)).encode("utf-8"))
    copy = client.post("/tables/import", data={"csrf_token": csrf, "log": (upload, "game.json")},
                       content_type="multipart/form-data").headers["Location"]
    assert play(client, copy, "Ana", "1 2").status_code == 303
    assert exported(client, copy)["events"][-1] == {"type": "play", "player": "Ana", "cards": [1, 2], "empty": False}


def test_the_end_shows_every_pick_in_the_history_and_the_log_has_no_warning(client, finished_four):
    history = client.get(f"{finished_four}/history").get_data(as_text=True)
    assert "End of round 1. Picks: Dan takes 8, Ben takes 5, Chloé takes 3, and Ana takes 1." in history
    page = client.get(finished_four).get_data(as_text=True)
    assert "Round 3: who took which field card" in page and 'id="log-warning"' not in page


def test_a_phone_watching_the_game_end_loses_the_log_warning_without_a_reload(client, four):
    lay(client, four, "3 8 1 5")
    play_all(client, four, FOUR_PLAYER_PLAYS[:-1])
    shown = version(client, four)
    before = client.get(f"{four}/state?v={shown - 1}", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert '<li id="log-link" data-hx-swap-oob="true">' in before and 'id="log-warning"' in before
    play_all(client, four, FOUR_PLAYER_PLAYS[-1:])
    update = client.get(f"{four}/state?v={shown}", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert '<li id="log-link" data-hx-swap-oob="true">' in update and 'id="log-warning"' not in update
