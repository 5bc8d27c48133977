"""The timeline: a record checked once is folded in as checked; the game a phone showed at any recent version."""

import pytest

from companion.tables import timeline
from companion.rules.errors import RuleError
from companion.store import Record, TableRow

TABLE = TableRow(id="t", game="rainbow7-rain", players=("Ana", "Ben"), options={"first_player": "Ana"}, seat_keys={})
PERFECT = {"type": "perfect", "player": "Ana"}


def written(line, kind, payload=None):
    """``line`` after a record of ``kind``, checked once and folded in as the write path does."""
    after = timeline.next_game(line, kind, payload)
    record = Record(seq=line.version + 1, kind=kind, payload=payload or {}, at=0)
    return timeline.append_checked(line, record, after)


def test_append_checked_gives_the_timeline_extend_gives():
    line = timeline.build(TABLE, [])
    for kind, payload in [("event", PERFECT), ("event", PERFECT), ("undo", None), ("redo", None), ("undo", None)]:
        line = written(line, kind, payload)
    again = timeline.build(TABLE, [step[0] for step in line.steps])
    assert (line.version, line.effective, line.redo_stack, line.game.state) == (
        again.version, again.effective, again.redo_stack, again.game.state)
    assert line.changes == again.changes


def test_next_game_refuses_what_cannot_be_done():
    line = timeline.build(TABLE, [])
    with pytest.raises(RuleError):
        timeline.next_game(line, "undo")
    with pytest.raises(RuleError):
        timeline.next_game(line, "redo")
    with pytest.raises(RuleError):
        timeline.next_game(line, "event", {"type": "perfect", "player": "Nobody"})


def test_game_at_a_version_the_phone_showed():
    start = timeline.build(TABLE, [])
    one = written(start, "event", PERFECT)
    two = written(one, "event", PERFECT)
    undone = written(two, "undo")
    assert timeline.game_at(undone, 3).state == undone.game.state
    assert timeline.game_at(undone, 2).state == two.game.state
    assert timeline.game_at(undone, 1).state == one.game.state
    assert timeline.game_at(undone, 0).state == start.game.state
    assert timeline.game_at(undone, None) is None and timeline.game_at(undone, 4) is None


def test_game_at_a_version_older_than_the_kept_changes_is_unknown():
    line = timeline.build(TABLE, [])
    for _ in range(timeline.MAX_CHANGES + 2):
        line = written(line, "event", PERFECT) if not line.game.over else written(line, "undo")
    assert timeline.game_at(line, 0) is None
    assert timeline.game_at(line, line.version - timeline.MAX_CHANGES) is not None
