"""The load: phones at tables, pushed to (or polling every second) while players record actions.

A small asyncio HTTP/1.1 client (keep-alive, one connection per phone for
updates and one for actions, as a browser would) talks to 127.0.0.1 only. At
each table a random phone records a value-7 card every few seconds. Every
request is timed; the time from an acknowledged action until another phone
has the new version is the change's visibility.

- ``run_push_load``: each phone holds its table's stream (``/t/<id>/stream``, one
  more connection) and, as static/js/live.js does, on each ``change`` it does not
  show yet asks ``/t/<id>/state?v=<shown>&n=<announced>``; it also polls every
  15 s (the page's safety net).
- ``run_load``: each phone polls ``/t/<id>/state?v=N`` on a fixed one-second
  schedule (before push, and a page whose stream cannot open).
"""

import asyncio
import gzip
import random
import re
import time
import urllib.parse
from dataclasses import dataclass, field

VERSION = re.compile(rb'data-version="(\d+)"')
TOKEN = re.compile(rb'name="csrf_token" value="([^"]+)"')
PLAIN_COLORS = ("orange", "green", "light-blue", "dark-blue")
PLAYERS = ("Ana", "Ben", "Chloé", "Dan")
REQUEST_TIMEOUT = 10
SAFETY_SECONDS = 15  # static/js/live.js: a healthy stream's page still polls this often


class Connection:
    """One keep-alive HTTP/1.1 connection to 127.0.0.1:port (from ``source``, a loopback address, if given),
    reopened when the server closes it; ``opened`` counts how many TCP connections it took."""

    def __init__(self, port, source=None):
        self.port, self.source, self.reader, self.writer, self.opened, self.resent = port, source, None, None, 0, 0

    async def request(self, method, path, headers=None, body=b""):
        """Send one request; return ``(status, headers, body)``; TimeoutError after 10 s.

        As a browser does, a request that fails on a kept-alive connection before any answer (the server
        closed it while it was idle) is sent once more on a new connection; ``resent`` counts them.
        """
        reused = self.writer is not None
        try:
            return await asyncio.wait_for(self._exchange(method, path, headers, body), REQUEST_TIMEOUT)
        except TimeoutError:
            self.close()
            raise
        except (ConnectionError, asyncio.IncompleteReadError) as error:
            if not reused or not getattr(error, "before_answer", False):
                raise
        self.resent += 1
        try:
            return await asyncio.wait_for(self._exchange(method, path, headers, body), REQUEST_TIMEOUT)
        except TimeoutError:
            self.close()
            raise

    async def _exchange(self, method, path, headers, body):
        """One request and its response, header names in lower case."""
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(
                "127.0.0.1", self.port, local_addr=(self.source, 0) if self.source else None)
            self.opened += 1
        lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{self.port}", "Accept-Encoding: gzip, deflate"]
        lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
        if body or method == "POST":
            lines.append(f"Content-Length: {len(body)}")
        try:
            self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body)
            status_line = await self.reader.readline()
        except ConnectionError as error:
            self.close()
            error.before_answer = True
            raise
        if not status_line:
            self.close()
            error = ConnectionError("server closed the connection")
            error.before_answer = True
            raise error
        try:
            status = int(status_line.split()[1])
            received = {}
            while (line := await self.reader.readline()) not in (b"\r\n", b""):
                name, _, value = line.decode("latin-1").partition(":")
                received.setdefault(name.strip().lower(), []).append(value.strip())
            length = int(received.get("content-length", ["0"])[0])
            data = await self.reader.readexactly(length) if length else b""
        except (OSError, asyncio.IncompleteReadError, ValueError, IndexError):
            self.close()
            raise
        if "close" in received.get("connection", [""])[0].lower():
            self.close()
        if received.get("content-encoding", [""])[0] == "gzip":
            data = gzip.decompress(data)
        return status, received, data

    def close(self):
        """Drop the socket; the next request opens a new one."""
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


@dataclass
class Phone:
    """One phone at a table: its session cookie, CSRF token and the version it last saw."""

    table: "Table"
    cookie: str
    token: str
    version: int
    poll_connection: Connection
    action_connection: Connection


@dataclass
class Table:
    """A table under load and when each of its versions was acknowledged to the acting phone."""

    id: str
    phones: list = field(default_factory=list)
    acknowledged: dict = field(default_factory=dict)


@dataclass
class Samples:
    """Latencies in seconds, by kind, plus counts of answers that were neither."""

    action: list = field(default_factory=list)
    conflict: list = field(default_factory=list)
    idle_poll: list = field(default_factory=list)
    changed_poll: list = field(default_factory=list)
    visibility: list = field(default_factory=list)
    errors: dict = field(default_factory=dict)
    phones: int = 0
    poll_connections_opened: int = 0  # during the load: one per phone when every poll keeps its connection
    resent: int = 0  # requests sent again on a new connection after the server closed an idle one
    streams_opened: int = 0  # push: stream connections opened (one per phone unless a stream broke)
    pushed: int = 0  # push: changes announced by a stream that the phone did not show yet

    def error(self, kind):
        """Count one failed request of ``kind``."""
        self.errors[kind] = self.errors.get(kind, 0) + 1


def cookie_of(headers, old=""):
    """The session cookie a response set, or the one already held."""
    for value in headers.get("set-cookie", []):
        if value.startswith("session="):
            return value.split(";", 1)[0]
    return old


async def open_phone(port, table, version=None, source=None):
    """A phone that opened the table page: it has a session and a token (and its own address, ``source``)."""
    connection = Connection(port, source)
    if version is None:
        status, headers, body = await connection.request("GET", f"/t/{table.id}")
        if status != 200:
            raise RuntimeError(f"table page answered {status}")
        cookie, token, version = cookie_of(headers), TOKEN.search(body).group(1).decode(), int(VERSION.search(body).group(1))
    else:
        cookie, token = "", "bare"
    return Phone(table, cookie, token, version, connection, Connection(port, source))


async def create_table(port):
    """Create a four-player rain-token table through the new-table form; return its id."""
    connection = Connection(port)
    status, headers, body = await connection.request("GET", "/tables/new?game=rainbow7-rain")
    cookie, token = cookie_of(headers), TOKEN.search(body).group(1).decode()
    form = {"csrf_token": token, "game": "rainbow7-rain", "first": "0"}
    form.update({f"name-{seat}": name for seat, name in enumerate(PLAYERS)})
    status, headers, _ = await connection.request("POST", "/tables", form_headers(port, cookie),
                                                  urllib.parse.urlencode(form).encode())
    connection.close()
    if status != 303:
        raise RuntimeError(f"creating a table answered {status}")
    return headers["location"][0].rsplit("/", 1)[1]


def form_headers(port, cookie):
    """What a phone's browser sends with an htmx form post on the same site."""
    headers = {"Content-Type": "application/x-www-form-urlencoded", "Origin": f"http://127.0.0.1:{port}",
               "Sec-Fetch-Site": "same-origin", "HX-Request": "true"}
    if cookie:
        headers["Cookie"] = cookie
    return headers


def note_version(phone, samples, body, started, done, measured):
    """A live answer's new version (if any) moves ``phone`` on; the changes it brought are counted as visible."""
    found = VERSION.search(body)
    if not found:
        return False
    new_version, table = int(found.group(1)), phone.table
    if measured:
        samples.changed_poll.append(done - started)
        for number in range(phone.version + 1, new_version + 1):
            acknowledged = table.acknowledged.get(number)
            samples.visibility.append(max(0.0, done - acknowledged) if acknowledged else 0.0)
    phone.version = max(phone.version, new_version)
    return True


async def poll_forever(phone, samples, stop_at, measure_from):
    """Poll once a second on a fixed schedule until ``stop_at``."""
    table = phone.table
    next_at = time.monotonic() + random.random()
    headers = {"HX-Request": "true"} | ({"Cookie": phone.cookie} if phone.cookie else {})
    while next_at < stop_at:
        await asyncio.sleep(max(0.0, next_at - time.monotonic()))
        next_at += 1.0
        started = time.monotonic()
        try:
            status, _, body = await phone.poll_connection.request("GET", f"/t/{table.id}/state?v={phone.version}", headers)
        except (OSError, asyncio.IncompleteReadError, ValueError, IndexError):
            samples.error("poll")
            continue
        done = time.monotonic()
        measured = started >= measure_from
        if status == 204:
            if measured:
                samples.idle_poll.append(done - started)
        elif status == 200 and note_version(phone, samples, body, started, done, measured):
            pass
        else:
            samples.error(f"poll {status}")


async def act_forever(table, port, samples, stop_at, measure_from, mean_gap):
    """Every ``mean_gap`` seconds on average, a random phone records a value-7 card."""
    await asyncio.sleep(min(random.uniform(0, mean_gap), max(0.0, stop_at - time.monotonic())))
    while time.monotonic() < stop_at:
        phone = random.choice(table.phones)
        form = {"csrf_token": phone.token, "seen": phone.version, "action": "seven",
                "player": random.choice(PLAYERS), "color": random.choice(PLAIN_COLORS)}
        started = time.monotonic()
        try:
            status, _, body = await phone.action_connection.request(
                "POST", f"/t/{table.id}/events", form_headers(phone.action_connection.port, phone.cookie),
                urllib.parse.urlencode(form).encode())
        except (OSError, asyncio.IncompleteReadError, ValueError, IndexError):
            samples.error("action")
            status, body = None, b""
        done = time.monotonic()
        found = VERSION.search(body)
        if status == 200 and found:
            number = int(found.group(1))
            table.acknowledged.setdefault(number, done)
            phone.version = max(phone.version, number)
            if started >= measure_from:
                samples.action.append(done - started)
        elif status == 409 and found:
            phone.version = max(phone.version, int(found.group(1)))
            if started >= measure_from:
                samples.conflict.append(done - started)
        elif status is not None:
            samples.error(f"action {status}")
        await asyncio.sleep(min(random.expovariate(1 / mean_gap), max(0.0, stop_at - time.monotonic())))


async def run_load(port, tables, duration, warmup, mean_gap):
    """Drive every phone of ``tables`` for ``duration`` seconds; samples after ``warmup``."""
    samples = Samples()
    start = time.monotonic()
    stop_at, measure_from = start + duration, start + warmup
    phones = [phone for table in tables for phone in table.phones]
    opened_before = sum(phone.poll_connection.opened for phone in phones)
    resent_before = sum(phone.poll_connection.resent + phone.action_connection.resent for phone in phones)
    tasks = [poll_forever(phone, samples, stop_at, measure_from) for phone in phones]
    tasks += [act_forever(table, port, samples, stop_at, measure_from, mean_gap) for table in tables]
    await asyncio.gather(*tasks)
    samples.phones = len(phones)
    samples.poll_connections_opened = sum(phone.poll_connection.opened for phone in phones) - opened_before
    samples.resent = sum(phone.poll_connection.resent + phone.action_connection.resent for phone in phones) - resent_before
    for table in tables:
        for phone in table.phones:
            phone.poll_connection.close()
            phone.action_connection.close()
    return samples


def phone_address(number):
    """The loopback address of phone ``number`` when each phone has its own (127.0.2.1, 127.0.2.2, …)."""
    return f"127.0.{2 + number // 250}.{1 + number % 250}"


async def prepare_tables(port, table_count, phones_per_table, bare=False, own_addresses=False):
    """Create the tables and open every phone on them (a few at a time, as people arrive); with
    ``own_addresses`` each phone connects from its own loopback address, as phones on a Wi-Fi do."""
    gate = asyncio.Semaphore(8)

    async def one_table(number):
        async with gate:
            table = Table(f"bare-{number}" if bare else await create_table(port))
            table.phones = [await open_phone(port, table, 1 if bare else None,
                                             phone_address(number * phones_per_table + seat) if own_addresses else None)
                            for seat in range(phones_per_table)]
            return table

    return await asyncio.gather(*(one_table(number) for number in range(table_count)))


async def state_fragment(port, table):
    """The fragment a phone receives when its table changed (asked with an old version)."""
    connection = Connection(port)
    status, _, body = await connection.request("GET", f"/t/{table.id}/state?v=999999", {"HX-Request": "true"})
    connection.close()
    if status != 200:
        raise RuntimeError(f"the state fragment answered {status}")
    return body.decode("utf-8")


class EventStream:
    """One phone's stream of its table's changes over its own connection (chunked Server-Sent Events)."""

    def __init__(self, reader, writer):
        self.reader, self.writer, self.buffer = reader, writer, b""

    @classmethod
    async def open(cls, port, table_id, source=None):
        """Open ``/t/<table_id>/stream``; RuntimeError unless it answers 200."""
        reader, writer = await asyncio.open_connection("127.0.0.1", port,
                                                       local_addr=(source, 0) if source else None)
        writer.write(f"GET /t/{table_id}/stream HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                     "Accept: text/event-stream\r\n\r\n".encode())
        status_line = await asyncio.wait_for(reader.readline(), REQUEST_TIMEOUT)
        while await reader.readline() not in (b"\r\n", b""):
            pass
        if not status_line.startswith(b"HTTP/1.1 200"):
            writer.close()
            raise RuntimeError(f"the stream answered {status_line!r}")
        return cls(reader, writer)

    async def next_event(self):
        """The next ``(name, data)``; None when the server ended the stream."""
        while b"\n\n" not in self.buffer:
            size_line = await self.reader.readline()
            if not size_line.strip():
                return None
            size = int(size_line.strip(), 16)
            if size == 0:
                return None
            self.buffer += (await self.reader.readexactly(size + 2))[:-2]
        block, self.buffer = self.buffer.split(b"\n\n", 1)
        name, data = "message", ""
        for line in block.decode().splitlines():
            field, _, value = line.partition(": ")
            if field == "event":
                name = value
            elif field == "data":
                data = value
        return name, data

    def close(self):
        """Close the stream's connection."""
        self.writer.close()


async def fetch_update(phone, samples, measure_from, announced=None):
    """Ask the phone's live URL from the version it shows (with ``n=announced`` when a stream said more)."""
    path = f"/t/{phone.table.id}/state?v={phone.version}" + (f"&n={announced}" if announced is not None else "")
    headers = {"HX-Request": "true"} | ({"Cookie": phone.cookie} if phone.cookie else {})
    started = time.monotonic()
    try:
        status, _, body = await phone.poll_connection.request("GET", path, headers)
    except (OSError, asyncio.IncompleteReadError, ValueError, IndexError):
        samples.error("fetch")
        return
    done = time.monotonic()
    measured = started >= measure_from
    if status == 204:
        if measured:
            samples.idle_poll.append(done - started)
    elif not (status == 200 and note_version(phone, samples, body, started, done, measured)):
        samples.error(f"fetch {status}")


async def listen_forever(phone, port, samples, stop_at, measure_from, servers=None):
    """Hold the phone's stream until ``stop_at``: fetch each change it does not show, poll every 15 s.

    ``servers``: the ports of several servers on one database; the stream goes to the first."""
    busy = asyncio.Lock()
    newest = phone.version

    async def catch_up():
        async with busy:
            while phone.version < newest:
                before = phone.version
                await fetch_update(phone, samples, measure_from, newest)
                if phone.version == before:
                    break

    async def safety_polls():
        await asyncio.sleep(random.uniform(0, SAFETY_SECONDS))
        while time.monotonic() < stop_at:
            async with busy:
                await fetch_update(phone, samples, measure_from)
            await asyncio.sleep(SAFETY_SECONDS)

    safety = asyncio.ensure_future(safety_polls())
    pending = set()
    try:
        while time.monotonic() < stop_at:
            try:
                stream = await EventStream.open(port, phone.table.id, phone.poll_connection.source)
            except (OSError, RuntimeError, TimeoutError):
                samples.error("stream")
                await asyncio.sleep(1)
                continue
            samples.streams_opened += 1
            try:
                while True:
                    left = stop_at - time.monotonic()
                    if left <= 0:
                        return
                    try:
                        found = await asyncio.wait_for(stream.next_event(), left)
                    except TimeoutError:
                        return
                    if found is None:
                        break
                    name, data = found
                    if name == "change" and int(data) > phone.version:
                        newest = max(newest, int(data))
                        if time.monotonic() >= measure_from:
                            samples.pushed += 1
                        task = asyncio.ensure_future(catch_up())
                        pending.add(task)
                        task.add_done_callback(pending.discard)
            except (OSError, asyncio.IncompleteReadError, ValueError):
                samples.error("stream broke")
            finally:
                stream.close()
    finally:
        safety.cancel()
        for task in list(pending):
            await task


async def run_push_load(port, tables, duration, warmup, mean_gap, action_ports=None):
    """Every phone of ``tables`` holds its stream for ``duration`` seconds while players act; samples after
    ``warmup``. ``action_ports``: with several servers, phone i streams from ``port`` … and acts on another."""
    samples = Samples()
    start = time.monotonic()
    stop_at, measure_from = start + duration, start + warmup
    phones = [phone for table in tables for phone in table.phones]
    opened_before = sum(phone.poll_connection.opened for phone in phones)
    resent_before = sum(phone.poll_connection.resent + phone.action_connection.resent for phone in phones)
    tasks = [listen_forever(phone, getattr(phone, "stream_port", port), samples, stop_at, measure_from)
             for phone in phones]
    tasks += [act_forever(table, port, samples, stop_at, measure_from, mean_gap) for table in tables]
    await asyncio.gather(*tasks)
    samples.phones = len(phones)
    samples.poll_connections_opened = sum(phone.poll_connection.opened for phone in phones) - opened_before
    samples.resent = sum(phone.poll_connection.resent + phone.action_connection.resent for phone in phones) - resent_before
    for phone in phones:
        phone.poll_connection.close()
        phone.action_connection.close()
    return samples


async def hold_idle(tables, duration, push, port):
    """Idle phones (nobody acts) for ``duration`` seconds: each holds its stream and polls every 15 s
    (``push``), or polls every second; returns the samples (every answer should be 204 or a heartbeat)."""
    samples = Samples()
    stop_at = time.monotonic() + duration
    phones = [phone for table in tables for phone in table.phones]
    if push:
        tasks = [listen_forever(phone, getattr(phone, "stream_port", port), samples, stop_at, stop_at)
                 for phone in phones]
    else:
        tasks = [poll_forever(phone, samples, stop_at, stop_at) for phone in phones]
    await asyncio.gather(*tasks)
    for phone in phones:
        phone.poll_connection.close()
    return samples
