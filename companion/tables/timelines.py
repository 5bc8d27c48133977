"""Timelines kept in memory: the newest one of each recently used table.

Records are append-only, so a table's first N records never change: when a
table has moved on, its cached timeline only needs the records after it,
folded in (``timeline.extend``), instead of reading and replaying the whole
log again. Another worker process writing to the same database is no
problem: the database's version is read first, every time. Timelines live in
the app's cache (companion/caches.py) under ``("timeline", table_id)``,
weighed by ``Timeline.estimated_bytes``.
"""

from companion import store
from companion.tables import timeline


def load(table_id, engine, cache):
    """The table's current timeline, or None when there is no such table."""
    version = store.poll_version(table_id, engine=engine)
    if version is None:
        return None
    cached = cache.get(("timeline", table_id))
    if cached is not None and cached.version == version:
        line = cached
    elif cached is not None and cached.version < version:
        line = timeline.extend(cached, store.load_records(table_id, engine=engine, after=cached.version))
    else:
        table = store.load_table(table_id, engine=engine)
        line = timeline.build(table, store.load_records(table_id, engine=engine))
    return remember(cache, line)


def remember(cache, line):
    """Keep ``line`` as its table's newest timeline (unless a newer one is kept already); return it."""
    cache.put(("timeline", line.table.id), line, line.estimated_bytes,
              replace=lambda kept: kept.version <= line.version)
    return line
