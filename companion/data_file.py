"""The SQLite data file, watched while the server runs, and explained when it cannot be opened.

An open SQLite connection keeps writing to its file even after the file has
been deleted or replaced: every action would be acknowledged, then lost at
the next start. So the store checks, before it answers, that the file at the
database's path is still the one it opened (same device and inode) and, after
a write, that it still starts with SQLite's header. ``StorageLost`` says what
happened; the web layer answers 503 with a plain message.
"""

import os
import weakref

SQLITE_HEADER = b"SQLite format 3\x00"
_watched = weakref.WeakKeyDictionary()  # engine -> DataFile


class StorageLost(Exception):
    """The data file was deleted, replaced or overwritten while the server ran: ``reason`` says which."""

    def __init__(self, path, reason):
        self.path, self.reason = path, reason
        super().__init__(f"the database file {path} was {reason} while the server was running")


class StoreUnusable(Exception):
    """The database cannot be opened at start; the message is one paragraph for whoever runs the server."""


class DataFile:
    """A SQLite file and the identity (device, inode) it had when the server opened it."""

    def __init__(self, path):
        self.path = path
        self.identity = self._identity()

    def _identity(self):
        status = os.stat(self.path)
        return status.st_dev, status.st_ino

    def check(self, header=False):
        """StorageLost unless the file is still there, still the same file and (``header``) still SQLite's."""
        try:
            identity = self._identity()
        except FileNotFoundError:
            raise StorageLost(self.path, "deleted") from None
        if identity != self.identity:
            raise StorageLost(self.path, "replaced")
        if header:
            with open(self.path, "rb") as stream:
                if stream.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
                    raise StorageLost(self.path, "overwritten")


def sqlite_path(url):
    """The file of a SQLite URL (plain or ``file:`` URI), or None (another database, or in memory)."""
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        return None
    path = url.database
    return path[len("file:"):] if path.startswith("file:") else path


def watch(engine):
    """Remember the identity of ``engine``'s SQLite file (nothing to do for other databases)."""
    path = sqlite_path(engine.url)
    if path is not None and os.path.exists(path):
        _watched[engine] = DataFile(path)


def check(engine, header=False):
    """StorageLost if ``engine``'s SQLite file is no longer the one it opened."""
    watched = _watched.get(engine)
    if watched is not None:
        watched.check(header)


def start_problem(url, error):
    """One paragraph saying what is wrong with the database at start, and how to recover."""
    cause = str(getattr(error, "orig", None) or error).strip().rstrip(".")
    path = sqlite_path(url)
    if path is None:
        where = url.render_as_string(hide_password=True)
        return (f"The companion cannot use its database {where}: {cause}. Nothing was changed. Check that the "
                "database server is running and reachable with these settings (COMPANION_DATABASE_URL), "
                "then start the companion again.")
    if "not a database" in cause or "malformed" in cause:
        return (f"The companion cannot use its database file {path}: {cause}. The file is damaged or is not a "
                "SQLite database; the companion changed nothing in it. To recover, stop the companion, move the "
                "file aside (keep it: `sqlite3 FILE .recover` may still save its games), put a backup copy in "
                "its place if you have one, and start the companion again; without a file it starts with an "
                "empty database.")
    return (f"The companion cannot use its database file {path}: {cause}. Nothing was changed. Check that the "
            "data folder exists and that the user running the companion may read and write it and the file "
            "(and that the disk is not full), then start the companion again.")
