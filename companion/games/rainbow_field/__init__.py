"""Rainbow, the field-card game, declared."""

from companion.games.declaration import Deck, Game
from companion.games.rainbow_field import engine as field
from companion.rules.errors import N_, Np_


GAME = Game(
    id="rainbow-field",
    title=N_("Rainbow — field cards"),
    engine=field,
    position=3,
    rule_sections=("overview", "components", "setup", "turn", "plays", "picking", "next-round", "end",
                   "variant-2-3", "companion-rulings"),
    event_sections={"field": "setup", "play": "plays", "picks": "picking", "round": "next-round", "end": "end",
                    "variant": "variant-2-3"},
    deck=Deck(
        entries={
            "card {value}": ("plays", N_("Card {value}"),
                        Np_("Worth {value} point when you take it from the field; play it alone, in a set or in a "
                            "run.",
                            "Worth {value} points when you take it from the field; play it alone, in a set or in a "
                            "run.")),
        },
    ),
)
