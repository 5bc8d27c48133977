"""Checks for a game's options, shared by the engines."""

from companion.rules.errors import N_, LogError
from companion.rules.fields import is_integer


def first_player(options, players):
    """The ``first_player`` option (a seated player's name), defaulting to the first seat."""
    name = options.get("first_player", players[0])
    if not isinstance(name, str) or name not in players:
        raise LogError(N_("The first player must be a player at the table, not {value}."), value=repr(name))
    return name


def whole_number(options, key, default, minimum, maximum=None):
    """An integer option between ``minimum`` and ``maximum``."""
    value = options.get(key, default)
    if not is_integer(value) or value < minimum or (maximum is not None and value > maximum):
        if maximum is None:
            raise LogError(N_("The option \"{key}\" must be a whole number of at least {minimum}, not {value}."),
                           key=key, minimum=minimum, value=repr(value))
        raise LogError(N_("The option \"{key}\" must be a whole number from {minimum} to {maximum}, not {value}."),
                       key=key, minimum=minimum, maximum=maximum, value=repr(value))
    return value
