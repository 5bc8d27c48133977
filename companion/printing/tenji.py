"""Japanese six-dot kana braille (点字), the braille Japanese readers read, and its reading back into kana.

The cells of every kana, digit, letter and sign are data:
``printables/braille/ja-kana.json`` (日本点字表記法 2018). The text is first
read and spaced by ``companion.printing.ja_reading``; here each segment
becomes cells:

- kana: the longest kana of the table first (キャ, ティ, ヴァ before キ, テ, ヴ);
- numbers: the number sign ⠼ and the digits a–j; a kana of the ア or ラ row
  right after a number (whose cells are those of the digits) is preceded by
  the connector ⠤ (第1つなぎ符);
- Latin letters: the foreign-letter sign ⠰ (外字符), ⠠ before a capital, ⠠⠠
  before a word in capitals; a kana right after such a word takes the connector
  ⠤; several Latin words together go between the foreign-language quotation
  signs ⠦ … ⠴ (外国語引用符).

``kana_text`` reads cells back (for tests and for checking): kana in katakana,
digits, letters, signs, a space per blank cell.
"""

import json
from functools import lru_cache

from companion.resources import PRINTABLES

BLANK = "\u2800"


@lru_cache(maxsize=1)
def table():
    """The kana braille table: ``kana``, ``signs``, ``digits``, ``letters``, ``punctuation`` (cells per key)."""
    return json.loads((PRINTABLES / "braille" / "ja-kana.json").read_text(encoding="utf-8"))


def _kana_cells(reading):
    kana = table()["kana"]
    cells, index = [], 0
    while index < len(reading):
        pair = reading[index:index + 2]
        if len(pair) == 2 and pair in kana:
            cells.append(kana[pair])
            index += 2
            continue
        char = reading[index]
        char = {"ァ": "ア", "ィ": "イ", "ゥ": "ウ", "ェ": "エ", "ォ": "オ", "ャ": "ヤ", "ュ": "ユ", "ョ": "ヨ", "ヮ": "ワ",
                "ヵ": "カ", "ヶ": "ケ"}.get(char, char)
        if char not in kana:
            raise ValueError(f"no kana braille for {char!r}")
        cells.append(kana[char])
        index += 1
    return "".join(cells)


def _number_cells(digits):
    signs, digit = table()["signs"], table()["digits"]
    marks = {".": signs["decimal_point"], ",": signs["thousands"]}
    return signs["number"] + "".join(digit.get(c) or marks[c] for c in digits)


def _latin_cells(word):
    letters, capital = table()["letters"], table()["signs"]["capital"]
    if len(word) > 1 and word.isupper():
        return capital * 2 + "".join(letters[c.lower()] for c in word)
    return "".join((capital if c.isupper() else "") + letters[c.lower()] for c in word)


def segment_cells(segments):
    """The cells of one braille word's segments, with the connectors the rules put between them."""
    signs = table()["signs"]
    digit_cells = set(table()["digits"].values())
    out, previous = [], None
    for kind, text in segments:
        if kind == "kana":
            cells = _kana_cells(text)
            if previous == "digits" and cells[:1] in digit_cells or previous == "latin":
                out.append(signs["connector"])
        elif kind == "digits":
            cells = _number_cells(text)
        elif kind == "latin":
            cells = signs["foreign"] + _latin_cells(text)
        elif kind == "foreign":
            cells = signs["foreign_quote_open"] + BLANK.join(_latin_cells(w) for w in text.split(" ")) + signs[
                "foreign_quote_close"]
        else:
            cells = table()["punctuation"][text]
        out.append(cells)
        previous = kind
    return "".join(out)


@lru_cache(maxsize=1024)
def kana_braille(text):
    """``text`` (Japanese, kanji and kana) as six-dot kana braille: Unicode cells, blank cells between words."""
    from companion.printing.ja_reading import braille_words

    out = []
    for word in braille_words(text):
        out.append(segment_cells(word.segments) + BLANK * word.gap)
    return "".join(out).rstrip(BLANK)


@lru_cache(maxsize=1)
def _inverse():
    kana = {}
    for key, cells in table()["kana"].items():
        kana.setdefault(cells, key)
    return kana


def kana_text(cells):
    """Six-dot kana braille read back: katakana, digits, Latin letters and signs; a space per blank cell."""
    signs, digits, letters = table()["signs"], table()["digits"], table()["letters"]
    digit_of = {v: k for k, v in digits.items()}
    letter_of = {v: k for k, v in letters.items()}
    kana, punctuation = _inverse(), {v: k for k, v in table()["punctuation"].items() if len(v) == 1}
    out, index, quotes = [], 0, {signs["connector"]: 0, table()["punctuation"]["（"]: 0}
    while index < len(cells):
        cell, following = cells[index], cells[index + 1:index + 2]
        if cell == BLANK:
            out.append(" ")
            index += 1
        elif cell == signs["number"]:
            index += 1
            while index < len(cells) and (cells[index] in digit_of or cells[index] in (signs["decimal_point"], signs["thousands"])
                                          and cells[index + 1:index + 2] in digit_of):
                out.append(digit_of.get(cells[index]) or {signs["decimal_point"]: ".", signs["thousands"]: ","}[cells[index]])
                index += 1
            if cells[index:index + 1] == signs["connector"] and cells[index + 1:index + 2] in digit_of:
                index += 1
        elif cell == signs["foreign"] and following and following != BLANK:
            index = _read_latin(cells, index + 1, out, letter_of)
        elif cell == signs["foreign_quote_open"]:
            end = cells.find(signs["foreign_quote_close"], index + 1)
            end = len(cells) if end < 0 else end
            words = cells[index + 1:end].split(BLANK)
            out.append(" ".join(_latin_word(w, letter_of) for w in words))
            index = end + 1
        elif cells[index:index + 2] in ("⠒⠒", "⠤⠤", "⠐⠂", "⠂⠂"):
            pair = cells[index:index + 2]
            out.append({"⠒⠒": "―", "⠤⠤": "～", "⠐⠂": "：", "⠂⠂": "…"}[pair])
            index += 3 if pair == "⠂⠂" and cells[index + 2:index + 3] == "⠂" else 2
        elif cells[index:index + 2] in kana:
            out.append(kana[cells[index:index + 2]])
            index += 2
        elif cell in (signs["connector"], table()["punctuation"]["（"]):
            opening = quotes[cell] % 2 == 0
            quotes[cell] += 1
            out.append({signs["connector"]: "「」", table()["punctuation"]["（"]: "（）"}[cell][0 if opening else 1])
            index += 1
        elif cell in kana:
            out.append(kana[cell])
            index += 1
        elif cell in punctuation:
            out.append(punctuation[cell])
            index += 1
        else:
            raise ValueError(f"{cell!r} is not a cell of Japanese kana braille here")
    return "".join(out)


def _latin_word(cells, letter_of):
    capital = table()["signs"]["capital"]
    word, upper_word, upper_next = [], cells.startswith(capital * 2), False
    for cell in cells[2:] if upper_word else cells:
        if cell == capital:
            upper_next = True
            continue
        letter = letter_of[cell]
        word.append(letter.upper() if upper_word or upper_next else letter)
        upper_next = False
    return "".join(word)


def _read_latin(cells, index, out, letter_of):
    """Read a foreign-letter word from ``index`` to the next blank or connector; return where reading goes on."""
    end = index
    while end < len(cells) and cells[end] not in (BLANK, table()["signs"]["connector"]) and (
            cells[end] in letter_of or cells[end] == table()["signs"]["capital"]):
        end += 1
    out.append(_latin_word(cells[index:end], letter_of))
    if cells[end:end + 1] == table()["signs"]["connector"]:
        end += 1
    return end
