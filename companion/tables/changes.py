"""Telling the streams on this process's event loop that a table changed: the push side of the application layer.

A stream of updates (companion/web/stream.py) ``watch``es one table. A change reaches it:

- from this process: ``Tables.record`` and ``Tables.start_next`` call ``publish`` (through ``on_change``) in
  the request thread that stored it, which hands it to the loop;
- from every other process on the same database, through one watch per process (``_hear_others``), not
  one per phone: on PostgreSQL one listening connection (``LISTEN``; the store announces each record and next
  game with ``NOTIFY`` in its own transaction), on SQLite one look every ``TICK_SECONDS`` at the rows added
  since the last tick (``store.RowWatch``: SQLite's ``data_version``, then the new rows only when it moved),
  only while a stream is open here.

Each change seen is also noted in the versions an idle poll trusts (``Versions.note``), so a phone that fetches
its update here right after hearing of a change never gets an old "nothing new". A watcher learns the newest
version and whether anything happened since it last looked, never each step: the page fetches what it missed
from the version it shows, so coalesced changes lose nothing.
"""

import asyncio
import logging
import sqlite3
import threading

from companion import store

log = logging.getLogger(__name__)

TICK_SECONDS = 0.025  # SQLite: how often a process with open streams asks for new rows
RETRY_SECONDS = (0.5, 1, 2, 5)  # after the watch failed (the database away), before trying again


class Watcher:
    """One stream's view of one table: ``wake`` is set when something happened since ``take()``."""

    def __init__(self, changes, entry):
        self.changes, self.entry = changes, entry
        self.wake = asyncio.Event()
        self.taken = entry.changes

    def has_news(self):
        """True when the table changed since the last ``take()``."""
        return self.entry.changes != self.taken

    def saw(self, version):
        """The table is at least at ``version`` (read from the database when the stream opened)."""
        self.entry.version = max(self.entry.version, version)

    def take(self):
        """The newest version this process knows, and the news marked as read."""
        self.taken = self.entry.changes
        self.wake.clear()
        return self.entry.version

    def close(self):
        """Stop watching."""
        self.changes._forget(self)


class _Watched:
    """A watched table: the newest version known here, a count of the changes heard, its watchers."""

    def __init__(self, table_id):
        self.table_id, self.version, self.changes, self.watchers = table_id, 0, 0, set()


class Changes:
    """The tables watched from this process's event loop (bound on first use) and the watch of other processes."""

    def __init__(self, engine, versions):
        self.engine, self.versions = engine, versions
        self.postgresql = engine.dialect.name == "postgresql"
        self.loop, self._loop_thread, self.watched = None, None, {}
        self._hearing, self._ready = None, None

    def publish(self, change):
        """A ``store.Change`` stored by this process (``Tables.on_change``), from any thread."""
        loop = self.loop
        if loop is None or loop.is_closed():
            return
        if threading.get_ident() == self._loop_thread:
            self._heard(change)
        else:
            try:
                loop.call_soon_threadsafe(self._heard, change)
            except RuntimeError:  # the loop closed meanwhile (the worker stopped)
                pass

    async def stop(self):
        """Stop the watch of other processes (the worker stops: its loop is about to close)."""
        hearing, self._hearing = self._hearing, None
        if hearing is not None and not hearing.done():
            hearing.cancel()
            await asyncio.gather(hearing, return_exceptions=True)

    async def watch(self, table_id):
        """A ``Watcher`` of ``table_id``, once every change from now on will reach it (the other processes' watch
        running). Read the table's version after this: nothing committed since is missed."""
        self._bind()
        if self._hearing is None:
            self._ready = self.loop.create_future()
            self._hearing = self.loop.create_task(self._hear_others())
        await asyncio.shield(self._ready)
        entry = self.watched.get(table_id)
        if entry is None:
            entry = self.watched[table_id] = _Watched(table_id)
        watcher = Watcher(self, entry)
        entry.watchers.add(watcher)
        return watcher

    def _bind(self):
        running = asyncio.get_running_loop()
        if self.loop is not running:
            self.loop, self._loop_thread = running, threading.get_ident()
            self._hearing = None

    def _forget(self, watcher):
        entry = watcher.entry
        entry.watchers.discard(watcher)
        if not entry.watchers and self.watched.get(entry.table_id) is entry:
            del self.watched[entry.table_id]

    def _heard(self, change):
        """A change from anywhere (on the loop): noted for the idle polls, told to the table's watchers."""
        if change.version is not None:
            self.versions.note(change.table_id, change.version)
        entry = self.watched.get(change.table_id)
        if entry is None or (not change.next_game and change.version <= entry.version):
            return
        entry.version = max(entry.version, change.version or 0)
        entry.changes += 1
        for watcher in entry.watchers:
            watcher.wake.set()

    def _tell_everyone(self):
        """Changes may have been missed (the watch of other processes was down): every watcher looks again."""
        for entry in self.watched.values():
            entry.changes += 1
            for watcher in entry.watchers:
                watcher.wake.set()

    async def _hear_others(self):
        """The changes other processes commit, for as long as this process needs them."""
        try:
            if self.postgresql:
                await self._listen()
            else:
                await self._tick()
        except asyncio.CancelledError:
            raise
        finally:
            if not self._ready.done():
                self._ready.set_result(None)

    async def _listen(self):
        """PostgreSQL: one listening connection, connected again (and every watcher told to look) after a failure."""
        failures = 0
        while True:
            try:
                async for change in store.announcements(self._listening, engine=self.engine):
                    failures = 0
                    self._heard(change)
            except asyncio.CancelledError:
                raise
            except Exception as error:  # noqa: BLE001  (the database away: the phones' slow polls go on meanwhile)
                log.warning("listening for table changes failed (%s); trying again", error)
            if not self._ready.done():
                self._ready.set_result(None)  # the streams open meanwhile; told to look once it listens
            await asyncio.sleep(RETRY_SECONDS[min(failures, len(RETRY_SECONDS) - 1)])
            failures += 1

    def _listening(self):
        if not self._ready.done():
            self._ready.set_result(None)
        else:
            self._tell_everyone()

    async def _tick(self):
        """SQLite: one look per tick at the rows added since the last one, while any table is watched here."""
        if not store.RowWatch.possible(self.engine):
            self._ready.set_result(None)  # an in-memory database: no other process
            return
        watch, failures = None, 0
        try:
            while True:
                try:
                    if watch is None:
                        watch = store.RowWatch(self.engine)
                        if not self._ready.done():
                            self._ready.set_result(None)
                        else:
                            self._tell_everyone()
                    await asyncio.sleep(TICK_SECONDS)
                    if not self.watched:
                        self._hearing = None  # the next watch starts it again, from the rows of that moment
                        return
                    for change in watch.changes():
                        self._heard(change)
                    failures = 0
                except asyncio.CancelledError:
                    raise
                except sqlite3.OperationalError as error:  # busy this instant: the next tick looks again
                    failures += 1
                    if failures % 400 == 0:
                        log.warning("watching for table changes: %s (%d ticks in a row)", error, failures)
                except Exception as error:  # noqa: BLE001  (a damaged file: looked at again in a moment)
                    log.warning("watching for table changes failed (%s); trying again", error)
                    if watch is not None:
                        watch.close()
                    watch = None
                    if not self._ready.done():
                        self._ready.set_result(None)
                    await asyncio.sleep(RETRY_SECONDS[min(failures, len(RETRY_SECONDS) - 1)])
                    failures += 1
        finally:
            if watch is not None:
                watch.close()
