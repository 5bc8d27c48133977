"""Serving the app: ``companion serve`` and everything between a phone's connection and a Flask view.

- ``serve``: the command and its options;
- ``workers``: the supervisor (one listening socket, worker processes, each replaced when it dies or retires);
- ``worker``: one worker process (Hypercorn's HTTP/1.1 on an event loop, a thread pool for the app);
- ``asgi``: the ASGI dispatcher in front of the Flask app (bodies read before a thread is used, over-limit
  and too-slow bodies refused, room for async routes such as a stream of updates);
- ``connection_guard``: which connections a worker keeps (per address across workers, room for phones);
- ``shared``: the counters and flags every worker sees (shared memory made by the supervisor), the heavy
  jobs' per-device counts among them.

The top layer (docs/architecture.md): nothing in the app imports it. What the app and its views need
lives below, in ``companion/web/``: the bounded pool for PDFs and imports (``heavy_work``), trusting
``X-Forwarded-*`` from the configured proxies only (``forwarded``), the addresses links and printed cards
name (``public_url``, ``lan``).
"""
