"""Regenbogenschlange, the rainbow snake (seed rainbow-snake.de.txt).

One card lies face up in the middle before the first turn. On each turn the
player whose turn it is draws a card, places it in the middle and may take a
complete snake (head, at least one middle part, tail) from the middle. The
game ends with the last card drawn: most cards wins, then the longest snake.
"""

from dataclasses import dataclass, replace

from companion.rules import fields
from companion.rules.errors import N_, Np_, RuleError
from companion.rules.options import first_player, whole_number
from companion.rules.turns import TurnOrder

MIN_PLAYERS = 2
MAX_PLAYERS = 5
OPTIONS = ("cards", "first_player")
DEFAULT_CARDS = 50
MIN_CARDS = 2  # the card turned up, and at least one to draw
MAX_CARDS = 100  # two boxes (spec "Limits")
SHORTEST_SNAKE = 3
TURNED_UP = 1


@dataclass(frozen=True)
class SnakeState:
    """Cards left to draw and lying in the middle; per seat, cards taken and the longest snake."""

    players: tuple
    order: TurnOrder
    total: int
    remaining: int
    middle: int
    cards: tuple
    longest: tuple
    over: bool = False
    winners: tuple = ()


def setup(players, options):
    """The state after one card has been turned up in the middle."""
    total = whole_number(options, "cards", DEFAULT_CARDS, MIN_CARDS, MAX_CARDS)
    order = TurnOrder(seats=players).start_with(first_player(options, players))
    zeros = (0,) * len(players)
    return SnakeState(players=players, order=order, total=total, remaining=total - TURNED_UP,
                      middle=TURNED_UP, cards=zeros, longest=zeros)


def apply(state, event):
    """The state after ``event``, or RuleError."""
    kind = event["type"]
    if kind != "turn":
        raise RuleError(N_("Unknown event type \"{type}\" (this game has: {types})."), type=kind, types="turn")
    return _turn(state, event)


def _turn(state, event):
    """The current player draws and places a card, and perhaps takes one complete snake."""
    player = fields.require_player(event, "player", state.players)
    current = state.order.player
    if player != current:
        raise RuleError(N_("{player} cannot play now: it is {current}'s turn."), player=player, current=current)
    middle = state.middle + 1
    length = _snake_length(event, player, middle)
    seat = state.players.index(player)
    state = replace(state, remaining=state.remaining - 1, middle=middle - length,
                    cards=_added(state.cards, seat, length),
                    longest=_raised(state.longest, seat, length))
    if state.remaining == 0:
        return replace(state, order=state.order.stopped(), over=True, winners=_winners(state))
    return replace(state, order=state.order.advanced())


def _snake_length(event, player, middle):
    """The length of the snake taken this turn (0 for none), checked against the middle."""
    length = event.get("snake")
    if length is None:
        return 0
    if not fields.is_integer(length):
        raise RuleError(N_("\"snake\" must be the number of cards in the snake, a whole number."))
    if length < SHORTEST_SNAKE:
        raise RuleError(N_("A complete snake has at least 3 cards (a head, a middle part and a tail), not {length}."),
                        length=length)
    if length > middle:
        raise RuleError(Np_("{player} cannot take a snake of {length} cards: only {count} card lies in the middle.",
                            "{player} cannot take a snake of {length} cards: only {count} cards lie in the middle."),
                        player=player, length=length, count=middle)
    return length


def _added(counts, seat, amount):
    return tuple(count + amount if index == seat else count for index, count in enumerate(counts))


def _raised(counts, seat, value):
    return tuple(max(count, value) if index == seat else count for index, count in enumerate(counts))


def _winners(state):
    """Most cards; among those, the longest single snake; still equal, they share."""
    ranked = {name: (cards, longest) for name, cards, longest in zip(state.players, state.cards, state.longest)}
    best = max(ranked.values())
    return tuple(name for name in state.players if ranked[name] == best)


def describe(state):
    """The keys ``companion replay`` prints for this game."""
    return {
        "remaining": state.remaining,
        "current": state.order.player,
        "cards": dict(zip(state.players, state.cards)),
        "longest": dict(zip(state.players, state.longest)),
        "middle": state.middle,
        "total": state.total,
    }


def next_starter(players, options, state):
    """Who starts the next game: the youngest again, so the same first player."""
    return options.get("first_player", players[0])
