"""The SQLite data file, watched while the server runs, and explained when it cannot be opened.

An open SQLite connection keeps writing to its file even after the file has
been deleted or replaced: every action would be acknowledged, then lost at
the next start. So the store checks, before it answers, that the file at the
database's path is still the one it opened (same device and inode) and, after
a write and before its commit, that it still starts with SQLite's header, so a
write refused for it is rolled back: a 503 "not saved" is never stored.
``StorageLost`` says what happened; the web layer answers 503 with a plain message.

A damaged file is found at start (``PRAGMA quick_check``: the server exits
with a paragraph saying how to recover, ``StoreUnusable``) and while it runs
by the first statement that meets the damage (SQLite's "malformed" or "not a
database"), or by the supervisor's check once a minute: from then on the file
is marked damaged and nothing more is written or acknowledged
(``StorageLost(reason="damaged")``), in every worker (the mark is in memory
they share, ``share_damage_flag``).
"""

import os
import sqlite3
import threading
import weakref

SQLITE_HEADER = b"SQLite format 3\x00"
DAMAGE_WORDS = ("malformed", "not a database")  # what SQLite says when it meets a damaged file
PRIVATE = 0o600  # the database (SQLite gives its -wal and -shm files the same mode) and the secret key
_watched = weakref.WeakKeyDictionary()  # engine -> DataFile
_shared_flag = None  # under companion serve: the damaged mark every worker sees


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
        self.damaged = _shared_flag or threading.Event()

    def _identity(self):
        status = os.stat(self.path)
        return status.st_dev, status.st_ino

    def check(self, header=False):
        """StorageLost unless the file is still there, still the same file, not known to be damaged and
        (``header``) still starts with SQLite's header."""
        if self.damaged.is_set():
            raise StorageLost(self.path, "damaged")
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


def share_damage_flag(flag):
    """Use ``flag`` (shared by every worker process) as the damaged mark of every watched file, now and later."""
    global _shared_flag
    _shared_flag = flag
    for watched in _watched.values():
        watched.damaged = flag


def note_error(engine, error):
    """Mark ``engine``'s file damaged if ``error`` is SQLite saying the file is damaged."""
    watched = _watched.get(engine)
    if watched is not None and is_damage(error):
        watched.damaged.set()


def is_damage(error):
    """Whether a database error says the file is damaged."""
    text = str(getattr(error, "orig", None) or error).lower()
    return any(words in text for words in DAMAGE_WORDS)


def private_file(path):
    """Create the SQLite file ``path`` readable by its owner only (SQLite gives its -wal and -shm files the
    mode of the database), or make an existing one so."""
    if not os.path.exists(path):
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, PRIVATE))
    for name in (path, path + "-wal", path + "-shm"):
        try:
            if os.stat(name).st_mode & 0o077:
                os.chmod(name, PRIVATE)
        except FileNotFoundError:
            pass


def whole_file_problem(path):
    """What ``PRAGMA quick_check`` finds wrong with the SQLite file ``path`` (None when it is sound).

    Read-only: it changes nothing in the file.
    """
    try:
        connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=15)
    except sqlite3.Error as error:
        return str(error)
    try:
        rows = connection.execute("PRAGMA quick_check(5)").fetchall()
    except sqlite3.DatabaseError as error:
        return str(error)
    finally:
        connection.close()
    found = [row[0] for row in rows if row[0] != "ok"]
    return "database disk image is malformed (" + "; ".join(found) + ")" if found else None


def check_now(engine):
    """Run ``PRAGMA quick_check`` on ``engine``'s SQLite file; mark it damaged if it is. True when sound."""
    watched = _watched.get(engine)
    if watched is None:
        return True
    if whole_file_problem(watched.path) is None:
        return True
    watched.damaged.set()
    return False


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
