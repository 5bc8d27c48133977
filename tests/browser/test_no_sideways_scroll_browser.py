"""No page scrolls sideways on a 390 px phone, in any of the four languages, even with 40-character names."""

import re

import pytest

from companion.rulebook.sections import SECTIONS

LANGUAGES = ("en", "fr", "ja", "de")
GAMES = ("rainbow7-rain", "rainbow7-explorers", "rainbow-field", "rainbow-snake")
# 40 characters each: a long name with spaces, and one long word that only breaks anywhere
LONG_NAMES = ("Bartholomäus-Maximilian von Hohenzollern", "Wolfeschlegelsteinhausenbergerdorffvoral",
              "Ana María de los Ángeles García-Villalobos")
SCROLLS_SIDEWAYS = "document.scrollingElement.scrollWidth > document.scrollingElement.clientWidth"


@pytest.fixture(scope="module")
def long_name_tables(browser, browser_context_args, live_server):
    """One table of each game with three 40-character names: ``{game: table URL}``."""
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    tables = {}
    for game in GAMES:
        page.goto(f"{live_server}/tables/new?game={game}")
        for seat, name in enumerate(LONG_NAMES):
            page.fill(f"#name-{seat}", name[:40])
        page.locator("main form button.big").click()
        page.wait_for_url(re.compile(r".*/t/[\w-]+$"))
        tables[game] = page.url
    context.close()
    return tables


def every_page(live_server, tables):
    """The address of every page a player or a deck maker can open."""
    pages = ["/", "/tables/import", "/print", "/print/rule-cards", "/rules", "/rules/search?q=7"]
    pages += [f"/tables/new?game={game}" for game in GAMES]
    pages += [f"/rules/{game}" for game in GAMES]
    pages += [f"/rules/{game}/{section}" for game in GAMES for section in SECTIONS[game]]
    for game, url in tables.items():
        table = url.removeprefix(live_server)
        pages += [table, f"{table}/history"]
    pages.append(tables["rainbow-field"].removeprefix(live_server) + "/seats")
    return pages


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_page_scrolls_sideways_at_390_px(live_server, phone, long_name_tables, lang):
    page = phone()
    wide = []
    for path in every_page(live_server, long_name_tables):
        page.goto(f"{live_server}{path}{'&' if '?' in path else '?'}lang={lang}")
        if page.evaluate(SCROLLS_SIDEWAYS):
            wide.append((path, page.evaluate("document.scrollingElement.scrollWidth")))
    assert wide == [], f"pages wider than 390 px in {lang}: {wide}"
