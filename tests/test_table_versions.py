"""The in-memory table versions that let an idle poll skip the database."""

from companion.tables import versions as recent_versions
from companion.caches import Cache


def test_a_version_read_is_trusted_for_a_moment_then_read_again(monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(recent_versions.time, "monotonic", lambda: clock[0])
    cache, loads = Cache(), []

    def load():
        loads.append(1)
        return 3

    assert recent_versions.version(cache, "t1", load) == 3
    clock[0] += recent_versions.MAX_AGE / 2
    assert recent_versions.version(cache, "t1", load) == 3
    assert len(loads) == 1
    clock[0] += recent_versions.MAX_AGE
    assert recent_versions.version(cache, "t1", load) == 3
    assert len(loads) == 2


def test_a_write_through_this_process_is_known_at_once_and_never_goes_back():
    cache = Cache()
    recent_versions.note(cache, "t2", 5)
    assert recent_versions.version(cache, "t2", lambda: 0) == 5
    recent_versions.note(cache, "t2", 4)
    assert recent_versions.version(cache, "t2", lambda: 0) == 5


def test_an_unknown_table_is_not_remembered():
    cache, loads = Cache(), []
    assert recent_versions.version(cache, "missing", lambda: loads.append(1)) is None
    assert recent_versions.version(cache, "missing", lambda: loads.append(1)) is None
    assert len(loads) == 2


def test_versions_live_in_the_apps_one_cache(app):
    """The idle-poll shortcut and the write path share the app's cache, keyed ("version", table_id)."""
    cache = app.extensions["companion_cache"]
    recent_versions.note(cache, "t3", 2)
    assert cache.get(("version", "t3"))[0] == 2
