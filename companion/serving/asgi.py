"""The server's application: a small ASGI dispatcher in front of the Flask (WSGI) app.

Hypercorn (companion/serving/worker.py) speaks HTTP and hands every request
to ``Dispatcher``, which runs on the worker's event loop:

- routes that the app declares as ASGI (``app.extensions["companion_asgi_routes"]``,
  a list of ``(matches(path), asgi_app)``; e.g. a stream of updates that
  holds its connection open) are awaited on the loop and hold no thread;
  ``scope["companion.stopping"]`` is an ``asyncio.Event`` set when the worker
  stops or retires, for such a route to end its stream (the phone reconnects
  to another worker);
- every other request goes to the Flask app in the loop's thread pool, but
  only once its whole body has arrived: a slow body holds no thread. A body
  that says (``Content-Length``) or turns out to be over the app's
  ``MAX_CONTENT_LENGTH`` is not read any further, and one that takes more
  than ``BODY_SECONDS`` to arrive is dropped; the app then answers with its
  own page (413 or 408, in the phone's language: ``companion.refused`` in
  the WSGI environ), and the connection is closed. At most
  ``REFUSAL_PAGES`` such pages are made at once: two thousand slow bodies
  timing out together get a bare 408 each, not two thousand pages in the
  threads the phones need.

The Flask app's whole answer is collected in the thread, then written by the
loop, so a phone that reads slowly holds no thread either.
"""

import asyncio
import io
import logging
import sys

from companion.web.error_pages import REFUSED

log = logging.getLogger("companion.serving")

BODY_SECONDS = 30  # a 2 MB upload over slow café Wi-Fi (1 Mbit/s) takes about 17 s
DRAIN_SECONDS = 1  # after refusing a body, read (and drop) what is already coming, so the client sees the answer
DRAIN_BYTES = 4 * 1024 * 1024
REFUSAL_PAGES = 2  # refusal pages made at once by a worker; beyond, a bare status
NO_BODY_STATUSES = (204, 304)


class Disconnected(Exception):
    """The client went away before its request arrived."""


class TooLarge(Exception):
    """The request body is over the limit."""


class Dispatcher:
    """The ASGI application of a worker: declared ASGI routes, else the WSGI app once its body is in."""

    def __init__(self, wsgi_app, *, max_body, routes=(), on_response=None, body_seconds=BODY_SECONDS):
        self.wsgi_app, self.max_body, self.routes = wsgi_app, max_body, list(routes)
        self.on_response, self.body_seconds = on_response, body_seconds
        self.refusing = 0
        self.stopping = asyncio.Event()

    async def __call__(self, scope, receive, send):
        """Answer one HTTP request (other scope types: nothing to do)."""
        if scope["type"] == "websocket":  # none here: closed before it opens, which Hypercorn answers 403 (not 500)
            await send({"type": "websocket.close"})
        if scope["type"] != "http":
            return
        send = self._noting_response(scope, send)
        for matches, asgi_app in self.routes:
            if matches(scope["path"]):
                await asgi_app({**scope, "companion.stopping": self.stopping}, receive, send)
                return
        await self._wsgi(scope, receive, send)

    def _noting_response(self, scope, send):
        """``send``, telling ``on_response`` when a response starts on this connection."""
        if self.on_response is None or not scope.get("client"):
            return send
        client = tuple(scope["client"][:2])

        async def noting_send(message):
            if message["type"] == "http.response.start":
                self.on_response(client)
            await send(message)

        return noting_send

    async def _wsgi(self, scope, receive, send):
        refused, body = None, b""
        declared = _content_length(scope)
        if declared is not None and declared > self.max_body:
            refused = 413
        else:
            try:
                async with asyncio.timeout(self.body_seconds):
                    body = await _read_body(receive, self.max_body)
            except TooLarge:
                refused = 413
            except TimeoutError:
                refused = 408
            except Disconnected:
                return
        if refused and self.refusing >= REFUSAL_PAGES:
            await _bare_refusal(refused, send)
            return
        environ = wsgi_environ(scope, body, refused)
        loop = asyncio.get_running_loop()
        self.refusing += bool(refused)
        try:
            status, headers, content = await loop.run_in_executor(None, run_wsgi, self.wsgi_app, environ)
        finally:
            self.refusing -= bool(refused)
        if refused:
            headers.append((b"connection", b"close"))
        if (b"content-length" not in {name for name, _ in headers} and status not in NO_BODY_STATUSES
                and status >= 200 and scope["method"] != "HEAD"):
            headers.append((b"content-length", str(len(content)).encode()))
        await send({"type": "http.response.start", "status": status, "headers": headers})
        if refused:
            await send({"type": "http.response.body", "body": content, "more_body": True})
            await _drain(receive)
            content = b""
        await send({"type": "http.response.body", "body": content, "more_body": False})


async def _bare_refusal(status, send):
    """A refusal without a page (many at once): the status alone, and the connection closed."""
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-length", b"0"), (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": b"", "more_body": False})


def _content_length(scope):
    """The declared body length, or None (no header, or a chunked body)."""
    for name, value in scope.get("headers", ()):
        if name.lower() == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def _read_body(receive, limit):
    """The whole request body; TooLarge as soon as it passes ``limit``, Disconnected if the client left."""
    body = bytearray()
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise Disconnected()
        body += message.get("body", b"")
        if len(body) > limit:
            raise TooLarge()
        if not message.get("more_body"):
            return bytes(body)


async def _drain(receive):
    """Read and drop what the client is still sending, a little while, so it reads the refusal before the close."""
    dropped = 0
    try:
        async with asyncio.timeout(DRAIN_SECONDS):
            while dropped < DRAIN_BYTES:
                message = await receive()
                if message["type"] == "http.disconnect" or not message.get("more_body"):
                    return
                dropped += len(message.get("body", b""))
    except TimeoutError:
        pass


def wsgi_environ(scope, body, refused=None):
    """The WSGI environ of an ASGI HTTP request whose ``body`` has arrived (PEP 3333).

    A header whose name holds an underscore is dropped, as nginx does: ``X_Forwarded_For`` would otherwise
    reach the app as ``X-Forwarded-For``.
    """
    server = scope.get("server") or ("localhost", 80)
    environ = {
        "REQUEST_METHOD": scope["method"],
        "SCRIPT_NAME": "",
        "PATH_INFO": scope["path"].encode("utf-8").decode("latin-1"),
        "QUERY_STRING": scope["query_string"].decode("latin-1"),
        "SERVER_NAME": str(server[0]),
        "SERVER_PORT": str(server[1]),
        "SERVER_PROTOCOL": f"HTTP/{scope['http_version']}",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": scope.get("scheme", "http"),
        "wsgi.input": io.BytesIO(b"" if refused else body),
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    if scope.get("client"):
        environ["REMOTE_ADDR"], environ["REMOTE_PORT"] = scope["client"][0], str(scope["client"][1])
    for raw_name, raw_value in scope.get("headers", ()):
        name = raw_name.decode("latin-1").lower()
        if "_" in name:
            continue
        key = {"content-length": "CONTENT_LENGTH", "content-type": "CONTENT_TYPE"}.get(
            name, "HTTP_" + name.upper().replace("-", "_"))
        value = raw_value.decode("latin-1")
        environ[key] = f"{environ[key]},{value}" if key in environ else value
    if refused:
        environ[REFUSED] = refused
        environ["CONTENT_LENGTH"] = "0"
    return environ


def run_wsgi(wsgi_app, environ):
    """Call the WSGI app (in a worker thread); its status, headers (bytes) and whole body."""
    started = {}

    def start_response(status, headers, exc_info=None):
        if exc_info and started:
            raise exc_info[1].with_traceback(exc_info[2])
        started["status"], started["headers"] = status, headers
        return chunks.append

    chunks = []
    try:
        result = wsgi_app(environ, start_response)
        try:
            chunks.extend(result)
        finally:
            if hasattr(result, "close"):
                result.close()
    except Exception:  # noqa: BLE001  (Flask answers its own errors; this is a bug below it)
        log.exception("the app failed on %s %s", environ["REQUEST_METHOD"], environ["PATH_INFO"])
        return 500, [(b"content-type", b"text/plain; charset=utf-8")], b"Internal Server Error"
    status = int(started["status"].split(" ", 1)[0])
    headers = [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in started["headers"]]
    return status, headers, b"".join(chunks)
