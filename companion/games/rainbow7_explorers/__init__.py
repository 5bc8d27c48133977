"""Rainbow 7, the explorers' game, declared."""

from companion.games.declaration import Deck, Game
from companion.games.rainbow7_explorers import engine as explorers
from companion.rules.errors import N_


GAME = Game(
    id="rainbow7-explorers",
    title=N_("Rainbow 7 — the explorers"),
    engine=explorers,
    position=2,
    rule_sections=("overview", "components", "setup", "first-player", "turn", "raining", "function-cards",
                   "several-cards", "end", "companion-rulings"),
    event_sections={"reveal": "first-player", "start": "first-player", "turn": "turn", "pass": "turn",
                    "raining": "raining", "function": "function-cards", "rainbow": "end"},
    deck=Deck(
        entries={
            "{colour}, {direction}": ("overview", N_("{colour}, {direction}"),
                                      N_("One of the seven colour clues of the {direction}: gather all seven "
                                         "colours of one direction to win.")),
            "Rainbow card, {direction}": ("function-cards", N_("Rainbow card, {direction}"),
                                          N_("A joker: it replaces any colour of the {direction}.")),
            "a card that shows {function}": ("function-cards", N_("Function card {function}"), ""),
        },
        functions={
            "drop": N_("You choose a player, who puts down a card unseen; you may keep it."),
            "reverse": N_("The order of play turns the other way."),
            "jump": N_("The next player misses a turn."),
            "take": N_("When you take a card, you may take any card put down, not only the last one."),
        },
    ),
)
