"""One worker process: Hypercorn's HTTP/1.1 on the shared listening socket, an event loop, a thread pool.

Each connection is a coroutine on the loop, not a thread: a phone between
two polls, a half-open connection or a slow upload costs a few kilobytes.
Hypercorn closes a connection whose request head has not fully arrived
within the keep-alive timeout (its timer starts when the connection opens
and stops only once a whole request head is in), and a keep-alive
connection idle for as long. The Flask app runs in the loop's default
executor, ``threads`` threads, only once a request's body is in
(companion/serving/asgi.py). Connections are admitted by the guard
(companion/serving/connection_guard.py).

A worker whose resident memory grows past ``memory_limit_mib`` retires: it
tells the supervisor (which starts its replacement at once), stops accepting,
closes its idle connections, finishes the requests it has, then exits. The
listening socket stays open in the other processes meanwhile, so a new
connection waits in the kernel's queue rather than being refused.
"""

import asyncio
import logging
import os
import signal
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from hypercorn import protocol as hypercorn_protocol
from hypercorn.app_wrappers import ASGIWrapper
from hypercorn.asyncio.tcp_server import TCPServer
from hypercorn.asyncio.worker_context import WorkerContext
from hypercorn.config import Config
from hypercorn.events import Closed, RawData, Updated
from hypercorn.protocol.h11 import H11Protocol

from companion import data_file
from companion.serving.asgi import Dispatcher
from companion.serving.connection_guard import ConnectionGuard
from companion.web.forwarded import is_trusted_in, trusted_networks

log = logging.getLogger("companion.serving")
MEMORY_CHECK_SECONDS = 1
WARM_UP_SECONDS = 5
BACKLOG = 2048
SEND_SECONDS = 15  # a phone on slow Wi-Fi takes a page's next 64 KB in well under a second


@dataclass(frozen=True)
class ServeOptions:
    """How each worker serves (``companion serve``'s options)."""

    threads: int = 8
    connections: int = 5000  # per worker
    per_address: int = 32  # per client address in the whole server; 0: no limit
    unlimited: tuple = field(default=())  # addresses or networks never limited per address (trusted proxies)
    keep_alive_seconds: float = 5  # for a connection's first request head (a half-open connection is closed then)
    idle_seconds: float = 60  # between two requests once a connection was answered (a phone between two updates)
    send_seconds: float = SEND_SECONDS  # a write the client does not take within this ends its connection
    memory_limit_mib: int = 300  # 0: no limit
    graceful_seconds: float = 30
    heavy_processes: int = 1  # processes for PDFs and imports, per worker; 0: run them in the request thread


class PromptTCPServer(TCPServer):
    """Hypercorn's connection, ended as soon as the client has closed it, and kept while a phone needs it.

    Hypercorn keeps a connection the client closed until its keep-alive timer
    fires (its task group waits for the timer): for 5 s it still counts
    against the client's address and holds its socket. Once the client's side
    is read to the end, the timer is stopped, so the connection ends when its
    last answer has been sent.

    Hypercorn's one timer also decides how long a connection may wait for its
    next request. Until a connection has been answered once it is the
    keep-alive timeout (a half-open connection is closed after it); after, it
    is ``idle_seconds``: a phone whose screen is pushed asks for an update only
    when its table changes, and keeps its connection for that.
    """

    def __init__(self, *args, idle_seconds, **kwargs):
        super().__init__(*args, **kwargs)
        self.idle_seconds, self.answered = idle_seconds, False

    async def _idle_timeout(self):
        """Close the connection after its timeout without a request (at once when the worker stops)."""
        timeout = self.idle_seconds if self.answered else self.config.keep_alive_timeout
        try:
            await asyncio.wait_for(self.context.terminated.wait(), timeout)
        except TimeoutError:
            pass
        await asyncio.shield(self._initiate_server_close())

    send_seconds = SEND_SECONDS

    def given_up(self):
        """Called when the server gives up a connection whose client takes nothing (serve_on stops counting it)."""

    async def _read_data(self):
        """Read the client's side to its end, then stop the idle timer."""
        await super()._read_data()
        await self.idle_task.stop()

    async def protocol_send(self, event):
        """Write to the client; a client that takes nothing of an answer for ``SEND_SECONDS`` loses the connection.

        Hypercorn waits for the client to read (``drain``) with no time limit, and
        a connection that was answered is never pushed out to make room: a client
        sending many requests at once (pipelined) and never reading its answers
        held its connection, and the requests still queued on it, for ever. Once
        the connection is lost, nothing more is written to it (asyncio would log a
        warning for each write). The connection stops counting for its address and
        its worker at once, not when Hypercorn's task for it ends.
        """
        if not isinstance(event, RawData):
            if isinstance(event, Updated) and event.idle:  # a request answered: the connection is idle again
                self.answered = True
            await super().protocol_send(event)
            return
        async with self.send_lock:
            if self.writer.is_closing():
                await self.protocol.handle(Closed())
                return
            try:
                self.writer.write(event.data)
                await asyncio.wait_for(self.writer.drain(), self.send_seconds)
            except (ConnectionError, RuntimeError, TimeoutError):
                self.writer.transport.abort()
                self.given_up()
                await self.protocol.handle(Closed())


class HTTP11Only(H11Protocol):
    """Hypercorn's HTTP/1.1, never switched to HTTP/2 on the client's word.

    Without TLS Hypercorn still turns a connection into HTTP/2 when the request
    says ``Upgrade: h2c`` or starts with HTTP/2's preface: one connection then
    carries up to 100 requests at once, past the per-address limit (which counts
    connections), and the head timeout and the connection guard, made and tested
    for HTTP/1.1, no longer apply as described. Such a request is answered as
    HTTP/1.1 (the upgrade ignored; the preface is a request of no known route).
    """

    async def _check_protocol(self, event):
        """No switch to HTTP/2."""


hypercorn_protocol.H11Protocol = HTTP11Only  # the class Hypercorn's ProtocolWrapper makes for each connection


def hypercorn_config(options):
    """Hypercorn's settings for a worker."""
    config = Config()
    config.keep_alive_timeout = options.keep_alive_seconds
    config.keep_alive_max_requests = 1_000_000  # a phone polls once a second for hours on one connection
    config.graceful_timeout = options.graceful_seconds
    config.include_server_header = False
    config.accesslog = None
    return config


def resident_mib():
    """This process's resident memory in MiB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as stream:
            pages = int(stream.read().split()[1])
    except (OSError, IndexError, ValueError):
        return 0
    return pages * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)


def serve_worker(make_app, listener, options, shared, slot, retiring=lambda: None):
    """Serve ``make_app()`` on ``listener`` in this process until SIGTERM or until it retires."""
    logging.basicConfig(format="%(asctime)s [%(process)d] %(levelname)s %(name)s: %(message)s")
    app = make_app()
    _share(app, shared, slot, options)
    executor = ThreadPoolExecutor(options.threads, thread_name_prefix="request")
    loop = asyncio.new_event_loop()
    loop.set_default_executor(executor)
    stop = asyncio.Event()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    loop.add_signal_handler(signal.SIGINT, stop.set)
    try:
        loop.run_until_complete(serve_on(app, listener, options, shared, slot, stop, retiring))
    finally:
        executor.shutdown(wait=False, cancel_futures=True)
        heavy = _heavy_work(app)
        if heavy is not None:
            heavy.close()
        loop.close()


class InThreadServer:
    """The same server for one app in a thread of this process (browser tests, benchmarks): ``port``, ``close()``.

    Heavy jobs run in the request threads, the app's damage mark stays its own and no memory limit applies
    (this process may hold other apps and a browser driver: a test suite)."""

    def __init__(self, wsgi_app, host="127.0.0.1", port=0,
                 options=ServeOptions(heavy_processes=0, memory_limit_mib=0)):
        import socket

        from companion.serving.shared import Shared

        self.listener = socket.create_server((host, port), backlog=BACKLOG)
        self.port = self.listener.getsockname()[1]
        shared = Shared(slots=1)  # its connection counts; the app keeps its own heavy-job counts and damage mark
        self.loop = asyncio.new_event_loop()
        self.loop.set_default_executor(ThreadPoolExecutor(options.threads, thread_name_prefix="request"))
        self.stop = asyncio.Event()
        ready = threading.Event()

        def run():
            asyncio.set_event_loop(self.loop)
            self.loop.call_soon(ready.set)
            self.loop.run_until_complete(serve_on(wsgi_app, self.listener, options, shared, 0, self.stop))

        self.thread = threading.Thread(target=run, daemon=True, name="companion-server")
        self.thread.start()
        ready.wait()

    def close(self):
        """Stop serving (the requests in progress are finished first) and wait for the thread."""
        self.loop.call_soon_threadsafe(self.stop.set)
        self.thread.join(30)


def _share(app, shared, slot, options):
    """Give the app's heavy-work limits and damaged-database flag the counters every worker sees."""
    data_file.share_damage_flag(shared.damaged)
    heavy = _heavy_work(app)
    if heavy is not None:
        heavy.share(shared.heavy_jobs, shared.heavy_lock, slot, processes=options.heavy_processes)


def _heavy_work(app):
    return getattr(app, "extensions", {}).get("companion_heavy_work")


async def serve_on(app, listener, options, shared, slot, stop, retiring=lambda: None):
    """Serve ``app`` (WSGI) on ``listener`` until ``stop`` is set (or the worker retires), then finish."""
    loop = asyncio.get_running_loop()
    config, context = hypercorn_config(options), WorkerContext(None)
    guard = ConnectionGuard(shared.connections, slot, per_address=options.per_address, limit=options.connections,
                            unlimited=is_trusted_in(trusted_networks(options.unlimited)))
    config_of_app = getattr(app, "config", {})
    dispatcher = Dispatcher(app, max_body=config_of_app.get("MAX_CONTENT_LENGTH") or 2 * 1024 * 1024,
                            routes=getattr(app, "extensions", {}).get("companion_asgi_routes", ()),
                            on_response=guard.answered)
    wrapped = ASGIWrapper(dispatcher)
    connections = set()

    async def connection(reader, writer):
        peer = tuple(writer.get_extra_info("peername")[:2])
        if not guard.admit(peer, writer.transport):
            return
        task = asyncio.current_task()
        connections.add(task)
        try:
            server = PromptTCPServer(wrapped, loop, config, context, {}, reader, writer, idle_seconds=options.idle_seconds)
            server.send_seconds, server.given_up = options.send_seconds, lambda: guard.release(peer)
            await server
        finally:
            connections.discard(task)
            guard.release(peer)

    server = await asyncio.start_server(connection, sock=listener, backlog=BACKLOG)
    watch = loop.create_task(_watch_memory(options.memory_limit_mib, stop, retiring))
    heavy = _heavy_work(app)
    if heavy is not None:  # its job processes start once the worker is serving, in a thread of their own
        loop.call_later(WARM_UP_SECONDS, lambda: threading.Thread(target=heavy.warm_up, daemon=True).start())
    await stop.wait()
    watch.cancel()
    server.close()  # this process stops accepting; the others (and the supervisor's socket) stay open
    dispatcher.stopping.set()  # streams held open by ASGI routes end
    await context.terminated.set()  # idle keep-alive connections close now, busy ones after their answer
    if connections:
        await asyncio.wait(connections, timeout=options.graceful_seconds)
    changes = getattr(app, "extensions", {}).get("companion_changes")
    if changes is not None:
        await changes.stop()  # its watch of the other processes ends with the loop, not destroyed pending


async def _watch_memory(limit_mib, stop, retiring):
    """Retire the worker once its resident memory passes ``limit_mib`` (checked every second)."""
    if not limit_mib:
        return
    while not stop.is_set():
        await asyncio.sleep(MEMORY_CHECK_SECONDS)
        used = resident_mib()
        if used > limit_mib:
            log.warning("worker %d uses %.0f MiB (limit %d MiB): it finishes its requests and a new worker "
                        "takes its place", os.getpid(), used, limit_mib)
            retiring()
            stop.set()
