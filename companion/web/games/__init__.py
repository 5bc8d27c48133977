"""What each game adds to the table screen.

A game's UI module (``companion/web/games/<module>.py``) provides:

- ``event_from_form(form, game) -> dict``: the log event a submitted form
  describes; raises ``RuleError`` with a player-facing message when the form
  is incomplete. The engine then checks the rules.
- ``announcement(event, before, after) -> str``: one translated sentence
  saying what just happened ("Ben: storm, takes 3 rain tokens").
- ``action_sentence(event) -> str``: what the event was, without its
  outcome ("Ben calls Rainbow 4."), said when it is undone.
- ``now_sentence(game) -> str``: the state now in a short sentence or two
  ("Round 2: Ana starts."), said after an undo.
- ``where_are_we(game) -> str``: the whole state in translated sentences.
- ``history_sentence(event, before, after, now) -> str`` (optional): the
  history's sentence when it differs from the announcement (private picks).
- ``PRIVATE_UNTIL_OVER`` (optional): True when the game log tells what the
  players keep private, so the table warns before downloading it mid-game.
- ``CHOOSES_STARTER`` (optional, default True): False when the new-table
  form must not ask who starts (the game decides it at the table).
- ``setup_options(form, players) -> dict``: the game's options from the new
  table form (raises ``LogError`` for a bad value).

and the templates ``games/<game>/state.html`` (what everyone sees, swapped on
every change) and ``games/<game>/actions.html`` (the forms to record events).
"""

import importlib

from companion.rules.errors import N_

GAME_TITLES = {
    "rainbow7-rain": N_("Rainbow 7 — rain tokens"),
    "rainbow7-explorers": N_("Rainbow 7 — the explorers"),
    "rainbow-field": N_("Rainbow — field cards"),
    "rainbow-snake": N_("Rainbow snake (Regenbogenschlange)"),
}

UI_MODULES = {
    "rainbow7-rain": "companion.web.games.rain",
    "rainbow7-explorers": "companion.web.games.explorers",
    "rainbow-field": "companion.web.games.field",
    "rainbow-snake": "companion.web.games.snake",
}


def ui_for(game_name):
    """The UI module of a game."""
    return importlib.import_module(UI_MODULES[game_name])
