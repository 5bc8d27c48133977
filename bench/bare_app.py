"""The baseline: a bare Flask app that answers the table routes with a fixed fragment.

``python bench/bare_app.py --port P --threads N [--fragment FILE]`` serves it
exactly as ``companion serve`` serves the companion (the same supervised
Hypercorn workers, threads and connection limit), so the difference between
the two runs is what the companion does per request (database, replay,
templates, headers), not the HTTP stack.
"""

import argparse
import re
from pathlib import Path

from flask import Flask, make_response, request
from companion.serving.worker import ServeOptions
from companion.serving.workers import serve_in_workers

FIXED_VERSION = "1"
VERSION = re.compile(r'data-version="(\d+)"')
DEFAULT_FRAGMENT = ('<section id="table-state"><h2>The table now</h2>'
                    '<span id="table-version" data-version="1" hidden></span></section>')


def create_bare_app(fragment):
    """A Flask app with the companion's table URLs, each returning ``fragment`` or 204."""
    app = Flask("bare")
    fragment = VERSION.sub(f'data-version="{FIXED_VERSION}"', fragment)

    @app.get("/t/<table_id>/state")
    def state(table_id):
        """204 while ``v`` is the fixed version, else the fragment: an idle poll at its cheapest."""
        if request.args.get("v") == FIXED_VERSION:
            response = make_response("", 204)
            response.headers["Cache-Control"] = "no-store"
            return response
        return fragment

    @app.post("/t/<table_id>/events")
    def events(table_id):
        """Read the form as the companion does, then answer with the fixed fragment."""
        request.form.get("seen")
        return fragment

    return app


def main():
    """Serve the bare app on loopback."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--connection-limit", type=int, default=5000)
    parser.add_argument("--fragment", type=Path, help="file holding the fragment to answer with")
    args = parser.parse_args()
    fragment = args.fragment.read_text(encoding="utf-8") if args.fragment else DEFAULT_FRAGMENT
    serve_in_workers(lambda: create_bare_app(fragment), "127.0.0.1", args.port, args.workers,
                     ServeOptions(threads=args.threads, connections=args.connection_limit, per_address=0))


if __name__ == "__main__":
    main()
