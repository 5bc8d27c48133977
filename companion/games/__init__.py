"""Every game the companion knows, each declared once: the registry.

A game is one ``Game`` object in a small declaration module (``companion/games/rain.py``
…): its id (the game log's ``"game"``), title, engine (a pure module in
``companion/rules``), table screen (``TableUI``, in ``companion/web/games``), templates,
rule sections and, when it has a printed deck, its ``Deck``. The platform asks the
registry (``game(id)``, ``all_games()``) and never names a game.

``DECLARATIONS`` lists the games; the setting ``COMPANION_EXTRA_GAMES`` (comma-separated
module names, each with a ``GAME``) adds more without touching this file, for the app and
the ``companion`` command alike. This package stays free of Flask: the game log and
``companion replay`` read it; a table screen is loaded only when asked for.
"""

import importlib
import os
from functools import lru_cache

from companion.games import explorers, field, rain, snake
from companion.games.declaration import Deck, Engine, Game, TableUI

__all__ = ["Deck", "Engine", "Game", "TableUI", "DECLARATIONS", "EXTRA_GAMES_SETTING", "all_games", "game"]

DECLARATIONS = (rain, explorers, field, snake)
EXTRA_GAMES_SETTING = "COMPANION_EXTRA_GAMES"


def _extra_declarations():
    """The declaration modules named by ``COMPANION_EXTRA_GAMES`` (a deployment's own games, a test game)."""
    names = [name.strip() for name in os.environ.get(EXTRA_GAMES_SETTING, "").split(",") if name.strip()]
    return tuple(importlib.import_module(name) for name in names)


@lru_cache(maxsize=1)
def registry():
    """``{id: Game}`` in the order the games are shown; an id declared twice is a startup error."""
    games = {}
    for module in DECLARATIONS + _extra_declarations():
        declared = module.GAME
        if declared.id in games:
            raise ValueError(f"the game {declared.id!r} is declared twice")
        games[declared.id] = declared
    return games


def game(game_id):
    """The game ``game_id``, or None for an id no declaration gives (any value may be asked)."""
    return registry().get(game_id) if isinstance(game_id, str) else None


def all_games():
    """Every declared game, in the order the home page lists them."""
    return tuple(registry().values())
