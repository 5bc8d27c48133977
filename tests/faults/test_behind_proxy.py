"""``companion serve --behind-proxy`` through the real server, as nginx would reach it (issue 27, item 3).

waitress dropped every ``X-Forwarded-*`` header unless told which proxy to
trust, so behind nginx with HTTPS no cookie was ``Secure`` and the join link
named ``http://127.0.0.1:…``; the test client used to check this bypassed the
server. Here the requests go over TCP: from the trusted proxy's address
(127.0.0.1 by default, or ``--trusted-proxy``) the forwarded headers count;
from any other address they are ignored.
"""

import http.client
import re
import urllib.parse

import pytest

from tests.faults.helpers import TOKEN, free_port, start_companion, stop_companion

pytestmark = pytest.mark.slow

FORWARDED = {"X-Forwarded-Proto": "https", "X-Forwarded-Host": "games.example.org",
             "X-Forwarded-For": "203.0.113.9", "X-Forwarded-Port": "443"}


def cookies_of(response):
    """``{name: has Secure}`` for every Set-Cookie of a response."""
    return {value.split("=", 1)[0]: any(part.strip().lower() == "secure" for part in value.split(";")[1:])
            for name, value in response.getheaders() if name.lower() == "set-cookie"}


def start_a_table_as_a_proxy_would(port, source):
    """From ``source``, with the forwarded headers: open the form, create a table, open it.

    Returns ``(cookies seen, their Secure flags; the join link on the table page)``.
    """
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=(source, 0))
    try:
        connection.request("GET", "/tables/new?game=rainbow7-rain&lang=fr", headers=FORWARDED)
        response = connection.getresponse()
        body = response.read().decode()
        cookies = cookies_of(response)
        session = next(value.split(";", 1)[0] for name, value in response.getheaders()
                       if name.lower() == "set-cookie" and value.startswith("session="))
        form = {"csrf_token": TOKEN.search(body).group(1), "game": "rainbow7-rain", "first": "0",
                "name-0": "Ana", "name-1": "Ben"}
        connection.request("POST", "/tables", urllib.parse.urlencode(form), {
            **FORWARDED, "Content-Type": "application/x-www-form-urlencoded", "Cookie": session,
            "Origin": "https://games.example.org"})
        response = connection.getresponse()
        response.read()
        cookies |= cookies_of(response)
        location = response.getheader("Location")
        assert response.status in (303, 403), response.status
        if response.status == 403:
            return cookies, None
        connection.request("GET", urllib.parse.urlsplit(location).path, headers={**FORWARDED, "Cookie": session})
        page = connection.getresponse().read().decode()
        return cookies, _join_link(page)
    finally:
        connection.close()


def _join_link(page):
    found = re.search(r'(https?://[^"<\s]+/t/[A-Za-z0-9_-]{20,})', page)
    return found.group(1) if found else None


def test_behind_the_trusted_proxy_cookies_are_secure_and_links_use_the_forwarded_host(tmp_path):
    port = free_port()
    server = start_companion(tmp_path, port, f"sqlite:///{tmp_path / 'companion.sqlite3'}", "--behind-proxy")
    try:
        cookies, link = start_a_table_as_a_proxy_would(port, "127.0.0.1")
        untrusted_cookies, untrusted_link = start_a_table_as_a_proxy_would(port, "127.0.0.2")
    finally:
        stop_companion(server)
    assert {"session", "lang", "names"} <= set(cookies), cookies
    assert all(cookies.values()), cookies
    assert link is not None and link.startswith("https://games.example.org/t/"), link
    # From an address that is not the proxy's, the same headers are somebody's lie: ignored. Its Origin then
    # names another site than the host it reached, so the new table is refused as cross-site.
    assert not any(untrusted_cookies.values()), untrusted_cookies
    assert untrusted_link is None or "games.example.org" not in untrusted_link


def test_the_trusted_proxy_address_is_configurable(tmp_path):
    port = free_port()
    server = start_companion(tmp_path, port, f"sqlite:///{tmp_path / 'companion.sqlite3'}", "--behind-proxy",
                             "--trusted-proxy", "127.0.0.2")
    try:
        cookies, link = start_a_table_as_a_proxy_would(port, "127.0.0.2")
        local_cookies, _ = start_a_table_as_a_proxy_would(port, "127.0.0.1")
    finally:
        stop_companion(server)
    assert all(cookies.values()) and link.startswith("https://games.example.org/t/"), (cookies, link)
    assert not any(local_cookies.values()), local_cookies
