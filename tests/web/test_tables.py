"""Routes every game shares: home, new table, import and export, history, errors."""

import io
import json

import pytest

from tests.conftest import CSRF_TOKEN
from tests.web.helpers import create_table, exported, post

RAIN_LOG = {
    "format": "rainbow-companion/game-log", "version": 1, "game": "rainbow7-rain",
    "players": ["Zoë", "日本語", "Ben"], "options": {"first_player": "Ben"},
    "events": [
        {"type": "seven", "player": "Zoë", "color": "red", "target": "Ben", "note": "kept"},
        {"type": "rainbow", "player": "Ben", "hands": {"Zoë": 5, "日本語": 4, "Ben": 3}},
    ],
}


def upload(client, content, filename="game.json"):
    data = {"csrf_token": CSRF_TOKEN, "log": (io.BytesIO(content), filename)}
    return client.post("/tables/import", data=data, content_type="multipart/form-data")


def test_home_offers_the_four_games(client):
    page = client.get("/").get_data(as_text=True)
    for game in ("rainbow7-rain", "rainbow7-explorers", "rainbow-field", "rainbow-snake"):
        assert f"game={game}" in page


@pytest.mark.parametrize("names, first, message", [
    (["Ana"], "0", "This game needs 2 to 5 players, not 1"),
    (["Ana", "ana"], "0", "Two players are called"),
    (["Zo\u00eb", "Zoe\u0308"], "0", "Two players are called"),  # the same Zoë, typed composed and decomposed
    (["Ana", "B" * 41], "0", "longer than 40 characters"),
    (["Ana", "Ben"], "3", "Choose who starts"),
    (["Ana", "Ben"], "", "Choose who starts"),
])
def test_new_table_refuses_bad_players_and_keeps_the_names(client, names, first, message):
    data = {"csrf_token": CSRF_TOKEN, "game": "rainbow7-rain", "first": first}
    data.update({f"name-{seat}": name for seat, name in enumerate(names)})
    response = client.post("/tables", data=data)
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert message in page
    assert f'value="{names[0]}"' in page


def test_names_are_trimmed_and_remembered_for_next_time(client):
    create_table(client, "rainbow7-rain", ["  Ana ", "Zoë", "日本語"])
    page = client.get("/tables/new?game=rainbow-snake").get_data(as_text=True)
    assert 'value="Ana"' in page and 'value="Zoë"' in page and 'value="日本語"' in page


def test_unknown_game_and_table_are_404_pages(client):
    assert client.get("/tables/new?game=chess").status_code == 404
    assert client.post("/tables", data={"csrf_token": CSRF_TOKEN, "game": "chess"}).status_code == 404
    for path in ("/t/nope", "/t/nope/history", "/t/nope/log.json", "/t/nope/state?v=0", "/t/" + "x" * 200):
        response = client.get(path)
        assert response.status_code == 404, path
        assert "This page does not exist" in response.get_data(as_text=True)
    assert post(client, "/t/nope/events", seen="0").status_code == 404


def test_import_creates_a_table_that_continues_the_game(client):
    response = upload(client, json.dumps(RAIN_LOG).encode())
    assert response.status_code == 303
    table = response.headers["Location"]
    assert table.startswith("/t/")
    log = exported(client, table)
    assert log == RAIN_LOG
    assert post(client, f"{table}/events", seen="2", action="perfect", player="日本語").status_code == 303
    assert len(exported(client, table)["events"]) == 3


@pytest.mark.parametrize("content, message", [
    (b"not json", "The file is not valid JSON"),
    (b"\xff\xfe\x00", "not UTF-8 text"),
    (json.dumps({**RAIN_LOG, "format": "x"}).encode(), "The file is not a game log"),
    (json.dumps({**RAIN_LOG, "version": 2}).encode(), "The game log is version 2"),
    (json.dumps({**RAIN_LOG, "game": "chess"}).encode(), "Unknown game"),
    (json.dumps({**RAIN_LOG, "options": {"speed": 1}}).encode(), "Unknown option"),
    (json.dumps({**RAIN_LOG, "events": [{"type": "seven", "player": "Zoë", "color": "red"}]}).encode(),
     "Event 1: The red 7 needs a target"),
    (json.dumps({**RAIN_LOG, "events": RAIN_LOG["events"] + [{"type": "perfect", "player": "Ben", "hands": {"Zoë": 1, "日本語": 1, "Ben": True}}]}).encode(),
     "Event 3:"),
])
def test_import_refuses_a_bad_log_with_a_clear_message(client, content, message):
    response = upload(client, content)
    assert response.status_code == 400
    assert message in response.get_data(as_text=True)


def test_import_without_a_file_is_explained(client):
    response = client.post("/tables/import", data={"csrf_token": CSRF_TOKEN}, content_type="multipart/form-data")
    assert response.status_code == 400
    assert "Choose a game log file" in response.get_data(as_text=True)


def test_export_is_a_downloadable_spec_log(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    response = client.get(f"{table}/log.json")
    assert response.mimetype == "application/json"
    assert "attachment" in response.headers["Content-Disposition"]
    assert json.loads(response.get_data(as_text=True))["format"] == "rainbow-companion/game-log"


def test_names_with_markup_are_escaped(client):
    table = create_table(client, "rainbow7-rain", ["<script>alert(1)</script>", "Ben"])
    post(client, f"{table}/events", seen="0", action="perfect", player="<script>alert(1)</script>")
    for path in (table, f"{table}/history", "/tables/new?game=rainbow7-rain"):
        page = client.get(path).get_data(as_text=True)
        assert "<script>alert" not in page
        assert "&lt;script&gt;" in page


def test_posts_without_the_token_are_refused(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    response = client.post(f"{table}/events", data={"seen": "0", "action": "perfect", "player": "Ana"})
    assert response.status_code == 403
    assert exported(client, table)["events"] == []


def test_pages_are_gzipped_for_phones(client):
    response = client.get("/tables/new?game=rainbow7-rain", headers={"Accept-Encoding": "gzip"})
    assert response.headers["Content-Encoding"] == "gzip"


def test_language_switch_keeps_the_page_query(client):
    page = client.get("/tables/new?game=rainbow-snake").get_data(as_text=True)
    header = page.split('class="language-form"')[1].split("</form>")[0]
    assert '<input type="hidden" name="game" value="rainbow-snake">' in header
    assert 'name="lang"' in header


def test_an_htmx_request_refused_leaves_the_screen_and_shows_the_message(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    response = client.post(f"{table}/events", data={"seen": "0", "action": "perfect", "player": "Ana"},
                           headers={"HX-Request": "true", "X-CSRF-Token": "wrong"})
    assert response.status_code == 403
    assert response.headers["HX-Reswap"] == "none"
    body = response.get_data(as_text=True)
    assert 'id="form-message"' in body and "This form has expired" in body


@pytest.mark.parametrize("digits", ["٣", "۷", "߂"])
def test_digits_int_cannot_read_are_refused_not_a_500(client, digits):
    """Python calls these digits but they are not ours: every number field and query says so, never a 500."""
    data = {"csrf_token": CSRF_TOKEN, "game": "rainbow7-rain", "name-0": "Ana", "name-1": "Ben", "first": digits}
    assert client.post("/tables", data=data).status_code == 400
    snake = {**data, "game": "rainbow-snake", "first": "0", "cards": digits}
    assert client.post("/tables", data=snake).status_code == 400
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    assert post(client, f"{table}/events", seen=digits, action="perfect", player="Ana").status_code == 400
    assert post(client, f"{table}/events", seen="0", action="rainbow", player="Ana",
                **{"hand-0": digits, "hand-1": "3"}).status_code == 422
    assert client.get(f"{table}/state?v={digits}", headers={"HX-Request": "true"}).status_code == 200
    assert exported(client, table)["events"] == []


@pytest.mark.parametrize("typed", ["²", "1²", "₃"])
def test_superscript_and_subscript_digits_never_give_a_500(client, typed):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    assert post(client, f"{table}/events", seen=typed, action="perfect", player="Ana").status_code < 500
    assert client.get(f"{table}/state?v={typed}", headers={"HX-Request": "true"}).status_code < 500


def test_full_width_digits_are_numbers(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"], first=0)
    assert post(client, f"{table}/events", seen="０", action="rainbow", player="Ana",
                **{"hand-0": "３", "hand-1": "５"}).status_code == 303
    assert exported(client, table)["events"][0]["hands"] == {"Ana": 3, "Ben": 5}


def test_the_invite_is_open_until_another_phone_opens_the_table(app, client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    assert '<details class="join" open>' in client.get(table).get_data(as_text=True)
    assert '<details class="join" open>' in client.get(table).get_data(as_text=True)  # the same phone again
    other = app.test_client()
    with other.session_transaction() as session:
        session["csrf"] = "another-phone"
    assert '<details class="join" >' in other.get(table).get_data(as_text=True)
    assert '<details class="join" >' in client.get(table).get_data(as_text=True)
    assert app.extensions["companion_tables"].phone_count(table.rsplit("/", 1)[1]) == 2


def test_the_board_is_read_only_and_polled_like_the_table(client):
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    page = client.get(f"{table}/board").get_data(as_text=True)
    main = page.split("<main", 1)[1].split("</main>")[0]  # the menu comes after the content
    assert "Round 1: Ana starts." in page and 'method="post"' not in main  # it asks ("Ask the table"), never records
    assert main.count("<form") == 1 and 'method="get" action="/t/' in main
    assert f'data-hx-get="{table}/board/state?v=0"' in page
    assert client.get(f"{table}/board/state?v=0", headers={"HX-Request": "true"}).status_code == 204
    post(client, f"{table}/events", seen="0", action="perfect", player="Ben")
    fragment = client.get(f"{table}/board/state?v=0", headers={"HX-Request": "true"})
    assert fragment.status_code == 200 and "Ben makes a Perfect" in fragment.get_data(as_text=True)
    assert fragment.headers["Cache-Control"] == "no-store" and "HX-Request" in fragment.headers["Vary"]
    assert client.get("/t/nothing-here/board").status_code == 404
    assert client.get("/t/nothing-here/board/state?v=0").status_code == 404


def test_a_name_typed_two_ways_is_one_name_and_a_name_showing_nothing_is_refused(client):
    from tests.conftest import CSRF_TOKEN

    def form(*names, lang="en"):
        data = {"csrf_token": CSRF_TOKEN, "game": "rainbow-snake", "first": "0"}
        data.update({f"name-{seat}": name for seat, name in enumerate(names)})
        return client.post(f"/tables?lang={lang}", data=data)

    twice = form("Zo\u00eb", "Zoe\u0308", "Ana")
    assert twice.status_code == 400 and "Two players are called" in twice.get_data(as_text=True)
    nothing = form("\u200d", "Ana", lang="fr")
    assert nothing.status_code == 400 and "Un nom de joueur ne montre rien" in nothing.get_data(as_text=True)
    created = form("Zoe\u0308", "Ana")
    assert created.status_code == 303
    log = client.get(f"{created.headers['Location']}/log.json").get_json()
    assert log["players"] == ["Zo\u00eb", "Ana"]
