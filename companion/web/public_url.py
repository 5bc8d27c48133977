"""Links other phones open and cards print: from the configured base URL or a host this server knows as its own.

The ``Host`` header is whatever the client sent: a link built from it
(``url_for(..., _external=True)``) could point the other phones, or a printed
QR code, at any site. ``PUBLIC_BASE_URL`` (``COMPANION_BASE_URL``,
``companion serve --base-url``) fixes the links; without it a request's own
host is used only when it is one of ``PUBLIC_HOSTS`` (loopback and the
addresses ``companion serve`` prints) on the server's port, or when a trusted
reverse proxy forwarded it (``X-Forwarded-Host``, companion/web/forwarded.py),
and otherwise the first of them.
"""

from urllib.parse import urlsplit

from flask import current_app, request, url_for

from companion.web.forwarded import FORWARDED_HOST

LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "::1")


def public_base():
    """The scheme, host and port the links of this answer start with (no trailing slash)."""
    configured = current_app.config.get("PUBLIC_BASE_URL")
    if configured:
        return configured.rstrip("/")
    if request.environ.get(FORWARDED_HOST):  # the host the phone opened, as the trusted proxy says
        return request.host_url.rstrip("/")
    hosts = current_app.config.get("PUBLIC_HOSTS") or LOOPBACK_HOSTS
    port = request.environ.get("SERVER_PORT", "")
    try:
        asked = urlsplit("//" + request.host)
        name, asked_port = asked.hostname, asked.port
    except ValueError:  # a port that is not a number
        name, asked_port = None, None
    if name in hosts and asked_port in (None, int(port) if port.isdigit() else None):
        return request.host_url.rstrip("/")
    default_port = {"http": "80", "https": "443"}.get(request.scheme)
    host = f"[{hosts[0]}]" if ":" in hosts[0] else hosts[0]
    return f"{request.scheme}://{host}" + ("" if port in ("", default_port) else f":{port}")


def public_url(endpoint, **values):
    """The absolute address of ``endpoint`` for another phone or a printed card."""
    return public_base() + url_for(endpoint, **values)


def init_app(app):
    """Make ``public_url`` a template global."""
    app.jinja_env.globals.update(public_url=public_url)
