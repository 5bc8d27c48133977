"""Ask the table, answered by the server: per game, private totals kept private, the seat's own total, the hand."""

import html
import re

import pytest

from tests.conftest import CSRF_TOKEN
from tests.web.helpers import create_table, post, version
from tests.web.test_field_table import FOUR, FOUR_PLAYER_PLAYS, lay, play_all, seat_keys


PRIVATE = "The scores stay private until the game is over: each player sees their own total on their seat."


def answer(client, path, hand=None, **args):
    """The answer's lines as the ask route gives them (``(status, [line])``); a ``hand`` is posted, as ask.js does."""
    if hand is None:
        response = client.get(path, query_string=args)
    else:
        response = client.post(path, query_string=args, data={"hand": hand, "csrf_token": CSRF_TOKEN})
    body = response.get_data(as_text=True)
    assert response.status_code == 404 or response.headers["Cache-Control"] == "no-store"
    return response.status_code, [html.unescape(re.sub(r"<[^>]+>", "", line)).strip()
                                  for line in re.findall(r"<(?:p|li)[^>]*>(.*?)</(?:p|li)>", body, re.S)]


@pytest.fixture
def field_mid_game(client):
    """A field game after round 1: every player holds a private field card."""
    table = create_table(client, "rainbow-field", FOUR)
    assert lay(client, table, "3 8 1 5").status_code == 303
    play_all(client, table, FOUR_PLAYER_PLAYS[:4])
    return table


def test_each_question_on_a_snake_table(client):
    table = create_table(client, "rainbow-snake", ["Ana", "Ben"], cards="13")
    assert post(client, f"{table}/events", seen=version(client, table), action="turn", player="Ana").status_code == 303
    ask = f"{table}/ask"
    assert answer(client, ask, ask="turn") == (200, ["11 cards left to draw. Now it is Ben's turn."])
    assert answer(client, ask, ask="scores", screen="board") == (
        200, ["Cards taken: Ana 0 cards (no snake) and Ben 0 cards (no snake)."])
    assert answer(client, ask, ask="last") == (200, ["Ana drew and placed a card. 11 cards left to draw. Now it is Ben's turn."])
    assert answer(client, ask, ask="again") == answer(client, ask, ask="last")
    assert answer(client, ask, ask="what")[0] == 400
    assert answer(client, ask, ask="hand", screen="table", hand="red-head,middle")[1] == ["Your hand: 2 cards."]
    assert answer(client, ask, ask="hand", screen="table")[1] == [
        "This phone keeps no hand for this table: add your cards on “My hand”."]


def test_the_last_five_actions_are_the_newest_five_oldest_first(client):
    table = create_table(client, "rainbow-snake", ["Ana", "Ben"], cards="20")
    for number in range(7):
        post(client, f"{table}/events", seen=str(number), action="turn", player=["Ana", "Ben"][number % 2])
    assert post(client, f"{table}/undo", seen="7").status_code == 303
    _, lines = answer(client, f"{table}/ask", ask="last")
    assert len(lines) == 5
    assert lines[0].startswith("Ben drew") and lines[-1].startswith("Undone: Ana drew and placed a card.")
    assert [line.split(" ", 1)[0] for line in lines] == ["Ben", "Ana", "Ben", "Ana", "Undone:"]


def test_a_field_game_tells_no_private_total_on_shared_screens(client, field_mid_game):
    ask = f"{field_mid_game}/ask"
    said = []
    for question in ("turn", "scores", "last", "again"):
        for screen in ("table", "board"):
            status, lines = answer(client, ask, ask=question, screen=screen)
            assert status == 200
            said += lines
    assert said.count(PRIVATE) == 2  # asked on the table and on the board
    assert [line for line in said if re.search(r"takes \d|Scores:|total", line)] == [PRIVATE] * 2, said
    page = client.get(f"{field_mid_game}?ask=scores").get_data(as_text=True)
    assert "The scores stay private until the game is over" in page


def test_a_seat_hears_its_own_total_and_a_wrong_key_nothing(app, client, field_mid_game):
    key = seat_keys(app, field_mid_game)["Ana"]
    status, lines = answer(client, f"{field_mid_game}/ask", ask="scores", screen="seat", seat=key)
    assert status == 200 and re.fullmatch(r"Your total: \d+\. The other players' totals stay private until the game is over\.",
                                          lines[0])
    page = client.get(f"{field_mid_game}/seat/{key}?ask=scores").get_data(as_text=True)
    assert lines[0] in page.replace("&#39;", "'")
    assert answer(client, f"{field_mid_game}/ask", ask="scores", screen="seat", seat="not-a-key")[0] == 404


def test_at_the_end_the_field_scores_are_everyones(client, field_mid_game):
    play_all(client, field_mid_game, FOUR_PLAYER_PLAYS[4:])
    _, lines = answer(client, f"{field_mid_game}/ask", ask="scores", screen="board")
    assert lines[0].startswith("Game over. Scores: Ana ")


def test_my_hand_total_and_the_questions_each_screen_offers(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    page = client.post(f"{table}/hand", data={"hand": "red-7,violet-2", "ask": "hand", "csrf_token": CSRF_TOKEN})
    page = page.get_data(as_text=True)
    assert "Your hand: 2 cards, total 9." in page
    ask_form = re.search(r'<form method="(\w+)" action="([^"]+)" class="ask-form".*?</form>', page, re.S)
    assert ask_form[1] == "post" and ask_form[2] == f"{table}/hand#ask-answer"  # the hand in the body, not the address
    assert 'name="hand" value="red-7,violet-2"' in ask_form[0]  # the no-JavaScript form asks with the hand shown
    in_address = client.get(f"{table}/ask", query_string={"ask": "hand", "hand": "red-7"}).get_data(as_text=True)
    assert "keeps no hand" in in_address and "total 7" not in in_address  # a hand in an address is not read
    assert 'id="ask-hand"' not in client.get(f"{table}/board").get_data(as_text=True)
    assert 'id="ask-hand"' in client.get(table).get_data(as_text=True)
    fr = client.post(f"{table}/ask", query_string={"ask": "hand", "lang": "fr"},
                     data={"hand": "red-7", "csrf_token": CSRF_TOKEN}).get_data(as_text=True)
    assert "Votre main\u202f: 1 carte, total 7." in fr
