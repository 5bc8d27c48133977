"""The event store: a table is a row plus an append-only list of records.

A record is a game event, an ``undo`` or a ``redo``; nothing is ever updated
or deleted. Record N+1 is written only by a writer that saw N records (the
primary key refuses a second N+1), so two phones tapping at once give exactly
one record and the other phone is told to look again. SQLite in the data
folder by default; any SQLAlchemy URL (PostgreSQL) by ``COMPANION_DATABASE_URL``.
"""

import json
import secrets
import time
from dataclasses import dataclass

from flask import current_app
from sqlalchemy import (Column, Integer, MetaData, String, Table, Text, bindparam, create_engine, event,
                        func, insert, select, text)
from companion import recent_versions
from sqlalchemy.exc import IntegrityError, OperationalError, ProgrammingError

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

# How many phones opened each private seat view (companion/web/seat_views.py).
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
    """One stored record: ``kind`` is ``event``, ``undo`` or ``redo``."""

    seq: int
    kind: str
    payload: dict
    at: int


def make_engine(url):
    """A SQLAlchemy engine; SQLite gets WAL and a busy timeout for concurrent phones."""
    if url.startswith("sqlite"):
        # A pool as large as waitress's threads: no connection is opened (and its pragmas run) per request.
        engine = create_engine(url, connect_args={"timeout": 15, "check_same_thread": False},
                               pool_size=16, max_overflow=16)

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
    """Create the engine and the schema."""
    engine = make_engine(app.config["DATABASE_URL"])
    create_schema(engine)
    app.extensions["companion_db"] = engine


SCHEMA_LOCK_KEY = 7_471_007  # any constant: the PostgreSQL advisory lock taken while creating tables


def create_schema(engine):
    """Create missing tables, safely when several workers start at the same moment.

    On PostgreSQL a transaction-scoped advisory lock lets one worker create
    the tables while the others wait, then find them there. Elsewhere (two
    SQLite processes racing), a worker that loses the race sees the "already
    exists" error, and its second look finds the tables.
    """
    for attempt in range(2):
        try:
            with engine.begin() as connection:
                if connection.dialect.name == "postgresql":
                    connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK_KEY})
                metadata.create_all(connection)
            return
        except (OperationalError, ProgrammingError, IntegrityError):
            if attempt:
                raise


def db():
    """This app's engine."""
    return current_app.extensions["companion_db"]


def new_id():
    """An unguessable identifier (128 random bits or more)."""
    return secrets.token_urlsafe(18)


def create_table(game, players, options, engine=None):
    """Store a new table; return its row."""
    row = TableRow(id=new_id(), game=game, players=tuple(players), options=dict(options),
                   seat_keys={name: new_id() for name in players})
    with (engine or db()).begin() as connection:
        connection.execute(insert(tables).values(
            id=row.id, game=game, players=_dump(list(players)), options=_dump(row.options),
            seat_keys=_dump(row.seat_keys), created_at=int(time.time())))
    return row


def load_table(table_id, engine=None):
    """The table's row, or None."""
    with (engine or db()).connect() as connection:
        found = connection.execute(select(tables).where(tables.c.id == table_id)).first()
    if found is None:
        return None
    return TableRow(id=found.id, game=found.game, players=tuple(json.loads(found.players)),
                    options=json.loads(found.options), seat_keys=json.loads(found.seat_keys))


def load_records(table_id, engine=None, after=0):
    """The records of a table numbered after ``after`` (all of them by default), in order."""
    with (engine or db()).connect() as connection:
        rows = connection.execute(
            select(records).where(records.c.table_id == table_id, records.c.seq > after)
            .order_by(records.c.seq)).all()
    return [Record(seq=r.seq, kind=r.kind, payload=json.loads(r.payload), at=r.at) for r in rows]


# Built once: the polls run these hundreds of times a second (one primary-key lookup each).
_VERSION = select(func.coalesce(func.max(records.c.seq), 0)).where(records.c.table_id == bindparam("table_id"))
_POLL_VERSION = select(func.coalesce(
    select(func.max(records.c.seq)).where(records.c.table_id == tables.c.id).scalar_subquery(), 0)
).where(tables.c.id == bindparam("table_id"))


def version(table_id, engine=None):
    """How many records the table has (the number a phone last saw)."""
    with (engine or db()).connect() as connection:
        return connection.execute(_VERSION, {"table_id": table_id}).scalar_one()


def poll_version(table_id, engine=None):
    """The table's version, or None when there is no such table, in one indexed query."""
    with (engine or db()).connect() as connection:
        return connection.execute(_POLL_VERSION, {"table_id": table_id}).scalar_one_or_none()


def append(table_id, seen, kind, payload=None, engine=None):
    """Store record ``seen + 1`` and return it; Conflict if another writer got there first."""
    engine = engine or db()
    record = Record(seq=seen + 1, kind=kind, payload=payload or {}, at=int(time.time()))
    try:
        with engine.begin() as connection:
            connection.execute(insert(records).values(
                table_id=table_id, seq=record.seq, kind=kind, payload=_dump(record.payload), at=record.at))
    except IntegrityError:
        raise Conflict() from None
    recent_versions.note(engine, table_id, record.seq)
    return record


def append_many(table_id, items, engine=None):
    """Store a list of ``(kind, payload)`` records on a new table in one transaction."""
    with (engine or db()).begin() as connection:
        now = int(time.time())
        if items:
            connection.execute(insert(records), [
                {"table_id": table_id, "seq": number, "kind": kind, "payload": _dump(payload), "at": now}
                for number, (kind, payload) in enumerate(items, start=1)])


def _dump(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def note_phone(table_id, phone, engine=None):
    """Remember that ``phone`` (an opaque id) opened the table; a phone already known changes nothing."""
    engine = engine or db()
    try:
        with engine.begin() as connection:
            connection.execute(insert(table_phones).values(table_id=table_id, phone=phone))
    except IntegrityError:
        pass


def phone_count(table_id, engine=None):
    """How many different phones have opened the table."""
    engine = engine or db()
    with engine.connect() as connection:
        return connection.execute(select(func.count()).select_from(table_phones)
                                  .where(table_phones.c.table_id == table_id)).scalar_one()
