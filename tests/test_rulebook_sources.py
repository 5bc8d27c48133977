"""The rule books say only what the seeds say: every section has its sources in docs/rulings.md, the app's
own readings stay in the rulings section, and a rule card is titled as the section it opens."""

import re

import pytest

from companion import PROJECT_ROOT
from companion.rulebook import document
from companion.rulebook.sections import published

LANGUAGES = ("en", "fr", "ja", "de")


def sources_table():
    """``{game: {section ids}}`` of the tables under "Where each rule comes from" in docs/rulings.md."""
    text = (PROJECT_ROOT / "docs" / "rulings.md").read_text(encoding="utf-8").split("## Where each rule comes from")[1]
    tables, game = {}, None
    for line in text.splitlines():
        heading = re.match(r"### (\S+)", line)
        if heading:
            game = heading.group(1)
            tables[game] = set()
        row = re.match(r"\| ([a-z0-9-]+) \|", line)
        if row and game and row.group(1) != "section":
            tables[game].add(row.group(1))
    return tables


def test_every_section_of_every_rule_book_has_its_sources():
    tables = sources_table()
    assert {game: set(ids) for game, ids in published().items()} == tables


# What a seed does not say, that the books once said as rules: now only in "How the app reads the rules".
NOT_IN_THE_SEEDS = {
    "rainbow-snake": {"en": ["2 to 5 players", "youngest player starts"], "fr": ["2 à 5 personnes", "la plus jeune commence"],
                      "ja": ["2～5人で遊ぶ", "いちばん年下の人から始めます。"], "de": ["für 2 bis 5 Personen", "Die jüngste Person beginnt."]},
    "rainbow-field": {"en": ["2 to 8 players", "60"], "fr": ["2 à 8 personnes", "60"], "ja": ["2～8人で遊ぶ", "60"],
                      "de": ["für 2 bis 8 Personen", "60"]},
    "rainbow7-rain": {"en": ["2 to 5 players", "three or more cards"], "fr": ["2 à 5 personnes", "trois cartes ou plus"],
                      "ja": ["2～5人で、", "3枚以上"], "de": ["für 2 bis 5 Personen", "drei oder mehr Karten"]},
}


def sections_text(game, lang):
    """``{section id: its text}`` of a rule book's source (the introduction under "")."""
    from companion.games import game as declared_game

    text = declared_game(game).rule_text(lang).read_text(encoding="utf-8")
    found, current = {"": []}, ""
    for line in text.splitlines():
        heading = re.match(r"## .*\{#([a-z0-9-]+)\}", line)
        if heading:
            current = heading.group(1)
            found[current] = []
        else:
            found[current].append(line)
    return {section: "\n".join(lines) for section, lines in found.items()}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", NOT_IN_THE_SEEDS)
def test_what_no_seed_says_is_given_only_as_the_apps_reading(game, lang):
    for section, text in sections_text(game, lang).items():
        if section != "companion-rulings":
            assert [words for words in NOT_IN_THE_SEEDS[game][lang] if words in text] == [], section
    rulings = sections_text(game, lang)["companion-rulings"]
    assert {"en": "The app's reading", "fr": "Lecture de l’appli", "ja": "アプリの解釈",
            "de": "So liest es die App"}[lang] in rulings


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rain_book_names_the_seeds_two_stickers_for_the_rainbow_card(lang):
    stickers = sections_text("rainbow7-rain", lang)["stickers"]
    assert {"en": "cross", "fr": "croix", "ja": "バツ", "de": "Kreuz"}[lang] in stickers


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_rule_card_is_titled_as_the_section_it_opens(lang):
    from companion.printing.rulecards import rule_cards

    for card in rule_cards("https://example.org", None, lang):
        if card.kind == "game":
            continue
        game, section = re.search(r"/rules/([^/]+)/([^?]+)", card.url).groups()
        assert card.title == document.plain(document.load(game, lang).section(section).title)
