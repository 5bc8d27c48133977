"""Which connections a worker keeps: a few per client address in the whole server, and room for real phones.

Two rules, applied when a connection is accepted (a connection refused is
closed at once, before anything is read from it):

- **Per address, across workers.** An address that already holds
  ``per_address`` connections in the whole server (every worker's count, in
  shared memory: companion/serving/shared.py) gets no more. A phone needs one
  or two; a browser opens at most six per site. The trusted proxies' addresses
  are not limited (every phone behind nginx comes from nginx).
- **Per worker, with room for phones.** A worker holds at most ``limit``
  connections. When it is full, a new connection closes the oldest one that
  has never been answered (a half-open connection, or one still trickling its
  first request); only if there is none is the new one refused. A phone's
  connection is answered within milliseconds of opening, so a crowd of
  half-open connections from many addresses can only push out each other.

Independently of both, the server closes a connection whose request head
has not arrived within the keep-alive timeout, and a request whose body has
not arrived within ``BODY_SECONDS`` (companion/serving/asgi.py).
"""

import logging
import time
from collections import OrderedDict

log = logging.getLogger("companion.serving")
REPORT_SECONDS = 60  # refused connections are summed up in one log line at most this often


class ConnectionGuard:
    """The connections of one worker process (used from its event loop only)."""

    def __init__(self, shared_counts, slot, *, per_address, limit, unlimited=lambda address: False):
        self.counts, self.slot = shared_counts, slot
        self.per_address, self.limit, self.unlimited = per_address, limit, unlimited
        self.open = {}
        self.unanswered = OrderedDict()  # peer -> transport, oldest first
        self.refused, self.evicted, self.reported = 0, 0, time.monotonic()

    def admit(self, peer, transport):
        """True if the connection from ``peer`` may stay (then ``release`` it when it ends); else closed."""
        address = peer[0]
        if (self.per_address and self.counts.total(address) >= self.per_address
                and not self.unlimited(address)):
            return self._refuse(transport)
        if len(self.open) >= self.limit and not self._evict_oldest_unanswered():
            return self._refuse(transport)
        self.counts.add(self.slot, address, 1)
        self.open[peer] = transport
        self.unanswered[peer] = transport
        return True

    def answered(self, peer):
        """A response was sent on ``peer``'s connection: it is a real client's, never pushed out."""
        self.unanswered.pop(peer, None)

    def release(self, peer):
        """``peer``'s connection ended."""
        if self.open.pop(peer, None) is not None:
            self.unanswered.pop(peer, None)
            self.counts.add(self.slot, peer[0], -1)

    def _evict_oldest_unanswered(self):
        if not self.unanswered:
            return False
        peer, transport = self.unanswered.popitem(last=False)
        self.release(peer)
        transport.abort()
        self.evicted += 1
        self._report()
        return True

    def _refuse(self, transport):
        transport.abort()
        self.refused += 1
        self._report()
        return False

    def _report(self):
        """One log line a minute at most, however many connections were refused or pushed out."""
        now = time.monotonic()
        if now - self.reported >= REPORT_SECONDS:
            log.warning("in the last %.0f s: %d connection(s) refused (over %d per address or %d per worker), "
                        "%d unanswered connection(s) closed to make room", now - self.reported, self.refused,
                        self.per_address, self.limit, self.evicted)
            self.refused, self.evicted, self.reported = 0, 0, now
