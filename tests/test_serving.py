"""The serving layer's pieces, without a server: the ASGI dispatcher, the connection guard, shared counts.

The same behaviour through a real ``companion serve`` is checked in tests/faults/.
"""

import asyncio
import threading

from companion.serving.asgi import REFUSED, Dispatcher, wsgi_environ
from companion.serving.connection_guard import ConnectionGuard
from companion.web.forwarded import is_trusted_in, trusted_networks
from companion.serving.shared import SharedCounts


def scope(method="GET", path="/", headers=(), client=("127.0.0.1", 5000)):
    return {"type": "http", "method": method, "path": path, "query_string": b"", "http_version": "1.1",
            "scheme": "http", "headers": list(headers), "client": client, "server": ("127.0.0.1", 8000)}


def exchange(dispatcher, request_scope, bodies=(b"",)):
    """Run one request through ``dispatcher``; the messages it sent, and how many body parts it read."""
    sent, read = [], []
    parts = list(bodies)

    async def receive():
        if not parts:
            await asyncio.sleep(3600)
        body = parts.pop(0)
        read.append(body)
        return {"type": "http.request", "body": body, "more_body": bool(parts)}

    async def send(message):
        sent.append(message)

    in_a_thread(dispatcher(request_scope, receive, send))
    return sent, len(read)


def in_a_thread(coroutine):
    """Run ``coroutine`` to its end on a loop of its own (a browser test's driver may hold this thread's loop)."""
    failure = []

    def run():
        try:
            asyncio.run(coroutine)
        except BaseException as error:  # noqa: BLE001  (raised again in the test's thread)
            failure.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(30)
    if failure:
        raise failure[0]


def echo_app(environ, start_response):
    """A WSGI app answering with what it was given."""
    body = environ["wsgi.input"].read()
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [f"{environ.get(REFUSED)}|{environ.get('HTTP_X_FORWARDED_FOR')}|".encode() + body]


def test_the_wsgi_app_gets_the_whole_body_and_the_answer_gets_its_length():
    sent, read = exchange(Dispatcher(echo_app, max_body=100), scope("POST"), [b"ab", b"cd"])
    assert read == 2
    assert sent[0]["status"] == 200 and (b"content-length", b"14") in sent[0]["headers"]
    assert b"".join(message.get("body", b"") for message in sent[1:]) == b"None|None|abcd"


def test_a_body_declared_over_the_limit_is_refused_without_reading_it():
    headers = [(b"content-length", b"104857600")]
    sent, read = exchange(Dispatcher(echo_app, max_body=100), scope("POST", headers=headers), [b"x" * 50] * 3)
    assert read <= 3  # only what was already coming is drained and dropped, never handed to the app
    assert sent[0]["status"] == 200 and (b"connection", b"close") in sent[0]["headers"]
    assert sent[1]["body"].startswith(b"413|")


def test_a_body_that_grows_over_the_limit_is_refused_once_it_does():
    sent, _ = exchange(Dispatcher(echo_app, max_body=100), scope("POST"), [b"x" * 60, b"x" * 60, b"x" * 60])
    assert sent[1]["body"].startswith(b"413|")


def test_a_body_that_never_arrives_is_a_408():
    sent, _ = exchange(Dispatcher(echo_app, max_body=100, body_seconds=0.05), scope("POST"), [])
    assert sent[1]["body"].startswith(b"408|")


def test_header_names_with_an_underscore_never_reach_the_app():
    environ = wsgi_environ(scope(headers=[(b"x_forwarded_for", b"203.0.113.9"), (b"x-real", b"1")]), b"")
    assert "HTTP_X_FORWARDED_FOR" not in environ and environ["HTTP_X_REAL"] == "1"
    assert environ["SERVER_PORT"] == "8000" and environ["REMOTE_ADDR"] == "127.0.0.1"


def test_an_asgi_route_is_awaited_on_the_loop_and_told_when_the_worker_stops():
    seen = []

    async def stream(route_scope, receive, send):
        seen.append(route_scope["companion.stopping"].is_set())
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"data: 1\n\n", "more_body": False})

    answered = []
    dispatcher = Dispatcher(echo_app, max_body=100, routes=[(lambda path: path.endswith("/stream"), stream)],
                            on_response=answered.append)
    sent, _ = exchange(dispatcher, scope(path="/t/x/stream"))
    assert seen == [False] and sent[1]["body"] == b"data: 1\n\n"
    assert answered == [("127.0.0.1", 5000)]


class Transport:
    def __init__(self):
        self.aborted = False

    def abort(self):
        self.aborted = True


def test_an_address_over_its_limit_is_refused_and_counted_across_workers():
    counts = SharedCounts(slots=2)
    first = ConnectionGuard(counts, 0, per_address=3, limit=100)
    second = ConnectionGuard(counts, 1, per_address=3, limit=100)
    assert first.admit(("10.0.0.5", 1), Transport()) and first.admit(("10.0.0.5", 2), Transport())
    assert second.admit(("10.0.0.5", 3), Transport())
    refused = Transport()
    assert not second.admit(("10.0.0.5", 4), refused) and refused.aborted
    first.release(("10.0.0.5", 1))
    assert second.admit(("10.0.0.5", 4), Transport())
    counts.clear(1)  # the second worker died: its connections no longer count
    assert counts.total("10.0.0.5") == 1


def test_ipv6_addresses_count_per_64_network_so_one_device_cannot_hop_addresses_past_its_limit():
    counts = SharedCounts(slots=1)
    guard = ConnectionGuard(counts, 0, per_address=2, limit=100)
    assert guard.admit(("2001:db8:1:2::10", 1, 0, 0), Transport())
    assert guard.admit(("2001:db8:1:2:aaaa:bbbb:cccc:dddd", 1, 0, 0), Transport())
    assert not guard.admit(("2001:db8:1:2::11", 1, 0, 0), Transport())  # another address, the same /64
    assert guard.admit(("2001:db8:1:3::10", 1, 0, 0), Transport())  # the next network is another client
    assert guard.admit(("::ffff:10.0.0.9", 1, 0, 0), Transport()) and counts.total("10.0.0.9") == 1
    assert counts.total("2001:db8:1:2::ffff") == 2


def test_a_full_worker_pushes_out_its_oldest_unanswered_connection_never_a_phones():
    guard = ConnectionGuard(SharedCounts(slots=1), 0, per_address=0, limit=2)
    phone, half_open = Transport(), Transport()
    guard.admit(("10.0.0.1", 1), phone)
    guard.answered(("10.0.0.1", 1))
    guard.admit(("10.0.0.2", 1), half_open)
    assert guard.admit(("10.0.0.3", 1), Transport())
    assert half_open.aborted and not phone.aborted
    guard.answered(("10.0.0.3", 1))
    assert not guard.admit(("10.0.0.4", 1), Transport())  # only answered connections left: the new one waits


def test_trusted_proxies_are_addresses_or_networks():
    trusted = is_trusted_in(trusted_networks(["127.0.0.1", "::1", "10.1.0.0/16"]))
    assert trusted("127.0.0.1") and trusted("::1") and trusted("10.1.2.3") and trusted("::ffff:127.0.0.1")
    assert not trusted("127.0.0.2") and not trusted("10.2.0.1") and not trusted("not an address")


def test_the_supervisors_minute_check_marks_a_damaged_file_for_every_worker(tmp_path):
    from companion.app import create_app
    from companion.serving.serve import _database_check
    from companion.serving.shared import Shared

    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "s"})
    app.extensions["companion_db"].dispose()
    shared, check = Shared(slots=1), _database_check(app)
    check(shared)
    assert not shared.damaged.is_set()
    with open(tmp_path / "companion.sqlite3", "r+b") as stream:
        stream.seek(4096)  # the first page after the header's: a table's root
        stream.write(b"\xff" * 4096)
    check(shared)
    assert shared.damaged.is_set()


def test_damage_one_worker_found_stops_the_writes_of_every_worker(tmp_path, monkeypatch):
    import pytest

    from companion import data_file
    from companion.app import create_app
    from companion.serving.shared import SharedFlag

    monkeypatch.setattr(data_file, "_shared_flag", None)  # put back afterwards: other tests' apps stay local
    for watched in list(data_file._watched.values()):
        monkeypatch.setattr(watched, "damaged", watched.damaged)
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "s"})
    engine = app.extensions["companion_db"]
    flag = SharedFlag()
    data_file.share_damage_flag(flag)
    data_file.check(engine)
    flag.set()  # another worker met the damage
    with pytest.raises(data_file.StorageLost, match="damaged"):
        data_file.check(engine)
    engine.dispose()
