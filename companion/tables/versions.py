"""Table versions this process knew a moment ago, so that an idle poll needs no database query.

A version read from the database, or written by this process, is trusted
for ``MAX_AGE`` seconds. A change written through this process is known at
once; one written by another worker process on the same database shows at
most ``MAX_AGE`` later, which with one-second polls stays well within the
two seconds a change may take to reach the other phones. The versions live
in the app's cache (companion/caches.py) under ``("version", table_id)``.
"""

import time

MAX_AGE = 0.5
ENTRY_BYTES = 200  # a key, a tuple and two numbers, roughly


def version(cache, table_id, load):
    """The table's version: a fresh enough one from ``cache``, else ``load()`` (None: no such table)."""
    now = time.monotonic()
    found = cache.get(("version", table_id))
    if found is not None and now - found[1] < MAX_AGE:
        return found[0]
    value = load()
    if value is not None:
        note(cache, table_id, value, now)
    return value


def note(cache, table_id, value, now=None):
    """Remember that the table has reached ``value`` (never goes back: records are append-only)."""
    entry = (value, time.monotonic() if now is None else now)
    cache.put(("version", table_id), entry, ENTRY_BYTES, replace=lambda old: old[0] <= value)
