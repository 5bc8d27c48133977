"""A game's facts live in its declaration: platform code names no game.

Platform code is everything in companion/ and templates/ except the games' own modules: their
declarations (companion/games), engines (companion/rules/<game>.py), table screens
(companion/web/games/<game>.py) and templates (templates/games/<id>/).
"""

from pathlib import Path

import pytest

from companion.games import all_games

ROOT = Path(__file__).resolve().parents[2]


def game_modules():
    """The files that belong to one game."""
    own = set((ROOT / "companion" / "games").glob("*.py"))
    for game in all_games():
        own.add(Path(game.engine.__file__).resolve())
        own.add(Path(type(game.ui).__module__.replace(".", "/") + ".py"))
    return {path.resolve() if path.is_absolute() else (ROOT / path).resolve() for path in own}


def platform_files():
    """Python and template files of the platform."""
    own = game_modules()
    files = [path for path in (ROOT / "companion").rglob("*.py") if path.resolve() not in own]
    files += [path for path in (ROOT / "templates").rglob("*.html") if "games" not in path.relative_to(ROOT).parts[1:2]]
    return files


def test_the_checker_sees_the_platform_and_skips_the_games():
    names = {path.relative_to(ROOT).as_posix() for path in platform_files()}
    assert {"companion/web/tables.py", "companion/cards.py", "templates/tables/table.html"} <= names
    assert not {"companion/rules/rain.py", "companion/web/games/field.py", "companion/games/snake.py"} & names


@pytest.mark.parametrize("game", [game.id for game in all_games()])
def test_no_platform_code_names_a_game(game):
    quoted = (f'"{game}"', f"'{game}'")
    found = [path.relative_to(ROOT).as_posix() for path in platform_files()
             if any(text in path.read_text(encoding="utf-8") for text in quoted)]
    assert found == []
