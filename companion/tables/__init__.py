"""The application layer: a table's life, from loading it to recording what happened to telling who watches.

One ``Tables`` per app (``app.extensions["companion_tables"]``; ``tables()`` in a request)
holds the database engine, the app's cache and the versions this process knows. The views
translate HTTP into its calls and its answers into pages; they never reach the store, the
caches or the timeline themselves (tests/test_layers.py checks it). Recording an event is
one path, ``record``: check the version the phone saw, apply the event once
(``timeline.next_game``), append the record (the store refuses a second record N+1),
keep the new timeline and version in memory, then notify every listener (``on_change``).

Notify is an in-process hook: listeners are called with a ``Change`` (the table, its version,
whether its next game started) after it is stored, in the thread that stored it, and a listener's
failure is logged, never the writer's. The push to the phones listens here (``changes.py``: the
streams of this process; the other processes hear of it through the database).
"""

import logging
from dataclasses import dataclass

from flask import current_app

from companion import data_file, store
from companion.rules.errors import N_, DomainError, RuleError
from companion.tables import timeline, timelines
from companion.tables.changes import Changes
from companion.tables.versions import Versions

log = logging.getLogger(__name__)

CONFLICT_MESSAGE = N_(
    "Another phone recorded something at the same moment. Here is the table now: check it, "
    "then tap again if your action still applies."
)
NO_VERSION_MESSAGE = N_("The form is missing the table version. Reload the page.")
MAX_ID_LENGTH = 64
MAX_NIGHT_GAMES = store.MAX_NIGHT_GAMES
# What a view may catch when the database fails (companion/web/storage_errors.py turns them into pages).
DatabaseError, StorageLost = store.DatabaseError, data_file.StorageLost
Change = store.Change


@dataclass(frozen=True)
class Recorded:
    """A record stored: the table now, and the version the phone showed before (what to announce after)."""

    line: object
    since: int


@dataclass(frozen=True)
class Refused:
    """A record not stored. ``reason``: ``"unversioned"`` (the form says no version), ``"stale"`` (another
    record came first: ``since`` is the version the phone showed, what happened after it is announced) or
    ``"rules"`` (the rules refuse it); ``error`` says it to the player; ``line`` is the table now."""

    reason: str
    error: DomainError
    line: object
    since: int | None = None


class Tables:
    """One app's tables: its database engine, its cache of timelines, the versions it knows, its listeners."""

    def __init__(self, engine, cache, versions=None):
        self.engine, self.cache = engine, cache
        self.versions = versions if versions is not None else Versions()
        self._listeners = []

    def load(self, table_id):
        """The table's current timeline, or None when there is no such table (any value may be asked)."""
        if not isinstance(table_id, str) or len(table_id) > MAX_ID_LENGTH:
            return None
        return timelines.load(table_id, self.engine, self.cache)

    def version(self, table_id):
        """The table's version (records stored), trusted for a moment without a query; None: no such table."""
        return self.versions.version(table_id, lambda: store.poll_version(table_id, engine=self.engine))

    def record(self, line, seen, read):
        """Record what ``read()`` gives (``(kind, payload)``: an ``event`` and its payload, ``undo``, ``redo``).

        ``seen`` is the version the phone's form was made for: the record is
        written only if it is still the table's version. Returns ``Recorded`` or ``Refused``.
        """
        if seen is None:
            return Refused("unversioned", RuleError(NO_VERSION_MESSAGE), line)
        if seen != line.version:
            return Refused("stale", RuleError(CONFLICT_MESSAGE), line, seen)
        try:
            kind, payload = read()
            after = timeline.next_game(line, kind, payload)
            stored = store.append(line.table.id, line.version, kind, payload, engine=self.engine)
        except RuleError as error:
            return Refused("rules", error, line)
        except store.Conflict:
            return Refused("stale", RuleError(CONFLICT_MESSAGE), self.load(line.table.id), seen)
        self.versions.note(line.table.id, stored.seq)
        line = timelines.remember(self.cache, timeline.append_checked(line, stored, after))
        self._notify(Change(line.table.id, line.version))
        return Recorded(line, seen)

    def create(self, game, players, options):
        """A new table of ``game`` (already checked by ``new_game``); its row."""
        return store.create_table(game, players, options, engine=self.engine)

    def import_log(self, game, options, events, games):
        """A new table continuing a checked game log: ``game`` is the log's game before its first event,
        ``games`` the game after each event (``replay_steps``); its timeline."""
        table, records = store.import_table(game.name, game.players, options, events, engine=self.engine)
        return timelines.remember(self.cache, timeline.replayed(table, records, games))

    def next_table_id(self, table_id):
        """The id of the table started as the next game after ``table_id``, or None."""
        return store.next_table_id(table_id, engine=self.engine)

    def start_next(self, line, options):
        """The next game's table after the finished ``line`` (created once, however many phones ask): its id."""
        table = line.table
        next_id, created = store.create_next_table(
            table.id, table.game, list(table.players), options, engine=self.engine
        )
        if created:
            self._notify(Change(table.id, line.version, next_game=True))
        return next_id

    def night(self, table_id):
        """The timelines of the game night of ``table_id``, first game first."""
        return [self.load(other) for other in store.night_table_ids(table_id, engine=self.engine)]

    def create_night(self, games):
        """New tables for the games of a night file, linked in order; their ids."""
        return store.create_night(games, engine=self.engine)

    def seat_openings(self, table_id):
        """``{player: how many phones opened that player's private seat}``."""
        return store.seat_openings_of(table_id, engine=self.engine)

    def open_seat(self, table_id, player):
        """One more phone opened ``player``'s private seat."""
        store.count_seat_opening(table_id, player, engine=self.engine)

    def note_phone(self, table_id, phone):
        """Remember that ``phone`` (an opaque id) opened the table; False (logged) when the database
        cannot be written: a read-only or busy database still shows the table, the invite stays open."""
        try:
            store.note_phone(table_id, phone, engine=self.engine)
        except store.SQLAlchemyError as error:
            log.warning("could not note a phone at table %s: %s", table_id, error)
            return False
        return True

    def phone_count(self, table_id):
        """How many different phones have opened the table."""
        return store.phone_count(table_id, engine=self.engine)

    def on_change(self, listener):
        """Call ``listener(change)`` after each change to a table (a record, a next game started): a ``Change``."""
        self._listeners.append(listener)

    def _notify(self, change):
        """Tell every listener; one that fails is logged and the others are still told."""
        for listener in list(self._listeners):
            try:
                listener(change)
            except Exception:  # noqa: BLE001  (the record is stored: a listener never undoes the answer)
                log.exception("a listener failed on table %s version %s", change.table_id, change.version)


def init_app(app):
    """Give the app its tables (after the store and the cache) and the push of their changes
    (``app.extensions["companion_changes"]``, used by the streams of companion/web/stream.py)."""
    tables = app.extensions["companion_tables"] = Tables(
        app.extensions["companion_db"], app.extensions["companion_cache"]
    )
    changes = app.extensions["companion_changes"] = Changes(tables.engine, tables.versions)
    tables.on_change(changes.publish)


def tables():
    """This app's tables."""
    return current_app.extensions["companion_tables"]
