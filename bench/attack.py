"""A hostile or busy room, measured: ``python bench/attack.py [--quick] [--chromium]``.

Starts ``companion serve`` with its default options (a free loopback port, a
temporary SQLite folder) and plays a room on it: 25 tables × 4 phones, each
phone from its own loopback address (127.0.2.x), polling every second while
a player at each table records a card every 5 s (bench/load.py). Each phase
runs that load for ``--seconds`` and, from the 2nd second to two thirds of
the way, one attack:

- none (the baseline);
- 2,000 half-open connections from 200 addresses (127.0.1.1–200, 10 each),
  silent, or sending a byte a second;
- 2,000 POSTs whose bodies arrive a byte a second, from the same addresses;
- waves of 16 sticker PDFs (the explorers' deck) or of 16 imports of the
  largest accepted log, all at once from one device (127.0.5.1).

For each phase: the polls' and actions' p50/p95/max, a fresh phone's time to
get a table page during the attack (a new address each time), failed
requests, what the attacker got, and (for connections) how long after the
attacker stopped opening them the server had closed every one by itself.
``--chromium`` adds how many connections a Chromium tab opens while it polls
a table for 30 s (through a counting forwarder). Only loopback addresses are
contacted, every loop is bounded in time, and every socket is closed.
"""

import argparse
import asyncio
import http.client
import multiprocessing
import resource
import selectors
import socket
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import load  # noqa: E402
from import_memory import largest_log  # noqa: E402
from run import free_port, machine, percentile, start_server, stop_server  # noqa: E402

ATTACKERS = [f"127.0.1.{number}" for number in range(1, 201)]
PER_ATTACKER = 10
DEVICE = "127.0.5.1"
AT_ONCE = 16
TOKEN_MARK = 'name="csrf_token" value="'


def attack_sockets(port, head):
    """2,000 connections from the 200 attacking addresses, each sending ``head``; the sockets."""
    sockets = []
    for _ in range(PER_ATTACKER):
        for address in ATTACKERS:
            connection = socket.socket()
            connection.settimeout(2)
            connection.bind((address, 0))
            sockets.append(connection)
            try:
                connection.connect(("127.0.0.1", port))
                connection.sendall(head)
            except OSError:
                pass
    return sockets


class Trickle(threading.Thread):
    """Sends one byte a second on every socket until stopped."""

    def __init__(self, sockets, byte):
        super().__init__(daemon=True)
        self.sockets, self.byte, self.stopping = sockets, byte, threading.Event()

    def run(self):
        while not self.stopping.wait(1):
            for connection in self.sockets:
                try:
                    connection.send(self.byte)
                except OSError:
                    pass


def seconds_until_closed(sockets, limit):
    """Seconds until the server had closed every socket (or ``limit`` if some stayed open), and how many did."""
    watch = selectors.DefaultSelector()
    for connection in sockets:
        try:
            watch.register(connection, selectors.EVENT_READ)
        except (ValueError, OSError):
            pass
    started, last, closed = time.monotonic(), 0.0, 0
    while watch.get_map() and time.monotonic() - started < limit:
        for key, _ in watch.select(0.1):
            try:
                data = key.fileobj.recv(65536)
            except OSError:
                data = b""
            if not data or data.startswith(b"HTTP/1.1 4"):
                closed += 1
                last = time.monotonic() - started
                watch.unregister(key.fileobj)
    still_open = len(watch.get_map())
    watch.close()
    return (last if not still_open else limit), closed


def fresh_phone_seconds(port, table_id, number):
    """A phone never seen before (its own address) opens the table page: seconds, or None if it failed."""
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=15, source_address=(f"127.0.3.{number}", 0))
    try:
        connection.request("GET", f"/t/{table_id}")
        response = connection.getresponse()
        response.read()
        return time.monotonic() - started if response.status == 200 else None
    except OSError:
        return None
    finally:
        connection.close()


def heavy_wave(port, method, path, body=b"", headers=None):
    """16 requests from DEVICE at once; their statuses."""
    statuses, gate = [], threading.Barrier(AT_ONCE)

    def one():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120, source_address=(DEVICE, 0))
        try:
            gate.wait(10)
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
            response.read()
            statuses.append(response.status)
        except OSError as error:
            statuses.append(type(error).__name__)
        finally:
            connection.close()

    threads = [threading.Thread(target=one) for _ in range(AT_ONCE)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(180)
    return statuses


def import_form(port):
    """Body and headers of an import of the largest accepted log by DEVICE."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(DEVICE, 0))
    connection.request("GET", "/tables/import")
    response = connection.getresponse()
    page = response.read().decode()
    cookie = response.getheader("Set-Cookie").split(";", 1)[0]
    connection.close()
    token = page.split(TOKEN_MARK, 1)[1].split('"', 1)[0]
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n{token}\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"log\"; filename=\"game.json\"\r\n"
            "Content-Type: application/json\r\n\r\n").encode() + largest_log()[0] + f"\r\n--{boundary}--\r\n".encode()
    return body, {"Content-Type": f"multipart/form-data; boundary={boundary}", "Cookie": cookie,
                  "Origin": f"http://127.0.0.1:{port}", "Sec-Fetch-Site": "same-origin"}


class Room:
    """The phones' event loop, in a thread of its own for the whole run (their connections belong to it)."""

    def __init__(self):
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()

    def start(self, coroutine):
        """Run ``coroutine`` on the phones' loop; its future."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def close(self):
        self.loop.call_soon_threadsafe(self.loop.stop)


def run_phase(room, port, tables, seconds, attack):
    """The room's load for ``seconds`` with ``attack(port, tables, until, report)`` from the 2nd second."""
    report = {}
    load_done = room.start(load.run_load(port, tables, seconds, 2, 5.0))
    time.sleep(2)
    if attack is not None:
        attack(port, tables, time.monotonic() + seconds * 2 / 3 - 2, report)
    return load_done.result(seconds + 120), report


def attacker(port, head, trickle_byte, ready, stop, results):
    """The attacking laptop, in a process of its own (its work must not slow the phones' client): opens the
    2,000 connections, trickles until ``stop``, then times how soon the server has closed them all."""
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(resource.getrlimit(resource.RLIMIT_NOFILE)[1], 20000),
                                                resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
    sockets = attack_sockets(port, head)
    ready.set()
    trickle = Trickle(sockets, trickle_byte) if trickle_byte else None
    if trickle:
        trickle.start()
    stop.wait(300)
    results.put(seconds_until_closed(sockets, 40))  # the attacker stopped opening: the server cleans up alone
    if trickle:
        trickle.stopping.set()
        trickle.join()
    for connection in sockets:
        connection.close()


def connection_attack(head, trickle_byte=None):
    """An attack of 2,000 connections sending ``head`` (and then a byte a second, if given)."""
    def attack(port, tables, until, report):
        context = multiprocessing.get_context("spawn")
        ready, stop, results = context.Event(), context.Event(), context.Queue()
        process = context.Process(target=attacker, args=(port, head, trickle_byte, ready, stop, results))
        process.start()
        ready.wait(120)
        fresh, number = [], 1
        while time.monotonic() < until:
            fresh.append(fresh_phone_seconds(port, tables[number % len(tables)].id, number))
            number += 1
            time.sleep(1)
        stop.set()
        report["fresh phone"] = fresh
        report["closed"] = results.get(timeout=120)
        process.join(60)
    return attack


def heavy_attack(kind):
    """Waves of 16 heavy requests from one device until ``until``."""
    def attack(port, tables, until, report):
        statuses, fresh, number = [], [], 1
        body, headers = import_form(port) if kind == "imports" else (b"", {})
        while time.monotonic() < until:
            if kind == "imports":
                statuses += heavy_wave(port, "POST", "/tables/import", body, headers)
            else:
                statuses += heavy_wave(port, "GET", "/print/stickers.pdf?game=rainbow7-explorers&sheet=a4-round-12")
            fresh.append(fresh_phone_seconds(port, tables[number % len(tables)].id, number))
            number += 1
        report["fresh phone"] = fresh
        report["heavy"] = {status: statuses.count(status) for status in sorted(set(statuses), key=str)}
    return attack


def chromium_connections(port, seconds=30):
    """Connections a Chromium tab opens while it shows a table for ``seconds``, and the polls it made."""
    from playwright.sync_api import sync_playwright

    counted = {"accepted": 0}
    listener = socket.create_server(("127.0.0.1", 0))
    front = listener.getsockname()[1]

    def pipe(source, sink):
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def accept():
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            counted["accepted"] += 1
            upstream = socket.create_connection(("127.0.0.1", port))
            for ends in ((client, upstream), (upstream, client)):
                threading.Thread(target=pipe, args=ends, daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    polls = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
        table_id = Room().start(load.create_table(port)).result(60)
        page.on("response", lambda response: polls.append(response.status) if "/state?v=" in response.url else None)
        page.goto(f"http://127.0.0.1:{front}/t/{table_id}")
        page.wait_for_load_state("networkidle")
        at_load = counted["accepted"]
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            with page.expect_response(lambda response: "/state?v=" in response.url, timeout=15_000):
                pass
        browser.close()
    listener.close()
    return at_load, counted["accepted"] - at_load, len(polls)


def describe(samples, report):
    """One Markdown row's cells for a phase."""
    polls = samples.idle_poll + samples.changed_poll
    cells = []
    for values in (polls, samples.action):
        cells.append(" / ".join(f"{(percentile(values, q) or 0) * 1000:.0f}" for q in (.5, .95, 1.0)))
    fresh = report.get("fresh phone", [])
    answered = [value for value in fresh if value is not None]
    cells.append(f"{max(answered) * 1000:.0f} ms ({len(answered)}/{len(fresh)})" if fresh else "–")
    failed = ", ".join(f"{count} {kind}" for kind, count in sorted(samples.errors.items())) or "0"
    cells.append(f"{failed} (sent again on a new connection: {samples.resent})")
    if "closed" in report:
        seconds, closed = report["closed"]
        cells.append(f"{closed} closed by the server, the last {seconds:.1f} s after the attacker stopped")
    elif "heavy" in report:
        cells.append(", ".join(f"{count} × {status}" for status, count in report["heavy"].items()))
    else:
        cells.append("–")
    return cells


def main():
    """Run every phase and print the report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="15 s per phase instead of 30")
    parser.add_argument("--chromium", action="store_true", help="also count a Chromium tab's connections")
    parser.add_argument("--only", help="run only the phases whose name contains this")
    args = parser.parse_args()
    seconds = 15 if args.quick else 30
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 20000), hard))
    half_open = b"GET /t/x/state?v=0 HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    phases = [
        ("no attack", None),
        ("2,000 half-open connections, 200 addresses, silent", connection_attack(half_open)),
        ("2,000 half-open connections, 200 addresses, a byte a second", connection_attack(half_open, b"X")),
        ("2,000 slow bodies, 200 addresses, a byte a second",
         connection_attack(b"POST /t/x/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-"
                           b"urlencoded\r\nContent-Length: 100000\r\n\r\nseen=0", b"&")),
        ("16 sticker PDFs at once from one device, in waves", heavy_attack("PDFs")),
        ("16 imports of the largest log at once from one device, in waves", heavy_attack("imports")),
    ]
    if args.only:
        phases = [phase for phase in phases if args.only in phase[0]]
    print(f"# A hostile or busy room\n\n{time.strftime('%Y-%m-%d %H:%M %Z')}; {machine()}\n\n"
          f"`companion serve` with its default options; 25 tables × 4 phones, each from its own address, polling "
          f"every second, an action per table every 5 s; {seconds} s per phase, the attack from the 2nd second "
          "to two thirds of the way. Times in ms: p50 / p95 / max.\n")
    print("| attack | polls | actions | a fresh phone's table page, slowest (answered) | failed requests | "
          "the attacker |\n|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory(prefix="companion-attack-") as data_dir:
        port = free_port()
        server = start_server([sys.executable, "-c", "from companion.cli import main; main()", "serve", "--host",
                               "127.0.0.1", "--port", str(port), "--data", data_dir], port)
        room = Room()
        try:
            tables = room.start(load.prepare_tables(port, 25, 4, own_addresses=True)).result(300)
            for name, attack in phases:
                samples, report = run_phase(room, port, tables, seconds, attack)
                print(f"| {name} | " + " | ".join(describe(samples, report)) + " |", flush=True)
            if args.chromium:
                at_load, later, polls = chromium_connections(port)
                print(f"\nChromium, one table for 30 s: {at_load} connection(s) while the page loaded, {later} more "
                      f"during {polls} polls.")
        finally:
            room.close()
            log = stop_server(server)
    print(f"\nLines the server logged over the whole run: {log.count(chr(10))}.")
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    return 0


if __name__ == "__main__":
    sys.exit(main())
