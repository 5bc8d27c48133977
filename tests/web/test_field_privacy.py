"""Nothing shared tells a private total of an unfinished field game: pages, files, JSON, history, announcements.

The game is the four-player game of test_field_table.py, stopped in round 3
(Dan 15, Ben 9, Chloé 9, Ana 7 so far). Round 1's field was 8 5 3 1, round
2's (the cards played in round 1) 7 6 6 4 2 2 2: with the order of each
round's picks, either would say who took which field card. Round 3's field
(10 6 5 5 4 3 2 1) and its plays are on the table screen, as on the table.
"""

import json
import re
from html import unescape

import pytest

from tests.web.helpers import create_table, post, version
from tests.web.test_field_table import FOUR, FOUR_PLAYER_PLAYS, lay, play_all

HTMX = {"HX-Request": "true"}
# What a finished round gives away: its field, and the plays that became the next round's field.
FINISHED_ROUNDS = ("8 5 3 1", "7 6 6 4 2 2 2", "2 2 2", "6 6")
TOTALS = ("Dan 15", "Ben 9", "Chloé 9", "Ana 7")


def shared_text(response):
    """A response's text as a reader gets it: tags out, entities decoded, unspoken marks dropped."""
    text = unescape(re.sub(r"<[^>]+>", " ", response.get_data(as_text=True))).replace("\u200b", "")
    return re.sub(r"\s+", " ", text)


def assert_tells_no_private_total(text):
    """No total, no field card taken, no finished round's cards."""
    for secret in FINISHED_ROUNDS + TOTALS:
        assert secret not in text, f"{secret!r} in {text[:3000]}"
    assert not re.search(r"takes \d|Scores|Your total|gets nothing", text), text[:3000]


@pytest.fixture
def round_three(client):
    """A field table in round 3, and the version it reached."""
    table = create_table(client, "rainbow-field", FOUR)
    assert lay(client, table, "3 8 1 5").status_code == 303
    play_all(client, table, FOUR_PLAYER_PLAYS[:9])
    return table


def test_no_shared_page_of_an_unfinished_field_game_tells_a_total(client, round_three):
    table = round_three
    table_id = table.rsplit("/", 1)[1]
    shared = {
        "table": client.get(table),
        "history": client.get(f"{table}/history"),
        "board": client.get(f"{table}/board"),
        "board catching up": client.get(f"{table}/board/state?v=0", headers=HTMX),
        "update catching up": client.get(f"{table}/state?v=0", headers=HTMX),
        "update after round 1": client.get(f"{table}/state?v=3", headers=HTMX),
        "where are we": client.get(f"{table}/where", headers=HTMX),
        "night": client.get(f"{table}/night"),
        "summary": client.get(f"/t/{table_id}/summary.json"),
        "seats": client.get(f"{table}/seats"),
        "the last 5 actions": client.get(f"{table}/ask", query_string={"ask": "last", "screen": "board"}),
        "the scores": client.get(f"{table}/ask", query_string={"ask": "scores", "screen": "board"}),
    }
    for name, response in shared.items():
        assert response.status_code == 200, name
        assert_tells_no_private_total(shared_text(response))
    table_page = shared_text(shared["table"])
    assert "10 6 5 5 4 3 2 1" in table_page and "Dan: 8" in table_page  # round 3, as it lies on the table
    assert "anyone could work out everyone's field cards" in table_page  # why there is no game log yet
    log = client.get(f"{table}/log.json")  # nor any JSON: the log of the plays is refused until the game is over
    assert log.status_code == 409 and '"events"' not in log.get_data(as_text=True)
    assert_tells_no_private_total(shared_text(log))


def test_the_history_tells_finished_rounds_without_their_cards_and_the_round_in_progress_in_full(client, round_three):
    history = shared_text(client.get(f"{round_three}/history"))
    assert "The field of round 1 is laid out. Ana plays first." in history
    assert "Dan plays 3 cards." in history and "Ben plays 1 card. Ben is out: no cards left." in history
    assert "End of round 1. Pick order: Dan, Ben, Chloé, and Ana. Round 2: Dan plays first." in history
    assert ("End of round 2. Pick order: Dan, Chloé, Ana, and Ben. Round 3: the field is 10 6 5 5 4 3 2 1. "
            "Dan plays first.") in history
    assert "Dan plays 8 (a single card). Next: Ana." in history
    assert "finished rounds are told without their cards" in history


def test_the_last_5_actions_just_after_round_1_do_not_tell_its_picks_with_its_field(client):
    table = create_table(client, "rainbow-field", FOUR)
    lay(client, table, "3 8 1 5")
    play_all(client, table, FOUR_PLAYER_PLAYS[:4])  # the field and round 1's four plays: the last 5 actions
    said = shared_text(client.get(f"{table}/ask", query_string={"ask": "last"}))
    assert "Pick order: Dan, Ben, Chloé, and Ana." in said and "8 5 3 1" not in said
    assert "The field of round 1 is laid out." in said and "Dan plays 3 cards." not in said  # in full: the newest


def test_a_phone_that_missed_whole_rounds_hears_them_without_their_cards(client, round_three):
    said = client.get(f"{round_three}/state?v=0", headers=HTMX).get_data(as_text=True)
    announcer = unescape(re.search(r'<div id="announcer".*?</div>', said, re.S).group(0)).replace("\u200b", "")
    assert "The field of round 1 is laid out. Ana plays first." in announcer
    assert announcer.endswith("Dan plays 8 (a single card). Next: Ana.</p></div>")
    assert_tells_no_private_total(announcer)
    live = client.get(f"{round_three}/state?v={version(client, round_three) - 1}", headers=HTMX)
    assert "Dan plays 8 (a single card). Next: Ana." in shared_text(live)  # one record: said as it happened


def test_an_undone_game_end_shows_no_score_in_the_history(client):
    table = create_table(client, "rainbow-field", FOUR)
    lay(client, table, "3 8 1 5")
    play_all(client, table, FOUR_PLAYER_PLAYS)
    assert post(client, f"{table}/undo", seen=str(version(client, table))).status_code == 303
    history = shared_text(client.get(f"{table}/history"))
    assert "(undone)" in history
    assert_tells_no_private_total(history)


def test_the_night_keeps_an_unfinished_field_game_out_of_its_page_numbers_and_file(client, round_three):
    night = client.get(f"{round_three}/night").get_data(as_text=True)
    assert "The points stay private until the game is over." in night and "data-value" not in night
    assert 'id="night-export"' not in night
    assert "Game 1 is left out of the file until it is over" in night
    refused = client.get(f"{round_three}/night.json")
    assert refused.status_code == 409 and "Nothing to download yet" in refused.get_data(as_text=True)
    assert_tells_no_private_total(shared_text(refused))


def test_a_night_file_holds_the_finished_games_and_leaves_the_field_game_out_until_it_ends(client):
    first = create_table(client, "rainbow-field", FOUR)
    lay(client, first, "3 8 1 5")
    play_all(client, first, FOUR_PLAYER_PLAYS)
    second = post(client, f"{first}/next", first="Ana").headers["Location"]
    lay(client, second, "3 8 1 5")
    play_all(client, second, FOUR_PLAYER_PLAYS[:4])
    exported = json.loads(client.get(f"{second}/night.json").get_data(as_text=True))
    assert len(exported["games"]) == 1 and len(exported["games"][0]["events"]) == 1 + len(FOUR_PLAYER_PLAYS)
    night = client.get(f"{second}/night").get_data(as_text=True)
    assert 'id="night-export"' in night and "Game 2 is left out of the file until it is over" in night
    play_all(client, second, FOUR_PLAYER_PLAYS[4:])
    exported = json.loads(client.get(f"{second}/night.json").get_data(as_text=True))
    assert [len(log["events"]) for log in exported["games"]] == [1 + len(FOUR_PLAYER_PLAYS)] * 2
    assert "left out of the file" not in client.get(f"{second}/night").get_data(as_text=True)
