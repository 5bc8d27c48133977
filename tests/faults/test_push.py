"""Push (issue 26) through real ``companion serve`` processes: across servers on one database (SQLite's
per-process watch, PostgreSQL's LISTEN/NOTIFY), through a SIGKILL. Beside 2,000 half-open connections:
tests/faults/test_connections.py (the streams are held through the same attack as the polling phones).

Bounds are loose (a busy two-core machine); how fast a change really arrives is measured by
``bench/run.py`` (docs/benchmarks.md).
"""

import os
import signal
import threading
import time

import pytest

from tests.event_streams import EventStream
from tests.faults.helpers import (
    Phone,
    free_port,
    new_table_over_http,
    start_companion,
    stop_companion,
)
from tests.faults.test_restart import Phone as RecordingPhone
from tests.faults.test_restart import exported_events

pytestmark = pytest.mark.slow

WITHIN = 10  # seconds a change may take to arrive here; bench/run.py measures the real time


@pytest.fixture
def two_servers(database_url, tmp_path):
    """Two ``companion serve`` processes (one worker each, as two machines would be) on one database."""
    ports = [free_port(), free_port()]
    servers = [start_companion(tmp_path, port, database_url, "--workers", "1") for port in ports]
    yield ports
    for server in servers:
        stop_companion(server)


def test_a_tap_on_one_server_reaches_the_streams_of_the_other(two_servers):
    here, there = two_servers
    table_id = new_table_over_http(there)
    streams = [EventStream(port, f"/t/{table_id}/stream") for port in (here, there)]
    phone = Phone(there, table_id)
    try:
        assert [stream.next_event() for stream in streams] == [("change", "0")] * 2
        for number in range(3):
            assert phone.tap(number) == 303
            assert [stream.next_named("change", WITHIN) for stream in streams] == [str(number + 1)] * 2
        reader = Phone(here, table_id)  # the update, asked of the other server at once, is there
        reader.seen = 0
        assert reader.poll() == 200 and reader.seen == 3
        reader.close()
    finally:
        phone.close()
        for stream in streams:
            stream.close()


def test_sigkill_while_phones_hold_streams_loses_no_acknowledged_write_and_streams_come_back(database_url, tmp_path):
    port = free_port()
    server = start_companion(tmp_path, port, database_url, "--workers", "2")
    table_ids = [new_table_over_http(port) for _ in range(3)]
    streams = [EventStream(port, f"/t/{table_id}/stream") for table_id in table_ids]
    phones = [RecordingPhone(port, table_id) for table_id in table_ids]
    stop = threading.Event()
    threads = [threading.Thread(target=phone.record_until_killed, args=(stop,)) for phone in phones]
    try:
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + 20
        while not all(len(phone.acknowledged) >= 5 for phone in phones) and time.monotonic() < deadline:
            stop.wait(0.05)
        os.kill(server.pid, signal.SIGKILL)
        server.wait(10)
        for thread in threads:
            thread.join(15)
        stop.set()
        for stream in streams:  # each stream ends with its server; none hangs
            while stream.next_event(WITHIN) is not None:
                pass
    finally:
        for stream in streams:
            stream.close()
        if server.poll() is None:
            server.kill()
            server.wait()
    assert all(len(phone.acknowledged) >= 5 for phone in phones), "the load had not started when the server died"
    server = start_companion(tmp_path, port, database_url, "--workers", "2")
    try:
        for phone, table_id in zip(phones, table_ids):
            events = exported_events(port, table_id)
            assert events[: len(phone.acknowledged)] == phone.acknowledged
            assert len(events) <= len(phone.acknowledged) + 1
            stream = EventStream(port, f"/t/{table_id}/stream")
            assert stream.next_event() == ("change", str(len(events)))  # a reconnecting page catches up from here
            stream.close()
    finally:
        stop_companion(server)
