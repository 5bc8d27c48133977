"""Text → braille for each language: liblouis (the translator screen readers use, through ctypes) for English,
French and German; the project's kana braille (``companion.printing.tenji``) for Japanese.

liblouis comes from the Debian packages ``liblouis20`` and ``liblouis-data``
(``scripts/system-packages.sh``). The result is Unicode braille (U+2800…),
whose bits are the dots; ``brf`` turns six-dot cells into BRF (North
American ASCII braille) for an embosser.

A *braille code* names what a text is written in: the language (``en``,
``fr``, ``de``, ``ja``), or ``ja-kantenji`` for liblouis's eight-dot kantenji,
which only an explicit option chooses (Japanese readers read six-dot kana
braille; kantenji is a rare supplement for kanji).

Label parts (``label_part``) are written so that a reader of contracted
braille reads them as meant: a code letter standing alone takes the letter
sign of the language's contracted braille (English UEB's grade-1 indicator
⠰, French ⠰, German ⠠), which liblouis's contracted tables put before a
letter that would otherwise read as a word (UEB ⠗ "rather", French ⠗ "rien",
German ⠗ "der"); the function words (DROP, REVERSE…), English in every
edition, are contracted UEB in English and written out in French and German
braille, as foreign words are. Titles and the braille key are contracted
(``contracted_braille``): UEB grade 2, French abrégé, German Basisschrift
(see ``CONTRACTED``), Japanese kana braille.
"""

import ctypes
import ctypes.util
import re
from functools import lru_cache

from companion.rules.errors import N_
from companion.printing import PrintOptionError

UNCONTRACTED = {"en": "en-ueb-g1.ctb", "fr": "fr-bfu-comp6.utb", "de": "de-g0.utb", "ja-kantenji": "ja-kantenji.utb"}
# What a reader reads: English UEB grade 2, French abrégé; German Basisschrift (de-g1), because liblouis's
# Kurzschrift table (de-g2) cannot read its own braille back ("Spielende" comes back as ",§ ende"), while every
# German reader reads Basisschrift and liblouis reads it back exactly.
CONTRACTED = {"en": "en-ueb-g2.ctb", "fr": "fr-bfu-g2.ctb", "de": "de-g1.ctb", "ja-kantenji": "ja-kantenji.utb"}
# A code letter standing alone: the contracted tables put the letter sign before a letter that would read as a word.
LETTERS = {"en": "en-ueb-g2.ctb", "fr": "fr-bfu-g2.ctb", "de": "de-g2.ctb", "ja-kantenji": "ja-kantenji.utb"}
DIGITS = {"ja-kantenji": "en-ueb-g1.ctb"}  # kantenji's numbers are the six-dot number sign and digits
SYSTEMS = ("kana", "kantenji")
UNICODE_DISPLAY = "unicode.dis"
BLANK = "\u2800"
HYPHEN = "\u2824"  # dots 3-6: the hyphen of UEB, French and German braille; Japanese braille breaks words without one
NO_HYPHEN = ("ja", "ja-kantenji")
# Cells that change the cell after them (number, capital, letter and contraction signs; Japanese voiced,
# yōon and special-sound signs): a line never ends on one of them.
PREFIXES = frozenset("⠠⠼⠰⠈⠘⠸⠐⠨⠢⠲⠦")
BRF_CELLS = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="  # NABCC, dots 1-6 as bits 0-5


def braille_code(lang, system="kana"):
    """The braille code for a text in ``lang``: the language, or ``ja-kantenji`` when kantenji is asked for."""
    return "ja-kantenji" if lang == "ja" and system == "kantenji" else lang


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


def _call(function, tables, text):
    library = _library()
    char = {2: ctypes.c_uint16, 4: ctypes.c_uint32}[library.lou_charSize()]
    source = [ord(c) for c in text]
    size = max(16, len(source) * 8)
    inbuf, outbuf = (char * max(1, len(source)))(*source), (char * size)()
    inlen, outlen = ctypes.c_int(len(source)), ctypes.c_int(size)
    ok = getattr(library, function)(tables.encode("ascii"), inbuf, ctypes.byref(inlen), outbuf, ctypes.byref(outlen),
                                    None, None, 0)
    if not ok:
        raise PrintOptionError("braille", N_("liblouis could not translate “{text}” with {tables}."),
                               text=text, tables=tables)
    return "".join(chr(outbuf[i]) for i in range(outlen.value))


def louis(text, table):
    """``text`` in Unicode braille cells through the liblouis ``table`` (spaces as blank cells)."""
    return _call("lou_translateString", f"{UNICODE_DISPLAY},{table}", str(text)).replace(" ", BLANK)


def back_translate(cells, table):
    """Unicode braille ``cells`` read back into text by the liblouis ``table``."""
    return _call("lou_backTranslateString", f"{UNICODE_DISPLAY},{table}", str(cells).replace(BLANK, " "))


def _kana(text):
    from companion.printing.tenji import kana_braille

    return kana_braille(text)


@lru_cache(maxsize=1024)
def to_braille(text, code):
    """``text`` as uncontracted braille in ``code`` (kana braille for Japanese)."""
    return _kana(text) if code == "ja" else louis(text, UNCONTRACTED[code])


@lru_cache(maxsize=1)
def _foreign_terms():
    from companion.printing.languages import terms

    return terms()


def _foreign_pattern(lang):
    words = [word for other, listed_words in _foreign_terms().items() if other != lang for word in listed_words]
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, words))})\b") if words else None


@lru_cache(maxsize=512)
def contracted_braille(text, code):
    """``text`` as the braille a reader reads in ``code`` (UEB grade 2, French abrégé, German Basisschrift; kana
    braille for Japanese): the game's words in another language written out uncontracted."""
    text = str(text)
    if code == "ja":
        return _kana(text)
    pattern = _foreign_pattern(code) if code in ("fr", "de") else None
    if pattern is None:
        return louis(text, CONTRACTED[code])
    cells, start = [], 0
    for match in pattern.finditer(text):
        if match.start() > start:
            cells.append(louis(text[start:match.start()], CONTRACTED[code]))
        cells.append(louis(match.group(), UNCONTRACTED[code]))
        start = match.end()
    if start < len(text):
        cells.append(louis(text[start:], CONTRACTED[code]))
    return "".join(cells)


@lru_cache(maxsize=256)
def number_braille(value, code):
    """A value (a whole number) as braille: the number sign and digits of ``code``."""
    if code == "ja":
        return _kana(str(value))
    return louis(str(value), DIGITS.get(code, UNCONTRACTED[code]))


@lru_cache(maxsize=256)
def label_part(kind, text, code):
    """One part of a card's braille label: ``letters`` (a colour or direction code, with the letter sign a
    lone letter needs), ``number``, ``word`` (a function name, an English word in every edition, so
    uncontracted but in English braille), or ``text`` (a word of the label's language, as its readers read it)."""
    if kind == "number":
        return number_braille(text, code)
    if code == "ja":
        return _kana(text)
    if kind == "letters":
        return louis(text, LETTERS[code])
    return louis(text, CONTRACTED[code] if code == "en" or kind == "text" else UNCONTRACTED[code])


def hyphen(code):
    """The cell that ends the first part of a word broken across lines in ``code`` ("" for Japanese)."""
    return "" if code in NO_HYPHEN else HYPHEN


def six_dot(cells):
    """Whether every cell of ``cells`` is a six-dot cell (no dot 7 or 8)."""
    return all(ord(cell) - 0x2800 < 0x40 for cell in cells)


def brf(cells):
    """Six-dot Unicode braille as BRF (North American ASCII braille); ValueError on an eight-dot cell."""
    out = []
    for cell in cells:
        bits = ord(cell) - 0x2800
        if not 0 <= bits < 0x40:
            raise ValueError(f"{cell!r} is not a six-dot braille cell")
        out.append(BRF_CELLS[bits])
    return "".join(out)


def from_brf(text):
    """BRF (ASCII braille) as Unicode braille cells."""
    return "".join(chr(0x2800 + BRF_CELLS.index(char.upper())) for char in text)


def cell_dots(cell):
    """The raised dots (1–8) of one Unicode braille cell."""
    bits = ord(cell) - 0x2800
    if not 0 <= bits <= 0xFF:
        raise ValueError(f"{cell!r} is not a braille cell")
    return tuple(dot + 1 for dot in range(8) if bits >> dot & 1)


def checked_six_dot(options):
    """PrintOptionError when the labels of ``options`` are in eight-dot kantenji, which BRF cannot carry."""
    if options.braille_code == "ja-kantenji":
        raise PrintOptionError("braille_system", N_("An embosser file is six-dot braille and kantenji has eight dots: "
                                                    "choose kana braille for the BRF."))
