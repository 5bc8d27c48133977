"""One worker process killed: the other keeps answering, and the parent starts a new one."""

import os
import signal
import time
import urllib.request
from pathlib import Path

import pytest

from tests.faults.helpers import free_port, start_companion

pytestmark = pytest.mark.slow


def workers_of(pid):
    """The child processes of ``pid`` (Linux: /proc)."""
    children = Path(f"/proc/{pid}/task/{pid}/children")
    return {int(child) for child in children.read_text().split()} if children.exists() else set()


def answers(port):
    """The status of a request to the home page, or None."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as response:
            return response.status
    except OSError:
        return None


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the worker processes from /proc (Linux)")
def test_a_killed_worker_is_replaced_and_the_others_keep_serving(tmp_path):
    port = free_port()
    server = start_companion(tmp_path, port, f"sqlite:///{tmp_path / 'companion.sqlite3'}", "--workers", "2")
    try:
        deadline = time.monotonic() + 20
        while len(workers_of(server.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        before = workers_of(server.pid)
        assert len(before) == 2
        killed = min(before)
        os.kill(killed, signal.SIGKILL)
        assert [answers(port) for _ in range(20)] == [200] * 20
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            now = workers_of(server.pid)
            if len(now) == 2 and killed not in now:
                break
            time.sleep(0.05)
        assert len(now) == 2 and killed not in now and now & before, (before, now)
        assert server.poll() is None
        assert [answers(port) for _ in range(20)] == [200] * 20
    finally:
        server.terminate()
        server.wait(10)
    assert b"stopped (signal 9)" in server.stderr.read()
