"""A phone keeps one connection while it polls (issue 27, item 1), seen from Chromium.

waitress answered every idle poll's 204 with ``Connection: close``: a tab
opened a new TCP connection about every second. A small forwarder in front of
the server counts the connections Chromium opens; once the table page has
loaded, ten polls in a row must open none.
"""

import socket
import threading

import pytest

from tests.browser.pages import start_table

POLLS = 10


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


def test_a_phone_polls_over_the_connection_it_has(page, forwarder):
    base = f"http://127.0.0.1:{forwarder.port}"
    start_table(page, base, "rainbow7-rain", ["Ana", "Ben", "Chloé"])
    with page.expect_request(lambda request: "/state?v=" in request.url, timeout=15_000):
        pass  # the page polls: everything it loads at first is loaded
    with page.expect_response(lambda response: "/state?v=" in response.url, timeout=15_000):
        pass
    opened = forwarder.accepted
    for _ in range(POLLS):
        with page.expect_response(lambda response: "/state?v=" in response.url and response.status == 204,
                                  timeout=15_000):
            pass
    assert forwarder.accepted == opened, f"{forwarder.accepted - opened} new connections for {POLLS} polls"
