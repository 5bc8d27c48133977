"""Every game the companion knows, each declared once: the registry.

A game is one folder, ``companion/games/<package>/``, whose ``__init__.py`` declares
``GAME = Game(...)``: its id (the game log's ``"game"``), title, engine (``engine.py``,
pure), table screen (``screen.py``, a ``TableUI``), templates (``templates/``), rule
texts (``rules/<lang>.md``), rule sections and, when it has a printed deck, its ``Deck``
(``deck.json``). The package name is the id with its hyphens made underscores
(a game ``my-game`` lives in ``companion/games/my_game/``). The platform asks the registry (``game(id)``,
``all_games()``) and never names a game: the registry finds the games by looking for
the subpackages of ``companion.games`` that declare a ``GAME``.

The setting ``COMPANION_EXTRA_GAMES`` (comma-separated module names, each with a
``GAME``) adds games kept outside the package (a club's own, the test game), for the
app and the ``companion`` command alike. This package's registry stays free of Flask:
the game log and ``companion replay`` read it; a table screen is loaded only when asked for.
"""

import importlib
import os
import pkgutil
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from companion.games.declaration import Deck, Engine, Game, TableUI

__all__ = ["Deck", "Engine", "Game", "TableUI", "EXTRA_GAMES_SETTING", "all_games", "declared", "game", "package_name"]

EXTRA_GAMES_SETTING = "COMPANION_EXTRA_GAMES"


def package_name(game_id):
    """The folder (a Python package name) of the game ``game_id``: its hyphens made underscores."""
    return game_id.replace("-", "_")


def _own_declarations():
    """The declaration modules of the games in this package: every subpackage whose ``__init__`` has a ``GAME``."""
    modules = (
        importlib.import_module(f"{__name__}.{found.name}") for found in pkgutil.iter_modules(__path__) if found.ispkg
    )
    return tuple(module for module in modules if hasattr(module, "GAME"))


def _extra_declarations():
    """The declaration modules named by ``COMPANION_EXTRA_GAMES`` (a deployment's own games, a test game)."""
    names = [name.strip() for name in os.environ.get(EXTRA_GAMES_SETTING, "").split(",") if name.strip()]
    return tuple(importlib.import_module(name) for name in names)


def declared(module):
    """The module's ``GAME``, with its folder (the module's own) and its table screen (``screen.UI`` there)."""
    game = module.GAME
    if game.folder is None:
        game = replace(game, folder=Path(module.__file__).parent)
    if game.table_ui is None:
        game = replace(game, table_ui=_screen_of(module.__name__))
    return game


def _screen_of(package):
    """A loader of the ``UI`` in ``<package>.screen``, imported the first time a page asks."""

    def table_ui():
        return importlib.import_module(f"{package}.screen").UI

    return table_ui


@lru_cache(maxsize=1)
def registry():
    """``{id: Game}`` in the order the games are shown; an id declared twice is a startup error."""
    games = {}
    for module in _own_declarations() + _extra_declarations():
        found = declared(module)
        if found.id in games:
            raise ValueError(f"the game {found.id!r} is declared twice")
        games[found.id] = found
    return dict(sorted(games.items(), key=lambda item: item[1].position))


def game(game_id):
    """The game ``game_id``, or None for an id no declaration gives (any value may be asked)."""
    return registry().get(game_id) if isinstance(game_id, str) else None


def all_games():
    """Every declared game, in the order the home page lists them."""
    return tuple(registry().values())
