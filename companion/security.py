"""Cross-site request protection and security headers.

Every POST must carry the session's CSRF token (a hidden ``csrf_token``
field without JavaScript; the ``X-CSRF-Token`` header htmx sends) and must not come from another site
(``Sec-Fetch-Site``/``Origin``). Every response gets a strict
Content-Security-Policy: no inline script, nothing from other hosts.
"""

import hmac
import secrets
from urllib.parse import urlsplit

from flask import abort, request, session
from markupsafe import Markup, escape

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; "
       "base-uri 'none'; object-src 'none'")


def csrf_token():
    """This browser session's token, created on first use."""
    if "csrf" not in session:
        session["csrf"] = secrets.token_urlsafe(32)
    return session["csrf"]


def csrf_field():
    """The hidden form field carrying the token.

    Fragments that htmx swaps into a page leave it out: htmx sends the token
    of the page (``hx-headers`` on ``<body>``) with every request, so one
    fragment serves every phone of a table.
    """
    if request.headers.get("HX-Request") == "true":
        return Markup("")
    return Markup(f'<input type="hidden" name="csrf_token" value="{escape(csrf_token())}">')


def check_request():
    """Refuse (403) a state-changing request that is cross-site or lacks the token.

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
    sent = request.form.get("csrf_token", "") or request.headers.get("X-CSRF-Token", "")
    expected = session.get("csrf", "")
    if not expected or not hmac.compare_digest(sent.encode(), expected.encode()):
        abort(403)


def add_headers(response):
    """Security headers on every response."""
    response.headers.setdefault("Content-Security-Policy", CSP)
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "same-origin")
    response.headers.setdefault("X-Frame-Options", "DENY")
    response.headers.setdefault("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
    return response


def init_app(app):
    """Install the CSRF check and the headers."""
    app.before_request(check_request)
    app.after_request(add_headers)
    app.jinja_env.globals.update(csrf_field=csrf_field, csrf_token=csrf_token)
