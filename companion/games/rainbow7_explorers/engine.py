"""Rainbow 7, the explorers' game (seed rainbow7-explorers.en.txt).

The hidden cards (or the table's choice) decide who starts; then turns go
round, turned around by Reverse and skipping a seat on Jump. A player who
called "raining" on an earlier turn may complete the rainbow on their turn
and win.
"""

from dataclasses import dataclass, replace

from companion.rules import fields
from companion.rules.errors import N_, Choices, Names, RuleError, Words
from companion.rules.words import COLOUR_NAMES
from companion.rules.turns import TurnOrder, in_seating_order

MIN_PLAYERS = 3
MAX_PLAYERS = 5
OPTIONS = ()
COLORS = ("red", "orange", "yellow", "green", "blue", "navy", "purple", "rainbow")
DIRECTIONS = ("N", "S", "E", "W")
# Names of the hidden cards' colours and directions (refusals and the table screen say them).
COLOR_NAMES = {**{color: COLOUR_NAMES[color] for color in COLORS if color in COLOUR_NAMES},
               "rainbow": N_("Rainbow card (joker)")}
DIRECTION_NAMES = {"N": N_("North"), "S": N_("South"), "E": N_("East"), "W": N_("West")}
DIRECTION_IDS = {"N": "north", "S": "south", "E": "east", "W": "west"}  # as the stickers' letters name them
FUNCTIONS = ("drop", "take", "rainbow", "reverse", "jump")
EVENT_TYPES = "reveal, start, turn, pass, rainbow"


@dataclass(frozen=True)
class ExplorersState:
    """The seats and whose turn it is, who started, and who has called "raining"."""

    players: tuple
    order: TurnOrder
    first_player: str | None = None
    turns: int = 0
    raining: frozenset = frozenset()
    over: bool = False
    winners: tuple = ()


def setup(players, options):
    """The state before anybody knows who plays first."""
    return ExplorersState(players=players, order=TurnOrder(seats=players))


def apply(state, event):
    """The state after ``event``, or RuleError."""
    kind = event["type"]
    handlers = {"reveal": _reveal, "start": _start, "turn": _turn, "pass": _pass, "rainbow": _rainbow}
    if kind not in handlers:
        raise RuleError(N_("Unknown event type \"{type}\" (this game has: {types})."), type=kind, types=EVENT_TYPES)
    return handlers[kind](state, event)


def _reveal(state, event):
    """Everyone turns over their hidden card: the earliest colour, then direction, starts."""
    _check_not_started(state)
    cards = event.get("cards")
    if not isinstance(cards, dict):
        raise RuleError(N_("\"cards\" must give every player's hidden card (a colour and a direction)."))
    for name in cards:
        if name not in state.players:
            raise RuleError(N_("\"cards\" names {name}, who is not playing at this table."), name=name)
    missing = [name for name in state.players if name not in cards]
    if missing:
        raise RuleError(N_("\"cards\" is missing the hidden card of {names}."), names=Names(missing))
    ranks = {name: _card_rank(name, cards[name]) for name in state.players}
    earliest = min(ranks.values())
    first = [name for name in state.players if ranks[name] == earliest]
    if len(first) > 1:
        raise RuleError(N_("{names} turned over the same card ({color}, {direction}): they reveal again."),
                        names=Names(first), color=Words(COLOR_NAMES[COLORS[earliest[0]]]),
                        direction=Words(DIRECTION_NAMES[DIRECTIONS[earliest[1]]]))
    return _started(state, first[0])


def _card_rank(name, card):
    """(colour index, direction index) of one hidden card, checked."""
    if not isinstance(card, dict):
        raise RuleError(N_("{name}'s hidden card must give a \"color\" and a \"direction\"."), name=name)
    color, direction = card.get("color"), card.get("direction")
    if not isinstance(color, str) or color not in COLORS:
        raise RuleError(N_("The colour of {name}'s hidden card must be one of: {choices}."),
                        name=name, choices=Choices(COLORS))
    if not isinstance(direction, str) or direction not in DIRECTIONS:
        raise RuleError(N_("The direction of {name}'s hidden card must be one of: {choices}."),
                        name=name, choices=Choices(DIRECTIONS))
    return COLORS.index(color), DIRECTIONS.index(direction)


def _start(state, event):
    """The table picks the first player instead of revealing cards."""
    _check_not_started(state)
    return _started(state, fields.require_player(event, "player", state.players))


def _check_not_started(state):
    if state.first_player is not None:
        raise RuleError(N_("The first player is already known: {player} started."), player=state.first_player)


def _started(state, name):
    return replace(state, first_player=name, order=state.order.start_with(name))


def _turn(state, event):
    """The current player put down cards and drew; Reverse and Jump steer who plays next."""
    player = _check_turn(state, event)
    function = event.get("function")
    if function is not None:
        function = fields.require_choice(event, "function", FUNCTIONS)
    raining = fields.optional_boolean(event, "raining")
    order = state.order.reversed() if function == "reverse" else state.order
    order = order.advanced(skip=1 if function == "jump" else 0)
    called = state.raining | {player} if raining else state.raining
    return replace(state, order=order, raining=called, turns=state.turns + 1)


def _pass(state, event):
    """The current player misses the turn on purpose. A pass has no "raining" field: like any
    extra key in an event, one given anyway is kept in the log and ignored by the rules."""
    _check_turn(state, event)
    return replace(state, order=state.order.advanced(), turns=state.turns + 1)


def _rainbow(state, event):
    """The current player completes the rainbow and wins, if they called "raining" before."""
    player = _check_turn(state, event)
    if player not in state.raining:
        raise RuleError(N_("{player} must call \"raining\" first, on an earlier turn, before completing the rainbow."),
                        player=player)
    return replace(state, order=state.order.stopped(), over=True, winners=(player,))


def _check_turn(state, event):
    """The event's player, who must be the one whose turn it is."""
    player = fields.require_player(event, "player", state.players)
    current = state.order.player
    if current is None:
        raise RuleError(N_("Nobody knows who plays first yet: turn over the hidden cards or choose the first player."))
    if player != current:
        raise RuleError(N_("{player} cannot play now: it is {current}'s turn."), player=player, current=current)
    return player


def describe(state):
    """The keys ``companion replay`` prints for this game."""
    return {
        "current": state.order.player,
        "direction": state.order.direction_name,
        "raining": in_seating_order(state.players, state.raining),
        "first_player": state.first_player,
        "turns": state.turns,
    }


def next_starter(players, options, state):
    """Nobody yet: in the next game too the reveal (or a start event) decides."""
    return None
