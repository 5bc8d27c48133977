"""A clear page, never a 500, when the database cannot be written or reached.

A full disk, a read-only database file or folder, or a PostgreSQL server
that went away all surface as SQLAlchemy's ``OperationalError``; a damaged
SQLite file as its parent ``DatabaseError``; a data file deleted, replaced,
overwritten or found damaged while the server runs as ``StorageLost``
(companion/data_file.py). Nothing already stored is touched: the write that
failed was a single insert in its own transaction, so it either happened
entirely or not at all, and a write is committed (and acknowledged) only once
the data file is known to be the database still.
"""

from flask import current_app, request

from companion.tables import DatabaseError, StorageLost
from companion.rules.errors import N_
from companion.web.error_pages import error_response

FULL_MESSAGE = N_("The server's disk is full, so this was not saved. Everything recorded before is safe. Ask whoever runs the app to free some space, then tap again.")
READ_ONLY_MESSAGE = N_("The server cannot save right now: its database is read-only. Everything recorded before is safe. Ask whoever runs the app to check the data folder, then tap again.")
LOST_MESSAGE = N_("The server's database file was removed or replaced while it was running, so this was not saved. Ask whoever runs the app to restore the file from a backup if there is one, then restart it.")
DAMAGED_MESSAGE = N_("The server's database file is damaged, so this was not saved. Ask whoever runs the app to restart it: it will say how to recover.")
UNAVAILABLE_MESSAGE = N_("The server cannot reach its database right now, so this was not saved. Everything "
                         "recorded before is safe. Wait a moment, then try again.")


def storage_problem(error):
    """The HTTP status and message for a database error: 507 when full, else 503."""
    if isinstance(error, StorageLost):
        return 503, DAMAGED_MESSAGE if error.reason in ("overwritten", "damaged") else LOST_MESSAGE
    text = str(getattr(error, "orig", error)).lower()
    if "full" in text or "no space" in text:
        return 507, FULL_MESSAGE
    if "readonly" in text or "read-only" in text or "read only" in text:
        return 503, READ_ONLY_MESSAGE
    if "not a database" in text or "malformed" in text:
        return 503, DAMAGED_MESSAGE
    return 503, UNAVAILABLE_MESSAGE


def logged_path():
    """The request's path for the server's log, a private seat's key left out (whoever reads the log of a café's
    laptop is often a player)."""
    key = (request.view_args or {}).get("seat_key")
    return request.path.replace(key, "…") if isinstance(key, str) and key else request.path


def init_app(app):
    """Answer database errors with a page in the phone's language and the right status."""

    @app.errorhandler(DatabaseError)
    @app.errorhandler(StorageLost)
    def storage_error(error):
        """Log the cause, tell the player plainly, ask to retry later."""
        status, message = storage_problem(error)
        current_app.logger.error("storage error on %s %s: %s", request.method, logged_path(),
                                 getattr(error, "orig", error))
        response = error_response(status, message)
        response.headers["Retry-After"] = "30"
        response.headers["Cache-Control"] = "no-store"
        return response
