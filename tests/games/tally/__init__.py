"""Tally, a test-only game, declared: registered by ``COMPANION_EXTRA_GAMES=tests.games.tally``.

It proves that a game is one folder plus one setting: its declaration (this file), engine, table
screen, two templates and an English rule text (``rules/en.md``); no deck.
"""

from companion.games import Game
from tests.games.tally import engine


GAME = Game(id="tally", title="Tally (a test game)", engine=engine,
            rule_sections=("overview", "scoring"), event_sections={"point": "scoring"})
