"""German as a German rule book prints it: dashes, quotes, whole sentences after a colon, and what the
rain game's table says about its end (a native reader's findings, issue 24)."""

import json
import re

import pytest

from companion import PROJECT_ROOT
from companion.i18n import catalogues
from tests.test_text_quality import SCRIPTS, played_pages
from tests.text_checks import text_nodes

RULE_BOOKS = sorted(PROJECT_ROOT.glob("companion/games/*/rules/de.md"))
COMMAND_ARGUMENT = re.compile(r'--[a-z][a-z-]* "[^"]*"')


def german_catalogue():
    """Every German msgstr (each plural form apart) with the msgid it translates."""
    for message in catalogues.read(catalogues.po_path("de")):
        if message.id:
            msgid = message.id if isinstance(message.id, str) else message.id[0]
            for text in (message.string if isinstance(message.string, tuple) else (message.string,)):
                yield msgid, text


def german_printables():
    """The German values of the printables and the decks' titles (rule card summaries, key words)."""
    def values(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "de" and isinstance(value, str):
                    yield value
                else:
                    yield from values(value)
        elif isinstance(node, list):
            for value in node:
                yield from values(value)
    paths = [PROJECT_ROOT / "printables" / "cards" / "rulecards.json",
             *PROJECT_ROOT.glob("companion/games/*/deck.json")]
    for path in paths:
        yield from values(json.loads(path.read_text(encoding="utf-8")))


def german_texts():
    """Every German text the project ships: catalogue, rule books (without their search keywords), printables."""
    yield from (text for _, text in german_catalogue())
    for path in RULE_BOOKS:
        yield from (line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith("keywords:"))
    yield from german_printables()


def german_game_texts(app, game):
    """Every text a German table shows while ``game``'s whole script is played."""
    from tests.conftest import client_with_token

    client = client_with_token(app)
    client.get("/?lang=de")
    return [text for page in played_pages(client, SCRIPTS[game]) for text in text_nodes(page)]


def test_german_sets_a_spaced_en_dash_never_an_em_dash():
    assert [text for text in german_texts() if "—" in text] == []


def test_german_quotes_are_low_high_and_never_inside_a_command():
    wrong = []
    for text in german_texts():
        if re.search(r"--[a-z][a-z-]* [„“”]", text):
            wrong.append(("typographic quotes in a command", text))
        prose = COMMAND_ARGUMENT.sub("", text)
        if '"' in prose:
            wrong.append(("straight quotes in prose", text))
        if prose.count("„") != prose.count("“"):
            wrong.append(("„ and “ do not pair", text))
    assert wrong == []


def test_a_german_sentence_about_a_card_or_a_count_never_starts_with_sie_or_ihr():
    """A capitalised Sie/Ihr at a sentence's start (or after a colon) reads as "you/your": where the English says
    "it", "they" or "its" (no "you" at all), the German names the thing instead ("Diese Karte zeigt auch DROP.")."""
    start = re.compile(r"(?:^|[.!?:;]\s+)(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b")
    assert [text for msgid, text in german_catalogue()
            if not re.search(r"\byou(r|rs)?\b", msgid, re.I) and start.search(text)] == []


def test_the_value_7_effect_after_the_colon_is_a_whole_sentence_with_its_capital(app):
    effects = [text for text in german_game_texts(app, "rainbow7-rain")
               if re.search(r"spielt die Karte \w+ 7: ", text)]
    assert effects, "the rain script plays value-7 effects"
    assert [text for text in effects if not re.search(r"spielt die Karte \w+ 7: [A-ZÄÖÜ]", text)] == []


def test_the_rain_table_never_says_a_token_ends_the_game_at_once(app):
    ending = [text for text in german_game_texts(app, "rainbow7-rain")
              if re.search(r"endet das Spiel|Spiel endet|Spielende nach (der|dieser) Runde", text)]
    assert len(ending) >= 2, "the rain script brings someone to 6 and to 7 tokens"
    assert [text for text in ending if not re.search(r"(nach|am Ende) (der|dieser) Runde", text)] == []


@pytest.mark.parametrize("path", RULE_BOOKS, ids=lambda path: path.parent.parent.name)
def test_a_german_rule_page_shows_no_raw_markup(client, path):
    game = path.parent.parent.name.replace("_", "-")
    page = client.get(f"/rules/{game}?lang=de").get_data(as_text=True)
    shown = "\n".join(text_nodes(page))
    assert "[[" not in shown and "**" not in shown


@pytest.mark.parametrize("path", ["/", "/print", "/rules/rainbow7-rain/seven-effects"])
def test_german_page_titles_join_their_parts_with_a_spaced_en_dash(client, path):
    page = client.get(f"{path}?lang=de").get_data(as_text=True)
    title = re.search(r"<title>(.*?)</title>", page, re.S).group(1)
    assert " – " in title and "—" not in title, title


def test_the_german_embosser_step_keeps_each_distance_with_its_mm_and_names_the_field_in_german_quotes():
    """Where the first cell lands, in the guide's embosser step: a number never parts from its mm at a line
    end, and the form field is named in „…“ (a native reader's findings after issue 24)."""
    from companion.printing.guide_steps import steps
    from companion.printing.stickers import StickerOptions, build

    moved = StickerOptions(game="rainbow7-rain", method="embosser", braille=True, embosser_origin=(4.0, 6.5), lang="de")
    said = " ".join(steps(build(moved), [], []))
    assert "die erste Zelle 4\u00a0mm vom linken und 6,5\u00a0mm vom oberen Rand des Bogens, wie von Ihnen angegeben." in said
    assert "6,2\u00a0mm von Zelle zu Zelle und 10\u00a0mm von Zeile zu Zeile" in said
    assert "geben Sie ihn bei „Wo der Braille-Drucker die erste Zelle prägt (mm von links x mm von oben)“ auf der " \
           "Druckseite an" in said
