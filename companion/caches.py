"""The app's one in-memory cache: an LRU bounded in bytes (``cachetools.LRUCache``), owned by the app.

``init_app`` puts one ``Cache`` in ``app.extensions["companion_cache"]``;
``cache()`` returns it. Every entry is keyed ``(kind, what, *detail)``:

- ``("timeline", table_id)``: the table's newest Timeline (companion/tables/timelines.py);
- ``("fragment", table_id, version, language)``: a rendered state fragment
  (companion/web/fragment_cache.py);
- ``("poll-path", path)``: which table a request path polls, if any (companion/web/poll_url.py).

Each entry is stored with its size in bytes (an estimate for timelines);
the least recently used entries leave once the total passes ``max_bytes``
(``CACHE_MAX_BYTES``, 64 MiB by default). An entry larger than the whole
budget is simply not kept. Entries are recomputed from the database when
missing, so evicting one only costs time, never correctness. (The versions
an idle poll trusts for a moment live beside it, in a TTL cache: companion/tables/versions.py.)
"""

import threading

from cachetools import LRUCache
from flask import current_app

DEFAULT_MAX_BYTES = 64 * 1024 * 1024


def _entry_bytes(entry):
    """An entry is kept as ``(value, size)``: its weight is the size it was put with."""
    return entry[1]


class Cache:
    """A thread-safe LRU of ``key -> value`` whose entries' sizes add up to at most ``max_bytes``."""

    def __init__(self, max_bytes=DEFAULT_MAX_BYTES):
        self.max_bytes = max_bytes
        self._entries = LRUCache(maxsize=max_bytes, getsizeof=_entry_bytes)
        self._lock = threading.Lock()

    @property
    def size(self):
        """The bytes the kept entries add up to."""
        return self._entries.currsize

    def __len__(self):
        return len(self._entries)

    def kinds(self):
        """The kinds of entry kept now (``"timeline"``, ``"fragment"`` …)."""
        with self._lock:
            return {key[0] for key in self._entries}

    def get(self, key, default=None):
        """The value kept under ``key`` (now the most recently used), or ``default``."""
        with self._lock:
            entry = self._entries.get(key)
        return default if entry is None else entry[0]

    def put(self, key, value, size, replace=None):
        """Keep ``value`` (``size`` bytes) under ``key``; return the value kept there afterwards.

        ``replace(old)``, when given, decides whether ``value`` replaces an
        entry already kept (e.g. only a newer timeline replaces an older one).
        """
        with self._lock:
            old = self._entries.get(key)
            if old is not None and replace is not None and not replace(old[0]):
                return old[0]
            self._entries.pop(key, None)
            if size <= self.max_bytes:
                self._entries[key] = (value, size)
            return value

    def clear(self):
        """Forget every entry."""
        with self._lock:
            self._entries.clear()


def init_app(app):
    """Give the app its cache, sized by ``CACHE_MAX_BYTES``."""
    app.extensions["companion_cache"] = Cache(app.config.get("CACHE_MAX_BYTES", DEFAULT_MAX_BYTES))


def cache():
    """This app's cache."""
    return current_app.extensions["companion_cache"]
