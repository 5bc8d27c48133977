"""Idle polls answered before Flask: the hot path of a busy room.

Every live screen asks its ``…/state?v=N`` once a second (companion/web/live.py); almost
always the answer is "nothing new" (204). This WSGI wrapper answers exactly that case
with the table's version (``Tables.version``: one indexed query, or none when this
process knew it a moment ago) and the same security headers, without building a
request context, opening the session or running the hooks. Anything else
(a change, an unknown table, another query, an error) goes to Flask as usual.
"""

from werkzeug.wrappers import Response

from companion import security
from companion.web.poll_url import polled_table, version_only


def _idle_headers():
    """The headers of Flask's own 204: security headers, no caching, the same Vary."""
    response = security.add_headers(Response(status=204))
    headers = [(name, value) for name, value in response.headers.items() if name.lower() != "content-type"]
    return headers + [("Cache-Control", "no-store"), ("Vary", "HX-Request, Accept-Language, Cookie"),
                      ("Content-Length", "0")]


class IdlePollShortcut:
    """WSGI middleware: 204 for a poll whose version is still the table's version."""

    def __init__(self, wsgi_app, tables, cache, url_map):
        self.wsgi_app, self.tables, self.cache, self.url_map = wsgi_app, tables, cache, url_map
        self.headers = _idle_headers()

    def __call__(self, environ, start_response):
        """Answer an idle poll directly; hand every other request to the app."""
        if environ.get("REQUEST_METHOD") == "GET":
            seen = version_only(environ.get("QUERY_STRING", ""))
            table_id = polled_table(self.url_map, environ.get("PATH_INFO", ""), self.cache) if seen is not None else None
            if table_id is not None and self._unchanged(table_id, seen):
                start_response("204 No Content", list(self.headers))
                return []
        return self.wsgi_app(environ, start_response)

    def _unchanged(self, table_id, seen):
        """True when the table exists and still has ``seen`` records (errors: let Flask answer)."""
        try:
            return self.tables.version(table_id) == seen
        except Exception:  # noqa: BLE001  (Flask's error pages handle it on the normal path)
            return False


def init_app(app):
    """Wrap the app's WSGI callable."""
    app.wsgi_app = IdlePollShortcut(app.wsgi_app, app.extensions["companion_tables"],
                                    app.extensions["companion_cache"], app.url_map)
