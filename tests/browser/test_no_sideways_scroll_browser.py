"""No page scrolls sideways on a 390 px phone, in any of the four languages, even with 40-character names.

Every page a player or a deck maker can open: the tables in the states that add the widest content (the
rain token table with its notes, a game that is over, a field seat view), their board, history, hand,
night and next-game pages, the card pages and the page-not-found page.
"""

import re

import pytest
from playwright.sync_api import expect

from companion.rulebook.sections import published
from tests.browser.pages import start_table

LANGUAGES = ("en", "fr", "ja", "de")
GAMES = ("rainbow7-rain", "rainbow7-explorers", "rainbow-field", "rainbow-snake")
# 40 characters each: a long name with spaces, and one long word that only breaks anywhere
LONG_NAMES = ("Bartholomäus-Maximilian von Hohenzollern", "Wolfeschlegelsteinhausenbergerdorffvoral",
              "Ana María de los Ángeles García-Villalobos"[:40])
CARDS = ("rainbow7-rain/red-7", "rainbow7-rain/rainbow", "rainbow7-explorers/navy-north", "rainbow7-explorers/drop",
         "rainbow-field/5", "rainbow-snake/middle", "rainbow-snake/rainbow-head")
SCROLLS_SIDEWAYS = "document.scrollingElement.scrollWidth > document.scrollingElement.clientWidth"


def new_table(page, base, game):
    """A table of ``game`` with the three long names, the first one starting; its URL."""
    return start_table(page, base, game, LONG_NAMES)


def recorded(page, button):
    """Tap ``button`` and wait until the table shows the next version."""
    version = int(page.locator("#table-version").get_attribute("data-version"))
    page.click(button)
    expect(page.locator("#table-version")).to_have_attribute("data-version", str(version + 1))


def rain_with_notes(page, base):
    """Rain: six Perfects by the first player, then a red 7 on the second: both notes of the token table show."""
    url = new_table(page, base, "rainbow7-rain")
    for _ in range(6):
        page.select_option("#perfect-player", LONG_NAMES[0])
        recorded(page, "#perfect-submit")
    page.select_option("#seven-player", LONG_NAMES[0])
    page.check("#seven-color-red")
    page.select_option("#seven-target", LONG_NAMES[1])
    recorded(page, "#seven-submit")
    return url


def rain_over(page, base):
    """Rain: seven Perfects by the first player: the game is over, with two winners' names in one line."""
    url = new_table(page, base, "rainbow7-rain")
    for _ in range(7):
        page.select_option("#perfect-player", LONG_NAMES[0])
        recorded(page, "#perfect-submit")
    return url


def explorers_started(page, base):
    """Explorers: the first player chosen, one REVERSE played: the turn form and the direction in words."""
    url = new_table(page, base, "rainbow7-explorers")
    page.select_option("#start-player", LONG_NAMES[1])
    recorded(page, "#start-submit")
    page.get_by_role("radio", name=re.compile("^REVERSE")).check()
    recorded(page, "#turn-submit")
    return url


def field_with_a_seat(page, base):
    """Field: the field laid out and one play; the first player's seat opened. Its URL and the seat's."""
    url = new_table(page, base, "rainbow-field")
    page.fill("#cards-input", "3 8 1 5 2 9")
    recorded(page, "#cards-submit")
    page.fill("#cards-input", "4 4")
    recorded(page, "#cards-submit")
    page.select_option("#this-phone-player", LONG_NAMES[1])
    page.click("#my-seat-button")
    page.wait_for_url(re.compile(r".*/seat/[\w-]+$"))
    return url, page.url


def snake_with_a_snake(page, base):
    """Snake: one card placed, then a snake of 3 cards."""
    url = new_table(page, base, "rainbow-snake")
    page.locator("#turn-submit").click()
    expect(page.locator("#table-version")).to_have_attribute("data-version", "1")
    page.fill("#snake-length", "3")
    recorded(page, "#snake-submit")
    return url


@pytest.fixture(scope="module")
def long_name_pages(browser, browser_context_args, live_server):
    """The table pages with three 40-character names, in the states above: a list of paths."""
    context = browser.new_context(**browser_context_args)
    page = context.new_page()
    tables = [new_table(page, live_server, game) for game in GAMES]
    tables += [rain_with_notes(page, live_server), rain_over(page, live_server),
               explorers_started(page, live_server), snake_with_a_snake(page, live_server)]
    field, seat = field_with_a_seat(page, live_server)
    tables.append(field)
    context.close()
    paths = []
    for url in tables:
        table = url.removeprefix(live_server)
        paths += [table, f"{table}/history", f"{table}/board", f"{table}/night",
                  f"{table}/where"]
    field = field.removeprefix(live_server)
    paths += [f"{field}/seats", seat.removeprefix(live_server), f"{field}/hand"]
    return paths


def every_page(table_pages):
    """The address of every page a player or a deck maker can open."""
    pages = ["/", "/tables/import", "/nights/import", "/print", "/print/rule-cards", "/rules", "/rules/search?q=7",
             "/t/no-such-table"]
    pages += [f"/tables/new?game={game}" for game in GAMES]
    pages += [f"/rules/{game}" for game in GAMES]
    pages += [f"/rules/{game}/{section}" for game in GAMES for section in published()[game]]
    pages += [f"/cards/{card}" for card in CARDS]
    return pages + table_pages


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_page_scrolls_sideways_at_390_px(live_server, phone, long_name_pages, lang):
    page = phone()
    wide = []
    for path in every_page(long_name_pages):
        page.goto(f"{live_server}{path}{'&' if '?' in path else '?'}lang={lang}")
        if page.evaluate(SCROLLS_SIDEWAYS):
            wide.append((path, page.evaluate("document.scrollingElement.scrollWidth")))
    assert wide == [], f"pages wider than 390 px in {lang}: {wide}"
