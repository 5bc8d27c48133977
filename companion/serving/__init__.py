"""Serving the app: ``companion serve`` and everything between a phone's connection and a Flask view.

- ``serve``: the command and its options;
- ``workers``: the supervisor (one listening socket, worker processes, each replaced when it dies or retires);
- ``worker``: one worker process (Hypercorn's HTTP/1.1 on an event loop, a thread pool for the app);
- ``asgi``: the ASGI dispatcher in front of the Flask app (bodies read before a thread is used, over-limit
  and too-slow bodies refused, room for async routes such as a stream of updates);
- ``connection_guard``: which connections a worker keeps (per address across workers, room for phones);
- ``shared``: the counters and flags every worker sees (shared memory made by the supervisor);
- ``heavy_work``: the bounded process pool for PDFs and imports;
- ``forwarded``: trusting ``X-Forwarded-*`` from the configured proxies only;
- ``public_url``, ``lan``: the addresses links and printed cards name.
"""
