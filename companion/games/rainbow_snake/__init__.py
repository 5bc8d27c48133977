"""Regenbogenschlange, the rainbow snake, declared."""

from companion.games.declaration import Deck, Game
from companion.games.rainbow_snake import engine as snake
from companion.rules.errors import N_


GAME = Game(
    id="rainbow-snake",
    title=N_("Rainbow snake (Regenbogenschlange)"),
    engine=snake,
    position=4,
    rule_sections=("overview", "components", "setup", "turn", "snakes", "jokers", "combining", "end",
                   "companion-rulings"),
    event_sections={"turn": "turn", "snake": "snakes", "joker": "jokers", "combine": "combining", "end": "end"},
    deck=Deck(
        entries={
            "{colour} head": ("snakes", N_("{colour} head"),
                              N_("Closes a snake at an end of its colour; with a tail at the other end and a middle "
                                 "card between, the snake is complete.")),
            "{colour} tail": ("snakes", N_("{colour} tail"),
                              N_("Closes a snake at an end of its colour; with a head at the other end and a middle "
                                 "card between, the snake is complete.")),
            "middle card, {colour} and {other}": ("snakes", N_("Middle card, {colour} and {other}"),
                                                  N_("Goes next to a card whose end has the colour of one of its "
                                                     "ends; turn it round to fit.")),
            "middle card, {colour} at both ends": ("snakes", N_("Middle card, {colour} at both ends"),
                                                   N_("Goes next to a card whose end has its colour, either way "
                                                      "round.")),
            "middle card": ("snakes", N_("Middle card"),
                            N_("Goes next to a card whose end has the same colour; turn it round to fit.")),
            "Rainbow head (joker)": ("jokers", N_("Rainbow head (joker)"),
                                     N_("A joker head: it closes a snake next to any middle card.")),
            "Rainbow tail (joker)": ("jokers", N_("Rainbow tail (joker)"),
                                     N_("A joker tail: it closes a snake next to any middle card.")),
        },
    ),
)
