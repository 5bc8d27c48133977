"""Which phones have opened a table, so the invite can fold away once another phone has joined.

A phone is its browser session (the hash of its session's CSRF token: no
account, nothing personal), noted when it opens the table page (polls
leave the session alone). Only the first two phones of a table are written
(``store.PHONES_NOTED``: the invite needs no more), so however many
cookie-less requests open a table, it gets at most two rows; a bounded
memory of the pairs already noted saves the queries of reloads.
"""

import hashlib
import threading
from collections import OrderedDict

from flask import current_app

from companion import store
from companion.security import csrf_token
from companion.web.database import db

MAX_REMEMBERED = 4096
_noted = OrderedDict()
_lock = threading.Lock()


def this_phone():
    """An opaque id of the phone asking (the same for every request of its browser session)."""
    return hashlib.sha256(csrf_token().encode()).hexdigest()[:32]


def note_this_phone(table_id):
    """Remember that the phone asking opened ``table_id`` (written to the store once)."""
    engine = db()
    key = (str(engine.url), table_id, this_phone())
    with _lock:
        if key in _noted:
            _noted.move_to_end(key)
            return
    try:
        store.note_phone(table_id, key[2], engine=engine)
    except store.SQLAlchemyError as error:  # a read-only or busy database still shows the table; the invite stays open
        current_app.logger.warning("could not note a phone at table %s: %s", table_id, error)
        return
    with _lock:
        _noted[key] = True
        while len(_noted) > MAX_REMEMBERED:
            _noted.popitem(last=False)


def others_joined(table_id):
    """True once a phone other than the first has opened the table."""
    return store.phone_count(table_id, engine=db()) > 1
