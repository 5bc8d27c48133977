"""Who starts the next game with the same players, as each game's rules say.

Pure: from the finished game's engine, players, options and final state to the
next game's options. Each engine's ``next_starter`` says who the rules name
(None: the next table decides, as the first did, and no player is chosen); a
player chosen at the table overrides the rules.
"""


def next_options(engine, players, options, state, chosen=None):
    """The options of the next game: the finished game's options with its first player replaced."""
    by_the_rules = engine.next_starter(players, options, state)
    if by_the_rules is None:
        return dict(options)
    return {**options, "first_player": chosen if chosen in players else by_the_rules}
