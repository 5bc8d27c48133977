"""The glossaries: one data file per language (``companion/i18n/glossary/<lang>.json``) naming the one
word for each game term, its forms, the synonyms that must not be used, and the form of address.

``check(lang)`` lists where that language's rule books, interface (.po) and printables break its
glossary; ``python -m companion.i18n.terms > docs/glossary.md`` writes the readable page.
"""

import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from companion.games import all_games
from companion.i18n import catalogues
from companion.resources import PRINTABLES

GLOSSARIES = Path(__file__).parent / "glossary"
GAMES = tuple(game.id for game in all_games())
LANGUAGE_ORDER = ("en", "fr", "ja", "de")


@dataclass(frozen=True)
class Term:
    """One concept: its shared id, its game (None: every game), the word to use, its forms, wrong synonyms."""

    id: str
    game: str | None
    en: str
    term: str
    forms: tuple
    wrong: tuple
    note: str = ""


@dataclass(frozen=True)
class Glossary:
    """A language's glossary: how the player is addressed, and the terms."""

    language: str
    address: str
    address_wrong: tuple
    terms: tuple


def languages():
    """The languages that have a glossary file, in the app's order."""
    present = {path.stem for path in GLOSSARIES.glob("*.json")}
    return [lang for lang in LANGUAGE_ORDER if lang in present] + sorted(present - set(LANGUAGE_ORDER))


def load(lang):
    """The glossary of ``lang``."""
    raw = json.loads((GLOSSARIES / f"{lang}.json").read_text(encoding="utf-8"))
    terms = tuple(Term(item["id"], item.get("game"), item.get("en", ""), item["term"],
                       tuple(item.get("forms") or [item["term"]]), tuple(item.get("wrong", ())), item.get("note") or "")
                  for item in raw["terms"])
    return Glossary(raw["language"], raw["address"]["form"], tuple(raw["address"].get("wrong", ())), terms)


def finds(text, phrase, lang):
    """Whether ``phrase`` occurs in ``text`` by the glossary's rule: a substring in Japanese; elsewhere a
    whole word (or words), case-insensitive except in German."""
    if lang == "ja":
        return phrase in text
    pattern = r"(?<!\w)" + r"\s+".join(map(re.escape, phrase.split())) + r"(?!\w)"
    return re.search(pattern, text, 0 if lang == "de" else re.IGNORECASE) is not None


def _rule_books(lang):
    """The rule books of ``lang``, without their ``keywords:`` lines (search synonyms, deliberately varied)."""
    paths = [game.rule_text(lang) for game in all_games() if game.rule_text(lang).exists()]
    return "\n".join(line for path in paths
                     for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith("keywords:"))


def _interface(lang):
    """Every interface message in ``lang``: the msgstr of its .po (English: the msgids)."""
    if lang == "en":
        catalog = catalogues.read(catalogues.POT)
        return "\n".join(part for message in catalog if message.id
                         for part in ((message.id,) if isinstance(message.id, str) else message.id))
    if not catalogues.po_path(lang).exists():
        return ""
    catalog = catalogues.read(catalogues.po_path(lang))
    return "\n".join(part for message in catalog if message.id
                     for part in ((message.string,) if isinstance(message.string, str) else message.string))


def _language_values(node, lang):
    """Strings under the key ``lang`` anywhere in a JSON document (English: also labels and names)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == lang and isinstance(value, str):
                yield value
            elif lang == "en" and key in ("label", "name") and isinstance(value, str):
                yield value
            else:
                yield from _language_values(value, lang)
    elif isinstance(node, list):
        for value in node:
            yield from _language_values(value, lang)


def _printables(lang):
    """The printed texts of ``lang``: deck titles, rule-card titles and summaries."""
    paths = [*sorted(PRINTABLES.glob("*/*.json")), *(game.deck_file for game in all_games() if game.deck)]
    return "\n".join(value for path in paths
                     for value in _language_values(json.loads(path.read_text(encoding="utf-8")), lang))


def texts(lang):
    """{where: text} for the three places a glossary governs."""
    return {"rule books": _rule_books(lang), "interface": _interface(lang), "printables": _printables(lang)}


def check(lang):
    """Problems of ``lang``'s texts against its glossary: unused terms, wrong synonyms, wrong address forms."""
    glossary, places = load(lang), texts(lang)
    everything = "\n".join(places.values())
    problems = []
    for term in glossary.terms:
        if (term.game is None or term.game in GAMES) and not any(finds(everything, form, lang) for form in term.forms):
            problems.append(f"{term.id}: none of {list(term.forms)} is used")
        for where, text in places.items():
            problems += [f"{term.id}: {where} use {wrong!r} (say {term.term!r})"
                         for wrong in term.wrong if finds(text, wrong, lang)]
    for where, text in places.items():
        problems += [f"address: {where} use {wrong!r} (address the player as {glossary.address!r})"
                     for wrong in glossary.address_wrong if finds(text, wrong, lang)]
    return problems


def markdown():
    """docs/glossary.md: one table per language, generated from the glossary files."""
    lines = ["# Glossary", "",
             "One word per game term and language, used alike in the rule books, the interface and the",
             "printables (`tests/test_glossary.py` checks it). Generated from `companion/i18n/glossary/*.json`",
             "by `python -m companion.i18n.terms > docs/glossary.md`; edit the data, not this page.", ""]
    for lang in languages():
        glossary = load(lang)
        lines += [f"## {lang}", "", f"Address the player as: **{glossary.address}**"
                  + (f" (never: {', '.join(glossary.address_wrong)})" if glossary.address_wrong else ""), "",
                  "| id | game | English | term | forms | never | note |", "|---|---|---|---|---|---|---|"]
        for term in glossary.terms:
            cells = [term.id, term.game or "all", term.en, f"**{term.term}**", ", ".join(term.forms),
                     ", ".join(term.wrong), term.note]
            lines.append("| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |")
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.stdout.write(markdown())
