"""The explorers' table (rainbow7-explorers) through the test client: every action, refusals, conflicts, export."""

import io
import json

import pytest

from tests.web.helpers import create_table, exported, post, version

GAME = "rainbow7-explorers"
PLAYERS = ["Ana", "Ben", "Chloé"]


@pytest.fixture
def table(client):
    """A new explorers' table for Ana, Ben and Chloé."""
    return create_table(client, GAME, PLAYERS)


def reveal_fields(cards):
    """Form fields of the reveal form for ``cards`` = [(color, direction), ...] by seat."""
    fields = {"action": "reveal"}
    for seat, (color, direction) in enumerate(cards):
        fields[f"color-{seat}"] = color
        fields[f"direction-{seat}"] = direction
    return fields


def act(client, table, **fields):
    """Post one action form, seen at the table's current version."""
    return post(client, f"{table}/events", seen=version(client, table), **fields)


def events(client, table):
    """The events in effect, from the exported log."""
    return exported(client, table)["events"]


def test_new_table_form_explains_the_first_player_and_creates_without_options(client, table):
    page = client.get(f"/tables/new?game={GAME}").get_data(as_text=True)
    assert "enter everyone&#39;s hidden card" in page
    log = exported(client, table)
    assert log["players"] == PLAYERS and log["options"] == {} and log["events"] == []
    screen = client.get(table).get_data(as_text=True)
    assert "Who plays first?" in screen and 'id="reveal-submit"' in screen and 'id="start-player"' in screen


def test_reveal_finds_the_first_player_and_the_screen_says_whose_turn(client, table):
    response = act(client, table, **reveal_fields([("green", "S"), ("orange", "W"), ("orange", "N")]))
    assert response.status_code == 303
    assert events(client, table) == [{"type": "reveal", "cards": {
        "Ana": {"color": "green", "direction": "S"}, "Ben": {"color": "orange", "direction": "W"},
        "Chloé": {"color": "orange", "direction": "N"}}}]
    screen = client.get(table).get_data(as_text=True)
    assert "It is Chloé&#39;s turn." in screen
    assert "Play goes clockwise (to the left): after Chloé comes Ana." in screen
    assert "Record Chloé&#39;s turn" in screen and "Raining! (Chloé)" in screen


def test_start_event_and_announcement_over_htmx(client, table):
    response = post(client, f"{table}/events", htmx=True, seen=0, action="start", player="Ben")
    body = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "The table chose Ben to play first. Play goes clockwise" in body
    assert 'id="table-actions" data-hx-swap-oob="true"' in body and "Record Ben&#39;s turn" in body
    assert events(client, table) == [{"type": "start", "player": "Ben"}]


def test_turns_reverse_jump_pass_raining_and_rainbow_to_the_end(client, table):
    act(client, table, action="start", player="Ana")
    act(client, table, action="turn", player="Ana", function="reverse")
    screen = client.get(table).get_data(as_text=True)
    assert "It is Chloé&#39;s turn." in screen and "counterclockwise (to the right): after Chloé comes Ben" in screen
    act(client, table, action="turn", player="Chloé", function="jump")  # Ben is skipped
    act(client, table, action="raining", player="Ana", function="none")
    act(client, table, action="pass", player="Chloé")
    act(client, table, action="turn", player="Ben", function="")
    assert "Yes, may complete the rainbow" in client.get(table).get_data(as_text=True)
    assert act(client, table, action="rainbow", player="Ana").status_code == 303
    log = events(client, table)
    assert log[1:] == [
        {"type": "turn", "player": "Ana", "function": "reverse", "raining": False},
        {"type": "turn", "player": "Chloé", "function": "jump", "raining": False},
        {"type": "turn", "player": "Ana", "function": None, "raining": True},
        {"type": "pass", "player": "Chloé"},
        {"type": "turn", "player": "Ben", "function": None, "raining": False},
        {"type": "rainbow", "player": "Ana"},
    ]
    screen = client.get(table).get_data(as_text=True)
    assert "Game over: Ana completed the rainbow and won." in screen and 'id="turn-submit"' not in screen
    history = client.get(f"{table}/history").get_data(as_text=True)
    assert "Chloé played; last card: JUMP: the next player is skipped." in history
    assert "Ana calls “Raining!”" in history and "Ana completes the rainbow and wins!" in history


def test_rainbow_without_raining_is_refused_with_an_offer_to_record_the_call(client, table):
    act(client, table, action="start", player="Ana")
    response = post(client, f"{table}/events", htmx=True, seen=1, action="rainbow", player="Ana")
    body = response.get_data(as_text=True)
    assert response.status_code == 422
    assert "Ana must call “raining” first" in body or "Ana must call &#34;raining&#34; first" in body
    assert 'id="rainbow-refused"' in body and 'id="offer-raining-submit"' in body
    assert len(events(client, table)) == 1
    offer = post(client, f"{table}/events", htmx=True, seen=1, action="raining", player="Ana", function="take")
    assert offer.status_code == 200 and "Ana calls “Raining!”" in offer.get_data(as_text=True)
    assert events(client, table)[-1] == {"type": "turn", "player": "Ana", "function": "take", "raining": True}


@pytest.mark.parametrize("fields, message", [
    ({"action": "reveal", "color-0": "red", "direction-0": "N", "color-1": "blue", "direction-1": "S"},
     "Choose the colour of Chloé&#39;s hidden card."),
    ({"action": "reveal", "color-0": "red", "direction-0": "N", "color-1": "blue", "direction-1": "up",
      "color-2": "navy", "direction-2": "E"}, "Choose the direction of Ben&#39;s hidden card."),
    ({"action": "reveal", "color-0": "red", "direction-0": "N", "color-1": "red", "direction-1": "N",
      "color-2": "navy", "direction-2": "E"}, "turned over the same card"),
    ({"action": "start", "player": "Zoë"}, "Choose who plays first."),
    ({"action": "turn", "player": "Ana", "function": "none"}, "Nobody knows who plays first yet"),
    ({"action": "dance"}, "Choose the player whose turn it is."),
])
def test_bad_input_before_the_start_is_refused_and_nothing_is_recorded(client, table, fields, message):
    response = act(client, table, **fields)
    assert response.status_code == 422
    assert message in response.get_data(as_text=True)
    assert events(client, table) == []


@pytest.mark.parametrize("fields, message", [
    ({"action": "turn", "player": "Ben", "function": "none"}, "Ben cannot play now: it is Ana&#39;s turn"),
    ({"action": "turn", "player": "Ana", "function": "fly"}, "Choose the function of the last card put down"),
    ({"action": "pass", "player": ""}, "Choose the player whose turn it is."),
    ({"action": "start", "player": "Ben"}, "The first player is already known: Ana started."),
    ({"action": "hop", "player": "Ana"}, "Choose what happened."),
])
def test_bad_input_after_the_start_is_refused_and_nothing_is_recorded(client, table, fields, message):
    act(client, table, action="start", player="Ana")
    response = act(client, table, **fields)
    assert response.status_code == 422
    assert message in response.get_data(as_text=True)
    assert len(events(client, table)) == 1


def test_engine_errors_are_translated(client, table):
    act(client, table, action="start", player="Ana")
    response = post(client, f"{table}/events?lang=fr", seen=1, action="turn", player="Ben", function="none")
    assert response.status_code == 422
    assert "c’est à Ana de jouer" in response.get_data(as_text=True)


def test_a_stale_phone_gets_409_and_nothing_is_recorded(client, table):
    act(client, table, action="start", player="Ana")
    response = post(client, f"{table}/events", htmx=True, seen=0, action="turn", player="Ana", function="none")
    assert response.status_code == 409
    assert "Another phone recorded something at the same moment" in response.get_data(as_text=True)
    assert len(events(client, table)) == 1


def test_undo_and_redo_of_a_reverse(client, table):
    act(client, table, action="start", player="Ana")
    act(client, table, action="turn", player="Ana", function="reverse")
    assert post(client, f"{table}/undo", seen=2).status_code == 303
    assert "It is Ana&#39;s turn." in client.get(table).get_data(as_text=True)
    redo = post(client, f"{table}/redo", htmx=True, seen=3)
    assert "Redone: Ana played; last card: REVERSE: play turns around." in redo.get_data(as_text=True)
    assert "counterclockwise" in client.get(table).get_data(as_text=True)


def test_where_are_we_says_the_whole_state(client, table):
    act(client, table, action="start", player="Ben")
    act(client, table, action="raining", player="Ben", function="drop")
    text = client.get(f"{table}/where", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "It is Chloé&#39;s turn." in text and "Called “raining”: Ben." in text
    assert "Ben started; turns played: 1." in text


def test_export_import_round_trip_of_a_whole_game(client, table):
    act(client, table, **reveal_fields([("red", "E"), ("purple", "N"), ("rainbow", "W")]))
    act(client, table, action="turn", player="Ana", function="drop")
    act(client, table, action="raining", player="Ben", function="reverse")
    act(client, table, action="turn", player="Ana", function="none")
    act(client, table, action="pass", player="Chloé")
    assert act(client, table, action="rainbow", player="Ben").status_code == 303
    log = exported(client, table)
    upload = {"csrf_token": "test-csrf-token", "log": (io.BytesIO(json.dumps(log).encode()), "game.json")}
    response = client.post("/tables/import", data=upload, content_type="multipart/form-data")
    assert response.status_code == 303
    copy = response.headers["Location"]
    assert copy != table and exported(client, copy) == log
    assert "Game over: Ben completed the rainbow and won." in client.get(copy).get_data(as_text=True)


def test_unknown_table_is_404(client):
    assert client.get("/t/no-such-table").status_code == 404
    assert post(client, "/t/no-such-table/events", seen=0, action="start", player="Ana").status_code == 404


def test_the_explorers_winning_call_is_said_in_each_language_unlike_the_rain_games_rainbow(client, table):
    post(client, f"{table}/events", seen=0, action="start", player="Ben")
    calls = {lang: client.get(f"{table}?lang={lang}").get_data(as_text=True) for lang in ("fr", "de")}
    assert '<h3 id="rainbow-heading">Arc-en-ciel\u202f!</h3>' in calls["fr"]
    assert '<h3 id="rainbow-heading">Regenbogen!</h3>' in calls["de"]
    rain = create_table(client, "rainbow7-rain", PLAYERS, first=1)
    assert '<h3 id="rainbow-heading">Rainbow\u202f!</h3>' in client.get(f"{rain}?lang=fr").get_data(as_text=True)
