"""A game is one folder plus one setting: the test-only game Tally, served end to end by unchanged platform code.

``COMPANION_EXTRA_GAMES=tests.games.tally`` registers it (tests/games/tally: a declaration,
a pure engine, a table screen, ``state.html`` and ``actions.html``; no rule book, no deck).
"""

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion import games
from companion.app import create_app
from tests.conftest import CSRF_TOKEN
from tests.web.helpers import create_table, exported, post

ROOT = Path(__file__).resolve().parents[2]
SETTING = {games.EXTRA_GAMES_SETTING: "tests.games.tally"}


@pytest.fixture
def client(tmp_path, monkeypatch):
    """A client of an app started with Tally registered by the one setting."""
    monkeypatch.setenv(games.EXTRA_GAMES_SETTING, SETTING[games.EXTRA_GAMES_SETTING])
    games.registry.cache_clear()
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "test-secret"})
    test_client = app.test_client()
    with test_client.session_transaction() as session:
        session["csrf"] = CSRF_TOKEN
    yield test_client
    monkeypatch.delenv(games.EXTRA_GAMES_SETTING)
    games.registry.cache_clear()


def page(client, path):
    """The page's text, asserting a 200."""
    response = client.get(path)
    assert response.status_code == 200, path
    return response.get_data(as_text=True)


def test_without_the_setting_there_is_no_tally():
    assert games.game("tally") is None
    assert "tally" not in [declared.id for declared in games.all_games()]


def test_the_platform_serves_tally_from_new_table_to_import(client):
    home = page(client, "/")
    assert "Tally (a test game)" in home and "/rules/tally" not in home
    assert "Who starts" not in page(client, "/tables/new?game=tally")

    table = create_table(client, "tally", ["Ana", "Ben"])
    screen = page(client, table)
    assert "<li>Ana: 0</li>" in screen and "Who scored?" in screen
    assert "/hand" not in screen and "/rules/tally" not in screen  # no deck, no rule book
    assert client.get(f"{table}/hand").status_code == 404
    assert client.get("/rules/tally").status_code == 404 and client.get("/cards/tally/1").status_code == 404
    assert "tally" not in page(client, "/print").casefold() and "tally" not in page(client, "/rules").casefold()

    assert post(client, f"{table}/events", seen="0", action="point", player="Ana").status_code == 303
    assert "<li>Ana: 1</li>" in page(client, table)
    assert post(client, f"{table}/undo", seen="1").status_code == 303
    assert "<li>Ana: 0</li>" in page(client, table)
    for seen, player in enumerate(["Ben", "Ben", "Ana"], start=2):
        assert post(client, f"{table}/events", seen=str(seen), action="point", player=player).status_code == 303
    assert "Ben scores a point." in page(client, f"{table}/history")
    assert "Ben: 2" in page(client, f"{table}/board")
    assert "Tally (a test game)" in page(client, f"{table}/night")

    log = exported(client, table)
    assert log["game"] == "tally" and [event["player"] for event in log["events"]] == ["Ben", "Ben", "Ana"]
    upload = {"csrf_token": CSRF_TOKEN, "log": (io.BytesIO(json.dumps(log).encode()), "tally.json")}
    imported = client.post("/tables/import", data=upload, content_type="multipart/form-data")
    assert imported.status_code == 303
    assert "<li>Ben: 2</li>" in page(client, imported.headers["Location"])


def test_companion_replay_reads_a_tally_log(tmp_path):
    log = {"format": "rainbow-companion/game-log", "version": 1, "game": "tally", "players": ["Ana", "Ben"],
           "options": {}, "events": [{"type": "point", "player": "Ben"}] * 3}
    path = tmp_path / "tally.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    environment = {**os.environ, **SETTING, "PYTHONPATH": str(ROOT)}
    command = [str(Path(sys.executable).with_name("companion")), "replay", str(path)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=60, env=environment, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"game": "tally", "players": ["Ana", "Ben"], "events": 3, "over": True,
                                         "winners": ["Ben"], "points": {"Ana": 0, "Ben": 3}}
