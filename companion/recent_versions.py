"""Table versions this process knew a moment ago, so that an idle poll needs no database query.

A version read from the database, or written by this process, is trusted
for ``MAX_AGE`` seconds. A change written through this process is known at
once; one written by another worker process on the same database shows at
most ``MAX_AGE`` later, which with one-second polls stays well within the
two seconds a change may take to reach the other phones.
"""

import threading
import time

MAX_AGE = 0.5
MAX_TABLES = 10_000
_known = {}
_lock = threading.Lock()


def version(engine, table_id, load):
    """The table's version: a fresh enough one from memory, else ``load()`` (None: no such table)."""
    key = (id(engine), table_id)
    now = time.monotonic()
    found = _known.get(key)
    if found is not None and now - found[1] < MAX_AGE:
        return found[0]
    value = load()
    if value is not None:
        note(engine, table_id, value, now)
    return value


def note(engine, table_id, value, now=None):
    """Remember that the table has reached ``value`` (never goes back: records are append-only)."""
    key = (id(engine), table_id)
    with _lock:
        found = _known.get(key)
        if found is None or found[0] <= value:
            if len(_known) >= MAX_TABLES and found is None:
                _known.clear()
            _known[key] = (value, time.monotonic() if now is None else now)
