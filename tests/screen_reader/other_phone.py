"""For the Orca scenarios: another phone at the table, speaking HTTP with its own cookies (no second browser).

The scenarios run under ``../shared/tools/screen-reader/speak.py`` (see
tests/screen_reader/README.md); they start tables and record the other
players' actions through this phone, so Orca hears what a screen-reader user
at the table hears when someone else taps.
"""

import html
import http.cookiejar
import re
import urllib.parse
import urllib.request


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


class OtherPhone:
    """A phone with its own cookie jar: starts tables, records events, undoes."""

    def __init__(self, base):
        self.base = base
        jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), _NoRedirect)

    def _get(self, path):
        with self.opener.open(self.base + path, timeout=20) as response:
            return response.read().decode("utf-8")

    def _post(self, path, fields):
        data = urllib.parse.urlencode(fields).encode()
        request = urllib.request.Request(self.base + path, data=data, headers={"Origin": self.base})
        try:
            with self.opener.open(request, timeout=20) as response:
                return response.status, response.headers.get("Location")
        except urllib.error.HTTPError as error:  # a 303 (not followed) or a refusal
            return error.code, error.headers.get("Location")

    @staticmethod
    def _token(page):
        return html.unescape(re.search(r'name="csrf_token" value="([^"]+)"', page).group(1))

    def start_table(self, game, names, first=0, **options):
        """A new table of ``game``; returns its path (/t/<id>)."""
        token = self._token(self._get(f"/tables/new?game={game}"))
        fields = {"csrf_token": token, "game": game, "first": str(first), **options}
        fields.update({f"name-{seat}": name for seat, name in enumerate(names)})
        status, location = self._post("/tables", fields)
        assert status == 303, status
        return urllib.parse.urlsplit(location).path

    def record(self, table, **fields):
        """Post one action form of the table, seen at the table's current version; returns the status."""
        page = self._get(table)
        seen = re.search(r'data-version="(\d+)"', page).group(1)
        status, _ = self._post(f"{table}/events", {"csrf_token": self._token(page), "seen": seen, **fields})
        assert status == 303, status
        return status

    def undo(self, table):
        page = self._get(table)
        seen = re.search(r'data-version="(\d+)"', page).group(1)
        return self._post(f"{table}/undo", {"csrf_token": self._token(page), "seen": seen})[0]
