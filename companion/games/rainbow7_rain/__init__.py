"""Rainbow 7 with rain tokens (the French game of rounds), declared."""

from companion.games.declaration import Deck, Game
from companion.games.rainbow7_rain import engine as rain
from companion.rules.errors import N_


GAME = Game(
    id="rainbow7-rain",
    title=N_("Rainbow 7 — rain tokens"),
    engine=rain,
    position=1,
    rule_sections=("overview", "components", "setup", "round-setup", "turn", "seven-effects", "rainbow-card",
                   "rainbow-call", "perfect", "scoring", "end", "stickers", "companion-rulings"),
    event_sections={"seven": "seven-effects", "rainbow": "rainbow-call", "perfect": "perfect", "end": "end",
                    "round": "round-setup", "tokens": "scoring"},
    deck=Deck(
        entries={
            "{colour} {value}": ("turn", N_("{colour} {value}"),
                                 N_("Worth {value} in your hand; play it alone or in a combination.")),
            "Rainbow card": ("rainbow-card", N_("Rainbow card"),
                             N_("Counts as any colour and any value; in your hand it is worth 0.")),
        },
        effect_value=7,
        effects={
            "hollow-square": (N_("everyone draws"), N_("Played in a combination (not alone): every other player, "
                                                       "starting on your left, draws the top card of the draw pile.")),
            "plus": (N_("rain token"), N_("Played in a combination (not alone): you choose another player, "
                                          "who takes a rain token.")),
            "cross": (N_("no draw"), N_("Played in a combination (not alone): you may skip drawing at the end "
                                        "of your turn.")),
            "minus": (N_("token back"), N_("Played in a combination (not alone): you put one of your rain tokens "
                                           "back.")),
        },
        effect_section="seven-effects",
        blank_points=0,
    ),
)
