"""Click parameter types of the ``companion`` command's options: each turns the typed text into a value or
fails with one clear line (``Error: Invalid value for '--base-url': ...``). The sticker options' types come from
their schema (``companion/printing/options.py``), shared with the print form."""

from urllib.parse import urlsplit

import click


class BaseUrlType(click.ParamType):
    """``--base-url``: ``http(s)://host[:port][/path]``, nothing else, without a trailing slash."""

    name = "URL"

    def convert(self, value, param, ctx):
        """``"https://games.example.org/"`` → ``"https://games.example.org"``."""
        parts = urlsplit(value.strip())
        try:
            _ = parts.port  # a port out of range raises ValueError here
        except ValueError:
            parts = None
        if not parts or parts.scheme not in ("http", "https") or not parts.hostname or parts.query or parts.fragment:
            self.fail("give the address the phones open, like https://games.example.org", param, ctx)
        return value.strip().rstrip("/")
