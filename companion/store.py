"""The event store: a table is a row plus an append-only list of records.

A record is a game event, an ``undo`` or a ``redo``. Tables, records and the
"next game" links of a night are append-only: inserted once, never updated
or deleted. Record N+1 is written only by a writer that saw N records (the
primary key refuses a second N+1), so two phones tapping at once give exactly
one record and the other phone is told to look again.

Two small side tables are not part of any game's history: ``table_phones``
(which phones opened a table; insert-only, a known phone is ignored) and
``seat_openings``, the one counter the store updates in place (how many
phones opened each private seat, ``count_seat_opening``).

Every function takes its SQLAlchemy engine explicitly (``engine=``); the
application layer passes the app's (companion/tables: ``Tables.engine``). SQLite in the data
folder by default; any SQLAlchemy URL (PostgreSQL) by ``COMPANION_DATABASE_URL``.
``DatabaseError`` and ``SQLAlchemyError`` are the failures a caller may catch
without importing SQLAlchemy itself.
"""

import json
import os
import secrets
import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass

from sqlalchemy import (Column, Integer, MetaData, String, Table, Text, bindparam, create_engine, event,
                        func, insert, make_url, select, text, update)
from sqlalchemy.exc import DatabaseError, IntegrityError, OperationalError, ProgrammingError
from sqlalchemy.exc import SQLAlchemyError as SQLAlchemyError  # what a caller may catch (see above)

from companion import data_file

metadata = MetaData()

tables = Table(
    "tables", metadata,
    Column("id", String(64), primary_key=True),
    Column("game", String(40), nullable=False),
    Column("players", Text, nullable=False),
    Column("options", Text, nullable=False),
    Column("seat_keys", Text, nullable=False),
    Column("created_at", Integer, nullable=False),
)

records = Table(
    "records", metadata,
    Column("table_id", String(64), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("kind", String(8), nullable=False),
    Column("payload", Text, nullable=False),
    Column("at", Integer, nullable=False),
)

# How many phones opened each private seat view (companion/web/seat_views.py): a counter, updated in place.
seat_openings = Table(
    "seat_openings", metadata,
    Column("table_id", String(64), primary_key=True),
    Column("player", String(160), primary_key=True),
    Column("phones", Integer, nullable=False),
)


# Which phones (an opaque id per browser session) have opened each table: the invite folds away at two.
table_phones = Table(
    "table_phones", metadata,
    Column("table_id", String(64), primary_key=True),
    Column("phone", String(64), primary_key=True),
)


class Conflict(Exception):
    """Someone else wrote record N+1 first."""


@dataclass(frozen=True)
class TableRow:
    """A table's fixed facts: its game, seats, options and private seat keys."""

    id: str
    game: str
    players: tuple
    options: dict
    seat_keys: dict


@dataclass(frozen=True)
class Record:
    """One stored record: ``kind`` is ``event``, ``undo`` or ``redo``; ``size``: its payload's stored length."""

    seq: int
    kind: str
    payload: dict
    at: int
    size: int = 0


def make_engine(url):
    """A SQLAlchemy engine; SQLite gets WAL, a busy timeout for concurrent phones, a file only its owner
    may read, and notes any statement that finds the file damaged (companion/data_file.py)."""
    if url.startswith("sqlite"):
        path = data_file.sqlite_path(make_url(url))
        if path is not None and os.path.isdir(os.path.dirname(os.path.abspath(path))):
            data_file.private_file(path)
        # A pool as large as the request threads: no connection is opened (and its pragmas run) per request.
        engine = create_engine(url, connect_args={"timeout": 15, "check_same_thread": False},
                               pool_size=16, max_overflow=16)

        @event.listens_for(engine, "handle_error")
        def _damage_found(context):
            data_file.note_error(engine, context.original_exception)

        @event.listens_for(engine, "connect")
        def _pragmas(connection, _record):
            cursor = connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")  # WAL: a commit survives a killed process; see README
            cursor.execute("PRAGMA busy_timeout=15000")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20)


def init_app(app):
    """Create the engine and the schema, and watch the SQLite file; StoreUnusable (one paragraph) if it cannot."""
    engine = make_engine(app.config["DATABASE_URL"])
    try:
        create_schema(engine)
    except DatabaseError as error:
        engine.dispose()
        raise data_file.StoreUnusable(data_file.start_problem(engine.url, error)) from None
    path = data_file.sqlite_path(engine.url)
    problem = data_file.whole_file_problem(path) if path is not None else None
    if problem is not None:
        engine.dispose()
        raise data_file.StoreUnusable(data_file.start_problem(engine.url, problem))
    data_file.watch(engine)
    app.extensions["companion_db"] = engine


SCHEMA_LOCK_KEY = 7_471_007  # any constant: the PostgreSQL advisory lock taken while creating tables


def create_schema(engine):
    """Create missing tables, safely when several workers start at the same moment.

    On PostgreSQL a transaction-scoped advisory lock lets one worker create
    the tables while the others wait, then find them there. Elsewhere (several
    SQLite processes racing), a worker that loses a race sees an "already
    exists" error and looks again: each lost race means another worker created
    a table this one had found missing, so one attempt per table plus one
    always suffices.
    """
    attempts = len(metadata.tables) + 1
    for attempt in range(attempts):
        try:
            with engine.begin() as connection:
                if connection.dialect.name == "postgresql":
                    connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK_KEY})
                metadata.create_all(connection)
            return
        except (OperationalError, ProgrammingError, IntegrityError):
            if attempt == attempts - 1:
                raise


@contextmanager
def _writing(engine):
    """A write transaction that commits only into the file that is still the database and not damaged.

    The SQLite file is checked before the transaction and again just before
    its commit: a file deleted, replaced, overwritten or found damaged
    meanwhile raises StorageLost inside the transaction, which rolls it back,
    so what the phone is told was not saved was not saved.
    """
    data_file.check(engine)
    with engine.begin() as connection:
        yield connection
        data_file.check(engine, header=True)


def new_id():
    """An unguessable identifier (128 random bits or more)."""
    return secrets.token_urlsafe(18)


def create_table(game, players, options, events=(), *, engine):
    """Store a new table and its first ``events`` in one transaction (all or nothing); return its row."""
    return import_table(game, players, options, events, engine=engine)[0]


def import_table(game, players, options, events, *, engine):
    """Store a new table and ``events`` in one transaction (all or nothing); return its row and records."""
    now = int(time.time())
    texts = [_dump(event) for event in events]
    with _writing(engine) as connection:
        row = _insert_table(connection, game, players, options)
        stored = [Record(seq=number, kind="event", payload=event, at=now, size=len(text))
                  for number, (event, text) in enumerate(zip(events, texts), start=1)]
        if stored:
            connection.execute(insert(records), [
                {"table_id": row.id, "seq": record.seq, "kind": "event", "payload": text, "at": now}
                for record, text in zip(stored, texts)])
    return row, stored


def load_table(table_id, *, engine):
    """The table's row, or None."""
    with engine.connect() as connection:
        found = connection.execute(select(tables).where(tables.c.id == table_id)).first()
    if found is None:
        return None
    return TableRow(id=found.id, game=found.game, players=tuple(json.loads(found.players)),
                    options=json.loads(found.options), seat_keys=json.loads(found.seat_keys))


def load_records(table_id, after=0, *, engine):
    """The records of a table numbered after ``after`` (all of them by default), in order."""
    with engine.connect() as connection:
        rows = connection.execute(
            select(records).where(records.c.table_id == table_id, records.c.seq > after)
            .order_by(records.c.seq)).all()
    return [Record(seq=r.seq, kind=r.kind, payload=json.loads(r.payload), at=r.at, size=len(r.payload))
            for r in rows]


# Built once: the polls run these hundreds of times a second (one primary-key lookup each).
_VERSION = select(func.coalesce(func.max(records.c.seq), 0)).where(records.c.table_id == bindparam("table_id"))
_POLL_VERSION = select(func.coalesce(
    select(func.max(records.c.seq)).where(records.c.table_id == tables.c.id).scalar_subquery(), 0)
).where(tables.c.id == bindparam("table_id"))


def version(table_id, *, engine):
    """How many records the table has (the number a phone last saw)."""
    with engine.connect() as connection:
        return connection.execute(_VERSION, {"table_id": table_id}).scalar_one()


def poll_version(table_id, *, engine):
    """The table's version, or None when there is no such table, in one indexed query.

    StorageLost when the SQLite file was deleted or replaced: every table read starts here.
    """
    data_file.check(engine)
    with engine.connect() as connection:
        return connection.execute(_POLL_VERSION, {"table_id": table_id}).scalar_one_or_none()


def append(table_id, seen, kind, payload=None, *, engine):
    """Store record ``seen + 1`` and return it; Conflict if another writer got there first.

    On PostgreSQL every listening process is told when the record commits (``_announce``)."""
    text = _dump(payload or {})
    record = Record(seq=seen + 1, kind=kind, payload=payload or {}, at=int(time.time()), size=len(text))
    try:
        with _writing(engine) as connection:
            connection.execute(insert(records).values(
                table_id=table_id, seq=record.seq, kind=kind, payload=text, at=record.at))
            _announce(connection, table_id, str(record.seq))
    except IntegrityError:
        raise Conflict() from None
    return record


def _dump(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# Game nights (companion/web/nights.py): "next game" links one table to the one after it.
# The primary key on ``table_id`` lets only one next table exist, however many phones ask at once.
next_tables = Table(
    "next_tables", metadata,
    Column("table_id", String(64), primary_key=True),
    Column("next_id", String(64), nullable=False, unique=True),
)
MAX_NIGHT_GAMES = 100


def _insert_table(connection, game, players, options):
    """Insert a new table row inside ``connection``'s transaction; return the row."""
    row = TableRow(id=new_id(), game=game, players=tuple(players), options=dict(options),
                   seat_keys={name: new_id() for name in players})
    connection.execute(insert(tables).values(
        id=row.id, game=game, players=_dump(list(players)), options=_dump(row.options),
        seat_keys=_dump(row.seat_keys), created_at=int(time.time())))
    return row


def create_next_table(previous_id, game, players, options, *, engine):
    """The table after ``previous_id``: created with its link in one transaction, or the one already there.

    Returns ``(table_id, created)``. Two phones asking at once: the second
    insert of the link fails on the primary key, its new table is rolled back
    with it, and both phones get the same next table.
    """
    try:
        with _writing(engine) as connection:
            row = _insert_table(connection, game, players, options)
            connection.execute(insert(next_tables).values(table_id=previous_id, next_id=row.id))
            _announce(connection, previous_id, NEXT_GAME)
        return row.id, True
    except IntegrityError:
        existing = next_table_id(previous_id, engine=engine)
        if existing is None:
            raise
        return existing, False


def next_table_id(table_id, *, engine):
    """The id of the table started as the next game after ``table_id``, or None."""
    with engine.connect() as connection:
        return connection.execute(select(next_tables.c.next_id)
                                  .where(next_tables.c.table_id == table_id)).scalar_one_or_none()


def night_table_ids(table_id, *, engine):
    """The ids of the tables of ``table_id``'s game night (linked by "next game"), first game first."""
    with engine.connect() as connection:
        first, seen = table_id, {table_id}
        while len(seen) < MAX_NIGHT_GAMES:
            previous = connection.execute(select(next_tables.c.table_id)
                                          .where(next_tables.c.next_id == first)).scalar_one_or_none()
            if previous is None or previous in seen:
                break
            first = previous
            seen.add(first)
        ids = [first]
        while len(ids) < MAX_NIGHT_GAMES:
            following = connection.execute(select(next_tables.c.next_id)
                                           .where(next_tables.c.table_id == ids[-1])).scalar_one_or_none()
            if following is None or following in ids:
                break
            ids.append(following)
    return ids


def create_night(games, *, engine):
    """Store a whole night in one transaction: ``games`` is a list of ``(game, players, options, events)``.

    Each game becomes a table holding its events, linked to the next one;
    nothing is stored if anything fails. Returns the ids, first game first.
    """
    ids = []
    with _writing(engine) as connection:
        now = int(time.time())
        for game, players, options, events in games:
            row = _insert_table(connection, game, players, options)
            if events:
                connection.execute(insert(records), [
                    {"table_id": row.id, "seq": number, "kind": "event", "payload": _dump(event), "at": now}
                    for number, event in enumerate(events, start=1)])
            if ids:
                connection.execute(insert(next_tables).values(table_id=ids[-1], next_id=row.id))
            ids.append(row.id)
    return ids


PHONES_NOTED = 2  # the invite folds away once a second phone opened the table: no table needs more rows


def note_phone(table_id, phone, *, engine):
    """Remember that ``phone`` (an opaque id) opened the table, while it has fewer than PHONES_NOTED phones.

    A phone already known, or a table that has its phones, changes nothing: however many requests
    open the table, it never holds more than PHONES_NOTED rows (two racing first visits: one more).
    """
    if phone_count(table_id, engine=engine) >= PHONES_NOTED:
        return
    try:
        with _writing(engine) as connection:
            connection.execute(insert(table_phones).values(table_id=table_id, phone=phone))
    except IntegrityError:
        pass


def phone_count(table_id, *, engine):
    """How many different phones have opened the table."""
    with engine.connect() as connection:
        return connection.execute(select(func.count()).select_from(table_phones)
                                  .where(table_phones.c.table_id == table_id)).scalar_one()


def count_seat_opening(table_id, player, *, engine):
    """One more phone opened ``player``'s private seat: add 1 to the seat's counter (the first makes its row).

    Two phones opening a new seat at once both try the insert; the one the
    primary key refuses adds its 1 to the row the other created.
    """
    if _add_seat_opening(table_id, player, engine):
        return
    try:
        with _writing(engine) as connection:
            connection.execute(insert(seat_openings).values(table_id=table_id, player=player, phones=1))
    except IntegrityError:
        _add_seat_opening(table_id, player, engine)


def _add_seat_opening(table_id, player, engine):
    """Add 1 to an existing seat's counter; False when the seat has no row yet."""
    with _writing(engine) as connection:
        return bool(connection.execute(update(seat_openings).where(
            (seat_openings.c.table_id == table_id) & (seat_openings.c.player == player)).values(
            phones=seat_openings.c.phones + 1)).rowcount)


def seat_openings_of(table_id, *, engine):
    """``{player: how many phones opened that player's seat}`` (seats never opened are absent)."""
    with engine.connect() as connection:
        rows = connection.execute(select(seat_openings).where(seat_openings.c.table_id == table_id)).all()
    return {row.player: row.phones for row in rows}


# Changes, for the processes that push them to the phones (companion/tables/changes.py). On PostgreSQL a
# record or a next game is announced with NOTIFY in its own transaction, so it is heard when (and only if) it
# commits; on SQLite a process asks, once per tick, for the rows added since the last tick (``RowWatch``: their
# rowids only grow, since rows are never deleted and one writer at a time commits).
CHANGES_CHANNEL = "companion_tables"
NEXT_GAME = "next"  # the payload's second word when a table's next game was started (else the table's version)
_NOTIFY = text(f"SELECT pg_notify('{CHANGES_CHANNEL}', :payload)")
_MARKS = "SELECT (SELECT coalesce(max(rowid), 0) FROM records), (SELECT coalesce(max(rowid), 0) FROM next_tables)"
_CHANGES = (
    "SELECT table_id, max(seq), max(rowid), 0 FROM records WHERE rowid > ? GROUP BY table_id "
    "UNION ALL SELECT table_id, NULL, rowid, 1 FROM next_tables WHERE rowid > ?")


@dataclass(frozen=True)
class Change:
    """A table changed: it has ``version`` records now, or (``next_game``) its next game was started."""

    table_id: str
    version: int | None = None
    next_game: bool = False


def _announce(connection, table_id, what):
    """PostgreSQL: NOTIFY every listening process of ``table_id``'s change (``what``) when this transaction
    commits; elsewhere nothing (SQLite's processes watch the rows: ``RowWatch``)."""
    if connection.dialect.name == "postgresql":
        connection.execute(_NOTIFY, {"payload": f"{table_id} {what}"})


class RowWatch:
    """SQLite: one process's watch of the records and next games that any connection commits.

    A connection of its own, read-only, that never waits for a lock (a busy moment raises, and is looked
    at again at the next tick), so that it may run on an event loop. Each ``changes()`` asks SQLite's
    ``PRAGMA data_version`` (it moves when another connection commits), and only then the rows added since
    the last look, by rowid: one cheap statement per tick when nothing happened.
    """

    def __init__(self, engine):
        path = data_file.sqlite_path(engine.url)
        self.connection = sqlite3.connect(path, timeout=0, isolation_level=None, check_same_thread=False)
        self.connection.execute("PRAGMA query_only = 1")
        self.data_version = self._data_version()
        self.marks = tuple(self.connection.execute(_MARKS).fetchone())

    @staticmethod
    def possible(engine):
        """True for a SQLite file (an in-memory database has no other process to watch)."""
        return data_file.sqlite_path(engine.url) is not None

    def _data_version(self):
        return self.connection.execute("PRAGMA data_version").fetchone()[0]

    def changes(self):
        """The ``Change``s committed since the last call: the newest version of each table with new records,
        then the next games started."""
        version = self._data_version()
        if version == self.data_version:
            return []
        records_mark, next_mark = self.marks
        rows = self.connection.execute(_CHANGES, (records_mark, next_mark)).fetchall()
        self.data_version = version
        changes = []
        for table_id, seq, rowid, is_next in rows:
            if is_next:
                next_mark = max(next_mark, rowid)
                changes.append(Change(table_id, next_game=True))
            else:
                records_mark = max(records_mark, rowid)
                changes.append(Change(table_id, version=seq))
        self.marks = (records_mark, next_mark)
        return changes

    def close(self):
        """Close the watch's connection."""
        self.connection.close()


def read_announcement(payload):
    """The ``Change`` a NOTIFY payload says (``"<table id> <version>"`` or ``"<table id> next"``), or None."""
    table_id, _, what = payload.partition(" ")
    if what == NEXT_GAME:
        return Change(table_id, next_game=True)
    return Change(table_id, version=int(what)) if what.isdigit() else None


async def announcements(listening, *, engine):
    """PostgreSQL: every ``Change`` any process commits from now on, over one listening connection of its own
    (psycopg's asyncio connection, to ``engine``'s database); ``listening()`` is called once ``LISTEN`` is in
    force. Ends with the connection's error; the caller connects again."""
    import psycopg

    conninfo = make_url(engine.url).set(drivername="postgresql").render_as_string(hide_password=False)
    connection = await psycopg.AsyncConnection.connect(conninfo, autocommit=True)
    async with connection:
        await connection.execute(f"LISTEN {CHANGES_CHANNEL}")
        listening()
        async for note in connection.notifies():
            change = read_announcement(note.payload)
            if change is not None:
                yield change
