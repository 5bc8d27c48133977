"""Timelines kept in memory, keyed by table and version.

Records are append-only, so the first N records of a table never change:
the timeline of (table, N) is the same forever, in every worker process. The
phones of a table that poll after a change, and the phone that acts next,
reuse the one built for that version instead of reading and replaying the
whole log again. A small LRU bounds the memory.
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
    key = (str(engine.url), table_id, version)
    with _lock:
        found = _timelines.get(key)
        if found is not None:
            _timelines.move_to_end(key)
            return found
    table = store.load_table(table_id, engine=engine)
    line = timeline.build(table, store.load_records(table_id, engine=engine))
    with _lock:
        _timelines[(str(engine.url), table_id, line.version)] = line
        while len(_timelines) > MAX_TIMELINES:
            _timelines.popitem(last=False)
    return line
