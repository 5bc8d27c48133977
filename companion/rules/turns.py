"""Turn order shared by every game: seats, whose turn, direction, skips.

Seats are the players in seating order, clockwise; "to the left" of a player
is the next seat in that list, wrapping around.
"""

from dataclasses import dataclass, replace

CLOCKWISE = 1
COUNTERCLOCKWISE = -1


@dataclass(frozen=True)
class TurnOrder:
    """Whose turn it is (an index into ``seats`` or None) and which way play goes."""

    seats: tuple
    current: int | None = None
    direction: int = CLOCKWISE

    @property
    def player(self):
        """The name of the player whose turn it is, or None."""
        return None if self.current is None else self.seats[self.current]

    def start_with(self, name):
        """The same table with ``name`` to play."""
        return replace(self, current=self.seats.index(name))

    def reversed(self):
        """The same table with the direction of play turned around."""
        return replace(self, direction=-self.direction)

    def stopped(self):
        """Nobody to play any more (the game is over)."""
        return replace(self, current=None)

    def advanced(self, skip=0, out=frozenset()):
        """Play passes on: to the next seat in the direction of play that is not ``out``,
        jumping over ``skip`` such seats first. Stops (None) if every seat is out;
        a table with nobody to play (not started, or stopped) stays as it is."""
        if self.current is None:
            return self
        position = self.current
        for _ in range(skip + 1):
            position = _next_in(self.seats, position, self.direction, out)
            if position is None:
                return self.stopped()
        return replace(self, current=position)

    @property
    def direction_name(self):
        """``clockwise`` or ``counterclockwise``."""
        return "clockwise" if self.direction == CLOCKWISE else "counterclockwise"


def _next_in(seats, position, direction, out):
    count = len(seats)
    for step in range(1, count + 1):
        candidate = (position + direction * step) % count
        if seats[candidate] not in out:
            return candidate
    return None


def left_of(seats, name, out=frozenset()):
    """The first player clockwise after ``name`` who is not ``out`` (None if all are)."""
    position = _next_in(tuple(seats), seats.index(name), CLOCKWISE, out)
    return None if position is None else seats[position]


def in_seating_order(seats, names):
    """``names`` as a list sorted by seat."""
    chosen = set(names)
    return [name for name in seats if name in chosen]
