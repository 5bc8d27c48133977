"""A game's facts live in its folder: platform code names no game and imports none.

A game is one folder, ``companion/games/<package>/`` (declaration, engine, table screen,
templates, deck, rule texts). Platform code is everything else in companion/ and templates/.
"""

import ast
from pathlib import Path

import pytest

from companion.games import all_games, package_name

ROOT = Path(__file__).resolve().parents[2]
GAME_FOLDERS = {game.folder.resolve() for game in all_games()}


def platform_files():
    """Python and template files of the platform: none inside a game's folder."""
    files = [
        *(ROOT / "companion").rglob("*.py"),
        *(ROOT / "companion").rglob("*.html"),
        *(ROOT / "templates").rglob("*.html"),
    ]
    return [path for path in files if not GAME_FOLDERS & set(path.resolve().parents)]


def test_every_game_lives_in_its_own_folder():
    for game in all_games():
        assert game.folder == ROOT / "companion" / "games" / package_name(game.id)
        assert (game.folder / "engine.py").is_file() and (game.folder / "screen.py").is_file()
        assert (game.folder / "templates" / "state.html").is_file()
        assert Path(game.engine.__file__).parent == game.folder
        assert Path(type(game.ui).__module__.replace(".", "/")).parent == game.folder.relative_to(ROOT)
        assert game.deck is None or game.deck_file.is_file()
        assert not game.rule_sections or game.rule_text("en").is_file()


def test_the_checker_sees_the_platform_and_skips_the_games():
    names = {path.relative_to(ROOT).as_posix() for path in platform_files()}
    assert {"companion/web/tables.py", "companion/games/__init__.py", "templates/tables/table.html"} <= names
    assert (
        not {
            "companion/games/rainbow7_rain/engine.py",
            "companion/games/rainbow_field/screen.py",
            "companion/games/rainbow_snake/templates/state.html",
        }
        & names
    )


@pytest.mark.parametrize("game", [game.id for game in all_games()])
def test_no_platform_code_names_a_game(game):
    quoted = (f'"{game}"', f"'{game}'", package_name(game))
    found = [
        path.relative_to(ROOT).as_posix()
        for path in platform_files()
        if any(text in path.read_text(encoding="utf-8") for text in quoted)
    ]
    assert found == []


def test_no_platform_module_imports_a_game():
    games = {f"companion.games.{package_name(game.id)}" for game in all_games()}
    found = []
    for path in platform_files():
        if path.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            found += [
                (path.name, name)
                for name in names
                if any(name == module or name.startswith(module + ".") for module in games)
            ]
    assert found == []
