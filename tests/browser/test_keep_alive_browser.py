"""A phone keeps its connections for the whole game (issue 27, item 1; issue 26), seen from Chromium.

waitress answered every idle poll's 204 with ``Connection: close``: a tab
opened a new TCP connection about every second. With push, a phone holds its
stream and asks for an update only when its table changes, over a connection
the server keeps between requests (``idle_seconds``). A small forwarder in
front of the server counts the connections Chromium opens; once the table page
has loaded, another phone's taps and the updates they bring must open none.
"""

import socket
import threading

import pytest

from playwright.sync_api import expect

from tests.browser.pages import start_table

TAPS = 5


class CountingForwarder:
    """A TCP forwarder on a free loopback port to ``port``, counting the connections it accepts."""

    def __init__(self, port):
        self.target, self.accepted, self.lock = port, 0, threading.Lock()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.open_sockets = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            with self.lock:
                self.accepted += 1
            upstream = socket.create_connection(("127.0.0.1", self.target))
            self.open_sockets += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(source, sink), daemon=True).start()

    @staticmethod
    def _pipe(source, sink):
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

    def close(self):
        self.listener.close()
        for end in self.open_sockets:
            end.close()


@pytest.fixture
def forwarder(live_server):
    counting = CountingForwarder(int(live_server.rsplit(":", 1)[1]))
    yield counting
    counting.close()


def test_a_phone_keeps_its_connections_while_its_table_changes(page, phone, forwarder, live_server):
    base = f"http://127.0.0.1:{forwarder.port}"
    url = start_table(page, base, "rainbow7-rain", ["Ana", "Ben", "Chloé"], first=1)
    expect(page.locator("html")).to_have_attribute("data-live-mode", "push")  # loaded, and its stream open
    other = phone()
    other.goto(url.replace(base, live_server))
    with page.expect_response(lambda response: "/state?v=" in response.url):
        tap(other, "Ben")  # the first update: a connection for the updates, beside the stream
    expect(page.locator("#table-version")).to_have_attribute("data-version", "1")
    opened = forwarder.accepted
    for number in range(2, TAPS + 2):
        tap(other, "Chloé" if number % 2 else "Ben")
        expect(page.locator("#table-version")).to_have_attribute("data-version", str(number))
    assert forwarder.accepted == opened, f"{forwarder.accepted - opened} new connections for {TAPS} updates"


def tap(page, target):
    """Ana plays a red 7 on ``target``, from a phone that shows the table's newest version (its last tap's answer
    arrived: a form it replaces while being filled in would send what was not chosen)."""
    version = int(page.locator("#table-version").get_attribute("data-version"))
    page.select_option("#seven-player", "Ana")
    page.check("#seven-color-red")
    page.select_option("#seven-target", target)
    page.click("#seven-submit")
    expect(page.locator("#table-version")).to_have_attribute("data-version", str(version + 1))
