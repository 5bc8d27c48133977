"""The in-memory table versions that let an idle poll skip the database (a TTL cache: cachetools)."""

from companion.tables import versions
from companion.tables.versions import Versions


def test_a_version_read_is_trusted_for_a_moment_then_read_again(monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(versions.time, "monotonic", lambda: clock[0])
    known, loads = Versions(), []

    def load():
        loads.append(1)
        return 3

    assert known.version("t1", load) == 3
    clock[0] += versions.MAX_AGE / 2
    assert known.version("t1", load) == 3
    assert len(loads) == 1
    clock[0] += versions.MAX_AGE
    assert known.version("t1", load) == 3
    assert len(loads) == 2


def test_a_write_through_this_process_is_known_at_once_and_never_goes_back():
    known = Versions()
    known.note("t2", 5)
    assert known.version("t2", lambda: 0) == 5
    known.note("t2", 4)
    assert known.version("t2", lambda: 0) == 5


def test_an_unknown_table_is_not_remembered():
    known, loads = Versions(), []
    assert known.version("missing", lambda: loads.append(1)) is None
    assert known.version("missing", lambda: loads.append(1)) is None
    assert len(loads) == 2


def test_the_versions_kept_are_bounded():
    known = Versions(max_tables=3)
    for number in range(10):
        known.note(f"t{number}", number)
    assert known.version("t9", lambda: None) == 9 and known.version("t0", lambda: "read again") == "read again"


def test_the_idle_poll_and_the_write_path_share_the_apps_versions(app, client):
    """What the write path notes is what the idle-poll shortcut reads: one ``Versions`` per app."""
    from tests.web.helpers import create_table, post

    tables = app.extensions["companion_tables"]
    table = create_table(client, "rainbow7-rain", ["Ana", "Ben"])
    post(client, f"{table}/events", seen="0", action="perfect", player="Ana")
    assert tables.versions.version(table.rsplit("/", 1)[1], lambda: "not asked") == 1
