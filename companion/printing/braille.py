"""Text → braille with liblouis (the translator screen readers use), through ctypes.

liblouis comes from the Debian packages ``liblouis20`` and ``liblouis-data``
(``scripts/system-packages.sh``). Labels are uncontracted (grade 1) in each
language's own table; the result is Unicode braille (U+2800…), whose bits
are the dots, or BRF (North American ASCII braille) for an embosser.
Japanese: liblouis has no six-dot kana table, so Japanese words use its
kantenji table (eight dots) and values use the six-dot number sign and
digits that Japanese braille shares with English.
"""

import ctypes
import ctypes.util
from functools import lru_cache

from companion.rules.errors import N_
from companion.printing import PrintOptionError

TABLES = {"en": "en-ueb-g1.ctb", "fr": "fr-bfu-comp6.utb", "de": "de-g0.utb", "ja": "ja-kantenji.utb"}
CONTRACTED = {"en": "en-ueb-g2.ctb", "fr": "fr-bfu-g2.ctb", "de": "de-g2.ctb", "ja": "ja-kantenji.utb"}
DIGIT_TABLE = {"ja": "en-ueb-g1.ctb"}
BRF_DISPLAY = "en-us-brf.dis"
UNICODE_DISPLAY = "unicode.dis"
BLANK = "\u2800"


@lru_cache(maxsize=1)
def _library():
    name = ctypes.util.find_library("louis") or "liblouis.so.20"
    try:
        library = ctypes.CDLL(name)
    except OSError:
        raise PrintOptionError("braille", N_("Braille needs liblouis: install the Debian packages liblouis20 and "
                                             "liblouis-data.")) from None
    library.lou_charSize.restype = ctypes.c_int
    return library


def _translate(tables, text):
    library = _library()
    char = {2: ctypes.c_uint16, 4: ctypes.c_uint32}[library.lou_charSize()]
    source = [ord(c) for c in text]
    size = max(16, len(source) * 8)
    inbuf, outbuf = (char * max(1, len(source)))(*source), (char * size)()
    inlen, outlen = ctypes.c_int(len(source)), ctypes.c_int(size)
    ok = library.lou_translateString(tables.encode("ascii"), inbuf, ctypes.byref(inlen), outbuf,
                                     ctypes.byref(outlen), None, None, 0)
    if not ok:
        raise PrintOptionError("braille", N_("liblouis could not translate “{text}” with {tables}."),
                               text=text, tables=tables)
    return "".join(chr(outbuf[i]) for i in range(outlen.value))


@lru_cache(maxsize=1024)
def to_braille(text, lang):
    """``text`` in ``lang`` as Unicode braille cells (uncontracted), from liblouis."""
    return _translate(f"{UNICODE_DISPLAY},{TABLES[lang]}", str(text)).replace(" ", BLANK)


@lru_cache(maxsize=256)
def contracted_braille(text, lang):
    """``text`` in ``lang`` as contracted (grade 2) Unicode braille, for titles a braille reader reads."""
    return _translate(f"{UNICODE_DISPLAY},{CONTRACTED[lang]}", str(text)).replace(" ", BLANK)


@lru_cache(maxsize=256)
def number_braille(value, lang):
    """A value (a whole number) as braille: the language's number sign and digits."""
    return _translate(f"{UNICODE_DISPLAY},{DIGIT_TABLE.get(lang, TABLES[lang])}", str(value))


def to_brf(text, lang):
    """``text`` in ``lang`` as BRF (ASCII braille) for an embosser."""
    return _translate(f"{BRF_DISPLAY},{TABLES[lang]}", str(text))


def cell_dots(cell):
    """The raised dots (1–8) of one Unicode braille cell."""
    bits = ord(cell) - 0x2800
    if not 0 <= bits <= 0xFF:
        raise ValueError(f"{cell!r} is not a braille cell")
    return tuple(dot + 1 for dot in range(8) if bits >> dot & 1)
