"""Results to take away: a finished game and a night as BG Stats push-play JSON (only their published fields)
and as CSV (one row per player per game), never before a game is over."""

import csv
import html
import io
import json
import re
from urllib.parse import unquote

import pytest

from tests.web.helpers import create_table, post, version
from tests.web.test_field_table import FOUR, FOUR_PLAYER_PLAYS, lay, play_all

# BG Stats' published push-play format ("Push plays to BG Stats from other apps or websites",
# www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/): the elements of the
# JSON in https://app.bgstatsapp.com/createPlay.html?data=<url-encoded JSON>, and the types of its example.
PUBLISHED_PLAY = {"sourceName": str, "sourcePlayId": str, "playDate": str, "durationMin": int, "comments": str,
                  "board": str, "location": str, "game": dict, "players": list}
PUBLISHED_GAME = {"bggId": int, "highestWins": bool, "name": str, "noPoints": bool, "sourceGameId": str}
PUBLISHED_PLAYER = {"startPlayer": bool, "name": str, "rank": int, "role": str, "score": (int, float),
                    "sourcePlayerId": str, "winner": bool}
PLAY_DATE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$")  # "2020-10-23 19:16:58" in their example


def assert_published(play):
    """Every field written is one BG Stats publishes, of its type; what the import needs is there."""
    for fields, data in ((PUBLISHED_PLAY, play), (PUBLISHED_GAME, play["game"])):
        assert set(data) <= set(fields), set(data) - set(fields)
        for key, value in data.items():
            assert isinstance(value, fields[key]) and not (fields[key] is int and isinstance(value, bool)), key
    assert PLAY_DATE.match(play["playDate"])
    assert {"sourceName", "sourcePlayId", "playDate", "game", "players"} <= set(play)
    assert {"name", "sourceGameId", "highestWins", "noPoints"} <= set(play["game"])
    for player in play["players"]:
        assert set(player) <= set(PUBLISHED_PLAYER), set(player) - set(PUBLISHED_PLAYER)
        for key, value in player.items():
            assert isinstance(value, PUBLISHED_PLAYER[key]) and (key not in ("rank", "score") or not isinstance(value, bool)), key
        assert {"name", "sourcePlayerId", "winner", "startPlayer"} <= set(player)  # BG Stats' Android app needs both flags


def act(client, table, **fields):
    return post(client, f"{table}/events", seen=version(client, table), **fields)


def finished_snake(client, names=("Ana", "Ben")):
    """A two-player snake of 13 cards: Ana takes 6, Ben 3 and 3; Ana wins on the longest snake."""
    table = create_table(client, "rainbow-snake", list(names), cards="13")
    turns = [None] * 12
    turns[4], turns[7], turns[11] = 6, 3, 3
    for number, snake in enumerate(turns):
        fields = {"action": "snake", "snake": str(snake)} if snake else {"action": "turn"}
        assert act(client, table, player=names[number % 2], **fields).status_code == 303
    return table


def bgstats_link_play(page):
    """The play inside the page's "Add this game to BG Stats" link."""
    link = html.unescape(re.search(r'id="bgstats-link" href="([^"]+)"', page).group(1))
    assert link.startswith("https://app.bgstatsapp.com/createPlay.html?data=")
    return json.loads(unquote(link.split("?data=", 1)[1]))


def read_csv(response):
    """The CSV parsed back: header and rows."""
    assert response.mimetype == "text/csv" and "attachment" in response.headers["Content-Disposition"]
    rows = list(csv.reader(io.StringIO(response.get_data().decode("utf-8-sig"))))
    return rows[0], rows[1:]


def test_a_finished_game_goes_to_bgstats_with_only_their_published_fields(client):
    table = finished_snake(client)
    page = client.get(table).get_data(as_text=True)
    play = bgstats_link_play(page)
    assert_published(play)
    downloaded = client.get(f"{table}/bgstats.json")
    assert downloaded.status_code == 200 and "attachment" in downloaded.headers["Content-Disposition"]
    assert json.loads(downloaded.get_data(as_text=True)) == play
    assert play["game"] == {"name": "Rainbow snake (Regenbogenschlange)", "sourceGameId": "rainbow-snake",
                            "highestWins": True, "noPoints": False}
    assert [(p["name"], p["score"], p["rank"], p["winner"], p["startPlayer"]) for p in play["players"]] == [
        ("Ana", 6, 1, True, True), ("Ben", 6, 2, False, False)]  # equal cards: the longest snake decided
    table_id = table.rsplit("/", 1)[1]
    assert table_id not in json.dumps(play)  # the table's address is its key: never sent to BG Stats
    assert 'rel="noreferrer"' in page  # nor as the referrer when the link is followed


def test_the_rain_game_counts_fewest_tokens_and_explorers_have_no_points(client):
    rain = create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"])
    for _ in range(4):  # Ana calls Rainbow 0 four times: Ben and Chloé take 2 tokens each round, the reserve runs out
        assert act(client, rain, action="rainbow", player="Ana", **{"hand-0": "0", "hand-1": "5", "hand-2": "6"}).status_code == 303
    data = json.loads(client.get(f"{rain}/bgstats.json").get_data(as_text=True))
    assert_published(data)
    assert data["game"]["highestWins"] is False
    assert [(p["name"], p["score"], p["rank"], p["winner"]) for p in data["players"]] == [
        ("Ana", 0, 1, True), ("Ben", 8, 2, False), ("Chloé", 8, 2, False)]
    explorers = create_table(client, "rainbow7-explorers", ["Ana", "Ben", "Chloé"])
    for fields in ({"action": "start", "player": "Ben"}, {"action": "raining", "player": "Ben", "function": "none"},
                   {"action": "turn", "player": "Chloé", "function": ""}, {"action": "turn", "player": "Ana", "function": ""},
                   {"action": "rainbow", "player": "Ben"}):
        assert act(client, explorers, **fields).status_code == 303
    data = json.loads(client.get(f"{explorers}/bgstats.json").get_data(as_text=True))
    assert_published(data)
    assert data["game"]["noPoints"] is True and all("score" not in p for p in data["players"])
    assert [(p["name"], p["rank"], p["winner"], p["startPlayer"]) for p in data["players"]] == [
        ("Ana", 2, False, False), ("Ben", 1, True, True), ("Chloé", 2, False, False)]


def test_the_csv_has_one_row_per_player_and_reads_back(client):
    table = finished_snake(client, ("Ana", "=SUM(A1)"))
    header, rows = read_csv(client.get(f"{table}/results.csv"))
    assert header == ["Game number", "Game", "Date", "Player", "Seat", "Score", "Rank", "Winner", "Played first"]
    assert [row[3:] for row in rows] == [["Ana", "1", "6", "1", "1", "1"], ["'=SUM(A1)", "2", "6", "2", "0", "0"]]
    assert {row[1] for row in rows} == {"Rainbow snake (Regenbogenschlange)"}
    assert re.match(r"^\d{4}-\d\d-\d\d \d\d:\d\d$", rows[0][2])
    header, _ = read_csv(client.get(f"{table}/results.csv?lang=fr"))
    assert header[3] == "Joueur"


@pytest.mark.parametrize("suffix", ["bgstats.json", "results.csv"])
def test_nothing_is_exported_before_the_game_is_over(client, suffix):
    field = create_table(client, "rainbow-field", FOUR)
    assert lay(client, field, "3 8 1 5").status_code == 303
    play_all(client, field, FOUR_PLAYER_PLAYS[:4])  # round 1 is over: everyone holds a private field card
    response = client.get(f"{field}/{suffix}")
    assert response.status_code == 409
    assert "once the game is over" in response.get_data(as_text=True)
    page = client.get(field).get_data(as_text=True)
    assert "bgstats" not in page and "results.csv" not in page


def test_the_night_exports_its_finished_games_only(client, csrf):
    first = finished_snake(client)
    response = client.post(f"{first}/next", data={"csrf_token": csrf})
    assert response.status_code == 303
    second = response.headers["Location"]
    assert act(client, second, action="turn", player="Ana").status_code == 303  # still being played
    night = client.get(f"{second}/night").get_data(as_text=True)
    assert night.count("Add game") == 1 and "Add game 1 to BG Stats" in night
    plays = json.loads(client.get(f"{second}/night/bgstats.json").get_data(as_text=True))
    assert len(plays) == 1
    assert_published(plays[0])
    assert plays[0] == json.loads(client.get(f"{first}/bgstats.json").get_data(as_text=True))
    header, rows = read_csv(client.get(f"{second}/night/results.csv"))
    assert [(row[0], row[3]) for row in rows] == [("1", "Ana"), ("1", "Ben")]
    for number in range(11):  # the second game ends too: both are in the files, numbered as on the night's page
        assert act(client, second, action="turn", player=["Ben", "Ana"][number % 2]).status_code == 303
    _, rows = read_csv(client.get(f"{first}/night/results.csv"))
    assert [row[0] for row in rows] == ["1", "1", "2", "2"]
