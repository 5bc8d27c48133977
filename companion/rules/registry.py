"""Which engine plays which game.

An engine is a module with ``MIN_PLAYERS``, ``MAX_PLAYERS``, ``OPTIONS`` (the
option names it accepts), ``setup(players, options) -> state``,
``apply(state, event) -> state`` (raises RuleError) and
``describe(state) -> dict`` (its own keys for ``companion replay``). A state
is a frozen dataclass with at least ``over`` and ``winners``.
"""

import importlib

GAMES = {
    "rainbow7-explorers": "companion.rules.explorers",
    "rainbow7-rain": "companion.rules.rain",
    "rainbow-field": "companion.rules.field",
    "rainbow-snake": "companion.rules.snake",
}


def engine(name):
    """The engine module for game ``name``, or None for an unknown game."""
    module = GAMES.get(name) if isinstance(name, str) else None
    return None if module is None else importlib.import_module(module)
