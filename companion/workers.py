"""Serve a WSGI app with waitress in one or several worker processes sharing one listening socket.

Python runs one thread at a time in a process, so on a machine with several
cores one process per core answers a busy room's polls without queueing
them behind other phones' actions. The workers share the database (SQLite
in WAL mode or PostgreSQL) and nothing else: every request reads the table's
version from the database, so any worker may answer any phone.
"""

import ctypes
import os
import signal
import socket
import sys

PR_SET_PDEATHSIG = 1


def default_workers():
    """One worker per core, at most four."""
    return max(1, min(4, os.cpu_count() or 1))


def serve_in_workers(make_app, host, port, workers, **waitress_options):
    """Bind ``host:port`` once, then run ``make_app()`` under waitress in ``workers`` processes."""
    from waitress import serve

    listener = socket.create_server((host, port), backlog=2048)
    listener.set_inheritable(True)
    if workers == 1:
        serve(make_app(), sockets=[listener], **waitress_options)
        return
    children = []
    for _ in range(workers):
        pid = os.fork()
        if pid == 0:
            _die_with_parent()
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            serve(make_app(), sockets=[listener], **waitress_options)
            os._exit(0)
        children.append(pid)
    _wait_for(children)


def _die_with_parent():
    """A worker ends when the parent ends, however it ends (even SIGKILL): no orphan keeps the port."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    except (OSError, AttributeError):  # not Linux: Ctrl+C still reaches the whole process group
        pass
    if os.getppid() == 1:
        os._exit(0)


def _wait_for(children):
    """Wait for the workers; on Ctrl+C or SIGTERM stop them all, and stop all when one dies."""
    def stop(signum, _frame):
        for pid in children:
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        sys.exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    os.wait()
    stop(signal.SIGTERM, None)
