"""Helpers of the fault tests: tables, forms and a real ``companion serve`` subprocess."""

import os
import re
import socket
import subprocess
import sys
import time
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


def start_companion(data_dir, port, database_url, *options):
    """``companion serve`` on 127.0.0.1:``port`` (and ``options``) as a subprocess; returns once it answers."""
    env = {k: v for k, v in os.environ.items() if k not in ("COMPANION_DATABASE_URL", "COMPANION_SECRET_KEY")}
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
