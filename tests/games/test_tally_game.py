"""A game is one folder plus one setting: the test-only game Tally, played end to end by unchanged platform code.

``COMPANION_EXTRA_GAMES=tests.games.tally`` registers it. It took 6 files, all in tests/games/tally,
and no change to any platform file: the declaration (``__init__.py``), the pure engine
(``engine.py``), the table screen (``screen.py``), ``templates/state.html``,
``templates/actions.html`` and an English rule text (``rules/en.md``). It has no deck, so no
stickers and no "My hand". docs/adding-a-game.md is the recipe these files follow.
"""

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pymupdf
import pytest

from companion import games
from companion.app import create_app
from tests.conftest import CSRF_TOKEN, client_with_token
from tests.web.helpers import create_table, exported, post

ROOT = Path(__file__).resolve().parents[2]
TALLY = Path(__file__).resolve().parent / "tally"
SETTING = {games.EXTRA_GAMES_SETTING: "tests.games.tally"}
FILES_NEEDED = 6


@pytest.fixture
def client(tmp_path, monkeypatch):
    """A client of an app started with Tally registered by the one setting."""
    monkeypatch.setenv(games.EXTRA_GAMES_SETTING, SETTING[games.EXTRA_GAMES_SETTING])
    games.registry.cache_clear()
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "test-secret"})
    yield client_with_token(app)
    monkeypatch.delenv(games.EXTRA_GAMES_SETTING)
    games.registry.cache_clear()


def page(client, path):
    """The page's text, asserting a 200."""
    response = client.get(path)
    assert response.status_code == 200, path
    return response.get_data(as_text=True)


def test_tally_is_six_files_in_its_own_folder():
    files = sorted(
        path.relative_to(TALLY).as_posix()
        for path in TALLY.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    )
    assert files == [
        "__init__.py",
        "engine.py",
        "rules/en.md",
        "screen.py",
        "templates/actions.html",
        "templates/state.html",
    ]
    assert len(files) == FILES_NEEDED


def test_no_platform_file_knows_tally():
    platform = [
        *(ROOT / "companion").rglob("*.py"),
        *(ROOT / "companion").rglob("*.html"),
        *(ROOT / "templates").rglob("*.html"),
        *(ROOT / "static").rglob("*.js"),
    ]
    names = ('"tally"', "'tally'", "tests.games", "tests/games")
    assert [path.name for path in platform if any(name in path.read_text(encoding="utf-8") for name in names)] == []


def test_without_the_setting_there_is_no_tally():
    assert games.game("tally") is None
    assert "tally" not in [declared.id for declared in games.all_games()]


def test_the_platform_serves_tally_from_new_table_to_import(client):
    home = page(client, "/")
    assert "Tally (a test game)" in home and "/rules/tally" in home
    assert "Who starts" not in page(client, "/tables/new?game=tally")

    table = create_table(client, "tally", ["Ana", "Ben"])
    screen = page(client, table)
    assert "<li>Ana: 0</li>" in screen and "Who scored?" in screen
    assert "/hand" not in screen  # no deck: no "My hand", no stickers, no card pages
    assert client.get(f"{table}/hand").status_code == 404 and client.get("/cards/tally/1").status_code == 404
    assert "tally" not in page(client, "/print").casefold()

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


def test_tally_has_a_rule_page_in_english_for_every_language(client):
    assert "Tally: the rules" in page(client, "/rules")
    english = page(client, "/rules/tally")
    assert 'id="scoring"' in english and "The first player to reach 3 points wins." in english
    french = page(client, "/rules/tally?lang=fr")
    assert '<article class="rule-book" aria-labelledby="rules-title" lang="en">' in french
    assert "Record each point at the table" in page(client, "/rules/tally/scoring")
    assert client.get("/rules/tally/nope").status_code == 404


def test_tallys_join_card_is_titled_with_its_game(client):
    table = create_table(client, "tally", ["Ana", "Ben"])
    response = client.get(f"{table}/join-card.pdf")
    assert response.status_code == 200 and response.mimetype == "application/pdf"
    with pymupdf.open(stream=response.data, filetype="pdf") as document:
        text = document[0].get_text()
        assert document.metadata["title"] == "Join card — Tally (a test game)"
    assert "Tally (a test game)" in text and "Players: Ana and Ben" in text and "tally" not in text


def test_companion_replay_reads_a_tally_log(tmp_path):
    log = {
        "format": "rainbow-companion/game-log",
        "version": 1,
        "game": "tally",
        "players": ["Ana", "Ben"],
        "options": {},
        "events": [{"type": "point", "player": "Ben"}] * 3,
    }
    path = tmp_path / "tally.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    environment = {**os.environ, **SETTING, "PYTHONPATH": str(ROOT)}
    command = [str(Path(sys.executable).with_name("companion")), "replay", str(path)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=60, env=environment, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {
        "game": "tally",
        "players": ["Ana", "Ben"],
        "events": 3,
        "over": True,
        "winners": ["Ben"],
        "points": {"Ana": 0, "Ben": 3},
    }
