"""Behind a reverse proxy: the ``X-Forwarded-*`` headers count only when the proxy itself sent them.

nginx tells the app who the phone is (``X-Forwarded-For``), that it used
HTTPS (``-Proto``), which host and port it opened (``-Host``, ``-Port``) and
under which prefix (``-Prefix``). Anyone else could send the same headers:
so they are read (by Werkzeug's ProxyFix, one proxy deep) only on a
connection from a trusted proxy address (``--trusted-proxy``, by default
this machine: 127.0.0.1 and ::1), and removed from every other request.
A request the trusted proxy forwarded with a host is marked
(``FORWARDED_HOST`` in the environ): its links use that host
(companion/web/public_url.py).
"""

import ipaddress
from functools import lru_cache

from werkzeug.middleware.proxy_fix import ProxyFix

DEFAULT_TRUSTED = ("127.0.0.1", "::1")
FORWARDED_HEADERS = ("HTTP_X_FORWARDED_FOR", "HTTP_X_FORWARDED_PROTO", "HTTP_X_FORWARDED_HOST",
                     "HTTP_X_FORWARDED_PORT", "HTTP_X_FORWARDED_PREFIX", "HTTP_FORWARDED")
FORWARDED_HOST = "companion.forwarded_host"


def trusted_networks(addresses):
    """The networks of ``addresses`` (``10.0.0.5``, ``::1``, ``10.0.0.0/24``); ValueError names a bad one."""
    networks = []
    for address in addresses:
        try:
            networks.append(ipaddress.ip_network(address.strip(), strict=False))
        except ValueError:
            raise ValueError(f"{address!r} is not an IP address or network") from None
    return tuple(networks)


def is_trusted_in(networks):
    """A function telling whether a client address is in ``networks`` (remembered per address)."""
    @lru_cache(maxsize=4096)
    def trusted(address):
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        if ip.version == 6 and ip.ipv4_mapped:
            ip = ip.ipv4_mapped
        return any(ip in network for network in networks)

    return trusted


class TrustedProxies:
    """WSGI middleware: ProxyFix for requests from a trusted proxy; forwarded headers removed from the rest."""

    def __init__(self, wsgi_app, trusted=DEFAULT_TRUSTED):
        self.wsgi_app = wsgi_app
        self.fixed = ProxyFix(wsgi_app, x_for=1, x_proto=1, x_host=1, x_port=1, x_prefix=1)
        self.trusted = is_trusted_in(trusted_networks(trusted))

    def __call__(self, environ, start_response):
        """Apply the forwarded headers of a trusted proxy; drop anyone else's."""
        if self.trusted(environ.get("REMOTE_ADDR", "")):
            if environ.get("HTTP_X_FORWARDED_HOST"):
                environ[FORWARDED_HOST] = True
            return self.fixed(environ, start_response)
        for key in FORWARDED_HEADERS:
            environ.pop(key, None)
        return self.wsgi_app(environ, start_response)
