"""Sixteen PDFs or imports at once from one device leave the table playable (issue 27, item 4).

Before, 16 concurrent ``GET /print/stickers.pdf`` stalled every poll for
16–20 s and 16 imports of the largest log for 11–15 s: each ran in a request
thread. Now at most two run at once per device, in job processes of their
own, and the rest are told at once (503, ``Retry-After``) to try again.
Four phones poll and one taps every second meanwhile. The bound here is
loose (a shared two-core machine); the p95 measured is in docs/benchmarks.md
(``bench/attack.py``).
"""

import http.client
import importlib.util
import sys
import threading
import uuid
from pathlib import Path

import pytest

from tests.faults.helpers import TOKEN, PlayingPhones, free_port, new_table_over_http, start_companion, stop_companion

pytestmark = pytest.mark.slow

AT_ONCE = 16
DEVICE = "127.0.5.1"
P95_ALLOWED, SLOWEST_ALLOWED = 3.0, 10.0  # seconds; the target (p95 under 1 s) is measured by bench/attack.py
BENCH = Path(__file__).resolve().parent.parent.parent / "bench"


def largest_log():
    """The costliest log the companion accepts (bench/import_memory.py builds it)."""
    spec = importlib.util.spec_from_file_location("import_memory", BENCH / "import_memory.py")
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(BENCH))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(BENCH))
    return module.largest_log()[0]


def at_once(port, method, path, body=b"", headers=None):
    """``AT_ONCE`` requests from DEVICE, all started together; ``[(status, Retry-After)]``."""
    answers, gate = [], threading.Barrier(AT_ONCE)

    def one():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120, source_address=(DEVICE, 0))
        try:
            gate.wait(10)
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            response.read()
            answers.append((response.status, response.getheader("Retry-After")))
        except OSError as error:
            answers.append((type(error).__name__, None))
        finally:
            connection.close()

    threads = [threading.Thread(target=one) for _ in range(AT_ONCE)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(180)
    return answers


def import_request(port, content):
    """The session cookie, token and multipart body of an import of ``content`` by DEVICE."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(DEVICE, 0))
    connection.request("GET", "/tables/import")
    response = connection.getresponse()
    token = TOKEN.search(response.read().decode()).group(1)
    cookie = response.getheader("Set-Cookie").split(";", 1)[0]
    connection.close()
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n{token}\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"log\"; filename=\"game.json\"\r\n"
            "Content-Type: application/json\r\n\r\n").encode() + content + f"\r\n--{boundary}--\r\n".encode()
    return body, {"Content-Type": f"multipart/form-data; boundary={boundary}", "Cookie": cookie,
                  "Origin": f"http://127.0.0.1:{port}", "Sec-Fetch-Site": "same-origin"}


@pytest.mark.parametrize("kind", ["sticker PDFs", "imports"])
def test_sixteen_heavy_requests_from_one_device_leave_the_table_playable(tmp_path, kind):
    port = free_port()
    server = start_companion(tmp_path, port, f"sqlite:///{tmp_path / 'companion.sqlite3'}", "--workers", "2")
    playing = None
    try:
        playing = PlayingPhones(port, new_table_over_http(port), taps=True)
        playing.start()
        if kind == "imports":
            body, headers = import_request(port, largest_log())
            answers = at_once(port, "POST", "/tables/import", body, headers)
            done = 303
        else:
            answers = at_once(port, "GET", "/print/stickers.pdf?game=rainbow7-explorers&sheet=a4-round-12")
            done = 200
        playing.stop()
    finally:
        if playing is not None and playing.is_alive():
            playing.stop()
        stop_companion(server)
    statuses = [status for status, _ in answers]
    assert set(statuses) <= {done, 503}, statuses
    assert 1 <= statuses.count(done) <= 6, statuses  # two at a time; a few more may start as the first end
    assert all(retry for status, retry in answers if status == 503)
    assert set(playing.statuses) <= {200, 204, 303} and 303 in playing.statuses, set(playing.statuses)
    assert playing.p95() < P95_ALLOWED and max(playing.times) < SLOWEST_ALLOWED, (playing.p95(), max(playing.times))
