"""The live URLs, defined once: the routes of ``LIVE_ENDPOINTS`` and their ``v`` argument.

Every live screen asks its ``…/state?v=N`` once a second (companion/web/live.py). The
shortcuts that run before the view (the idle-poll middleware, the session left closed)
recognise a poll through the app's own URL map and read the version the
way the view does, so the routes alone say what a poll URL is. Matching
a path with the URL map takes some 50 µs, on the hot path of a busy room:
each short path's answer is remembered in the app's cache (companion/caches.py)
under ``("poll-path", path)``: paths repeat, one per table.
"""

from werkzeug.exceptions import HTTPException
from werkzeug.routing import RoutingException

from companion.games.forms import typed_number

LIVE_ENDPOINTS = ("tables.table_state", "tables.board_state", "tables.seat_state", "hand.hand_state")
VERSION_ARG = "v"
VERSION_DIGITS = 12
REMEMBERED_PATH_LENGTH = 200  # characters: longer paths are matched every time, never kept
PATH_ENTRY_BYTES = 200  # a key, a tuple and a table id, roughly, besides the path itself


def shown_version(text):
    """The version a poll says its phone shows (the ``v`` argument), or None."""
    return typed_number(text, max_digits=VERSION_DIGITS)


def polled_table(url_map, path, cache):
    """The table id when ``path`` is a live URL (a GET of a route of ``LIVE_ENDPOINTS``), else None.

    ``cache`` is the app's cache: a short path's answer is kept there.
    """
    if len(path) > REMEMBERED_PATH_LENGTH:
        return _matched_table(url_map, path)
    kept = cache.get(("poll-path", path))
    if kept is None:
        kept = cache.put(("poll-path", path), (_matched_table(url_map, path),), PATH_ENTRY_BYTES + len(path))
    return kept[0]


def _matched_table(url_map, path):
    """The poll's table id by the app's URL map, else None."""
    try:
        endpoint, args = url_map.bind("localhost").match(path, method="GET")
    except (HTTPException, RoutingException):
        return None
    return args["table_id"] if endpoint in LIVE_ENDPOINTS else None


def version_only(query):
    """The version when a query string is just ``v=N`` in plain digits, as the poll sends it; else None.

    A strict subset of what the view reads (``shown_version``): anything else goes to the view.
    """
    name, _, value = query.partition("=")
    if name != VERSION_ARG or not (value.isascii() and value.isdigit()) or len(value) > VERSION_DIGITS:
        return None
    return int(value)
