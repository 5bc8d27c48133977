"""Counters every worker process reads, made by the supervisor before it forks them.

One client address may hold only a few connections and run only a few
heavy jobs (PDFs, imports) in the whole server, whichever worker its
requests land on, so the counts live in shared memory: one row of counters
per worker slot, each address hashed to one counter of the row. A worker
writes only its own row, so no lock is needed to count a connection; the
total for an address is the sum over the rows. When a worker dies, however
it dies, the supervisor clears its row, so its connections stop counting.

IPv6 addresses count per /64 (``client``): a device can take any address of its network's /64.
Two addresses may share a counter (4,096 per row): they then share a limit,
which only makes that limit a little stricter for both.
"""

import ctypes
import ipaddress
import multiprocessing
import zlib

BUCKETS = 4096


def client(address):
    """Who an address counts as: an IPv6 address as its /64 (a single home, phone or café network is handed a
    /64 and may take any address in it, so one device could otherwise open ``per_address`` connections from
    each of millions of addresses), an IPv4-mapped one as its IPv4 address, anything else as itself."""
    if ":" not in address:
        return address
    try:
        ip = ipaddress.IPv6Address(address.split("%", 1)[0])
    except ValueError:
        return address
    if ip.ipv4_mapped is not None:
        return str(ip.ipv4_mapped)
    if ip.is_loopback:
        return str(ip)
    return str(ipaddress.IPv6Network((ip, 64), strict=False))


def bucket(address):
    """The counter of ``address``'s client (``client``; the same in every process: not Python's per-process
    ``hash``)."""
    return zlib.crc32(client(address).encode("utf-8", "replace")) % BUCKETS


class SharedCounts:
    """Per-address counters in shared memory, one row per worker slot."""

    def __init__(self, slots):
        self.slots = slots
        self.cells = multiprocessing.RawArray(ctypes.c_int32, slots * BUCKETS)

    def add(self, slot, address, delta):
        """Count ``delta`` more (or fewer) for ``address`` in ``slot``'s row; the caller owns that row."""
        self.cells[slot * BUCKETS + bucket(address)] += delta

    def total(self, address):
        """How many ``address`` holds across every row."""
        column = bucket(address)
        return sum(self.cells[row * BUCKETS + column] for row in range(self.slots))

    def clear(self, slot):
        """Forget everything a worker slot counted (its process is gone)."""
        ctypes.memset(ctypes.byref(self.cells, slot * BUCKETS * ctypes.sizeof(ctypes.c_int32)), 0,
                      BUCKETS * ctypes.sizeof(ctypes.c_int32))


class SharedFlag:
    """A flag any process may raise and every process sees (the database found damaged)."""

    def __init__(self):
        self.value = multiprocessing.RawValue(ctypes.c_int32, 0)

    def set(self):
        """Raise the flag."""
        self.value.value = 1

    def is_set(self):
        """Whether any process raised it."""
        return bool(self.value.value)


class Shared:
    """What the supervisor shares with its workers: connection counts, heavy-job counts and their lock,
    and the damaged-database flag."""

    def __init__(self, slots):
        self.slots = slots
        self.connections = SharedCounts(slots)
        self.heavy_jobs = SharedCounts(slots)
        self.heavy_lock = multiprocessing.Lock()
        self.damaged = SharedFlag()

    def clear(self, slot):
        """A worker slot's process is gone: none of its connections or jobs count any more."""
        self.connections.clear(slot)
        with self.heavy_lock:
            self.heavy_jobs.clear(slot)
