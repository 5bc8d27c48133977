"""Words for search: normalised, in four languages, with their place in the original text.

Latin-script text is cut into whole words, casefolded, stripped of accents
("égalité" finds "egalite") and lightly stemmed ("snakes" and "snake" meet;
"raining" never meets "rainbow"). Japanese has no spaces: a morphological
analyser (MeCab through fugashi, with the UniDic-lite dictionary) cuts it into
words and gives each word's dictionary form, so "同点" is found in "同点のとき",
"取った" meets "取る", and "ラン" (a run) does not match inside "ランダム".
Full-width and half-width forms are folded (NFKC) first: "７" is "7", "ｶｰﾄﾞ" is "カード".
"""

import unicodedata
from functools import lru_cache

import fugashi

SUFFIXES = ("ing", "ies", "es", "en", "er", "ed", "s", "e", "n", "x")
MIN_STEM = 3
NUMBER_WORDS = {
    word: str(value)
    for words in ("one two three four five six seven eight", "un deux trois quatre cinq six sept huit",
                  "eins zwei drei vier funf sechs sieben acht")
    for value, word in enumerate(words.split(), start=1)
}
NUMBER_WORDS.update({"sevens": "7", "septs": "7", "siebener": "7"})
# Japanese words a question is made of (dictionary forms): they say nothing about which rule is meant.
JA_QUESTION = {"どう", "何", "なに", "なん", "誰", "だれ", "時", "とき", "為る", "する", "成る", "なる", "有る", "ある",
               "居る", "いる", "下さる", "くださる", "良い", "いい", "よい", "事", "こと", "何時", "いつ", "如何", "場合"}
# Parts of speech that are grammar, not content: particles, auxiliaries, symbols, blanks.
JA_GRAMMAR = {"助詞", "助動詞", "補助記号", "記号", "空白"}
STOP_WORDS = {
    "en": set("a an the of to in on is are do does how what when who which can i my it its at for and or "
              "with be if you your me we this that there by from as".split()),
    "fr": set("le la les l un une des de du d à a au aux et ou en est sont que qui quoi comment quand "
              "je j me mon ma se si on il elle ce c qu pour par avec sur dans ne pas y".split()),
    "de": set("der die das den dem des ein eine einen einer eines und oder ist sind wie was wer wann wo "
              "ich mein es zu im in am an auf mit für von bei kann man sich wenn ob".split()),
    "ja": set(),
}


def char_class(char):
    """'cjk' for kana and kanji, 'word' for letters and digits of other scripts, None otherwise."""
    code = ord(char)
    if 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or char in "々〆ー":
        return "cjk"
    if char.isalnum():
        return "word"
    return None


def fold(char):
    """One character as search text: full/half width folded, casefolded, Latin accents removed."""
    text = unicodedata.normalize("NFKC", char).casefold()
    if text and ord(text[0]) < 0x250:
        text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return text


def stem(word):
    """A light, language-blind stem: the longest common suffix dropped, keeping 3 letters."""
    word = NUMBER_WORDS.get(word, word)
    if word.isdigit():
        return word
    if word[:-1].isdigit() and word[-1] == "s":
        return word[:-1]
    for suffix in SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= MIN_STEM:
            return word[: -len(suffix)]
    return word


def runs(text):
    """(class, [(folded character, start, end), ...]) for each run of one class in ``text``.

    A half-width voiced mark ("ﾄﾞ") joins the kana before it, so positions map back to ``text``."""
    found, kind, chars = [], None, []
    for index, char in enumerate(text):
        folded = fold(char)
        if chars and folded and unicodedata.combining(folded[0]):
            last, begin, _ = chars[-1]
            chars[-1] = (unicodedata.normalize("NFC", last + folded), begin, index + 1)
            continue
        current = char_class(folded[:1] or char)
        if current != kind:
            if kind is not None:
                found.append((kind, chars))
            kind, chars = current, []
        chars.append((folded, index, index + 1))
    if kind is not None:
        found.append((kind, chars))
    return found


@lru_cache(maxsize=1)
def japanese_tagger():
    """The Japanese morphological analyser (loaded once; the rule search and Japanese braille share it)."""
    return fugashi.Tagger()


def japanese_words(chars):
    """(dictionary form, start, end) of each content word in a run of folded Japanese characters."""
    text, origin = "", []
    for char, begin, end in chars:
        text += char
        origin += [(begin, end)] * len(char)
    found, position = [], 0
    for word in japanese_tagger()(text):
        start = text.find(word.surface, position)
        if start < 0:
            continue
        position = start + len(word.surface)
        if word.feature.pos1 in JA_GRAMMAR or not word.surface:
            continue
        lemma = (word.feature.lemma or word.surface).split("-")[0] or word.surface
        found.append((lemma, origin[start][0], origin[position - 1][1], word.surface))
    return found


def terms(text, lang="en", keep_stop_words=False):
    """Search terms of ``text`` as (term, start, end): stems of words; Japanese words as "ja:" + dictionary form."""
    stop = set() if keep_stop_words else STOP_WORDS.get(lang, set())
    found = []
    for kind, chars in runs(text):
        if kind == "word":
            word = "".join(char for char, _, _ in chars)
            if word not in stop:
                found.append((stem(word), chars[0][1], chars[-1][2]))
        elif kind == "cjk":
            found.extend(("ja:" + lemma, start, end) for lemma, start, end, _ in japanese_words(chars))
    return found


def query_terms(text, lang="en"):
    """The distinct terms of a query: words without stop words (unless nothing else is left);
    Japanese without the words every question has (どう, なる, とき…)."""
    found = [term for term, _, _ in terms(text, lang) if term[3:] not in JA_QUESTION or not term.startswith("ja:")]
    if not found:
        found = [term for term, _, _ in terms(text, lang, keep_stop_words=True)]
    return list(dict.fromkeys(found))
