"""Heavy work (sticker PDFs, rule cards, join cards, imports) in a bounded pool, apart from the request threads.

A PDF takes WeasyPrint about a second of CPU and a few hundred megabytes;
an import of the largest accepted log replays 10,000 events. Run in the
request threads, sixteen of them at once from one laptop held every thread
and the interpreter lock, and every phone's poll waited. So:

- **Where:** under ``companion serve`` each worker runs its heavy jobs in
  ``processes`` separate processes (a ``ProcessPoolExecutor``, started by a
  fork server, at a lower CPU priority than the workers), each replaced after
  ``TASKS_PER_PROCESS`` jobs, so WeasyPrint's memory goes with its process
  and never stays in the worker. Elsewhere (tests, ``create_app`` alone) a
  job runs in the calling thread, with the same limits.
- **How many:** at most ``per_device`` jobs at once per device (its address,
  after the trusted proxy) in the whole server, counted in shared memory
  across workers, and at most ``processes + queue`` per worker, running or
  waiting. One more is refused at once with ``Busy``, which the app answers
  503 with ``Retry-After`` (companion/web/heavy.py); the thread that waits for
  an admitted job is one of at most ``processes + queue`` per worker, so the
  other threads are always free for polls and actions. Work that stays in the
  request's thread but is too slow to run unbounded (a preview's card QR
  sheets) is counted the same way (``counted``).
"""

import multiprocessing
import os
import select
import threading
import time
from contextlib import contextmanager
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool

TASKS_PER_PROCESS = 10
JOB_SECONDS = 300  # a request waits this long for its job (the largest PDF takes some 15 s of CPU)
NICENESS = 5  # below the workers answering phones, not so low that a busy machine starves the job


class Busy(Exception):
    """Too many heavy jobs already (this device's, or the worker's): try again in ``retry_after`` seconds."""

    def __init__(self, retry_after=5):
        super().__init__(f"busy, retry after {retry_after} s")
        self.retry_after = retry_after


class LocalCounts:
    """Per-device counts within one process (the same interface as the shared ones)."""

    def __init__(self):
        self.counts = {}

    def add(self, _slot, device, delta):
        """Count ``delta`` more jobs for ``device``."""
        self.counts[device] = self.counts.get(device, 0) + delta
        if not self.counts[device]:
            del self.counts[device]

    def total(self, device):
        """How many jobs ``device`` has."""
        return self.counts.get(device, 0)


class HeavyWork:
    """The heavy-job limits and pool of one process."""

    def __init__(self, *, per_device=2, queue=2, preload=()):
        self.per_device, self.queue, self.preload = per_device, queue, tuple(preload)
        self.counts, self.device_lock, self.slot = LocalCounts(), threading.Lock(), 0
        self.processes, self.pool, self.pool_lock = 0, None, threading.Lock()
        self.local_lock, self.admitted = threading.Lock(), 0

    def share(self, counts, lock, slot, *, processes):
        """Count devices in ``counts`` (shared by every worker, guarded by ``lock``) and run jobs in
        ``processes`` processes (0: in the request thread)."""
        self.counts, self.device_lock, self.slot, self.processes = counts, lock, slot, processes

    @property
    def capacity(self):
        """Jobs this process takes at once, running or waiting."""
        return max(1, self.processes) + self.queue

    def run(self, device, function, *args, **kwargs):
        """``function(*args, **kwargs)`` as a heavy job of ``device``: its result, or its exception; Busy if full."""
        self._admit(device)
        try:
            if not self.processes:
                return function(*args, **kwargs)
            try:
                return self._pool().submit(function, *args, **kwargs).result(timeout=JOB_SECONDS)
            except FutureTimeout:
                raise Busy(retry_after=30) from None
            except BrokenProcessPool:  # a job process was killed (out of memory): a new pool for the next job
                self._reset_pool()
                raise Busy(retry_after=5) from None
        finally:
            self._release(device)

    @contextmanager
    def counted(self, device):
        """Count the caller's own work as a heavy job of ``device`` while the context lasts; Busy if full."""
        self._admit(device)
        try:
            yield
        finally:
            self._release(device)

    def _admit(self, device):
        with self.local_lock:
            if self.admitted >= self.capacity:
                raise Busy()
            with self.device_lock:
                if self.counts.total(device) >= self.per_device:
                    raise Busy()
                self.counts.add(self.slot, device, 1)
            self.admitted += 1

    def _release(self, device):
        with self.local_lock:
            with self.device_lock:
                self.counts.add(self.slot, device, -1)
            self.admitted -= 1

    def _pool(self):
        with self.pool_lock:
            if self.pool is None:
                context = multiprocessing.get_context("forkserver")
                context.set_forkserver_preload(list(self.preload))
                self.pool = ProcessPoolExecutor(self.processes, mp_context=context, initializer=_job_process_start,
                                                initargs=(os.getpid(),), max_tasks_per_child=TASKS_PER_PROCESS)
            return self.pool

    def _reset_pool(self):
        with self.pool_lock:
            broken, self.pool = self.pool, None
        if broken is not None:
            broken.shutdown(wait=False, cancel_futures=True)

    def warm_up(self):
        """Start the job processes now, so the first PDF does not wait for them."""
        if self.processes:
            self._pool().submit(os.getpid)

    def close(self):
        """Stop the job processes once the jobs running are done (those waiting are dropped)."""
        with self.pool_lock:
            pool, self.pool = self.pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def _job_process_start(worker_pid):
    """A job process yields the CPU to the workers answering phones, and ends when its worker ends."""
    try:
        os.nice(NICENESS)
    except OSError:
        pass
    threading.Thread(target=_end_with, args=(worker_pid,), daemon=True, name="end-with-worker").start()


def _end_with(worker_pid):
    """Exit this process once ``worker_pid`` has ended, however it ended (a killed worker leaves no job process:
    the fork server started it, so it is not the worker's child and gets no signal)."""
    try:
        watched = os.pidfd_open(worker_pid)
    except (AttributeError, OSError):
        watched = None
    if watched is not None:
        select.select([watched], [], [])
    else:
        while _alive(worker_pid):
            time.sleep(1)
    os._exit(0)


def _alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True
