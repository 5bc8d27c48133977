"""From a table's stored records to its game: undo and redo folded in.

Records are append-only: ``event`` (a game event), ``undo`` (the last event
in effect is set aside) and ``redo`` (the last event set aside comes back).
A new event after an undo drops the redo stack, as in any editor. Nothing
here touches Flask or the database.
"""

from dataclasses import dataclass

from companion.games.log import export_log, new_game
from companion.rules.errors import N_, RuleError

# Memory of one record in a timeline, measured with tracemalloc on 10,000-event logs of every game
# (bench/memory.py): about 1.2-3.5 kB per record plus its payload, which takes some 8 bytes per character.
RECORD_BYTES = 2_000
BYTES_PER_PAYLOAD_CHARACTER = 8

MAX_CHANGES = 20  # a phone that was away longer hears the newest ones; the history has them all


@dataclass(frozen=True)
class HistoryEntry:
    """One record as the history shows it: what it did and whether it is still in effect."""

    seq: int
    kind: str
    event: dict | None
    in_effect: bool
    at: int
    before: object = None
    after: object = None


@dataclass(frozen=True)
class Change:
    """What one record did: ``kind`` (event, undo, redo), the event it concerns and the games on either side of that event."""

    seq: int
    kind: str
    event: dict
    before: object
    after: object

    @property
    def now(self):
        """The game just after this record: an undo goes back to ``before``."""
        return self.before if self.kind == "undo" else self.after


@dataclass(frozen=True)
class Timeline:
    """A table's game after every record, with what can be undone and redone.

    ``games[i]`` is the game after the first ``i`` events in effect;
    ``steps`` holds, per record, ``(record, before, after)`` (the games on
    either side of an event record when it was recorded).
    """

    table: object
    version: int
    games: tuple
    effective: tuple
    redo_stack: tuple
    steps: tuple
    estimated_bytes: int = 0
    changes: tuple = ()

    @property
    def game(self):
        """The game now."""
        return self.games[-1]

    @property
    def can_undo(self):
        """True when there is an event to undo."""
        return bool(self.effective)

    @property
    def can_redo(self):
        """True when an undone event can come back."""
        return bool(self.redo_stack)

    @property
    def history(self):
        """Every record as the history page shows it, undone events marked."""
        return self.history_slice(0, len(self.steps))

    def history_slice(self, start, stop):
        """Records ``start`` to ``stop`` (counted from 0) as the history page shows them."""
        in_effect = {seq for seq, _ in self.effective}
        return tuple(HistoryEntry(record.seq, record.kind, record.payload if record.kind == "event" else None,
                                  record.kind != "event" or record.seq in in_effect, record.at, before, after)
                     for record, before, after in self.steps[start:stop])

    def log(self):
        """The game log of the events in effect, in the spec's format."""
        return export_log(self.table.game, self.table.players, self.table.options,
                          [event for _, event in self.effective])


def build(table, records):
    """The timeline of ``table`` after its ``records``."""
    start = Timeline(table=table, version=0, games=(new_game(table.game, list(table.players), table.options),),
                     effective=(), redo_stack=(), steps=())
    return extend(start, records)


def replayed(table, records, games):
    """The timeline of a table whose ``records`` are all events, already replayed into ``games`` (the start first).

    An import replays its log once to check it; this keeps that work instead of replaying it again.
    """
    weight = sum(RECORD_BYTES + BYTES_PER_PAYLOAD_CHARACTER * record.size for record in records)
    return Timeline(table=table, version=len(records), games=tuple(games),
                    effective=tuple((record.seq, record.payload) for record in records), redo_stack=(),
                    steps=tuple((record, games[index], games[index + 1]) for index, record in enumerate(records)),
                    estimated_bytes=weight,
                    changes=tuple(Change(record.seq, record.kind, record.payload, games[index], games[index + 1])
                                  for index, record in enumerate(records) if index >= len(records) - MAX_CHANGES))


def extend(line, records):
    """The timeline after the records that follow ``line.version`` (each number exactly once, in order)."""
    return _folded(line, [(record, None) for record in records])


def next_game(line, kind, payload=None):
    """The game after a new record of ``kind`` (``event`` with its ``payload``, ``undo``, ``redo``).

    The engine applies the event once, here: RuleError if it is refused. Give
    the result to ``append_checked`` with the stored record; nothing is applied again.
    """
    if kind == "undo":
        check_undo(line)
        return line.games[-2]
    if kind == "redo":
        return check_redo(line)
    return line.game.advanced(payload)


def append_checked(line, record, after):
    """The timeline after ``record`` (number ``line.version + 1``), whose game ``after`` came from ``next_game``."""
    return _folded(line, [(record, after)])


def _folded(line, records):
    """The timeline after ``(record, after)`` pairs; ``after`` is the game the record leads to, or None to compute it."""
    games, effective, redo, steps = list(line.games), list(line.effective), list(line.redo_stack), list(line.steps)
    changes = list(line.changes)
    for record, after in records:
        if record.kind == "event":
            effective.append((record.seq, record.payload))
            games.append(after if after is not None else games[-1].advanced(record.payload))
            redo.clear()
            steps.append((record, games[-2], games[-1]))
        elif record.kind == "undo" and effective:
            redo.append(effective.pop())
            undone = games.pop()
            steps.append((record, None, None))
            changes.append(Change(record.seq, "undo", redo[-1][1], games[-1], undone))
            continue
        elif record.kind == "redo" and redo:
            effective.append(redo.pop())
            games.append(after if after is not None else games[-1].advanced(effective[-1][1]))
            steps.append((record, None, None))
        else:
            continue
        changes.append(Change(record.seq, record.kind, effective[-1][1], games[-2], games[-1]))
    weight = sum(RECORD_BYTES + BYTES_PER_PAYLOAD_CHARACTER * record.size for record, _ in records)
    return Timeline(table=line.table, version=line.version + len(records), games=tuple(games),
                    effective=tuple(effective), redo_stack=tuple(redo), steps=tuple(steps),
                    estimated_bytes=line.estimated_bytes + weight, changes=tuple(changes[-MAX_CHANGES:]))


def check_undo(timeline):
    """RuleError unless an undo is possible."""
    if not timeline.can_undo:
        raise RuleError(N_("There is nothing to undo."))


def check_redo(timeline):
    """RuleError unless a redo is possible, and the event still applies."""
    if not timeline.can_redo:
        raise RuleError(N_("There is nothing to redo."))
    return timeline.game.advanced(timeline.redo_stack[-1][1])


def game_at(timeline, version):
    """The game as it was at ``version``, or None when the timeline no longer knows (older than its last changes)."""
    if version is None or not 0 <= version <= timeline.version:
        return None
    later = changes_since(timeline, version)
    if not later:
        return timeline.game
    if later[0] is timeline.changes[0] and len(timeline.changes) == MAX_CHANGES and later[0].seq != version + 1:
        return None
    first = later[0]
    return first.after if first.kind == "undo" else first.before


def last_change(timeline):
    """What the newest record did: ``(kind, event, before, after)`` or None for a new table.

    ``kind`` is ``event``, ``undo`` or ``redo``; ``before``/``after`` are the
    games on either side of ``event``.
    """
    if not timeline.changes:
        return None
    change = timeline.changes[-1]
    return change.kind, change.event, change.before, change.after


def changes_since(timeline, version):
    """What each record after ``version`` did, oldest first (at most the last ``MAX_CHANGES``)."""
    return tuple(change for change in timeline.changes if change.seq > version)
