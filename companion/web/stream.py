"""The push half of the one way a screen stays live: ``GET /t/<id>/stream``, Server-Sent Events.

Every live page (the table, the board, a seat view, My hand) opens one stream of its table (htmx's SSE
extension, ``data-sse-connect`` on its ``<main>``: templates/base.html). The stream says only "the table
changed; this process knows it at version N" (``event: change``). On that, the page asks its live URL,
``…/state?v=<the version it shows>``, exactly as a poll does (templates/partials/live.html,
static/js/live.js), so a phone receives the same update as before, computed from what it really shows: its own
tap, answered over HTTP, never makes it hear an announcement again, and after a reconnect it catches up from
that version, nothing lost or doubled.

The stream is an ASGI route on the worker's event loop (companion/serving/asgi.py): an open stream costs a
coroutine and its connection, no thread. It starts with ``retry:`` and the table's version (a page that
reconnects fetches what it missed; a page behind a proxy that buffers sees that nothing arrives and polls),
then sends each change as this process hears of it (companion/tables/changes.py), a heartbeat every
``HEARTBEAT_SECONDS``, and ends when the phone goes away or the worker stops or retires (the browser
reconnects after ``RETRY_MS``, to whichever worker accepts it).

Where no server runs this route (``flask run``, the Flask test client) the same URL answers 204 ("no push
here"): the page keeps polling.
"""

import asyncio
import logging
import re

from flask import abort, make_response
from werkzeug.wrappers import Response

from companion import security
from companion.tables import MAX_ID_LENGTH, tables
from companion.web.tables import bp

log = logging.getLogger(__name__)

STREAM_PATH = re.compile(rf"/t/([^/]{{1,{MAX_ID_LENGTH}}})/stream")
HEARTBEAT_SECONDS = 15
RETRY_MS = 1000  # how soon a browser reconnects once a stream ended (a worker stopped, the server restarted)


@bp.get("/t/<table_id>/stream")
def table_stream(table_id):
    """The stream of a table's changes where this server has none: 204 (the page polls); 404 for no table."""
    if tables().version(table_id) is None:
        abort(404)
    response = make_response("", 204)
    response.headers["Cache-Control"] = "no-store"
    return response


def event(name, data):
    """One Server-Sent Event (a named event with one line of data), as bytes."""
    return f"event: {name}\ndata: {data}\n\n".encode()


def _stream_headers():
    """The stream's headers: the site's security headers, an event stream that no cache or proxy keeps."""
    response = security.add_headers(Response(status=200))
    headers = [(name.lower(), value) for name, value in response.headers.items() if name.lower() != "content-type"]
    headers += [
        ("content-type", "text/event-stream; charset=utf-8"),
        ("cache-control", "no-store"),
        ("x-accel-buffering", "no"),
    ]  # nginx: pass each event on at once
    return [(name.encode("latin-1"), value.encode("latin-1")) for name, value in headers]


class UpdateStreams:
    """The ASGI app of ``/t/<id>/stream`` on a worker's event loop."""

    def __init__(self, tables, changes, heartbeat_seconds=HEARTBEAT_SECONDS):
        self.tables, self.changes, self.heartbeat_seconds = tables, changes, heartbeat_seconds
        self.headers = _stream_headers()

    @staticmethod
    def matches(path):
        """True for a stream's path."""
        return STREAM_PATH.fullmatch(path) is not None

    async def __call__(self, scope, receive, send):
        """Answer one stream request: 405 but for GET, 404 for no table, else the stream until it ends."""
        if scope["method"] != "GET":
            await _plain(send, 405, [(b"allow", b"GET")])
            return
        table_id = STREAM_PATH.fullmatch(scope["path"])[1]
        watcher = await self.changes.watch(table_id)
        try:
            try:
                version = await asyncio.get_running_loop().run_in_executor(None, self.tables.version, table_id)
            except Exception as error:  # noqa: BLE001  (the database away or damaged: the page polls meanwhile)
                log.warning("a stream of table %s could not start: %s", table_id, error)
                await _plain(send, 503, [(b"retry-after", b"5")])
                return
            if version is None:
                await _plain(send, 404)
                return
            watcher.saw(version)
            await self._stream(receive, send, watcher, scope.get("companion.stopping") or asyncio.Event())
        finally:
            watcher.close()

    async def _stream(self, receive, send, watcher, stopping):
        """Send the table's version, then each change and the heartbeats, until the phone leaves or the worker stops."""
        gone = asyncio.ensure_future(_disconnected(receive))
        stopped = asyncio.ensure_future(stopping.wait())
        for task in (gone, stopped):
            task.add_done_callback(lambda _task: watcher.wake.set())
        try:
            await send({"type": "http.response.start", "status": 200, "headers": self.headers})
            await _body(send, f"retry: {RETRY_MS}\n".encode() + event("change", watcher.take()))
            while not gone.done() and not stopped.done():
                try:
                    async with asyncio.timeout(self.heartbeat_seconds):
                        await watcher.wake.wait()
                except TimeoutError:
                    await _body(send, event("heartbeat", watcher.entry.version))
                    continue
                if watcher.has_news():
                    await _body(send, event("change", watcher.take()))
            if not gone.done():
                await send({"type": "http.response.body", "body": b"", "more_body": False})
        except OSError:  # the phone's connection broke while a write was on its way
            pass
        finally:
            gone.cancel()
            stopped.cancel()


async def _disconnected(receive):
    """Return once the client has gone away (a GET's empty body comes first)."""
    while (await receive())["type"] != "http.disconnect":
        pass


async def _body(send, data):
    await send({"type": "http.response.body", "body": data, "more_body": True})


async def _plain(send, status, headers=()):
    """A status without a body (the stream is asked by EventSource, which shows no page)."""
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-length", b"0"), (b"cache-control", b"no-store"), *headers],
        }
    )
    await send({"type": "http.response.body", "body": b"", "more_body": False})


def init_app(app):
    """Serve the streams on the worker's event loop (``companion_asgi_routes``, companion/serving/asgi.py)."""
    streams = UpdateStreams(app.extensions["companion_tables"], app.extensions["companion_changes"])
    app.extensions["companion_streams"] = streams
    app.extensions.setdefault("companion_asgi_routes", []).append((streams.matches, streams))
