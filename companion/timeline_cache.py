"""Timelines kept in memory: the newest one of each recently used table.

Records are append-only, so a table's first N records never change: when a
table has moved on, its cached timeline only needs the records after it,
folded in (``timeline.extend``), instead of reading and replaying the whole
log again. Another worker process writing to the same database is no
problem: the database's version is read first, every time. A small LRU
bounds the memory.
"""

import threading
from collections import OrderedDict

from companion import store, timeline

MAX_TIMELINES = 256
_timelines = OrderedDict()
_lock = threading.Lock()


def load(table_id, engine):
    """The table's current timeline, or None when there is no such table."""
    version = store.poll_version(table_id, engine=engine)
    if version is None:
        return None
    key = (str(engine.url), table_id)
    with _lock:
        cached = _timelines.get(key)
    if cached is not None and cached.version == version:
        line = cached
    elif cached is not None and cached.version < version:
        line = timeline.extend(cached, store.load_records(table_id, engine=engine, after=cached.version))
    else:
        table = store.load_table(table_id, engine=engine)
        line = timeline.build(table, store.load_records(table_id, engine=engine))
    return remember(engine, line)


def remember(engine, line):
    """Keep ``line`` as its table's newest timeline (unless a newer one is kept already); return it."""
    key = (str(engine.url), line.table.id)
    with _lock:
        newest = _timelines.get(key)
        if newest is None or newest.version <= line.version:
            _timelines[key] = line
        _timelines.move_to_end(key)
        while len(_timelines) > MAX_TIMELINES:
            _timelines.popitem(last=False)
    return line
