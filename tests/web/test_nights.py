"""Game nights: the next game with the same players, the night page's charts, export and import."""

import copy
import io
import json
import re
import threading
import xml.etree.ElementTree as ElementTree

from companion import store
from companion.games.log import replay, replay_steps
from tests.conftest import CSRF_TOKEN
from tests.web.helpers import create_table, post
from tests.web.night_logs import FIELD, NIGHT, RAIN, SNAKE


def import_night(client, data, name="night.json"):
    """POST a night file to the import form."""
    body = data if isinstance(data, bytes) else json.dumps(data).encode()
    return client.post("/nights/import", data={"csrf_token": CSRF_TOKEN, "night": (io.BytesIO(body), name)},
                       content_type="multipart/form-data")


def finished_rain_table(client):
    """A rain table (Ana, Ben, Chloé; Ben starts) that Ana wins in four Rainbows."""
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"], first=1)
    for seen in range(4):
        response = post(client, f"{table}/events", seen=seen, action="rainbow", player="Ana",
                        **{"hand-0": "3", "hand-1": "9", "hand-2": "8"})
        assert response.status_code == 303
    return table


def test_next_game_keeps_the_seats_and_the_rules_choose_who_starts(client):
    table = finished_rain_table(client)
    page = client.get(table).get_data(as_text=True)
    assert "New game with the same players" in page and "As the rules say: Ben" in page  # left of Ana, who won
    response = post(client, f"{table}/next", first="")
    assert response.status_code == 303
    following = response.headers["Location"]
    log = json.loads(client.get(f"{following}/log.json").get_data(as_text=True))
    assert log["players"] == ["Ana", "Ben", "Chloé"] and log["options"] == {"first_player": "Ben"}
    assert log["events"] == []
    assert f'href="{following}"' in client.get(table).get_data(as_text=True)  # the finished table links forward


def test_next_game_with_a_chosen_first_player_and_the_explorers_reveal(client):
    table = finished_rain_table(client)
    following = post(client, f"{table}/next", first="Chloé").headers["Location"]
    assert json.loads(client.get(f"{following}/log.json").data)["options"] == {"first_player": "Chloé"}
    fresh = finished_rain_table(client)
    refused = post(client, f"{fresh}/next", first="Zoë")
    assert refused.status_code == 400 and "Choose who starts the next game" in refused.get_data(as_text=True)


def test_next_game_only_once_the_game_is_over(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    response = post(client, f"{table}/next", first="")
    assert response.status_code == 409
    assert "once this game is over" in response.get_data(as_text=True)
    assert client.get(f"{table}/next", headers={"HX-Request": "true"}).status_code == 204


def test_the_poll_of_a_finished_table_sends_every_phone_to_the_next_one(client):
    table = finished_rain_table(client)
    assert client.get(f"{table}/next", headers={"HX-Request": "true"}).status_code == 204
    following = post(client, f"{table}/next", htmx=True, first="")
    assert following.status_code == 200
    target = following.headers["HX-Redirect"]
    answer = client.get(f"{table}/next", headers={"HX-Request": "true"})
    assert answer.headers["HX-Redirect"] == target and "Go to the next game" in answer.get_data(as_text=True)
    assert client.get(f"{table}/next").headers["Location"] == target  # without JavaScript: a plain redirect
    assert client.get("/t/no-such-table/next").status_code == 404


def test_two_phones_asking_at_once_create_one_next_table(app):
    engine = app.extensions["companion_db"]
    first = store.create_table("rainbow7-rain", ["Ana", "Ben"], {}, engine=engine)
    barrier = threading.Barrier(6)
    answers = []

    def ask():
        barrier.wait()
        answers.append(store.create_next_table(first.id, "rainbow7-rain", ["Ana", "Ben"], {}, engine=engine))

    threads = [threading.Thread(target=ask) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert len({next_id for next_id, _ in answers}) == 1
    assert sorted(created for _, created in answers) == [False] * 5 + [True]
    with engine.connect() as connection:
        assert len(connection.execute(store.tables.select()).all()) == 2  # no orphan table


def svg_marks(svg):
    """{(player, column): value} read from a chart's SVG marks."""
    root = ElementTree.fromstring(svg)
    return {(mark.get("data-player"), mark.get("data-column")): int(mark.get("data-value"))
            for mark in root.iter() if mark.get("data-value") is not None}


def table_cells(table):
    """{(player, column): value} read from the table under a chart; each cell's headers must say the same."""
    root = ElementTree.fromstring(table)
    headers = [cell.text for cell in root.find("thead/tr")]
    values = {}
    for row in root.find("tbody"):
        for position, cell in enumerate(row[1:], start=1):
            player, column = cell.get("data-player"), cell.get("data-column")
            assert {row[0].text, headers[position]} == {player, column}
            values[(player, column)] = int(cell.text)
    return values


def expected_numbers(log):
    """What the chart of ``log`` must show, computed from ``companion replay``'s summaries."""
    if log["game"] == "rainbow7-rain":
        games = list(replay_steps(log))
        ends = [games[number].summary()["tokens"] for number, event in enumerate(log["events"], start=1)
                if event["type"] in ("rainbow", "perfect")]
        return {(player, f"Round {number}"): tokens[player]
                for number, tokens in enumerate(ends, start=1) for player in log["players"]}
    summary = replay(log).summary()
    if log["game"] == "rainbow-field":
        return {(player, "Points"): score for player, score in summary["scores"].items()}
    return {(player, "Cards taken"): cards for player, cards in summary["cards"].items()}


def test_the_night_page_charts_and_tables_agree_with_the_replayed_logs(client):
    response = import_night(client, NIGHT)
    assert response.status_code == 303
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    svgs = re.findall(r'<svg class="chart".*?</svg>', page, re.S)
    tables = re.findall(r'<table class="chart-table".*?</table>', page, re.S)
    assert len(svgs) == len(tables) == 3
    for log, svg, table in zip((RAIN, FIELD, SNAKE), svgs, tables):
        expected = expected_numbers(log)
        assert svg_marks(svg) == expected
        assert table_cells(table) == expected
        assert 'aria-hidden="true"' in svg
    wins = re.search(r'<table class="night-wins".*?</table>', page, re.S).group(0)
    assert re.findall(r'<th scope="row">(\w+)</th><td class="number">(\d+)</td>', wins) == [
        ("Ana", "2"), ("Ben", "2"), ("Chloé", "0"), ("Dan", "1")]
    assert "Winners: Ben and Dan" in page


def test_the_night_exports_and_imports_back_the_same_logs(client):
    first = import_night(client, NIGHT).headers["Location"]
    first_table = first.removesuffix("/night")
    exported = json.loads(client.get(f"{first_table}/night.json").get_data(as_text=True))
    assert exported == NIGHT
    again = import_night(client, exported)
    second = again.headers["Location"].removesuffix("/night")
    assert second != first_table
    assert json.loads(client.get(f"{second}/night.json").data) == NIGHT
    table_page = client.get(second).get_data(as_text=True)
    assert f'href="{second}/night"' in table_page  # every table reaches its night


def test_a_bad_night_file_is_refused_whole_with_a_clear_message(client, app):
    with app.extensions["companion_db"].connect() as connection:
        before = len(connection.execute(store.tables.select()).all())
    broken = copy.deepcopy(NIGHT)
    broken["games"][2]["events"][1]["snake"] = 9
    cases = [
        (broken, "Game 3: Event 2:"),
        ({"format": "rainbow-companion/game-log", "version": 1}, "not a game night"),
        ({**NIGHT, "version": 2}, "The game night file is version 2"),
        ({**NIGHT, "games": []}, "must be a list of 1 to 100 game logs"),
        ({**NIGHT, "extra": 1}, "Unknown key"),
        (b"{not json", "not valid JSON"),
        ("\udcff".encode("utf-8", "surrogatepass"), "not UTF-8"),
    ]
    for data, message in cases:
        response = import_night(client, data)
        assert response.status_code == 400
        assert message in response.get_data(as_text=True).replace("&#34;", '"')
    with app.extensions["companion_db"].connect() as connection:
        assert len(connection.execute(store.tables.select()).all()) == before  # nothing half-stored


def test_games_still_being_played_show_where_they_stand(client):
    explorers = {"format": "rainbow-companion/game-log", "version": 1, "game": "rainbow7-explorers",
                 "players": ["Ana", "Ben", "Chloé"], "options": {}, "events": [
                     {"type": "start", "player": "Ben"},
                     {"type": "turn", "player": "Ben", "function": None, "raining": False},
                     {"type": "turn", "player": "Chloé", "function": None, "raining": False}]}
    rain = {**RAIN, "events": RAIN["events"][:2]}
    night = {**NIGHT, "games": [explorers, rain]}
    page = client.get(import_night(client, night).headers["Location"]).get_data(as_text=True)
    assert "Still being played: Turn 3" in page and "Still being played: Round 2" in page
    svgs = re.findall(r'<svg class="chart".*?</svg>', page, re.S)
    assert svg_marks(svgs[0]) == {("Ana", "Turns"): 0, ("Ben", "Turns"): 1, ("Chloé", "Turns"): 1}
    assert svg_marks(svgs[1]) == {("Ana", "Round 1"): 0, ("Ben", "Round 1"): 2, ("Chloé", "Round 1"): 2}
    fresh = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    assert "No round has ended yet." in client.get(f"{fresh}/night").get_data(as_text=True)


def test_the_update_that_ends_a_game_brings_the_next_game_form_to_every_phone(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"], first=1)
    for seen in range(3):
        post(client, f"{table}/events", seen=seen, action="rainbow", player="Ana",
             **{"hand-0": "3", "hand-1": "9", "hand-2": "8"})
    running = client.get(f"{table}/state?v=0", headers={"HX-Request": "true"}).get_data(as_text=True)
    assert 'id="next-game"' in running and "New game with the same players" not in running
    assert 'data-standing="Round 4"' in running  # what the home page's list of tables shows
    post(client, f"{table}/events", seen=3, action="rainbow", player="Ana",
         **{"hand-0": "3", "hand-1": "9", "hand-2": "8"})
    update = client.get(f"{table}/state?v=3", headers={"HX-Request": "true"}).get_data(as_text=True)
    section = re.search(r'<section id="next-game".*?</section>', update, re.S).group(0)
    assert 'hx-swap-oob="true"' in section and "New game with the same players" in section
    assert f'hx-get="{table}/next"' in section and 'data-standing="Over"' in section


def test_the_board_of_a_finished_game_follows_to_the_next_games_board(client):
    table = finished_rain_table(client)
    board = client.get(f"{table}/board").get_data(as_text=True)
    assert f'hx-get="{table}/next?to=board"' in board  # the board asks, like every phone
    assert client.get(f"{table}/next?to=board", headers={"HX-Request": "true"}).status_code == 204
    assert client.get(f"{table}/next?to=board").headers["Location"] == f"{table}/board"
    following = post(client, f"{table}/next", first="").headers["Location"]
    answer = client.get(f"{table}/next?to=board", headers={"HX-Request": "true"})
    assert answer.headers["HX-Redirect"] == f"{following}/board"
    assert client.get(f"{table}/next?to=board").headers["Location"] == f"{following}/board"
    assert f'href="{following}/board"' in client.get(f"{table}/board").get_data(as_text=True)
    running = client.get(f"{following}/board").get_data(as_text=True)
    assert "next-game-watch" not in running  # a game still being played asks nothing


def test_a_tables_summary_for_the_home_page_is_said_now_in_the_phones_language(client):
    table = finished_rain_table(client)
    response = client.get(f"{table}/summary.json?lang=fr")
    assert response.status_code == 200 and response.headers["Cache-Control"] == "no-store"
    assert response.get_json() == {"title": "Rainbow 7 — jetons Pluie", "players": "Ana, Ben et Chloé", "standing": "Terminée"}
    running = create_table(client, "rainbow-snake", ["Ana", "Ben"], cards="6")
    assert client.get(f"{running}/summary.json?lang=en").get_json()["standing"] == "5 cards left to draw"
    assert client.get("/t/no-such-table/summary.json").status_code == 404


def test_a_file_that_is_not_json_is_said_in_the_phones_language_only(client):
    cases = [(b"{not json", "ligne 1, colonne 2"), (b'{"games": [NaN]}', "NaN n’est pas un nombre en JSON"),
             (b"[" * 100_000, "imbriqués trop profondément")]
    for data, words in cases:
        response = client.post("/nights/import?lang=fr", data={"csrf_token": CSRF_TOKEN,
                                                               "night": (io.BytesIO(data), "night.json")},
                               content_type="multipart/form-data")
        page = response.get_data(as_text=True)
        assert response.status_code == 400 and words in page
        assert "Expecting" not in page and "recursion" not in page  # the parser's English stays out
