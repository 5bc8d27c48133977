"""Tally, a test-only game: each event gives one player a point; the first to three points wins.

Pure, like every engine: no Flask, frozen states.
"""

from dataclasses import dataclass, replace

from companion.rules.errors import N_, RuleError

MIN_PLAYERS = 2
MAX_PLAYERS = 4
OPTIONS = ()
TARGET = 3


@dataclass(frozen=True)
class TallyState:
    """The players, their points, and the winners once someone reached the target."""

    players: tuple
    points: tuple
    winners: tuple = ()

    @property
    def over(self):
        """True once someone reached the target."""
        return bool(self.winners)


def setup(players, options):
    """Everyone at zero."""
    return TallyState(players=tuple(players), points=(0,) * len(players))


def apply(state, event):
    """A ``point`` event: one more point for its player."""
    if event.get("type") != "point":
        raise RuleError(N_("unknown event type \"{type}\""), type=str(event.get("type")))
    if event.get("player") not in state.players:
        raise RuleError(N_("\"player\" must be one of the players"))
    seat = state.players.index(event["player"])
    points = state.points[:seat] + (state.points[seat] + 1,) + state.points[seat + 1:]
    winners = (event["player"],) if points[seat] >= TARGET else ()
    return replace(state, points=points, winners=winners)


def describe(state):
    """The points per player."""
    return {"points": dict(zip(state.players, state.points))}


def next_starter(players, options, state):
    """Nobody: a tally table needs no first player."""
    return None
