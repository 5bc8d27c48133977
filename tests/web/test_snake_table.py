"""The snake table (rainbow-snake) through the test client: options, turns, snakes, the end, export."""

import io
import json

import pytest

from tests.web.helpers import create_table, exported, post, version

GAME = "rainbow-snake"
PLAYERS = ["Ana", "Ben", "Chloé"]


def act(client, table, **fields):
    """Post one action form, seen at the table's current version."""
    return post(client, f"{table}/events", seen=version(client, table), **fields)


def events(client, table):
    """The events in effect, from the exported log."""
    return exported(client, table)["events"]


@pytest.fixture
def table(client):
    """A snake table of 8 cards for Ana, Ben and Chloé; Ben (the youngest) starts."""
    return create_table(client, GAME, PLAYERS, first=1, cards="8")


def test_new_table_form_has_the_deck_size_and_the_starter(client):
    page = client.get(f"/tables/new?game={GAME}").get_data(as_text=True)
    assert 'id="snake-cards"' in page and 'value="50"' in page and "The rules do not say who starts. The app&#39;s reading: the youngest player" in page
    default = create_table(client, GAME, ["Ana", "Ben"], first=1, cards="")
    assert exported(client, default)["options"] == {"cards": 50, "first_player": "Ben"}


@pytest.mark.parametrize("cards", ["abc", "1", "101", "-5", "7.5"])
def test_bad_deck_size_is_refused_with_the_form_again(client, cards):
    data = {"csrf_token": "test-csrf-token", "game": GAME, "first": "0", "name-0": "Ana", "name-1": "Ben",
            "name-2": "Chloé", "cards": cards}
    response = client.post("/tables", data=data)
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "Cards in the game: type a whole number from 2 to 100." in page and f'value="{cards}"' in page


def test_screen_shows_whose_turn_cards_left_and_the_middle(client, table):
    assert exported(client, table)["options"] == {"cards": 8, "first_player": "Ben"}
    screen = client.get(table).get_data(as_text=True)
    assert "It is Ben&#39;s turn." in screen and "7 cards left to draw." in screen
    assert "1 card lies in the middle." in screen
    assert "No snake can be taken yet" in screen and 'id="snake-length"' not in screen


def test_a_whole_game_with_snakes_and_a_tie_break(client, table):
    assert act(client, table, action="turn", player="Ben").status_code == 303
    act(client, table, action="snake", player="Chloé", snake="3")
    screen = client.get(table).get_data(as_text=True)
    assert 'id="snake-length"' not in screen  # only 1 card will lie in the middle
    act(client, table, action="turn", player="Ana")
    act(client, table, action="turn", player="Ben")
    page = client.get(table).get_data(as_text=True)
    assert "Cards in the snake (exactly 3)" in page and "(3 to 3)" not in page
    response = post(client, f"{table}/events", htmx=True, seen=4, action="snake", player="Chloé", snake=" 3 ")
    assert "Chloé placed a card and took a snake of 3 cards: 6 cards taken in all." in response.get_data(as_text=True)
    act(client, table, action="turn", player="Ana")
    last = post(client, f"{table}/events", htmx=True, seen=6, action="turn", player="Ben")
    text = last.get_data(as_text=True)
    assert "That was the last card: game over. Winner: Chloé." in text
    assert events(client, table) == [
        {"type": "turn", "player": "Ben"}, {"type": "turn", "player": "Chloé", "snake": 3},
        {"type": "turn", "player": "Ana"}, {"type": "turn", "player": "Ben"},
        {"type": "turn", "player": "Chloé", "snake": 3}, {"type": "turn", "player": "Ana"},
        {"type": "turn", "player": "Ben"}]
    screen = client.get(table).get_data(as_text=True)
    assert "Game over: the last card has been drawn." in screen and 'id="turn-submit"' not in screen


def test_equal_cards_go_to_the_longest_snake_then_shared(client):
    table = create_table(client, GAME, ["Ana", "Ben"], cards="16")
    for player, snake in [("Ana", None), ("Ben", None), ("Ana", 4), ("Ben", None), ("Ana", None), ("Ben", None),
                          ("Ana", None), ("Ben", 4), ("Ana", None), ("Ben", None), ("Ana", None), ("Ben", None),
                          ("Ana", None), ("Ben", None)]:
        fields = {"action": "snake", "snake": str(snake)} if snake else {"action": "turn"}
        assert act(client, table, player=player, **fields).status_code == 303
    text = client.get(f"{table}/where", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert "It is Ana&#39;s turn. 1 card left to draw." in text
    act(client, table, action="snake", player="Ana", snake="3")
    screen = client.get(table).get_data(as_text=True)
    assert "Winner: Ana." in screen
    act(client, table, action="turn", player="Ben")  # refused: the game is over
    assert len(events(client, table)) == 15
    post(client, f"{table}/undo", seen=version(client, table))
    act(client, table, action="turn", player="Ana")
    screen = client.get(table).get_data(as_text=True)
    assert "Winners: Ana and Ben." in screen
    assert "Ana and Ben have 4 cards each and equally long snakes (Ana: 4 cards and Ben: 4 cards): they share the win." in screen


def test_tie_broken_by_the_longest_snake(client):
    table = create_table(client, GAME, ["Ana", "Ben"], cards="13")
    turns = [None] * 12
    turns[4], turns[7], turns[11] = 6, 3, 3  # Ana takes 6; Ben takes 3 twice
    for number, snake in enumerate(turns):
        fields = {"action": "snake", "snake": str(snake)} if snake else {"action": "turn"}
        assert act(client, table, player=["Ana", "Ben"][number % 2], **fields).status_code == 303
    screen = client.get(table).get_data(as_text=True)
    assert "Winner: Ana. Ana and Ben have 6 cards each; the longest snake decides (Ana: 6 cards and Ben: 3 cards)." in screen
    assert exported(client, table)["events"][-1] == {"type": "turn", "player": "Ben", "snake": 3}


@pytest.mark.parametrize("fields, message", [
    ({"action": "turn", "player": "Ana"}, "Ana cannot play now: it is Ben&#39;s turn"),
    ({"action": "turn", "player": "Zoë"}, "Choose the player whose turn it is."),
    ({"action": "snake", "player": "Ben", "snake": "two"}, "Snake: type how many cards it has"),
    ({"action": "snake", "player": "Ben", "snake": ""}, "Snake: type how many cards it has"),
    ({"action": "snake", "player": "Ben", "snake": "2"}, "a complete snake has at least 3 cards"),
    ({"action": "snake", "player": "Ben", "snake": "3"}, "Ben cannot take a snake of 3 cards: only 2 cards lie"),
    ({"action": "wiggle", "player": "Ben"}, "Choose what happened at the table."),
])
def test_bad_input_is_refused_and_nothing_is_recorded(client, table, fields, message):
    response = act(client, table, **fields)
    assert response.status_code == 422
    assert message in response.get_data(as_text=True)
    assert events(client, table) == []


def test_a_stale_phone_gets_409_and_nothing_is_recorded(client, table):
    act(client, table, action="turn", player="Ben")
    response = post(client, f"{table}/events", htmx=True, seen=0, action="turn", player="Ben")
    assert response.status_code == 409
    assert "Another phone recorded something" in response.get_data(as_text=True)
    assert len(events(client, table)) == 1


def test_htmx_answer_carries_the_new_forms_out_of_band(client, table):
    response = post(client, f"{table}/events", htmx=True, seen=0, action="turn", player="Ben")
    body = response.get_data(as_text=True)
    assert 'id="table-actions" data-hx-swap-oob="true"' in body and "Chloé placed a card, no snake" in body
    assert "Ben drew and placed a card. 6 cards left to draw. Now it is Chloé&#39;s turn.\u200b\u200b</p>" in body


def test_export_import_round_trip_of_a_whole_game(client, table):
    for player, snake in [("Ben", None), ("Chloé", 3), ("Ana", None), ("Ben", None), ("Chloé", None),
                          ("Ana", 4), ("Ben", None)]:
        fields = {"action": "snake", "snake": str(snake)} if snake else {"action": "turn"}
        assert act(client, table, player=player, **fields).status_code == 303
    log = exported(client, table)
    upload = {"csrf_token": "test-csrf-token", "log": (io.BytesIO(json.dumps(log).encode()), "snake.json")}
    response = client.post("/tables/import", data=upload, content_type="multipart/form-data")
    assert response.status_code == 303
    copy = response.headers["Location"]
    assert exported(client, copy) == log
    screen = client.get(copy).get_data(as_text=True)
    assert "Game over: the last card has been drawn." in screen and "Winner: Ana." in screen


def test_unknown_table_is_404(client):
    assert client.get("/t/unknown/log.json").status_code == 404
    assert post(client, "/t/unknown/events", seen=0, action="turn", player="Ana").status_code == 404
