"""Japanese text as braille reads it: kanji read into kana, words spaced the braille way (分かち書き).

Japanese braille writes sounds, not characters, and puts a blank between the
units of a sentence. The rules followed here are those of 日本点字表記法
(2018, 日本点字委員会); each is named where it is applied:

- Kanji are read into kana by the morphological analyser the rule search
  already uses (MeCab through fugashi, UniDic-lite); the few words it misreads
  in this app's texts are read from ``printables/braille/ja-readings.json``.
- Written as pronounced (第2章 仮名遣い): the particles は and へ as ワ and エ,
  を as ヲ; the ウ that lengthens a vowel (コウカ 効果, ユウ 言う) as the long
  mark ー; the イ of エ-row long vowels (センセイ) and the second vowel of
  オオ, イイ, エエ (オオキイ) stay as written, as does the ウ ending a verb (オモウ);
  a word in katakana is written as it is spelt (ウィンドウ).
- Words (第3章 分かち書き): a blank before each independent word (自立語);
  particles, auxiliaries and suffixes (助詞, 助動詞, 接尾辞) stay attached to the
  word before them, prefixes to the word after them. Auxiliary verbs and
  adjectives after て (〜て よい) are words of their own. In a compound noun
  (切れ続き) two parts of three morae or more — a two-kanji Sino-Japanese word
  counts as such a part — are separated; a shorter part stays attached
  (アメトークン, ドータイ カード). A one-kanji noun and する are one word.
- Numbers (第4章 数字): digits with the number sign, but a number counted the
  native way is written in kana as said (5つ イツツ, 2人 フタリ).
- Signs (第4章): a blank after 、 ？ ！ ： and two after 。; ・ between words is
  a blank; the dash (棒線, ― or ―― in print) stands between blanks; brackets
  attach to what they enclose.

``braille_words`` returns the words as segments (``kana``, ``digits``,
``latin``, ``foreign`` for several Latin words, ``sign``); ``companion.printing.tenji``
turns them into cells.
"""

import json
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from companion.printing import PrintOptionError
from companion.resources import PRINTABLES
from companion.rules.errors import N_

ATTACHED = {"助詞", "助動詞", "接尾辞"}
GAP_AFTER = {"。": 2, "、": 1, "？": 1, "！": 1, "：": 1}
OPENING, CLOSING = "「（", "」）"
ASCII_SIGNS = str.maketrans({"?": "？", "!": "！", ":": "：", "(": "（", ")": "）", "—": "―", "–": "―", "~": "～",
                             "〜": "～", "/": "・"})
SENTENCE_SIGNS = re.compile(r"(?<![0-9])[.,]|[.,](?![0-9])")
SMALL_KANA = set("ァィゥェォャュョヮ")
LATIN = re.compile(r"[A-Za-z]+")
DIGITS = re.compile(r"[0-9]+(?:[.,][0-9]+)*")
DASHES = re.compile("―+")
NATIVE_COUNTS = {"つ": dict(zip("123456789", ("ヒトツ", "フタツ", "ミッツ", "ヨッツ", "イツツ", "ムッツ", "ナナツ", "ヤッツ",
                                             "ココノツ"))),
                 "人": {"1": "ヒトリ", "2": "フタリ"}}


@dataclass(frozen=True)
class Morph:
    """One word of the analyser: its text, parts of speech, reading (kana) and pronunciation (pron)."""

    surface: str
    pos1: str
    pos2: str = "*"
    kana: str = ""
    pron: str = ""
    goshu: str = ""
    cform: str = "*"
    lemma: str = ""
    spaced: bool = False


@dataclass
class Word:
    """One braille word: its segments ``(kind, text)`` and how many blank cells follow it."""

    segments: list = field(default_factory=list)
    gap: int = 1


@lru_cache(maxsize=1)
def readings():
    """Words the analyser reads wrong in this app's texts → their reading (katakana)."""
    raw = json.loads((PRINTABLES / "braille" / "ja-readings.json").read_text(encoding="utf-8"))
    return {word: reading for word, reading in raw.items() if not word.startswith("_")}


def katakana(text):
    """``text`` with its hiragana as katakana."""
    return "".join(chr(ord(c) + 0x60) if "ぁ" <= c <= "ゖ" else c for c in text)


def is_kana(text):
    """Whether ``text`` is all kana (and the long mark)."""
    return bool(text) and all("ぁ" <= c <= "ゖ" or "ァ" <= c <= "ヺ" or c == "ー" for c in text)


def _kanji(text):
    return bool(text) and all("\u4e00" <= c <= "\u9fff" or c == "々" for c in text)


def morae(reading):
    """The number of morae (beats) of a kana reading: small ャュョァィゥェォ join the kana before them."""
    return sum(1 for c in reading if c not in SMALL_KANA)


def _morphs(text):
    """The analyser's words of ``text``, with the words of ``readings()`` read from there."""
    from companion.rulebook.tokens import japanese_tagger

    known = readings()
    pattern = re.compile("|".join(map(re.escape, sorted(known, key=len, reverse=True)))) if known else None
    pieces, start = [], 0
    for match in (pattern.finditer(text) if pattern else ()):
        pieces.append(text[start:match.start()])
        pieces.append(match.group())
        start = match.end()
    pieces.append(text[start:])
    found = []
    for index, piece in enumerate(pieces):
        if piece in known:
            after_blank = bool(found) and pieces[index - 1][-1:].isspace()  # the analyser drops a trailing blank
            found.append(Morph(piece, "名詞", "普通名詞", known[piece], known[piece], "和", spaced=after_blank))
            continue
        spaced_piece = bool(found) and piece[:1].isspace()
        for position, node in enumerate(japanese_tagger()(piece)):
            feature = node.feature
            found.append(Morph(node.surface, feature.pos1, feature.pos2 or "*", feature.kana or "", feature.pron or "",
                               feature.goshu or "", feature.cForm or "*", feature.lemma or "",
                               bool(node.white_space) or (position == 0 and spaced_piece)))
    return _native_counts(found)


def _native_counts(morphs):
    """``morphs`` with a number counted the native way (5つ, 2人) as one word in kana (イツツ, フタリ): braille
    writes ひとつ, ふたつ … and ひとり, ふたり as said, not with the number sign (第4章 数字)."""
    out = []
    for morph in morphs:
        number = out[-1] if out else None
        counted = number is not None and number.pos2 == "数詞" and morph.pos1 == "接尾辞" and not morph.spaced
        word = NATIVE_COUNTS.get(morph.surface, {}).get(number.surface) if counted else None
        if word:
            out[-1] = Morph(number.surface + morph.surface, "名詞", "数詞", word, word, "和", spaced=number.spaced)
        else:
            out.append(morph)
    return out


def reading(morph):
    """How ``morph`` is written in braille, in katakana: as pronounced (は, へ as particles; ウ-lengthening as ー)."""
    if morph.pos1 == "助詞" and morph.surface in ("は", "へ"):
        return morph.pron
    if is_kana(morph.surface) and all(not "ぁ" <= c <= "ゖ" for c in morph.surface):
        return morph.surface  # katakana, loanwords above all, is written as spelt (ウィンドウ, not ウィンドー)
    kana = morph.kana or (katakana(morph.surface) if is_kana(morph.surface) else "")
    if not kana:
        raise PrintOptionError("braille", N_("There is no braille reading for “{word}”."), word=morph.surface)
    if len(morph.pron) == len(kana):
        return "".join("ー" if said == "ー" and written == "ウ" else written for written, said in zip(kana, morph.pron))
    return kana


def _long_part(morph):
    """A part of a compound that stands as a word of its own: three morae or more, or two-kanji Sino-Japanese."""
    if morph.pos2 == "数詞":
        return False
    return morae(reading(morph)) >= 3 or (morph.goshu == "漢" and len(morph.surface) == 2 and _kanji(morph.surface))


def joins(before, morph):
    """Whether ``morph`` is written on to the word that ends with ``before`` (no blank between them)."""
    if morph.pos1 in ATTACHED or (morph.pos1 == "形状詞" and morph.pos2 == "助動詞語幹"):
        return True
    if before.pos1 == "接頭辞":
        return True
    if before.pos1 == "名詞" and morph.pos1 == "名詞":
        return not (_long_part(before) and _long_part(morph))
    if before.pos1 == "動詞" and morph.pos1 == "動詞" and before.cform.startswith("連用形"):
        return True
    return before.pos1 == "名詞" and morph.lemma == "為る" and len(before.surface) == 1 and _kanji(before.surface)


def _segments(morph):
    """The segments one morph is written as: digits, Latin letters or its kana reading."""
    text = morph.surface
    if DIGITS.fullmatch(text):
        return [("digits", text)]
    if LATIN.fullmatch(text):
        return [("latin", text)]
    return [("kana", reading(morph))]


def _add(word, segments):
    """Append ``segments`` to ``word``, kana joined to the kana before them (キ + ャ is キャ)."""
    for kind, text in segments:
        if kind == "kana" and word.segments and word.segments[-1][0] == "kana":
            word.segments[-1] = ("kana", word.segments[-1][1] + text)
        else:
            word.segments.append((kind, text))


def braille_words(text):
    """``text`` as braille words (see the module's rules), in order."""
    text = unicodedata.normalize("NFKC", str(text)).translate(ASCII_SIGNS)
    text = SENTENCE_SIGNS.sub(lambda match: {".": "。", ",": "、"}[match.group()], text)
    text = DASHES.sub("―", text)  # ―― in print is one dash (棒線) in braille
    words, current, before, glued = [], Word(), None, False

    def close(gap=1):
        nonlocal current, before
        if current.segments:
            current.gap = gap
            words.append(current)
        elif words and gap > words[-1].gap:
            words[-1].gap = gap
        current, before = Word(), None

    for morph in _morphs(text):
        surface = morph.surface
        if morph.pos1 == "空白" or not surface.strip():
            close()
            continue
        if morph.spaced:
            close()
        if is_kana(surface) and morph.pos1 == "補助記号":  # a small kana or long mark the analyser left alone
            _add(current, [("kana", katakana(surface))])
            continue
        if morph.pos1 == "補助記号" or surface in GAP_AFTER or surface in "「」（）・―～…":
            if surface == "・":
                close()
            elif surface == "―":
                close()
                words.append(Word([("sign", "―")]))
            elif surface in OPENING:
                if surface == "「":
                    close()
                current.segments.append(("sign", surface))
                glued = True
            elif surface == "～":
                current.segments.append(("sign", surface))
                glued = True
            elif surface in CLOSING or surface in GAP_AFTER or surface == "…":
                current.segments.append(("sign", surface))
                if surface in GAP_AFTER:
                    close(GAP_AFTER[surface])
            elif surface == ",":
                current.segments.append(("sign", "、"))
                close(1)
            else:
                raise PrintOptionError("braille", N_("There is no braille for the sign “{sign}”."), sign=surface)
            continue
        if before is not None and not glued and not joins(before, morph):
            close()
        _add(current, _segments(morph))
        before, glued = morph, False
    close()
    return _merge_foreign(words)


def _merge_foreign(words):
    """Several Latin words in a row become one ``foreign`` segment (the foreign-language quotation, 外国語引用符)."""
    merged = []
    for word in words:
        previous = merged[-1] if merged else None
        if (previous is not None and word.segments and all(kind == "latin" for kind, _ in word.segments)
                and previous.segments and previous.segments[-1][0] in ("latin", "foreign")
                and all(kind in ("latin", "foreign") for kind, _ in previous.segments)):
            text = " ".join(t for _, t in previous.segments + word.segments)
            previous.segments[:] = [("foreign", text)]
            previous.gap = word.gap
            continue
        merged.append(word)
    return merged
