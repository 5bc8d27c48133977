"""The game log (spec/game-log.md, version 1): its envelope, and replaying it.

``replay(log)`` is the one way to get a game's state: every screen, the CLI
and the tests go through it.
"""

import json
from collections import deque
from dataclasses import dataclass, replace

from companion.games import all_games, game as declared_game
from companion.rules import limits
from companion.rules.errors import N_, Choices, EventError, LogError, RuleError
from companion.rules.limits import MAX_EVENTS, MAX_NAME_LENGTH

FORMAT = "rainbow-companion/game-log"
VERSION = 1
ENVELOPE_KEYS = {"format", "version", "game", "players", "options", "events"}


@dataclass(frozen=True)
class Game:
    """A game in progress: which engine, its state, and how many events it applied."""

    name: str
    players: tuple
    state: object
    events: int = 0

    @property
    def engine(self):
        """The rules module of this game."""
        return declared_game(self.name).engine

    @property
    def over(self):
        """True once the game has ended."""
        return self.state.over

    def advanced(self, event):
        """The game after ``event``; raises RuleError (state untouched) if it is not allowed."""
        if not isinstance(event, dict):
            raise RuleError(N_("An event must be a JSON object with a \"type\"."))
        if self.state.over:
            raise RuleError(N_("The game is already over."))
        if not isinstance(event.get("type"), str):
            raise RuleError(N_("The event has no \"type\"."))
        if self.events >= MAX_EVENTS:
            raise RuleError(N_("A game holds at most {limit} events."), limit=MAX_EVENTS)
        limits.check_values(event)
        return replace(self, state=self.engine.apply(self.state, event), events=self.events + 1)

    def summary(self):
        """The JSON object ``companion replay`` prints: the common keys, then the game's own."""
        data = {
            "game": self.name,
            "players": list(self.players),
            "events": self.events,
            "over": self.state.over,
            "winners": list(self.state.winners) if self.state.over else [],
        }
        data.update(self.engine.describe(self.state))
        return data


def new_game(name, players, options=None):
    """A game before its first event; raises LogError for a bad game, player list or option."""
    declared = declared_game(name)
    if declared is None:
        raise LogError(N_("Unknown game \"{game}\" (known games: {games})."),
                       game=str(name), games=Choices(known.id for known in all_games()))
    engine = declared.engine
    players = check_players(players, engine.MIN_PLAYERS, engine.MAX_PLAYERS)
    options = check_options(options, engine.OPTIONS)
    return Game(name=name, players=players, state=engine.setup(players, options))


def check_players(players, minimum, maximum):
    """The player list as a tuple, or LogError saying what is wrong with it."""
    if not isinstance(players, list):
        raise LogError(N_("\"players\" must be a list of names."))
    if not minimum <= len(players) <= maximum:
        raise LogError(N_("This game needs {minimum} to {maximum} players, not {count}."),
                       minimum=minimum, maximum=maximum, count=len(players))
    seen = {}
    for name in players:
        if not isinstance(name, str):
            raise LogError(N_("Every player's name must be text."))
        if not name.strip():
            raise LogError(N_("A player's name is empty."))
        if len(name) > MAX_NAME_LENGTH:
            raise LogError(N_("The name \"{name}\" is longer than {limit} characters."),
                           name=printable(name[:MAX_NAME_LENGTH]) + "…", limit=MAX_NAME_LENGTH)
        if name != name.strip():
            raise LogError(N_("The name \"{name}\" must not start or end with spaces."), name=printable(name))
        control = limits.control_character(name)
        if control:
            raise LogError(N_("The name \"{name}\" holds an invisible or control character ({code}): names hold only letters, digits, spaces and punctuation."),
                           name=printable(name), code=control)
        if not limits.has_visible_character(name):
            raise LogError(N_("A player's name shows nothing (it holds only {codes}): a name needs at least one "
                              "letter, digit or sign."), codes=" ".join(f"U+{ord(c):04X}" for c in name[:8]))
        key = limits.name_key(name)
        if key in seen:
            raise LogError(N_("Two players are called \"{name}\": names must differ, even in capital letters and accents typed another way."), name=name)
        seen[key] = name
    return tuple(players)


def _shortened(text, limit=40):
    """``text``, cut to ``limit`` characters with an ellipsis, for a message."""
    return text if len(text) <= limit else text[:limit] + "…"


def printable(text):
    """``text`` with each control or invisible character shown as U+FFFD (for a message)."""
    return "".join("\ufffd" if limits.control_character(character) else character for character in text)


def check_options(options, allowed):
    """The options as a dict without null values, or LogError for an unknown key."""
    if options is None:
        return {}
    if not isinstance(options, dict):
        raise LogError(N_("\"options\" must be a JSON object."))
    for key in options:
        if key not in allowed and not allowed:
            raise LogError(N_("Unknown option \"{key}\": this game has no options."), key=key)
        if key not in allowed:
            raise LogError(N_("Unknown option \"{key}\" for this game (allowed: {allowed})."),
                           key=key, allowed=Choices(allowed))
    return {key: value for key, value in options.items() if value is not None}


def parse_log(text):
    """The log object in ``text`` (a JSON document), or LogError."""
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:  # where, in words every language has (the parser's own are English)
        raise LogError(N_("The file is not valid JSON (line {line}, column {column})."),
                       line=error.lineno, column=error.colno) from None
    except _NotANumber as error:
        raise LogError(N_("The file is not valid JSON ({name} is not a number in JSON)."), name=error.name) from None
    except RecursionError:
        raise LogError(N_("The file is not valid JSON (its lists and objects are nested too deeply).")) from None
    except ValueError:  # an integer longer than Python reads: read again, keeping it for the checks to name
        data = json.loads(text, parse_constant=_refuse_constant, parse_int=_integer)
    return data


def _integer(digits):
    """A JSON integer as Python reads it, or a ``HugeNumber`` when it has too many digits to read."""
    try:
        return int(digits)
    except ValueError:
        return limits.HugeNumber(digits)


class _NotANumber(ValueError):
    """NaN, Infinity or -Infinity in a document: Python reads them, JSON has no such numbers."""

    def __init__(self, name):
        super().__init__(name)
        self.name = name


def _refuse_constant(name):
    raise _NotANumber(name)


def open_log(data):
    """A new Game and the event list of a log object; LogError if the envelope is wrong."""
    if not isinstance(data, dict):
        raise LogError(N_("The file is not a game log (a JSON object was expected)."))
    try:
        limits.check_values({key: value for key, value in data.items() if key != "events"})
    except RuleError as error:
        raise LogError(error.template, **error.params) from None
    if data.get("format") != FORMAT:
        raise LogError(N_("The file is not a game log (\"format\" must be \"{format}\")."), format=FORMAT)
    version = data.get("version")
    if not (isinstance(version, int) and not isinstance(version, bool) and version == VERSION):
        raise LogError(N_("The game log is version {version}; this app reads version {supported}."),
                       version=_shortened(json.dumps(version)), supported=VERSION)
    unknown = sorted(set(data) - ENVELOPE_KEYS)
    if unknown:
        raise LogError(N_("Unknown key \"{key}\" in the game log."), key=_shortened(printable(unknown[0])))
    if not isinstance(data.get("game"), str):
        raise LogError(N_("The game log does not name its game."))
    events = data.get("events")
    if events is None:  # absent or null: a game not started yet
        events = []
    if not isinstance(events, list):
        raise LogError(N_("\"events\" must be a list."))
    if len(events) > MAX_EVENTS:
        raise LogError(N_("The game log has {count} events; the limit is {limit}."), count=len(events), limit=MAX_EVENTS)
    return new_game(data["game"], data.get("players"), data.get("options")), events


def replay_steps(data):
    """Yield the game after each event of the log object ``data`` (the start first)."""
    game, events = open_log(data)
    yield game
    for number, event in enumerate(events, start=1):
        try:
            game = game.advanced(event)
        except RuleError as error:
            raise EventError(number, error) from None
        yield game


def replay(data):
    """The game after every event of the log object ``data``; LogError or EventError if refused."""
    last = deque(replay_steps(data), maxlen=1)
    return last[0] if last else None


def export_log(name, players, options, events):
    """A log object in the spec's format."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": name,
        "players": list(players),
        "options": dict(options),
        "events": list(events),
    }
