"""How long a fresh phone's poll takes while one device holds 2,500 half-open connections (target: under 2 s).

The same set-up as tests/faults/test_slow_clients.py (a real ``companion serve`` on loopback, the
connections from 127.0.0.2), which checks that the phone is answered; this prints how fast.
Exit status 1 if an answer took 2 s or more, or did not come.
"""

import resource
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.faults.helpers import free_port, start_companion  # noqa: E402
from tests.faults.test_slow_clients import HALF_OPEN, close_all, half_open, poll_seconds  # noqa: E402

TARGET_SECONDS = 2


def main():
    """Start the server, open the connections, time three polls, print them."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, HALF_OPEN + 512), hard))
    folder = Path(tempfile.mkdtemp(prefix="half-open-"))
    port = free_port()
    server = start_companion(folder, port, f"sqlite:///{folder / 'companion.sqlite3'}")
    sockets = []
    try:
        sockets = half_open(port, HALF_OPEN)
        answers = [poll_seconds(port, "/t/no-such-table/state?v=0") for _ in range(3)]
    finally:
        close_all(sockets)
        server.terminate()
        server.wait(10)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
        shutil.rmtree(folder, ignore_errors=True)
    for seconds, status in answers:
        print(f"poll beside {HALF_OPEN} half-open connections: {seconds:.3f} s (status {status})")
    slowest = max(seconds for seconds, _ in answers)
    ok = slowest < TARGET_SECONDS and all(status == 404 for _, status in answers)
    print(f"slowest {slowest:.3f} s: {'within' if ok else 'MISSED'} the {TARGET_SECONDS} s target")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
