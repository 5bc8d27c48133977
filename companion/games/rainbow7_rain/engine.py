"""Rainbow 7 with rain tokens (seed rainbow7-rain.fr.txt): the French game of rounds.

Ordinary turns are not logged, so only value-7 effects and round endings are
events. The fewest tokens wins once somebody holds 7 or more at a round's end.
"""

from dataclasses import dataclass, replace

from companion.rules import fields
from companion.rules.errors import N_, RuleError, Words
from companion.rules.words import COLOUR_NAMES
from companion.rules.options import first_player
from companion.rules.turns import left_of

MIN_PLAYERS = 2
MAX_PLAYERS = 5
OPTIONS = ("first_player",)
RESERVE = 36
END_AT = 7
RAINBOW_LIMIT = 7
MAX_HAND_TOTAL = 999  # spec "Limits": no real hand comes near it
COLORS = ("red", "orange", "yellow", "green", "light-blue", "dark-blue", "violet")
TARGETED = ("red", "yellow")
STORM, DOWNPOUR, DRIZZLE = 3, 2, 1


@dataclass(frozen=True)
class RainState:
    """Tokens per seat, the round in progress and its first player; the last round's hands."""

    players: tuple
    tokens: tuple
    round: int = 1
    first_player: str = ""
    last_hands: tuple | None = None
    last_result: tuple | None = None
    over: bool = False
    winners: tuple = ()

    def tokens_of(self, name):
        """How many rain tokens ``name`` holds."""
        return self.tokens[self.players.index(name)]

    @property
    def reserve(self):
        """Tokens left in the reserve (negative if the table ran out)."""
        return RESERVE - sum(self.tokens)


def setup(players, options):
    """The state before round 1."""
    return RainState(players=players, tokens=(0,) * len(players), first_player=first_player(options, players))


def apply(state, event):
    """The state after ``event``, or RuleError."""
    kind = event["type"]
    if kind == "seven":
        return _seven(state, event)
    if kind == "rainbow":
        return _rainbow(state, event)
    if kind == "perfect":
        return _perfect(state, event)
    raise RuleError(N_("Unknown event type \"{type}\" (this game has: seven, rainbow, perfect)."), type=kind)


def _seven(state, event):
    player = fields.require_player(event, "player", state.players)
    color = fields.require_choice(event, "color", COLORS)
    target = fields.optional_player(event, "target", state.players)
    if color in TARGETED:
        if target is None:
            raise RuleError(N_("The {color} 7 needs a target: the player who takes a rain token."), color=Words(COLOUR_NAMES[color]))
        if target == player:
            raise RuleError(N_("{player} cannot give the {color} 7's rain token to themselves."),
                            player=player, color=Words(COLOUR_NAMES[color]))
        return _take(state, {target: 1})
    if target is not None:
        raise RuleError(N_("The {color} 7 has no target."), color=Words(COLOUR_NAMES[color]))
    if color == "violet":
        return _take(state, {player: -1})
    return state


def _rainbow(state, event):
    caller = fields.require_player(event, "player", state.players)
    hands = fields.require_hands(event, "hands", state.players, MAX_HAND_TOTAL)
    if hands[caller] > RAINBOW_LIMIT:
        raise RuleError(N_("{player} cannot call Rainbow with {total} in hand: a Rainbow needs 7 or less."),
                        player=caller, total=hands[caller])
    if any(total < hands[caller] for name, total in hands.items() if name != caller):
        return _end_round(state, {caller: STORM}, hands, starter=caller, result=("storm", caller))
    others = {name: DOWNPOUR for name in state.players if name != caller}
    return _end_round(state, others, hands, starter=left_of(state.players, caller), result=("rainbow", caller))


def _perfect(state, event):
    player = fields.require_player(event, "player", state.players)
    hands = None
    if event.get("hands") is not None:
        hands = fields.require_hands(event, "hands", state.players, MAX_HAND_TOTAL)
        if hands[player] != 0:
            raise RuleError(N_("{player} emptied their hand, so their hand total must be 0, not {total}."),
                            player=player, total=hands[player])
    others = {name: DRIZZLE for name in state.players if name != player}
    known = hands if hands is not None else {player: 0}
    return _end_round(state, others, known, starter=left_of(state.players, player), result=("perfect", player))


def _take(state, changes):
    """Each named player takes (or, negative, gives back) tokens; never below 0."""
    tokens = tuple(max(0, count + changes.get(name, 0)) for name, count in zip(state.players, state.tokens))
    return replace(state, tokens=tokens)


def _end_round(state, changes, hands, starter, result):
    state = _take(state, changes)
    seated = tuple((name, hands[name]) for name in state.players if name in hands)  # seating order
    state = replace(state, last_hands=seated, last_result=result)
    if max(state.tokens) >= END_AT:
        return replace(state, over=True, winners=_winners(state, hands))
    return replace(state, round=state.round + 1, first_player=starter)


def _winners(state, hands):
    fewest = min(state.tokens)
    tied = [name for name in state.players if state.tokens_of(name) == fewest]
    if len(tied) > 1 and all(name in hands for name in tied):
        lowest = min(hands[name] for name in tied)
        tied = [name for name in tied if hands[name] == lowest]
    return tuple(tied)


def describe(state):
    """The keys ``companion replay`` prints for this game."""
    return {
        "tokens": dict(zip(state.players, state.tokens)),
        "round": state.round,
        "first_player": state.first_player,
        "reserve": state.reserve,
        "last_hands": dict(state.last_hands) if state.last_hands is not None else None,
    }


def next_starter(players, options, state):
    """Who starts the next game, as between rounds: left of the last round's winner (a failed Rainbow: its caller)."""
    if not state.last_result:
        return options.get("first_player", players[0])
    kind, player = state.last_result
    return player if kind == "storm" else left_of(tuple(players), player)
