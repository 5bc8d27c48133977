"""Who starts the next game with the same players, as each game's rules say.

Pure: from the finished game's name, options and final state to the next
game's options. A player chosen at the table overrides the rules.
"""

from companion.rules.turns import left_of

STARTER_CHOICE = ("rainbow7-rain", "rainbow-field", "rainbow-snake")


def rules_starter(name, players, options, state):
    """The player the rules name to start the next game, or None when the table decides (explorers' reveal).

    - rain tokens: as between rounds, left of the last round's winner
      (a failed Rainbow: its caller);
    - field cards: as between rounds, the player of the last round's first pick;
    - snake: the youngest again, so the same first player;
    - explorers: nobody yet, the reveal (or a start event) decides.
    """
    if name == "rainbow7-rain":
        result = getattr(state, "last_result", None)
        if not result:
            return options.get("first_player", players[0])
        kind, player = result
        return player if kind == "storm" else left_of(tuple(players), player)
    if name == "rainbow-field":
        picks = getattr(state, "last_picks", ())
        return picks[0][0] if picks else options.get("first_player", players[0])
    if name == "rainbow-snake":
        return options.get("first_player", players[0])
    return None


def next_options(name, players, options, state, chosen=None):
    """The options of the next game: the finished game's options with its first player replaced."""
    if name not in STARTER_CHOICE:
        return dict(options)
    starter = chosen if chosen in players else rules_starter(name, players, options, state)
    return {**options, "first_player": starter}
