"""Words for search: normalised, in four languages, with their place in the original text.

Latin-script text is cut into words, casefolded, stripped of accents
("égalité" finds "egalite") and lightly stemmed ("snakes" and "snake" meet).
Japanese has no spaces: runs of kana and kanji become overlapping character
pairs (bigrams), so "同点" is found inside "同点のとき". Full-width and
half-width forms are folded (NFKC) first: "７" is "7", "ｶｰﾄﾞ" is "カード".
"""

import unicodedata

SUFFIXES = ("ing", "ies", "es", "en", "er", "ed", "s", "e", "n", "x")
MIN_STEM = 3
NUMBER_WORDS = {
    word: str(value)
    for words in ("one two three four five six seven eight", "un deux trois quatre cinq six sept huit",
                  "eins zwei drei vier funf sechs sieben acht")
    for value, word in enumerate(words.split(), start=1)
}
NUMBER_WORDS.update({"sevens": "7", "septs": "7", "siebener": "7"})
JA_QUESTION = ("どう", "なに", "なん", "ですか", "ますか", "のとき", "ときは", "とき", "について", "ください", "には",
               "のは", "ったら", "たら", "れば")
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


def terms(text, lang="en", keep_stop_words=False, kanji_unigrams=True):
    """Search terms of ``text`` as (term, start, end): stems of words, "2:xy" pairs, "1:x" single kanji
    (every kanji when ``kanji_unigrams``, else only a run of one character)."""
    stop = set() if keep_stop_words else STOP_WORDS.get(lang, set())
    found = []
    for kind, chars in runs(text):
        if kind == "word":
            word = "".join(char for char, _, _ in chars)
            if word not in stop:
                found.append((stem(word), chars[0][1], chars[-1][2]))
        elif kind == "cjk" and len(chars) == 1:
            found.append(("1:" + chars[0][0], chars[0][1], chars[0][2]))
        elif kind == "cjk":
            for first, second in zip(chars, chars[1:]):
                found.append(("2:" + first[0] + second[0], first[1], second[2]))
            for char, begin, end in chars if kanji_unigrams else ():
                if 0x3400 <= ord(char[:1] or " ") <= 0x9FFF:
                    found.append(("1:" + char, begin, end))
    return found


def is_hiragana(char):
    """True for a hiragana character (Japanese grammar: particles, endings)."""
    return 0x3040 <= ord(char[:1] or " ") <= 0x309F


def _query_cjk_terms(chars):
    """Terms of a Japanese query run: its kanji/katakana words as pairs (one alone as a single), and
    hiragana stretches only when they are words (3 or more kana, not a question ending)."""
    found, group = [], []
    for char, _, _ in chars + [("", 0, 0)]:
        if group and (not char or is_hiragana(char) != is_hiragana(group[0])):
            word = "".join(group)
            if is_hiragana(word) and (len(group) < 3 or any(end in word for end in JA_QUESTION)):
                pass
            elif len(group) == 1:
                found.append("1:" + word)
            else:
                found.extend("2:" + first + second for first, second in zip(group, group[1:]))
            group = []
        if char:
            group.append(char)
    return found


def query_terms(text, lang="en"):
    """The distinct terms of a query: words without stop words (unless nothing else is left);
    Japanese without its particles and question endings."""
    found = [term for term, _, _ in terms(text, lang, kanji_unigrams=False) if not term.startswith(("1:", "2:"))]
    found += [term for kind, chars in runs(text) if kind == "cjk" for term in _query_cjk_terms(chars)]
    if not found:
        found = [term for term, _, _ in terms(text, lang, keep_stop_words=True, kanji_unigrams=False)]
    return list(dict.fromkeys(found))
