"""At most a few open connections per client address in each worker process.

waitress accepts connections up to its connection limit and then stops
accepting: one laptop that opens thousands of connections and never
finishes a request (a slow or hostile client) would leave every other
phone's poll waiting in the listen queue until waitress's idle timeout.
With this guard a worker closes at once a new connection from an address
that already holds ``limit`` of its connections, so the others always get in.
A phone needs two (polls and actions); a browser opens at most six per site.
Behind a reverse proxy every connection comes from the proxy: leave the
limit off there and let the proxy limit its clients (docs/deploy.md).
"""

import threading

from waitress.channel import HTTPChannel


def limit_per_address(server, limit):
    """Make the waitress ``server`` refuse a connection whose address already holds ``limit`` connections."""
    open_per_address = {}
    lock = threading.Lock()

    class CountedChannel(HTTPChannel):
        """waitress's channel, counted against its client's address until it closes."""

        def __init__(self, address, *args, **kwargs):
            self.counted_address = address
            super().__init__(*args, **kwargs)

        def del_channel(self, map=None):
            """Leave the loop (every way a channel closes passes here), once: one fewer for the address."""
            address, self.counted_address = self.counted_address, None
            if address is not None:
                _release(address)
            super().del_channel(map)

    def _release(address):
        with lock:
            open_per_address[address] -= 1
            if not open_per_address[address]:
                del open_per_address[address]

    def accept(server, sock, addr, adj, map=None):
        """A channel for the new connection, or None once it is closed for being one too many."""
        address = addr[0] if isinstance(addr, tuple) else addr
        with lock:
            refused = open_per_address.get(address, 0) >= limit
            if not refused:
                open_per_address[address] = open_per_address.get(address, 0) + 1
        if refused:
            sock.close()
            return None
        try:
            return CountedChannel(address, server, sock, addr, adj, map=map)
        except Exception:
            _release(address)
            sock.close()
            raise

    server.channel_class = accept
    return open_per_address
