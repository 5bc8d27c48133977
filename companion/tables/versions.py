"""Table versions this process knew a moment ago, so that an idle poll needs no database query.

A version read from the database, or written by this process, is trusted
for ``MAX_AGE`` seconds (a ``cachetools.TTLCache``). A change written through
this process is known at once; one written by another worker process on the
same database shows at most ``MAX_AGE`` later, which with one-second polls
stays well within the two seconds a change may take to reach the other
phones. The app keeps one ``Versions`` in ``app.extensions["companion_versions"]``.
"""

import threading
import time

from cachetools import TTLCache

MAX_AGE = 0.5
MAX_TABLES = 100_000  # tables whose version is kept at once (some 200 bytes each)


class Versions:
    """The newest version of each recently seen table, trusted for ``MAX_AGE`` seconds."""

    def __init__(self, max_tables=MAX_TABLES, max_age=MAX_AGE):
        self._known = TTLCache(maxsize=max_tables, ttl=max_age, timer=lambda: time.monotonic())
        self._lock = threading.Lock()

    def version(self, table_id, load):
        """The table's version: a fresh enough one, else ``load()`` (None: no such table)."""
        with self._lock:
            found = self._known.get(table_id)
        if found is not None:
            return found
        value = load()
        if value is not None:
            self.note(table_id, value)
        return value

    def note(self, table_id, value):
        """Remember that the table has reached ``value`` (never goes back: records are append-only)."""
        with self._lock:
            kept = self._known.get(table_id)
            self._known[table_id] = value if kept is None else max(kept, value)


def init_app(app):
    """Give the app its table versions."""
    app.extensions["companion_versions"] = Versions()
