"""Which phones have opened a table, so the invite can fold away once another phone has joined.

A phone is its browser session (the hash of its session's CSRF token: no
account, nothing personal), noted when it opens the table page (polls
leave the session alone). Only the first two phones of a table are written
(the store's ``PHONES_NOTED``: the invite needs no more), so however many
cookie-less requests open a table, it gets at most two rows; a bounded
memory of the pairs already noted (a ``cachetools`` LRU) saves the queries
of reloads.
"""

import hashlib
import threading

from cachetools import LRUCache

from companion.security import csrf_token
from companion.tables import tables

MAX_REMEMBERED = 4096
_noted = LRUCache(maxsize=MAX_REMEMBERED)
_lock = threading.Lock()


def this_phone():
    """An opaque id of the phone asking (the same for every request of its browser session)."""
    return hashlib.sha256(csrf_token().encode()).hexdigest()[:32]


def note_this_phone(table_id):
    """Remember that the phone asking opened ``table_id`` (written to the store once)."""
    key = (str(tables().engine.url), table_id, this_phone())
    with _lock:
        if _noted.get(key):
            return
    if not tables().note_phone(table_id, key[2]):
        return
    with _lock:
        _noted[key] = True

