"""Serve a WSGI app with waitress in one or several worker processes sharing one listening socket.

Python runs one thread at a time in a process, so on a machine with several
cores one process per core answers a busy room's polls without queueing
them behind other phones' actions. The workers share the database (SQLite
in WAL mode or PostgreSQL) and nothing else: every request reads the table's
version from the database, so any worker may answer any phone. When a
worker dies (a crash, the out-of-memory killer) the others keep serving and
the parent starts a new one; Ctrl+C or SIGTERM to the parent stops them all.
"""

import ctypes
import logging
import os
import signal
import socket
import sys
import time
import traceback

from companion.connection_guard import limit_per_address

PR_SET_PDEATHSIG = 1
RESTART_PAUSES = (0, 1, 2, 5, 10, 30)  # seconds before restarting a worker that died soon after its start
STEADY_SECONDS = 60  # a worker that ran this long before dying is restarted at once

log = logging.getLogger("companion.workers")


def default_workers():
    """One worker per core, at most four."""
    return max(1, min(4, os.cpu_count() or 1))


def serve_in_workers(make_app, host, port, workers, per_address=0, **waitress_options):
    """Bind ``host:port`` once, then run ``make_app()`` under waitress in ``workers`` processes.

    ``per_address``: the most connections one client address may hold in a worker (0: no limit).
    """
    listener = socket.create_server((host, port), backlog=2048)
    listener.set_inheritable(True)
    if workers == 1:
        _serve(make_app, listener, per_address, waitress_options)
        return
    Supervisor(lambda: _serve(make_app, listener, per_address, waitress_options), workers).run()


def _serve(make_app, listener, per_address, waitress_options):
    """Run waitress on ``listener`` in this process until it is stopped."""
    from waitress.server import create_server

    logging.basicConfig()
    server = create_server(make_app(), sockets=[listener], **waitress_options)
    if per_address:
        limit_per_address(server, per_address)
    server.print_listen("Serving on http://{}:{}")
    server.run()


class Supervisor:
    """Keeps ``count`` worker processes running ``serve``: a dead one is replaced, the others go on."""

    def __init__(self, serve, count):
        self.serve, self.count, self.children, self.deaths = serve, count, {}, 0

    def run(self):
        """Start the workers, replace each one that dies, until SIGTERM or Ctrl+C."""
        signal.signal(signal.SIGTERM, self.stop)
        signal.signal(signal.SIGINT, self.stop)
        for _ in range(self.count):
            self.start()
        while True:
            pid, status = os.wait()
            started = self.children.pop(pid, None)
            if started is None:
                continue
            lived = time.monotonic() - started
            self.deaths = 0 if lived >= STEADY_SECONDS else self.deaths + 1
            pause = RESTART_PAUSES[min(self.deaths, len(RESTART_PAUSES) - 1)]
            log.warning("worker %d stopped (%s) after %.0f s; starting a new one in %d s",
                        pid, _how(status), lived, pause)
            time.sleep(pause)
            self.start()

    def start(self):
        """Fork one worker."""
        pid = os.fork()
        if pid == 0:
            _die_with_parent()
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            code = 0
            try:
                self.serve()
            except BaseException:  # noqa: BLE001  (the worker's last words, then the parent replaces it)
                traceback.print_exc()
                code = 1
            os._exit(code)
        self.children[pid] = time.monotonic()

    def stop(self, signum, _frame):
        """Stop every worker, then the parent."""
        for pid in list(self.children):
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        sys.exit(0)


def _how(status):
    """"signal 9" or "exit 1", from an ``os.wait`` status."""
    return f"signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status) else f"exit {os.waitstatus_to_exitcode(status)}"


def _die_with_parent():
    """A worker ends when the parent ends, however it ends (even SIGKILL): no orphan keeps the port."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    except (OSError, AttributeError):  # not Linux: Ctrl+C still reaches the whole process group
        pass
    if os.getppid() == 1:
        os._exit(0)
