"""Checks for the fields of one event, shared by every engine.

Each check returns the field's value or raises RuleError with a sentence a
player understands. An optional field given as ``null`` counts as absent;
numbers must be JSON integers (``true``, ``2.0`` and ``"2"`` are refused).
"""

from companion.rules.errors import N_, Choices, Names, RuleError
from companion.rules.limits import shown_number


def is_integer(value):
    """True for a real integer (a bool is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def require_player(event, key, players):
    """The name in ``event[key]``, which must be one of ``players``."""
    value = event.get(key)
    if value is None:
        raise RuleError(N_("The event needs a \"{key}\": the name of a player."), key=key)
    return _known_player(value, key, players)


def optional_player(event, key, players):
    """The name in ``event[key]`` if given, else None."""
    value = event.get(key)
    return None if value is None else _known_player(value, key, players)


def _known_player(value, key, players):
    if not isinstance(value, str):
        raise RuleError(N_("\"{key}\" must be a player's name, not {value}."), key=key, value=_show(value))
    if value not in players:
        raise RuleError(N_("{name} is not playing at this table."), name=value)
    return value


def require_integer(event, key, minimum=None):
    """The whole number in ``event[key]``, at least ``minimum`` when given."""
    value = event.get(key)
    if value is None:
        raise RuleError(N_("The event needs \"{key}\", a whole number."), key=key)
    return check_integer(value, key, minimum)


def optional_integer(event, key, minimum=None):
    """The whole number in ``event[key]`` if given, else None."""
    value = event.get(key)
    return None if value is None else check_integer(value, key, minimum)


def check_integer(value, what, minimum=None, maximum=None, message=None, **params):
    """``value`` itself, if it is a whole number from ``minimum`` to ``maximum`` (each when given).

    ``what`` is the event's key the value stands under; ``message`` (with ``{value}``, ``{minimum}``,
    ``{maximum}`` and ``params``) replaces the key's own refusals with one whole sentence ("Ana's hand
    total must be a whole number from 0 to 999, not 1000.").
    """
    if message is not None:
        if not is_integer(value) or (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
            raise RuleError(message, value=_show(value), minimum=minimum, maximum=maximum, **params)
        return value
    if not is_integer(value):
        raise RuleError(N_("\"{key}\" must be a whole number, not {value}."), key=what, value=_show(value))
    if minimum is not None and value < minimum:
        raise RuleError(N_("\"{key}\" must be at least {minimum}, not {value}."),
                        key=what, minimum=minimum, value=shown_number(value))
    if maximum is not None and value > maximum:
        raise RuleError(N_("\"{key}\" must be at most {maximum}, not {value}."),
                        key=what, maximum=maximum, value=shown_number(value))
    return value


def optional_boolean(event, key):
    """``event[key]`` as a bool; absent or null is False."""
    value = event.get(key)
    if value is None:
        return False
    if not isinstance(value, bool):
        raise RuleError(N_("\"{key}\" must be true or false, not {value}."), key=key, value=_show(value))
    return value


def require_choice(event, key, choices):
    """``event[key]``, which must be one of ``choices``."""
    value = event.get(key)
    if value is None:
        raise RuleError(N_("The event needs \"{key}\", one of: {choices}."), key=key, choices=Choices(choices))
    if not isinstance(value, str) or value not in choices:
        raise RuleError(N_("\"{key}\" must be one of: {choices} (not {value})."),
                        key=key, choices=Choices(choices), value=_show(value))
    return value


def require_integer_list(event, key, minimum=None):
    """A non-empty list of whole numbers in ``event[key]``."""
    value = event.get(key)
    if not isinstance(value, list) or not value:
        raise RuleError(N_("\"{key}\" must be a non-empty list of whole numbers."), key=key)
    return tuple(check_integer(item, key, minimum) for item in value)


def require_hands(event, key, players, maximum=None):
    """``event[key]`` as a mapping naming every player once with a hand total from 0 to ``maximum``."""
    value = event.get(key)
    if not isinstance(value, dict):
        raise RuleError(N_("\"{key}\" must give every player's hand total."), key=key)
    return check_hands(value, key, players, maximum)


def check_hands(value, key, players, maximum=None):
    """Check a ``{name: total}`` mapping against the seat list; return a plain dict."""
    for name in value:
        if name not in players:
            raise RuleError(N_("\"{key}\" names {name}, who is not playing at this table."), key=key, name=name)
    missing = [name for name in players if name not in value]
    if missing:
        raise RuleError(N_("\"{key}\" is missing the hand total of {names}."), key=key, names=Names(missing))
    if maximum is None:
        message = N_("{player}'s hand total must be a whole number of at least 0, not {value}.")
    else:
        message = N_("{player}'s hand total must be a whole number from 0 to {maximum}, not {value}.")
    return {name: check_integer(value[name], key, 0, maximum, message, player=name) for name in players}


def _show(value):
    """A short, JSON-like rendering of a bad value for an error message."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        return f'"{value[:40]}"'
    if is_integer(value):
        return shown_number(value)
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
