"""The baseline: a bare Flask app that answers the table routes with a fixed fragment, and pushes.

``python bench/bare_app.py --port P --threads N [--fragment FILE]`` serves it
exactly as ``companion serve`` serves the companion (the same supervised
Hypercorn workers, threads and connection limit, the same ASGI dispatcher),
so the difference between the two runs is what the companion does per request
(database, replay, templates, headers), not the HTTP stack.

Each table ``bare-<n>`` has a version in memory the workers share (an action
adds 1). ``/t/<id>/state?v=N`` answers 204 while ``N`` is that version, else
the fragment at that version. ``/t/<id>/stream`` is the same kind of stream as
the companion's: ``change`` with the version, heartbeats; in each worker one
task looks at the watched tables' versions every 25 ms (the companion's SQLite
tick) and wakes their streams: the least a push across workers can cost.
"""

import argparse
import asyncio
import ctypes
import multiprocessing
import re
from pathlib import Path

from flask import Flask, make_response, request

from companion.serving.worker import ServeOptions
from companion.serving.workers import serve_in_workers

VERSION = re.compile(r'data-version="(\d+)"')
TABLE = re.compile(r"/t/bare-(\d+)/stream")
DEFAULT_FRAGMENT = ('<section id="table-state"><h2>The table now</h2>'
                    '<span id="table-version" data-version="1" hidden></span></section>')
TABLES = 10_000
TICK_SECONDS = 0.025
HEARTBEAT_SECONDS = 15


def table_number(table_id):
    """The index of ``bare-<n>`` in the shared versions (0 for anything else)."""
    number = table_id.removeprefix("bare-")
    return int(number) % TABLES if number.isdigit() else 0


def create_bare_app(fragment, versions, lock):
    """A Flask app with the companion's table URLs, each returning ``fragment`` at the table's version or 204."""
    app = Flask("bare")

    def at(version):
        response = make_response(VERSION.sub(f'data-version="{version}"', fragment))
        response.headers["Cache-Control"] = "no-store"
        return response

    @app.get("/t/<table_id>/state")
    def state(table_id):
        """204 while ``v`` is the table's version, else the fragment: an idle poll at its cheapest."""
        version = versions[table_number(table_id)]
        if request.args.get("v") == str(version):
            response = make_response("", 204)
            response.headers["Cache-Control"] = "no-store"
            return response
        return at(version)

    @app.post("/t/<table_id>/events")
    def events(table_id):
        """Read the form as the companion does, add 1 to the table's version, answer with the fragment."""
        request.form.get("seen")
        with lock:
            versions[table_number(table_id)] += 1
            version = versions[table_number(table_id)]
        return at(version)

    app.extensions["companion_asgi_routes"] = [(lambda path: TABLE.fullmatch(path) is not None,
                                                BareStreams(versions))]
    return app


class BareStreams:
    """The bare stream: ``change`` when a watched table's shared version moves (one 25 ms tick per worker)."""

    def __init__(self, versions):
        self.versions, self.watched, self.ticking = versions, {}, None

    async def __call__(self, scope, receive, send):
        """One stream until the client leaves or the worker stops."""
        number = int(TABLE.fullmatch(scope["path"])[1]) % TABLES
        wake = asyncio.Event()
        self.watched.setdefault(number, set()).add(wake)
        if self.ticking is None:
            self.ticking = asyncio.ensure_future(self._tick())
        gone = asyncio.ensure_future(_disconnected(receive))
        gone.add_done_callback(lambda _task: wake.set())
        stopping = scope.get("companion.stopping")
        try:
            await send({"type": "http.response.start", "status": 200,
                        "headers": [(b"content-type", b"text/event-stream"), (b"cache-control", b"no-store")]})
            sent = self.versions[number]
            await _event(send, f"retry: 1000\nevent: change\ndata: {sent}\n\n")
            while not gone.done() and not (stopping and stopping.is_set()):
                try:
                    async with asyncio.timeout(HEARTBEAT_SECONDS):
                        await wake.wait()
                except TimeoutError:
                    await _event(send, f"event: heartbeat\ndata: {sent}\n\n")
                    continue
                wake.clear()
                if self.versions[number] != sent:
                    sent = self.versions[number]
                    await _event(send, f"event: change\ndata: {sent}\n\n")
            if not gone.done():
                await send({"type": "http.response.body", "body": b"", "more_body": False})
        finally:
            gone.cancel()
            self.watched[number].discard(wake)
            if not self.watched[number]:
                del self.watched[number]

    async def _tick(self):
        seen = {}
        while True:
            await asyncio.sleep(TICK_SECONDS)
            for number, wakes in list(self.watched.items()):
                version = self.versions[number]
                if seen.get(number) != version:
                    seen[number] = version
                    for wake in wakes:
                        wake.set()


async def _disconnected(receive):
    while (await receive())["type"] != "http.disconnect":
        pass


async def _event(send, text):
    await send({"type": "http.response.body", "body": text.encode(), "more_body": True})


def main():
    """Serve the bare app on loopback."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--connection-limit", type=int, default=5000)
    parser.add_argument("--fragment", type=Path, help="file holding the fragment to answer with")
    args = parser.parse_args()
    fragment = args.fragment.read_text(encoding="utf-8") if args.fragment else DEFAULT_FRAGMENT
    versions = multiprocessing.RawArray(ctypes.c_int64, TABLES)  # shared by the workers forked below
    for number in range(TABLES):
        versions[number] = 1
    lock = multiprocessing.Lock()
    serve_in_workers(lambda: create_bare_app(fragment, versions, lock), "127.0.0.1", args.port, args.workers,
                     ServeOptions(threads=args.threads, connections=args.connection_limit, per_address=0))


if __name__ == "__main__":
    main()
