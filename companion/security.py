"""Cross-site request protection and security headers.

Every POST must not come from another site (``Sec-Fetch-Site``/``Origin``)
and must carry a CSRF token, in a hidden ``csrf_token`` field (so a form
works without JavaScript) or the ``X-CSRF-Token`` header htmx sends:

- the session's token, on every page;
- on a table's own routes (``/t/<table_id>/...``), also the table's token, a
  keyed hash of the table id. The table's forms carry it, so the fragments
  htmx swaps in carry it too, the same for every phone of the table (one
  cached fragment serves them all), and a swapped form the browser sends
  before htmx wired it is still accepted. It guards no more than the link
  does: whoever can read a table's page already has its link, and with it
  every right at that table.

Every response gets a strict Content-Security-Policy: no inline script,
nothing from other hosts.
"""

import base64
import hmac
import secrets
from urllib.parse import urlsplit

from flask import abort, current_app, request, session
from markupsafe import Markup, escape

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; "
       "base-uri 'none'; object-src 'none'")


def csrf_token():
    """This browser session's token, created on first use."""
    if "csrf" not in session:
        session["csrf"] = secrets.token_urlsafe(32)
    return session["csrf"]


def table_token(table_id):
    """The token of one table's forms: the same for every phone and every worker sharing the secret key."""
    key = current_app.secret_key
    key = key.encode() if isinstance(key, str) else key
    digest = hmac.new(key, b"table-forms:" + table_id.encode(), "sha256").digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def _table_id():
    """The table id of the route being answered, or None."""
    table_id = (request.view_args or {}).get("table_id")
    return table_id if isinstance(table_id, str) else None


def csrf_field():
    """The hidden form field carrying the token: the table's token on a table's pages, else the session's."""
    table_id = _table_id()
    token = table_token(table_id) if table_id else csrf_token()
    return Markup(f'<input type="hidden" name="csrf_token" value="{escape(token)}">')


def check_request():
    """Refuse (403) a state-changing request that is cross-site or lacks a token it may use.

    The Origin's host must be the host the request came to; its scheme is not
    compared, so HTTPS ended at a reverse proxy in front of plain-HTTP workers works.
    """
    if request.method in ("GET", "HEAD", "OPTIONS"):
        return
    if request.headers.get("Sec-Fetch-Site") == "cross-site":
        abort(403)
    origin = request.headers.get("Origin")
    if origin and origin != "null" and urlsplit(origin).netloc != request.host:
        abort(403)
    sent = [request.form.get("csrf_token", ""), request.headers.get("X-CSRF-Token", "")]
    accepted = [session.get("csrf", "")]
    if _table_id():
        accepted.append(table_token(_table_id()))
    if not any(token and good and hmac.compare_digest(token.encode(), good.encode())
               for token in sent for good in accepted):
        abort(403)


def add_headers(response):
    """Security headers on every response."""
    response.headers.setdefault("Content-Security-Policy", CSP)
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "same-origin")
    response.headers.setdefault("X-Frame-Options", "DENY")
    response.headers.setdefault("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
    return response


class SecureCookiesOverHttps:
    """WSGI middleware: every cookie of an HTTPS request is ``Secure`` (session, language, names, seat).

    Requests are HTTPS here only behind a TLS proxy that the app trusts
    (``--behind-proxy``: Werkzeug's ProxyFix sets the scheme from X-Forwarded-Proto).
    """

    def __init__(self, wsgi_app):
        self.wsgi_app = wsgi_app

    def __call__(self, environ, start_response):
        """Add ``Secure`` to each Set-Cookie of an HTTPS answer."""
        if environ.get("wsgi.url_scheme") != "https":
            return self.wsgi_app(environ, start_response)

        def secure_start_response(status, headers, exc_info=None):
            headers = [(name, value + "; Secure" if name.lower() == "set-cookie" and not _is_secure(value)
                        else value) for name, value in headers]
            return start_response(status, headers, exc_info)

        return self.wsgi_app(environ, secure_start_response)


def _is_secure(cookie):
    """True when a Set-Cookie value already has the Secure attribute."""
    return any(part.strip().lower() == "secure" for part in cookie.split(";")[1:])


def init_app(app):
    """Install the CSRF check and the headers."""
    app.before_request(check_request)
    app.after_request(add_headers)
    app.jinja_env.globals.update(csrf_field=csrf_field, csrf_token=csrf_token)
