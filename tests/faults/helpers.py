"""Helpers of the fault tests: tables, forms and a real ``companion serve`` subprocess."""

import functools
import http.client
import os
import re
import resource
import socket
import subprocess
import sys
import threading
import time
import urllib.parse
import urllib.request



def worker_database(url):
    """The test PostgreSQL database of this pytest-xdist worker (``companion_test_gw0`` …), made on first use.

    Workers run at once: each gets its own database on the one server, so no test sees
    another's tables or advisory locks. Without xdist (or without a server) ``url`` as it is.
    """
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if not url or not worker:
        return url
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    base = make_url(url)
    name = f"{base.database}_{worker}"
    engine = create_engine(base, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            if connection.execute(text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": name}).first() is None:
                connection.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        engine.dispose()
    return base.set(database=name).render_as_string(hide_password=False)


POSTGRES_URL = worker_database(os.environ.get("COMPANION_TEST_POSTGRES_URL"))
PLAYERS = ("Ana", "Ben", "Chloé", "Dan")
PLAIN_COLORS = ("orange", "green", "light-blue", "dark-blue")
CSRF = "fault-csrf-token"
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')


def client_for(app):
    """A test client whose session holds the CSRF token ``CSRF``."""
    test_client = app.test_client()
    with test_client.session_transaction() as session:
        session["csrf"] = CSRF
    return test_client


def new_rain_table(test_client, players=PLAYERS):
    """Create a rain-token table through the form; return its id."""
    form = {"csrf_token": CSRF, "game": "rainbow7-rain", "first": "0"}
    form.update({f"name-{seat}": name for seat, name in enumerate(players)})
    response = test_client.post("/tables", data=form)
    assert response.status_code == 303, response.status_code
    return response.headers["Location"].rsplit("/", 1)[1]


def seven_form(number, seen):
    """The form of a value-7 card that changes no token; ``number`` 0–15 picks player and colour."""
    return {"csrf_token": CSRF, "seen": str(seen), "action": "seven",
            "player": PLAYERS[number % 4], "color": PLAIN_COLORS[number // 4 % 4]}


def seven_event(number):
    """The log event ``seven_form(number, ...)`` records."""
    return {"type": "seven", "player": PLAYERS[number % 4], "color": PLAIN_COLORS[number // 4 % 4]}


def free_port():
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_companion(data_dir, port, database_url, *options, env=None):
    """``companion serve`` on 127.0.0.1:``port`` (and ``options``) as a subprocess; returns once it answers."""
    env = {k: v for k, v in {**os.environ, **(env or {})}.items()
           if k not in ("COMPANION_DATABASE_URL", "COMPANION_SECRET_KEY")}
    env["COMPANION_DATABASE_URL"] = database_url
    process = subprocess.Popen(
        [sys.executable, "-c", "from companion.cli import main; main()", "serve", "--host", "127.0.0.1",
         "--port", str(port), "--data", str(data_dir), "--threads", "4", *options],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return answering(process, f"http://127.0.0.1:{port}/", "companion serve")


def answering(process, url, name):
    """``process`` once ``url`` answers (within 20 s); killed, with what it said, if it stops or never answers."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1):
                return process
        except OSError:
            if process.poll() is not None:
                said = process.stderr.read().decode(errors="replace") if process.stderr else ""
                raise RuntimeError(f"{name} stopped. {said}") from None
            time.sleep(0.05)
    process.kill()
    process.wait()
    raise RuntimeError(f"{name} did not start")


class Phone:
    """A phone at a table over one keep-alive connection from ``source`` (a loopback address): its session
    cookie and the table's CSRF token come from the table page, as a browser's do."""

    def __init__(self, port, table_id, source="127.0.0.1", timeout=10):
        self.port, self.table_id, self.source, self.timeout = port, table_id, source, timeout
        self.connection = self.connect()
        status, headers, body = self.request("GET", f"/t/{table_id}")
        assert status == 200, status
        self.cookie = headers["set-cookie"].split(";", 1)[0]
        self.token = TOKEN.search(body.decode()).group(1)
        self.seen = int(re.search(r'name="seen" value="(\d+)"', body.decode()).group(1))

    def connect(self):
        """A new connection from this phone's address."""
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout,
                                          source_address=(self.source, 0))

    def request(self, method, path, body=None, headers=None):
        """One request on the phone's connection (a new one if the server closed it while idle, as a
        browser does); ``(status, headers with lower-case names, body)``."""
        headers = {"Cookie": self.cookie, **(headers or {})} if hasattr(self, "cookie") else dict(headers or {})
        for attempt in (1, 2):
            try:
                self.connection.request(method, path, body=body, headers=headers)
                response = self.connection.getresponse()
                return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
            except (ConnectionError, http.client.RemoteDisconnected, http.client.CannotSendRequest):
                self.connection.close()
                self.connection = self.connect()
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def poll(self):
        """One htmx poll of the table's state (a change moves the phone to the new version); its status."""
        status, _, body = self.request("GET", f"/t/{self.table_id}/state?v={self.seen}", headers={"HX-Request": "true"})
        found = re.search(rb'data-version="(\d+)"', body) if status == 200 else None
        if found:
            self.seen = int(found.group(1))
        return status

    def tap(self, number):
        """Record a value-7 card (``seven_form(number)``) as the table's next event; its status."""
        form = seven_form(number, self.seen) | {"csrf_token": self.token}
        status, _, _ = self.request("POST", f"/t/{self.table_id}/events", body=urllib.parse.urlencode(form), headers={
            "Content-Type": "application/x-www-form-urlencoded", "Origin": f"http://127.0.0.1:{self.port}",
            "Sec-Fetch-Site": "same-origin"})
        if status == 303:
            self.seen += 1
        return status

    def close(self):
        """Close the phone's connection."""
        self.connection.close()


def new_table_over_http(port, players=PLAYERS, game="rainbow7-rain"):
    """Create a table of ``game`` (rain tokens unless told) through the real server's form; its id."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", f"/tables/new?game={game}")
        response = connection.getresponse()
        body = response.read().decode()
        cookie = response.getheader("Set-Cookie").split(";", 1)[0]
        form = {"csrf_token": TOKEN.search(body).group(1), "game": game, "first": "0"}
        form.update({f"name-{seat}": name for seat, name in enumerate(players)})
        connection.request("POST", "/tables", urllib.parse.urlencode(form),
                           {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie})
        response = connection.getresponse()
        response.read()
        assert response.status == 303, response.status
        return response.getheader("Location").rsplit("/", 1)[1]
    finally:
        connection.close()


def enough_open_files(needed):
    """Raise the soft limit on open files to ``needed`` if the hard limit allows (a server started after
    inherits it); returns the soft limit before, to restore with ``restore_open_files``."""
    import pytest

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < needed:
        if hard != resource.RLIM_INFINITY and hard < needed:
            pytest.skip(f"this test needs {needed} open files; the hard limit is {hard}")
        resource.setrlimit(resource.RLIMIT_NOFILE, (needed, hard))
    return soft


def restore_open_files(soft):
    """Put the soft limit on open files back."""
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))


def stop_companion(process):
    """Stop a ``companion serve`` subprocess (SIGTERM, then SIGKILL); what it wrote on stderr."""
    process.terminate()
    try:
        process.wait(45)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    return process.stderr.read().decode(errors="replace") if process.stderr else ""


class PlayingPhones(threading.Thread):
    """Four phones at one table, each over its own keep-alive connection from its own address (127.0.2.x):
    every second each polls, and (``taps``) the first one records a card; every request is timed."""

    def __init__(self, port, table_id, taps=False, timeout=10):
        super().__init__(daemon=True)
        self.phones = [Phone(port, table_id, source=f"127.0.2.{seat}", timeout=timeout) for seat in range(1, 5)]
        self.taps, self.times, self.statuses, self.stopping = taps, [], [], threading.Event()
        self.errors = []  # what each unanswered request met (timeout, reset …), to say in a failure

    def run(self):
        """Poll (and tap) every second until stopped."""
        number = 0
        while not self.stopping.wait(1):
            if self.taps:
                self._timed(functools.partial(self.phones[0].tap, number))
                number += 1
            for phone in self.phones:
                self._timed(phone.poll)

    def _timed(self, request):
        started = time.monotonic()
        try:
            status = request()
        except OSError as error:
            status = None
            self.errors.append(repr(error))
        self.times.append(time.monotonic() - started)
        self.statuses.append(status)

    def stop(self):
        """Stop, and close every phone's connection."""
        self.stopping.set()
        self.join(60)
        for phone in self.phones:
            phone.close()

    def p95(self):
        """The 95th percentile of the request times, in seconds."""
        ordered = sorted(self.times)
        return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
