"""The supervisor: one listening socket, ``count`` worker processes serving it, each replaced when it ends.

Python runs one thread at a time in a process, so on a machine with several
cores one process per core answers a busy room's polls without queueing
them behind other phones' actions. The workers share the database (SQLite
in WAL mode or PostgreSQL), the listening socket and a little shared memory
(companion/serving/shared.py: connection and heavy-job counts per address,
the damaged-database flag), nothing else: every request reads the table's
version from the database, so any worker may answer any phone.

A worker that dies (a crash, the out-of-memory killer) is replaced (at once,
or after a pause when workers keep dying right after they start); one that
retires because it grew too big (companion/serving/worker.py) is replaced
the moment it says so, while it finishes its requests. Ctrl+C or SIGTERM
stops them all: each finishes the requests it has first.
"""

import ctypes
import logging
import os
import select
import signal
import socket
import sys
import time
import traceback

from companion.serving.shared import Shared
from companion.serving.worker import BACKLOG, ServeOptions, serve_worker

PR_SET_PDEATHSIG = 1
RESTART_PAUSES = (0, 1, 2, 5, 10, 30)  # seconds before restarting a worker that died soon after its start
STEADY_SECONDS = 60  # a worker that ran this long before dying is restarted at once
TICK_SECONDS = 0.5
STOP_GRACE_SECONDS = 5  # after the workers' own graceful time, the supervisor kills what is left

log = logging.getLogger("companion.serving")


def default_workers():
    """One worker per core, at most four."""
    return max(1, min(4, os.cpu_count() or 1))


def listening_socket(host, port):
    """The one socket every worker accepts on."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    return socket.create_server((host, port), family=family, backlog=BACKLOG)


def serve_in_workers(make_app, host, port, workers, options=ServeOptions(), every_minute=None):
    """Bind ``host:port`` once, then serve ``make_app()`` in ``workers`` supervised processes until stopped.

    ``every_minute(shared)``, if given, runs in the supervisor once a minute (the database check).
    """
    logging.basicConfig(format="%(asctime)s [%(process)d] %(levelname)s %(name)s: %(message)s")
    listener = listening_socket(host, port)
    Supervisor(make_app, listener, options, workers, every_minute).run()


class Supervisor:
    """Keeps ``count`` worker processes serving ``listener``: a dead or retiring one is replaced."""

    def __init__(self, make_app, listener, options, count, every_minute=None):
        self.make_app, self.listener, self.options, self.count = make_app, listener, options, count
        self.every_minute = every_minute
        self.shared = Shared(slots=2 * count + 2)  # a retiring worker keeps its slot until it has exited
        self.children = {}  # pid -> (slot, started)
        self.retiring = set()  # pids
        self.due = []  # monotonic times at which a worker should be started
        self.deaths, self.stopping = 0, False
        self.retire_read, self.retire_write = os.pipe()

    def run(self):
        """Start the workers and look after them until SIGTERM or Ctrl+C; then stop them all."""
        signal.signal(signal.SIGTERM, self.stop)
        signal.signal(signal.SIGINT, self.stop)
        self.due = [time.monotonic()] * self.count
        checked = time.monotonic()
        while not self.stopping:
            self._start_due()
            self._read_retirements()
            self._reap()
            if self.every_minute is not None and time.monotonic() - checked >= 60:
                checked = time.monotonic()
                self.every_minute(self.shared)
        self._stop_all()

    def stop(self, signum, _frame):
        """SIGTERM or Ctrl+C: leave the loop, then stop the workers."""
        self.stopping = True

    def _start_due(self):
        now = time.monotonic()
        active = len(self.children) - len(self.retiring)
        while self.due and self.due[0] <= now and active < self.count:
            self.due.pop(0)
            self._start(self._free_slot())
            active += 1

    def _free_slot(self):
        taken = {slot for slot, _ in self.children.values()}
        return min(slot for slot in range(self.shared.slots) if slot not in taken)

    def _start(self, slot):
        """Fork one worker in ``slot``."""
        pid = os.fork()
        if pid == 0:
            os.close(self.retire_read)
            _die_with_parent()
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            code = 0
            try:
                serve_worker(self.make_app, self.listener, self.options, self.shared, slot,
                             retiring=lambda: os.write(self.retire_write, bytes([slot])))
            except BaseException:  # noqa: BLE001  (the worker's last words, then the parent replaces it)
                traceback.print_exc()
                code = 1
            sys.stderr.flush()
            os._exit(code)
        self.children[pid] = (slot, time.monotonic())

    def _read_retirements(self):
        """Wait a tick for a worker saying it retires; start its replacement at once."""
        try:
            ready, _, _ = select.select([self.retire_read], [], [], TICK_SECONDS)
        except InterruptedError:
            return
        if not ready:
            return
        for slot in os.read(self.retire_read, 256):
            for pid, (child_slot, _) in self.children.items():
                if child_slot == slot and pid not in self.retiring:
                    self.retiring.add(pid)
                    self.due.insert(0, time.monotonic())

    def _reap(self):
        """Note every worker that ended; replace it unless it had retired (already replaced)."""
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            if pid not in self.children:
                continue
            slot, started = self.children.pop(pid)
            self.shared.clear(slot)
            if pid in self.retiring:
                self.retiring.discard(pid)
                log.warning("worker %d retired (%s)", pid, _how(status))
                continue
            lived = time.monotonic() - started
            self.deaths = 0 if lived >= STEADY_SECONDS else self.deaths + 1
            pause = RESTART_PAUSES[min(self.deaths, len(RESTART_PAUSES) - 1)]
            log.warning("worker %d stopped (%s) after %.0f s; starting a new one in %d s",
                        pid, _how(status), lived, pause)
            self.due.append(time.monotonic() + pause)
            self.due.sort()

    def _stop_all(self):
        """SIGTERM every worker, wait for them to finish their requests, kill what is left."""
        for pid in list(self.children):
            _signal(pid, signal.SIGTERM)
        deadline = time.monotonic() + self.options.graceful_seconds + STOP_GRACE_SECONDS
        while self.children and time.monotonic() < deadline:
            self._reap_quietly()
            time.sleep(0.05)
        for pid in list(self.children):
            _signal(pid, signal.SIGKILL)
        sys.exit(0)

    def _reap_quietly(self):
        while True:
            try:
                pid, _status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                self.children.clear()
                return
            if pid == 0:
                return
            self.children.pop(pid, None)


def _signal(pid, signum):
    try:
        os.kill(pid, signum)
    except ProcessLookupError:
        pass


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
