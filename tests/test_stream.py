"""Push (issue 26): each table's stream of changes (companion/web/stream.py, companion/tables/changes.py),
through the companion's own server in a thread, and the fallback where no server runs the stream.

One server for the module. A tap through the Flask test client is this process's own write (told through
``Tables.on_change``); a tap through a second app on the same SQLite file is another process's, which only
the per-process watch of new rows can hear. The same across two real ``companion serve`` processes, and on
PostgreSQL: tests/faults/test_push.py.
"""

import http.client
import socket

import pytest

from companion.app import create_app
from companion.serving.worker import InThreadServer, ServeOptions
from tests.conftest import client_with_token
from tests.event_streams import EventStream
from tests.web.helpers import create_table, post


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """An app served by the companion's server in a thread (keep-alive 0.3 s, so idle timers are quick to see),
    its test client and a second app on the same database (another process, as far as pushes go)."""
    data = tmp_path_factory.mktemp("stream-data")
    config = {"TESTING": True, "DATA_DIR": str(data), "SECRET_KEY": "stream-secret"}
    app, other = create_app(config), create_app(config)
    app.extensions["companion_streams"].heartbeat_seconds = 0.3
    server = InThreadServer(
        app, options=ServeOptions(heavy_processes=0, memory_limit_mib=0, keep_alive_seconds=0.3, idle_seconds=30)
    )
    yield app, server.port, client_of(app), client_of(other)
    server.close()
    for each in (app, other):
        each.extensions["companion_db"].dispose()


def client_of(app):
    return client_with_token(app)


def new_table(client):
    return create_table(client, "rainbow7-rain", ["Ana", "Ben", "Chloé"]).rsplit("/", 1)[1]


def tap(client, table_id, seen):
    response = post(client, f"/t/{table_id}/events", seen=str(seen), action="seven", player="Ana", color="orange")
    assert response.status_code == 303


def test_a_stream_starts_with_the_tables_version_and_brings_each_tap(served):
    app, port, client, _ = served
    table_id = new_table(client)
    tap(client, table_id, 0)
    stream = EventStream(port, f"/t/{table_id}/stream")
    try:
        assert stream.status == 200
        assert stream.headers["content-type"] == "text/event-stream; charset=utf-8"
        assert stream.headers["cache-control"] == "no-store" and stream.headers["x-accel-buffering"] == "no"
        assert "content-security-policy" in stream.headers
        assert stream.next_event() == ("change", "1") and stream.retry == 1000
        tap(client, table_id, 1)
        assert stream.next_named("change") == "2"
        tap(client, table_id, 2)
        tap(client, table_id, 3)
        heard = stream.next_named("change")  # both at once, or one by one: the newest comes
        if heard == "3":
            heard = stream.next_named("change")
        assert heard == "4"
    finally:
        stream.close()


def test_a_change_another_process_stores_reaches_the_stream(served):
    _, port, client, other = served
    table_id = new_table(client)
    stream = EventStream(port, f"/t/{table_id}/stream")
    try:
        assert stream.next_event() == ("change", "0")
        tap(other, table_id, 0)  # the second app's write: no in-process hook of this server hears it
        assert stream.next_named("change") == "1"
    finally:
        stream.close()


def test_a_poll_right_after_the_change_from_another_process_is_not_answered_nothing_new(served):
    """The watch notes what it heard for the idle polls: a phone that fetches at once gets the update."""
    _, port, client, other = served
    table_id = new_table(client)
    assert client.get(f"/t/{table_id}/state?v=0").status_code == 204  # this process now trusts version 0
    stream = EventStream(port, f"/t/{table_id}/stream")
    try:
        assert stream.next_event() == ("change", "0")
        tap(other, table_id, 0)
        assert stream.next_named("change") == "1"
        assert client.get(f"/t/{table_id}/state?v=0", headers={"HX-Request": "true"}).status_code == 200
    finally:
        stream.close()


def test_a_next_game_started_is_pushed(served):
    from tests.web.test_nights import finished_rain_table

    _, port, client, other = served
    table_id = finished_rain_table(client).rsplit("/", 1)[1]
    streams = [EventStream(port, f"/t/{table_id}/stream") for _ in range(2)]
    try:
        first = streams[0].next_event()
        assert first[0] == "change" and streams[1].next_event() == first
        assert post(other, f"/t/{table_id}/next").status_code == 303  # from another process
        assert [stream.next_named("change") for stream in streams] == [first[1]] * 2
    finally:
        for stream in streams:
            stream.close()


def test_heartbeats_keep_coming_while_nothing_happens(served):
    _, port, client, _ = served
    table_id = new_table(client)
    stream = EventStream(port, f"/t/{table_id}/stream")
    try:
        assert stream.next_event() == ("change", "0")
        assert stream.next_event() == ("heartbeat", "0")
        assert stream.next_event() == ("heartbeat", "0")
    finally:
        stream.close()


def test_no_stream_for_a_table_that_does_not_exist_nor_for_another_method(served):
    _, port, _, _ = served
    assert EventStream(port, "/t/no-such-table/stream").status == 404
    assert EventStream(port, f"/t/{'x' * 65}/stream").status == 404
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    connection.request("POST", "/t/no-such-table/stream", body=b"")
    response = connection.getresponse()
    assert response.status == 405 and response.getheader("Allow") == "GET"
    connection.close()


def test_without_the_servers_stream_the_same_url_says_poll(served):
    """The Flask app alone (``flask run``, the test client): 204, so the page keeps polling; 404 for no table."""
    _, _, client, _ = served
    table_id = new_table(client)
    response = client.get(f"/t/{table_id}/stream")
    assert response.status_code == 204 and response.headers["Cache-Control"] == "no-store"
    assert client.get("/t/no-such-table/stream").status_code == 404


def test_the_stream_ends_when_the_worker_stops(tmp_path):
    app = create_app({"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "stream-secret"})
    server = InThreadServer(app)
    try:
        table_id = new_table(client_of(app))
        stream = EventStream(server.port, f"/t/{table_id}/stream")
        assert stream.next_event() == ("change", "0")
        server.close()
        assert stream.next_event(timeout=10) is None  # ended cleanly: the browser reconnects elsewhere
        assert not server.thread.is_alive()
    finally:
        server.close()
        app.extensions["companion_db"].dispose()


def test_an_answered_connection_waits_longer_for_its_next_request_than_a_half_open_one(served):
    """A phone whose screen is pushed fetches only when its table changes: its connection stays; a connection
    that never sent a whole request is still closed after the keep-alive timeout (0.3 s here)."""
    _, port, client, _ = served
    table_id = new_table(client)
    half_open = socket.create_connection(("127.0.0.1", port))
    half_open.sendall(b"GET / HTTP/1.1\r\n")
    phone = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    phone.request("GET", f"/t/{table_id}/state?v=0")
    assert phone.getresponse().read() == b""
    half_open.settimeout(5)
    assert half_open.recv(100) == b""  # closed by the server
    half_open.close()
    phone.sock.settimeout(0.6)  # twice the keep-alive timeout: the answered connection is still open
    with pytest.raises(socket.timeout):
        phone.sock.recv(1, socket.MSG_PEEK)
    phone.request("GET", f"/t/{table_id}/state?v=0")
    assert phone.getresponse().status == 204
    phone.close()


def test_a_fetch_that_names_the_announced_version_is_never_answered_from_a_version_trusted_before(tmp_path):
    """A phone told "version 1" by its stream asks ``state?v=0&n=1``: not the idle shortcut's cached 0."""
    from companion.tables.versions import Versions

    config = {"TESTING": True, "DATA_DIR": str(tmp_path), "SECRET_KEY": "stream-secret"}
    app, other = create_app(config), create_app(config)
    app.extensions["companion_tables"].versions = Versions(max_age=3600)  # trusted for an hour
    client, elsewhere = client_of(app), client_of(other)
    table_id = new_table(client)
    assert client.get(f"/t/{table_id}/state?v=0").status_code == 204
    tap(elsewhere, table_id, 0)  # another process: this one still trusts version 0
    assert client.get(f"/t/{table_id}/state?v=0").status_code == 204
    response = client.get(f"/t/{table_id}/state?v=0&n=1", headers={"HX-Request": "true"})
    assert response.status_code == 200 and 'data-version="1"' in response.get_data(as_text=True)
    for each in (app, other):
        each.extensions["companion_db"].dispose()


def test_every_live_page_connects_to_its_tables_stream_and_its_live_elements_fetch_on_a_change(served):
    app, _, client, _ = served
    field = create_table(client, "rainbow-field", ["Ana", "Ben", "Chloé"]).rsplit("/", 1)[1]
    key = app.extensions["companion_tables"].load(field).table.seat_keys["Ana"]
    rain = new_table(client)
    pages = {f"/t/{rain}": rain, f"/t/{rain}/board": rain, f"/t/{field}/hand": field, f"/t/{field}/seat/{key}": field}
    for path, table_id in pages.items():
        page = client.get(path).get_data(as_text=True)
        assert f'<main id="main" tabindex="-1" data-hx-ext="sse" data-sse-connect="/t/{table_id}/stream">' in page, path
        assert "vendor/htmx-ext-sse-2.2.4.min.js" in page and "js/live.js" in page, path
        assert 'data-hx-trigger="sse:change, companion:poll"' in page and 'data-live-seconds="1"' in page, path
    home = client.get("/").get_data(as_text=True)
    assert "data-sse-connect" not in home and "js/live.js" not in home
