"""Three game logs of one evening (rain tokens, field cards, snake), for the game-night tests."""


def log(game, players, events, **options):
    """A game log in the spec's format."""
    return {"format": "rainbow-companion/game-log", "version": 1, "game": game, "players": players,
            "options": options, "events": events}


def hands(**totals):
    """A ``hands`` object: every player's hand total."""
    return dict(totals)


RAIN = log("rainbow7-rain", ["Ana", "Ben", "Chloé"], [
    {"type": "rainbow", "player": "Ana", "hands": hands(Ana=3, Ben=9, Chloé=8)},
    {"type": "seven", "player": "Ben", "color": "red", "target": "Ana"},
    {"type": "perfect", "player": "Chloé"},
    {"type": "rainbow", "player": "Ben", "hands": hands(Ana=2, Ben=5, Chloé=9)},
    {"type": "rainbow", "player": "Ana", "hands": hands(Ana=1, Ben=12, Chloé=4)},
], first_player="Ben")

FIELD = log("rainbow-field", ["Ana", "Ben", "Chloé", "Dan"], [
    {"type": "field", "cards": [10, 9, 8, 7]},
    {"type": "play", "player": "Ana", "cards": [5], "empty": False},
    {"type": "play", "player": "Ben", "cards": [6], "empty": False},
    {"type": "play", "player": "Chloé", "cards": [3, 4], "empty": False},
    {"type": "play", "player": "Dan", "cards": [2, 3], "empty": False},
    {"type": "play", "player": "Chloé", "cards": [1], "empty": True},
    {"type": "play", "player": "Dan", "cards": [4], "empty": True},
    {"type": "play", "player": "Ana", "cards": [2], "empty": False},
    {"type": "play", "player": "Ben", "cards": [7], "empty": False},
], first_player="Ana")

SNAKE = log("rainbow-snake", ["Ana", "Ben"], [
    {"type": "turn", "player": "Ana"},
    {"type": "turn", "player": "Ben", "snake": 3},
    {"type": "turn", "player": "Ana"},
    {"type": "turn", "player": "Ben"},
    {"type": "turn", "player": "Ana", "snake": 3},
], cards=6, first_player="Ana")

NIGHT = {"format": "rainbow-companion/game-night", "version": 1, "games": [RAIN, FIELD, SNAKE]}
