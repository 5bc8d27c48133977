"""What a native reader would catch in any text the app shows: the checks of tests/test_text_quality.py.

Each check takes one text (a catalogue entry, a sentence, a page's text node) in one language and
returns the problems it finds, as short descriptions. They stay simple on purpose: a pattern a
careful translator would never write, never a judgement of style.
"""

import html
import re
from functools import lru_cache

JAPANESE = r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e）」』]"
ASCII_PUNCTUATION_AFTER_JAPANESE = re.compile(JAPANESE + r"[;:]")
DOUBLED_WORD = re.compile(r"(?<![\w{])([^\W\d_]{2,})\s+\1(?![\w}])", re.IGNORECASE)
FINE_TWICE = {("Sie", "sie"), ("die", "die"), ("der", "der"), ("das", "das")}  # German: "Wählen Sie sie aus",
# "die Person, die die Runde beginnt": a pronoun and an article
LOWERCASE_START = re.compile(r"(?:^|[.!?]\s+)([a-zàâçéèêëîïôûùüÿœäöß])")
LOWERCASE_AFTER_FULL_STOP = re.compile(r"[.!?]\s+([a-zàâçéèêëîïôûùüÿœäöß])")
ABBREVIATIONS = re.compile(r"\b(?:e\.g|i\.e|etc|z\.B|vgl|ca|Nr|p|S|mm|pt|cf|env)\.\s+[a-zäöüß]", re.IGNORECASE)

# A number and a plural noun that disagree: what a message without ngettext says ("1 cards", "0 cartes").
WRONG_COUNTS = {
    "en": re.compile(r"(?<![\d.,-])1 (?:cards|tokens|rain tokens|players|rounds|points|events|snakes|turns)\b"
                     r"|(?<![\d.,-])(?:0|[2-9]|\d\d+) (?:card|token|rain token|player|point)\b(?![-\w])"),
    "fr": re.compile(r"(?<![\d.,])[01] (?:cartes|jetons|joueurs|manches|points|serpents|tours)\b"
                     r"|(?<![\d.,\u202f])(?:[2-9]|\d\d+) (?:carte|jeton|joueur|point|serpent)\b(?![-\w])"),
    "de": re.compile(r"(?<![\d.,])1 (?:Karten|Regenmarken|Runden|Punkte|Schlangen|Züge)\b"
                     r"|(?<![\d.,])(?:0|[2-9]|\d\d+) (?:Karte|Regenmarke|Runde|Schlange)\b(?![-\w])"),
    # a count of cards or tokens with no counter word after it: 「最長のヘビ3」, 「カード5」
    "ja": re.compile(r"(?:ヘビ|カード|トークン|札)[0-9０-９]+(?![0-9０-９枚個人点番回つ匹])"),
}


def japanese_punctuation(text, lang):
    """ASCII ``;`` anywhere, or ``:`` right after Japanese text (Japanese writes 、 ： or 。)."""
    if lang != "ja":
        return []
    found = [f"ASCII punctuation after Japanese: …{match.group(0)}…" for match in ASCII_PUNCTUATION_AFTER_JAPANESE.finditer(text)]
    found += [f"ASCII semicolon in Japanese: {text[:60]!r}"] if ";" in text else []
    return found + [f"space after {mark!r} in Japanese: {text[:60]!r}" for mark in ("。", "：") if mark + " " in text]


def doubled_words(text, lang):
    """The same word twice in a row ("cartes cartes")."""
    return [f"doubled word: {match.group(0)!r}" for match in DOUBLED_WORD.finditer(text)
            if tuple(match.group(0).split()) not in FINE_TWICE]


def lowercase_starts(text, lang):
    """A sentence that starts with a small letter: a whole text that ends like a sentence, or one after . ! ?
    (a label such as "red" or "plays now" is not a sentence; "iPhone" and a link are not small letters)."""
    if lang == "ja" or re.match(r"[a-z]+[A-Z]|https?://", text):
        return []
    if not text.rstrip("”»\"')\u200b").endswith((".", "!", "?")):
        return lowercase_after_full_stop(text, lang)
    cleaned = ABBREVIATIONS.sub("", text)
    return [f"lowercase sentence start: {text[:80]!r}" for _ in LOWERCASE_START.finditer(cleaned)][:1]


def lowercase_after_full_stop(text, lang):
    """A sentence after . ! ? that starts with a small letter (a catalogue entry may itself be a fragment)."""
    if lang == "ja":
        return []
    cleaned = ABBREVIATIONS.sub("", text)
    return [f"lowercase sentence start: {text[:80]!r}" for _ in LOWERCASE_AFTER_FULL_STOP.finditer(cleaned)][:1]


def wrong_counts(text, lang):
    """A digit before a noun in the wrong number (no ngettext behind it)."""
    return [f"count without plural form: {match.group(0)!r}" for match in WRONG_COUNTS[lang].finditer(text)]


@lru_cache(maxsize=1)
def internal_ids():
    """The ids people never read: cards, label sheets, games, print options, colours written with a hyphen."""
    from companion.games import all_games
    from companion.printing.catalogue import catalogue
    from companion.printing.data import GAMES
    from companion.printing.options import STICKER_OPTIONS
    from companion.resources import PRINTABLES

    ids = {game.id for game in all_games()}
    ids |= {path.stem for path in (PRINTABLES / "sheets").glob("*.json")}
    ids |= {card_id for game in GAMES for card_id in catalogue(game) if "-" in card_id}
    ids |= {name for option in STICKER_OPTIONS if "_" in option.name
            for name in (option.name, option.name.replace("_", "-"))}
    ids |= {"first_player"}  # "light-blue" stays out: English writes "a light-blue 7"
    return frozenset(ids)


def internal_id_words(text, lang):
    """An internal id standing in the text as a word."""
    found = []
    for word in re.findall(r"(?<![\w/.#=-])[a-z0-9]+(?:[-_][a-z0-9]+)+(?![\w/.-])", text):
        if word in internal_ids():
            found.append(f"internal id: {word!r}")
    return found


CHECKS = (japanese_punctuation, doubled_words, lowercase_starts, wrong_counts, internal_id_words)
ENTRY_CHECKS = (japanese_punctuation, doubled_words, lowercase_after_full_stop, wrong_counts, internal_id_words)


def problems(text, lang, checks=CHECKS):
    """Every problem the checks find in ``text`` (in ``lang``)."""
    return [problem for check in checks for problem in check(text, lang)]


SKIPPED_ELEMENTS = re.compile(r"<(script|style|svg|template|code|pre|kbd|textarea)\b.*?</\1>",
                              re.DOTALL | re.IGNORECASE)
BLOCK_TAG = re.compile(r"</?(?:p|li|ul|ol|h[1-6]|div|section|article|header|footer|nav|main|aside|table|tr|td|th|"
                       r"caption|button|label|option|select|legend|fieldset|summary|details|dt|dd|dl|form|br|hr|"
                       r"output|figure|figcaption|title|input)\b[^>]*>", re.IGNORECASE)
TAG = re.compile(r"<[^>]+>")


def text_nodes(page):
    """The text a page shows, one string per block (a paragraph, a list item, a button; inline tags such as
    ``<strong>`` stay inside their sentence), scripts, styles, SVG and code left out."""
    page = SKIPPED_ELEMENTS.sub("\n", page)
    nodes = []
    for block in BLOCK_TAG.split(page):
        text = " ".join(html.unescape(TAG.sub("", block)).split())
        if text:
            nodes.append(text)
    return nodes
