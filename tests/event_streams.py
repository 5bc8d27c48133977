"""A small client of the companion's Server-Sent Events (``/t/<id>/stream``), for the tests."""

import http.client
import socket
import time


class EventStream:
    """One open stream over its own connection (from ``source``, a loopback address): ``status``, ``headers``,
    then ``next_event()``; ``retry`` once read."""

    def __init__(self, port, path, source="127.0.0.1", timeout=10):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=(source, 0))
        self.connection.request("GET", path, headers={"Accept": "text/event-stream"})
        self.response = self.connection.getresponse()
        self.status = self.response.status
        self.headers = {name.lower(): value for name, value in self.response.getheaders()}
        self.retry = None

    def next_event(self, timeout=10):
        """The next event as ``(name, data)``; ``None`` once the server ended the stream; TimeoutError if none
        comes within ``timeout`` seconds."""
        self.connection.sock.settimeout(timeout)
        name, data = "message", []
        while True:
            try:
                line = self.response.readline()
            except socket.timeout:
                raise TimeoutError(f"no event within {timeout} s") from None
            except (http.client.IncompleteRead, ConnectionError):
                return None
            if not line:
                return None
            line = line.decode().rstrip("\r\n")
            if not line:
                if data:
                    return name, "\n".join(data)
                name = "message"
                continue
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "event":
                name = value
            elif field == "data":
                data.append(value)
            elif field == "retry":
                self.retry = int(value)

    def next_named(self, wanted, timeout=10):
        """The data of the next event called ``wanted`` (others, such as heartbeats, are skipped); TimeoutError
        if none comes within ``timeout`` seconds in all."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {wanted} event within {timeout} s")
            found = self.next_event(left)
            if found is None:
                return None
            if found[0] == wanted:
                return found[1]

    def close(self):
        """Close the stream's connection."""
        self.connection.close()
