"""The server killed with SIGKILL mid-load and restarted: every acknowledged event is still there.

A real ``companion serve`` runs as a subprocess; four phones (one per
table) record value-7 cards as fast as they can over HTTP. The server is
killed without warning while requests are in flight, then started again on
the same data. Each table's exported log must begin with exactly the events
whose POST was answered 303 (acknowledged), in order, none doubled; at most
the one request in flight at the kill may have been stored too.
"""

import http.client
import json
import os
import signal
import threading
import time
import urllib.parse

import pytest

from tests.faults.helpers import TOKEN, free_port, seven_event, seven_form, start_companion

pytestmark = pytest.mark.slow

PHONES = 4


class Phone:
    """One phone recording events at its own table over a keep-alive connection."""

    def __init__(self, port, table_id):
        self.port, self.table_id = port, table_id
        self.acknowledged, self.attempted = [], 0
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        self.connection.request("GET", f"/t/{table_id}")
        response = self.connection.getresponse()
        body = response.read().decode()
        self.cookie = response.getheader("Set-Cookie").split(";", 1)[0]
        self.token = TOKEN.search(body).group(1)

    def record_until_killed(self, stop):
        """POST events one after another until the server dies or ``stop`` is set."""
        while not stop.is_set() and len(self.acknowledged) < 5000:
            number = self.attempted
            form = seven_form(number, len(self.acknowledged)) | {"csrf_token": self.token}
            self.attempted += 1
            try:
                self.connection.request("POST", f"/t/{self.table_id}/events", urllib.parse.urlencode(form), {
                    "Content-Type": "application/x-www-form-urlencoded", "Cookie": self.cookie,
                    "Origin": f"http://127.0.0.1:{self.port}", "Sec-Fetch-Site": "same-origin"})
                response = self.connection.getresponse()
                response.read()
            except (OSError, http.client.HTTPException):
                return
            assert response.status == 303, response.status
            self.acknowledged.append(seven_event(number))


def create_tables(port, count):
    """Create ``count`` rain-token tables through the form; their ids."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", "/tables/new?game=rainbow7-rain")
    response = connection.getresponse()
    body = response.read().decode()
    cookie = response.getheader("Set-Cookie").split(";", 1)[0]
    form = {"csrf_token": TOKEN.search(body).group(1), "game": "rainbow7-rain", "first": "0",
            "name-0": "Ana", "name-1": "Ben", "name-2": "Chloé", "name-3": "Dan"}
    ids = []
    for _ in range(count):
        connection.request("POST", "/tables", urllib.parse.urlencode(form),
                           {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie})
        response = connection.getresponse()
        response.read()
        assert response.status == 303
        ids.append(response.getheader("Location").rsplit("/", 1)[1])
    connection.close()
    return ids


def exported_events(port, table_id):
    """The events of the table's downloaded game log."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", f"/t/{table_id}/log.json")
    response = connection.getresponse()
    assert response.status == 200
    return json.loads(response.read())["events"]


@pytest.mark.parametrize("kill_after", [0.8, 1.6])
def test_sigkill_mid_load_loses_no_acknowledged_event(database_url, tmp_path, kill_after):
    """Kill -9 while four phones post; after a restart every acknowledged event is in the log."""
    port = free_port()
    server = start_companion(tmp_path, port, database_url)
    try:
        phones = [Phone(port, table_id) for table_id in create_tables(port, PHONES)]
        stop = threading.Event()
        threads = [threading.Thread(target=phone.record_until_killed, args=(stop,)) for phone in phones]
        for thread in threads:
            thread.start()
        time.sleep(kill_after)
        os.kill(server.pid, signal.SIGKILL)
        server.wait(10)
        for thread in threads:
            thread.join(15)
        stop.set()
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    assert all(phone.acknowledged for phone in phones), "the load had not started when the server died"

    server = start_companion(tmp_path, port, database_url)
    try:
        for phone in phones:
            events = exported_events(port, phone.table_id)
            acknowledged = phone.acknowledged
            assert events[:len(acknowledged)] == acknowledged
            assert len(events) <= len(acknowledged) + 1
            if len(events) > len(acknowledged):
                assert events[-1] == seven_event(len(acknowledged))
    finally:
        server.terminate()
        server.wait(10)
