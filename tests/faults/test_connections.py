"""A hostile or busy room against a real ``companion serve`` (issue 27, items 1, 2 and 7).

- polls keep their connection: an idle poll's 204 does not close it;
- 2,000 half-open connections, or slow request bodies, spread over 200
  loopback addresses (127.0.1.1–200, never more than 10 each): the playing
  phones and a fresh phone still get their table (within 5 s here, on a
  shared machine; 2 s is the promise bench/attack.py measures), and every
  attacking connection is closed by the server by itself;
- the per-address limit counts connections across worker processes;
- an upload over the limit is refused before its body has arrived (nothing
  is spooled to disk), and no answer names the ``Host`` a client sent.

The bounds here are loose on purpose (the machine is shared); the measured
figures are in docs/deploy.md and docs/benchmarks.md (bench/attack.py).
"""

import html
import http.client
import re
import selectors
import socket
import time
import urllib.parse

import pytest
from markupsafe import escape

from companion.app import ERROR_MESSAGES
from companion.i18n import translate
from companion.serving.worker import SEND_SECONDS
from tests.event_streams import EventStream
from tests.faults.helpers import (Phone, PlayingPhones, enough_open_files, free_port, new_table_over_http,
                                  restore_open_files, start_companion, stop_companion)

pytestmark = pytest.mark.slow

ATTACKERS = [f"127.0.1.{number}" for number in range(1, 201)]
PER_ATTACKER = 10
FRESH_PHONE_SECONDS = 5  # the promise is 2 s (bench/attack.py measures it); before, no answer at all
LIVE_URL = re.compile(r'data-hx-get="([^"]*/state\?v=\d+)"')
HALF_OPEN_HEAD = b"GET /t/x/state?v=0 HTTP/1.1\r\nHost: 127.0.0.1\r\n"


def sqlite(tmp_path):
    return f"sqlite:///{tmp_path / 'companion.sqlite3'}"


def attack(port, head, per_address=PER_ATTACKER, addresses=ATTACKERS):
    """``per_address`` connections from each address, each sending ``head`` and no more; the sockets."""
    sockets = []
    try:
        for _ in range(per_address):
            for address in addresses:
                connection = socket.socket()
                sockets.append(connection)
                connection.settimeout(2)
                connection.bind((address, 0))
                try:
                    connection.connect(("127.0.0.1", port))
                    connection.sendall(head)
                except OSError:  # refused or closed by the server: its guard working
                    pass
    except BaseException:
        close_all(sockets)
        raise
    return sockets


def close_all(sockets):
    for connection in sockets:
        connection.close()


def closed_by_server(sockets, within):
    """How many of ``sockets`` the server has closed (or reset) after waiting up to ``within`` seconds."""
    watch = selectors.DefaultSelector()
    for connection in sockets:
        try:
            watch.register(connection, selectors.EVENT_READ)
        except (ValueError, OSError):  # a socket that never connected
            pass
    closed, deadline = 0, time.monotonic() + within
    try:
        while watch.get_map() and time.monotonic() < deadline:
            for key, _ in watch.select(0.2):
                try:
                    data = key.fileobj.recv(65536)
                except OSError:
                    data = b""
                if not data or data.startswith(b"HTTP/1.1 4"):
                    closed += 1
                    watch.unregister(key.fileobj)
    finally:
        watch.close()
    return closed + sum(1 for connection in sockets if connection.fileno() == -1)


def fresh_phone_seconds(port, table_id):
    """How long a phone that was not there before takes to get the table page; its status."""
    started = time.monotonic()
    try:
        phone = Phone(port, table_id, source="127.0.3.1", timeout=10)
    except OSError:
        return time.monotonic() - started, None
    phone.close()
    return time.monotonic() - started, 200


def test_polls_keep_their_connection(tmp_path):
    """An idle poll answers 204 without closing: a phone polls over one connection (waitress closed each)."""
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path))
    try:
        phone = Phone(port, new_table_over_http(port))
        phone.poll()
        first = phone.connection.sock
        answers = [phone.request("GET", f"/t/{phone.table_id}/state?v={phone.seen}", headers={"HX-Request": "true"})
                   for _ in range(10)]
        assert [status for status, _, _ in answers] == [204] * 10
        assert all(headers.get("connection", "").lower() != "close" for _, headers, _ in answers)
        assert phone.connection.sock is first
        phone.close()
    finally:
        stop_companion(server)


def test_every_live_screen_polls_over_one_connection(tmp_path):
    """The table, the board, a private seat view and My hand each ask their own live URL (the one the page
    names); while nothing changes each answer is the idle-poll shortcut's 204 with ``Content-Length: 0``,
    and the phone keeps its one connection through all of them."""
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path))
    try:
        table_id = new_table_over_http(port, game="rainbow-field")
        phone = Phone(port, table_id)
        first = phone.connection.sock
        form = urllib.parse.urlencode({"player": "Ana", "csrf_token": phone.token})
        status, headers, _ = phone.request("POST", f"/t/{table_id}/seats", body=form, headers={
            "Content-Type": "application/x-www-form-urlencoded", "Origin": f"http://127.0.0.1:{port}",
            "Sec-Fetch-Site": "same-origin"})
        assert status == 303
        seat = urllib.parse.urlsplit(headers["location"]).path
        answers = {}
        for page in (f"/t/{table_id}", f"/t/{table_id}/board", seat, f"/t/{table_id}/hand"):
            status, _, body = phone.request("GET", page)
            assert status == 200, page
            live = html.unescape(LIVE_URL.search(body.decode()).group(1))
            answers[live] = [phone.request("GET", live, headers={"HX-Request": "true"}) for _ in range(3)]
        assert {live.split("?")[0].removeprefix(f"/t/{table_id}") for live in answers} == {
            "/state", "/board/state", seat.removeprefix(f"/t/{table_id}") + "/state", "/hand/state"}
        for live, replies in answers.items():
            assert [(status, headers.get("content-length"), body) for status, headers, body in replies] == [
                (204, "0", b"")] * 3, live
            assert all(headers.get("connection", "").lower() != "close" for _, headers, _ in replies), live
        assert phone.connection.sock is first
        phone.close()
    finally:
        stop_companion(server)


@pytest.mark.parametrize("trickle", [False, True], ids=["silent", "a-byte-a-second"])
def test_half_open_connections_from_200_addresses_stop_no_phone(tmp_path, trickle):
    soft = enough_open_files(len(ATTACKERS) * PER_ATTACKER + 1024)
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path), "--workers", "2")
    sockets, playing, streams = [], None, []
    try:
        table_id = new_table_over_http(port)
        playing = PlayingPhones(port, table_id)
        playing.start()
        pushed = new_table_over_http(port)  # issue 26: phones holding their table's stream, and one that taps
        streams = [EventStream(port, f"/t/{pushed}/stream", source=f"127.0.4.{seat}") for seat in range(1, 9)]
        assert [stream.next_event() for stream in streams] == [("change", "0")] * 8
        tapper = Phone(port, pushed, source="127.0.4.9", timeout=30)
        sockets = attack(port, HALF_OPEN_HEAD)
        if trickle:  # a byte a second on every connection never finishes the head
            for _ in range(3):
                for connection in sockets:
                    try:
                        connection.send(b"X")
                    except OSError:
                        pass
                time.sleep(1)
        assert tapper.tap(0) == 303
        assert [stream.next_named("change", 30) for stream in streams] == ["1"] * 8  # pushed through the attack
        tapper.close()
        fresh = [fresh_phone_seconds(port, table_id) for _ in range(3)]
        closed = closed_by_server(sockets, within=15)
        playing.stop()
    finally:
        if playing is not None and playing.is_alive():
            playing.stop()
        for stream in streams:
            stream.close()
        close_all(sockets)
        stderr = stop_companion(server)
        restore_open_files(soft)
    assert [status for _, status in fresh] == [200] * 3, fresh
    assert max(seconds for seconds, _ in fresh) < FRESH_PHONE_SECONDS, fresh
    assert playing.statuses and set(playing.statuses) == {204}, set(playing.statuses)
    assert max(playing.times) < FRESH_PHONE_SECONDS, max(playing.times)
    assert closed == len(sockets), (closed, len(sockets))  # every one closed by the server by itself
    assert stderr.count("\n") < 20, stderr[-2000:]  # no warning per connection


def test_slow_bodies_from_200_addresses_hold_no_thread(tmp_path):
    soft = enough_open_files(len(ATTACKERS) * PER_ATTACKER + 1024)
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path), "--workers", "2")
    sockets, playing = [], None
    try:
        table_id = new_table_over_http(port)
        playing = PlayingPhones(port, table_id)
        playing.start()
        head = (f"POST /t/{table_id}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
                "application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\nseen=0").encode()
        sockets = attack(port, head)
        for _ in range(3):
            for connection in sockets:
                try:
                    connection.send(b"&")
                except OSError:
                    pass
            time.sleep(1)
        fresh = [fresh_phone_seconds(port, table_id) for _ in range(3)]
        tap = playing.phones[0].tap(1)
        playing.stop()
    finally:
        if playing is not None and playing.is_alive():
            playing.stop()
        close_all(sockets)
        stop_companion(server)
        restore_open_files(soft)
    assert [status for _, status in fresh] == [200] * 3, fresh
    assert max(seconds for seconds, _ in fresh) < FRESH_PHONE_SECONDS, fresh
    assert set(playing.statuses) <= {200, 204} and max(playing.times) < FRESH_PHONE_SECONDS, max(playing.times)
    assert tap == 303  # the other phones may have seen it (200) before they stopped


def test_the_per_address_limit_counts_every_workers_connections(tmp_path):
    """60 half-open connections from one address, limit 16, two workers: 16 stay (32 when counted per worker)."""
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path), "--workers", "2", "--per-address", "16")
    sockets = []
    try:
        sockets = attack(port, HALF_OPEN_HEAD, per_address=60, addresses=["127.0.4.1"])
        closed = closed_by_server(sockets, within=1.5)
    finally:
        close_all(sockets)
        stop_companion(server)
    assert 60 - closed <= 17, 60 - closed  # one more at most: two workers accepting at the same instant


def raw_exchange(port, data, wait=10):
    """Send ``data`` on a new connection; what the server answered within ``wait`` seconds."""
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as connection:
        connection.sendall(data)
        answer = b""
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                chunk = connection.recv(65536)
            except (TimeoutError, ConnectionError):
                break
            if not chunk:
                break
            answer += chunk
            if b"\r\n\r\n" in answer and b"</html>" in answer.lower():
                break
        return answer


def test_an_upload_over_the_limit_is_refused_before_its_body_arrives(tmp_path):
    """100 MB announced, 64 KiB sent: the 413 page comes at once, and nothing was spooled to disk."""
    spool = tmp_path / "tmp"
    spool.mkdir()
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path), env={"TMPDIR": str(spool)})
    try:
        head = (b"POST /tables/import HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: fr\r\n"
                b"Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 104857600\r\n\r\n")
        started = time.monotonic()
        answer = raw_exchange(port, head + b"--x\r\n" + b"a" * 65536, wait=10)
        seconds = time.monotonic() - started
        spooled = [path for path in spool.rglob("*") if path.is_file()]
    finally:
        stop_companion(server)
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert str(escape(translate(ERROR_MESSAGES[413], "fr"))) in answer.decode("utf-8", "replace")
    assert seconds < 5, seconds
    assert spooled == []


def test_a_chunked_upload_is_refused_once_it_passes_the_limit(tmp_path):
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path))
    try:
        chunk = b"a" * 65536
        body = b"".join(b"%x\r\n%s\r\n" % (len(chunk), chunk) for _ in range(40))  # 2.5 MB, never terminated
        answer = raw_exchange(port, b"POST /tables/import HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n"
                                    b"Content-Type: multipart/form-data; boundary=x\r\n\r\n" + body, wait=10)
    finally:
        stop_companion(server)
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]


@pytest.mark.parametrize("path", ["//rules", "/rules//rainbow7-rain", "//t//x"])
def test_no_answer_names_the_host_a_client_sent(tmp_path, path):
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path))
    try:
        answer = raw_exchange(port, f"GET {path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n".encode())
    finally:
        stop_companion(server)
    assert answer.startswith(b"HTTP/1.1 "), answer[:100]
    assert b"evil.example" not in answer, answer[:400]


def test_a_device_that_closes_its_connections_may_open_new_ones_at_once(tmp_path):
    """A closed connection stops counting against its address as soon as the client closed it, not seconds later."""
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path), "--per-address", "16")
    statuses = []
    try:
        for _ in range(4):
            for _ in range(12):
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=("127.0.4.2", 0))
                try:
                    connection.request("GET", "/rules")
                    response = connection.getresponse()
                    response.read()
                    statuses.append(response.status)
                except OSError as error:
                    statuses.append(type(error).__name__)
                finally:
                    connection.close()
    finally:
        stop_companion(server)
    assert statuses == [200] * 48, statuses


def established_from(port, prefix):
    """How many connections to ``port`` from addresses starting ``prefix`` the server still holds open (Linux's
    /proc/net/tcp, the server's side: once it gives one up, that side is closing, whatever the client reads)."""
    held = 0
    with open("/proc/net/tcp") as table:
        for line in table.readlines()[1:]:
            local, remote, state = line.split()[1:4]
            address = socket.inet_ntoa(bytes.fromhex(remote.split(":")[0])[::-1])
            if int(local.split(":")[1], 16) == port and address.startswith(prefix) and state == "01":
                held += 1
    return held


def test_a_client_that_never_reads_its_answers_loses_its_connections(tmp_path):
    """Connections whose answers are never read (many requests sent at once, nothing read) are given up by the
    server once an answer has waited ``SEND_SECONDS`` for them, so they cannot hold a worker's places.

    Before, a written answer waited for the client for ever, and an answered connection is never pushed out for a
    new one: such connections held their places for as long as the attacker liked.
    """
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path), "--workers", "1", "--connections", "10",
                             "--per-address", "0")
    pipelined = b"GET /static/vendor/htmx-2.0.4.min.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" * 100  # some 5 MB of answers
    sockets = []
    try:
        for number in range(8):
            connection = socket.socket()
            connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            connection.bind((f"127.0.6.{number + 1}", 0))
            connection.connect(("127.0.0.1", port))
            connection.sendall(pipelined)
            sockets.append(connection)
        deadline = time.monotonic() + SEND_SECONDS + 60  # a loose bound: the machine is shared
        while established_from(port, "127.0.6.") and time.monotonic() < deadline:
            time.sleep(0.5)
        held = established_from(port, "127.0.6.")
    finally:
        close_all(sockets)
        said = stop_companion(server)
    assert held == 0, f"{held} never-reading connection(s) still held"
    assert "socket.send() raised exception" not in said


UPGRADES = {
    "h2c": b"GET /rules HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade, HTTP2-Settings, close\r\nUpgrade: h2c\r\n"
           b"HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n",
    "http2-preface": b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    "websocket": b"GET /rules HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade, close\r\nUpgrade: websocket\r\n"
                 b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
}


def test_the_server_speaks_http_1_1_only(tmp_path):
    """No request switches its connection to HTTP/2 (one connection would carry 100 requests at once, past the
    per-address limit) or to a websocket (there is none: it was a 500)."""
    port = free_port()
    server = start_companion(tmp_path, port, sqlite(tmp_path))
    try:
        answers = {name: raw_exchange(port, request, wait=5) for name, request in UPGRADES.items()}
    finally:
        stop_companion(server)
    assert answers["h2c"].startswith(b"HTTP/1.1 200 "), answers["h2c"][:200]
    assert answers["http2-preface"].startswith(b"HTTP/1.1 4"), answers["http2-preface"][:200]
    assert answers["websocket"].startswith(b"HTTP/1.1 403 "), answers["websocket"][:200]
