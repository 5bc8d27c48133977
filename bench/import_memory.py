"""One worker's memory after 50 imports of the largest accepted log: ``python bench/import_memory.py``.

Starts ``companion serve`` (one worker process, 4 threads) on a free loopback
port with a temporary data folder, then 50 times: imports the largest log the
companion accepts, opens the new table's page, its polled state fragment and
its history (so the table's timeline and fragment are cached as a phone would
cause). The largest accepted log: a request is at most 2 MB and a log at most
10,000 events; the costliest within both is a Rainbow (field cards) game of
sets of 60 cards of value 99 (no round ends the game), about 9,000 events,
which takes some 31 MB once replayed (tracemalloc). Prints the worker's
VmRSS after every 10 imports, its peak (VmHWM), the request times and the
page sizes; exits 1 if VmRSS ends above the target (250 MB).

Only 127.0.0.1 is contacted; every loop is bounded.
"""

import argparse
import http.client
import json
import os
import re
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from run import children_of, free_port, start_server, stop_server  # noqa: E402

TARGET_MB = 250
REQUEST_LIMIT = 2 * 1024 * 1024
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
PLAYERS = ["Ana", "Ben", "Chloé", "Dan"]


def largest_log():
    """The costliest log the companion accepts: field-card sets of 60 × 99 until 2 MB or 10,000 events."""
    events = [{"type": "field", "cards": [99] * len(PLAYERS)}]
    size = 400  # the envelope and the multipart wrapping
    while len(events) < 10_000:
        event = {"type": "play", "player": PLAYERS[(len(events) - 1) % len(PLAYERS)], "cards": [99] * 60}
        size += len(json.dumps(event, separators=(",", ":"))) + 1
        if size > REQUEST_LIMIT - 2_000:
            break
        events.append(event)
    log = {"format": "rainbow-companion/game-log", "version": 1, "game": "rainbow-field",
           "players": PLAYERS, "options": {}, "events": events}
    return json.dumps(log, ensure_ascii=False, separators=(",", ":")).encode(), len(events)


def memory_mb(pid):
    """The process's VmRSS and VmHWM, in MiB."""
    fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


class Phone:
    """One keep-alive connection with a session cookie and its CSRF token."""

    def __init__(self, port):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        status, headers, body = self.request("GET", "/tables/import")
        self.cookie = headers["set-cookie"].split(";", 1)[0]
        self.token = TOKEN.search(body.decode()).group(1)
        self.port = port

    def request(self, method, path, body=None, headers=None):
        """One request; (status, headers, body) and the time it took."""
        self.connection.request(method, path, body=body, headers=headers or {})
        response = self.connection.getresponse()
        return response.status, {name.lower(): value for name, value in response.getheaders()}, response.read()

    def import_log(self, content):
        """POST the log to /tables/import; the new table's path."""
        boundary = uuid.uuid4().hex
        body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n{self.token}\r\n"
                f"--{boundary}\r\nContent-Disposition: form-data; name=\"log\"; filename=\"game.json\"\r\n"
                "Content-Type: application/json\r\n\r\n").encode() + content + f"\r\n--{boundary}--\r\n".encode()
        status, headers, _ = self.request("POST", "/tables/import", body, {
            "Content-Type": f"multipart/form-data; boundary={boundary}", "Cookie": self.cookie,
            "Origin": f"http://127.0.0.1:{self.port}", "Sec-Fetch-Site": "same-origin"})
        if status != 303:
            raise RuntimeError(f"import answered {status}")
        return headers["location"].replace(f"http://127.0.0.1:{self.port}", "")


def timed(phone, method, path, **options):
    """(seconds, status, body size) of one request."""
    start = time.perf_counter()
    status, _, body = phone.request(method, path, **options)
    return time.perf_counter() - start, status, len(body)


def main():
    """Run the measurement and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--imports", type=int, default=50)
    arguments = parser.parse_args()
    content, events = largest_log()
    print(f"log: rainbow-field, {events} events, {len(content) / 1e6:.2f} MB "
          f"(limits: 10,000 events, a 2 MB request)")
    port = free_port()
    with tempfile.TemporaryDirectory() as data:
        command = [sys.executable, "-c", "from companion.cli import main; main()", "serve", "--host", "127.0.0.1",
                   "--port", str(port), "--data", data, "--workers", "1", "--threads", "4"]
        server = start_server(command, port, env={key: value for key, value in os.environ.items()
                                                   if not key.startswith("COMPANION_")})
        try:
            phone = Phone(port)
            worker = children_of(server.pid)[0]  # companion serve supervises its one worker
            print(f"worker at start: VmRSS {memory_mb(worker)[0]:.0f} MiB")
            timings = {"import": [], "table page": [], "state fragment": [], "history page": []}
            sizes = {}
            for number in range(1, arguments.imports + 1):
                start = time.perf_counter()
                table = phone.import_log(content)
                timings["import"].append(time.perf_counter() - start)
                for name, path, headers in (("table page", table, {}),
                                            ("state fragment", f"{table}/state?v=0", {"HX-Request": "true"}),
                                            ("history page", f"{table}/history", {})):
                    seconds, status, size = timed(phone, "GET", path, headers={"Cookie": phone.cookie, **headers})
                    if status != 200:
                        raise RuntimeError(f"{name} answered {status}")
                    timings[name].append(seconds)
                    sizes[name] = size
                if number % 10 == 0:
                    rss, hwm = memory_mb(worker)
                    print(f"after {number:3} imports: VmRSS {rss:6.0f} MiB, VmHWM {hwm:6.0f} MiB")
            rss, hwm = memory_mb(worker)
        finally:
            stop_server(server)
    for name, values in timings.items():
        print(f"{name:15} median {statistics.median(values) * 1000:7.0f} ms, max {max(values) * 1000:7.0f} ms"
              + (f", {sizes[name] / 1024:.0f} KiB" if name in sizes else ""))
    met = rss < TARGET_MB
    print(f"worker after {arguments.imports} imports: VmRSS {rss:.0f} MiB (target < {TARGET_MB} MiB: "
          f"{'met' if met else 'MISSED'}), peak VmHWM {hwm:.0f} MiB")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
