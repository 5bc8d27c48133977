"""Click parameter types of the ``companion`` command's options: each turns the typed text into a value or
fails with one clear line (``Error: Invalid value for '--card': ...``)."""

from urllib.parse import urlsplit

import click


class CountType(click.ParamType):
    """``--count NAME=N``: a deck count as ``(name, number)``."""

    name = "NAME=N"

    def convert(self, value, param, ctx):
        """``"highest=5"`` → ``("highest", 5)``."""
        if isinstance(value, tuple):
            return value
        name, _, number = value.partition("=")
        try:
            if name.strip():
                return name.strip(), int(number)
        except ValueError:
            pass
        self.fail(f"expects NAME=NUMBER, like highest=5, got {value!r}.", param, ctx)


class CardSizeType(click.ParamType):
    """``--card WxH``: a card size in millimetres as ``(width, height)``; empty text is no size."""

    name = "WxH"

    def convert(self, value, param, ctx):
        """``"63x88"`` (or ``63×88``, ``63X88``) → ``(63.0, 88.0)``."""
        if isinstance(value, tuple):
            return value
        if not value.strip():
            return ()
        width, separator, height = value.lower().replace("×", "x").partition("x")
        try:
            if separator:
                return float(width), float(height)
        except ValueError:
            pass
        self.fail(f"expects WIDTHxHEIGHT in mm, like 63x88, got {value!r}.", param, ctx)


class NameListType(click.ParamType):
    """``--only A,B``: names separated by commas, as a tuple (blanks dropped)."""

    name = "NAME[,NAME...]"

    def convert(self, value, param, ctx):
        """``"red-1, red-2"`` → ``("red-1", "red-2")``."""
        if isinstance(value, tuple):
            return value
        return tuple(name.strip() for name in value.split(",") if name.strip())


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
